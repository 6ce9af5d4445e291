"""Normal forms of a text, from the lightest (whitespace) to the strongest (letters and digits only)."""

from __future__ import annotations

import re
import unicodedata

_WS = re.compile(r"\s+")

# CJK ideographs (with extensions and compatibility forms), kana and hangul: scripts written without spaces
_CJK_RANGES = (
    (0x3040, 0x30FF), (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xAC00, 0xD7AF),
    (0xF900, 0xFAFF), (0x20000, 0x2FA1F), (0x30000, 0x3134F),
)


def nfkc(text: str) -> str:
    """Unicode NFKC: full-width letters, digits and punctuation become their ASCII forms."""
    return unicodedata.normalize("NFKC", text)


def strip_space(text: str) -> str:
    """The text with every whitespace character removed, otherwise verbatim."""
    return _WS.sub("", text)


def collapse_space(text: str) -> str:
    """Runs of whitespace become one space; the ends are trimmed."""
    return _WS.sub(" ", text).strip()


def fold(text: str) -> str:
    """NFKC, no whitespace, case-folded: equal for copies that differ in spacing, width or case."""
    return strip_space(nfkc(text)).casefold()


def letters_digits(text: str) -> str:
    """NFKC and case-folded, keeping letters, digits and single spaces between non-CJK words.

    Punctuation and other symbols go; whitespace survives only where it separates
    two non-CJK words, so "Freud , S." and "freud s" are the same text.
    """
    out: list[str] = []
    pending_space = False
    for ch in nfkc(text).casefold():
        if ch.isalnum():
            if pending_space and out and not is_cjk(out[-1]) and not is_cjk(ch):
                out.append(" ")
            out.append(ch)
            pending_space = False
        else:
            pending_space = True
    return "".join(out)


def is_cjk(ch: str) -> bool:
    """True for a character of a script written without spaces (Chinese, Japanese, Korean)."""
    code = ord(ch)
    return any(lo <= code <= hi for lo, hi in _CJK_RANGES)
