"""A multiple-response reply whose one stating sentence ends, after a copula, with a list of option
texts: "人本主义心理学的代表人物是马斯洛和罗杰斯。詹姆斯是机能主义，……" reads A and B. The sentence's
head must not negate, doubt or contrast, no other sentence may state another such list, and none may
add another option with an "also"."""

from __future__ import annotations

import re

from psyexam.score.languages import DOUBT_EN, DOUBT_ZH
from psyexam.score.letters import canon
from psyexam.score.reading import Context, Extraction, resolve

_SENTENCE = re.compile(r"[^。.!?！？\n]+[。.!！]?")
_COPULA = re.compile(r"是|为|包括|有|\bare\b|\binclude\b", re.I)
_END = re.compile(r"\s*[。.!！]?\s*$")
_PIECES = re.compile(r"\s*(?:[、,/]|以及|和|与|及|\band\b)\s*", re.I)
_HEAD_AGAINST = re.compile(
    r"不|非|没|无|错|误|但|除|排除|还是|或|" + DOUBT_ZH + r"|大概|[?？]"
    r"|\b(?:not|no|but|except|or|if|" + DOUBT_EN + r"|wrong|incorrect)\b|n't",
    re.I,
)


def listed_after_copula(ctx: Context) -> Extraction | None:
    """The letters of the one sentence listing option texts after a copula, for a multiple-response question."""
    if not ctx.multi:
        return None
    found: list[tuple[str, ...]] = []
    sentences = _SENTENCE.findall(ctx.text)
    for sentence in sentences:
        listed = _listed(sentence, ctx.options)
        if listed is not None:
            found.append(listed)
    if len(found) != 1 or not found[0] or not ctx.text.rstrip().endswith(("。", ".", "!", "！")):
        return None
    if any(_adds_other(s, found[0], ctx.options) for s in sentences):
        return None  # "……是马斯洛和罗杰斯。詹姆斯也是。"
    return resolve(found[0], False, ctx, "option-text")


_ALSO = re.compile(r"也|亦|同样|还有|\b(?:also|too|as\s+well)\b", re.I)


def _adds_other(sentence: str, letters: tuple[str, ...], options: dict[str, str]) -> bool:
    """Whether a sentence names another option's text with an "also"."""
    low = canon(sentence)
    return bool(_ALSO.search(sentence)) and any(v and v in low for k, v in options.items() if k not in letters)


def _listed(sentence: str, options: dict[str, str]) -> tuple[str, ...] | None:
    """The letters of two or more option texts listed after a copula to the sentence's end; () when the
    sentence's head negates, doubts or contrasts."""
    body = sentence[: _END.search(sentence).start()]  # type: ignore[union-attr]
    for m in _COPULA.finditer(body):
        pieces = [canon(p) for p in _PIECES.split(body[m.end() :])]
        letters = [next((k for k, v in options.items() if v == p), None) for p in pieces]
        if len(pieces) > 1 and all(letters):
            return () if _HEAD_AGAINST.search(body[: m.start()]) else tuple(k for k in letters if k)
    return None
