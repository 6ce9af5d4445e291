"""Lower-case letters in brackets named as options ("Option (b) is correct", "options (a) and (c)") written as
the capital letters every reading knows. Only after an option word: elsewhere "(a)" and "(b)" may number the
points of an argument."""

from __future__ import annotations

import re

_LOWER = r"[(\[][a-h][)\]]"
_NAMED = re.compile(
    rf"\b(?:options?|choices?)[ \t]+{_LOWER}(?:[ \t]*(?:,|and|&|or|,[ \t]*and)[ \t]+{_LOWER}|[ \t]*,[ \t]*{_LOWER})*",
    re.I,
)
_LETTER = re.compile(_LOWER)


def upper_option_refs(text: str) -> str:
    """``text`` with bracketed lower-case letters after an option word upper-cased."""
    if "(" not in text and "[" not in text:
        return text
    return _NAMED.sub(lambda m: _LETTER.sub(lambda x: x.group().upper(), m.group()), text)
