"""Letters closing a Chinese sentence after "包括"/"有"/"对应", the sentence restating the stem: "心理咨询的性质和
特点包括 A、B、C。", "描述集中趋势的统计量有 A、B、C、D 四个。", "……偏执型人格障碍患者，对应A、C、D。",
"采用因素分析法编制的有 C 和 D（16PF、EPQ）。", "……包括 A、B、C、D，但 E 显然不是。".

The letters must close their sentence, maybe after a count that matches them or their texts in brackets, or
before a clause that only sets another letter apart. The head must not doubt, suppose, ask or name the options
themselves ("选项包括A、B、C、D"), and the verb must not be negated ("不包括 A": what the stem asks decides).
"""

from __future__ import annotations

import re

from psyexam.score.languages import ZH_COUNTS
from psyexam.score.letters import read_letters
from psyexam.score.reading import Context, Hit

_VERB = re.compile(r"(?<![不没无非未也还另又都或所只])(?:包括|包含|有|(?<=[,，])[ \t]*(?:正好|恰好)?对应)[ \t]*[:：]?[ \t]*")
_HEAD_AGAINST = re.compile(
    r"可能|也许|或许|大概|似乎|好像|如果|假如|若|是否|还是|或者|吗|选项|题|答案|哪|什么|\b(?:options?|if|or|maybe)\b"
    r"|(?<![A-Za-z])[A-H](?![A-Za-z])", re.I  # "D包括A、B、C": an option said to hold others
)
# A negation or contrast in the head speaks against what it names ("形象性不是……，对应D"), unless it only
# qualifies the subject the stem asks about ("不适合做咨询的当事人有：……").
_HEAD_NEGATED = re.compile(r"不|没|非|无|错|误|但|却|然而|不过|除|\b(?:not|no|but)\b|n't", re.I)
_NEGATED_SUBJECT = re.compile(r"(?:不|没有?|非)[^,，;；。:：的]{0,20}的[^,，;；。:：的不没非]{0,8}?(?:是|为|有|包括)")
_SENTENCE_START = re.compile(r"[^。.!?！？\n;；]*$")
_COUNT = re.compile(r"[ \t]*(?:这|共|等)?([两二三四五六七八])(?:个|项|种|类)(?:选项)?")
_TEXTS = re.compile(r"[ \t]*\(([^()]{1,80})\)")
_CLOSE = re.compile(r"[ \t]*[。.!！;；\n]")  # not the reply's end: "……包括A、B、C" may be cut off
# "……，但 E 显然不是。": a closing clause that sets one more letter apart, adding nothing.
_SET_APART = re.compile(r"[ \t]*[,，][ \t]*(?:但|而)?[ \t]*([A-H])[ \t]*(?:项)?[ \t]*(?:显然|则|并)?(?:不是|不属于|不在其中|除外)[^。\n]*(?:[。.!！\n]|$)")
# Only a reply naming no letter before the sentence, and ending with the paragraph it closes, is read this way.
_LETTER = re.compile(r"(?<![A-Za-z])[A-H](?![A-Za-z])")


def included_letter_hits(ctx: Context) -> list[Hit]:
    """"……包括 A、B、C。": the letters, as an explicit answer."""
    if not ctx.multi or not re.search(r"包括|包含|有|对应", ctx.text):
        return []  # cheap guard
    hits = []
    for m in _VERB.finditer(ctx.text):
        head = _SENTENCE_START.search(ctx.text, 0, m.start())
        if head is None or not head.group().strip() or _HEAD_AGAINST.search(head.group()):
            continue
        if _HEAD_NEGATED.search(_NEGATED_SUBJECT.sub("", head.group() + ctx.text[m.start() : m.end()])):
            continue
        run = read_letters(ctx.text, m.end(), any_order=True)
        if not run or run.start != m.end() or run.hedged:
            continue
        end = _closing_end(ctx.text, run.end, run.letters)
        if end is not None and not _LETTER.search(ctx.text, 0, m.start()) and not _LETTER.search(ctx.text, end) \
                and "\n" not in ctx.text[end:].strip():
            hits.append(Hit("enumeration", m.start(), end, run.letters, False))
    return hits


def _closing_end(text: str, pos: int, letters: tuple[str, ...]) -> int | None:
    """Where the sentence the letters close ends, or None where it goes on to say more."""
    if (count := _COUNT.match(text, pos)) is not None:
        if ZH_COUNTS[count.group(1)] != len(set(letters)):
            return None
        pos = count.end()
    if (texts := _TEXTS.match(text, pos)) is not None:
        if len(re.split(r"[、,，/和与及]", texts.group(1))) != len(set(letters)):
            return None
        pos = texts.end()
    if (apart := _SET_APART.match(text, pos)) is not None and apart.group(1) not in letters:
        return apart.end()
    return pos if _CLOSE.match(text, pos) else None
