"""Reading the judge's replies: a score, five dimension scores, or a pairwise verdict.

Every parser returns a typed result with either a value or the reason it has
none. A reply that cannot be read, is ambiguous or lies outside the scale is a
failure, never a guessed or clipped number.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Generic, TypeVar

from psyexam.judge.rubrics import DIMENSIONS, Dimension
from psyexam.text import nfkc

_NUM = r"(-?\d+(?:\.\d+)?)"
_SCORE_LABEL = r"(?:分数|得分|评分|打分|总分|score|rating|grade)"
_LABELLED = re.compile(_SCORE_LABEL + r"\s*(?:为|是|is|of|[:=])?\s*" + _NUM, re.IGNORECASE)
_FRACTION = re.compile(_NUM + r"\s*(?:/|out of)\s*(\d+)", re.IGNORECASE)
# "满分100分" states the scale, not a score
_FEN = re.compile(r"(?<!满分)(?<![\d.])" + _NUM + r"\s*分(?!数|析|别|钟|类)")
_BARE = re.compile(r"^\s*" + _NUM + r"\s*(?:分)?\s*[.。!！]?\s*$")


T = TypeVar("T")


@dataclass(frozen=True)
class Parsed(Generic[T]):
    """A parsed reply: ``value`` (a number, a dict of numbers or a verdict) or ``error``.

    ``value`` is None exactly when ``error`` is set.
    """

    value: T | None
    error: str | None = None

    @property
    def ok(self) -> bool:
        return self.error is None


def normalise(text: str) -> str:
    """NFKC-fold the reply: full-width digits, colons and slashes become ASCII."""
    return nfkc(text or "").strip()


def parse_score(text: str | None, low: float = 0, high: float = 100) -> Parsed[float]:
    """One score on ``[low, high]`` from a reply such as ``分数：85分``, ``85/100`` or ``{"score": 85}``."""
    t = normalise(text or "")
    if not t:
        return Parsed(None, "empty reply")
    found = _json_score(t)
    if found is None:
        found = _first(_LABELLED, t)
    if found is None:
        m = _FRACTION.search(t)
        if m:
            value, denominator = float(m.group(1)), float(m.group(2))
            if denominator != high:
                return Parsed(None, f"score given out of {m.group(2)}, not out of {high:g}: {m.group(0)!r}")
            found = value
    if found is None:
        m = _BARE.match(t)
        found = float(m.group(1)) if m else None
    if found is None:
        values = {float(m.group(1)) for m in _FEN.finditer(t)}
        if len(values) == 1:
            found = values.pop()
        elif len(values) > 1:
            return Parsed(None, f"several different scores in the reply: {sorted(values)}")
    if found is None:
        return Parsed(None, "no score found in the reply")
    if not low <= found <= high:
        return Parsed(None, f"score {found:g} outside the scale {low:g}–{high:g}")
    return Parsed(found)


def _json_score(t: str) -> float | None:
    obj = _json_object(t)
    if not isinstance(obj, dict):
        return None
    for key, value in obj.items():
        if re.fullmatch(_SCORE_LABEL, str(key).strip(), re.IGNORECASE) and _is_number(value):
            return float(value)
    return None


def _first(pattern: re.Pattern, t: str) -> float | None:
    m = pattern.search(t)
    return float(m.group(1)) if m else None


def parse_dimensions(text: str | None, dims: tuple[Dimension, ...] = DIMENSIONS) -> Parsed[dict[str, int]]:
    """Every dimension's integer score, from a JSON object or ``正确性：4`` lines (Chinese or English keys)."""
    t = normalise(text or "")
    if not t:
        return Parsed(None, "empty reply")
    obj = _json_object(t)
    scores: dict[str, int] = {}
    for d in dims:
        value = _dimension_value(obj, t, d)
        if value is None:
            return Parsed(None, f"no score for {d.key} ({d.name}) in the reply")
        low, high = d.scale
        if value != int(value) or not low <= value <= high:
            return Parsed(None, f"{d.key} score {value:g} is not an integer on {low}–{high}")
        if int(value) not in d.values():
            return Parsed(None, f"{d.key} score {value:g} is not one of the levels {d.values()}")
        scores[d.key] = int(value)
    return Parsed(scores)


def _dimension_value(obj: object, t: str, d: Dimension) -> float | None:
    names = (d.name, d.key)
    if isinstance(obj, dict):
        for key, value in obj.items():
            if str(key).strip().lower() in names and _is_number(value):
                return float(value)
    for name in names:
        m = re.search(re.escape(name) + r"\W{0,3}?\s*(?:为|是|[:=])?\s*" + _NUM, t, re.IGNORECASE)
        if m:
            return float(m.group(1))
    return None


VERDICTS = ("A", "B", "tie", "both_bad")

_VERDICT_WORDS = {
    "tie": r"平局|平手|相当|一样好|不相上下|tie|draw|equal",
    "both_bad": r"都不好|都不合格|都较差|都很差|两者都差|均不好|都错|both\s+bad|both\s+poor|neither",
}
_LABEL = re.compile(r"(?:结论|判断|裁决|结果|verdict|answer|winner)\s*(?:为|是|[:=])?[ \t]*([^\n]{0,12})", re.IGNORECASE)
_LETTER = re.compile(r"(?<![A-Za-z])([AB])(?![A-Za-z])")


def parse_verdict(text: str | None) -> Parsed[str]:
    """A pairwise verdict, one of ``A``, ``B``, ``tie``, ``both_bad``; ambiguity is a failure."""
    t = normalise(text or "")
    if not t:
        return Parsed(None, "empty reply")
    m = _LABEL.search(t)
    if m:
        found = _classes(m.group(1))
        if len(found) == 1:
            return Parsed(found.pop())
    found = _classes(t)
    if len(found) == 1:
        return Parsed(found.pop())
    if not found:
        return Parsed(None, "no verdict (A, B, tie, both bad) found in the reply")
    return Parsed(None, f"ambiguous verdict: the reply names {', '.join(sorted(found))}")


def _classes(t: str) -> set[str]:
    found = {v for v, pattern in _VERDICT_WORDS.items() if re.search(pattern, t, re.IGNORECASE)}
    if found:
        # "A和B都不好" names both letters but means one verdict
        return found
    return {m.group(1).upper() for m in _LETTER.finditer(t)}


def _json_object(t: str) -> object | None:
    start, end = t.find("{"), t.rfind("}")
    if start < 0 or end <= start:
        return None
    try:
        return json.loads(t[start:end + 1])
    except json.JSONDecodeError:
        return None


def _is_number(value: object) -> bool:
    if isinstance(value, bool):
        return False
    if isinstance(value, (int, float)):
        return True
    return isinstance(value, str) and re.fullmatch(_NUM, value.strip()) is not None
