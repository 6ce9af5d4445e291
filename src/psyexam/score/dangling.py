"""An option label the reply stops at, before saying anything of that option: "A对 B对 C错 D错 E",
"A. 无条件积极关注：正确\\nB. 共情：正确\\nD. ", "…\\n**D.**", "…\\nD：". A verdict walk ending there was cut off
before judging that option."""

from __future__ import annotations

import re

# A letter closing the reply with nothing after it ("… D错 E", "E项：").
_BARE_LETTER = re.compile(r"(?<![A-Za-z])([A-H])(?:项|选项)?[ \t:]*$")
# A label alone on the last line, with the punctuation that opens an option's line ("D. ", "**D.**", "(D)", "D：").
_BARE_LABEL = re.compile(r"(?m:^)[ \t]*(?:[-+•][ \t]*)?\**[(\[]?([A-H])(?:[)\].．:：、]|[ \t]*项)[ \t]*\**[ \t]*\Z")


def dangling_label(text: str) -> str | None:
    """The option label the reply ends at with nothing said of that option, if any."""
    tail = text.rstrip()[-12:]
    if not any("A" <= c <= "H" for c in tail):
        return None  # cheap guard: no label near the end
    m = _BARE_LETTER.search(text) or _BARE_LABEL.search(text.rstrip())
    return m.group(1) if m else None
