"""Reading the pieces of a crawled question: options written into the stem, free-form answers, types.

Everything here is pure text work, shared by the table readers and the exam-paper reader.
Nothing guesses: a text that does not read cleanly gives ``None`` and the caller
reports it.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from psyexam.bank.records import LETTERS, QType
from psyexam.text import nfkc

# One option marker: "A." "A．" "A、" "A:" "A)" or "(A)" "（A）"; the letter must not end a Latin word.
_MARKER = re.compile(
    r"(?:[（(]\s*(?P<p>[A-H])\s*[）)]|(?<![A-Za-z])(?P<l>[A-H])\s*[.．、:：)）])"
)
_ANSWER_LEAD = re.compile(
    r"^\s*(?:【?\s*(?:正确|参考|标准)?答案(?:是|为|应为|应该是)?\s*】?|正确的?(?:选项|答案)?是|故?选(?:择)?)\s*[:：]?\s*"
)
_LETTER_RUN = re.compile(r"^[A-H]+$")
_SEPARATED = re.compile(r"^[A-H](?:\s*[、,，;；/和与及\s]\s*[A-H])+$")
_SPILLED = re.compile(r"^(?P<letter>[A-H])\s*[.．、:：]\s*(?P<text>.+)$", re.S)
_TRAILING = re.compile(r"[。.\s]+$")

_TYPE_WORDS: tuple[tuple[QType, tuple[str, ...]], ...] = (
    (QType.MULTI, ("多选", "多项", "不定项", "multi", "multiple", "mrqa")),
    (QType.SINGLE, ("单选", "单项", "single", "mcqa", "选择题", "choice")),
    (QType.QA, ("问答", "简答", "论述", "案例分析题", "qa", "open", "essay")),
)


@dataclass(frozen=True)
class Answer:
    """A parsed answer: the letters, and a note when the source wrote more than letters."""

    letters: frozenset[str]
    note: str | None = None


def split_options(text: str) -> tuple[str, dict[str, str]]:
    """Split ``"stem A. x B. y"`` into the stem and ``{"A": "x", "B": "y"}``.

    Markers must run A, B, C, … in order from A with at least two of them; the longest
    such run wins (so a stray "A." inside the stem does not start the options). Without
    such a run the text comes back whole with no options.
    """
    marks = [(m.start(), m.end(), m["p"] or m["l"]) for m in _MARKER.finditer(text)]
    best: list[tuple[int, int, str]] = []
    for i, (_, _, letter) in enumerate(marks):
        if letter != "A":
            continue
        chain = [marks[i]]
        for mark in marks[i + 1:]:
            if mark[2] == LETTERS[len(chain)]:
                chain.append(mark)
        if len(chain) >= 2 and len(chain) >= len(best):
            best = chain
    if not best:
        return text, {}
    options: dict[str, str] = {}
    for k, (_, end, letter) in enumerate(best):
        stop = best[k + 1][0] if k + 1 < len(best) else len(text)
        options[letter] = text[end:stop].strip()
    return text[: best[0][0]].rstrip(), options


def parse_answer(raw: object, options: dict[str, str] | None = None) -> Answer | None:
    """Read an answer written as ``"B"``, ``"BD"``, ``"B、D"``, ``"答案：B"``, ``"正确答案是C"``.

    ``"D、华生"`` (the option text spilled into the answer) reads as D when the text after
    the letter is option D's text, with a note saying so. Anything else is None.
    """
    if not isinstance(raw, str):
        return None
    text = _TRAILING.sub("", nfkc(raw).strip())
    text = _ANSWER_LEAD.sub("", text).strip()
    upper = text.upper() if len(text) <= len(LETTERS) and text.isascii() else text
    if _LETTER_RUN.match(upper) and len(set(upper)) == len(upper):
        return Answer(frozenset(upper))
    if _SEPARATED.match(upper):
        letters = re.findall(r"[A-H]", upper)
        if len(set(letters)) == len(letters):
            return Answer(frozenset(letters))
        return None
    m = _SPILLED.match(text)
    if m and options and _same_text(options.get(m["letter"], ""), m["text"]):
        return Answer(frozenset(m["letter"]), f"answer {raw!r} carried option {m['letter']}'s text")
    return None


def _same_text(a: str, b: str) -> bool:
    squash = re.compile(r"[\s。.，,；;]+")
    return bool(a.strip()) and squash.sub("", nfkc(a)) == squash.sub("", nfkc(b))


def parse_type(raw: object) -> QType | None:
    """A question type from a free-form label: ``单选题``, ``多项选择题``, ``multi``, ``简答``…"""
    if not isinstance(raw, str) or not raw.strip():
        return None
    word = raw.strip().casefold()
    for qtype, words in _TYPE_WORDS:
        if any(w in word for w in words):
            return qtype
    return None


def options_from_value(value: object) -> dict[str, str] | None:
    """Options given as a dict, a list, a JSON string of either, or text with markers; None if unreadable."""
    if isinstance(value, str):
        stripped = value.strip()
        if stripped[:1] in "[{":
            try:
                return options_from_value(json.loads(stripped))
            except json.JSONDecodeError:
                pass
        _, options = split_options(value)
        return options or None
    if isinstance(value, dict):
        out = {}
        for key, text in value.items():
            letter = nfkc(str(key)).strip().strip(".、:：()（）").upper()
            if len(letter) != 1 or letter not in LETTERS:
                return None
            out[letter] = "" if text is None else str(text)
        return out
    if isinstance(value, list) and len(value) <= len(LETTERS):
        return {LETTERS[i]: "" if v is None else str(v) for i, v in enumerate(value)}
    return None
