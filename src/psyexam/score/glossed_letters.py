"""A letter's gloss in brackets or quotes right after it ("C（继时性）", "C“继时性”"), or in an apposition ("B，即
“4岁”", "B, i.e. 4岁"): where the gloss is another option's text and not the letter's own ("只有C（单一性）符合" where
单一性 is A), the reply contradicts itself."""

from __future__ import annotations

import re

from psyexam.score.letters import same_text

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
    return not same_text(gloss, options.get(letter, "")) and any(same_text(gloss, v) for k, v in options.items() if k != letter)



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
