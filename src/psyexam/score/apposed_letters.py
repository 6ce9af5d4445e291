"""Letters closing a sentence after a comma, in apposition to the options' texts the sentence has just named:
"新生儿的生存反射包括食物反射（觅食、吸吮）和防御反射，B、C。", "最容易辨认的表情是快乐，A。",
"The survival reflexes are the food reflex and the defensive reflex, B and C.".

A weak reading: the letters must be exactly the options whose own texts the sentence names before them (a text
named with a different letter, "食物反射和防御反射，A、C", is no apposition), no other option's text may stand in that
sentence, nothing there may doubt, deny, ask or suppose ("可能是……，B、C。", "不包括……，B、C。", "……，B、C？"), and the
reply may name no other letter (as ``closing_dash`` reads one such letter closing the reply).
"""

from __future__ import annotations

import re

from psyexam.score.languages import DOUBT_EN, DOUBT_ZH
from psyexam.score.letters import canon, read_letters
from psyexam.score.reading import Context, Extraction, resolve

__all__ = ["apposed_letters"]

# The letters after a comma, closing the sentence: "，B、C。", ", B and C."
_APPOSED = re.compile(r"[,，][ \t]*(?=[(\[]?[A-H](?![A-Za-z0-9]))")
_ANY_LETTER = re.compile(r"(?<![A-Za-z])[A-H]+(?![A-Za-z0-9])")  # "AB" names letters too
_FINISHED = re.compile(r"[.。!！)）\]”\"']\s*$")
_SENTENCE_HEAD = re.compile(r"[。!?！？\n]|\.(?=\s)")
_CLOSE = re.compile(r"[ \t)\]]*(?:[。!！]|\.(?=\s|$))|[ \t]*$")
_AGAINST = re.compile(
    r"不|非|没|无|未|错|误|排除|除|如果|若|假如|假设|或|还是|吗|呢|可能|也许|或许|大概|好像|似乎|" + DOUBT_ZH
    + r"|\b(?:not|no|never|wrong|incorrect|except|if|whether|or|maybe|perhaps|might|probably|could|" + DOUBT_EN + r")\b|n't",
    re.I,
)


def apposed_letters(ctx: Context) -> Extraction | None:
    """The one sentence closing with letters apposed to the options' texts it names (see the module)."""
    if not _FINISHED.search(ctx.text):
        return None  # a reply cut off after it ("……，B。\n\n不过快乐原则也"): what follows is unknown
    found: list[tuple[str, ...]] = []
    for m in _APPOSED.finditer(ctx.text):
        run = read_letters(ctx.text, m.end(), any_order=True)
        if not run or run.start != m.end() or run.hedged or not _CLOSE.match(ctx.text, run.end):
            continue
        head = max((h.end() for h in _SENTENCE_HEAD.finditer(ctx.text, 0, m.start())), default=0)
        said = ctx.text[head : m.start()]
        named = {k for k, v in ctx.options.items() if v and v in canon(said)}
        if named != set(run.letters) or _AGAINST.search(_without_texts(said, ctx.options)):
            continue
        rest = ctx.text[: m.start()] + ctx.text[run.end :]
        if _ANY_LETTER.search(rest):
            return None  # "C不对。……现实原则，B。": another letter named, or this one again
        found.append(run.letters)
    if len(found) != 1:
        return None  # none, or two such sentences: not one answer
    return resolve(found[0], False, ctx, "apposed-letters")


def _without_texts(said: str, options: dict[str, str]) -> str:
    """The sentence without the options' own texts and the brackets glossing them: an option's words deny nothing."""
    low = re.sub(r"[(（][^()（）\n]*[)）]", " ", canon(said))
    for v in sorted(options.values(), key=len, reverse=True):
        if v:
            low = low.replace(v, " ")
    return low
