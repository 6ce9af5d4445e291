"""An explanation after a multiple-response answer that lists, as what the stem asks for, every chosen option's text
and an unchosen one's too: "答案：ABC\\n\\n解释：\\n桑代克……提出了几条基本的学习规律，分别是准备律、强化律、练习律和
消退律。" (消退律 is D's text) for "……提出了几条基本的学习规律，这些学习规律是". The reply names one set and explains
another, so its answer is contradicted (``listed_beyond``).

Only where the stem is given and cannot ask for what is not: under "……不属于……的是" a list of what does belong answers
the question's opposite and agrees with the answer. The list must follow a copula ("分别是", "包括", "有", ":", "are",
"include") right after the stem's own words before its blank ("学习规律，分别是"), so a wider category explained
("心理过程包括认知、情绪和意志过程" for "……的基本过程是") is no such list; it must be nothing but options' whole texts
and close its clause. Its sentence may not negate, contrast, doubt or set anything apart, and an unchosen option it
lists may be named nowhere else in the reply, by letter or text ("其中消退律是后人补充的" may set it apart).

Also an unchosen option's text added after the answer as a maybe ("答案：ABC\n\n……包括互补律、间色律、替代律，可能还有
对立律。", "…, and possibly also 对立律."): the answer is left open (``maybe_more``), whatever the stem asks.
"""

from __future__ import annotations

import re

from psyexam.score.letters import LONE_LETTER, canon
from psyexam.score.stem_polarity import BLANK, may_ask_not

_SENTENCE_BREAK = re.compile(r"[。！？!?；;\n]|\.(?=\s|$)")
_SEPARATOR = r"[ \t]*(?:、|,|，|以及|和|与|及|\band\b|,[ \t]*and\b)[ \t]*"
# What may close a list: "等", a count of what it lists, then its clause's end.
_CLOSE = re.compile(r"[ \t]*(?:等等?|这?[二两三四五六七八九十]+[条个种类项方面点])?[ \t]*(?:[。！？!?；;，,\n]|\.(?=\s|$)|$)")
# A copula leading the list: "分别是", "包括", "有", a colon, "are", "include", "namely".
_LEAD = re.compile(r"(?:分别是|分别为|依次是|即|是|为|包括|包含|有|[:：]|\bare\b|\binclude\b|\bnamely\b)[ \t]*$", re.I)
# Words that make the sentence something else than the list of what is asked for.
_OTHERWISE = re.compile(r"[不非没无未除否错误或但却]|不过|然而|可能|也许|或许|其中|以外|之外|例如|比如|如|"
                        r"\b(?:not|no|except|but|however|maybe|might|perhaps|or|such\s+as|e\.g)\b|n't", re.I)
_STEM_CLAUSE = re.compile(r"[,，。；;:：!?！？]")
_STEM_VERB = re.compile(r"(?:的)?(?:分别是|是指|主要有|主要包括|包括|包含|有|是|为)$")
_ANCHOR = 4  # characters of the stem's words the lead must repeat
_LEAD_REACH = 12  # how far before the list those words may stand


def listed_beyond(text: str, end: int, letters: set[str], options: dict[str, str], stem: str) -> bool:
    """Whether, after the answer ending at ``end``, a sentence lists as the stem's filling every chosen option's text
    and an unchosen one's, that unchosen option named nowhere else in ``text``."""
    anchor = _stem_anchor(stem)
    if anchor is None or len(options) < 2:
        return False
    texts = sorted((v for v in options.values() if v), key=len, reverse=True)
    item = r"[“\"《「]?(?:" + "|".join(re.escape(t) for t in texts) + r")[”\"》」]?"
    run = re.compile(rf"{item}(?:{_SEPARATOR}{item})+")
    for m in run.finditer(text, end):
        listed = _letters(m.group(), options)
        extra = listed - letters
        if not extra or not letters <= listed or not _CLOSE.match(text, m.end()):
            continue
        start = max((b.end() for b in _SENTENCE_BREAK.finditer(text, 0, m.start())), default=0)
        lead = text[start : m.start()]
        if not _LEAD.search(lead) or anchor not in lead[-_LEAD_REACH - len(anchor) :] or _OTHERWISE.search(lead):
            continue
        close = _CLOSE.match(text, m.end())
        if _OTHERWISE.search(text, m.end(), close.end() if close else m.end()):
            continue
        rest = text[:start] + text[m.end() :]
        if any(_named_elsewhere(rest, k, options[k]) for k in extra):
            continue  # "其中消退律……": the unchosen option is set apart somewhere
        return True
    return False


def _stem_anchor(stem: str) -> str | None:
    """The stem's last words before its blank, its copula aside ("学习规律" of "……这些学习规律是( )"); None where
    the stem is unknown, may ask for what is not, or has no such words."""
    if not stem or may_ask_not(stem):
        return None
    blanks = list(BLANK.finditer(stem))
    if len(blanks) > 1:
        return None
    head = stem[: blanks[0].start()] if blanks else stem
    clause = _STEM_CLAUSE.split(canon(head).rstrip(" \t"))[-1]
    core = _STEM_VERB.sub("", clause).strip()
    return core[-_ANCHOR:] if len(core) >= _ANCHOR else None


def _letters(listed: str, options: dict[str, str]) -> set[str]:
    items = [canon(i).strip(" \t“\"《「”》」") for i in re.split(_SEPARATOR, listed, flags=re.I)]
    return {k for k, v in options.items() if v and v in items}


def _named_elsewhere(text: str, letter: str, own: str) -> bool:
    return own in text or letter in LONE_LETTER.findall(text)


# "，可能还有对立律。", "and possibly also 对立律.": another option added as a maybe, closing its clause.
_MAYBE_MORE = (r"(?:[，,；;、]|\band\b)[ \t]*(?:也?可能|也许|或许|maybe|perhaps|possibly|probably)[ \t]*(?:还|也|also)[ \t]*"
               r"(?:有|包括|算|是|属于|include[sd]?|is|are)?[ \t]*[“\"《「]?(?P<text>{texts})[”\"》」]?[ \t]*(?:也是|也算)?"
               r"[ \t]*(?:[。！？!?；;，,\n]|\.(?=\s|$)|$)")


def maybe_more(text: str, end: int, letters: set[str], options: dict[str, str]) -> bool:
    """Whether, after the answer ending at ``end``, an unchosen option's whole text is added as a maybe."""
    others = sorted((v for k, v in options.items() if v and k not in letters), key=len, reverse=True)
    if not others:
        return False
    pattern = re.compile(_MAYBE_MORE.format(texts="|".join(re.escape(t) for t in others)), re.I)
    return pattern.search(text, end) is not None
