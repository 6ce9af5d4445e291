"""Replies saying every option is right ("以上都对", "全选", "All of the above"), read as every letter, unless an
option itself says so ("以上都是"), which then answers a single choice."""

from __future__ import annotations

import re

from psyexam.score.counted import without_every_letter
from psyexam.score.letters import canon

__all__ = ["all_of_them"]


# "以上都对", "全部正确", "全选", "四个选项都正确", "All of the above", optionally after "答案：".
_ALL = re.compile(
    r"(?:(?:所以|因此|故|综上)\s*,?\s*)?(?:本题|此题|这题|这道题)?(?:(?:答案|answer)\s*(?:是|为|is)?\s*:?\s*)?(?:选项)?"
    r"(?:以上(?:选项|各项|各选项|说法)?(?:都|均|全部|全都|全)(?:对|是|正确|选|符合)|(?:全部(?:选项)?|全都|所有选项|所有|各选项|各项|([四五])个(?:选项)?)"
    r"(?:都|均|全部|全都|全)?(?:正确|对|选|入选|当选)(?:的)?|全选|都(?:正确|对|选)|all\s+of\s+the\s+above|all\s+(?:of\s+them|(?:of\s+)?(?:the\s+)?options|(four|five)"
    r"(?:\s+options)?)(?:\s+(?:are\s+(?:correct|right|true)|is\s+correct|apply))?|all\s+are\s+correct"
    r"|every\s+(?:option|choice|one)\s+(?:is\s+(?:correct|right)|applies))(?:的|了)?",
    re.I,
)
_COUNT = {"四": 4, "五": 5, "four": 4, "five": 5}
# An option that itself stands for "all of the above" (or "none of the above") answers such a
# reply through its own text; the reply must not be read as every letter then.
# ("均" and "都" inside a word, as in "平均数" or "首都", make no such option.)
_ALL_OPTION = re.compile(r"以上|above|(?<!平)均(?!数|值|衡|匀|等|分)|(?<!首)都(?!市|会|城)|全部|所有|\ball\b|\bnone\b", re.I)


def all_of_them(fragment: str, options: dict[str, str], multi: bool = True) -> tuple[str, ...] | None:
    """Every letter, when the fragment says every option is right ("以上都对", "全选", "All of the
    above") and no option is itself such a phrase; for a single choice whose one option is such a
    phrase ("以上都是"), that option. None otherwise."""
    m = _ALL.fullmatch(canon(without_every_letter(fragment, options)))
    if not m:
        return None
    if any(_ALL_OPTION.search(v) for v in options.values()):
        own = [k for k, v in options.items() if _ALL.fullmatch(v)]
        return (own[0],) if not multi and len(own) == 1 and not m.group(1) and not m.group(2) else None
    count = m.group(1) or m.group(2)
    if count and _COUNT[count.casefold()] != len(options):
        return None
    return tuple(sorted(options))
