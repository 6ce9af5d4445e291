"""Option texts stated without a letter: a numeric option's text with a unit after it ("6—9分钟"
states "6—9"), and another option stated earlier in the sentence that states one ("一般是X，有时是Y")."""

from __future__ import annotations

import re

# A numeric option's text ("6—9", "12", "0.5") and a unit after it, then the fragment's end or a break:
# "6—9分钟" and "12岁" state the options "6—9" and "12"; "6—90", "5—9" after "5" do not.
_NUMERIC = re.compile(r"\d+(?:\.\d+)?(?:\s*[-—–~～至到]\s*\d+(?:\.\d+)?)?")
_UNIT = re.compile(
    r"\s*(?:个|名)?(?:分钟|小时|星期|毫秒|秒钟?|天|周|月|年|岁|次|项|种|组块|条|位|人|倍|%"
    r"|(?:minutes?|hours?|days?|weeks?|months?|years?|items?|chunks?)\b)?(?=$|[\s.,;:!?。，；：！？)（）])"
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


# What states a text as the fact right before it, as the reply's own conclusion rather than one subject's
# property among others: "也就是合子", "即……", "这是……", "= 120".
_STATES = re.compile(r"(?:也就是|就是|即|这(?:就)?是|此即|=|\bthis\s+is)\s*[“\"'「*]*$", re.I)
# "这是离差智商的计算公式": a text with a noun after it is stated only after "这是"/"this is".
_THIS_IS = re.compile(r"(?:这|此)(?:就)?是\s*$|\bthis\s+is\s*$", re.I)
_STATE_NEGATED = re.compile(r"(?:不|非|没|\bnot|n't)\s*(?:就|也就|对应的|指的|应该)?\s*$", re.I)
# A clause that doubts, supposes, asks or reports a view states nothing as the fact.
_CLAUSE_OPEN = re.compile(
    r"[?？]|还是|或|^\s*(?:而|则)|可能|也许|或许|大概|如果|若|假如|假设|认为|以为|据说|有人|有的|容易|误|错"
    r"|\b(?:maybe|perhaps|probably|possibly|might|may|could|if|some|think|believe|wrong|mistaken)\b",
    re.I,
)
_CLAUSES = re.compile(r"(?:[^，,;；。.!?！？\n]|(?<=\d)\.(?=\d))+")
# Where a stated text ends: the clause's end, a gloss in brackets or "的" and a short noun ("离差智商的计算公式").
_TEXT_END = re.compile(r"\s*\**\s*(?:[(（][^()（）]{0,30}[)）])?\s*$")
_NOUN_AFTER = re.compile(r"\s*的[^，,;；。.!?！？\n]{1,6}$")
# Texts listed, then said all to be something: "布鲁纳、托尔曼、苛勒都是认知派".
_ALL_ARE = re.compile(r"(?:都|均|全)(?:是|属于)")
_LIST_SEP = re.compile(r"\s*(?:[、,，/]|以及|和|与|及|\band\b)\s*", re.I)


def stated_other(before: str, letters: set[str], options: dict[str, str]) -> bool:
    """Whether the reasoning before an answer states as its conclusion ("也就是", "即", "这是", "=") one option's
    text that is not among ``letters`` ("……也就是合子。\\n答案：B" where 合子 is A; "= 120. So … which is option C"
    where 120 is B), or is one sentence listing option texts said all to be something that overlap ``letters`` but
    differ ("布鲁纳、托尔曼、苛勒都是认知派。\\n答案：A、B、D"): the answer then contradicts its own reasoning."""
    low = before.casefold()
    stated: set[str] = set()
    for m in _CLAUSES.finditer(low):
        clause = m.group()
        if len(clause) < 2 or _CLAUSE_OPEN.search(clause):
            continue
        listed = _all_are(clause, options) if clause.strip() == low.strip(" \n。.!！") else None
        if listed is not None and set(listed) & letters and set(listed) != letters:
            return True  # the reply's one statement lists texts that are no odd one out, yet not the answer
        stated.update(_stated_in(clause, options))
    return len(stated) == 1 and not stated & letters  # several stated: an analysis going through options


def _stated_in(clause: str, options: dict[str, str]) -> list[str]:
    """The letters whose texts ``clause`` closes after a copula that is not negated."""
    found = []
    for k, v in options.items():
        if len(v) < 2 and not v.isdigit():
            continue
        bounded = r"(?<![\d.])" + re.escape(v) + r"(?![\d.])" if v[-1:].isdigit() else re.escape(v)
        for t in re.finditer(bounded, clause):
            lead = _STATES.search(clause, max(0, t.start() - 12), t.start())
            closes = _TEXT_END.match(clause, t.end()) or (
                _NOUN_AFTER.match(clause, t.end()) and _THIS_IS.search(clause, 0, t.start()))
            if lead and not _STATE_NEGATED.search(clause[: lead.start()]) and closes:
                found.append(k)
                break
    return found


def _all_are(clause: str, options: dict[str, str]) -> tuple[str, ...] | None:
    """The letters of two or more option texts making up the head of a clause said all to be something."""
    m = _ALL_ARE.search(clause)
    if not m:
        return None
    pieces = [p.strip(" *") for p in _LIST_SEP.split(clause[: m.start()].strip())]
    letters = [next((k for k, v in options.items() if v and v == p), None) for p in pieces]
    return tuple(k for k in letters if k) if len(pieces) > 1 and all(letters) else None
