"""Tokens, n-grams and shingles: CJK counted in characters, other text in words."""

from __future__ import annotations

import re
from collections.abc import Iterator

from psyexam.text.normal import CJK_RANGES, letters_digits

_CJK_CLASS = "".join(f"{chr(lo)}-{chr(hi)}" for lo, hi in CJK_RANGES)
# One regex pass instead of a Python loop per character: de-duplication tokenises millions of texts.
_TOKEN = re.compile(f"[{_CJK_CLASS}]|[^ {_CJK_CLASS}]+")


def tokens(text: str) -> list[str]:
    """The text's tokens after :func:`letters_digits`: each CJK character alone, other words whole."""
    return _TOKEN.findall(letters_digits(text))


def token_spans(text: str) -> tuple[str, list[tuple[int, int]]]:
    """The text's :func:`letters_digits` form and each token's (start, end) in it.

    The form from the start of token ``i`` to the end of token ``j`` is those tokens
    written as ``letters_digits`` writes them, so an n-gram is a slice that can be
    searched for in another normalised text as a plain substring.
    """
    norm = letters_digits(text)
    return norm, [m.span() for m in _TOKEN.finditer(norm)]


def ngrams(toks: list[str], n: int) -> Iterator[tuple[str, ...]]:
    """Every run of ``n`` consecutive tokens (none when there are fewer than ``n``)."""
    if n < 1:
        raise ValueError(f"n must be at least 1, got {n}")
    for i in range(len(toks) - n + 1):
        yield tuple(toks[i:i + n])


def shingles(text: str, k: int) -> set[str]:
    """The set of ``k``-token shingles of a text, each joined to one string.

    A text shorter than ``k`` tokens gives one shingle, the whole text, rather than
    none: otherwise every short text (an option, a two-word answer) would get the
    same empty set and look identical to every other.
    """
    toks = tokens(text)
    if not toks:
        return set()
    if len(toks) < k:
        return {"\x1f".join(toks)}
    if k < 1:
        raise ValueError(f"n must be at least 1, got {k}")
    return set(map("\x1f".join, zip(*(toks[i:] for i in range(k)))))  # C-level loop: texts come by the million


def jaccard(a: set[str], b: set[str]) -> float:
    """Shared shingles over all shingles of two sets (0 when both are empty)."""
    union = len(a | b)
    return len(a & b) / union if union else 0.0
