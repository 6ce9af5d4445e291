"""An option's text asserted, and every other option rejected by letter in one sentence: "效度是相对的，……。\n\n
选项A“绝对的”、C“唯一的”、D“随机的”都不对。" reads the option left. The rejection alone is no answer (the
reader does not know what the stem asks), nor is a text that the reply does not state outside the rejection."""

from __future__ import annotations

import re

from psyexam.score.languages import DOUBT_EN, DOUBT_ZH
from psyexam.score.letters import canon
from psyexam.score.reading import Context, Extraction, resolve

_ITEM = r"[(\[]?[A-H](?![A-Za-z0-9])[)\]]?(?:项|选项)?[ \t]*(?:[“\"「(][^”\"」()\n]{1,20}[”\"」)])?"
_REJECTED = re.compile(
    r"(?:(?<=[。!！\n])|^)[ \t]*(?:选项[ \t]*)?(?P<run>" + _ITEM + r"(?:[ \t]*[、,和与及][ \t]*(?:选项[ \t]*)?" + _ITEM + r")+)"
    r"[ \t]*(?:都|均|全)(?:是)?(?:不对|不正确|错误?|是错的|不符合题意?|不是答案)(?:的)?[ \t]*[。.!！]?[ \t]*$",
    re.M,
)


def eliminated_rest(ctx: Context) -> Extraction | None:
    """For a single choice, the one option left when a sentence rejects all the others by letter and the reply
    states that option's text, and no other's, outside that sentence."""
    if ctx.multi or ("不" not in ctx.text and "错" not in ctx.text):
        return None  # cheap guard
    m = _REJECTED.search(ctx.text)
    if m is None:
        return None
    rejected = set(re.findall(r"(?<![A-Za-z])[A-H](?![A-Za-z0-9])", re.sub(r"[“\"「(][^”\"」()\n]*[”\"」)]", "", m.group("run"))))
    left = set(ctx.options) - rejected
    if len(left) != 1 or not rejected <= set(ctx.options):
        return None
    rest = canon(ctx.text[: m.start()] + ctx.text[m.end() :])
    (one,) = left
    stated = {k for k, v in ctx.options.items() if v and v in rest}
    if stated != {one} or any(_DOUBTED.search(s.split(ctx.options[one])[0]) for s in _SENTENCES.findall(rest) if ctx.options[one] in s):
        return None  # "效度可能是相对的", "效度不是相对的"
    return resolve((one,), False, ctx, "option-text")


_SENTENCES = re.compile(r"[^。.!?！？\n]+")
_DOUBTED = re.compile(r"不|非|没|无|" + DOUBT_ZH + r"|大概|好像|似乎|如果|若|假如|但|不过|\b(?:not|no|if|" + DOUBT_EN + r")\b", re.I)
