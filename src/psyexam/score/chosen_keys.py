"""Letters said to be chosen as exam keys write it: "C项当选", "故A、C项入选", "选项C符合题意", and option lines each closing
with their verdict ("A项：……，说法错误，当选。\nB项：……，排除。"). Read as a conclusion (see ``conclusions``)."""

from __future__ import annotations

import re

from psyexam.score.letters import read_letters
from psyexam.score.reading import Context, Hit

__all__ = ["chosen_hits"]


# Letters said to be chosen, as exam keys write it: "C项当选", "故A、C项入选", "选项C符合题意".
_CHOSEN_AFTER = re.compile(r"(?<![A-Za-z])(?=[A-H](?:[ \t]*[、,和与及]?[ \t]*[A-H])*[ \t]*(?:项|选项)?[ \t]*(?:当选|入选|符合题意)(?![\u4e00-\u9fff]))")


# An option's line closing with its choice, as exam keys walk the options: "A项：……，说法错误，当选。",
# "B项：……，说法正确，排除。"
_KEY_LINE = re.compile(
    r"(?m)^[ \t>*-]*(?:选项[ \t]*)?[(\[]?(?P<letter>[A-H])(?:项|选项)?[)\].、:]?(?P<body>[^\n]*?)[,;][ \t]*"
    r"(?:故|因此|所以)?(?:该项|此项|本项)?(?P<verdict>当选|入选|排除|不选|不当选)[ \t]*[。.!]?[ \t]*$"
)


_LABEL_LINE = re.compile(r"(?m)^[ \t>*-]*(?:选项[ \t]*)?[(\[]?[A-H](?:项|选项)?[)\].、:]")


def _key_lines_hit(ctx: Context) -> list[Hit]:
    """One answer from option lines each closing with "当选" or "排除": the letters chosen."""
    lines = list(_KEY_LINE.finditer(ctx.text))
    chosen = [m.group("letter") for m in lines if m.group("verdict") in ("当选", "入选")]
    if len(lines) < 2 or not chosen or len({m.group("letter") for m in lines}) < len(lines):
        return []
    labels = _LABEL_LINE.findall(ctx.text, lines[0].start())
    unjudged = len(labels) > len(lines)  # "C项：……" left without its verdict (cut off)
    return [Hit("statement", lines[0].start(), lines[-1].end(), tuple(chosen), unjudged)]


def chosen_hits(ctx: Context) -> list[Hit]:
    """"C项当选": the letters, as an explicit answer; option lines each closing with "当选" or "排除"."""
    hits: list[Hit] = _key_lines_hit(ctx)
    for m in _CHOSEN_AFTER.finditer(ctx.text):
        if hits and hits[-1].start <= m.start() < hits[-1].end:
            continue  # a later letter of the run, or a key line, already read
        run = read_letters(ctx.text, m.start(), any_order=True)
        if run and (end := re.match(r"[ \t]*(?:项|选项)?[ \t]*(?:当选|入选|符合题意)", ctx.text[run.end :])):
            hits.append(Hit("statement", run.start, run.end + end.end(), run.letters, run.hedged))
    return hits
