"""A bare answer line before a closing bracketed note: "……\n\nD. 80%~90%\n\n（注：有些版本为85%~90%，但选项中最接近的
仍是D。）". The note is set apart from the answer; the line reads as the reply's last, and only when the note names
no other letter (the reply's doubts, the note's included, are weighed as for any weak reading)."""

from __future__ import annotations

import re
from dataclasses import replace

from psyexam.score.fallbacks import last_line_hit
from psyexam.score.reading import Context, Extraction, resolve

_NOTE = re.compile(
    r"\n[ \t]*\n[ \t]*[(（【\[][ \t]*(?:注|备注|说明|补充|(?i:note|n\.b\.))[^\n]*[)）】\]][ \t]*\Z"
)
_LETTER = re.compile(r"(?<![A-Za-z])([A-H])(?![A-Za-z0-9])")


def noted_final_line(ctx: Context) -> Extraction | None:
    """The bare last line before a closing bracketed note that names no other letter."""
    if not ctx.text.rstrip().endswith((")", "）", "】", "]")):
        return None  # cheap guard: no closing bracket
    m = _NOTE.search(ctx.text)
    hits = last_line_hit(replace(ctx, text=ctx.text[: m.start()])) if m else []
    if not m or not hits or set(_LETTER.findall(m.group())) - set(hits[0].letters):
        return None
    return resolve(hits[0].letters, False, ctx, "final-line")
