"""A verdict inside a per-option analysis that the reply stops in before reaching every option:
"B. 从众：……因此B选项正确。\\n\\nC. 模仿：这是指" states no answer, since the reader cannot tell whether the
question asks for the right statements or the wrong ones, nor what the options not yet judged would get. Verdicts
calling options right under a stem the reply echoes as asking for the wrong ones ("“哪几项不正确”：") answer nothing
either, finished or not. A reply opening with the first option's line and then walking the options from it again
("A. 相同要素说\n\n选项分析：\nA. 相同要素说：……\nB. ……") and stopping mid-sentence states no answer either."""

from __future__ import annotations

import re

from psyexam.score.dangling import open_ending
from psyexam.score.endings import cut_off, finished, walk_cut_early, walks_options
from psyexam.score.fallbacks import verdict
from psyexam.score.letters import canon
from psyexam.score.odd_ones import asks_for_wrong
from psyexam.score.reading import Context, Extraction
from psyexam.score.stem_polarity import polar_verdicts, polarity

# An analysis line's label: "B. ", "- B、", "2. (B) ", "B项：".
_LABELLED_LINE = re.compile(r"[ \t]*(?:[-+•][ \t]*|\d+[.)、][ \t]*)?(?:选项[ \t]*)?[(\[]?[A-H](?:[)\].:、]|[ \t]*项[ \t]*:)")
# An answer noun or a choice verb: what states an answer rather than a verdict on one option.
_ANSWER_WORD = re.compile(r"答案|选(?!项)|\banswer|\bchoose\b|\bpick\b", re.I)
# A verdict fitting the question's ask rather than the statement's truth: "C项最符合题意", "B当选", "D is the best".
_ASK_VERDICT = re.compile(r"符合题意|当选|正确答案|最佳|最恰当|最合适|最(?:为)?贴切|\bbest\b|\bmy\s+(?:answer|choice|pick)\b", re.I)


def in_cut_walk(text: str, start: int, end: int, options: dict[str, str]) -> bool:
    """Whether the answer found at ``start``..``end`` is a verdict on a line of a per-option analysis
    ("B. 从众：……因此B选项正确。") that the reply stops in, mid-sentence, before every option has its line."""
    if finished(text) or _ANSWER_WORD.search(text, start, end):
        return False
    line_start = text.rfind("\n", 0, start) + 1
    if "\n" in text[start:end] or not _LABELLED_LINE.match(text, line_start):
        return False
    return walk_cut_early(text, options)


def walked_verdict(ctx: Context) -> Extraction | None:
    """Per-option verdicts (``verdict``), unread when the reply stops in an open clause after them
    ("逐项判断：A正确。B正确。C正确。D错误，因为"): it was cut off before stating its answer; unread too when
    the reply echoes a stem asking for the wrong ones ("“哪几项不正确”：\n- A ……——正确"): the options called
    right are then the ones not asked for, and the reply never says which it picks."""
    if open_ending(ctx.text):
        read = verdict(ctx)
        return Extraction(None, "verdict:cut-off") if read is not None and read.letters else read
    asks_not = polarity(ctx.stem) if ctx.stem else None
    if asks_not is not None and (polar := polar_verdicts(ctx)) is not None:
        return polar  # every option judged: the stem says whether the right or the wrong ones answer
    read = verdict(ctx)
    # which stem the options called right answer: the real one where known, else the one the reply echoes
    asks_wrong = asks_not if asks_not is not None else asks_for_wrong(ctx.text)
    if read is not None and read.letters and asks_wrong and not _ASK_VERDICT.search(ctx.text):
        return Extraction(None, "verdict:ambiguous")
    return read


# The first label of an analysis line: where a walk through the options starts.
_WALK_START = re.compile(r"(?m)^[ \t]*(?:[-+•][ \t]*|\d+[.)、][ \t]*)?(?:选项[ \t]*)?[(\[]?([A-H])(?:[)\].:、]|[ \t]*项[ \t]*:)")
_OPENING_LABEL = re.compile(r"[ \t>#]*(?:选项[ \t]*)?[(\[]?([A-H])[)\].:、]?[ \t]*")


def reopened_walk(text: str, letters: frozenset[str], options: dict[str, str]) -> bool:
    """Whether the reading ``letters`` is only the opening line of a per-option analysis that walks the options from
    that same first option again and stops mid-sentence ("A. 相同要素说\n\n选项分析：\nA. 相同要素说：……\nB. ……\nC. 概括说：
    认为……这个观点强调的是"): the line starts the list, as the walk's own first line does, and the walk was cut off
    before it reached an answer. An opening line of a later option ("B. ……\n\n分析：\nA. ……") answers before its walk."""
    first, _, rest = text.strip().partition("\n")
    start = _WALK_START.search(rest)
    if not options or start is None or not cut_off(text) or not walks_options(rest, options):
        return False
    walk_first = start.group(1)
    opening = _OPENING_LABEL.match(first)
    if walk_first != min(options) or letters != {walk_first} or opening is None or opening.group(1) != walk_first:
        return False
    said = canon(first[opening.end() :]).rstrip(" 。.")
    return said in ("", options[walk_first])  # the line is the option itself, no more
