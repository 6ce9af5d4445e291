"""Verdict words and symbols: what marks an option right or wrong ("正确", "错", "yes", "✓",
"✅", "×", "❌") and what points at an answer ("👉", "➡", "→", "⇒").

A cell or a mark is a verdict only when every word in it says the same thing; "✅ 正确" is
right, "部分正确" or "✓?" is no verdict at all.
"""

from __future__ import annotations

import re

from psyexam.score.languages import DOUBT_EN, DOUBT_ZH

# Check marks, ticks, thumbs and the Japanese maru read as "right"; crosses and an empty box as "wrong".
TRUE_MARKS = "✓✔✅☑√⭕🟢🆗👍"
FALSE_MARKS = "✗✘✕✖❌❎×⨯⛔🚫🔴👎☐"
# Arrows and hands that point at what follows.
POINTERS = "👉☞➡→⇒⟶⟹➔➜➤▶►"
# A list line closing with a letter after a dash or colon and a verdict mark: "1. 药物治疗：精神兴奋剂是首选——A ✓".
MARKED_ITEM = re.compile(
    rf"(?m)^[ \t]*(?:[-*+•·]|\d{{1,2}}[.)、])[^\n]*[\u2012-\u2015:-][ \t]*([A-H])[ \t]*([{TRUE_MARKS}{FALSE_MARKS}])[ \t]*$"
)

_TRUE_WORDS = {
    "true", "t", "yes", "y", "correct", "right", "正确", "对", "是", "选", "入选", "应选", "当选", "正解", "맞음", "o", "ok", "○", "◯",
    "vrai", "richtig", "wahr", "ja", "sí", "si", "vero", "verdadero", "verdadeiro", "sim", "верно", "да",
}
_FALSE_WORDS = {
    "false", "f", "no", "n", "incorrect", "wrong", "错误", "错", "不正确", "不对", "否", "不选", "不入选", "落选", "不应选", "排除", "误", "틀림", "x",
    "faux", "falsch", "nein", "falso", "não", "nao", "неверно", "нет",
}
_SPLIT = re.compile(rf"[\s,;/、，；]+|(?<=[{TRUE_MARKS}{FALSE_MARKS}])|(?=[{TRUE_MARKS}{FALSE_MARKS}])")


def word_verdict(word: str) -> bool | None:
    """True or False for one verdict word or mark; None for anything else."""
    w = word.strip().casefold()
    if w in _TRUE_WORDS or (len(w) == 1 and w in TRUE_MARKS):
        return True
    if w in _FALSE_WORDS or (len(w) == 1 and w in FALSE_MARKS):
        return False
    return None


# A markdown task-list box: "[x]" checked, "[ ]" not.
CHECKBOX = re.compile(r"\[([ xX✓✔])\]")


# A reason in brackets after a verdict ("正确（符合定义）"), unless it doubts it ("正确（可能）").
_REASON = re.compile(r"\s*[(（][^()（）]*[)）]\s*$")
_DOUBT = re.compile(
    DOUBT_ZH + r"|大概|不确定|存疑|待定|部分|不完全|不全|片面|但|[?？]|" + DOUBT_EN + r"|unsure|not\s+sure"
    r"|partial|partly|\bbut\b",
    re.I,
)


# A reason after a verdict and a clause mark ("正确，尊重是前提"): it must not doubt the verdict
# nor say anything of the other kind ("正确，但不全面", "错误，这是正确的做法").
_CLAUSE = re.compile(r"\s*[,;:，；：—–]\s*")
_OTHER_KIND = {
    True: re.compile(rf"错|误|不|非|没|无|wrong|incorrect|false|\bnot?\b|[{FALSE_MARKS}]", re.I),
    False: re.compile(rf"正确|对|right|correct|true|[{TRUE_MARKS}]", re.I),
}


def cell_verdict(cell: str) -> bool | None:
    """The verdict of a table cell or value made only of agreeing verdict words and marks
    ("正确", "✅ 正确", "×"), maybe with a reason in brackets ("错误（与定义不符）") or after a
    clause mark ("正确，尊重是前提"); None when it holds anything else, words that disagree, or a
    reason that doubts the verdict or says the other."""
    reason = _REASON.search(cell)
    if reason and reason.start() > 0 and not _DOUBT.search(reason.group()):
        cell = cell[: reason.start()]
    clause = _CLAUSE.search(cell)
    if clause and clause.start() > 0:
        head, tail = cell[: clause.start()], cell[clause.end() :]
        said = _words_verdict(head)
        if said is None or _DOUBT.search(tail) or _OTHER_KIND[said].search(tail):
            return None
        return said
    return _words_verdict(cell)


def _words_verdict(cell: str) -> bool | None:
    cell = CHECKBOX.sub(lambda m: " ✗ " if m.group(1) == " " else " ✓ ", cell)
    words = [w for w in _SPLIT.split(cell.strip()) if w.strip()]
    said = {word_verdict(w) for w in words}
    if len(said) != 1 or None in said:
        return None
    return said.pop()


_TICK = re.compile(rf"\s*(?:[{TRUE_MARKS}]|\[[xX✓✔]\])\s*")


def ticks_and_blanks(cells: list[str]) -> list[bool | None]:
    """The verdicts of a column's cells; in a column of tick marks and blank cells only ("✓", "", "✓"),
    a blank cell is a "no" (the options left unticked). A word verdict beside blanks ("正确", "") stays
    beside cells that say nothing."""
    said = [cell_verdict(c) for c in cells]
    blank = [not c.strip() for c in cells]
    if any(blank) and all(b or _TICK.fullmatch(c) for b, c in zip(blank, cells, strict=True)) and not all(blank):
        return [False if b else v for b, v in zip(blank, said, strict=True)]
    return said
