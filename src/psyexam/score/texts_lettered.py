"""Option texts listed, then exactly their own letters closing the clause, for a multiple-response question:
"……呈现刺激要猛烈、迅速（C、D）。", "相关系数可用于计算信度、效度和区分度，ABC。", "传播者、信息、渠道 —— A、B、C".

The texts and the letters must name the same options, every listed piece being an option's whole text
(the first may close a longer clause: "……要猛烈"); the sentence before them must not negate, doubt,
suppose or ask ("不属于误差来源的是……（B）" answers only if the stem asks for what does not belong).
What follows is weighed as after any explicit answer.

Option texts each followed by its own letter in brackets, listed and closing the clause ("……的是爬行（A）、站立（C）和走（D），
够物属于……"), are written as those letters before anything is read (``own_letters_written``).
"""

from __future__ import annotations

import re

from psyexam.score.languages import DOUBT_EN, DOUBT_ZH
from psyexam.score.letters import canon
from psyexam.score.reading import Context, Hit

_RUN = r"([A-H](?:[ \t]*[、,]?[ \t]*[A-H]){1,7})"
# The letters in brackets closing the clause, or closing the sentence after a comma, a colon, a dash, an arrow or
# a space ("传播者、信息、渠道、受传者、传播效果 ABCDE", "有结构的问题和无结构的问题 —— A、B").
_LETTERS = re.compile(
    r"\([ \t]*" + _RUN + r"[ \t]*\)(?=[ \t]*(?:[。.!！;,]|\n|$))"
    r"|(?:[ \t]*(?:[,:]|[\u2012-\u2015]+|-{1,2}|→|=>)[ \t]*|[ \t]+)" + _RUN + r"(?=[ \t]*(?:[。.!！]|\n|$))"
)
_PIECES = re.compile(r"[ \t]*(?:、|以及|和|与|及|/)[ \t]*")
_BOUNDARY = re.compile(r"[,:;。!?！？\n][^,:;。!?！？\n]*\Z")
_SENTENCE_HEAD = re.compile(r"[。!?！？\n][^。!?！？\n]*\Z")
_AGAINST = re.compile(
    r"不(?!同|仅|但|断)|非(?!常)|没|无|错|误|除|排除|" + DOUBT_ZH + r"|大概|好像|似乎|如果|若|假如|假设|吗|呢|[?？]|或|还是|[A-H]"
    r"|\b(?:or|not|no|if|except|wrong|incorrect|" + DOUBT_EN + r")\b|n't",
    re.I,
)


def texts_lettered_hits(ctx: Context) -> list[Hit]:
    """Each list of two or more option texts closed by exactly their letters."""
    if not ctx.multi or not any(c in ctx.text for c in "(,: \t-\u2012\u2013\u2014\u2015→"):
        return []  # cheap guard
    hits = []
    for m in _LETTERS.finditer(ctx.text):
        letters = tuple(re.findall(r"[A-H]", m.group(1) or m.group(2)))
        clause = _BOUNDARY.search(ctx.text, 0, m.start())
        start = clause.start() + 1 if clause else 0
        named = _listed_texts(ctx.text[start : m.start()], ctx.options)
        if named is None or sorted(named[0]) != sorted(letters) or len(set(letters)) != len(letters):
            continue
        head = _SENTENCE_HEAD.search(ctx.text, 0, start)
        before = ctx.text[head.start() + 1 if head else 0 : start] + named[1]
        if not _AGAINST.search(before) and not _others_added(ctx.text[m.end() :], letters, ctx.options):
            hits.append(Hit("texts-lettered", start, m.end(), letters))
    return hits


_SENTENCE = re.compile(r"[^。!?！？\n]+")
_ALSO = re.compile(r"也|亦|同样|还有|另外|以及|\b(?:also|too|as\s+well)\b", re.I)
_NEGATED = re.compile(r"不(?!同|仅|但|断)|非(?!常)|没|无|错|误|排除|\b(?:not|no|wrong|incorrect)\b|n't", re.I)


def _others_added(rest: str, letters: tuple[str, ...], options: dict[str, str]) -> bool:
    """Whether the rest of the list's sentence doubts or names another option's text, or a later sentence adds
    another option's text with an "also" and no negation ("……（A、B），可能还有<C>。", "<C>也是，C。")."""
    sentences = _SENTENCE.findall(rest)
    for i, sentence in enumerate(sentences):
        low = canon(sentence)
        other = any(len(v) > 1 and v in low for k, v in options.items() if k not in letters)
        if i == 0 and not rest.startswith(("。", "!", "！", "\n")) and (other or _AGAINST.search(sentence)):
            return True
        if other and _ALSO.search(sentence) and not _NEGATED.search(sentence):
            return True
    return False


def _listed_texts(segment: str, options: dict[str, str]) -> tuple[tuple[str, ...], str] | None:
    """The letters of the option texts listed at the end of ``segment`` (the first piece may close a longer
    clause) and the words before the first text; None unless every piece is an option's whole text."""
    pieces = _PIECES.split(segment.strip())
    if len(pieces) < 2:
        return None
    letters = []
    for piece in pieces[1:]:
        found = [k for k, v in options.items() if v and canon(piece) == v]
        if not found:
            return None
        letters.append(found[0])
    first = canon(pieces[0])
    ends = sorted(((k, v) for k, v in options.items() if len(v) > 1 and first.endswith(v)), key=lambda kv: -len(kv[1]))
    if not ends:
        return None
    return (ends[0][0], *letters), first[: len(first) - len(ends[0][1])]


# An option's own letter in brackets right after its text, maybe past a closing quote: "爬行（A）", "“站立”(C)".
_OWN_LETTER = re.compile(r"[\"'”’」]?[ \t]*\([ \t]*([A-H])[ \t]*\)")
_LIST_MARK = re.compile(r"[ \t]*(?:、|,|和|与|以及|及|/|(?:,[ \t]*)?\band\b)[ \t]*")
# What may stand right before a list's first text: a break, a quote, or a lead's last word ("……的是", "包括", "即");
# any other character may be part of a longer word ("行走（D）" names no option "走").
_LIST_OPENS = re.compile(r"(?:^|[\s,:;。!?！？、\"'“‘「(]|是|有|括|为|即)$")
# What closes the list: the clause's end ("……和行走（D）" goes on past "站立（C）", and is no list of C's and A's alone).
_LIST_CLOSES = re.compile(r"[ \t]*(?:[,;。.!！\n]|$)")


def own_letters_written(text: str, options: dict[str, str]) -> str:
    """``text`` with each list of two or more option texts, each followed by its own letter in brackets ("属于大动作技能
    的是爬行（A）、站立（C）和走（D），……"), written as those letters ("……的是A、C和D，……"): the list then says what a list of
    bare letters there would say, and is read as such. A text with another option's letter, or none, ends the list, and
    the list must close its clause."""
    items = []
    for m in _OWN_LETTER.finditer(text):
        own = options.get(m.group(1), "")
        close = len(text[: m.start()].rstrip(" \t"))  # "走 (D)": a space before the bracket
        start = close - len(own)
        if own and start >= 0 and canon(text[start:close]) == own:
            start -= text[start - 1 : start] in "“‘「\"'" and start > 0
            items.append((start, m.end(), m.group(1)))
    runs: list[list[tuple[int, int, str]]] = []
    for item in items:
        if runs and _LIST_MARK.fullmatch(text, runs[-1][-1][1], item[0]) and item[2] not in {i[2] for i in runs[-1]}:
            runs[-1].append(item)
        else:
            runs.append([item])
    for run in reversed(runs):
        if len(run) < 2 or not _LIST_OPENS.search(text, 0, run[0][0]) or not _LIST_CLOSES.match(text, run[-1][1]):
            continue
        for start, end, letter in reversed(run):
            text = text[:start] + letter + text[end:]
    return text
