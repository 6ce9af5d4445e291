"""A letter's gloss in brackets or quotes right after it ("C（继时性）", "C“继时性”"), or in an apposition ("B，即
“4岁”", "B, i.e. 4岁"): where the gloss is another option's text and not the letter's own ("只有C（单一性）符合" where
单一性 is A), the reply contradicts itself."""

from __future__ import annotations

import re

from psyexam.score.letters import same_text, text_key

_GLOSS = re.compile(r"[ \t]*(?:项|选项)?[ \t]*(?:\(([^()\n]{1,40})\)|[“\"「]([^“”\"「」\n]{1,40})[”\"」])")
# An apposition word after the letter, then a text to its clause's end, quoted or not: "，即“4岁”", ", i.e. 4岁".
_APPOSED = re.compile(
    r"[ \t]*(?:项|选项)?[ \t]*[,，]?[ \t]*(?:即|也就是|亦即|\bi\.e\.|\bnamely\b|\bthat is\b)[ \t]*[,，:：]?[ \t]*"
    r"[“\"「(（]?([^“”\"「」()（）\n。!?！？,，;；]{1,40}?)[”\"」)）]?[ \t]*(?=[\n。.!?！？,，;；]|$)",
    re.I,
)


def other_gloss(text: str, pos: int, letter: str, options: dict[str, str]) -> bool:
    """Whether the letter ending at ``pos`` is glossed, in brackets, quotes or an apposition, with another option's text."""
    m = _GLOSS.match(text, pos) or _APPOSED.match(text, pos)
    if not m:
        return False
    gloss = m.group(1) or m.group(2)  # "C（斯-比量表）" where B is "斯一比量表": the same text as B's
    if not same_text(gloss, options.get(letter, "")) and any(same_text(gloss, v) for k, v in options.items() if k != letter):
        return True
    return states_other_text(gloss, letter, options)  # "C（<B's text with a subject added>）"


# Words a short addition before another option's text may not hold: "C：不是<B's text>" no longer states B's text.
_DENYING = re.compile(r"不|非|没|无|未|别|\bnot?\b", re.I)
_CLAUSE_END = re.compile(r"[.。!?！？;；\s]+$")


def _near(said: str, option: str) -> bool:
    """Whether ``said`` is the long option text ``option`` up to a typo or two (one edit per ten characters: "工作" for
    the option's "上作") or with a short addition before it (a subject, "应"), and no denial added."""
    s, o = _CLAUSE_END.sub("", text_key(said)), _CLAUSE_END.sub("", text_key(option))
    if len(o) < 8:
        return False  # a short text one edit away is another word ("男性", "女性")
    if s.endswith(o) and len(s) - len(o) <= 6:
        return not _DENYING.search(s[: len(s) - len(o)])
    return abs(len(s) - len(o)) <= len(o) // 10 and _edits(s, o, len(o) // 10) <= len(o) // 10


def _edits(a: str, b: str, cap: int) -> int:
    """Levenshtein distance of ``a`` and ``b``, or ``cap + 1`` once it must exceed ``cap``."""
    row = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        prev, row[0] = row[0], i
        for j, cb in enumerate(b, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (ca != cb))
        if min(row) > cap:
            return cap + 1
    return row[-1]


def states_other_text(said: str, letter: str, options: dict[str, str]) -> bool:
    """Whether ``said``, written as the letter's text, is plainly another option's text, slightly changed, and not
    near the letter's own; only where that other option is itself far from the letter's own (else a typo in the
    own text could read as the other's)."""
    own = options.get(letter, "")
    if not own or same_text(said, own) or _near(said, own):
        return False
    return any(
        k != letter and v and _near(said, v) and not _near(v, own) and not _near(own, v)
        for k, v in options.items()
    )



# Letters listed, then their texts in one bracket, listed in the same order: "A、B（<text>、<text>）".
_GLOSSED_LIST = re.compile(
    r"[ \t]*:?[ \t]*(?:选项[ \t]*)?([A-H](?:[ \t]*(?:[、,，/&和与及]|\band\b)?[ \t]*[A-H])+)[ \t]*(?:项|选项)?[ \t]*\(([^()\n]{1,160})\)"
)
# Marks between the texts; joining words only where the marks leave too few ("及" may be inside a text: "车祸及以后的……").
_TEXT_SEPS = (re.compile(r"[ \t]*[、,，;；/][ \t]*"), re.compile(r"[ \t]*(?:[、,，;；/]|\band\b|和|与|及)[ \t]*"))


def other_glosses(text: str, lead_end: int, run_end: int, letters: str, options: dict[str, str]) -> bool:
    """Whether the letters read between ``lead_end`` and ``run_end`` are glossed with another option's text: one letter
    after it (see ``other_gloss``), several one by one, in order, in one bracket after them ("答案：A、B（持续的精神痛苦、
    无主动求治愿望）" where the second text is D's), unless the texts are the chosen options' own in another order. Only
    where the bracket holds as many texts as letters: otherwise the pairing is unknown."""
    if len(letters) == 1:
        return other_gloss(text, run_end, letters[0], options)
    m = _GLOSSED_LIST.match(text, lead_end)
    if not m:
        return False
    order = re.findall(r"[A-H]", m.group(1))
    texts = next((t for t in (sep.split(m.group(2).strip()) for sep in _TEXT_SEPS) if len(t) == len(order)), None)
    if texts is None:
        return False
    named = {k for said in texts for k, v in options.items() if same_text(said, v)}
    if named == set(order):
        return False  # "答案：D、B（<B's text>、<D's text>）": the chosen options' own texts, in another order
    return any(
        not same_text(said, options.get(given, "")) and any(same_text(said, v) for k, v in options.items() if k != given)
        for given, said in zip(order, texts)
    )


# Between a letter and its own text: a mark, a bracket or quote opening ("D(以上信息不足,无法判断)", "D. 无法判断",
# "D“无法确定”"); the text must then close at a bracket, quote or the clause's end.
_BEFORE_OWN = r"(?<![A-Za-z])({letter})[ \t]*(?:项|选项)?[ \t]*[.:、\-—]?[ \t]*[(\[【“\"「]?[ \t]*"
_AFTER_OWN = r"[ \t]*[)\]】”\"」]?(?=[ \t]*(?:[\n。.!?！？,，;；)]|$))"


def own_texts_blanked(text: str, letters: tuple[str, ...], options: dict[str, str]) -> str:
    """``text`` with each chosen letter's own option text, written right after the letter, blanked out (same length):
    an option's own words ("D(以上信息不足,无法判断)") are the answer, no hedge of it."""
    for letter in set(letters):
        own = options.get(letter, "")
        if len(own) < 2:
            continue
        pattern = re.compile(_BEFORE_OWN.format(letter=letter) + re.escape(own) + _AFTER_OWN, re.I)
        text = pattern.sub(lambda m: m.group(1) + " " * (len(m.group()) - 1), text)
    return text
