"""A chosen option named again, by its letter or its text, only to be doubted as one of the answer: "……主要是工作丰富化、
工作扩大化和弹性工作时间……嗯，工作扩大化可能不算。", "答案：ACD。嗯，C可能不算。", "Answer: ACD. Hmm, C might not count."
The set the reply gave is not one it stands by. Only a doubting word before the denial counts ("可能不算", "也许不是",
"might not count"): a firm "C不属于……" may explain why C answers a question asking for what does not belong."""

from __future__ import annotations

import re

# A doubt, then a denial that the option is one of the answer, closing its clause.
_DOUBTED_ZH = (
    r"[ \t]*[)）\]】\"”']?[ \t]*(?:项|选项)?[ \t]*(?:这个|这项|这一项|这一条|这条)?[ \t]*(?:其实|实际上|倒是)?[ \t]*"
    r"(?:可能|也许|或许|大概|好像|似乎|恐怕|说不定|估计)[ \t]*(?:并|也|还)?[ \t]*"
    r"(?:(?:不算|不该选|不应该?选|不用选|不必选|不选|要排除|得排除|应该?排除|该排除|不在其中|不在此列"
    r"|不是(?:其中之一|之一|答案|正确答案)?)(?:在内|进去|了|吧|呢|哦)*|不属于[^，,。；;\n!?！？]{0,16}?)"
    r"[ \t]*(?:[，,。；;\n!！…]|\.{2,}|$)"
)
_DOUBTED_EN = (
    r"[ \t]*[)\]\"']?\s+(?:might|may|could|probably|possibly)\s+(?:not|n't)\s+"
    r"(?:count|belong|apply|qualify|be\s+(?:included|one\s+of\s+them|part\s+of\s+(?:it|this|the\s+answer)))\b"
)
_DOUBTED = re.compile(r"(?:" + _DOUBTED_ZH + r"|" + _DOUBTED_EN + r")", re.I)
# Words a reply must hold for any doubt of this kind; a cheap guard.
_CUE = re.compile(r"可能|也许|或许|大概|好像|似乎|恐怕|说不定|估计|\b(?:might|may|could|probably|possibly)\b", re.I)
# What makes the doubt no doubt: it is conceded away in its sentence ("……可能不算，但还是选上").
_KEPT = re.compile(r"[^。.!?！？\n]*?(?:但|不过|然而|可是|还是|仍然|\bbut\b|\bstill\b)", re.I)


def member_doubted(text: str, chosen: set[str] | frozenset[str], options: dict[str, str]) -> bool:
    """Whether ``text`` names a ``chosen`` option by its letter or its own text and then doubts it belongs."""
    if not chosen or not _CUE.search(text):
        return False  # cheap guard
    names = [(r"(?<![A-Za-z])(?-i:" + k + r")(?![A-Za-z0-9])") for k in chosen]
    names += [re.escape(options[k]) for k in chosen if len(options.get(k, "")) >= 2]
    for m in re.finditer(r"(?:" + "|".join(names) + r")", text, re.I):
        doubt = _DOUBTED.match(text, m.end())
        if doubt and not _longer_text(text, m.start(), m.end(), options) and not _KEPT.match(text, doubt.end()):
            return True
    return False


def _longer_text(text: str, start: int, end: int, options: dict[str, str]) -> bool:
    """Whether the name at ``start``..``end`` is part of a longer option text written there."""
    name = text[start:end].casefold()
    for own in options.values():
        low = own.casefold()
        if len(low) > len(name) and name in low:
            i = low.find(name)
            if text[max(0, start - i) : start - i + len(low)].casefold() == low:
                return True
    return False
