"""Answers in structured data and in LaTeX boxes: any JSON object or array, an answer element, a markdown table, a
CSV/TSV block or a function call that answers (see ``jsonish``, ``tables``, ``payloads``), and ``\\boxed{}``."""

from __future__ import annotations

import re

from psyexam.score.hedges import doubted
from psyexam.score.jsonish import element_values, json_values, key_rank, read_json_answer
from psyexam.score.letters import read_letters
from psyexam.score.misgivings import record_doubts
from psyexam.score.options import letters_of_fragment
from psyexam.score.payloads import call_values
from psyexam.score.reading import Context, Hit
from psyexam.score.reservations import record_reserved
from psyexam.score.tables import csv_values, table_values


def json_hits(ctx: Context) -> list[Hit]:
    """``{"answer": "B"}``, ``{"答案": ["A", "C"]}``, ``{"ans": "C,A"}``, ``["B", "D"]``: any JSON
    object or array, fenced or not, whose answer-like (or only) letter values agree; an answer
    element ("<answer>B</answer>"), a markdown table and a CSV/TSV block (``tables``) likewise."""
    hits = []
    found = (*json_values(ctx.text), *element_values(ctx.text), *table_values(ctx.text, ctx.options),
             *csv_values(ctx.text), *call_values(ctx.text, lambda name: (key_rank(name) or 0) > 0))
    for start, end, value in found:
        read = read_json_answer(value, ctx.options)
        if read is not None:
            doubts = record_doubts(ctx.text[start:end], read[0]) or record_reserved(ctx.text[start:end], read[0])
            hits.append(Hit("json", start, end, read[0], read[1] or doubts))
    return hits


_BOXED = re.compile(r"\\boxed\s*\{")
_TEX_WRAPPER = re.compile(r"\\(?:text|textbf|mathrm|mathbf|mbox)\s*\{([^{}]*)\}")


def boxed_hits(ctx: Context) -> list[Hit]:
    """``\\boxed{B}``, ``\\boxed{\\text{B}}``, ``\\boxed{A, C}``."""
    hits = []
    for m in _BOXED.finditer(ctx.text):
        depth, i = 1, m.end()
        while i < len(ctx.text) and depth:
            depth += {"{": 1, "}": -1}.get(ctx.text[i], 0)
            i += 1
        if depth:
            continue
        inner = _TEX_WRAPPER.sub(r"\1", ctx.text[m.end() : i - 1]).replace("$", "")
        letters = letters_of_fragment(inner, ctx.options)
        if letters is not None:
            run = read_letters(inner.strip(), 0, any_order=True)  # "\\boxed{B \\text{ or } C}" is a hedge
            hits.append(Hit("boxed", m.start(), i, letters, doubted(inner) or bool(run and run.hedged)))
    return hits
