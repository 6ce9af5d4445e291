"""Why the last explicit answer in a reply is not a firm one: the tables of refusals ``extract`` consults.

Each check looks at the last explicit answer (``last``) in its reply, with every explicit answer in reply order
(``ordered``), and says whether the reply leaves that answer open (``AMBIGUOUS``: hedged, offered, conditional,
doubted after) or says something that contradicts it (``CONTRADICTED``: denies it, calls other options right or
it wrong). Every check is a separate reading with its own tests; a table keeps each one a line of its own.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from psyexam.score.afterthoughts import closing_doubt, maybe_before, opening_doubt, or_line, withdrawn_at_end
from psyexam.score.asides import warns_against
from psyexam.score.attributions import agreed, attributed, other_key
from psyexam.score.conditional_answers import answers_a_condition, beside_condition, depends_at_close, split_by_conditions
from psyexam.score.deferred import deferred
from psyexam.score.denied_texts import denied_in_answer
from psyexam.score.doubted_together import fit_together
from psyexam.score.explained_lists import listed_beyond, maybe_more
from psyexam.score.glossed_letters import own_texts_blanked
from psyexam.score.hedges import hedged_around, tentative
from psyexam.score.ordinal_places import misplaced_letters
from psyexam.score.qualms import qualmed
from psyexam.score.reading import Context, Hit
from psyexam.score.reconsidered import reconsidered
from psyexam.score.reservations import cut_qualification, forced_choice
from psyexam.score.restated_stem import restates_other
from psyexam.score.retractions import offered_after
from psyexam.score.stem_letters import called_right_under_not
from psyexam.score.text_credits import credits_other_text
from psyexam.score.trailing_doubts import doubted_after
from psyexam.score.unsettled import ends_unsettled
from psyexam.score.verdict_clash import clashes_with_verdicts, cut_among_fitting
from psyexam.score.wavering import left_open
from psyexam.score.wrong_too import wrong_too

__all__ = ["AMBIGUOUS", "CONTRADICTED", "Check", "contradicted", "left_unsettled"]

Check = Callable[[Context, Hit, list[Hit]], bool]

AMBIGUOUS: tuple[Check, ...] = (
    lambda c, h, _: hedged_around(c.text, h.start, h.end, h.letters),  # "答案是A，不过也可能是D"
    lambda c, h, _: tentative(c.text, h.start),
    lambda c, h, _: left_open(c.text, h.start, h.end, h.letters, c.options),  # "答案：C（或B）"
    lambda c, h, _: doubted_after(c.text, h.start, h.end, h.letters, c.options),
    lambda c, h, hs: attributed(c.text, h.start, agreed(hs, c.text)),  # another's pick, not the reply's own
    lambda c, h, _: other_key(c.text[h.end :], set(h.letters)),
    lambda c, h, _: forced_choice(c.text, h.start, h.end),
    lambda c, h, _: cut_qualification(c.text, h.end),
    lambda c, h, _: ends_unsettled(c.text, h.end, h.letters, c.options),  # "……没法确定。"
    lambda c, h, _: qualmed(c.text, h.end, set(h.letters), c.options),
    lambda c, h, _: credits_other_text(c.text[h.end :], set(h.letters), c.options),
    lambda c, h, _: reconsidered(c.text[h.end :], set(h.letters), c.options),  # "……仔细想想，这是投射。"
    lambda c, h, _: withdrawn_at_end(c.text[h.end :]),
    lambda c, h, _: maybe_before(c.text, h.start),
    lambda c, h, _: closing_doubt(c.text, h.end, set(h.letters)),
    lambda c, h, _: opening_doubt(c.text, h.start),
    lambda c, h, _: other_key(c.text[: h.start], set(h.letters)),
    lambda c, h, _: or_line(c.text[h.end :]),
    lambda c, h, _: offered_after(c.text, h.end, set(h.letters)),  # "也可以是C"
    lambda c, h, _: split_by_conditions(c.text[h.end :], c.options),
    lambda c, h, _: beside_condition(c.text, h.start, h.end, h.letters),
    lambda c, h, _: answers_a_condition(c.text, h.start, h.end, c.options),
    lambda c, h, _: depends_at_close(c.text, h.end),  # "因此答案要看题目采用哪种假设。"
    lambda c, h, _: called_right_under_not(c, h.start, h.end),
    lambda c, h, _: maybe_more(c.text, h.end, set(h.letters), c.options),  # "……替代律，可能还有对立律。"
    lambda c, h, _: deferred(c.text[h.end :]),  # "……我倾向于D，但建议你核对一下教材。"
)

CONTRADICTED: tuple[Check, ...] = (
    lambda c, h, _: denied_in_answer(c.text, h.start, h.end, set(h.letters), c.options),
    lambda c, h, _: wrong_too(c.text, h.start, h.end, set(h.letters), c.options),
    lambda c, h, _: clashes_with_verdicts(c.text[: h.start] + c.text[h.end :], h.letters, c.options, c.multi),
    lambda c, h, _: bool(misplaced_letters(c) & set(h.letters)),  # "答案是第三项，也就是D。"
    lambda c, h, _: warns_against(c.text, set(h.letters), c.options),
    lambda c, h, _: fit_together(c.text[h.end :], c.stem, set(h.letters)),  # "答案：D。C和D都符合。"
    # cut off where it may go on "和C……": the option lines call C fitting as they call A
    lambda c, h, _: c.bare_end and cut_among_fitting(c.text, h.end, h.letters, c.options),
    lambda c, h, _: restates_other(c, h.end, set(h.letters)),  # "答案：D 青春期\n\n……第二个飞跃期是儿童期"
    # "答案：ABC\n\n解释：……这些规律分别是准备律、强化律、练习律和消退律。": D's text listed too
    lambda c, h, _: c.multi and listed_beyond(c.text, h.end, set(h.letters), c.options, c.stem),
)


def left_unsettled(ctx: Context, last: Hit, ordered: list[Hit]) -> bool:
    """Whether the reply leaves its last explicit answer open: hedged, offered, conditional or doubted (an answer's own
    option text written after its letter, "D(以上信息不足,无法判断)", is read as no hedge)."""
    ctx = replace(ctx, text=own_texts_blanked(ctx.text, last.letters, ctx.options))
    return any(check(ctx, last, ordered) for check in AMBIGUOUS)


def contradicted(ctx: Context, last: Hit, ordered: list[Hit]) -> bool:
    """Whether the reply says something that contradicts its last explicit answer."""
    return any(check(ctx, last, ordered) for check in CONTRADICTED)
