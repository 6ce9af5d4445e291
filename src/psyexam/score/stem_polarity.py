"""Stem polarity: whether the item's stem asks for what is not (the wrong, not-belonging or excepted options) or for
what is, and the replies that answer only once that is known.

- ``polarity``: True for a stem asking for what is not ("下列说法错误的是", "不包括", "EXCEPT"), False for one asking
  for what is ("下列说法正确的是", "……包括( )", "以下属于……的是"), None when unsure or unknown ("" stem).
- ``polar_verdicts``: a reply of verdicts alone judging every option right or wrong ("C 错。……A、B、D 都是正确说法。"):
  the ones judged wrong answer a stem asking for the wrong statement, the ones judged right one asking for the right.
- ``sorted_groups``: options sorted into two groups, one the other's negation ("### 属于位置理论 / ### 不属于位置理论",
  "Options B, C and D can be used …. A is … not an attitude measure."): the stem says which group answers.
- ``negated_pick``: under a stem asking for what is not, the reply's only letter said with the stem's own negation
  ("所以不包括B", "B ……不是原因").
- ``only_letters``: under a stem asking for what is, a reply opening "Only A and B happen here." / "只有A和B符合。".

Nothing is read without the stem, nor where the reply doubts, asks, supposes, or names letters beyond the groups.
"""

from __future__ import annotations

import re

from psyexam.score.languages import DOUBT_EN, DOUBT_ZH
from psyexam.score.letters import read_letters
from psyexam.score.reading import Context, Extraction, resolve

# A negative ask in the stem's asking clause ("错误记忆", "错误信念" are terms, false memory and belief: no ask).
_NEG_ASK = re.compile(
    r"不属于|不正确|错误(?!记忆|信念)|不包括|不包含|除外|例外|不是|不符合|不能|不宜|不应|不可能|不对|有误|不恰当|不适合|不适用|不会|没有|"
    r"\b(?:not|NOT|EXCEPT|except|incorrect|false|untrue|wrong)\b|n't"
)
# A negating word anywhere in a stem (not a negating character inside a term: "非本质", "无意注意").
NEG_WORD = re.compile(r"不属于|不正确|不对|错误|不包括|不包含|除外|除了|以外|之外|不是|不符合|不能|不可|不宜|不应|不会|"
                       r"不需要|不适合|不适用|不恰当|不妥|并非|无关|不存在|\b(?:not|except|never|false|incorrect)\b", re.I)
# A positive ask: what the stem asks to pick, when nothing in it negates.
_POS_ASK = re.compile(
    r"(?:正确|对)的(?:是|有|一项|选项|说法|表述)|(?:属于|包括|包含|有|是|为|具有|符合|可用于|用于)[^,，。；;]{0,16}?"
    r"(?:的是|的有|的一项|的选项)|(?:包括|包含|有|主要有)\s*$|哪些|哪几|哪一|哪个|哪种|\b(?:which|correct|true)\b",
    re.I,
)
_ASK_REACH = 16
# A negated fact the stem asks the cause of ("知识不能回忆或再认的主要原因是"): no negative ask; a negated copula still is
# one ("哪项不是……的原因").
_FACT_NEG = frozenset({"不能", "不会", "没有", "不可能"})
_CAUSE_OF = re.compile(r"[^,，、]{0,14}?的(?:主要|根本|直接|重要)?(?:原因|缘故|根源)(?:是|在于|有)?\s*$")
_RIGHT_ASK = re.compile(r"正确|对的|\b(?:correct|true)\b", re.I)
# Any negating character: a positive ask is trusted only in a clause with none.
ANY_NEG = re.compile(r"[不非无没未勿错误除否]|\b(?:not|no|except|incorrect|false|wrong|untrue)\b|n't", re.I)
# A stem's blank: empty brackets of any kind and width, or a run of underscores.
BLANK = re.compile(r"[(（\[【]\s*[)）\]】]|_{2,}")
_CLAUSE_BREAK = re.compile(r"[。！？!?；;\n]")


def polarity(stem: str) -> bool | None:
    """True where the stem asks for what is not, False where it asks for what is, None where unsure."""
    text = BLANK.sub(" ", stem).strip()
    clauses = [c for c in _CLAUSE_BREAK.split(text) if c.strip()]
    if not clauses:
        return None
    ask = clauses[-1]
    if re.search(r"多选|单选|multiple|single", ask, re.I) and len(clauses) > 1 and len(ask) < 8:
        ask = clauses[-2]
    negs = list(_NEG_ASK.finditer(ask))
    if negs:
        # one negation, in the asking words at the clause's end (not "关于错误记忆的说法……"), not followed by a
        # positive ask ("……错误记忆的说法正确的是"); two may cancel ("不正确的是……没有"): unsure
        last = negs[-1]
        near_end = len(ask.rstrip()) - last.start() <= _ASK_REACH or re.search(r"\b(?:which|what)\b", ask, re.I)
        if len(negs) > 1 or not near_end or _RIGHT_ASK.search(ask, last.end()) or (last.group() in _FACT_NEG and _CAUSE_OF.match(ask, last.end())):
            return None
        return True
    if ANY_NEG.search(ask) or not _POS_ASK.search(ask):
        return None
    return False


def may_ask_not(stem: str) -> bool:
    """Whether a stem may ask for what is not: it surely does, or its asking clause is not surely positive and a
    negating word stands anywhere in it. Readings that restate the stem's own words take the stem as asking for
    what is, so they stand back wherever this holds."""
    asks_not = polarity(stem)
    return asks_not is True or (asks_not is None and bool(NEG_WORD.search(BLANK.sub(" ", stem))))


UNSURE = re.compile(DOUBT_ZH + r"|如果|假如|若是|或许|也许|可能|大概|似乎|好像|不确定|[?？]|" + DOUBT_EN
                     + r"|\b(?:if|maybe|perhaps|might|probably)\b", re.I)
_LETTER_AT = re.compile(r"(?<![A-Za-z])(?:选项|(?i:options?|choices?)\s+)?[(\[]?[A-H](?![A-Za-z])")
_RIGHT = re.compile(
    r"[)\]]?[ \t]*(?:项|选项)?[ \t]*(?:的说法|说法|表述)?[ \t]*(?:都|均|也|皆)?(?:是|为)?[ \t]*(?:正确|对)(?:的)?(?:说法|表述)?"
    r"(?=[ \t]*(?:[。.,，;；!！:：\n]|$))"
    r"|[)\]]?[ \t]+(?:is|are)\s+(?:both\s+|all\s+)?(?:correct|true|right)(?=\s*[.,;:!\n]|\s*$)",
    re.I,
)
_WRONG = re.compile(
    r"[)\]]?[ \t]*(?:项|选项)?[ \t]*(?:的说法|说法|表述)?[ \t]*(?:都|均|也|皆)?(?:是|为)?[ \t]*(?:错误|错|不正确|不对|有误)(?:的)?"
    r"(?:说法|表述)?(?=[ \t]*(?:[。.,，;；!！:：\n]|$))"
    r"|[)\]]?[ \t]+(?:is|are)\s+(?:both\s+|all\s+)?(?:incorrect|false|wrong)(?=\s*[.,;:!\n]|\s*$)",
    re.I,
)


def _verdicts(ctx: Context) -> dict[str, bool] | None:
    """Each letter's verdict, where every letter named in the reply opens a verdict right after it (right or wrong),
    no letter is judged twice, and every option is judged; None otherwise."""
    said: dict[str, bool] = {}
    pos = 0
    while m := _LETTER_AT.search(ctx.text, pos):
        run = read_letters(ctx.text, m.start())
        if run is None or run.hedged:
            return None
        right, wrong = _RIGHT.match(ctx.text, run.end), _WRONG.match(ctx.text, run.end)
        if bool(right) == bool(wrong):
            return None  # a letter named without its verdict: it may be weighed, chosen or asked about
        for x in run.letters:
            if x in said:
                return None
            said[x] = bool(right)
        pos = max(run.end, m.end())
    return said if set(said) == set(ctx.options) else None


def polar_verdicts(ctx: Context) -> Extraction | None:
    """The options judged wrong under a stem asking for the wrong statement, or judged right under one asking for the
    right statement, in a reply of verdicts alone that judges every option; None otherwise."""
    asks_not = polarity(ctx.stem) if ctx.stem else None
    if asks_not is None or UNSURE.search(ctx.text):
        return None
    said = _verdicts(ctx)
    if said is None:
        return None
    chosen = tuple(sorted(x for x, ok in said.items() if ok != asks_not))
    if not chosen or len(chosen) == len(said):
        return None  # every option judged alike answers nothing
    return resolve(chosen, False, ctx, "stem-polarity:verdicts")


# A sentence's end: Chinese marks, a line break, or an English full stop not closing a letter label ("B. ").
_SENTENCE = re.compile(r"[。！？!?；;\n]|(?<![^A-Za-z][A-H])(?<!\A[A-H])\.(?=\s|$)")  # ("A. …" opening: a label)
# Letters opening a sentence, as its subject: "Options B, C and D can …", "- B 共鸣理论", "所以A、C ……".
_OPENING = re.compile(r"[ \t*#>-]*(?:所以|因此|其中|只有)?[ \t,，]*(?:选项|(?i:options?|choices?)\s+)?(?=[(\[]?[A-H](?![A-Za-z]))")
_NEGATION = re.compile(r"不(?:属于|是|包括|能|可|宜|应|符合|适用)?|非|\bnot\b|n't", re.I)


def _sentences(text: str) -> list[str]:
    out, start = [], 0
    for m in _SENTENCE.finditer(text):
        out.append(text[start : m.start()])
        start = m.end()
    out.append(text[start:])
    return [s for s in out if s.strip()]


def _opening_letters(sentence: str) -> tuple[str, ...] | None:
    """The letters a sentence opens with, as its subject; None where it names letters elsewhere or none at all."""
    lead = _OPENING.match(sentence)
    run = read_letters(sentence, lead.end()) if lead else None
    if run is None or run.hedged or _LETTER_AT.search(sentence, run.end):
        return None
    return run.letters


def _property_shared(negated: str, positive: str) -> bool:
    """Whether what the negated sentence denies is what the positive one asserts: the words right after its negation
    ("不属于位置理论", "not an attitude measure") stand in the positive sentence too."""
    neg = _NEGATION.search(negated)
    if neg is None:
        return False
    rest = negated[neg.end() :].strip()
    zh = re.match(r"(?:是|属于|为)?([\u4e00-\u9fff]{2})", rest)
    if zh:
        return zh.group(1) in positive
    en = re.match(r"(?:(?:a|an|the|one|of|be|used|to)\s+)*([A-Za-z]{4,})", rest, re.I)
    return en is not None and en.group(1)[:5].casefold() in positive.casefold()


def sorted_groups(ctx: Context) -> Extraction | None:
    """Options sorted into two groups, the one said to have a property and the other said not to, as two sentences
    opening with their letters ("Options B, C and D can be used to measure attitudes. A is … not an attitude
    measure.") or as lists under two headings, one the other's negation ("### 属于位置理论 / ### 不属于位置理论"):
    the positive group answers a stem asking for what is, the negated one a stem asking for what is not."""
    asks_not = polarity(ctx.stem) if ctx.stem else None
    if asks_not is None or UNSURE.search(ctx.text):
        return None
    groups = _headed_groups(ctx) or _sentence_groups(ctx)
    if groups is None:
        return None
    positive, negated = groups
    if set(positive) & set(negated) or set(positive) | set(negated) != set(ctx.options):
        return None
    return resolve(tuple(sorted(negated if asks_not else positive)), False, ctx, "stem-polarity:groups")


def _sentence_groups(ctx: Context) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    named = [(s, _opening_letters(s)) for s in _sentences(ctx.text) if _LETTER_AT.search(s)]
    if len(named) != 2 or any(letters is None for _, letters in named):
        return None
    (first, a), (second, b) = named
    if ANY_NEG.search(first) or not _NEGATION.search(second) or _WRONG_WORD.search(second):
        return None  # the first asserts, the second denies the same (and denies no verdict: "not wrong")
    if not _property_shared(second, first) or a is None or b is None:
        return None
    return a, b


_WRONG_WORD = re.compile(r"错|误|\b(?:wrong|incorrect|false|untrue)\b", re.I)
_HEADING = re.compile(r"^[ \t]*(?:#{1,6}[ \t]*|\*\*)?(?P<title>[^\n#*:：A-Za-z]{2,30}?)(?:\*\*)?[ \t]*[:：]?(?:\*\*)?[ \t]*$", re.M)


def _headed_groups(ctx: Context) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """Letters listed under two headings, the second the first's negation ("属于X" / "不属于X"), nothing else named."""
    heads = list(_HEADING.finditer(ctx.text))
    if len(heads) != 2 or _LETTER_AT.search(ctx.text, 0, heads[0].start()):
        return None
    first, second = (h.group("title").strip() for h in heads)
    if ANY_NEG.search(first) or not re.fullmatch(r"(?:不|非)" + re.escape(re.sub(r"^是", "", first)), re.sub(r"^不是", "不", second)):
        return None
    lists = []
    for h, end in ((heads[0], heads[1].start()), (heads[1], len(ctx.text))):
        letters: list[str] = []
        for line in ctx.text[h.end() : end].splitlines():
            if not line.strip():
                continue
            opened = _opening_letters(line)
            if opened is None:
                return None  # a line naming no letter, or letters mid-line: no plain list
            letters.extend(opened)
        lists.append(tuple(letters))
    return (lists[0], lists[1]) if all(lists) else None


# The stem's negation said in English after the letters ("A. <text> is not suitable for …" for "不适用于……的是").
_UNFIT = re.compile(r"\b(?:is|are)\s+not\s+(?:suitable|appropriate|applicable|indicated)\b", re.I)
_ENGLISH_NEG = {
    "不适用": _UNFIT, "不适合": _UNFIT, "不宜": _UNFIT, "不恰当": _UNFIT,
    "不属于": re.compile(r"\b(?:does\s+not|doesn't)\s+belong\b|\b(?:is|are)\s+not\s+(?:a|an|part\s+of|one\s+of)\b", re.I),
    "不包括": re.compile(r"\b(?:is|are)\s+not\s+(?:included|part\s+of|one\s+of)\b", re.I),
}
_ANSWER_WORD = re.compile(r"答案|选(?!项)|\b(?:answer|choose|pick)\b", re.I)


def negated_pick(ctx: Context) -> Extraction | None:
    """Under a stem asking for what is not, the reply's only letters said with the stem's own negation, right before
    them or after them in their sentence ("所以不包括B", "不包括：A 直接逼问。", "B 中枢神经兴奋性增强 不是原因")."""
    if not ctx.stem or polarity(ctx.stem) is not True or UNSURE.search(ctx.text):
        return None
    neg = list(_NEG_ASK.finditer(BLANK.sub(" ", ctx.stem)))[-1].group()
    runs = []
    pos = 0
    while m := _LETTER_AT.search(ctx.text, pos):
        run = read_letters(ctx.text, m.start())
        if run is None or run.hedged:
            return None
        runs.append(run)
        pos = max(run.end, m.end())
    if len(runs) != 1:
        return None
    run = runs[0]
    starts = [0] + [m.end() for m in _SENTENCE.finditer(ctx.text, 0, run.start)]
    end_m = _SENTENCE.search(ctx.text, run.end)
    sentence = ctx.text[starts[-1] : end_m.start() if end_m else len(ctx.text)]
    before = ctx.text[starts[-1] : run.start]
    english = [m for m in _ENGLISH_NEG[neg].finditer(sentence) if m.start() >= run.end - starts[-1]] if neg in _ENGLISH_NEG else []
    if len(_NEGATION.findall(sentence)) != 1 or sentence.count(neg) + len(english) != 1 or _ANSWER_WORD.search(sentence):
        return None  # "答案不是B" denies an answer; "B 并不是不……" negates twice
    if neg in before and not re.search(re.escape(neg) + r"[ \t]*[:：]?[ \t]*(?:选项)?[(\[]?$", before):
        return None  # the negation must lead straight to the letters, or follow them
    return resolve(run.letters, False, ctx, "stem-polarity:negated")


# Words that set a reply against an option or say it does not fit: a reply holding none of them only asserts.
_AGAINST = re.compile(r"[不非无没未错误除否]|\b(?:not|no|except|incorrect|false|wrong|untrue)\b|n't", re.I)


def asserted_under_negative_stem(ctx: Context) -> bool:
    """Whether the stem asks for what is not while the reply, its options' own texts aside, says nothing against
    anything: an option's text stated there as a fact ("公众态度是由认知、情感和行为三部分内容组成。") is a right
    statement, not the one asked for, so no text-asserting reading stands."""
    if not ctx.stem or polarity(ctx.stem) is not True:
        return False
    text = ctx.text.casefold()
    for v in sorted(ctx.options.values(), key=len, reverse=True):
        if len(v) > 1:
            text = text.replace(v, " ")
    return not _AGAINST.search(text)


# "Only A and B <what they do>." opening the reply: the letters, then a plain predicate.
_ONLY = re.compile(r"\A[ \t>*#-]*(?:\*\*)?(?:Only|只有|仅有|仅)[ \t]+|\A[ \t>*#-]*(?:\*\*)?(?:只有|仅有|仅)(?=[(\[]?[A-H])")
# What keeps the letters from being the answer: a doubt, a question, a negation, a verdict against them, or them left
# as candidates ("Only A and B remain", "只剩A和B可选").
_ONLY_AGAINST = re.compile(
    r"[不非无没未错误除否剩排候吗呢或?？]|\b(?:not|no|never|except|incorrect|false|wrong|untrue|or|if|remain\w*|left|"
    r"candidates?|between|either|exclud\w*|eliminat\w*|rul\w+\s+out|reject\w*|" + DOUBT_EN + r")\b|n't|" + DOUBT_ZH,
    re.I,
)


def only_letters(ctx: Context) -> Extraction | None:
    """Under a stem asking for what is, a reply opening with "only" and its letters before a plain predicate ("Only A
    and B happen here. …", "只有A和B属于这一阶段。"), naming no other letter after them and holding no doubt."""
    opening = _ONLY.match(ctx.text) if ctx.stem else None
    if opening is None or polarity(ctx.stem) is not False or UNSURE.search(ctx.text):
        return None
    run = read_letters(ctx.text, opening.end())
    if run is None or run.hedged or run.start != opening.end():
        return None
    end = _SENTENCE.search(ctx.text, run.end)
    predicate = ctx.text[run.end : end.start() if end else len(ctx.text)]
    if not re.search(r"[A-Za-z\u4e00-\u9fff]", predicate) or _ONLY_AGAINST.search(predicate) \
            or set(re.findall(r"(?<![A-Za-z])[A-H](?![A-Za-z])", ctx.text[run.end :])) - set(run.letters):
        return None
    return resolve(run.letters, False, ctx, "stem-polarity:only")
