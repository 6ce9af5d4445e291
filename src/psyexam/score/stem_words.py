"""A stem's own likelihood words restated in a reply: "该求助者最可能的初步诊断是C。" answers a stem asking "该求助者最可能
的初步诊断是( )"; its "最可能" is the question's, not a doubt of the writer's. Where the stem asks for the most likely
option, the reply's "最可能"/"最有可能"/"most likely" are written as a neutral superlative of the same length before
reading; a bare "可能是C" stays a hedge, and so does "也可能" (no "最" before it).
"""

from __future__ import annotations

import re

_LIKELIEST = re.compile(r"最有可能|最可能|\bmost likely\b", re.I)
_NEUTRAL = {"最有可能": "最为符合", "最可能": "最符合", "most likely": "most suited"}


def stem_likelihood_neutral(text: str, stem: str) -> str:
    """``text`` with the likelihood words the stem itself asks with made neutral; unchanged where the stem has none."""
    if not stem or not _LIKELIEST.search(stem):
        return text
    return _LIKELIEST.sub(lambda m: _NEUTRAL[m.group().lower()], text)
