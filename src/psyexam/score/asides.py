"""What a reply writes around its answer that carries none of it, rewritten before the answer is read:

- a reasoning client's duration header opening the reply ("Thought for 9 seconds", "Reasoned for 12s",
  "已深度思考（用时 9 秒）"): the reasoning it stands for is not in the reply;
- a closing paragraph of courtesies ("Hope this helps! Let me know if you have other questions. 😊",
  "希望对你有帮助！"), unless it names a letter;
- braces around a set of letters ("选 {A, B, C, D}"), written as brackets (not a TeX argument: "\\boxed{B}");
- a question opening a sentence that asks why an option is or is not chosen and is answered after it ("Why not C or D?
  They are …", "Why is B included? Because …", "为什么不选D？因为……"): it offers no option, and the answer after it is kept;
- a bracketed remark on a misprint in an option's wording ("（选项D写作“平衡”，应为“平衡化”。）"), unless it doubts or credits.
"""

from __future__ import annotations

import re

from psyexam.score.letters import LONE_LETTER

_DURATION = re.compile(
    r"\A\s*(?:(?:thought|reasoned|thinking)\s+for\s+(?:a\s+(?:few\s+)?)?\d*\s*(?:seconds?|secs?|s|minutes?|mins?|m)\b[^\n]*"
    r"|(?:已深度思考|已思考|思考了|深度思考了)[^\n]{0,20}?(?:秒|分钟|s)[)）]?[^\n]{0,4})\n",
    re.I,
)
_COURTESY = (
    r"(?:I\s+)?hope\s+(?:this|that|it)\s+helps|let\s+me\s+know\s+if\b|feel\s+free\s+to\b|good\s+luck\b|happy\s+(?:studying|learning)\b"
    r"|if\s+you\s+have\s+(?:any\s+)?(?:other|more|further)\s+questions|any\s+(?:other|more|further)\s+questions"
    r"|希望(?:对你|对您|能)?(?:有所)?(?:有)?帮助|如有(?:疑问|问题)|欢迎(?:继续)?(?:提问|追问|交流)|祝(?:你|您)|(?:你|您)?还有(?:其他|别的)(?:问题|疑问)"
)
_EMOJI = r"[\U0001F300-\U0001FAFF\u2600-\u27BF\uFE0F]"
# The reply's last paragraph, every sentence of it a courtesy.
_CLOSING = re.compile(
    rf"\n[ \t]*\n(?:[ \t]*(?:{_COURTESY})[^.!?。！？\n]*[.!?。！？]*[ \t]*(?:{_EMOJI}[ \t]*)*)+\s*\Z", re.I
)
_COURTESY_WORD = re.compile(_COURTESY, re.I)
_BRACED = re.compile(r"(?<![A-Za-z\\}_^$])\{[ \t]*([A-H](?:[ \t]*[,、;/][ \t]*[A-H])*)[ \t]*\}")
# A question opening a sentence that asks why an option is (not) chosen, with words after it that answer it.
_WHY = re.compile(
    r"(?:^|(?<=[\n.。!！]))[ \t>#*-]*(?:why\s+(?:not|is|are|was|were|isn'?t|aren'?t|wasn'?t|do|does|did|exclude|include)\b"
    r"(?=[^?\n]{0,60}(?<![A-Za-z])[A-H](?![A-Za-z0-9]))[^?\n]{0,80}\?"
    r"|为什么(?:不|没|要|会|是|选|排除|包括|把)(?=[^？?\n。]{0,30}(?<![A-Za-z])[A-H](?![A-Za-z0-9]))[^？?\n。]{0,40}[？?])"
    r"(?=[ \t]*\n?[ \t]*[^\s?？])",
    re.I,
)
_MISPRINT = re.compile(
    r"\((?=[^()\n]{0,80}?(?:笔误|错别字|印刷错误|写作[“\"'「][^()\n]{0,40}应为[“\"'「]|\b(?:typo|misprint\w*|misspel\w*)\b))"
    r"(?![^()\n]*(?:可能|也许|或许|大概|也|算|对|正确|[?？]|\b(?:also|too|maybe|perhaps|right|correct)\b))[^()\n]{1,160}\)",
    re.I,
)
_MISPRINT_WORD = re.compile(r"笔误|错别字|印刷错误|应为|\b(?:typo|misprint|misspel)", re.I)


def _misprints_noted(text: str) -> str:
    """``text`` without bracketed remarks on a misprint in an option's wording, which answer nothing."""
    if "(" not in text or not _MISPRINT_WORD.search(text):
        return text  # cheap guard
    return _MISPRINT.sub("", text)


def _why_asked(text: str) -> str:
    """``text`` without the questions asking why an option is or is not chosen, each answered after it."""
    if "?" not in text and "？" not in text:
        return text  # cheap guard
    return _WHY.sub("", text)


def without_asides(text: str) -> str:
    """The reply without a duration header or a closing courtesy paragraph, its braced letter sets bracketed."""
    text = _DURATION.sub("", text, count=1)
    if _COURTESY_WORD.search(text, max(0, len(text) - 300)):  # cheap guard: most replies end otherwise
        closing = _CLOSING.search(text)
        if closing and text[: closing.start()].strip() and not LONE_LETTER.search(closing.group()):
            text = text[: closing.start()]
    text = _misprints_noted(_why_asked(text))
    return _BRACED.sub(r"(\1)", text) if "{" in text else text
