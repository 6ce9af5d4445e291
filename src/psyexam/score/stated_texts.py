"""Option texts stated without a letter: a numeric option's text with a unit after it ("6—9分钟"
states "6—9"), another option stated earlier in the sentence that states one ("一般是X，有时是Y"), and a
supposition the sentence states one under ("如果……，这属于X"), and two options' texts stated together ("处于X和Y")."""

from __future__ import annotations

import re

# A numeric option's text ("6—9", "12", "0.5") and a unit after it, then the fragment's end or a break:
# "6—9分钟", "12岁" and "124分" state the options "6—9", "12" and "124"; "6—90", "5—9" after "5" do not.
_NUMERIC = re.compile(r"\d+(?:\.\d+)?(?:\s*[-—–~～至到]\s*\d+(?:\.\d+)?)?")
_UNIT = re.compile(
    r"\s*(?:个|名)?(?:分钟|小时|星期|毫秒|秒钟?|天|周|月|年|岁|次|项|种|组块|条|位|人|倍|分|%"
    # lengths, angles, frequencies and loudness: "1300米" states "1300", "20赫兹" states "20"
    r"|厘米|毫米|千米|公里|米|度|赫兹|分贝"
    r"|(?:minutes?|hours?|days?|weeks?|months?|years?|items?|chunks?|met(?:er|re)s?|degrees?|hz|db)\b)?(?=$|[\s.,;:!?。，；：！？)（）])"
)


def unit_after(c: str, v: str) -> bool:
    """Whether ``c`` opens with the numeric option text ``v`` and then only a unit ("6—9分钟")."""
    return past_unit(c, len(v), v) > len(v)


def past_unit(text: str, end: int, v: str) -> int:
    """Where the numeric option text ``v`` ending at ``end`` ends with the unit after it, if any
    ("6—9 items." ends before "."); ``end`` itself when no unit follows or ``v`` is no number."""
    unit = _UNIT.match(text, end) if _NUMERIC.fullmatch(v) else None
    return unit.end() if unit else end


# A copula or verb of belonging right before a text, and a negation right before that.
_STATING = re.compile(r"(?:是|为|属于|即|\bis|\bare)\s*[“\"'「(]?$", re.I)
_NEGATED = re.compile(r"(?:不|非|没|无|\bnot|n't)\s*$", re.I)
_SENTENCE_STARTS = "\n。!?！？"


def other_stated_before(text: str, pos: int, letter: str, options: dict[str, str]) -> bool:
    """Whether the sentence holding ``pos`` states, before it, another option's text after a copula
    and not negated ("一般是焦虑症，有时是抑郁症"; not "不是冲击疗法，而是系统脱敏"): two candidates."""
    low = text.casefold()
    head = low[max(low.rfind(c, 0, pos) for c in _SENTENCE_STARTS) + 1 : pos]
    for k, v in options.items():
        if k == letter or not v:
            continue
        bounded = r"(?<![\d.])" + re.escape(v) + r"(?![\d.])" if v[-1:].isdigit() else re.escape(v)
        for m in re.finditer(bounded, head):
            lead = _STATING.search(head, max(0, m.start() - 6), m.start())
            if lead and not _NEGATED.search(head, max(0, lead.start() - 3), lead.start()):
                return True
    return False


# A supposition (outside quotes: "“如果我不在了……”，反映出的是X" quotes the client) in the sentence before a text.
_SUPPOSING = re.compile(r"如果|假如|假设|要是|倘若|\bif\b", re.I)
_QUOTED = re.compile(r"“[^“”]*”|\"[^\"]*\"")


def supposed_before(text: str, pos: int) -> bool:
    """Whether the sentence holding ``pos`` supposes something before it ("如果司机是因为突发危险而刹车，这属于应激。"):
    the text is stated only under that condition."""
    head = text[max(text.rfind(c, 0, pos) for c in _SENTENCE_STARTS) + 1 : pos]
    return bool(_SUPPOSING.search(_QUOTED.sub("", head)))


# Two options' texts joined as one statement: "处于心理诊断阶段和领悟阶段", "is X and Y"; not "既不是X也不是Y", "不是X和Y".
# A list ("依次为：X、Y、Z") names texts without asserting them: only "和"-like words join, right after a copula.
_JOINED = r"\s*(?:和|与|及|以及|\band\b|\bas\s+well\s+as\b)\s*"
_ASSERTING = r"(?:是|为|属于|处于|进入了?|\b(?:is|are)\s+(?:in\s+)?|\bin\s+)\s*(?:the\s+)?"
_NOT_BEFORE = re.compile(r"(?:不|非|没|无|除|\bnot|n't|\bnor|\bneither|\bexcept)[^，,。；;\n]{0,6}$", re.I)


def stated_together(text: str, letter: str, options: dict[str, str]) -> bool:
    """Whether ``letter``'s text is joined to another option's text by "和"/"and" after a copula, closing a sentence and
    not negated: for a single choice two answers ("所以本段对话处于心理诊断阶段和领悟阶段。")."""
    low, own = text.casefold(), options.get(letter, "")
    if len(own) < 2:
        return False
    for k, v in options.items():
        if k == letter or len(v) < 2 or own in v or v in own:
            continue
        pair = _ASSERTING + "(?:" + re.escape(own) + _JOINED + re.escape(v) + "|" + re.escape(v) + _JOINED + re.escape(own) + r")(?=\s*(?:[。.!！;；\n]|$))"
        if any(not _NOT_BEFORE.search(low, 0, m.start()) for m in re.finditer(pair, low)):
            return True
    return False
