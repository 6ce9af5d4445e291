"""Items a small model goes on to write after answering: the option list echoed a second time ("A.皮亚杰" again,
under a stem of its own) opens another item, and what is answered there is not this item's answer. And an
option list echoed under a blank stem and cut off ("正确答案：（ ）\\nA.皮亚杰") answers nothing; the question echoed
after an answer, its stem and then its options' own lines in order to the end ("B\\n\\n……的知识叫()\\nA.理性知识\\nB.陈述性
知识"), adds nothing to the answer before it, nor does the whole option list echoed alone after an answer line ("答案：A\n\nA.
实验法\nB. 观察法\n……"). A line that only
repeats an option's own text ("A. 选择") carries no verdict, whatever words that text holds."""

from __future__ import annotations

import re

from psyexam.score.letters import canon
from psyexam.score.reading import Context, Hit

_OPTION_LINE = re.compile(r"^[ \t]*[(\[]?([A-H])[)\].、:][ \t]*([^\n]+)$", re.M)
_BLANK = re.compile(r"[(（][ \t\u3000_]*[)）]")
# A line that asks, as a stem does: a blank, a question mark, "下列/以下/哪", "which".
_ASKING = re.compile(r"[(（][ \t\u3000_]*[)）]|_{2,}|[?？][ \t]*$|下列|以下|哪|\bwhich\b", re.I)


def _echo_starts(text: str, options: dict[str, str]) -> list[int]:
    """Where each echo of the first option's line ("A.皮亚杰") starts."""
    first = min(options) if options else ""
    return [m.start() for m in _OPTION_LINE.finditer(text) if m.group(1) == first and canon(m.group(2)) == options[first]]


def second_item(text: str, options: dict[str, str]) -> int | None:
    """Where the stem of a second echoed option list starts (the line before that list), or None."""
    starts = _echo_starts(text, options)
    if len(starts) < 2:
        return None
    head = text[: starts[1]].rstrip("\n")
    line_start = head.rfind("\n") + 1
    return line_start if line_start > 0 else None


def echoed_question(text: str, options: dict[str, str]) -> int | None:
    """Where a closing echo of the question starts: one stem line, then only lines repeating the options' own texts
    in order from the first option to the reply's end, after something else (None if no such echo)."""
    starts = _echo_starts(text, options)
    if not starts:
        return None
    stem_end = text.rfind("\n", 0, starts[-1])
    stem_start = text.rfind("\n", 0, max(stem_end, 0)) + 1
    stem = text[stem_start:stem_end].strip()
    if stem_end <= 0 or not _ASKING.search(stem) or _OPTION_LINE.fullmatch(stem):
        return None  # "可选：\nA. …\nB. …" lists the chosen options under a lead, no question
    if not text[:stem_start].strip():
        return None  # the echo is the whole reply: nothing was answered before it
    letters, pos = sorted(options), starts[-1]
    for k, m in enumerate(_OPTION_LINE.finditer(text, pos)):
        if m.start() != pos or k >= len(letters) or m.group(1) != letters[k] or canon(m.group(2)) != options[letters[k]]:
            return None
        pos = m.end() + 1
    return stem_start if not text[pos:].strip() else None


_ANSWERED = re.compile(r"[A-H][)\].。!！]?[ \t]*(?:\*\*)?[ \t]*\Z")


def closing_option_list(text: str, options: dict[str, str]) -> int | None:
    """Where the whole option list starts when it closes the reply, every option's own line in order and nothing else,
    on its own lines right after a line ending on a letter ("答案：A\n\nA. 实验法\nB. 观察法\n……"): the options echoed, no lead's list of
    the chosen ("全选：\nA. …", "答案：\nA. …")."""
    starts = _echo_starts(text, options)
    if not starts:
        return None
    start = starts[-1]
    before = text[:start].rstrip()
    if not _ANSWERED.search(before) or "\n" not in text[len(before) : start]:
        return None
    letters, pos = [k for k in sorted(options) if options[k]], start
    for k, m in enumerate(_OPTION_LINE.finditer(text, start)):
        if m.start() != pos or k >= len(letters) or m.group(1) != letters[k] or canon(m.group(2)) != options[letters[k]]:
            return None
        pos = m.end() + 1
        if k == len(letters) - 1:
            return start if not text[pos:].strip() else None
    return None


def stem_after(text: str, end: int) -> bool:
    """Whether the next line after ``end`` with words on it asks as a stem does ("……的知识叫()"): an echo of the question
    starts there, after the answer that ends at ``end``."""
    rest = text[end:].lstrip()
    line = rest.split("\n", 1)[0].strip()
    return bool(line) and bool(_ASKING.search(line)) and not _OPTION_LINE.fullmatch(line)


def answered_again(text: str, lines: list[Hit], hits: list[Hit]) -> bool:
    """Whether a bare line answers, the question is echoed under a stem after it, and the last explicit answer after
    the echo names other letters ("B\\n\\n……叫()\\nA.理性知识\\n……\\n答案：A")."""
    last = max(hits, key=lambda h: h.end)
    return any(h.end < last.start and stem_after(text, h.end) and set(h.letters) != set(last.letters) for h in lines)


def echo_cut_off(text: str, options: dict[str, str]) -> bool:
    """Whether the reply ends on the first option's line echoed under a stem with an empty blank."""
    lines = [ln for ln in text.rstrip().split("\n") if ln.strip()]
    if len(lines) < 2:
        return False
    last = _OPTION_LINE.fullmatch(lines[-1].strip())
    first = min(options) if options else ""
    return bool(last and last.group(1) == first and canon(last.group(2)) == options.get(first) and _BLANK.search(lines[-2]))


def echoed_texts(text: str, options: dict[str, str]) -> list[tuple[int, int]]:
    """Where option lines that only repeat their own option's text ("A. 选择") hold that text."""
    return [m.span(2) for m in _OPTION_LINE.finditer(text) if canon(m.group(2)) == options.get(m.group(1))]


def heads_option_list(ctx: Context, hit: Hit) -> bool:
    """Whether an answer ``hit`` reads one letter only because it opens a line that repeats its own option
    ("……表述错误的是\\nA. <A's text>") with the next option's own line right after it: a list (the options
    echoed under the stem, as often as not), of which the first line is no answer."""
    text, end, letters, options = ctx.text, hit.end, hit.letters, ctx.options
    if len(set(letters)) != 1:
        return False
    line_start = text.rfind("\n", 0, end) + 1
    m = _OPTION_LINE.match(text, line_start)
    if m is None or m.group(1) != letters[0] or m.start(1) >= end or canon(m.group(2)) != options.get(m.group(1)):
        return False
    nxt = _OPTION_LINE.search(text, m.end())
    following = chr(ord(m.group(1)) + 1)
    return bool(nxt and not text[m.end() : nxt.start()].strip() and nxt.group(1) == following
                and canon(nxt.group(2)) == options.get(following))


_LIST_MARK = r"[ \t]*(?:[、,/]|以及|和|与|及)[ \t]*"
_AFTER_MARK = re.compile(_LIST_MARK)
_BEFORE_MARK = re.compile(r"(?:" + _LIST_MARK + r")\Z")
_OPEN = re.compile(r"(?:\A|[\n。.!！?？:;])[ \t]*\Z")


def listed_texts(text: str, options: dict[str, str]) -> list[tuple[int, int]]:
    """Where an option's whole text stands as an item of a list of option texts ("选择、赞赏、行动", options
    选择/赞赏/行动): a word there that could lead an answer ("选择" is also "choose") is the option's own."""
    low, spans = text.casefold(), []
    if len(low) != len(text):
        return []  # positions would not carry over
    for v in {v for v in options.values() if v}:
        for m in re.finditer(re.escape(v), low):
            before, after = low[: m.start()], _AFTER_MARK.match(low, m.end())
            mark = _BEFORE_MARK.search(before)
            after_item = bool(mark) and any(w and before[: mark.start()].endswith(w) for w in options.values())  # type: ignore[union-attr]
            next_item = after is not None and any(w and low.startswith(w, after.end()) for w in options.values())
            if after_item or (_OPEN.search(before) and next_item):
                spans.append(m.span())
    return spans
