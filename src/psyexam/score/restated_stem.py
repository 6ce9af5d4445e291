"""The stem restated after the answer with its blank filled by another option's text: "答案：D 青春期\n\n……第二个飞跃期是
儿童期，……" for "自我意识发展的第二个飞跃期是()" states C as exactly what is asked, so the reply answers twice. The chosen
option's text restated ("……第二个飞跃期是青春期") or another option's text said of something else ("第一个飞跃期是幼儿期")
contradicts nothing; ``stem_echo`` decides what fills the blank (never with no stem, nor under a doubt or a negation)."""

from __future__ import annotations

import re
from dataclasses import replace

from psyexam.score.reading import Context
from psyexam.score.stem_echo import echoed_stem

# A clause break: where a reply cut off mid-clause ("这一时期儿童开始……") is cut back to its last whole clause.
_CLAUSE_BREAK = re.compile(r"[，,。；;！？!?\n]")
_TRAILING_CUT = re.compile(r"(?:…+|\.{3,})[ \t]*$")


def restates_other(ctx: Context, end: int, chosen: set[str]) -> bool:
    """Whether the reply after its answer (ending at ``end``) restates the stem with another option's text as its
    filling, and none of the ``chosen`` ones."""
    if not ctx.stem:
        return False
    after = ctx.text[end:]
    if _TRAILING_CUT.search(after):
        breaks = list(_CLAUSE_BREAK.finditer(after))
        after = after[: breaks[-1].start()] if breaks else ""
    if not after.strip():
        return False
    filled = echoed_stem(replace(ctx, text=after))
    return bool(filled and filled.letters and not set(filled.letters) & chosen)
