"""Letters closing a reply's last line after a colon, a comma or a dash: "四个选项描述的都是这种变化：A、B、C、D。",
"All but C are right: A, B, D, E.". Whatever a weak reading finds elsewhere in the reply (an option's text, a
verdict), a closing list naming other letters says the reply meant something else, so that reading does not stand.
"""

from __future__ import annotations

import re

from psyexam.score.letters import read_letters

# A colon, comma or dash before letters (maybe after an "option" word).
# (not a comma inside a run of letters: "A, B, D")
_BEFORE = re.compile(r"(?<!\b[A-H])(?<![A-H][)\]】])[:,\u2012-\u2015][ \t]*(?=(?:选项[ \t]*|(?i:options?)[ \t]+)?[(\[【]?[A-H](?![A-Za-z0-9]))")
_END = re.compile(r"[ \t)\]】]*(?:项|选项)?[ \t]*[。.!！]?[ \t]*$")


def closing_run(line: str) -> frozenset[str] | None:
    """The letters that close ``line`` after a colon, comma or dash, if any."""
    for m in reversed(list(_BEFORE.finditer(line, max(0, len(line) - 60)))):
        run = read_letters(line, m.end(), any_order=True)
        if run and _END.match(line, run.end):
            return frozenset(run.letters)
    return None
