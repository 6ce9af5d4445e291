"""Another option named by its text after the answer and credited too: "答案：ACD。镜我也对。", "答案：B。道德信念也有
道理。", "Answer: B. 重复 could also be correct.", "这是运动后效，动景运动同样符合这种描述。" — the answer is left open, as when the option is named by its letter.
A credit conceded away in its clause ("镜我也有道理，但不属于弗洛伊德的理论") keeps the answer."""

from __future__ import annotations

import re

from psyexam.score.attributions import SET_ASIDE, SOURCE_AT

_QUOTES = "\"'“”‘’「」『』《》()（）[]【】"
# What credits the option just named: "也对", "也正确", "也有道理", "也可能", "could also be correct".
_END = r"(?=[\s,，。.!！;；:：)）]|的|了|$)"  # "也对" closing its clause ("也对儿童有影响" is no credit)
_CREDIT = re.compile(
    r"[ \t]*(?:项|选项)?[ \t]*(?:(?:似乎|好像|或许|也许|可能)?(?:也|亦|同样)(?:是)?(?:(?:对|正确|可以|行|算(?:对|正确|在内|上)?|成立|符合题意)" + _END
    + r"|有(?:一定|些|点)?(?:的)?道理|说得通|有可能|可能(?:对|正确|是)?|不能排除|不无道理|沾边)|(?:或许|也许|可能)也?(?:对|正确|成立)" + _END
    # fitting too, maybe what it fits said after: "同样符合这种描述", "也适用", "也可以说是这种现象"
    + r"|(?:也|亦|同样)(?:都|能|可以|可)?(?:符合|适用|适合|吻合|契合|说得过去|(?:可以|可|能)?(?:说是|算是|归为|看作|视为))[^,，。.!！;；:：?？\n]{0,12}" + _END
    + r"|\s+(?:(?:is|are)\s+(?:also|too)\s+(?:correct|right|possible|plausible|valid|acceptable|defensible)"
    r"|(?:could|might|may|would)\s+(?:also\s+)?(?:be\s+)?(?:correct|right|possible|plausible|valid|acceptable|work|fit|apply)"
    r"|also\s+(?:fits?|applies|works|matches|qualifies)|(?:fits?|applies|works|matches|qualifies)\s+(?:too|as\s+well))\b)",
    re.I,
)
# What credits the option named right after it: "也可以理解为", "也可以看作", "也算", "could also be seen as".
_CREDIT_BEFORE = re.compile(
    r"(?:也|亦)(?:可以|可|能)?(?:理解为|看作|看成|视为|算作|归为|说是|算是?|称为|叫做?)[ \t]*[“\"「]?$"
    r"|\b(?:could|might|may|can)\s+also\s+be\s+(?:seen|read|viewed|understood|considered|counted|called)\s+as\s+(?:an?\s+)?[\"“]?$",
    re.I,
)
# The option's whole text ends there ("也可以说是知觉恒常性" names a longer term than "知觉").
_WHOLE_TEXT_END = re.compile(r"[\"”」']?[ \t]*(?:[,，。.!！;；:：)）…?？]|\n|$|了|吧|也)")
_CONCEDED = re.compile(r"[^。.!?！？\n]*?(?:但|不过|然而|可是|只是|不如|\bbut\b|\bhowever\b|\bless\b)", re.I)
_CUE = re.compile(r"也|亦|同样|或许|也许|可能|\b(?:also|too|as\s+well|could|might|may)\b", re.I)


def credits_other_text(after: str, chosen: set[str], options: dict[str, str]) -> bool:
    """Whether ``after`` names an option not ``chosen`` by its text and credits it too, not conceding it away, or tells
    another source's key as that text ("个别教材把这种情况归为负惩罚")."""
    if SOURCE_AT.search(after) and _sourced_text(after, chosen, options):
        return True
    if not _CUE.search(after):
        return False  # cheap guard: no word that credits anything
    low = after.casefold()
    own = [v for k, v in options.items() if k in chosen and v]
    for letter, text in options.items():
        if letter in chosen or len(text) < 2:
            continue
        for m in re.finditer(re.escape(text), low):
            if any(text in o and o in low[max(0, m.start() - len(o)) : m.end() + len(o)] for o in own):
                continue  # part of a chosen option's own text
            pos = m.end()
            while pos < len(low) and low[pos] in _QUOTES:
                pos += 1
            credit = _CREDIT.match(low, pos)
            if credit and not _CONCEDED.match(low, credit.end()):
                return True
            if _CREDIT_BEFORE.search(low, max(0, m.start() - 40), m.start()) and _WHOLE_TEXT_END.match(low, m.end()) \
                    and not _CONCEDED.match(low, m.end()):
                return True  # "也可以理解为再社会化", "也算再社会化"
    return False


# What a source does with an option's text: "归为", "认为是", "写作", "说是", "选".
_SOURCE_KEYS = re.compile(r"[^。.!?！？\n]{0,16}?(?:归为|归入|归于|认为是|认为|写作|写成|写的是|说是|定为|当作|算作|视为|称为|选)[ \t]*")


def _sourced_text(after: str, chosen: set[str], options: dict[str, str]) -> bool:
    low = after.casefold()
    for m in SOURCE_AT.finditer(low):
        keyed = _SOURCE_KEYS.match(low, m.end())
        if keyed is None or re.search(r"误|错", keyed.group()):
            continue  # "有的同学把它误归为负惩罚" tells a mistake
        named = [k for k, v in options.items() if len(v) >= 2 and low.startswith(v, keyed.end())]
        if named and not set(named) & chosen and not SET_ASIDE.match(low, keyed.end()):
            return True
    return False
