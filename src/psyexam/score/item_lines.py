"""Option lines read one by one: a reply of nothing but one verdict word per option line ("A) Yes\nB) No\n…"), and
what follows a listed letter's own text (the item's end, or a predicate for or against it)."""

from __future__ import annotations

import re

from psyexam.score.marks import cell_verdict
from psyexam.score.reading import Context, Extraction, resolve

__all__ = ["line_verdicts", "said_of_item"]


# One line: a label ("A)", "(B)", "C.", "D:") and one verdict word ("Yes", "no", "✓", "错").
_VERDICT_LINE = re.compile(r"[ \t]*[(\[]?([A-H])[)\].:]?[ \t]*(?:[\u2012-\u2015:-][ \t]*)?([^\s.!]{1,12})[ \t]*[.!]?[ \t]*")


def line_verdicts(ctx: Context) -> Extraction | None:
    """A reply whose every line is an option label and one verdict word, every option judged once,
    no option's own text being a verdict word: the options judged right."""
    lines = [ln for ln in ctx.text.split("\n") if ln.strip()]
    judged: dict[str, bool] = {}
    for line in lines:
        m = _VERDICT_LINE.fullmatch(line)
        said = cell_verdict(m.group(2)) if m else None
        if not m or said is None or m.group(1) in judged:
            return None
        judged[m.group(1)] = said
    if set(judged) != set(ctx.options) or any(cell_verdict(v) is not None for v in ctx.options.values()):
        return None
    chosen = tuple(k for k, ok in judged.items() if ok)
    return resolve(chosen, False, ctx, "verdict") if chosen else None


# After an item's letter and own text: what ends the item (a separator, a bracket, the line's end, the
# next letter) ...
_ITEM_ENDS = re.compile(r"[ \t]*(?:$|[\n。.!;；,，、)\]】/+|·・]|以及|和|与|及|\band\b|&|[(\[]?[A-H](?![A-Za-z0-9]))", re.I)
# ... or, instead, a predicate saying something against it.
_AGAINST_ITEM = re.compile(r"[^\n。.!?！？;；]*?(?:不|非|没|错|误|\b(?:not|no|never|wrong|incorrect|excluded)\b|n't)", re.I)


def said_of_item(text: str, pos: int) -> bool | None:
    """After a listed letter's own text at ``pos``: None when the item ends there; False when a
    predicate speaks against it ("B. Warmth is not core"); True when some other predicate follows,
    which leaves open whether the letter belongs to the list."""
    if _ITEM_ENDS.match(text, pos):
        return None
    return not _AGAINST_ITEM.match(text, pos)
