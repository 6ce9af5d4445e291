"""A paragraph that is only letters, between blank lines, inside the reply (a fenced block holding
just "D" reads so once the fence lines are dropped): an answer that later answers must agree with,
as a bare first or last line is. And a reply of one line, a bracketed letter then words opening with its
own option text ("[C] 葛塞尔发展程序表")."""

from __future__ import annotations

import re

from psyexam.score.closing_options import counts_match
from psyexam.score.languages import DOUBT_EN, DOUBT_ZH, TELL_APART_ZH
from psyexam.score.letters import LONE_LETTER, canon
from psyexam.score.options import bare_line, echoes_options
from psyexam.score.reading import Context, Extraction, Hit, resolve

# A line standing alone: a blank line (or the reply's edge) before and after it.
_LONE_LINE = re.compile(r"(?:\A|\n[ \t]*\n)([^\n]+)(?=\n[ \t]*\n|\n?[ \t]*\Z)")


def lone_letter_hits(ctx: Context, before: int | None = None) -> list[Hit]:
    """The paragraph inside the reply that is only letters ("…\\n\\nD\\n\\n综上所述，答案是 A"), ending
    ``before`` where given (it only checks a later answer, never decides in its place); none when several
    such paragraphs name different letters (option headings, not answers) or the options are echoed."""
    if echoes_options(ctx.text, ctx.options):
        return []
    hits = []
    for m in _LONE_LINE.finditer(ctx.text):
        letters = bare_line(m.group(1), ctx.options)
        if letters and m.group(1).strip() and _inside(ctx.text, m.start(1), m.end(1)) and (before is None or m.end(1) <= before):
            hits.append(Hit("bare", m.start(1), m.end(1), letters))
    return hits if len({frozenset(h.letters) for h in hits}) == 1 else []


def _inside(text: str, start: int, end: int) -> bool:
    """Whether there is text before and after the span (the first and last lines have their own readings)."""
    return bool(text[:start].strip()) and bool(text[end:].strip())


# A reply of one line: a bracketed letter, then words that open with that option's own text.
_LABELLED_LINE = re.compile(r"\s*[(\[【]([A-H])[)\]】][ \t]*([^\n]+?)\s*")
_AGAINST = re.compile(
    r"不|非|没|无|错|误|但|或|还是|如果|假如|假设|倘若|要是|" + DOUBT_ZH + r"|[?？]|\b(?:not|no|but|or|if|" + DOUBT_EN + r"|wrong|incorrect|false)\b|n't",
    re.I,
)


def labelled_line(ctx: Context) -> Extraction | None:
    """A one-line reply "[C] 葛塞尔发展程序表": the bracketed letter, its own option text opening what follows;
    none when another option's text is named or the line doubts, negates or contrasts. Or a reply opening with
    a line of a subject, a colon and letters closing it (see ``_subject_line``)."""
    m = _LABELLED_LINE.fullmatch(ctx.text)
    if not m:
        return _subject_line(ctx)
    letter, rest = m.group(1), canon(m.group(2))
    own = ctx.options.get(letter, "")
    if not own or not rest.startswith(own) or _AGAINST.search(m.group(2)):
        return None
    if any(v and v in rest for k, v in ctx.options.items() if k != letter):
        return None
    return resolve((letter,), False, ctx, "labelled-line")


# A reply's first line: a subject naming what it answers, a colon, then letters closing the line ("旅游者的求平衡心理：A和D。").
_SUBJECT_LINE = re.compile(r"[ \t]*(?P<subject>[^\n:A-Za-z()\[\]【】]{2,30}?)[ \t]*:[ \t]*(?P<letters>[^\n]+?)[ \t]*[.。]?[ \t]*(?:\n|\Z)")
# Subjects that head an analysis or a note, not an answer ("分析：A……").
_NO_SUBJECT = re.compile(r"分析|解析|思路|理由|解释|选项|提示|说明|备注|题目|问题|题干|步骤|例如|比如|首先|第一|排除|干扰|易错|" + TELL_APART_ZH)


def _subject_line(ctx: Context) -> Extraction | None:
    """A reply whose first line is a subject, a colon and only letters, and that names no letter elsewhere nor
    doubts, negates, contrasts or asks anything ("预测应注意：A、B、C、D\n\n补充一点：……")."""
    m = _SUBJECT_LINE.match(ctx.text.lstrip())
    if m is None or _NO_SUBJECT.search(m.group("subject")) or _AGAINST.search(ctx.text):
        return None
    letters = bare_line(m.group("letters"), ctx.options)
    rest = ctx.text.lstrip()[m.end() :]
    if not letters or LONE_LETTER.search(rest):
        return None
    if any(len(v) > 1 and v in canon(rest) for k, v in ctx.options.items() if k not in letters):
        return None  # "……：A. 信度、B. 效度\n\n难度其实也可以……": another option's text named after, set aside by nothing
    if not counts_match(m.group("subject"), len(letters)):
        return None  # "以上三项都是：ABCD"
    return resolve(letters, False, ctx, "labelled-line")
