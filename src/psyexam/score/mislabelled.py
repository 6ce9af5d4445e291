"""An option's text with another option's letter in brackets right after it ("常用的是奖励(A)和惩罚(B)。" where
惩罚 is C's text): the reply mislabels that option, so neither the letter it gives nor the text's own letter is
firmly chosen by a later answer that names either ("答案：AB")."""

from __future__ import annotations

import re

from psyexam.score.letters import canon, same_text

_BRACKETED_LETTER = re.compile(r"\([ \t]*([A-H])[ \t]*\)")
# Quotes or markup between a text and its bracketed letter ("‘从众’(D)").
_CLOSERS = "”’\"'」』*_ \t"


# A line giving a letter, then a mark and a text to the line's end: "- D：<text>", "2. C. <text>".
_LETTER_LINE = re.compile(
    r"(?m:^)[ \t]*(?:[-*•+][ \t]*|\d{1,2}[.)][ \t]*)?[(\[]?([A-H])[)\]]?[ \t]*(?:[:.、]|[\u2012-\u2015]{1,2}|--?)[ \t]*([^\n]{1,80}?)[ \t]*(?=\n|\Z)"
)

# A line giving a letter closed by a bracket, then a text to the line's end ("* D) <text>"), or the letter and a
# text in brackets ("- D (<text>): ...", "* **D (<text>):** Correct.").
_BRACKETED_LINES = (
    re.compile(r"(?m:^)[ \t]*(?:[-*•+][ \t]*|\d{1,2}[.)][ \t]*)?\(?([A-H])\)[ \t]*([^\n]{1,80}?)[ \t]*(?=\n|\Z)"),
    re.compile(r"(?m:^)[ \t]*(?:[-*•+][ \t]*|\d{1,2}[.)][ \t]*)?([A-H])[ \t]*\(([^()\n]{1,60})\)"),
)
# A letter after an answer's lead, then a mark and a text to the line's end ("所以不包括的是：B. <text>",
# "答案是 C、<text>", "The answer is D. <text>"): the text is what the reply says the letter stands for.
_LED_LETTER = re.compile(
    r"(?:[:]|是|选|為|为|\bis\b|\bare\b)[ \t]*[(\[]?([A-H])[)\]]?[ \t]*(?:[:.、]|[\u2012-\u2015]{1,2}|--?)[ \t]*"
    r"([^\n]{1,80}?)[ \t]*(?=\n|\Z)"
)
# A list of two or more lettered texts on one line ("A. 奖励、B. 惩罚", "A问题性、B探究性", "A为奖励，B为惩罚"): each
# letter, a mark (a copula, or none before a Chinese text), a text, a joining mark.
_MARK = r"(?:[ \t]*[.:)][ \t]*|[ \t]*(?:是|为)[ \t]*|(?=[\u4e00-\u9fff]))"
_LETTERED_ITEM = rf"(?<![A-Za-z0-9])[A-H]{_MARK}[^\n、,，;；。.:()A-H]{{1,60}}?[ \t]*"
_LETTERED_LIST = re.compile(rf"{_LETTERED_ITEM}(?:(?:[、,，;；]|\band\b|和|与|及)[ \t]*{_LETTERED_ITEM})+(?=[\n。.;；)]|$)")  # ")": a list glossing the answer ("答案：AB（A奖励、B惩罚）")
_ITEM = re.compile(rf"(?<![A-Za-z0-9])([A-H]){_MARK}([^\n、,，;；。.:()A-H]{{1,60}}?)[ \t]*(?=[、,，;；\n。.)]|\band\b|和|与|及|$)")


def _mislabelled_in_lists(text: str, options: dict[str, str]) -> set[str]:
    found: set[str] = set()
    for lst in _LETTERED_LIST.finditer(text):
        for m in _ITEM.finditer(lst.group()):
            found |= _given_with_other(m.group(1), canon(m.group(2)), options)
    return found


def mislabelled_letters(text: str, options: dict[str, str]) -> set[str]:
    """The letters of the options mislabelled in ``text``: both the letter given and the letter of the option whose
    whole text (not part of the given letter's own) it is given with, in brackets after the text ("惩罚(B)"),
    as a line's letter before it ("- D：<text of E>", "* D) <text of E>", "- D (<text of E>): ...") or in a list of
    lettered texts ("A. 奖励、B. 惩罚", "A奖励、B惩罚")."""
    found = _mislabelled_lines(text, options) | _mislabelled_in_lists(text, options)
    if "(" not in text:
        return found  # cheap guard: no bracket at all
    for m in _BRACKETED_LETTER.finditer(text):
        given = m.group(1)
        head = text[max(0, m.start() - 60) : m.start()]
        head = canon(head[head.rfind("\n") + 1 :].rstrip(_CLOSERS))  # a letter opening its line labels what follows it
        own = options.get(given, "")
        if not own or head.endswith(own):
            continue  # "外倾性(E)" names a factor, not an empty option E; "标准化测验(B)" is B's own text
        for k, v in options.items():
            if k != given and v and head.endswith(v) and v not in own:
                found |= {given, k}
    return found


def _mislabelled_lines(text: str, options: dict[str, str]) -> set[str]:
    found: set[str] = set()
    lines = (*_LETTER_LINE.finditer(text), *_LED_LETTER.finditer(text), *(m for p in _BRACKETED_LINES for m in p.finditer(text)))
    for m in lines:
        found |= _given_with_other(m.group(1), canon(m.group(2)), options)
    for m in _LED_LETTER.finditer(text):
        if _other_term(canon(m.group(2)), options.get(m.group(1), "")):
            found.add(m.group(1))
    return found


_CJK_TERM = re.compile(r"[\u4e00-\u9fff]{4,12}")


def _other_term(said: str, own: str) -> bool:
    """Whether ``said`` names another term of ``own``'s kind, no option's text: both Chinese terms ending in the
    same word of two or more characters ("指数", "疗法"), their heads of two or more characters sharing none
    ("工作记忆指数" for "数量关系指数"); an abbreviation or a near-verbatim text shares its head's characters."""
    if not (_CJK_TERM.fullmatch(said) and _CJK_TERM.fullmatch(own)):
        return False
    tail = 0
    while tail < min(len(said), len(own)) and said[-1 - tail] == own[-1 - tail]:
        tail += 1
    head_said, head_own = said[: len(said) - tail], own[: len(own) - tail]
    return tail >= 2 and len(head_said) >= 2 and len(head_own) >= 2 and not set(head_said) & set(head_own)


def _given_with_other(given: str, said: str, options: dict[str, str]) -> set[str]:
    """``given`` and the letters whose whole text (not part of ``given``'s own) is ``said``, where ``said`` is not
    ``given``'s own text; nothing otherwise."""
    own = options.get(given, "")
    others = {k for k, v in options.items() if k != given and same_text(said, v) and v not in own}
    return {given, *others} if own and not same_text(said, own) and others else set()
