"""A stem restated as a lead closing with a colon, then list lines each an option's own text with its own letter in
brackets ("……包括：\n\n1. 道德认识（A）\n2. ……"): the letters, as the stem's filling (see ``stem_echo``)."""

from __future__ import annotations

import re

from psyexam.score.reading import Context
from psyexam.score.stem_fills import letters_of, names_others

__all__ = ["listed_fill"]


# A list line after a lead restating the stem: a number or bullet, then an option's text with its letter in brackets.
_LISTED = re.compile(r"[ \t]*(?:\d+[.、)）]|[-*•])[ \t]*(?P<text>[^()（）\n]+?)[ \t]*[(（](?P<letter>[A-H])[)）][ \t。.;；]*")


def listed_fill(ctx: Context, at: int, words: str) -> tuple[str, ...] | None:
    """The letters of the list lines after a lead closing with a colon, each an option's own text with its own letter;
    None where a line is anything else, or the reply ends with the list (it may have been cut off)."""
    lines = ctx.text[at:].lstrip("\n").split("\n")
    found = []
    for line in lines:
        m = _LISTED.fullmatch(line)
        if m is None:
            break
        if m["letter"] not in ctx.options or letters_of(m["text"], ctx) != (m["letter"],):
            return None
        found.append(m["letter"])
    after = "\n".join(lines[len(found) :])
    if re.search(r"(?<![A-Za-z])[A-H](?![A-Za-z])|[?？]", after):
        return None  # "因此B、D不选", "……不选？": letters after the list are judged again, or it is asked
    if len(found) < 2 or not after.strip() or names_others(after, tuple(found), ctx, words):
        return None
    return tuple(sorted(found))
