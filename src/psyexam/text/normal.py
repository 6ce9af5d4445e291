"""Normal forms of a text, from the lightest (whitespace) to the strongest (letters and digits only)."""

from __future__ import annotations

import re
import unicodedata
from functools import cache

_WS = re.compile(r"\s+")
_RANGE_MARK = re.compile(r"(?<=[0-9])\s*[-~\u2010-\u2015]\s*(?=[0-9])")
# A decimal point or a minus sign is part of a number: "1.5" is not "15", "-0.8" is not "0.8".
_NOT_NUMBER_MARK = re.compile(r"\.(?![0-9])|(?<![0-9])\.|-(?![0-9])|(?<=[^\W_])-")


# CJK ideographs (with extensions and compatibility forms), kana and hangul: scripts written without spaces
CJK_RANGES = (
    (0x3040, 0x30FF), (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xAC00, 0xD7AF),
    (0xF900, 0xFAFF), (0x20000, 0x2FA1F), (0x30000, 0x3134F),
)


def nfkc(text: str) -> str:
    """Unicode NFKC: full-width letters, digits and punctuation become their ASCII forms."""
    return unicodedata.normalize("NFKC", text)


def nfkc_fast(text: str) -> str:
    """The same as :func:`nfkc`, several times faster on Chinese text.

    Each character is first replaced by its own NFKC form (one table lookup, in C); that
    leaves the NFKC of the whole text unchanged, and when the result is already in NFKC
    (no combining marks to reorder or compose, as in almost all Chinese text) it is the
    answer. Otherwise the full normalisation runs on it.
    """
    text = text.translate(_nfkc_table())
    return text if unicodedata.is_normalized("NFKC", text) else unicodedata.normalize("NFKC", text)


@cache
def _nfkc_table() -> dict[int, str]:
    # Basic Multilingual Plane: the rest is left to the full normalisation, which the quick check sends it to
    table = {}
    for cp in range(0x10000):
        if 0xD800 <= cp < 0xE000:
            continue
        form = unicodedata.normalize("NFKC", chr(cp))
        if form != chr(cp):
            table[cp] = form
    return table


def strip_space(text: str) -> str:
    """The text with every whitespace character removed, otherwise verbatim."""
    return _WS.sub("", text)


def collapse_space(text: str) -> str:
    """Runs of whitespace become one space; the ends are trimmed."""
    return _WS.sub(" ", text).strip()


def fold(text: str) -> str:
    """NFKC, no whitespace, case-folded: equal for copies that differ in spacing, width or case."""
    return strip_space(nfkc(text)).casefold()


def strip_punct(text: str) -> str:
    """NFKC, case-folded, without whitespace or punctuation; letters, digits and symbols stay.

    Lighter than :func:`letters_digits`: "p<0.05" and "p>0.05" stay apart, and so do
    "1.5" and "15" or "-0.8" and "0.8", while "（ ）", "____", quotes, commas of either
    width and the hyphen of "SCL-90" go. Number ranges ("3-5", "3～5") become "3~5".
    """
    text = _RANGE_MARK.sub("~", nfkc(text).casefold())
    return _NOT_NUMBER_MARK.sub("", text).translate(_punct_table())


@cache
def _punct_table() -> dict[int, None]:
    # Basic Multilingual Plane only: punctuation outside it does not occur in exam text.
    # "." and "-" are handled by _NOT_NUMBER_MARK, which keeps them inside numbers.
    return {cp: None for cp in range(0x10000)
            if (unicodedata.category(chr(cp)).startswith("P") or chr(cp).isspace()) and chr(cp) not in ".-"}


def letters_digits(text: str) -> str:
    """NFKC and case-folded, keeping letters, digits and single spaces between non-CJK words.

    Punctuation and other symbols go; whitespace survives only where it separates
    two non-CJK words, so "Freud , S." and "freud s" are the same text.
    """
    # Two regex passes over the whole text, no Python loop: contamination scans normalise gigabytes.
    return _SPACE_BY_CJK.sub("", _NOT_ALNUM.sub(" ", nfkc_fast(text).casefold())).strip(" ")


def letters_digits_lines(text: str) -> str:
    """:func:`letters_digits` of every line of ``text``, the newlines kept.

    Line ``i`` of the result is ``letters_digits`` of line ``i`` of the input, so a block
    of many one-line documents is normalised in one pass and still splits back into them.
    """
    text = _NL_OR_CJK_SPACE.sub(r"\1", _SPACE_NL_OR_CJK.sub("", _NOT_ALNUM_NL.sub(" ", nfkc_fast(text).casefold())))
    return text.strip(" ")


def letters_digits_origins(text: str) -> list[int]:
    """For each letter or digit of ``letters_digits(text)`` (spaces not counted), the index in ``text`` it came from.

    Where NFKC and case folding keep the length (almost all text), characters map one to
    one; otherwise each character is normalised alone, so one that NFKC composes with the
    next (rare outside decomposed accents) can shift the answer by one: it is meant for
    pointing at a match, not for slicing.
    """
    folded = nfkc(text).casefold()
    if len(folded) == len(text):
        return [m.start() for m in _ALNUM_CHAR.finditer(folded)]
    return [i for i, ch in enumerate(text) for c in nfkc(ch).casefold() if c.isalnum()]


def is_cjk(ch: str) -> bool:
    """True for a character of a script written without spaces (Chinese, Japanese, Korean)."""
    return _CJK_CHAR.fullmatch(ch) is not None


_CJK_CLASS = "".join(f"{chr(lo)}-{chr(hi)}" for lo, hi in CJK_RANGES)
_CJK_CHAR = re.compile(f"[{_CJK_CLASS}]")
# Every run of characters that are not letters or digits (str.isalnum is exactly \w less "_") is one space,
# then the spaces next to a CJK character go: what is left separates two non-CJK words.
_NOT_ALNUM = re.compile(r"[\W_]+")
_ALNUM_CHAR = re.compile(r"[^\W_]")
_SPACE_BY_CJK = re.compile(f" (?=[{_CJK_CLASS}])|(?<=[{_CJK_CLASS}]) ")
_NOT_ALNUM_NL = re.compile(r"(?:[^\w\n]|_)+")
# two simple passes are faster than one with a look-behind alternative
_SPACE_NL_OR_CJK = re.compile(f" (?=[\n{_CJK_CLASS}])")
_NL_OR_CJK_SPACE = re.compile(f"([\n{_CJK_CLASS}]) ")
