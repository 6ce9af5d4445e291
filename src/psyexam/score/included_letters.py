"""Letters closing a Chinese sentence after "包括"/"有"/"对应", the sentence restating the stem: "心理咨询的性质和
特点包括 A、B、C。", "描述集中趋势的统计量有 A、B、C、D 四个。", "……偏执型人格障碍患者，对应A、C、D。",
"采用因素分析法编制的有 C 和 D（16PF、EPQ）。", "……包括 A、B、C、D，但 E 显然不是。". What follows may only explain the
letters, one bullet each, and deny the others ("可能的原因有：B、C、D。\n\n- B ……\n\nA……不是产生阻抗的原因。").

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
        if end is not None and not _LETTER.search(ctx.text, 0, m.start()) and (
                (not _LETTER.search(ctx.text, end) and "\n" not in ctx.text[end:].strip())
                or explained_after(ctx.text[end:], set(run.letters), ctx.options)):
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


# A line led by a letter, as a bullet or label: "- B 失调的行为……: ……", "C. ……", "2. D: ……".
_LABELLED_LINE = re.compile(r"[ \t]*(?:[-*•+>]|\d{1,2}[.、)])?[ \t]*(?:选项)?[ \t]*([A-H])(?![A-Za-z])")
_DENIAL = re.compile(r"不是|不属于|并非|而非|不能|不应|不正确|错误|排除|不选|不符合|\b(?:not|wrong|incorrect)\b|n't", re.I)
_ANSWERING = re.compile(r"答案|故选|应选|选择|\banswer|(?<![A-Za-z])[A-H]{2,}(?![A-Za-z])", re.I)
_PIECE = re.compile(r"[^。.!！?？\n;；]+")


def explained_after(rest: str, letters: set[str], options: dict[str, str]) -> bool:
    """Whether ``rest``, after the letters' sentence, names its letters only to explain them, each heading a line of
    its own with no denial (one at least), and names other letters only in sentences denying them."""
    if _ANSWERING.search(rest):
        return False  # "……\n\n答案：ABCDE": another answer, not an explanation
    named = False
    for line in rest.split("\n"):
        label = _LABELLED_LINE.match(line)
        if label and label.group(1) in letters:
            body = _without_own(line[label.end() :], options)
            if _LETTER.search(body) or _DENIAL.search(body):
                return False  # "- B：与A不同", "- D：其实不是"
            named = True
            continue
        for piece in _PIECE.findall(line):
            if not _denies_each(_without_own(piece, options), letters):
                return False  # "A也是原因之一。", "A不是原因，E也是。": another letter granted
    return named


_GROUP = re.compile(r"(?<![A-Za-z])[A-H](?:[ \t]*(?:[、,，和与及/]|\band\b)[ \t]*[A-H])*(?![A-Za-z])")


def _denies_each(piece: str, letters: set[str]) -> bool:
    """Whether every group of letters in ``piece`` is another option's, denied before the next group."""
    groups = list(_GROUP.finditer(piece))
    for i, g in enumerate(groups):
        stop = groups[i + 1].start() if i + 1 < len(groups) else len(piece)
        if set(_LETTER.findall(g.group())) & letters or not _DENIAL.search(piece, g.end(), stop):
            return False
    return True


def _without_own(text: str, options: dict[str, str]) -> str:
    """``text`` with the options' own texts blanked: an option "不良的行为" denies nothing."""
    for own in sorted((v for v in options.values() if len(v) >= 2), key=len, reverse=True):
        text = re.sub(re.escape(own), " ", text, flags=re.I)
    return text
