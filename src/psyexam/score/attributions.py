"""An answer key of another source named beside the reply's own answer: "有的版本答案是C", "也有教材写作C",
"Some versions of this question have C as the answer", "In older editions the key was C". An answer
statement made in such a clause is that source's, not the writer's; one named after the writer's answer
leaves it open, unless the clause sets it aside ("…, but that key was corrected")."""

from __future__ import annotations

import re

from psyexam.score.misgivings import also_right
from psyexam.score.reading import Hit

_SOURCE = (
    r"(?:有的|有些|部分|某些|另一些|其他|其它|一些|旧版|新版|老版|别的|不少|个别|很多|许多|好多|多数|大多数)(?:的)?"
    r"(?:版本|教材|书上?|资料|参考书|题库|老师|答案|解析|题集|辅导书|参考答案|试卷)"
    # "也有教材说D", "还有资料认为是D": another source beside the writer's
    r"|(?:也|还|另|亦)有(?:些|的|一些)?(?:版本|教材|书上?|资料|参考书|题库|老师|答案|解析|辅导书|参考答案|试卷)"
    # another view: "也有说法认为是D", "有学者主张D" (not a mistake told: "有学者误作D"); people at large ("有人")
    # are left out: what others say is told as often to set it aside
    r"|(?:(?:也|还|另|亦)?有(?:些|的|一些|部分)?|(?:有的|有些|部分|一些|不少))(?:学者|研究者|专家|观点|说法|看法)"
    r"(?![^。.!?！？\n]{0,12}?(?:误|错))"
    # a question bank or the web is never the writer: "按题库答案 ABCD", "题库给的是C", "网上流传的答案是ABCD"
    # the reader's own textbook: "如果你们教材写的是A，就按教材来"
    r"|(?:你们?|您)(?:的|所用的?|用的)?(?:教材|课本|讲义|书上?|参考书|老师|参考答案)"
    r"|题库|网上|网传|\bquestion\s+banks?\b|\bonline\s+(?:answers?|keys?|sources?)\b"
    # a key set against the writer's own view: "我认为是B，但参考答案给的是ABCD", "but the official key says ABCD"
    r"|(?:但|不过|然而|可是)[ \t,，]*(?:这道题|这题|本题|该题)?的?(?:标准|官方|参考)答案|\b(?:but|however),?\s+the\s+(?:official|standard)\s+(?:answer|key)|\b(?:but|however),?\s+the\s+answer\s+key"
    r"|(?<![A-Za-z])(?:some|other|older|newer|earlier|certain|many|several|a\s+few)\s+(?:versions?|editions?|(?:answer\s+)?keys?"
    r"|sources?|textbooks?|books?|references?|question\s+banks?|exam\s+papers?|printings?|instructors?|teachers?|graders?|markers?)\b"
)
_ATTRIBUTED = re.compile(r"(?:" + _SOURCE + r")[^。.!?！？\n]{0,40}?$", re.I)
# What a source does with its key: "答案是", "写作", "选", "give", "list", "have … as the answer".
_KEYING = r"(?:答案|选|写作|写(?:的是|成|为)|作|给出?|定为|认为是?|主张|说(?:是)?|接受|认可|算对|\b(?:answers?|keys?|give[sn]?|gave|lists?|listed|marks?|marked|cho(?:o)?se[sn]?|picks?|picked|ha(?:ve|s|d)|accepts?|accepted|allows?|credits?|says?|said|states?)\b)"
_NAMED = re.compile(
    r"(?:" + _SOURCE + r")[^。.!?！？\n]{0,30}?" + _KEYING + r"[^。.!?！？\n]{0,12}?(?<![A-Za-z])(?:选项\s*|option\s+)?"
    r"(?P<alt>(?-i:[A-H]{1,8}))(?![A-Za-z0-9])",  # a run is a key too: "the bank's key is ABCD"
    re.I,
)
# a key named and then set aside, also by refuting it: "有的教材说是1岁左右（A），那还不能算飞跃"
_SET_ASIDE = re.compile(
    r"[^。.!?！？\n]*?(?:但|不过|然而|已|错|误|过时|不能算|不算|不成立|站不住|不准确|不妥"
    r"|\bbut\b|\bhowever\b|\boutdated\b|\bcorrected\b|\bwrong\b|\bdoes(?:n't|\s+not)\s+count\b)",
    re.I,
)
SET_ASIDE = _SET_ASIDE
"""A source's key set aside in the rest of its sentence ("…，但那已更正")."""
_CLAUSE_HEAD = re.compile(r"[^,，;；。.!?！？\n]*\Z")


def attributed(text: str, start: int, agreed: bool = False) -> bool:
    """Whether the answer statement at ``start`` is made, in its clause, as another source's key, or is a key
    set against what comes before it ("我自己的判断是B，不过标准答案是ABCD"); not when ``agreed``, the writer's
    own earlier answer being the same ("答案：C。当然，……也有帮助，但本题标准答案是C。")."""
    head = _CLAUSE_HEAD.search(text, 0, start)
    if not head:
        return False
    key = None if agreed else _CONTRASTED_KEY.search(head.group() + text[start : start + 12])
    return bool((key and key.end() > len(head.group())) or _ATTRIBUTED.search(head.group())) or _sourced_sentence(text, start)


_SENTENCE_HEAD = re.compile(r"[^。.!?！？\n]*\Z")
_SOURCE_AT = re.compile(_SOURCE, re.I)
SOURCE_AT = _SOURCE_AT
"""Where a reply names another source: another textbook, a question bank, other scholars' view."""
# The writer's own word after a source is named: "有的教材答案是C，但正确答案是B", "（有的教材……），故选B" (the terms
# 自我, 本我, 超我 are no "我" of the writer's).
_OWN_WORD = re.compile(r"但|不过|然而|可是|其实|实际|(?<![自本超])我|正确|应该|应当|错|误|故|所以|因此|因而|综上"
                       r"|\b(?:but|however|actually|I|correct|so|therefore|thus|hence)\b", re.I)


def _sourced_sentence(text: str, start: int) -> bool:
    """Whether the answer at ``start`` closes a sentence that a source opened, with no word of the writer's own
    between ("但也有教材写“容量很大”，选A"): the clause before the answer told what that source keys."""
    head = _SENTENCE_HEAD.search(text, max(0, start - 80), start)
    source = _SOURCE_AT.search(text, head.start(), start) if head else None
    return bool(source and not _OWN_WORD.search(text, source.end(), start + 2))  # "故选B" is the writer's


def agreed(ordered: list[Hit], text: str) -> bool:
    """Whether an earlier firm answer of ``ordered`` (answers in reply order) names the same letters as the last,
    no other option called right between them ("答案：C。B也对，但本题标准答案是C" defers to the key)."""
    last = ordered[-1]
    return any(set(h.letters) == set(last.letters) and not h.hedged
               and not also_right(text[h.end : last.start], set(last.letters)) for h in ordered[:-1])


_CONTRASTED_KEY = re.compile(
    r"(?:但是?|不过|然而|可是|\bbut\b|\bhowever\b)[ \t,，]*(?:这道题|这题|本题|该题)?的?[ \t]*"
    r"(?:(?:标准|官方|参考)答案|(?:the\s+)?(?:official|standard)\s+(?:answer|key)|(?:the\s+)?answer\s+key)"
    r"(?![^,，。.!?！？\n]{0,6}?(?:也|同样|亦|\balso\b|\btoo\b|\bagrees?\b))",  # "但参考答案也是B" agrees
    re.I,
)


# A letter placed in other sources right after it: "(C in some keys)", "(E is included in some textbooks)", "（E：部分教材认可）";
# a source counting it in: "有些教材会把E也列进来".
_PLACED = re.compile(
    r"(?<![A-Za-z])(?P<alt>(?-i:[A-H]))(?![A-Za-z0-9])\s+(?:(?:is|are)\s+(?:also\s+)?(?:included|listed|counted|accepted|keyed|given|added"
    r"|credited)\s+)?(?:in|per|according\s+to|by)\s+(?:" + _SOURCE + r")"
    r"|(?<![A-Za-z])(?P<zh>(?-i:[A-H]))(?![A-Za-z0-9])(?:项|选项)?[ \t]*[:：,，][ \t]*(?:" + _SOURCE + r")[ \t]*(?:也|亦)?(?:认可|接受|收录|列入|包括|算对|选)"
    r"|(?:" + _SOURCE + r")[^。.!?！？\n,，]{0,8}?(?:把|将)[ \t]*(?:选项)?[ \t]*(?P<in>(?-i:[A-H]))(?![A-Za-z0-9])(?:项|选项)?[ \t]*(?:也|亦)?"
    r"(?:列进来|列进去|列入|算进来|算进去|算进|算上|纳入|包括进来|包括进去|包括在内|收入|计入|算在内)"
    r"(?:答案|正确答案|其中)?(?=[ \t]*(?:了|的)?[ \t]*(?:[。.!！,，;；)）]|$))",
    re.I,
)


def other_key(after: str, chosen: set[str] | frozenset[str]) -> bool:
    """Whether ``after`` (the text following an answer) names another source's key, a letter not ``chosen``."""
    found = [(m, m.group("alt")) for m in _NAMED.finditer(after)]
    found += [(m, m.group("alt") or m.group("zh") or m.group("in")) for m in _PLACED.finditer(after)]
    if any(_differs(alt, chosen) and not _SET_ASIDE.match(after, m.end()) for m, alt in found):
        return True
    return any(m.group("alt") not in chosen and not _OWN_WORD.search(m.group("told"))
               for m in _SOURCED_LETTER.finditer(after))


# A sentence a source opens, closed by a letter: "Some textbooks describe it only as large, which would be A."
_SOURCED_LETTER = re.compile(
    r"(?:" + _SOURCE + r")(?P<told>[^。.!?！？\n]{0,80}?)(?<![A-Za-z])(?:选项\s*|option\s+)?(?P<alt>(?-i:[A-H]))(?![A-Za-z0-9])"
    r"[ \t)\]）]*(?:[。.!！]|$)",
    re.I,
)


def _differs(key: str, chosen: set[str] | frozenset[str]) -> bool:
    """Whether a key of one letter is not among ``chosen``, or a run of letters is not exactly them."""
    return key not in chosen if len(key) == 1 else set(key) != set(chosen)


# Other people choosing, before a "选": "很多人会选C", "不少同学误选C", "students often pick C".
_OTHERS_PICK = re.compile(
    # (a bare "人" only after a word counting them: "……推知人是社会人——B" ends on an option's text)
    r"(?:(?:很多|许多|不少|有些|有的|部分|一些|多数|大多数|有|别|其他|其它|另一些|好多|个别)人|(?<![\u4e00-\u9fff])人|(?:很多|许多|不少|有些|有的|部分|一些|多数|大多数)?(?:同学|学生|考生|人们|读者))(?:们)?[ \t]*"
    r"(?:会|常|常常|往往|容易|经常|通常|都|多|总是|可能会?)?[ \t]*(?:误|错)?\Z"
    r"|\b(?:people|students|many|most|some|others|candidates|test-takers)\s+(?:often\s+|usually\s+|tend\s+to\s+|may\s+|might\s+|would\s+|will\s+)?\Z"
    # others' view of the answer: "有同学认为选D", "有人觉得是D"
    r"|(?:有|很多|许多|不少|有些|有的|部分|一些)(?:人|同学|学生|考生|读者)(?:们)?[ \t]*(?:认为|觉得|主张)(?:应该?|应当)?[ \t]*\Z",
    re.I,
)


def others_pick(text: str, start: int) -> bool:
    """Whether the answer statement at ``start`` tells what other people pick ("很多人会选C"): no answer of the writer's."""
    head = _CLAUSE_HEAD.search(text, 0, start)
    return bool(head and _OTHERS_PICK.search(head.group()))
