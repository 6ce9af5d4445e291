"""Per-option lines that call an option right after a colon or dash ("C. 惩罚 — 正确。", "选项C：正确，……").

A weak reading that leaves out an option such a line calls right (its words after the label are not
that option's text, so the verdict reader passed it by) reads less than the reply says, and one that takes in
an option its line calls wrong ("C 移情分析 —— 不属于", then "全选") contradicts it: either stands for none. So does
one beside letters the reply itself calls right in a clause ("A和B肯定是对的：……", "A and B are definitely right")
that it does not read: the reply names its letters, and a reading from an option's text cannot stand for them.
"""

from __future__ import annotations

import re

# An option's line, its label first, whose clause closes with a right verdict after a colon or dash.
_RIGHT_LINE = re.compile(
    r"(?m)^[ \t]*(?:[-+•*]\s*|\d+[.)、]\s*)?(?:选项\s*)?[(\[]?(?P<label>[A-H])(?![A-Za-z0-9])[^\n:\u2012-\u2015]*"
    r"(?::|[\u2012-\u2015]{1,2})[ \t]*(?:正确|对|符合)(?=[ \t]*(?:[。.!;,\n]|$))"
)
_CHEAP = ("正确", "对", "符合")
# An option's line whose clause after a colon or dash opens with a wrong verdict.
_WRONG_LINE = re.compile(
    r"(?m)^[ \t]*(?:[-+•*]\s*|\d+[.)、]\s*)?(?:选项\s*)?[(\[]?(?P<label>[A-H])(?![A-Za-z0-9])[^\n:\u2012-\u2015]*"
    r"(?::|[\u2012-\u2015]{1,2})[ \t]*(?:错误|错|不对|不正确|不属于|不符合|不选|[✗✘×❌])"
)


def unread_right_line(text: str, letters: frozenset[str]) -> bool:
    """Whether a line opening with an option's label calls that option right, though it is not read."""
    if not any(w in text for w in _CHEAP):
        return False
    return any(m.group("label") not in letters for m in _RIGHT_LINE.finditer(text))


# Letters called right in their own clause: "A和B肯定是对的", "A、B正确", "A and B are definitely right" (not "……不对",
# "A是对的吗", "是否正确"; a verdict word must close its clause or open an explanation).
_NAMED_RIGHT = re.compile(
    r"(?<![A-Za-z])(?:选项\s*|options?\s+)?(?P<labels>[A-H](?:[ \t]*(?:[、,，和与及/&]|\band\b)[ \t]*(?:选项\s*|option\s+)?[A-H])*)"
    r"(?![A-Za-z0-9])[ \t]*(?:项|选项|两项|两个|都|均)?[ \t]*"
    r"(?:(?:肯定|一定|显然|无疑|当然|确实|明显|都|均)[ \t]*)*(?:是)?(?:对的|正确的?|对)(?=[ \t]*(?:[。.!！:：;；,，\n—]|$))"
    r"|(?<![A-Za-z])(?:options?\s+)?(?P<en>[A-H](?:\s*(?:,|and|&)\s*(?:option\s+)?[A-H])*)(?![A-Za-z0-9])\s+(?:is|are)\s+"
    r"(?:(?:definitely|clearly|certainly|obviously|both|all)\s+)*(?:right|correct|true)\b(?!\s*(?:if|when|only|unless)\b)",
    re.I,
)
# A denial just before the letters: "不是A正确，而是……", "neither B nor C is right" names them only to set them aside. (A supposition or a question
# still names letters the reading from an option's text does not hold: it stands for none.)
_DENIED = re.compile(r"(?:不是|并非|而非|\bnot\b|\bneither\b|\bnor\b)[^。.!?！？\n]{0,8}$", re.I)


def unread_named_right(text: str, letters: frozenset[str]) -> bool:
    """Whether a clause of the reply calls letters right ("A和B肯定是对的") one of which is not read."""
    if not any(w in text.lower() for w in ("对", "正确", "right", "correct", "true")):
        return False
    for m in _NAMED_RIGHT.finditer(text):
        named = set(re.findall(r"(?<![A-Za-z])[A-H](?![A-Za-z0-9])", m.group("labels") or m.group("en")))
        if named - letters and not _DENIED.search(text, 0, m.start()):
            return True
    return False


def read_wrong_line(text: str, letters: frozenset[str]) -> bool:
    """Whether a line opening with the label of an option read calls that option wrong, or a group of options
    holding one read is called wrong together ("A、C、D都不对。")."""
    if not any(w in text for w in ("错", "不", "✗", "✘", "×", "❌")):
        return False
    if any(set(re.findall(r"[A-H]", m.group("labels"))) & letters for m in _GROUP_WRONG.finditer(text)):
        return True
    return any(m.group("label") in letters for m in _WRONG_LINE.finditer(text))


# Options called wrong together: "A、C、D都不对", "B和C均错误".
_GROUP_WRONG = re.compile(
    r"(?<![A-Za-z])(?P<labels>[A-H](?:[ \t]*[、,，和与及/][ \t]*[A-H])+)(?![A-Za-z0-9])[ \t]*(?:项|选项)?[ \t]*"
    r"(?:都|均|全)(?:是)?(?:不对|错误|错的|错|不正确|不符合)"
)
