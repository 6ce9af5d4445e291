"""A multiple-response reply that is a lead and a list whose every line closes with one option's own text and its
letter in brackets, with no answer line: "咨询师的失误：\n\n1. 开头连续问了三个问题，属于提问错误（A）\n2. ……——理念错误（C）",
"The counselor's mistakes:\n- three questions at once: 提问错误 (A)\n- …".

A weak reading of the listed letters, only where the stem is known and asks for what is: the lead names what the
lines are, and under a stem asking for what is not ("不属于……的是") such a list may name just what does belong. No
line and no lead may doubt, deny, ask or suppose, every list line must close so, and nothing may follow the list.
"""

from __future__ import annotations

import re

from psyexam.score.languages import DOUBT_EN, DOUBT_ZH
from psyexam.score.reading import Context, Extraction, resolve
from psyexam.score.stem_polarity import BLANK, may_ask_not

__all__ = ["lettered_lines"]

_LEAD = re.compile(r"[^\n]{1,60}[:：][ \t]*")
_ITEM = re.compile(r"[ \t]*(?:\d{1,2}[.、)）]|[-*•])[ \t]+(?P<body>[^\n]+)")
# The line's close: its letter in brackets, after its option's own text.
_CLOSE = re.compile(r"[ \t*]*[(][ \t]*(?P<letter>[A-H])[ \t]*[)][ \t]*[。.]?[ \t]*$")
# What may stand right before that text: the line's start, a comma, a colon, a dash, a copula.
_BEFORE_TEXT = re.compile(r"(?:^|[,:;\u2012-\u2015—]|属于|是|为|即|\bis\b|\bare\b)[ \t*]*$", re.I)
_AGAINST = re.compile(
    r"不|非|没|无|未|否|排除|除|如果|若|假如|或|还是|吗|呢|可能|也许|或许|大概|好像|似乎|[?？]|" + DOUBT_ZH
    + r"|\b(?:not|no|never|except|if|whether|or|maybe|perhaps|might|probably|could|" + DOUBT_EN + r")\b|n't",
    re.I,
)
# A doubt anywhere in a line.
_DOUBT = re.compile(r"可能|也许|或许|大概|好像|似乎|或者|还是|吗|呢|[?？]|" + DOUBT_ZH
                    + r"|\b(?:or|maybe|perhaps|might|probably|could|" + DOUBT_EN + r")\b", re.I)

# Words quoted from the case ("“我上一次就提醒过你不要……”——理念错误（C）") are the case's, not the reply's verdict.
_QUOTED = re.compile(r"[“「『\"][^”」』\"\n]*[”」』\"]")

_ASK_BREAK = re.compile(r"[。！？!?；;\n]")
_NEG_ASK = re.compile(r"不|没|非|无关|除|以外|之外|错误|有误|\b(?:not|except|incorrect|false|wrong)\b|n't", re.I)


def _lead_asked(stem: str, lead: str) -> bool:
    """Whether the stem's asking clause (its last, past a "多选" tag) negates nothing and holds the lead's own noun, two
    or more Chinese characters before its colon ("咨询师的失误：" under "……该咨询师出现的失误包括()"): a stem whose
    case tells of "不甘心" still asks for what is, and the lead lists just that."""
    clauses = [c for c in _ASK_BREAK.split(BLANK.sub(" ", stem)) if c.strip()]
    while len(clauses) > 1 and re.fullmatch(r"\s*(?:多选|单选|多选题|单选题)\s*", clauses[-1]):
        clauses.pop()
    ask = clauses[-1] if clauses else ""
    noun = re.search(r"([\u4e00-\u9fff]{2,}?)[ \t]*(?:有|包括|是|如下)?[ \t]*[:：][ \t]*$", lead)
    return bool(noun) and not _NEG_ASK.search(ask) and noun.group(1)[-2:] in ask


def lettered_lines(ctx: Context) -> Extraction | None:
    """The letters closing every line of the reply's one list under its lead (see the module)."""
    if not ctx.multi or not ctx.stem:
        return None
    lines = [ln for ln in ctx.text.strip().splitlines() if ln.strip()]
    if len(lines) < 3 or not _LEAD.fullmatch(lines[0].strip()) or _AGAINST.search(lines[0]):
        return None
    if may_ask_not(ctx.stem) and not _lead_asked(ctx.stem, lines[0]):
        return None
    letters: list[str] = []
    for ln in lines[1:]:
        item = _ITEM.fullmatch(ln.rstrip())
        close = _CLOSE.search(item["body"]) if item else None
        own = ctx.options.get(close["letter"], "") if close else ""
        body = item["body"][: close.start()] if item and close else ""
        if not own or not body.endswith(own) or not _BEFORE_TEXT.search(body[: len(body) - len(own)]):
            return None  # a line of another kind, or a letter after another option's text
        said = _QUOTED.sub(" ", body[: len(body) - len(own)])
        verdict = re.split(r"[,:;\u2012-\u2015—]", said)[-1]  # the words calling it so ("属于", "可能是", "不算")
        if _AGAINST.search(verdict) or _DOUBT.search(said):
            return None  # (the case's behaviour described before them may hold a "不": "不加考虑就仓促决定——")
        letters.append(close["letter"])
    return resolve(tuple(sorted(set(letters))), False, ctx, "lettered-lines")
