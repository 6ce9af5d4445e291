"""One option's text stated as the answer in a reply's first sentence, with no letter, while the other options' texts
are named after it only to be set apart ("这是心境——……。激情是强烈而短暂的，应激是……", "论述题属于主观题，……；选择、
判断、填空都是客观题。", "……是自律阶段……的特点，区别于他律阶段……").

The text may be written with a "的" or "之" more or less ("……夫妻之间" for "……夫妻间"). It is stated after a copula
("这是心境", "……的部分是良心，", "……处于由……过渡到……的阶段") or, where the stem is given, as the subject of a copula whose
predicate is the stem's own words ("使用纸笔计算属于认知技能" under "属于认知技能的是"). Nothing is read for a multiple
choice, under a stem that may ask for what is not, in a reply naming letters, going through the options, or cut off,
nor where another option is named before the answer, in its clause, or said to fit as well ("……也属于……").
What the answer is said of must be the item (a pronoun, a conclusion word, "因此属于主要因素", or three characters of the
stem in a row: not "需要注意的是霍桑"); others listed after "而不是" may be joined by "或" ("而不是环境因素、……或辅助因素");
the others must open their clauses or follow a word setting them apart ("区别于", "而非"), not sit mid-clause ("他的学生
铁钦纳……", "有时是抑郁症"); doubt, a question or a second answer anywhere, a classification ("分为……"), or a number (a
range's end: "11—15岁") reads nothing.
"""

from __future__ import annotations

import re

from psyexam.score.endings import stops_mid_sentence, walks_options
from psyexam.score.reading import Context, Extraction, resolve
from psyexam.score.stem_polarity import BLANK, NEG_WORD, may_ask_not, polarity

_SENTENCE = re.compile(r"[^。.!?！？;；\n]+")
_CLAUSE_BREAKS = ",，;；:：。.!?！？\n"
_FILLER = "的之"
# A letter named anywhere: other rules read letters; this one reads only replies naming none.
_LETTER = re.compile(r"(?<![A-Za-z])(?:选项|[(\[])?[A-E](?![A-Za-z])")
# A copula or verb of belonging before the text, with at most a short modifier between ("这是皮亚杰所说的<text>"); no
# list ("分为理智型、情绪型和<text>") and no "分为"/"归为" (a classification, not an answer).
_COPULA_BEFORE = re.compile(r"(?:是|(?<![分归称])为|属于|处于|进入了?|达到了?|发生在|在|即|\bis|\bare|\bbelongs\s+to|\bfalls\s+under)\s*[“\"'「]?"
                            r"([^,，;；:：。.!?！？\n、和与及]{0,8}?)$", re.I)
# Who or what the answer is said of, where not the stem's own words: a pronoun ("这是心境", "This is 效度").
_DEMONSTRATIVE = re.compile(r"\s*(?:这|此|它|该|\bthis\b|\bthat\b|\bit\b)", re.I)
# Another option set apart: at its clause's start (after a contrast word) or after a verb setting it apart.
_LEAD = re.compile(r"\s*(?:而|则|但是?|然而|相比之下|至于|在|whereas|while|but|by\s+contrast|in\s+contrast)?\s*[“\"'「]?\s*$", re.I)
_APART = re.compile(r"(?:区别于|不同于|有别于|而非|而不是|并非|不是|\bunlike|\brather\s+than|\bas\s+opposed\s+to|\bnot)\s*[“\"'「]?\s*$", re.I)
_ALSO_ANYWHERE = re.compile(r"也|同样|亦|两者|二者|\b(?:also|too|as\s+well|both)\b", re.I)
# Anywhere in the reply: doubt, a question, an alternative or a second fitting option ("同时他也……", "有时是……").
_DOUBT = re.compile(r"可能|也许|或许|大概|不确定|不一定|不好说|吗|[?？]|或|还是|有时|同时|还有|此外|另外|以及|"
                    r"\b(?:maybe|perhaps|probably|possibly|either|not\s+sure|unsure|or)\b", re.I)
# What may follow the stated text: a bracketed aside, "的特点"-like nouns, then a break or a dash.
_AFTER_TEXT = re.compile(r"[”\"'」]?\s*(?:\([^()]{0,20}\))?\s*(?:的(?:特点|特征|表现|典型表现|体现))?\s*(?:[,，;；:：。.!?！？\n]|[\u2014\u2015-]+|$)")
# The subject form: "<text>属于<predicate>" where the predicate is the stem's own words.
_SUBJECT_COPULA = re.compile(r"\s*(?:属于|是|为|\bis|\bare|\bbelongs\s+to)\s*([^\s,，;；:：。.!?！？\n()（]{2,12})", re.I)
# What keeps a clause from stating its text: negation, doubt, supposition, a reported view, an alternative.
_NOT_STATED = re.compile(r"不|非|没|无|未|错|误|可能|也许|或许|大概|似乎|好像|如果|若|假如|假设|认为|以为|据说|有人|或|还是|也|"
                         r"\b(?:not|no|maybe|perhaps|probably|might|if|or|also|some)\b|n't", re.I)
# Another option named as fitting too: "也属于", "同样是", "as well".
_ALSO = re.compile(r"也|同样|亦|一样|两者|二者|\b(?:also|too|as\s+well)\b", re.I)


def _loose(own: str) -> re.Pattern[str]:
    """``own`` written with any "的"/"之" dropped or added between its characters."""
    core = [c for c in own if c not in _FILLER]
    return re.compile(f"[{_FILLER}]?".join(re.escape(c) for c in core))


def _mentions(low: str, options: dict[str, str]) -> list[tuple[int, int, str]]:
    """Each option's text in ``low`` (loosely), leaving out those inside a longer one's span."""
    spans = [(m.start(), m.end(), k) for k, v in options.items() if len(v) >= 2 for m in _loose(v).finditer(low)]
    return [s for s in spans if not any(o != s and o[0] <= s[0] and s[1] <= o[1] and o[1] - o[0] > s[1] - s[0] for o in spans)]


def _clause(low: str, pos: int, end: int) -> tuple[int, int]:
    """The clause around ``pos``..``end``."""
    start = max(low.rfind(c, 0, pos) for c in _CLAUSE_BREAKS) + 1
    stops = [i for c in _CLAUSE_BREAKS if (i := low.find(c, end)) >= 0]
    return start, min(stops, default=len(low))


def _stated(low: str, start: int, end: int, stem: str) -> str | None:
    """How the text at ``start``..``end`` is stated: "copula" after a copula, or the stem's words it is said to be
    ("认知技能"), or None."""
    head_start, _ = _clause(low, start, end)
    head = low[head_start:start]
    if _NOT_STATED.search(low, 0, start):
        return None  # anything before it in the first sentence negating, doubting or supposing ("如果……，这属于X")
    before = _COPULA_BEFORE.search(head)
    if before and not _NOT_STATED.search(before.group(1)) and not re.search(r"\b(?:called|named|known)\b", head, re.I) and _AFTER_TEXT.match(low, end) and _of_item(head[:before.start()], stem):
        return "copula"
    subject = _SUBJECT_COPULA.match(low, end)
    if stem and not head.strip() and subject and not may_ask_not(stem):
        predicate = subject.group(1).rstrip("的")
        # the stem's words, not their opposite ("智力因素" inside "非智力因素")
        if len(predicate) >= 2 and re.search(f"(?<![非不无]){re.escape(predicate)}", stem.casefold()):
            return predicate
    return None


# A conclusion word alone before the copula: the answer is said of the case the clauses before it describe.
_CONCLUDING = re.compile(r"(?:因此|所以|因而|故而|故|可见)(?:它|这|其)?(?:都|就)?")
# A clause opening with a word setting apart what follows, maybe with a restricting word ("而不是仅仅的环境因素、……").
_APART_OPENING = re.compile(r"\s*(?:而不是|而非|并非|并不是|不是)\s*(?:仅仅|仅|只|单纯)?的?\s*$")
# Other options' texts joined as one list set apart: "环境因素、外部互动因素或辅助因素" (its "或" offers no answer).
_JOINED = r"\s*(?:、|和|与|及|或者?|以及|,|，)\s*"


def _of_item(topic: str, stem: str) -> bool:
    """Whether what the answer is said of is the item: a pronoun ("这是……", "This is ……") or the stem's own words (three
    characters in a row); not a caution or an aside ("需要注意的是霍桑", "他的学生是……")."""
    topic = topic.strip()
    if not topic or _DEMONSTRATIVE.match(topic) or _CONCLUDING.fullmatch(topic):
        return True  # "……，因此属于主要因素": what the reply described before, the item's case
    stem = stem.casefold()
    return any(topic[i:i + 3] in stem for i in range(len(topic) - 2) if not re.search(r"[\s,，、]", topic[i:i + 3]))


def _set_apart(low: str, start: int, end: int, claim: str, others: list[tuple[int, int, str]]) -> bool:
    """Whether the other option's text at ``start``..``end`` is named only to be set apart: it opens its clause (after
    a contrast word and other options' texts: "而自我理想是……", "跳绳和系鞋带是……") or follows a word setting it apart
    ("区别于他律阶段"), and its clause neither says it fits too ("也属于", "同样") nor gives it the stem's words the answer
    was given. Named anywhere else ("他的学生铁钦纳……", "有时是抑郁症", "特别是对自变量……") it may be an answer too."""
    c_start, c_end = _clause(low, start, end)
    clause = low[c_start:c_end]
    lead = "".join(ch for i, ch in enumerate(low[c_start:start], c_start) if not any(s <= i < e for s, e, _ in others))
    lead = re.sub(r"[、和与及或]|\band\b", "", lead)
    if not _LEAD.match(lead) and not _APART.search(low, 0, start) and not _APART_OPENING.match(lead):
        return False
    if _ALSO.search(clause):
        return False
    return claim == "copula" or claim not in clause or bool(re.search(r"不|非|没|\bnot\b|n't", clause))


def _asks_not(stem: str) -> bool:
    """Whether the stem asks for what is not, or its asking clause (after its last comma) negates anything: the
    contrast may then go the other way. A negation inside the case it describes ("认识到规则不是绝对的,……处于( )") is no ask."""
    ask = re.split(r"[,，;；]", BLANK.sub(" ", stem).strip())[-1]
    return polarity(stem) is True or bool(NEG_WORD.search(ask))


def contrasted_text(ctx: Context) -> Extraction | None:
    """The one option whose text the reply's first sentence states as the answer, every other option named only after
    it and set apart (see the module's docstring)."""
    if ctx.multi or _asks_not(ctx.stem) or _LETTER.search(ctx.text):
        return None
    if stops_mid_sentence(ctx.text) or walks_options(ctx.text, ctx.options):
        return None
    low = ctx.text.casefold()
    first = _SENTENCE.search(low)
    if not first:
        return None
    mentions = sorted(_mentions(low, ctx.options))
    answer = next((m for m in mentions if m[0] < first.end()), None)
    if answer is None:
        return None
    claim = _stated(low, answer[0], answer[1], ctx.stem)
    if claim is None:
        return None
    others = [m for m in mentions if m[2] != answer[2]]
    said = _unjoined(low, others)
    if _doubts(said, ctx.stem) or _ALSO_ANYWHERE.search(said, answer[1]) or re.search(r"\d", ctx.options[answer[2]]):
        return None  # doubt or a second answer anywhere; a number may be a range's end ("11—15岁")
    a_start, a_end = _clause(low, answer[0], answer[1])
    for start, end, _letter in others:
        if start < answer[0] or a_start <= start < a_end or not _set_apart(low, start, end, claim, others):
            return None  # named before the answer, beside it, or said to fit as well
    return resolve((answer[2],), False, ctx, "contrasted-text")


def _unjoined(low: str, others: list[tuple[int, int, str]]) -> str:
    """``low`` with the joining words between two other options' texts blanked (same length): a list of what is set
    apart ("环境因素、外部互动因素或辅助因素") offers no second answer."""
    spans = sorted(others)
    for (_, end, _a), (start, _e, _b) in zip(spans, spans[1:]):
        if end <= start and re.fullmatch(_JOINED, low[end:start]):
            low = low[:end] + " " * (start - end) + low[start:]
    return low


def _doubts(low: str, stem: str) -> bool:
    """Whether the reply doubts, asks or adds anything, a list's "以及" aside where the stem's list has it too (the
    reply restates the case)."""
    said = {m.group() for m in _DOUBT.finditer(low)}
    return bool(said - ({"以及"} & {m.group() for m in _DOUBT.finditer(stem.casefold())}))
