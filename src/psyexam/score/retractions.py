"""Answers taken back only half-way: a revision written inside a bracketed aside after the answer line
("答案：A\n（不对，……应该是B）") leaves neither letter firm."""

from __future__ import annotations

import re

from psyexam.score.stem_polarity import ANY_NEG

_PAIRS = {"(": ")", "（": "）", "[": "]", "【": "】"}


# An aside opening as an edit of the reply is a correction, not a second thought: "(edit: nope, it's A)".
_EDIT = re.compile(r"\s*(?:edit(?:ed)?|update[d]?|correction|erratum|更正|订正|勘误|修正|编辑|补充更正)\s*[:：]", re.I)

# An answer key closing its bracket: "【答案】ABCE" (the hit starts at "答案", inside "【").
# What may open that key's bracket before the answer noun: "【修正后答案】", "[Final answer]".
_KEY_HEAD = re.compile(r"[ \t]*(?:(?:修正|更正|订正|改正|纠正)(?:后的?)?|最终的?|\b(?:corrected|revised|final)[ \t]+)?", re.I)
_KEY_CLOSE = re.compile(r"[ \t]*(?:正确)?(?:答案|答|解答|answer)[ \t]*[】\])]", re.I)


def in_bracketed_aside(text: str, earlier_end: int, later_start: int) -> bool:
    """Whether the answer at ``later_start`` sits inside a bracket opened after the earlier answer
    ending at ``earlier_end``, not yet closed, and not opening as an edit."""
    stack: list[tuple[str, int]] = []
    for i in range(earlier_end, later_start):
        ch = text[i]
        if ch in _PAIRS:
            stack.append((_PAIRS[ch], i + 1))
        elif stack and ch == stack[-1][0]:
            stack.pop()
    if stack and _KEY_HEAD.fullmatch(text, stack[-1][1], later_start) and _KEY_CLOSE.match(text, later_start):
        stack.pop()  # the answer's own key bracket: "更正：【答案】ABCE", "【修正后答案】A"
    return bool(stack) and not _EDIT.match(text, stack[0][1])


# A narrowed choice offered, not made, in the revising answer's sentence: "保守起见可以只选B",
# "稳妥起见选B", "to be safe, you could pick just B".
_OFFERED = re.compile(
    r"(?:保守|稳妥|保险|谨慎)起见|为(?:了)?(?:保险|稳妥)|可以只选|也可以选|不妨(?:只)?选"
    r"|\bto\s+(?:be|play\s+it)\s+safe\b|\b(?:you|one)\s+(?:could|can|might)\s+(?:just\s+|also\s+)?(?:pick|choose|go\s+with|select)\b",
    re.I,
)
_SENTENCE_HEAD = re.compile(r"[。.!?！？\n][^。.!?！？\n]*\Z")


def offered_choice(text: str, start: int) -> bool:
    """Whether the answer at ``start`` is only offered in its sentence ("保守起见可以只选B"): a firm answer
    revised to it is left open."""
    head = _SENTENCE_HEAD.search(text, 0, start)
    return bool(_OFFERED.search(text, head.start() + 1 if head else 0, start))


_LETTER_AFTER = re.compile(r"[^。.!?！？\n]{0,24}?(?<![A-Za-z])(?P<alt>[A-H])(?![A-Za-z0-9])")


# Another letter offered as a second candidate, right after its offer: "也可以是C爱", "也可选C", "or maybe C",
# "could also be C" (not an offer denied: "也可以是C吗？不是").
_ALSO_OFFERED = re.compile(
    r"(?:也|亦|还)(?:可以|可|能|可能)[ \t]*(?:是|选|选择|考虑)[ \t]*(?:选项)?[ \t]*[(\[【]?[ \t]*(?P<alt>[A-H])(?![A-Za-z0-9])(?![ \t]*[吗么呢?？])"
    r"|\b(?:could|might|may|can)\s+also\s+(?:be|pick|choose|go\s+with)\s+(?:option\s+)?\(?(?P<alt2>[A-H])\b(?!\s*\?)"
    r"|\bor\s+(?:maybe|perhaps|possibly)\s+(?:option\s+)?\(?(?P<alt3>[A-H])\b(?!\s*\?)"
    # the letter first: "C would also work", "C could also be correct" (not asked: "C would also work?")
    r"|\b(?P<alt4>[A-H])\)?\s+(?:would|could|might|may|can)\s+also\s+(?:work|be\s+(?:right|correct|acceptable|valid|fine))\b(?![^.!?\n]*\?)",
)


# A whole set of letters as one token: "AD", "A、D", "A, B and C" (not a word: "ADHD", "A bit").
_SET = r"(?<![A-Za-z])(?P<set>[A-H]{1,8}|[A-H](?:[ \t]*(?:[、,，/&和与及]|and)[ \t]*[A-H])+)(?![A-Za-z0-9])"
# A second answer set offered beside the answer, whatever its size: "这样看答案也可以是AD", "也可以选A、D", "这么说AD也对",
# "in which case it's ABC", "though some count only waking states, so it would be ABC", "or, if hypnosis counts, ABCDE".
# Not the same letters written again ("答案也可以写作B、D": no offer verb; "也可以是BD" = the answer: not another set), nor an
# offer asked about ("也可以是AD吗？").
_SET_OFFERED = re.compile(
    r"(?:也|亦|还)(?:可以|可|能|可能)[ \t]*(?:是|选|选择|考虑|为)[ \t]*(?:选项)?[ \t]*[(\[【]?[ \t]*" + _SET
    + r"(?![ \t]*[吗么呢?？])"
    + r"|(?:这样看|这么看|这样说|这么说|照此|如此说来|如此看来|按此)[^。.!?！？\n]{0,12}?" + _SET.replace("set", "set2")
    + r"[ \t]*(?:项|选项)?[ \t]*(?:也|亦)(?:对|正确|成立|说得通|可以|可选|能选)(?![^。.!?！？\n]*[吗么?？])"
    # English words case-blind, the letters not: "in which case it's a …" names no option
    + r"|(?i:\b(?:in\s+which\s+case|if\s+so)\s*,?\s*(?:it(?:'s|\s+is|\s+would\s+be)|the\s+answer\s+(?:is|would\s+be|becomes)"
    r"|you(?:'d|\s+would)\s+(?:pick|choose|answer|select))\s+(?:options?\s+)?)\(?" + _SET.replace("set", "set3")
    + r"|(?i:\b(?:though|although)\b[^.!?\n]{0,100}?\b(?:it|the\s+answer)\s+(?:would|could|might)\s+be\s+(?:options?\s+)?)\(?"
    + _SET.replace("set", "set4")
    + r"|(?i:\bor\s*,?\s+if\b[^.!?\n]{0,80}?,\s*(?:then\s+)?(?:it(?:'s|\s+is|\s+would\s+be)\s+|the\s+answer\s+(?:is|would\s+be)\s+)?)"
    + _SET.replace("set", "set5")
    + r"(?=\s*(?:[.;!)\n]|$))"
)
# The offer turned down at once: "……答案也可以是AD，但这种说法不对。", "…, in which case it's ABC, but that view is outdated."
_TURNED_DOWN = re.compile(
    r"[^。.!?！？\n]{0,6}?(?:但|不过|可是|然而|but)[^。.!?！？\n]{0,12}?"
    r"(?:不对|不成立|站不住|是错|错误|不正确|不可取|\bwrong\b|\boutdated\b|\bincorrect\b|\bdoesn't\s+hold\b)",
    re.I,
)


def _letters_of(token: str) -> set[str]:
    return set(re.findall(r"[A-H]", token.replace("and", " ")))


def set_offered(text: str, end: int, letters: set[str]) -> bool:
    """Whether, after the answer ending at ``end``, a different set of letters is offered as an answer too
    ("答案BD。……这样看答案也可以是AD。", "So it's ABCE — though …, in which case it's ABC."), not turned down at once."""
    for m in _SET_OFFERED.finditer(text, end):
        token = next(g for g in m.group("set", "set2", "set3", "set4", "set5") if g)
        if _letters_of(token) != letters and not _TURNED_DOWN.match(text, m.end()):
            return True
    return False


def offered_after(text: str, end: int, letters: set[str]) -> bool:
    """Whether, after the answer ending at ``end``, another set of letters is offered in its stead
    ("答案是B、D。……保守起见可以只选B", "…; to be safe you could pick just B") or beside it ("答案是D。也可以是C",
    "答案BD。这样看答案也可以是AD")."""
    for m in _OFFERED.finditer(text, end):
        alt = _LETTER_AFTER.match(text, m.end())
        if alt and (alt.group("alt") not in letters or len(letters) > 1):
            return True
    if set_offered(text, end, letters):
        return True
    return any((m.group("alt") or m.group("alt2") or m.group("alt3") or m.group("alt4")) not in letters for m in _ALSO_OFFERED.finditer(text, end))


# A revision resting on a recollection that trails off: "选C。不对，我记得是1913年……答案B。", "I think I recall 1913... B".
_VAGUE_RECALL = re.compile(
    r"(?:我|印象中|印象里)[^。.!?！？\n]{0,4}?(?:记得|印象)[^。!?！？\n]{0,30}?(?:…|\.\.\.)"
    r"|\bI\s+(?:think\s+I\s+|seem\s+to\s+)?(?:remember|recall)\b[^.!?\n]{0,40}?(?:…|\.\.\.)",
    re.I,
)


def recalled_vaguely(text: str, earlier_end: int, later_start: int) -> bool:
    """Whether what revises an earlier answer to a later one is a recollection trailing off: neither is firm."""
    return bool(_VAGUE_RECALL.search(text, earlier_end, later_start))


# Another letter said to be "not …" too, beside an answer to a question asking for what is not: "所以不包括的是B项，也不
# 包括D项。", "答案：B。D也不属于。", "B; D is not included either." Under a stem asking for what is, the same words set D aside.
_ALSO_NOT = re.compile(
    r"也(?:不|并非|不是)[^。.!?！？\n,，;；]{0,8}?(?<![A-Za-z])(?P<a>[A-H])(?![A-Za-z])"
    r"|(?<![A-Za-z])(?P<b>[A-H])(?![A-Za-z])[ \t]*(?:项|选项)?[ \t]*也(?:不|并非)"
    r"|\b(?P<c>[A-H])\)?\s+(?:is|are)\s+(?:also\s+not\b|not\b[^.!?\n]{0,40}\beither\b)",
)
_NEXT_SENTENCE = re.compile(r"[^。.!?！？\n]*[。.!?！？\n]?[^。.!?！？\n]*")


def also_not(text: str, stem_asks_not: bool, start: int, end: int, letters: set[str]) -> bool:
    """Whether, right after an answer to a question asking for what is not (by its stem, or by the answer's own lead:
    "不包括的是B"), another letter is said to be "not …" too: a second candidate."""
    lead = re.split(r"[。.!?！？\n]", text[max(0, start - 40) : start])[-1]
    if not (stem_asks_not or ANY_NEG.search(lead)):
        return False
    after = _NEXT_SENTENCE.match(text, end)
    span = after.group() if after else ""
    return any((m.group("a") or m.group("b") or m.group("c")) not in letters for m in _ALSO_NOT.finditer(span))
