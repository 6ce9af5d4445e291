"""Tokens, n-grams and shingles: CJK counted in characters, other text in words."""

from __future__ import annotations

from collections.abc import Iterator

from psyexam.text.normal import is_cjk, letters_digits


def tokens(text: str) -> list[str]:
    """The text's tokens after :func:`letters_digits`: each CJK character alone, other words whole."""
    out: list[str] = []
    word: list[str] = []
    for ch in letters_digits(text):
        if ch == " " or is_cjk(ch):
            if word:
                out.append("".join(word))
                word = []
            if ch != " ":
                out.append(ch)
        else:
            word.append(ch)
    if word:
        out.append("".join(word))
    return out


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
    return {"\x1f".join(g) for g in ngrams(toks, k)}


def jaccard(a: set[str], b: set[str]) -> float:
    """Shared shingles over all shingles of two sets (0 when both are empty)."""
    union = len(a | b)
    return len(a & b) / union if union else 0.0
