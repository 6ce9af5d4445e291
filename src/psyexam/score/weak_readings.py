"""Stage 2 of reading a reply: the weak readings, tried in order where no explicit answer stands, and the
misgivings that keep one from standing (see ``extract`` for what each reads)."""

from __future__ import annotations

from collections.abc import Callable

from psyexam.score.afterthoughts import (
    closing_doubt,
    more_than_read,
    opening_doubt,
    or_line,
    withdrawn_at_end,
)
from psyexam.score.apposed_letters import apposed_letters
from psyexam.score.asides import warns_against
from psyexam.score.asking_back import asks_back
from psyexam.score.attributions import other_key
from psyexam.score.blanks import filled_blank
from psyexam.score.closing_dash import closing_dash_letter, mismatched_close
from psyexam.score.conditional_answers import beside_condition, split_by_conditions
from psyexam.score.contrasted_texts import contrasted_text
from psyexam.score.deferred import deferred
from psyexam.score.doubted_together import fit_together
from psyexam.score.echoes import echo_cut_off
from psyexam.score.eliminated import eliminated_rest
from psyexam.score.example_lists import listed_before_example
from psyexam.score.fallbacks import (
    all_options,
    bare,
    bracketed_text,
    final_line,
    glossed_text,
    opening_option,
    option_text,
)
from psyexam.score.hedges import unsure
from psyexam.score.identified import identified_option
from psyexam.score.item_lines import line_verdicts
from psyexam.score.labels import dashed_opening, stated_letter_text, stopped_opening, termed_opening
from psyexam.score.lettered_subjects import asked_or_refused, lettered_subject
from psyexam.score.listed import all_as_topic, listed_after_copula
from psyexam.score.misgivings import (
    asks_about,
    bracketed_doubt,
    credits_other,
    denied,
    second_thought,
    two_possible,
)
from psyexam.score.mislabelled import mislabelled_letters
from psyexam.score.named_openings import named_opening
from psyexam.score.named_texts import named_text, opened_with_other, sole_named_text
from psyexam.score.noted import noted_final_line
from psyexam.score.numbered import numbered_letters
from psyexam.score.option_lines import option_lines
from psyexam.score.paragraphs import labelled_line
from psyexam.score.plain_restated import plain_restated
from psyexam.score.qualms import qualmed_reply
from psyexam.score.reading import Context, Extraction
from psyexam.score.reconsidered import reconsidered
from psyexam.score.reservations import (
    conditioned_verdict,
    reports_a_view,
    reserved,
)
from psyexam.score.retractions import offered_after
from psyexam.score.splits import shared_with_other
from psyexam.score.stem_answers import defined_term, stem_opened, stem_stated, stem_worded
from psyexam.score.stem_echo import echoed_stem
from psyexam.score.stem_identified import stem_identified
from psyexam.score.stem_lists import stem_led_list
from psyexam.score.stem_polarity import asserted_under_negative_stem, only_letters, sorted_groups
from psyexam.score.subject_leads import ending_restated, short_restated
from psyexam.score.symbols import mark_verdicts
from psyexam.score.terse import terse_reply
from psyexam.score.text_credits import credits_other_text
from psyexam.score.trailing_doubts import doubts_a_letter
from psyexam.score.unsettled import ends_unsettled
from psyexam.score.verdict_clash import clashes_with_verdicts, closes_with_all
from psyexam.score.verdict_lines import read_wrong_line, unread_named_right, unread_right_line
from psyexam.score.walks import reopened_walk, walked_verdict

FALLBACK: tuple[Callable[[Context], Extraction | None], ...] = (
    option_lines, bare, stopped_opening, stem_led_list, echoed_stem, mark_verdicts, walked_verdict, sorted_groups, only_letters, bracketed_text, filled_blank, option_text, contrasted_text, all_options, final_line, opening_option,
    dashed_opening, stated_letter_text, termed_opening, ending_restated,
    glossed_text, identified_option, line_verdicts, labelled_line, listed_after_copula, all_as_topic, numbered_letters,
    named_opening, listed_before_example, named_text, short_restated, closing_dash_letter, noted_final_line, eliminated_rest,
    sole_named_text, lettered_subject, apposed_letters, stem_worded, defined_term, stem_stated, stem_opened, plain_restated,
    terse_reply, stem_identified,
)


def weak_reading(ctx: Context) -> Extraction:
    """The first weak reading (stage 2) that reads anything, unless the reply doubts it."""
    for strategy in FALLBACK:
        found = strategy(ctx)
        # every option judged, read by the stem's polarity: the options judged the other way are no rival reading
        judged = found is not None and found.method == "stem-polarity:verdicts"
        if found is not None and found.letters and (unsure(ctx.text) or asks_back(ctx.text) if judged
                                                    else weak_reading_doubted(ctx, found.letters)):
            return Extraction(None, f"{found.method}:ambiguous")
        if found is not None and found.letters and found.method in _ASSERTING and asserted_under_negative_stem(ctx):
            return Extraction(None, f"{found.method}:negative-stem")
        if found is not None:
            return found
    return Extraction(None, "none")


# Weak readings of an option's text asserted as a fact: under a stem asking for what is not, such a fact is no answer.
_ASSERTING = frozenset({"option-text", "contrasted-text", "termed-opening", "named-opening", "named-text", "sole-named-text", "short-restated",
                        "glossed-text", "identified-option", "dashed-opening", "opening-option", "ending-restated",
                        "listed-after-copula", "all-as-topic", "stated-letter-text", "all-options",
                        "lettered-subject", "filled-blank", "plain-restated", "stem-identified"})


def weak_reading_doubted(ctx: Context, letters: frozenset[str]) -> bool:
    """Whether the reply credits another option, says the writer is unsure, ends asking about the
    letters read, has a second thought naming another option, denies a letter read, holds a doubt
    in brackets, ends unsettled, or gives a letter read with another option's text: no weak reading then stands."""
    return (credits_other(ctx.text, set(letters)) or unsure(ctx.text) or asks_about(ctx, letters)
            or second_thought(ctx.text, letters) or denied(ctx.text, letters) or bracketed_doubt(ctx.text)
            or shared_with_other(ctx.text, letters) or doubts_a_letter(ctx.text, letters, ctx.options)
            or reserved(ctx.text, letters) or other_key(ctx.text, letters) or reports_a_view(ctx.text)
            or echo_cut_off(ctx.text, ctx.options) or ends_unsettled(ctx.text, 0, letters, ctx.options)
            or qualmed_reply(ctx.text, letters, ctx.options)
            or fit_together(ctx.text, ctx.stem, set(letters))  # "C和D的描述都符合。": more than the letters read
            or asks_back(ctx.text) or deferred(ctx.text) or credits_other_text(ctx.text, set(letters), ctx.options)
            or opened_with_other(ctx.text, letters, ctx.options) or withdrawn_at_end(ctx.text)
            or reconsidered(ctx.text, set(letters), ctx.options)
            or more_than_read(ctx.text, letters, ctx.multi) or closing_doubt(ctx.text, 0, set(letters))
            or opening_doubt(ctx.text, len(ctx.text)) or or_line(ctx.text) or offered_after(ctx.text, 0, set(letters))
            or conditioned_verdict(ctx.text, letters, ctx.options) or two_possible(ctx.text, ctx.options)
            or unread_right_line(ctx.text, letters) or read_wrong_line(ctx.text, letters)
            or unread_named_right(ctx.text, letters)  # "A和B肯定是对的：……<B's text>": letters named, not read
            or clashes_with_verdicts(ctx.text, tuple(letters), ctx.options, ctx.multi)  # "A. ……——错误\n……\n\n全选。"
            or (ctx.multi and closes_with_all(ctx.text, letters, ctx.options))  # "- C：❌\n\n以上全部正确。"
            or mismatched_close(ctx) or warns_against(ctx.text, letters, ctx.options)
            or split_by_conditions(ctx.text, ctx.options)  # "单纯重复就是A，边读边加工就是B": a condition decides
            or beside_condition(ctx.text, 0, 0, letters)  # "……；if you count X, it would be ABCD"
            or reopened_walk(ctx.text, letters, ctx.options)  # "A. <A>\n\n选项分析：\nA. ……\nB. ……" cut off
            or asked_or_refused(ctx.text, letters, ctx.options)  # "……（D）算学习吗？", "……（D）……，所以不选它。"
            or bool(mislabelled_letters(ctx.text, ctx.options) & letters))  # "不包括：D. <C's text>": which is meant?
