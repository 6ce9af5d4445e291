"""Tidy a text for display and storage: one convention for spacing and punctuation width.

Unlike :func:`psyexam.text.fold`, the result is still meant to be read: letters and digits
become half-width, punctuation next to Chinese becomes full-width, and spaces go where
Chinese does not use them. Line breaks are kept (case dialogues are laid out in lines).
"""

from __future__ import annotations

import re

from psyexam.text.normal import is_cjk

# every full-width ASCII form and the ideographic space -> ASCII; punctuation beside
# Chinese is widened again afterwards, so both spellings end the same
_HALF = {c: chr(c - 0xFEE0) for c in range(0xFF01, 0xFF5F)}
_HALF[0x3000] = " "
_FULL = {",": "，", ";": "；", ":": "：", "?": "？", "!": "！", "(": "（", ")": "）"}
_FULL_PUNCT = set("，。；：？！（）、“”‘’《》【】")
_SPACES = re.compile(r"[ \t\u00a0\u2002-\u200b]+")
_BLANK_LINES = re.compile(r"\n\s*\n+")


def _wide(ch: str) -> bool:
    return bool(ch) and (is_cjk(ch) or ch in _FULL_PUNCT)


def tidy(text: str) -> str:
    """Half-width letters and digits, full-width punctuation beside Chinese, no spaces inside Chinese."""
    text = text.translate(_HALF).replace("\r\n", "\n").replace("\r", "\n")
    lines = [_tidy_line(line) for line in text.split("\n")]
    return _BLANK_LINES.sub("\n", "\n".join(lines)).strip()


def _tidy_line(line: str) -> str:
    line = _SPACES.sub(" ", line).strip()
    out: list[str] = []
    for i, ch in enumerate(line):
        prev = out[-1] if out else ""
        nxt = line[i + 1] if i + 1 < len(line) else ""
        if ch == " " and (_wide(prev) or _wide(nxt)):
            continue
        if ch in _FULL and _beside_chinese(ch, prev, nxt):
            ch = _FULL[ch]
        out.append(ch)
    return "".join(out)


def _beside_chinese(ch: str, prev: str, nxt: str) -> bool:
    # "(" opens towards the next character, ")" and the rest close the previous one
    if ch == "(":
        return _wide(nxt) or _wide(prev) or nxt in " )"
    if ch == ")":
        return _wide(prev) or _wide(nxt) or prev in " ("
    return _wide(prev)
