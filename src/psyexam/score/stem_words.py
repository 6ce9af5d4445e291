"""A stem's own likelihood words restated in a reply: "该求助者最可能的初步诊断是C。" answers a stem asking "该求助者最可能
的初步诊断是( )"; its "最可能" is the question's, not a doubt of the writer's. Where the stem asks for the most likely
option, the reply's "最可能"/"最有可能"/"most likely" are written as a neutral superlative of the same length before
reading; a bare "可能是C" stays a hedge, and so does "也可能" (no "最" before it). Likewise where the stem asks for the
"可能的原因" (a noun the stem qualifies by 可能), the reply's "可能(的)原因" is the stem's noun, not a doubt: "可能的原因有：
B、C、D。" answers "……可能的原因是( )"; "可能是B" there stays a hedge. Where the stem asks for a "初步判断"/"初步诊断" (a
clinical preliminary diagnosis), the reply's "初步判断为D" names that diagnosis, not a first thought of the writer's
("初步判断可能是A" stays a first thought).
"""

from __future__ import annotations

import re

_LIKELIEST = re.compile(r"最有可能|最可能|\bmost likely\b", re.I)
_NEUTRAL = {"最有可能": "最为符合", "最可能": "最符合", "most likely": "most suited"}


# "可能" qualifying a noun: "可能的原因", "可能原因" (not a verb after it: "可能是", "可能包括", "可能具有").
_POSSIBLE_NOUN = re.compile(
    r"可能(的?)(原因|因素|诊断|解释|结果|后果|来源|机制|影响|方案|途径|类型|情况|问题|表现|症状|病因|动机|作用)"
)


# "初步" qualifying the diagnosis a clinical stem asks for ("对该求助者的初步判断可能是()"); not before a hedge of its own.
_PRELIMINARY = re.compile(r"初步(判断|诊断)(?![ \t]*(?:可能|也许|或许|大概|似乎|好像|倾向|应该|暂|先))")

_ASKS_PRELIMINARY = re.compile(r"初步(?:判断|诊断)")


def stem_likelihood_neutral(text: str, stem: str) -> str:
    """``text`` with the likelihood words the stem itself asks with made neutral; unchanged where the stem has none."""
    if not stem:
        return text
    if _ASKS_PRELIMINARY.search(stem):
        # "初步" becomes "综合" (same length): "综合判断为D" is the diagnosis asked for
        text = _PRELIMINARY.sub(lambda m: "综合" + m.group(1), text)
    if _LIKELIEST.search(stem):
        text = _LIKELIEST.sub(lambda m: _NEUTRAL[m.group().lower()], text)
    nouns = {m.group(2) for m in _POSSIBLE_NOUN.finditer(stem)}
    if not nouns:
        return text
    # "可能" becomes "相关" (same length): "相关的原因有：B、C、D。"
    return _POSSIBLE_NOUN.sub(lambda m: "相关" + m.group(1) + m.group(2) if m.group(2) in nouns else m.group(), text)
