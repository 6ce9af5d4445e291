"""An option label the reply stops at, before saying anything of that option: "A对 B对 C错 D错 E",
"A. 无条件积极关注：正确\\nB. 共情：正确\\nD. ", "…\\n**D.**", "…\\nD：". A verdict walk ending there was cut off
before judging that option; so was one that ends in an open clause ("……D错误，因为", "C正确，")."""

from __future__ import annotations

import re

# A letter closing the reply with nothing after it ("… D错 E", "E项：").
_BARE_LETTER = re.compile(r"(?<![A-Za-z])([A-H])(?:项|选项)?[ \t:]*$")
# A label alone on the last line, with the punctuation that opens an option's line ("D. ", "**D.**", "(D)", "D：").
_BARE_LABEL = re.compile(r"(?m:^)[ \t]*(?:[-+•][ \t]*)?\**[(\[]?([A-H])(?:[)\].．:：、]|[ \t]*项)[ \t]*\**[ \t]*\Z")


def dangling_label(text: str, options: dict[str, str] | None = None) -> str | None:
    """The option label the reply ends at with nothing said of that option, if any; with ``options``, also
    one whose last line holds only that option's label and its text, or the start of it ("…\nD 被试")."""
    tail = text.rstrip()[-12:]
    m = (_BARE_LETTER.search(text) or _BARE_LABEL.search(text.rstrip())) if any("A" <= c <= "H" for c in tail) else None
    if m:
        return m.group(1)
    return _label_with_own_text(text, options) if options else None


# The reply's last line: an option's label, then words ("D 被试", "**D. 被试者**").
_LAST_LABELLED = re.compile(r"[ \t]*(?:[-+•][ \t]*)?\**[(\[]?([A-H])[)\].．:：、]?[ \t]*\**[ \t]*([^\n]+?)[ \t*]*")


def _label_with_own_text(text: str, options: dict[str, str]) -> str | None:
    """The label of a last line that holds nothing but that option's text or a start of it: no verdict yet."""
    m = _LAST_LABELLED.fullmatch(text.rstrip().rsplit("\n", 1)[-1])
    own = options.get(m.group(1), "") if m else ""
    return m.group(1) if m and own and len(m.group(2)) >= 2 and own.startswith(m.group(2)) else None


# A reply ending in a joining mark or a word that opens a clause: "D错误，因为", "C正确，", "B is correct because".
_OPEN_END = re.compile(
    r"(?:[,，、;；:：(（\u2013\u2014]|因为|由于|所以|因此|但是|而且|并且|或者|以及|例如|比如|如果|即|而|但|且"
    r"|(?<![A-Za-z])(?:because|since|but|and|or|so|which|that|as|the|of|with|is|are))[ \t]*\Z",
    re.I,
)


def open_ending(text: str) -> bool:
    """Whether the reply stops in an open clause, after a joining mark or a clause-opening word."""
    return bool(_OPEN_END.search(text.rstrip()))
