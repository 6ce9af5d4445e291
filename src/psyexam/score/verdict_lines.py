"""Per-option lines that call an option right after a colon or dash ("C. 惩罚 — 正确。", "选项C：正确，……").

A weak reading that leaves out an option such a line calls right (its words after the label are not
that option's text, so the verdict reader passed it by) reads less than the reply says, and one that takes in
an option its line calls wrong ("C 移情分析 —— 不属于", then "全选") contradicts it: either stands for none.
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
