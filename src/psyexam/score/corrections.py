"""Corrections: "答案不是A，而是B", "The answer is not A but B", the writer's own "不对 是C", and a marked correction
closing the reply ("… — A. Scratch that: …. **C**."). Each is an explicit answer (see ``extract``)."""

from __future__ import annotations

import re

from psyexam.score.annotated import annotated_run
from psyexam.score.closed_corrections import closed_correction
from psyexam.score.languages import INSTEAD_WORDS, NOT_WORDS
from psyexam.score.letters import read_letters
from psyexam.score.reading import Context, Hit

__all__ = ["correction_hits"]


_CORRECTION = re.compile(
    rf"(?:不是|并非|而非|不选|\bnot|n't|{NOT_WORDS})\s*(?:选项|option\s*)?\(?[A-Ha-h]\)?(?:项|选项)?\s*(?:[,;]|[\u2012-\u2015]{{1,2}}|--)?\s*"
    rf"(?:而是|而应该?(?:是|选)|(?:应该|应当?)?(?:是|选)|\bbut(?:\s+rather)?|\brather|\bit(?:'s|\s+is)|{INSTEAD_WORDS})",
    re.I,
)


# The writer's own "that's wrong" opening a clause, then the letter meant: "嗯等等不对 是C", "Hmm, no, it's D."
_SELF_CORRECTION = re.compile(
    r"(?:^|(?<=[\s,，。.!！?？…:：])|(?<=等等)|(?<=等下)|(?<=嗯)|(?<=哦))(?:不对|错了|\b(?:no|nope)\b)[ \t]*[,，.。!！…]*[ \t]*"
    r"(?:(?:应该|应当|应)[ \t]*)?(?:是|选|改选|\bit'?s\b|\bit\s+is\b|\bI\s+mean\b)[ \t]*(?:选项[ \t]*|option\s+)?"
    # a slip owned, then the answer meant: "Oops, I mixed up the options. It should be D.", "我写反了，应该是C。"
    r"|(?:\boops\b|\bI\s+(?:mixed\s+up|misread)\b|(?<![没不])(?:写反|写错|看错|搞错|弄混)了)[^\n.。!！?？]{0,40}[.。!！,，]?[ \t]*"
    r"(?:(?:so\s+)?(?:it|the\s+answer)\s+should\s+be|(?:正确)?(?:答案)?应该?(?:是|为|选))[ \t]*(?:选项[ \t]*|option\s+)?",
    re.I,
)
_CLAUSE_CLOSE = re.compile(r"[ \t]*(?:[.。!！;；]|\n|$)")


def _self_corrections(text: str) -> list[re.Match[str]]:
    """The self-corrections whose letters close their clause ("不对 是C" read, "不对，是C项的定义" not)."""
    found = []
    for m in _SELF_CORRECTION.finditer(text):
        run = read_letters(text, m.end(), any_order=True)
        if run and _CLAUSE_CLOSE.match(text, run.end):
            found.append(m)
    return found


def correction_hits(ctx: Context) -> list[Hit]:
    """"答案不是A，而是B", "The answer is not A but B", "嗯等等不对 是C": the letter after the correction; and the
    letters closing the reply after a marked correction and its reasons ("… — A. Scratch that: …. **C**.")."""
    hits = [h for h in [closed_correction(ctx.text)] if h is not None]
    for m in (*_CORRECTION.finditer(ctx.text), *_self_corrections(ctx.text)):
        run = read_letters(ctx.text, m.end(), any_order=True)
        noted = annotated_run(ctx.text, m.end(), ctx.options)
        if noted and (not run or noted.end > run.end):
            run = noted  # "not B but A (respect), C (genuineness)"
        if run:
            hits.append(Hit("correction", m.start(), run.end, run.letters, run.hedged))
    return hits
