"""A stem restated with its blank filled by an option's text: "心理现象可分为心理过程和心理状态两大类。" for
"心理现象可分为心理过程和(    )两大类", "……最有可能是内感性不适。" for "……最有可能是(    )"; or an option's text
said to have the property a "下列……的是" stem asks for: "班级个数属于离散数据。" for "下列数据类型属于离散数据的是".

Read only where the caller gives the stem. The stem's words before the blank (at least four characters of them,
the copula aside: "……包括" may be restated "……有：") must stand in the reply, and the words after it, if any, must
close the filling; what lies between must be one option's whole text (or, for a multiple-response question,
several options' texts joined as a list). Nothing is read when the reply supposes or doubts in words the stem does
not use, negates the filling, names another option in the same sentence, goes on to weigh the options one by one,
stops mid-sentence, or fills the blank twice with different options.
"""

from __future__ import annotations

import re

from psyexam.score.languages import DOUBT_ZH
from psyexam.score.letters import canon, same_text
from psyexam.score.reading import Context, Extraction, resolve

# A blank: empty brackets of any kind and width, or a run of underscores.
_BLANK = re.compile(r"[(（\[【]\s*[)）\]】]|_{2,}")
_CLAUSE_BREAK = re.compile(r"[。！？!?；;\n：:,，]")
_SENTENCE_END = re.compile(r"[。！？!?；;\n]")
_EDGES = " \t*“”\"'「」『』《》‘’【】:："
# The copula closing a stem's words before the blank; the reply may restate it with another (or a colon).
_STEM_VERB = re.compile(r"(?:的)?(?:是指|指的是|主要有|主要包括|主要是|包括|包含|属于|在于|是|为|有|指)$")
_REPLY_VERB = re.compile(r"[ \t]*(?:主要|就|正|应|应该|一般|通常|都|也)?(?:是指|指的是|包括|包含|属于|在于|是|为|有|指|即)?"
                         r"[ \t]*[:：]?[ \t]*")
# The predicate of a "下列……的是" stem, from its verb: "属于离散数据", "不属于精神分析法".
_PREDICATE = re.compile(r"(?:不|非)?(?:属于|是|为|具有|包括|符合|适用于|可用于|用于|可以|能够|能)[^的]{2,}$")
_PICK_STEM = re.compile(r"^(?:下列|以下|下面|如下)")
# Joins of several options' texts in one filling.
_JOIN = re.compile(r"\s*(?:、|,|，|/|和|与|及|以及|还有|\band\b)\s*")
# A count closing a list of fillings: "……三个方面", "……两种".
_COUNTED = re.compile(r"[ \t]*(?:等)?[两二三四五六七八九十]+(?:个|种|类|项|大|点)?(?:方面|阶段|部分|因素|成分|要素|环节|层次|特征|特点|原则|类型)?$")
# Words that make a restatement no answer where the stem lacks them.
_UNSURE = re.compile(r"如果|假如|假设|若是|要是|倘若|或许|也许|可能|大概|似乎|好像|未必|不一定|或|还是|" + DOUBT_ZH
                     + r"|\b(?:if|maybe|perhaps|might|or)\b", re.I)
_NEGATED = re.compile(r"不|非|没|无|未|\bnot\b", re.I)
# A reply stopping mid-sentence: what it was adding is unknown.
_CUT_OFF = re.compile(r"(?:[,，、:：(（“\"…]|\.\.\.|所以|因此|故|答案|选|是|为|即)[ \t*]*$")
# An option's line after the restatement: the reply goes on to weigh the options.
_OPTION_LINE = re.compile(r"^[ \t*#>-]*\(?[A-H][.、:：)）]", re.M)

_MIN_ANCHOR = 4
_MAX_ANCHOR = 12


def echoed_stem(ctx: Context) -> Extraction | None:
    """The option(s) filling the stem's blank where the reply restates the stem; None where it does not."""
    if not ctx.stem or _unsure(ctx) or _CUT_OFF.search(ctx.text):
        return None
    subjects, contrary = _subject_fills(ctx)
    fills = _forward_fills(ctx) | subjects
    if contrary and (not fills or any(contrary & set(f) for f in fills)):
        return Extraction(None, "stem-echo:contrary")  # "自由联想属于精神分析法。" where the stem asks which does not
    if not fills:
        return None
    if len(fills) > 1:
        return Extraction(None, "stem-echo:contradiction")  # the blank filled twice, with different options
    if ctx.multi and _named(ctx.text, ctx) - set(next(iter(fills))):
        return None  # "……：布鲁纳、托尔曼。苛勒也是。": a set named further on is not the filling alone
    return resolve(fills.pop(), False, ctx, "stem-echo")


def _unsure(ctx: Context) -> bool:
    """Whether the reply supposes or doubts anywhere, in words the stem does not use itself ("最有可能是……")."""
    said = set(_UNSURE.findall(_without_options(ctx.text, ctx)))
    return bool(said - set(_UNSURE.findall(ctx.stem)))


def _parts(stem: str) -> tuple[str, str] | None:
    """The stem's clause before its blank and its words after it up to the clause's end ("" at the stem's end),
    both in comparison form; None for a stem with two blanks or asking a question."""
    text = stem.strip()
    blanks = list(_BLANK.finditer(text))
    if len(blanks) > 1:
        return None
    head, tail = (text[: blanks[0].start()], text[blanks[0].end() :]) if blanks else (text, "")
    head = canon(_CLAUSE_BREAK.split(head.rstrip(" \t"))[-1])
    if head.endswith(("?", "？")) or "?" in head or "？" in head:
        return None
    return head, canon(_CLAUSE_BREAK.split(tail)[0]) if tail.strip() else ""


def _forward_fills(ctx: Context) -> set[tuple[str, ...]]:
    parts = _parts(ctx.stem)
    if parts is None:
        return set()
    head, after = parts
    core = _STEM_VERB.sub("", head) if not after else head
    verb_needed = core != head
    low = ctx.text.casefold()
    for anchor in _anchors(core):
        found = [m.end() for m in re.finditer(re.escape(anchor), low)]
        if found:
            fills = set()
            for end in found:
                verb = _REPLY_VERB.match(ctx.text, end)
                start = verb.end() if verb and (verb.end() > end or not verb_needed) else -1
                if start >= 0 and (filled := _filling(ctx, start, after)):
                    fills.add(filled)
            return fills
    return set()


def _anchors(core: str) -> list[str]:
    """The core's suffixes to look for, longest first; one keeps the core's last negation ("不属于……")."""
    neg = max((m.start() for m in _NEGATED.finditer(core)), default=None)
    longest = min(len(core), _MAX_ANCHOR)
    shortest = _MIN_ANCHOR if neg is None else max(_MIN_ANCHOR, len(core) - neg)
    return [core[-n:] for n in range(longest, shortest - 1, -1)]


def _filling(ctx: Context, start: int, after: str) -> tuple[str, ...] | None:
    """The letters whose texts fill the blank at ``start``; None where it is filled with no option's text, where the
    filling is negated, its sentence names another option too, or the reply goes on to weigh the options."""
    if _OPTION_LINE.search(ctx.text, start):
        return None
    end_m = _SENTENCE_END.search(ctx.text, start)
    rest = ctx.text[start : end_m.start() if end_m else len(ctx.text)]
    if after:
        i = rest.casefold().find(after)
        if i < 0:
            return None
        filled = rest[:i]
        candidates = [filled[:-1] if filled.endswith("的") and not after.startswith("的") else filled]
    else:
        candidates = [rest] if ctx.multi else [rest, re.split(r"[,，;；]", rest)[0]]
    for filled in candidates:
        if _NEGATED.search(_without_options(filled, ctx)):
            return None
        letters = _letters_of(filled, ctx)
        if letters:
            return None if _names_others(rest, letters, ctx) else letters
    return None


def _subject_fills(ctx: Context) -> tuple[set[tuple[str, ...]], set[str]]:
    """Options said, as their sentence's subject, to have the predicate a "下列……的是" stem asks for, and the options
    said to have its opposite ("自由联想属于精神分析法。" where the stem asks which does not belong)."""
    pred = _stem_predicate(ctx.stem)
    if pred is None:
        return set(), set()
    negative = pred[0] in "不非"
    opposite = pred[1:] if negative else "不" + pred
    fills = {f for f in _subjects(ctx, pred) if f}
    contrary = {k for f in _subjects(ctx, opposite, negated_before=negative) for k in f}
    return fills, contrary


def _stem_predicate(stem: str) -> str | None:
    parts = _parts(stem)
    if parts is None or parts[1] or not _PICK_STEM.search(parts[0]):
        return None
    core = re.sub(r"的(?:是|有)$", "", parts[0])
    pred = _PREDICATE.search(core)
    if pred is None or core == parts[0] or len(pred.group()) < _MIN_ANCHOR:
        return None
    return pred.group()


def _subjects(ctx: Context, pred: str, negated_before: bool = False) -> list[tuple[str, ...]]:
    """The letters of each sentence's subject said to have ``pred``; with ``negated_before``, a negation right before
    the predicate ("不属于……") makes it another predicate, not this one."""
    found = []
    low = ctx.text.casefold()
    for m in re.finditer(re.escape(pred), low):
        if negated_before and m.start() > 0 and low[m.start() - 1] in "不非没":
            continue
        lead_start = max((e.end() for e in _SENTENCE_END.finditer(ctx.text, 0, m.start())), default=0)
        subject = re.sub(r"[ \t]*(?:也|都|均|就)$", "", ctx.text[lead_start : m.start()])
        subject = re.sub(r"^[ \t*#>-]*(?:所以|因此|故|其中|只有)?[,，]?", "", subject)
        end_m = _SENTENCE_END.search(ctx.text, m.end())
        sentence = ctx.text[lead_start : end_m.start() if end_m else len(ctx.text)]
        letters = _letters_of(subject, ctx)
        if letters and not _names_others(sentence, letters, ctx) and not _OPTION_LINE.search(ctx.text, m.end()):
            found.append(letters)
    return found


def _letters_of(filled: str, ctx: Context) -> tuple[str, ...]:
    """The one option whose whole text ``filled`` is, or, for multiple response, the options a list of texts names."""
    piece = filled.strip(_EDGES + "。.")
    whole = [k for k, v in ctx.options.items() if same_text(piece, v)]
    if len(whole) == 1:
        return (whole[0],)
    if not ctx.multi:
        return ()
    found = []
    for part in _JOIN.split(_COUNTED.sub("", piece)):
        own = [k for k, v in ctx.options.items() if same_text(part.strip(_EDGES), v)]
        if len(own) != 1:
            return ()
        found.append(own[0])
    return tuple(sorted(set(found))) if len(found) > 1 else ()


def _names_others(sentence: str, letters: tuple[str, ...], ctx: Context) -> bool:
    """Whether ``sentence`` names an option other than ``letters`` by its text (longest texts first, so that an
    option's text inside another's, "变量" in "自变量", is not named on its own)."""
    return bool(_named(sentence, ctx) - set(letters))


def _named(text: str, ctx: Context) -> set[str]:
    low, named = canon(text), set()
    for k, v in sorted(ctx.options.items(), key=lambda kv: len(kv[1]), reverse=True):
        if len(v) > 1 and v in low:
            named.add(k)
            low = low.replace(v, " ")
    return named


def _without_options(sentence: str, ctx: Context) -> str:
    low = canon(sentence)
    for v in sorted(ctx.options.values(), key=len, reverse=True):
        if len(v) > 1:
            low = low.replace(v, " ")
    return low
