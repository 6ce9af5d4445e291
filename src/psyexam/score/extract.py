"""Reading the chosen letters out of a model's free-text reply to a choice question.

The reply is normalised (NFKC, so full-width letters and punctuation become ASCII; asides that carry no answer are dropped, see ``asides``;
"Option (b)" becomes "Option (B)", see ``option_refs``),
``<think>`` blocks (and reasoning blocks marked otherwise, see ``thinking``) are removed, and strategies are tried in two stages:

1. explicit answers, found by position: structured data (any JSON object or array, whatever
   its keys, per-option verdict records, markdown tables and CSV/TSV blocks; see ``jsonish`` and
   ``tables``; function calls that answer, ``submit_answer("B")``, see ``payloads``), ``\\boxed{}``,
   letters announced with their number ("Answer: all four — A, B, C, D"; see ``counted``), an
   answer statement ("答案：B", "故选CA", "The correct options are
   A and C", "结论: B", "只剩 B", "Correct: A, B"), an apposition ("也就是选项B"), a lead with a
   list of option lines, a correction ("不是A，是B"; see ``corrections``; by an option's text after a marked one, "选 C。\n\n不对，……应该叫明度恒常性。",
   see ``reconsidered``), an English copula naming the letters
   ("The behavioral techniques here are A, B, C and D"; see ``statements`` and ``enumerations``), a
   Chinese conclusion sentence ("所以这两个阶段分别为A与D", "不适合的是：A、C"; see ``conclusions``),
   an answer key's label ("Key: A"; see ``labels``), an English lead with one line per letter describing its option
   ("… would be:\n* A – …", "… include:\n1. Agreement with the group's goals (B)\n…", or in one sentence
   "… involves: acquisition (A), retention (C), and application (D)."; see ``bulleted``), a lead and a list of letters ("……的有：\n1. B\n2. C"; see ``numbered``), English chat
   phrasings of a final choice ("I'm going with B", "B is my final answer."; see ``phrases``), and letters
   after a dash closing the reply ("… follows the reality principle — B."), a bare letter closing an English reply
   ("Outlining is an organization strategy. D."), also before a paragraph cut off (see ``closing_dash``), letters after
   "So" or a dash before reasons setting the others aside ("So A and B. It's not operant conditioning.", "So ACD."; see
   ``closing_reasons``), and letters
   closing the reply after the options' places they agree with ("The last option, D.", "答案是前四项：ABCD"; see ``ordinal_places``).
   The LAST one in the reply wins, because reasoning replies revise themselves, but only when
   it is not hedged ("答案是A，不过也可能是D"), not a first thought left standing, not followed by
   verdicts naming more letters, and no earlier firm answer contradicts it without withdrawing
   it ("答案是A。答案是C。", "答案：A\n解析：……所以选C"; see ``hedges``), and not left open by what
   follows ("答案：C（或B）", "……A也对。", "……没法确定。"; see ``wavering``), nor taken back by an
   explanation that thinks again and asserts another option ("……仔细想想，这是投射。"; see ``reconsidered``), nor
   revised only in a bracketed aside or to a choice merely offered ("保守起见可以只选B"; see ``retractions``), nor by the
   stem restated after it with another option's text as its filling ("答案：D\n……第二个飞跃期是儿童期"; see ``restated_stem``).
   A bare first or last line counts as an answer here too, and so does an opening sentence of only one option's text
   ("下位学习。……\n答案：A" contradicts itself; see ``named_texts``).
2. weaker readings (``weak_readings`` holds their order and the misgivings that stop one), in order: a reply of only some options' own lines (see ``option_lines``), a bare letter as the first line, per-option verdicts
   ("B项正确", "A. 集体舆论：这是正确的"), a bracketed letter stated with its own option
   text ("理想的模式是(A)<text of A>"), a reply that states an option's text (not one going
   through the options one by one or cut off mid-sentence), one option's text stated as the answer in the first
   sentence while the others are named after it only to be set apart ("这是心境——……。激情是……"; see ``contrasted_texts``), "以上都对" for a
   multiple-response question, a bare letter as the last line (not an item marker of a list
   cut off mid-way), a reply opening with a letter and its option ("D) Practice (练习) is …", "A. 吸引的人际关系 —— …") or with an English
   name and its bracketed letter ("Watson (B). He founded …"; see ``glosses``),
   a reply opening with its letters, a dash and their reason ("c and d — …"; see ``labels``),
   an English name glossed by one option's text (see ``glosses``), a stem's blank filled with a
   bracketed letter ("……属于非文字智力测验（ B ）"; see ``blanks``) and a reply of one verdict word
   per option line ("A) Yes\nB) No\n…"; see ``labels``) and a reply of only numbered bare letters ("1. A\n2. C"; see ``numbered``).

Stage 1 also reads an answer asked and then confirmed ("答案是C吗？是的，C……"), a conclusion word before
a letter and its gloss ("Hence A: …"), a paragraph of only letters inside the reply, an answer said to
include all options before every letter, a closing "所以除D以外全选" (see ``closing_complements``), options listed as
their texts with bracketed letters before the rest left out ("- 头痛（C）：……\n\n因此A、D不选。"; see ``exclusions``), a pointer
or an equals sign before the letters (see ``line_answers``), and a lead naming what the question is about ("so the
diagnosis is B. <text of B>", "题目描述的是 A <text of A>"; see ``subject_leads``), and letters each written with
their own option's text, then all chosen ("A<text>、B<text>，都应选"; see ``lettered_texts``); a reply ending unsettled ("嗯，也许还是BD。", see
``unsettled``) leaves any answer unread, and so can a reply's opening and closing lines (see ``afterthoughts``);
a JSON record or table row the reply stops in answers nothing (see ``cut_records``), nor does the whole option list echoed
after an answer line, nor the question echoed or a
next one written after the answer (see ``echoes``, ``blanks``; with no answer statement, the weak readings see the text before it).
Stage 2 reads a one-line "[C] <words opening with C's text>", for a multiple-response question option texts listed
after a copula (also before a clause of examples, see ``example_lists``), one option's text named after "called" or
closing a prose reply's opening clause (see ``named_texts``), letters after a dash past the last full stop (see
``closing_dash``) a bare last line before a bracketed note (see ``noted``), and a short Chinese
reply stating one option's text where a fact is stated ("斯伯林……证明了感觉记忆的存在。"; see ``named_texts``). Last, where the stem is
given, one option's text with only the stem's words around it ("会显得公事公办。"), or opening a definition in the
stem's own words ("变式是……"), or amid the stem's content restated in other words ("冯特于1879年在……建立了……"; see
``stem_answers``). Where the stem is given, stage 1 also reads letters closing the stem's own words restated ("所以B包括：BCD。"), and
letters called right under a stem asking for what is not are no answer (see ``stem_letters``). Early in stage 2, where the stem is given, the stem restated with its blank filled by an option's
text ("心理现象可分为心理过程和心理状态两大类。"; see ``stem_echo``), and, by whether the stem asks for what is not, a
reply of verdicts alone, two groups sorted under a property and its negation, or letters said with the stem's own
negation, or opened "Only A and B happen here." (see ``stem_polarity``). Under a stem asking for what is not, an option's text stated as a fact with nothing
said against anything reads nothing. Other misgivings (see ``misgivings``),
and option lines calling right an option not read or wrong one read (see ``verdict_lines``), keep a weak reading from standing.

Before stage 1, a list of option texts each with its own bracketed letter ("……的是爬行（A）、站立（C）和走（D），……") is
written as its letters (see ``texts_lettered``); a letter's standard English name for its option's text ("B. Bandura")
is its own text (see ``translations``), and so is an option's text written with other quotation marks
('倒"U"形关系' for "倒“U”形关系"; see ``letters.own_quotes``).

Multiple-response letters are a set: any order, any separators, each in its own brackets.
Nothing is guessed: a single-choice answer naming two letters, a hedge, a contradiction, or
a letter whose option is empty or absent gives ``letters=None``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import replace

from psyexam.bank.records import QType
from psyexam.score.answer_leads import answer_lead_hits
from psyexam.score.asides import without_asides
from psyexam.score.attributions import others_pick
from psyexam.score.blanks import blank_hits, next_question
from psyexam.score.bulleted import described_list_hits, inline_list_hits
from psyexam.score.closing_complements import closing_complement_hits
from psyexam.score.closing_dash import closing_dash_hits
from psyexam.score.closing_options import closing_options_hits
from psyexam.score.closing_reasons import closing_reason_hits
from psyexam.score.concluded_options import concluded_option_hits
from psyexam.score.conclusions import conclusion_hits, negated_subject_hits
from psyexam.score.confirmations import confirmation_hits
from psyexam.score.contrasts import without_support
from psyexam.score.corrections import correction_hits
from psyexam.score.counted import all_named_hits, counted_hits, included_one, letters_alike_hits
from psyexam.score.cut_records import cut_record
from psyexam.score.dashed import dashed_letter_hits
from psyexam.score.echoes import answered_again, closing_option_list, echoed_question, heads_option_list, second_item
from psyexam.score.enumerations import enumeration_hits
from psyexam.score.exclusions import additive, blank_exclusions, complement, listed_all_chosen, listed_rest_excluded
from psyexam.score.fallbacks import (
    all_options,
    bare,
    bracketed_text,
    final_line,
    first_line_hit,
    last_line_hit,
    option_text,
    verdict,
)
from psyexam.score.glosses import glossed_answer_hits
from psyexam.score.hedges import maybe_clause, revised
from psyexam.score.labels import dashed_opening_hit, label_hits
from psyexam.score.lettered_texts import lettered_text_hits
from psyexam.score.letters import canon, normalise, own_quotes
from psyexam.score.line_answers import line_answer_hits
from psyexam.score.loops import looped_otherwise, looped_stem
from psyexam.score.markup import unescape, unmarkup
from psyexam.score.misgivings import (
    also_right,
)
from psyexam.score.named_texts import opening_text_hits
from psyexam.score.numbered import led_list_hits
from psyexam.score.odd_ones import odd_one_out
from psyexam.score.openness import judged_right_later
from psyexam.score.option_lines import option_list_hits
from psyexam.score.option_refs import quoted_doubts, upper_option_refs
from psyexam.score.ordinal_places import ordinal_place_hits, span_answer_hits
from psyexam.score.paragraphs import lone_letter_hits
from psyexam.score.phrases import keyed_line_hits, phrase_hits
from psyexam.score.polar_conclusions import corrected_conclusion, polar_conclusion
from psyexam.score.reading import Context, Extraction, Hit, resolve
from psyexam.score.reconsidered import corrected_text_hits
from psyexam.score.refusals import contradicted, left_unsettled
from psyexam.score.retractions import also_not, in_bracketed_aside, offered_choice, recalled_vaguely
from psyexam.score.statements import placed_answer_hits, statement_hits
from psyexam.score.stem_letters import restated_stem_hits
from psyexam.score.stem_polarity import may_ask_not, negated_pick
from psyexam.score.stem_words import stem_likelihood_neutral
from psyexam.score.structured import boxed_hits, json_hits
from psyexam.score.subject_leads import restated_subject_hits, subject_lead_hits
from psyexam.score.summaries import concluded_letter_hits
from psyexam.score.suppositions import supposed_answer
from psyexam.score.symbols import mark_verdicts, pointer_hits
from psyexam.score.texts_lettered import own_letters_written
from psyexam.score.thinking import canonical_think
from psyexam.score.verdict_clash import ends_on_bare_letter, judged_alike_after
from psyexam.score.walks import in_cut_walk
from psyexam.score.wavering import cut_at_lead
from psyexam.score.weak_readings import FALLBACK, weak_reading, weak_reading_doubted

__all__ = [
    "EXPLICIT", "FALLBACK", "Context", "Extraction", "all_options", "bare", "boxed_hits", "bracketed_text",
    "correction_hits", "explicit_hits", "extract_choice", "final_line", "json_hits", "mark_verdicts", "option_text",
    "pointer_hits", "split_think", "statement_hits", "verdict",
]


# ---- stage 1: explicit answers --------------------------------------------------------

EXPLICIT: tuple[Callable[[Context], list[Hit]], ...] = (
    corrected_text_hits,  # first: the letter answer it corrects must still be in the text
    json_hits, boxed_hits, negated_subject_hits, counted_hits, span_answer_hits, confirmation_hits, statement_hits, correction_hits, pointer_hits,
    enumeration_hits, option_list_hits, conclusion_hits, blank_hits, label_hits, described_list_hits, inline_list_hits, led_list_hits, phrase_hits,
    concluded_letter_hits, keyed_line_hits, concluded_option_hits, dashed_letter_hits, answer_lead_hits, all_named_hits, letters_alike_hits,
    line_answer_hits, ordinal_place_hits, closing_dash_hits, closing_reason_hits, closing_options_hits, subject_lead_hits, restated_subject_hits,
    placed_answer_hits,
    glossed_answer_hits, lettered_text_hits, restated_stem_hits,
)


def explicit_hits(ctx: Context) -> list[Hit]:
    """All explicit answers; each strategy sees the text with earlier strategies' finds blanked,
    so the "答案" key of a JSON object is not read again as a statement."""
    text, hits = ctx.text, []
    for strategy in EXPLICIT:
        found = strategy(replace(ctx, text=text))
        for h in found:
            text = text[: h.start] + " " * (h.end - h.start) + text[h.end :]
        hits.extend(found)
    return hits


# ---- the extractor -----------------------------------------------------------------------

def extract_choice(response: str | None, options: Mapping[str, str], qtype: QType | str,
                   question: str | None = None) -> Extraction:
    """Read the letters a reply chooses; only letters of non-empty ``options`` are valid. ``question``, the
    stem, lets a reply that restates it with its blank filled by an option's text be read."""
    qtype = QType(qtype)
    if qtype is QType.QA:
        raise ValueError("extract_choice reads choice questions; open QA needs a judge")
    opts = {str(k).strip().upper(): canon(str(v)) for k, v in options.items() if str(v or "").strip()}
    if response is None or not response.strip():
        return Extraction(None, "empty")
    asked = normalise(question) if question else ""
    stem = stem_likelihood_neutral(asked, asked)
    body, unclosed = split_think(canonical_think(stem_likelihood_neutral(normalise(unescape(response)), asked)))
    ctx = quoted_doubts(Context(upper_option_refs(without_asides(unmarkup(own_quotes(body, opts)), opts)), opts, qtype is QType.MULTI,
                                stem=stem, bare_end=ends_on_bare_letter(response)))
    if ctx.text.strip():
        decided = _decide(ctx)
        if decided.letters is None and (concluded := polar_conclusion(ctx)) is not None and concluded.letters:
            return concluded  # verdicts taken for a second answer: only the stem says the wrong ones answer
        return decided
    if unclosed is not None:
        return _closing_statement(replace(ctx, text=unmarkup(unclosed)))
    return Extraction(None, "empty")


_THINK_BLOCK = re.compile(r"<think>.*?</think>", re.S | re.I)


def split_think(text: str) -> tuple[str, str | None]:
    """Drop reasoning: closed ``<think>`` blocks, anything before a stray ``</think>`` (its
    opening tag was in the prompt), and an unclosed block, returned apart as the second value."""
    text = _THINK_BLOCK.sub("", text)
    low = text.lower()
    if "</think>" in low:
        text = text[low.rfind("</think>") + len("</think>") :]
        low = text.lower()
    if "<think>" in low:
        i = low.find("<think>")
        return text[:i], text[i + len("<think>") :]
    return text, None


def _decide(ctx: Context) -> Extraction:
    whole = complement(ctx) or listed_rest_excluded(ctx) or listed_all_chosen(ctx)
    if whole is not None:
        return whole
    if additive(ctx.text):
        return Extraction(None, "exclusion:ambiguous")
    ctx = replace(ctx, text=own_letters_written(ctx.text, ctx.options))  # "是爬行（A）、站立（C）和走（D）" lists letters
    if (echo := closing_option_list(ctx.text, ctx.options)) is not None:
        ctx = replace(ctx, text=ctx.text[:echo])  # "答案：A\n\nA. 实验法\nB. ……": the options echoed add nothing
    # read before exclusions are blanked: under a stem asking for what is not, "所以不包括B" is the answer itself
    negated = negated_pick(ctx)
    blanked, complements = blank_exclusions(ctx.text), closing_complement_hits(ctx)
    unblanked = ctx
    ctx = replace(ctx, text=blanked, excluded=blanked != ctx.text)
    hits = [h for h in explicit_hits(ctx) + complements if not (others_pick(ctx.text, h.start) or heads_option_list(ctx, h))]
    hits = [included_one(ctx, h) for h in hits]  # "答案包括A，……": one member of a set
    cut = min((c for c in (next_question(ctx.text), second_item(ctx.text, ctx.options), looped_stem(ctx.text, hits),
                           echoed_question(ctx.text, ctx.options)) if c is not None), default=None)
    if looped_otherwise(ctx.text, hits):
        return Extraction(None, "loop:contradiction")  # "……？\n答案：ABCD\n\n……？答案：ABC"
    if cut is not None and hits and all(h.end > cut for h in hits):
        early = weak_reading(replace(ctx, text=ctx.text[:cut]))
        if early.letters and any(set(h.letters) != set(early.letters) for h in hits):
            return Extraction(None, f"{early.method}:contradiction")  # "皮亚杰（C）\n\n问题：……？\n答案：巴甫洛夫": whose?
    if cut is not None and (not hits or any(h.end <= cut for h in hits)):
        ctx = replace(ctx, text=ctx.text[:cut])  # "答案：C\n\n问题：……？\n答案：B": the next one is another item's
        hits = [h for h in hits if h.end <= cut]
    if (record := cut_record(ctx.text)) is not None:  # '{"answers": ["B", "D"': what it holds is no answer
        hits = [h for h in hits if h.end <= record]
        if not hits:
            return Extraction(None, "cut-off")
    if hits:
        lone = lone_letter_hits(ctx, before=max(h.start for h in hits))
        last = max(hits, key=lambda h: (h.start, h.end))
        opening = [h for h in opening_text_hits(ctx) if not (ctx.multi and set(h.letters) <= set(last.letters))]  # one of a set
        lines = [h for h in (*first_line_hit(ctx), *dashed_opening_hit(ctx), *last_line_hit(ctx), *lone, *opening) if not _overlaps(h, hits)]
        if answered_again(ctx.text, lines, hits):
            return Extraction(None, "echo:contradiction")  # "B\n\n……叫()\nA.……\nB.……\n答案：A": the question asked again
        # "The answer is C. Wait — the question asks which is wrong. … The wrong statement is D": the marked correction
        corrected = corrected_conclusion(unblanked, [*hits, *lines])
        if also_not(unblanked.text, may_ask_not(ctx.stem), last.start, last.end, set(last.letters)):
            return Extraction(None, f"{last.method}:ambiguous")  # "不包括的是B项，也不包括D项": read before it is blanked
        return _final_answer([*hits, *lines, *corrected], ctx)
    if cut_at_lead(ctx.text):
        return Extraction(None, "cut-off")  # "……\n结论：": whatever the analysis judged, the answer was not given
    weak = weak_reading(ctx)
    if weak.method == "none" and negated is not None and negated.letters:
        doubted = weak_reading_doubted(unblanked, negated.letters)
        return Extraction(None, f"{negated.method}:ambiguous") if doubted else negated
    return weak


def _overlaps(hit: Hit, others: list[Hit]) -> bool:
    return any(hit.start < o.end and o.start < hit.end for o in others)


_TRAILING = re.compile(r"[\s.。!！)\]】}\"'”]*")


def _closing_statement(ctx: Context) -> Extraction:
    """An unclosed think block counts only if it ends with an explicit answer."""
    hits = explicit_hits(ctx)
    if hits:
        last = max(hits, key=lambda h: (h.start, h.end))
        if _TRAILING.fullmatch(ctx.text, last.end):
            return _final_answer(hits, ctx)
    return Extraction(None, "unclosed-think")


# A sentence that grants an option something only to set it aside.
_CONCEDING = re.compile(r"[^。.!?！？\n]*(?:但|不过|然而|却|\bbut\b|\bhowever\b|\balthough\b)[^。.!?！？\n]*", re.I)

# What a conceding sentence goes on to say after its contrast word is no concession: "Neither B nor C is correct, but D
# is also correct here." calls D right too.
_CONCEDED_TAIL = re.compile(r"(?:但|不过|然而|\bbut\b|\bhowever\b)([^。.!?！？\n]*)", re.I)


def _final_answer(hits: list[Hit], ctx: Context) -> Extraction:
    """The last explicit answer, unless hedged, contradicted by an earlier firm answer that
    it does not mark itself as revising, or revising one to a "maybe"."""
    ordered = sorted(hits, key=lambda h: (h.start, h.end))
    last = ordered[-1]
    if in_cut_walk(ctx.text, last.start, last.end, ctx.options):
        return Extraction(None, f"{last.method}:cut-off")  # "B. 从众：……因此B选项正确。\n\nC. 模仿：这是"
    if left_unsettled(ctx, last, ordered):
        return Extraction(None, f"{last.method}:ambiguous")  # hedged, or only a first thought ("一开始我选B")
    if contradicted(ctx, last, ordered):  # "A. 正确……\nD. 错误……\n\n答案：ABCD"
        return Extraction(None, f"{last.method}:contradiction")
    after = _CONCEDING.sub(lambda m: " " * len(m.group()), ctx.text[last.end :])  # "C项说法正确，但与题干无关"
    judged = verdict(replace(ctx, text=" " * last.end + after))
    conceded = "".join(m.group(1) for m in _CONCEDED_TAIL.finditer(ctx.text, last.end))
    if (judged and judged.letters and not judged.letters <= set(last.letters)) or also_right(after + "\n" + conceded, set(last.letters)):
        return Extraction(None, f"{last.method}:contradiction")  # "正确答案是A。……综合来看，A和D都是正确的。"
    if judged_right_later(ctx.text, last.end, set(last.letters)) or judged_alike_after(ctx.text, last.end, last.letters, ctx.options, ctx.multi):
        return Extraction(None, f"{last.method}:contradiction")  # "Answer: A, C, E\n\n- D ✔"
    for earlier in reversed(ordered[:-1]):
        if (odd := odd_one_out(ctx, earlier, last)) is not None:
            if odd:
                continue  # a table of "Yes" rows and one "No", then "which one is *not* …, so the answer is D"
            return Extraction(None, f"{last.method}:contradiction")  # "… which is not a feature: C", C a "Yes" row
        if not ctx.multi and len(set(earlier.letters)) > 1 and set(last.letters) < set(earlier.letters):
            continue  # "最符合的是恐惧和焦虑。\n\n结论：C": two candidates for a single choice, narrowed to one
        if set(earlier.letters) != set(last.letters) and not earlier.hedged:
            if last.method != "correction" and not revised(without_support(ctx.text, ctx.stem, earlier.start, earlier.end, earlier.letters, ctx.options),
                                                             earlier.start, earlier.end, last.end, frozenset(earlier.letters)):
                return Extraction(None, f"{last.method}:contradiction")
            if maybe_clause(ctx.text, last.start, last.end) or supposed_answer(ctx.text, last.start) \
                    or in_bracketed_aside(ctx.text, earlier.end, last.start) or offered_choice(ctx.text, last.start) \
                    or recalled_vaguely(ctx.text, earlier.end, last.start):
                return Extraction(None, f"{last.method}:ambiguous")  # revised to a doubted or supposed answer
            break
    return resolve(last.letters, last.hedged, ctx, last.method)
