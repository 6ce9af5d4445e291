"""An answer reconsidered after it is given: "答案：C\n\n解析：……其实仔细想想，……这是投射而不是反向形成。",
"Answer: C. On second thought, it is really projection." — the explanation thinks again ("仔细想想", "再想一下",
"on second thought", "actually, thinking about it") and then asserts another option, by its letter ("更像是D") or
by its text ("这是投射"), so the answer is taken back.

The last option asserted after the reconsidering words decides: the answer's own option ("仔细想想，确实是反向形成",
"再想一下，还是C") keeps it. An option named only to be rejected ("投射不符合"), after a negation ("而不是反向形成")
or in a question ("是投射吗？") is no assertion.
"""

from __future__ import annotations

import re

from psyexam.score.doubted_members import member_doubted
from psyexam.score.letters import LONE_LETTER
from psyexam.score.reading import Context, Hit

_CUE = re.compile(
    r"仔细想想|仔细一想|细想一下|再想想|再想一下|再想一想|转念一想|回头想想|重新想想"
    r"|\bon\s+(?:second\s+thought|reflection)\b|\bthinking\s+about\s+it\b|\bthinking\s+again\b"
    r"|\bcome\s+to\s+think\s+of\s+it\b|\bactually\s*,?\s*no\b"
    # the answer called wrong as a sentence or an aside opens: "（不对，是长时记忆）"
    r"|(?:^|(?<=[。.!！?？\n(（]))[ \t]*(?:不对|不是这样|错了)[,，]"
    # an error owned or a correction announced ("Correction — it's C", "我说错了，是C"): what follows is asserted anew
    r"|(?<![没不])(?:说错|记错|答错|弄错|搞错)了|\b(?:correction|I\s+misspoke|my\s+mistake|scratch\s+that)\b",
    re.I,
)
# A copula or choice word that asserts what follows ("不是" and "is not" assert nothing).
_ASSERT = re.compile(
    r"(?<![不非没])(?:是|为|属于|选|像|改选)[ \t]*(?:选项)?[ \t]*"
    r"|\b(?:is|it's|would\s+be|should\s+be|must\s+be|fits)\s+(?:(?:really|actually|clearly|more\s+like)\s+)?"
    r"(?:(?:a\s+(?:case|form|kind|sign)\s+of|an?|option)\s+)?",
    re.I,
)
_LETTER = re.compile(r"[(（\[【]?(?-i:([A-H]))(?![A-Za-z0-9])")
# Words rejecting an option just named ("投射不符合"); the group is left open for more words.
_REJECTION_ZH = r"(?:也|则|就|并)?(?:不符合|不对|不正确|不成立|不是答案|不合适|说不通"
_FIT = r"does(?:n't|\s+not)\s+fit"
_CLOSER = r"[ \t]*[)）\]】\"”']?[ \t]*"
# What makes a named option no assertion: a question, or its rejection (a hesitant one too, where it is named).
_NOT_ASSERTED = re.compile(
    _CLOSER + r"(?:吗|呢|[?？]|" + _REJECTION_ZH + r"|不太对|排除)|(?:is|are)\s+(?:wrong|incorrect|not\b)|" + _FIT + ")",
    re.I,
)
_REJECTED = _CLOSER + r"(?:项|选项)?[ \t]*" + _REJECTION_ZH + r")|\s+(?:is|are)\s+(?:wrong|incorrect)|\s+" + _FIT


def reconsidered(after: str, chosen: set[str], options: dict[str, str]) -> bool:
    """Whether ``after`` (the reply after an answer) thinks again and then asserts an option not ``chosen``,
    with no later assertion of a chosen one and no later rejection of the one asserted, or doubts a chosen one
    belongs (see ``doubted_members``)."""
    if member_doubted(after, chosen, options):
        return True  # "……嗯，工作扩大化可能不算。": a chosen one thought again and doubted
    if dropped_after_withdrawal(after, chosen):
        return True  # "答案：D\n\n不对，……D应该排除。我再逐个看一下其他选项：……"
    if any(m.group("letter") not in chosen for m in _LABELLED_CORRECTION.finditer(after)):
        return True  # "答案：B（短时记忆）→ 修正：C（长时记忆）": another letter right after a correction label
    cues = list(_CUE.finditer(after))
    if not cues:
        return False  # cheap guard: nothing is thought again
    rest = after[cues[-1].end() :]  # the last reconsidering is the one that stands
    last = None
    for m in _ASSERT.finditer(rest):
        named = _named_at(rest, m.end(), options)
        if named is not None and not _NOT_ASSERTED.match(rest, m.end() + named[1]):
            last = (named[0], m.end())
    if last is None or last[0] in chosen:
        return False
    return not _rejected_later(rest[last[1] :], last[0], options)


def _named_at(text: str, pos: int, options: dict[str, str]) -> tuple[str, int] | None:
    """The option named at ``pos`` and the length of its name: a letter with a non-empty option, or
    the longest option text there."""
    m = _LETTER.match(text, pos)
    if m:
        return (m.group(1), m.end() - pos) if options.get(m.group(1)) else None
    low = text[pos : pos + 200].casefold()
    found = [(len(t), k) for k, t in options.items() if len(t) >= 2 and low.startswith(t.casefold())]
    return (max(found)[1], max(found)[0]) if found else None


def _rejected_later(rest: str, letter: str, options: dict[str, str]) -> bool:
    """Whether ``rest`` names ``letter``'s option (by letter or text) and rejects it."""
    text = options.get(letter, "")
    names = [r"(?<![A-Za-z])(?-i:" + letter + r")(?![A-Za-z0-9])"] + ([re.escape(text)] if len(text) >= 2 else [])
    return re.search(r"(?:" + "|".join(names) + r")(?:" + _REJECTED + ")", rest, re.I) is not None


# The answer called wrong as a sentence opens ("不对，", "Wait —"), then one of its own letters struck out.
_WITHDRAWING = re.compile(
    r"(?:^|(?<=[。.!！?？\n(（]))[ \t>*_]*(?:(?:不对){1,2}|不是这样|错了|等等|等一下|更正|订正|修正|纠正(?:一下)?"
    r"|\b(?:wait|no|actually|hold\s+on|hmm+|correction|edit)\b)[ \t]*[,，:：!！\u2012-\u2015-]",
    re.I,
)
_STRIKE = r"(?:排除|去掉|删去|删掉|划掉|舍去|不选|不能选|不该选)(?!在|出|于)"  # ("排除在学习之外" places it outside a kind)
_STRUCK = (r"(?:项|选项)?[ \t]*(?:应该|应当|应|要|得|需要|必须|可以)?[ \t]*" + _STRIKE
           + r"|(?:项|选项)?[ \t]*(?:也|则|并)?(?:不对|不符合|不正确|不成立|是错的|不行)"
           + r"|\s+(?:is\s+out|should\s+(?:be\s+)?(?:dropped|excluded|ruled\s+out|removed)|is\s+(?:wrong|incorrect)"
           + r"|does(?:n't|\s+not)\s+fit)\b")
# A correction label, opening a line or after an arrow, with a letter right after it.
_LABELLED_CORRECTION = re.compile(
    r"(?:(?m:^)|→|->|=>|(?<=[。.!！?？]))[ \t>*_【\[]*(?:更正|订正|修正|纠正(?:一下)?|勘误|correction|erratum|edit|update"
    r"|(?:on\s+)?second\s+thoughts?)[ \t*_】\]]*[:：]"
    r"[ \t*_]*(?:(?:应该|应为|应|为|是|选)[ \t]*)?(?:选项)?[(（\[]?(?P<letter>[A-H])(?![A-Za-z0-9])",
    re.I,
)
_NOT_STRUCK = re.compile(r"[ \t]*(?:吗|呢|[?？])")


def dropped_after_withdrawal(after: str, chosen: set[str]) -> bool:
    """Whether ``after`` (the reply after an answer) opens a sentence taking it back and then strikes out
    one of the ``chosen`` letters ("不对，……D应该排除。", "Wait, rule out D."), not in a question."""
    cue = _WITHDRAWING.search(after)
    if cue is None:
        return False  # cheap guard: nothing takes the answer back
    for letter in chosen:
        named = r"(?<![A-Za-z])(?-i:" + letter + r")(?![A-Za-z0-9])"
        pattern = named + r"(?:" + _STRUCK + r")|(?:" + _STRIKE + r"|\brule\s+out|\bdrop)[ \t]*(?:选项|option\s+)?" + named
        for m in re.finditer(pattern, after[cue.end() :], re.I):
            if not _NOT_STRUCK.match(after, cue.end() + m.end()):
                return True
    return False


# A marked correction opening a sentence after a letter answer: "选 C。\n\n不对，……", "Wait, no — …", "更正：……".
_MARKED = re.compile(
    r"(?:^|(?<=[。.!！\n]))[ \t>*_]*(?:(?:不对){1,2}|不是这样|错了|我?(?:说|看|记|答|弄|搞)错了|等等|等一下|更正|订正|纠正(?:一下)?"
    r"|\b(?:wait|actually|scratch\s+that|correction|hold\s+on|my\s+mistake)\b)[ \t]*(?:[,，]?[ \t]*\bno\b)?[ \t]*[,，:：!！.。\u2012-\u2015-]",
    re.I,
)
# An option asserted by its text in what the correction says: "这种恒常性应该叫明度恒常性", "so this is lightness constancy".
_TEXT_ASSERT = re.compile(r"(?<![不非没])(?:是|为|属于|叫做?|称为|称作)[ \t]*|" + _ASSERT.pattern, re.I)
_KIND = re.compile(r"[\u4e00-\u9fff]{1,4}的")
# What leaves the corrected reading open: a hedge, a second candidate, a question.
_OPEN = re.compile(
    r"可能|也许|或许|大概|似乎|好像|不确定|不一定|或者?|还是|吗|呢|[?？]"
    r"|\b(?:or|maybe|perhaps|probably|possibly|might|not\s+sure|unsure|either|if|unless)\b|如果|假如|若",
    re.I,
)
# An option named only to be set aside after the correction ("，不是颜色恒常性", "rather than …").
_SET_ASIDE = re.compile(r"(?:不是|而非|并非|不属于|\bnot|\brather\s+than|\binstead\s+of)[ \t]*$", re.I)


def corrected_text(text: str, options: dict[str, str]) -> tuple[str, int, int] | None:
    """The option a marked correction after a letter answer asserts by its text ("选 C。\n\n不对，……这种恒常性应该叫明度恒常性。"),
    with its span: the one option the rest of the reply names other than to set aside, asserted, and nothing left open."""
    marks = [m for m in _MARKED.finditer(text) if LONE_LETTER.search(text, 0, m.start())]
    if not marks:
        return None
    at = marks[-1].end()
    rest = text[at:]
    if _OPEN.search(rest):
        return None
    asserted = []
    for m in _TEXT_ASSERT.finditer(rest):
        at_text = _KIND.match(rest, m.end())  # "这是知觉的选择性": a kind's name before the option's text
        for pos in (m.end(), *([at_text.end()] if at_text else [])):
            named = None if _LETTER.match(rest, pos) else _named_at(rest, pos, options)
            if named is not None and not _NOT_ASSERTED.match(rest, pos + named[1]):
                asserted.append((named[0], pos, named[1]))
    if len({a[0] for a in asserted}) != 1:
        return None
    letter, pos, size = asserted[-1]
    if _names_other(rest, letter, options) or _rejected_later(rest[pos:], letter, options):
        return None
    return letter, at + pos, at + pos + size


def corrected_text_hits(ctx: Context) -> list[Hit]:
    """A single choice's option asserted by its text after a marked correction of a letter answer (``corrected_text``):
    a correction, so it replaces the answer it follows."""
    found = None if ctx.multi else corrected_text(ctx.text, ctx.options)
    return [Hit("correction", found[1], found[2], (found[0],), False)] if found else []


def _names_other(rest: str, letter: str, options: dict[str, str]) -> bool:
    """Whether ``rest`` names an option other than ``letter``'s, by its letter or text, other than to set it aside."""
    low = rest.casefold()
    for other, option in options.items():
        if other == letter:
            continue
        spots = [m.start() for m in re.finditer(r"(?<![A-Za-z])" + other + r"(?![A-Za-z0-9])", rest)]
        spots += [m.start() for m in re.finditer(re.escape(option), low)] if len(option) >= 2 else []
        if any(not _SET_ASIDE.search(rest[max(0, s - 12) : s]) for s in spots):
            return True
    return False
