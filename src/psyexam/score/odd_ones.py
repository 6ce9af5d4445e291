"""A single choice answered by the one option a per-option verdict record judged apart from all the others,
where the answer's sentence says the item asks for what is not, or is wrong ("| D | **No** |" under rows of
"Yes", then "The question asks which one is *not* a feature, so the answer is D."): the record judged the
options, and the answer follows from it rather than contradicting it."""

from __future__ import annotations

import re

from psyexam.score.reading import Context, Hit

_SENTENCE_HEAD = re.compile(r"[^。!?！？\n]*\Z")
_NEGATIVE_ASK = re.compile(
    r"\b(?:not|except|incorrect|false|wrong|untrue|odd\s+one\s+out)\b|n't|不(?:是|属于|正确|符合|包括)|错误|除外|例外",
    re.I,
)


def odd_one_out(ctx: Context, earlier: Hit, last: Hit) -> bool | None:
    """For a negative question said in the answer's sentence, after a structured verdict record ``earlier``
    that set options apart: True when ``last`` is the one option the record left out (the answer follows from
    it), False when ``last`` is among those it judged the other way (they disagree); None otherwise."""
    one, rest = set(last.letters), set(earlier.letters)
    if earlier.method != "json" or len(one) != 1 or rest in (one, set(ctx.options)) or not rest or not _negative_ask(ctx, last):
        return None
    if not one & rest and one | rest == set(ctx.options):
        return True
    return False if one <= rest else None


def _negative_ask(ctx: Context, last: Hit) -> bool:
    head = _SENTENCE_HEAD.search(ctx.text, 0, last.start)
    return bool(_NEGATIVE_ASK.search((head.group() if head else "") + ctx.text[last.start : last.end]))
