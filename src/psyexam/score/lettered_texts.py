"""Letters each written with their own option's text, listed and then all chosen:
"A乐于接受一切经验、B信任自己机体的感受、C时刻保持生活充实，均是……的特征，都应选。", or each text with its own letter
in brackets after it: "内心痛苦（A）、头痛失眠（B）……都可以从求助者的话里看出来，所以都要选。"

Each letter must be followed by exactly its own option's text (a bracket or a dot between allowed), the
items joined by list marks, and the sentence must close by choosing them all ("都应选", "均正确") with no
negation, doubt or other letter between.
"""

from __future__ import annotations

import re

from psyexam.score.languages import DOUBT_ZH
from psyexam.score.letters import canon, read_letters
from psyexam.score.reading import Context, Hit
from psyexam.score.texts_lettered import texts_lettered_hits

_ALL_CHOSEN = r"(?:都|均|全)(?:应该?|要)?(?:选|入选|当选|正确|对)"
_ITEM = r"(?<![A-Za-z])[(\[]?([A-H])[)\].、]?[ \t]*((?:(?!" + _ALL_CHOSEN + r")[^、,，和与及A-Za-z。\n]){2,30})"
_LIST = re.compile(_ITEM + r"(?:[ \t]*(?:[、,，]|和|与|及)[ \t]*" + _ITEM + r")+")
_ITEM_AT = re.compile(_ITEM)
# The other order, each text before its own letter in brackets: "内心痛苦(A)、头痛失眠(B)"; the first text may close the
# clause's lead ("症状包括内心痛苦(A)"), which is then weighed with what comes before the choosing.
_TEXT_ITEM = r"([^、,，和与及A-Za-z。.!?！？:;\n()]{1,40}?)[ \t]*\([ \t]*([A-H])[ \t]*\)"
_TEXT_LIST = re.compile(_TEXT_ITEM + r"(?:[ \t]*(?:[、,，]|和|与|及)[ \t]*" + _TEXT_ITEM + r")+")
_TEXT_ITEM_AT = re.compile(_TEXT_ITEM)
# What closes the sentence: all of them chosen ("都应选", "均正确"), nothing against them before it.
_CHOSEN = re.compile(r"(?P<between>[^。\n.!?！？]{0,40}?)" + _ALL_CHOSEN + r"(?:的)?[ \t]*(?:[。.!！]|$)")
_AGAINST = re.compile(r"不|非|没|无|错|误|除|[A-H?？]|" + DOUBT_ZH)


# A line of bare letters closed by "all of them" and a copula or a choosing verb: "A、B、C、D 都是。", "ABCD均应选";
# or opening the reply's first sentence, "all of them" being what the question asks for: "A,B,C,D 都是条件反射的抑制。"
_BARE_ALL = re.compile(
    r"^[ \t>*-]*(?P<run>[(\[]?[A-H]+(?![A-Za-z0-9])[^\n]{0,30}?)[ \t]*(?:都|均|全)(?:是|(?:应该?|要)?(?:选|入选|当选))[ \t]*(?:[。.!！][ \t]*)?$",
    re.M,
)
_OPENING_ALL = re.compile(
    r"\A[ \t>*-]*(?P<run>[(\[]?[A-H]+(?![A-Za-z0-9])[^\n]{0,30}?)[ \t]*(?:都|均|全)(?:是|属于|为)"
    r"(?P<what>[^。.!！?？\n]{2,30})[。.!！][ \t]*(?:\n|\Z)"
)
# What the letters are all said to be must be a plain kind, not a verdict against them ("都是错误的", "都是干扰项"),
# a doubt, a question, another letter or a narrowing ("都是……，其中只有").
_WHAT_AGAINST = re.compile(
    r"不|非|没|无|错|误|假|伪|干扰|迷惑|陷阱|片面|排除|除|其中|只有|但|或|还是|吗|呢|[A-H]|" + DOUBT_ZH + r"|大概|似乎|好像"
)
# What follows may only explain them all: a letter named again, a contrast or a doubt may narrow or withdraw them.
_REST_AGAINST = re.compile(r"(?<![A-Za-z])[A-H](?![A-Za-z])|但|不过|然而|其实|其中|只有|或|还是|[?？]|" + DOUBT_ZH + r"|大概|似乎|好像")


def lettered_text_hits(ctx: Context) -> list[Hit]:
    """Each list of letters with their own texts whose sentence closes by choosing them all, and each line of bare
    letters that does so."""
    if "都" not in ctx.text and "均" not in ctx.text and "全" not in ctx.text:
        return texts_lettered_hits(ctx)  # cheap guard: no "all" word
    hits = [h for m in _BARE_ALL.finditer(ctx.text) if (h := _bare_all(m))]
    opening = _OPENING_ALL.match(ctx.text)
    if opening and not _WHAT_AGAINST.search(opening.group("what")) and not _REST_AGAINST.search(ctx.text, opening.end()) \
            and (h := _bare_all(opening)):
        hits.append(h)
    for m in _LIST.finditer(ctx.text):
        letters = _own_items(m.group(), ctx.options)
        close = _CHOSEN.match(ctx.text, m.end())
        if letters and close and not _AGAINST.search(close.group("between")):
            hits.append(Hit("statement", m.start(), close.end(), letters))
    for m in _TEXT_LIST.finditer(ctx.text):
        owned = _own_texts(m.group(), ctx.options)
        close = _CHOSEN.match(ctx.text, m.end())
        if owned and close and not _AGAINST.search(owned[1] + close.group("between")):
            hits.append(Hit("statement", m.start(), close.end(), owned[0]))
    return hits + texts_lettered_hits(ctx)


def _bare_all(m: re.Match[str]) -> Hit | None:
    """The letters of a line of two or more bare letters, and nothing else, before "都是"."""
    run = read_letters(m.group("run"), 0, any_order=True)
    if run is None or len(set(run.letters)) < 2 or m.group("run")[run.end :].strip():
        return None
    return Hit("statement", m.start("run"), m.end(), run.letters, run.hedged)


def _own_items(run: str, options: dict[str, str]) -> tuple[str, ...] | None:
    """The letters of a run whose every item is a letter and its own option's text; None otherwise."""
    letters = []
    for item in re.split(r"[ \t]*(?:[、,，]|和|与|及)[ \t]*(?=[(\[]?[A-H])", run):
        m = _ITEM_AT.fullmatch(item.strip())
        if not m or canon(m.group(2)) != options.get(m.group(1)):
            return None
        letters.append(m.group(1))
    return tuple(letters) if len(set(letters)) == len(letters) > 1 else None


def _own_texts(run: str, options: dict[str, str]) -> tuple[tuple[str, ...], str] | None:
    """The letters of a run whose every item is an option's whole text and its own bracketed letter (the first text
    may close a lead), and the lead; None otherwise."""
    letters, lead = [], ""
    for i, m in enumerate(_TEXT_ITEM_AT.finditer(run)):
        text, own = canon(m.group(1).strip()), options.get(m.group(2), "")
        if not own or not (text == own or (i == 0 and text.endswith(own))):
            return None
        lead = text[: len(text) - len(own)] if i == 0 else lead
        letters.append(m.group(2))
    return (tuple(letters), lead) if len(set(letters)) == len(letters) > 1 else None
