"""A summary label opening a line, then only letters to the line's end: "最终：ABD", "综上：B",
"Final: A, C", "Bottom line — B". The label alone says nothing of what follows, so only letters that close
the line count ("总结：A项描述的是……" goes on to describe an option)."""

from __future__ import annotations

import re

# Letters, maybe each in brackets or after an "option" word, joined by marks or "and", closing the line.
_LETTERS_CLOSING = (
    r"(?=[ \t]*(?:选项|options?[ \t]+)?[(\[【]?[A-H][)\]】]?"
    r"(?:[ \t]*(?:[、,，/;；&+]|和|与|及|\band\b)?[ \t]*[(\[【]?[A-H][)\]】]?)*"
    r"[ \t]*(?:项|选项)?[ \t]*[。.!！]?[ \t]*(?:\n|$))"
)
SUMMARY_LABEL = re.compile(
    r"(?m:^)[ \t>#+•-]*(?:最终|最后|综上(?:所述)?|总结|小结|结论是|final(?:ly)?|summary|in\s+summary|to\s+sum\s+up"
    r"|bottom\s+line|tl;?\s*dr)[ \t]*(?::|[\u2012-\u2015]|-(?![A-Za-z]))" + _LETTERS_CLOSING,
    re.I,
)
