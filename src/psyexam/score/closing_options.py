"""A multiple response's letters after a dash closing a sentence: "… empathy, and congruence — options A, B and
C.", "……真诚一致——即选项A、B、C。", where anything after it only sets other options apart ("Interpretation (D)
and free association (E) come from psychoanalysis, so they're not part of the answer."). Not where that sentence
negates or doubts, where a count does not match the letters, nor where a later sentence adds or doubts a letter."""

from __future__ import annotations

import re

from psyexam.score.closing_dash import AGAINST_WORDS, DASH_MARK, SENTENCE_HEAD
from psyexam.score.languages import DOUBT_EN, DOUBT_ZH, EN_COUNTS, ZH_COUNTS
from psyexam.score.letters import read_letters
from psyexam.score.reading import Context, Hit

_DASH = re.compile(DASH_MARK + r"(?:(?i:options)|(?:(?:即|也就是|亦即)[ \t]*)?选项)[ \t]*(?=[A-H](?![A-Za-z0-9]))")
_SENTENCE_END = re.compile(r"[ \t]*(?:。|\.(?:\s+|\Z))")
# Beyond closing_dash's words, an "all" the letters would have to match (counts are checked, not refused).
_AGAINST = re.compile(AGAINST_WORDS + r"|所有|全部|都|均|\b(?:all|every|each)\b", re.I)
_COUNTS = {**EN_COUNTS, **ZH_COUNTS}  # only what _COUNT matches is looked up
_COUNT = re.compile(r"\b(?:two|both|three|four|five|six)\b|[两二三四五六](?=个|项|种|条|大)", re.I)
# What a later sentence may say of the other options: that they are no part of the answer.
_SET_APART = re.compile(r"\bnot (?:part of|among|one of|correct|right)|\b(?:wrong|incorrect)\b|不属于|不是|不正确|错误|排除", re.I)
_ADDS_OR_DOUBTS = re.compile(r"\b(?:also|too|as well|either|or)\b|也|还|同样|或|[?？]|" + DOUBT_ZH + "|" + DOUBT_EN, re.I)
_LABEL = re.compile(r"(?<![A-Za-z])[(\[（]?([A-H])[)\]）]?(?![A-Za-z0-9])")


def counts_match(sentence: str, n: int) -> bool:
    """Whether every count the sentence says ("three", "四项") is n."""
    return all(_COUNTS[m.group().lower()] == n for m in _COUNT.finditer(sentence))


def _sets_others_apart(rest: str, letters: tuple[str, ...]) -> bool:
    """Whether what follows the letters is empty, or only names other options to set them apart."""
    if not rest.strip():
        return True
    named = {m.group(1) for m in _LABEL.finditer(rest)}
    return bool(named) and not named & set(letters) and bool(_SET_APART.search(rest)) and not _ADDS_OR_DOUBTS.search(rest)


def closing_options_hits(ctx: Context) -> list[Hit]:
    """A multiple response's letters after "— options" closing a firm sentence."""
    if not ctx.multi or not ("ption" in ctx.text or "选项" in ctx.text):
        return []  # cheap guard
    dashes = list(_DASH.finditer(ctx.text))
    if not dashes:
        return []
    m = dashes[-1]  # the last one: an earlier sentence's letters are no conclusion
    run = read_letters(ctx.text, m.end(), any_order=True)
    end = _SENTENCE_END.match(ctx.text, run.end) if run else None
    if run is None or run.hedged or len(run.letters) < 2 or not (end or not ctx.text[run.end :].strip()):
        return []
    head = SENTENCE_HEAD.search(ctx.text, 0, m.start())
    sentence = head.group() if head else ""
    for own in filter(None, ctx.options.values()):
        sentence = sentence.replace(own, "、")  # an option's own words ("无条件积极关注") neither negate nor doubt
    if not sentence.strip() or _AGAINST.search(sentence) or not counts_match(sentence, len(run.letters)):
        return []
    rest = ctx.text[end.end() :] if end else ""
    return [Hit("statement", m.start(), run.end, run.letters)] if _sets_others_apart(rest, run.letters) else []
