"""One option's text identified as what the stem asks for, in one sentence of a longer (maybe cut off) reply; read only
where the caller gives the stem:

- the stem's own words as the subject, the option's text closing the sentence: "因此，这种干扰和阻碍就是负迁移。" for
  "两种学习之间的相互干扰、阻碍,我们称之为()";
- the option's text as the subject, a run of the stem's own words and a role noun as what it is:
  "根据……，加德纳（Gardner）是提出“应用智力”培养方案的主要人物。" for "提出“应用智力”培养方案的心理学家是".

Such a sentence must name no other option and say nothing the stem does not (a negation, a degree); the reply must hold
no letter, and from it on no doubt, no turn, no other such sentence for another option, and name no other option after it.
"""

from __future__ import annotations

import re

from psyexam.score.letters import canon
from psyexam.score.reading import Context, Extraction, resolve
from psyexam.score.stem_answers import UNSURE, stem_sides
from psyexam.score.stem_fills import named_options

_SENTENCES = re.compile(r"(?<=[。!！\n])")
_QUOTES = re.compile(r"[“”\"'「」『』《》*`]")
_LETTER = re.compile(r"(?<![A-Za-z])[A-H](?![A-Za-z])")
# A turn after the answer: it may be taken back or set beside another.
_TURN = re.compile(r"不对|等等|更正|其实|不过|但是|然而|另外|此外|\b(?:wait|actually|but|however)\b", re.I)
_NEGATION = re.compile(r"[不非没无未否]")
_DEGREE = re.compile(r"最[\u4e00-\u9fff]|第[一二三四五六七八九十0-9]")
# The stem's words as the subject, then a copula: "这种干扰和阻碍就是".
_SUBJECT_IS = re.compile(r"^(?P<subject>[^,，;；:：]{2,30}?)(?:就|即|便|也就)?(?:是|称为|叫做|叫作|属于)$")
# Words joining the stem's words in the subject, pointing back to what the stem describes.
_JOINERS = re.compile(r"这种|这类|这一|这些|这|该|此|上述|题干中|题目中|所说的|描述的|提到的|[和与及、的]")
# The option's text as the subject: a gloss after it, a copula, the stem's words, a role noun.
_GLOSS = re.compile(r"^[ \t]*[(（][^()（）\n]{1,30}[)）]")
_ROLE = re.compile(r"(?:的)?(?:主要|重要|核心)?(?:代表)?(?:人物|心理学家|学者|提出者|创始人|创立者|代表)?$")
_MIN_STEM_RUN = 4


def stem_identified(ctx: Context) -> Extraction | None:
    """One option's text identified in a sentence as what the stem asks for (see the module's docstring)."""
    sides = stem_sides(ctx.stem)
    if sides is None or ctx.multi or not ctx.stem:
        return None
    text = canon(ctx.text)
    if _LETTER.search(text):
        return None
    stem = _QUOTES.sub("", sides[0] + sides[1])
    sentences = [s for s in _SENTENCES.split(text) if s.strip()]
    found = [(i, letter) for i, s in enumerate(sentences) if (letter := _identified(s, stem, ctx)) is not None]
    if not found or len({letter for _, letter in found}) != 1:
        return None
    at, letter = found[0]
    rest = "".join(sentences[at + 1 :])
    if _TURN.search(rest) or named_options(rest, ctx) - {letter}:
        return None  # turned, or another option named after it
    if UNSURE.search(sentences[at] + rest) and not UNSURE.search(ctx.stem):
        return None  # doubted (a doubt in the reasoning before it is no doubt of the answer)
    return resolve((letter,), False, ctx, "stem-identified")


def _identified(sentence: str, stem: str, ctx: Context) -> str | None:
    """The option the sentence's last clause identifies as what the stem asks for; None where it does not."""
    body = sentence.strip()
    if not body.endswith(("。", "!", "！")):
        return None  # cut off mid-sentence
    named = named_options(body, ctx)
    if len(named) != 1:
        return None
    (letter,) = named
    value = ctx.options[letter]
    if value in stem:
        return None
    clause = _QUOTES.sub("", re.split(r"[,，;；]", body.rstrip("。!！ \t"))[-1]).strip()
    head = body[: len(body) - len(clause)]
    if _NEGATION.search(head) or set(_DEGREE.findall(clause)) - set(_DEGREE.findall(stem)):
        return None
    if clause.endswith(value):
        m = _SUBJECT_IS.match(clause[: -len(value)])
        return letter if m and _stem_worded(m.group("subject"), stem) else None
    if clause.startswith(value):
        pred = _GLOSS.sub("", clause[len(value) :], count=1).lstrip()
        pred = re.sub(r"^(?:就|即|便)?是", "", pred, count=1) if pred[:1] in "就即便是" else ""
        return letter if pred and _stem_run(pred, stem) else None
    return None


def _stem_worded(subject: str, stem: str) -> bool:
    """Whether the subject is the stem's words (two characters or more each, four in all) joined only by pointers."""
    pieces = [p for p in _JOINERS.split(subject) if p.strip()]
    if not pieces or any(len(p) < 2 or p not in stem or _NEGATION.search(p) for p in pieces):
        return False
    return sum(map(len, pieces)) >= _MIN_STEM_RUN


def _stem_run(pred: str, stem: str) -> bool:
    """Whether the predicate is a run of the stem's words (four characters or more) and at most a role noun."""
    for n in range(len(pred), _MIN_STEM_RUN - 1, -1):
        if pred[:n] in stem and _ROLE.fullmatch(pred[n:]):
            return True
    return False
