"""Generated candidates: the record every check, the review and publishing read, and reading them out of replies."""

from __future__ import annotations

import json
import re
from dataclasses import asdict, dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any

from psyexam.bank.records import LETTERS
from psyexam.text import fold, nfkc

OPTION_LETTERS = "ABCD"


class Reason(StrEnum):
    """Why a candidate was rejected (or, for the checker's reasons, flagged for review)."""

    CALL_FAILED = "call_failed"
    UNPARSEABLE = "unparseable"
    MISSING = "missing_from_reply"
    EMPTY_QUESTION = "empty_question"
    OPTION_COUNT = "option_count"
    EMPTY_OPTION = "empty_option"
    REPEATED_OPTIONS = "repeated_options"
    NO_ANSWER = "no_answer"
    MULTIPLE_ANSWERS = "multiple_answers"
    ANSWER_IN_STEM = "answer_in_stem"
    OFF_CONCEPT = "off_concept"
    NEAR_DUPLICATE = "near_duplicate"
    IN_BANK = "already_in_bank"
    # flags: kept for review, not rejected
    CHECKER_DISAGREES = "checker_disagrees"
    CHECKER_INCONSISTENT = "checker_inconsistent"
    CHECKER_UNPARSED = "checker_unparsed"


FLAGS = frozenset({Reason.CHECKER_DISAGREES, Reason.CHECKER_INCONSISTENT, Reason.CHECKER_UNPARSED})
STRUCTURAL = frozenset({Reason.CALL_FAILED, Reason.UNPARSEABLE, Reason.MISSING, Reason.EMPTY_QUESTION, Reason.OPTION_COUNT,
                        Reason.EMPTY_OPTION, Reason.REPEATED_OPTIONS, Reason.NO_ANSWER, Reason.MULTIPLE_ANSWERS})
"""Reasons that leave no well-formed single-choice question to shuffle, check further or publish."""


@dataclass
class Candidate:
    """One generated question and what the checks said about it.

    ``answer`` holds the keyed letters as read (one, for a sound question);
    ``raw`` the item as the model wrote it, for review of a rejected one.
    """

    id: str
    concept_id: str
    subject: str
    chapter: str
    concept: str
    prompt_type: str
    question: str = ""
    options: dict[str, str] = field(default_factory=dict)
    answer: str = ""
    explanation: str = ""
    reasons: list[str] = field(default_factory=list)
    details: dict[str, Any] = field(default_factory=dict)
    raw: Any = None

    @property
    def status(self) -> str:
        """``rejected`` when any rejection reason holds, ``flagged`` when only flags do, else ``accepted``."""
        if any(r not in FLAGS for r in self.reasons):
            return "rejected"
        return "flagged" if self.reasons else "accepted"

    def reject(self, reason: Reason, **details: Any) -> None:
        """Add a reason (once) and its details."""
        if reason.value not in self.reasons:
            self.reasons.append(reason.value)
        self.details.update(details)

    @property
    def well_formed(self) -> bool:
        """True when no structural reason holds: four options and exactly one keyed answer."""
        return not any(r in STRUCTURAL for r in self.reasons)

    def payload(self) -> dict[str, Any]:
        """The reviewable content: question, options, answer and explanation."""
        return {"question": self.question, "options": dict(self.options), "answer": self.answer,
                "explanation": self.explanation}

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["status"] = self.status
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Candidate:
        d = {k: v for k, v in d.items() if k != "status"}
        return cls(**d)


def read_item(c: Candidate, item: Any) -> None:
    """Fill ``c`` from one reply item (any of the usual key spellings), recording structural reasons."""
    c.raw = item
    if not isinstance(item, dict):
        c.reject(Reason.UNPARSEABLE, parse_error=f"item is a {type(item).__name__}, not an object")
        return
    c.question = _text(_pick(item, "question", "stem", "题干", "题目", "问题"))
    c.options = _options(_pick(item, "options", "choices", "选项"))
    c.explanation = _text(_pick(item, "explanation", "analysis", "解析", "解释"))
    letters = _answer_letters(_pick(item, "answer", "correct", "key", "答案"), c.options)
    c.answer = "".join(letters)
    if not c.question:
        c.reject(Reason.EMPTY_QUESTION)
    if sorted(c.options) != list(OPTION_LETTERS):
        c.reject(Reason.OPTION_COUNT, option_letters="".join(sorted(c.options)))
    if any(not t for t in c.options.values()):
        c.reject(Reason.EMPTY_OPTION)
    texts = [fold(t) for t in c.options.values() if t]
    if len(set(texts)) < len(texts):
        c.reject(Reason.REPEATED_OPTIONS)
    if not letters:
        c.reject(Reason.NO_ANSWER, raw_answer=_text(_pick(item, "answer", "correct", "key", "答案")))
    elif len(letters) > 1:
        c.reject(Reason.MULTIPLE_ANSWERS)


def _pick(item: dict, *keys: str) -> Any:
    for k in keys:
        if k in item:
            return item[k]
    return None


def _text(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, list):
        return "".join(str(v) for v in value).strip()
    return str(value).strip()


_LEADING_LETTER = re.compile(r"^\s*[(（]?([A-Ha-h])[)）]?\s*[.．、:：)）]\s*")


def _options(value: Any) -> dict[str, str]:
    if isinstance(value, dict):
        out = {}
        for k, v in value.items():
            key = nfkc(str(k)).strip().strip(".．、:：()（）").upper()
            out[key] = _strip_own_letter(key, _text(v))
        return out
    if isinstance(value, list):
        out = {}
        for i, v in enumerate(value[: len(LETTERS)]):
            text = _text(v)
            m = _LEADING_LETTER.match(text)
            key = m.group(1).upper() if m else LETTERS[i]
            out[key] = text[m.end():].strip() if m else text
        return out
    return {}


def _strip_own_letter(key: str, text: str) -> str:
    m = _LEADING_LETTER.match(text)
    return text[m.end():].strip() if m and m.group(1).upper() == key else text


_LETTER_RUN = re.compile(r"^[A-H](?:\s*[,，、/和及\s]?\s*[A-H])*$")
_FIRST_LETTER = re.compile(r"^[(（]?([A-H])(?![A-Za-z])")


def _answer_letters(value: Any, options: dict[str, str]) -> list[str]:
    """The option letters an answer names: letters ("B", "A、C", ["B"]), "B. 文本", or an option's text."""
    if isinstance(value, list):
        value = "".join(_text(v) for v in value)
    text = nfkc(_text(value)).strip()
    text = re.sub(r"^(答案|正确答案|answer)\s*[:：为是]?\s*", "", text, flags=re.IGNORECASE)
    upper = text.upper()
    if _LETTER_RUN.match(upper):
        letters = sorted(set(re.findall(r"[A-H]", upper)))
    elif m := _FIRST_LETTER.match(upper):
        letters = [m.group(1)]
    else:
        letters = [k for k, t in options.items() if t and fold(t) == fold(text)]
    return [x for x in letters if x in options]


CANDIDATES = "candidates.jsonl"


def write_candidates(candidates: list[Candidate], folder: Path) -> Path:
    """Write every candidate (rejected ones included) to ``folder/candidates.jsonl``, atomically."""
    path = folder / CANDIDATES
    tmp = path.with_suffix(".jsonl.tmp")
    with tmp.open("w", encoding="utf-8", newline="\n") as f:
        for c in candidates:
            f.write(json.dumps(c.to_dict(), ensure_ascii=False) + "\n")
    tmp.replace(path)
    return path
