"""Answer leads that close a line of prose: "……强调个体对自身行为的认知与选择\nD. 成就目标理论：✅ ……".

A lead word with no colon after it reaches letters on the next line only where it stands on its line
alone, as a heading does ("## 答案\nB", "Final Answer\n\nB"); where it closes a line of prose, the word
is part of that line ("……的认知与选择"), and the next line's letter opens an item of its own.
"""

from __future__ import annotations

import re

# What a heading line may hold before its lead: markup, and a Latin word or two ("Show answer", "## Final Answer").
_HEADING_HEAD = re.compile(r"[ \t>#*_=+•·\-【\[]*(?:[A-Za-z]+[ \t]+){0,2}")
_ENDS_LINE = re.compile(r"[ \t*_】\]]*\n")


def prose_line_lead(text: str, start: int, end: int) -> bool:
    """Whether the lead at ``start``..``end`` closes its line with no colon after text that is no heading."""
    if not _ENDS_LINE.match(text, end):
        return False  # cheap guard: the letters, or a colon, follow on the lead's line
    head = text[text.rfind("\n", 0, start) + 1 : start]
    return not _HEADING_HEAD.fullmatch(head)
