"""A reply that names the case as one option's text: "这是典型的惊恐障碍表现：……"."""

from __future__ import annotations

import re

from psyexam.score.languages import DOUBT_ZH
from psyexam.score.letters import canon
from psyexam.score.reading import Context, Extraction, resolve

# "这是典型的<text>表现", "这就是<text>", "该案例是一种典型的<text>": a copula right after the
# demonstrative (so "这可能是", "这不是" never match), then the name, then at most a noun
# such as "表现" before the clause ends.
_IDENTIFIED = re.compile(
    r"(?:^|(?<=[。.!！\n]))[ \t]*(?:这|此|该)(?:个|种)?(?:案例|情况|表现|症状|描述)?(?:就|正|显然|明显)?是"
    r"(?:一种|一个|一例)?(?:典型|明显|标准|经典)?(?:的)?[ \t]*(?P<name>[^,;:。.!?！？\n]{1,30}?)[ \t]*"
    r"(?:的)?(?:表现|症状|特征|特点|案例|例子|反应)?[ \t]*(?=[,:。.!！]|$)"
)
# Something in the reply that doubts or supposes (its identification is then no answer).
_DOUBT = re.compile(r"如果|若|假如|假设|" + DOUBT_ZH + r"|大概|似乎|好像|像是|看似|不|并非|但|然而|不过|其实|\?|？")


def identified_option(ctx: Context) -> Extraction | None:
    """One option's text named by "这是（典型的）<text>（表现）" where the reply names no other
    option's text and nowhere doubts, supposes or denies."""
    if _DOUBT.search(ctx.text):
        return None
    for m in _IDENTIFIED.finditer(ctx.text):
        name = canon(m.group("name"))
        letters = [k for k, v in ctx.options.items() if v and v == name]
        if len(letters) != 1:
            continue
        rest = canon(ctx.text[: m.start("name")] + " " + ctx.text[m.end("name") :])
        if any(v and v in rest for k, v in ctx.options.items() if k != letters[0]):
            return None  # another option is named too
        return resolve((letters[0],), False, ctx, "option-text")
    return None
