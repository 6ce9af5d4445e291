"""The stem's own words before its blank, restated as a sentence of their own and closed by letters: "所以B包括：BCD。"
for "……本案例中B包括( )", "因此属于人格测验的是A、C。" for "下列属于人格测验的是( )". Read only where the caller gives
the stem; such a sentence is a firm answer even where the stem's words hold a letter of their own (the "B" of the
ABC theory), so a later answer that differs without withdrawing it meets a contradiction.

The restated words must be at least four characters (three where they open with a letter the stem names: "B包括") of the stem's clause ending at the blank and end in a copula
("包括", "是", "有", "属于", "为"); the sentence holds nothing else but a conclusion word before them, and the letters,
in any order, close it. A question ("B包括哪些？"), a doubt ("B可能包括BCD") or a negation ("B不包括A") is none."""

from __future__ import annotations

import re

from psyexam.score.letters import canon, read_letters
from psyexam.score.reading import Context, Hit
from psyexam.score.stem_polarity import BLANK, polarity

_MIN_WORDS = 4
_MAX_WORDS = 16
# The stem's words before the blank must end in a copula the letters then fill.
_COPULA = re.compile(r"(?:包括|包含|是|有|属于|为|在于)$")
_CLAUSE_BREAK = re.compile(r"[。！？!?；;\n，,：:]")
# What may open the sentence before the restated words.
_LEAD = re.compile(r"(?:^|(?<=[。！!；;\n]))[ \t*#>-]*(?:所以|因此|因而|故|综上|综上所述|总之|可见|即)?[ \t,，]*$")
_AFTER_WORDS = re.compile(r"[ \t]*(?:的)?(?:就是|是|为|有)?[ \t]*[:：]?[ \t*]*")
# The letters close their sentence; "A. 处理问题相同" on the next line is an option's label, no answer.
_CLOSES = re.compile(r"[ \t*]*(?:[。！!；;]|\.[ \t*]*(?=\n|$)|\n|$)")


def _stem_words(stem: str) -> str | None:
    """The stem's words before its only blank, back to the clause's start, when they end in a copula."""
    blanks = list(BLANK.finditer(stem))
    if len(blanks) != 1:
        return None
    head = canon(_CLAUSE_BREAK.split(stem[: blanks[0].start()].rstrip(" \t"))[-1])
    return head if _COPULA.search(head) else None


def restated_stem_hits(ctx: Context) -> list[Hit]:
    """Letters closing a sentence that restates the stem's words before its blank (module docstring)."""
    head = _stem_words(ctx.stem) if ctx.stem else None
    if not head:
        return []
    low = ctx.text.casefold()
    hits = []
    for size in range(min(len(head), _MAX_WORDS), _MIN_WORDS - 2, -1):
        words = head[-size:]
        if size < _MIN_WORDS and not re.match(r"[a-h](?![a-z])", words):
            continue  # "验的是" is no restatement; "b包括" names the stem's own term
        for m in re.finditer(re.escape(words.casefold()), low):
            if not _LEAD.search(low, 0, m.start()):
                continue
            after = _AFTER_WORDS.match(ctx.text, m.end())
            run = read_letters(ctx.text, after.end() if after else m.end(), any_order=True)
            if run is None or run.hedged or "\n" in ctx.text[m.end() : run.start] or not _CLOSES.match(ctx.text, run.end):
                continue
            if any(x.upper() not in ctx.options for x in run.letters):
                continue
            hits.append(Hit("stem-letters", m.start(), run.end, tuple(sorted({x.upper() for x in run.letters}))))
        if hits:
            return hits
    return hits


# Letters called right in their own sentence: "A、B、C、D 都是……的正确做法", "ABCD都对", "A, B, C and D are all correct";
# not the answer's own name ("BCD是正确答案", "the correct answer is D") nor a negated verdict ("都不正确").
_CALLED_RIGHT = re.compile(
    r"(?:都|均|全|全部|也)?(?:是|为|属于)?[^。！？!?；;\n]{0,20}?(?<![不非没])(?:正确|是对的|都对|全对)(?!答案|选项|的(?:答案|选项))"
    r"|\b(?:are|is)\s+(?:all\s+|both\s+)?(?:correct|right|true|accurate|appropriate)\b(?!\s+(?:answers?|options?|choices?))",
    re.I,
)
_LETTER = re.compile(r"(?<![a-z])[A-H](?![a-z])")  # in "ABCD" too
_NOT_RIGHT = re.compile(r"不|非|没|错|误|\b(?:not|in(?=correct)|wrong|false)\b|n't", re.I)
_CLAUSE_END = re.compile(r"[。！？!?；;\n，,]|\.(?=\s|$)")


def called_right_under_not(ctx: Context, start: int, end: int) -> bool:
    """Whether the letters read at ``start``..``end`` are called right after them in their clause under a stem that asks
    for what is not ("以下说法错误的包括" and "A、B、C、D 都是……的正确做法。"): the reply says none is what is asked."""
    if not ctx.stem or polarity(ctx.stem) is not True:
        return False  # "……没有做到()" or "……不信任……的影响" may not ask for what is not
    last = [m.end() for m in _LETTER.finditer(ctx.text, start, end)]
    sentence = ctx.text[last[-1] if last else start : end]  # only what is said after them: "正确的有：A、C" names the answer
    if not re.search(r"[。！？!?；;\n]", sentence.rstrip()):  # the answer's clause goes on past what was read
        stop = _CLAUSE_END.search(ctx.text, end)
        sentence += ctx.text[end : stop.start() if stop else len(ctx.text)]
    said = _CALLED_RIGHT.search(sentence)
    return bool(said) and not _NOT_RIGHT.search(sentence)
