"""One option's text named where a reply of prose states it, with no letter anywhere:

- after an English "called"/"known as" ("This describes the listening technique called 重读 (emphasis): …");
- closing the first clause of the reply's opening sentence after a copula ("人际关系学说的创立者是哈佛大学教授梅奥，
  他主持了……"), a verb that names ("这种现象叫做晕轮效应（也称光环效应）。", "…was proposed by 维果茨基 (Lev
  Vygotsky).", "称为", "属于", "refers to"), maybe glossed in brackets (before a noun of its kind too: "这是社会促进（social
  facilitation）现象。", where no other option's text is called that kind), or a cleft's second clause ("描述……比重的，
  是圆形图（饼图），……"); never where that sentence asks ("……叫做晕轮效应？").
- in a short Chinese reply of one sentence (and maybe one setting the others aside), where a fact is stated: its
  subject, what a finding proves, a closing copula's complement, a division's member, the class
  something is put under ("斯伯林……证明了感觉记忆的存在。").

A reply's opening sentence of only one option's text ("下位学习。……") is an answer that a later explicit answer must
agree with (``opening_text_hits``).

Only where that sentence (or clause) neither negates nor doubts, no other option's text is named in it, and any other
option's text named elsewhere is only the start of a longer word ("霍桑实验") or named in a sentence that negates
("霍桑是工厂的名字，并不是人名"), never after a copula that is not negated ("也可能是霍桑"): otherwise the reply may
be going through the options (as for a "which is not" item), and nothing is read.
"""

from __future__ import annotations

import re

from psyexam.score.endings import finished, walks_options
from psyexam.score.languages import DOUBT_EN, DOUBT_ZH
from psyexam.score.letters import LONE_LETTER, canon
from psyexam.score.reading import Context, Extraction, Hit, resolve

_CALLED = re.compile(r"\b(?:called|known\s+as|termed|referred\s+to\s+as)\s+[\"“'‘]?", re.I)
_SENTENCE = re.compile(r"[^。.!?！？\n]+")
_CLAUSE_END = re.compile(r"[,，;；:：]|(?<!\d)[\u2014\u2015]+(?!\d)")  # a dash (not a range, "12—15岁") sets off what explains the clause
_COPULA = re.compile(
    r"(?<![不非还或要若可但只像似])(?:是|叫做|叫作|称为|称作|属于|→|=>|应该?(?:用|采用)|宜用)"
    # an English verb naming the answer: "was proposed by 维果茨基", "is called", "refers to"
    r"|\b(?:(?:is|was|were)\s+(?:(?:first\s+)?(?:proposed|developed|introduced|coined|formulated|put\s+forward)\s+by|called|known\s+as)"
    r"|refers\s+to)\b"
)
_NOT_STATED = re.compile(
    r"不|非|没|无|错|误|但|然而|不过|却|虽然|尽管|如果|若|假如|假设|" + DOUBT_ZH + r"|大概|认为|以为|据说|有人|常|往往|有时|容易|一般|常被|容易"
    # a caution or the stem restated, not the answer: "需要注意的是霍桑，……", "题干提到的是霍桑，……"
    r"|注意|提醒|区分|混淆|陷阱|干扰|误区|迷惑|题干|题目|问的|提到|考查|考察"
    r"|\b(?:not|no|never|but|however|if|although|though|" + DOUBT_EN + r"|likely|might|may|could|some|believe|think|thought|mistaken|wrong)\b|n't",
    re.I,
)
# Words holding a negation's character that say nothing against an option ("不同的生活方式").
_NOT_AGAINST = re.compile(r"不同|不仅|非常|无论")
_STATING = re.compile(
    r"(?:是|为|即|称为|叫做|属于|→|=>|\b(?:is|are|was|called|named|termed|call(?:s|ed)?\s+it)\b)[^。.!?！？\n,，]{0,4}$", re.I
)
# A word the option's text only begins ("霍桑实验"): a CJK character that is no function word.
_COMPOUND = re.compile(r"[\u4e00-\u9fff](?<![是为的和与及或也都则就还在对被把将提认指属称等])")
_NEGATES = re.compile(r"不是|并非|而非|不属于|不对|\b(?:not|isn't|wasn't)\b|n't", re.I)
_NEGATED_STATING = re.compile(r"(?:不|并非|而非|\bnot\s+|n't\s+)(?:是|为|即|属于|\b(?:is|are|was|called)\b)", re.I)
_GLOSS_AFTER = re.compile(r"\s*\([^()]{1,40}\)$")  # "圆形图（饼图）": a gloss after the option's text
# A gloss then a noun naming what kind of thing the text is: "社会促进（social facilitation）现象".
_KIND_ENDS = ("现象", "效应", "理论", "阶段", "策略", "机制", "障碍", "effect")
_KIND_AFTER = r"\s*(?:\([^()]{1,40}\))?\s*"
_GLOSSED_KIND = re.compile(r"\s*\([^()]{1,40}\)\s*(?P<kind>" + "|".join(_KIND_ENDS) + r")$")
# A person's name with initials glossing a text: "（G. T. Fechner）", "(B. F. Skinner)".
_NAME_GLOSS = re.compile(r"\s*\((?:[A-Z]\.\s*)+[A-Z][a-z]+(?:[ -][A-Z][a-z]+)?\)")
# A narrower kind inside the option's class after it: "属于资源管理策略中的时间管理策略" puts it under that class.
_SUBKIND_AFTER = re.compile(r"(?:中|里|之中|当中)的[\u4e00-\u9fff]{2,8}(?:" + "|".join(_KIND_ENDS[:-1]) + r")$")
_RANGE_OPEN = re.compile(r"\d\s*(?:[\u2012-\u2015~～-]+|至|到)\s*$")
_BOUNDARY = re.compile(r"[\s(（\"”'’:：,，.。;；!！]|$")
# The rest of the sentence calling what the clause said wrong: "……表现出来的——这种说法不准确。"
_JUDGED_WRONG = re.compile(
    r"(?:这|此|该|上述|以上)(?:个|种|一)?(?:说法|表述|观点|理解|结论|判断)?[^。.!?！？\n,，]{0,4}?"
    r"(?:是)?(?:(?<![不没会无])错|不对|不正确|不准确|有误|不成立|站不住|不妥|片面)"
)


def named_text(ctx: Context) -> Extraction | None:
    """The one option a prose reply names after "called" or at the close of its opening clause."""
    text = _NAME_GLOSS.sub("", ctx.text) if "(" in ctx.text else ctx.text  # "费希纳（G. T. Fechner）" names no letter
    if ctx.multi or LONE_LETTER.search(text) or not finished(text) or walks_options(text, ctx.options):
        return None  # cheap guards: a letter named, a multiple response, a reply cut off or going through options
    low = text.casefold()
    found = _after_called(low, ctx.options) or _opening_clause(low, ctx.options)
    if found is None:
        return None
    sentence, letter = found
    own = re.sub(re.escape(ctx.options[letter].casefold()), "", sentence)  # "非文字测验" negates nothing
    if _NOT_STATED.search(_NOT_AGAINST.sub("", own)) or not _others_not_stated(low, sentence, letter, ctx.options):
        return None
    if _JUDGED_WRONG.search(_sentence_at(low, low.find(sentence))):
        return None
    return resolve((letter,), False, ctx, "option-text")


def _after_called(low: str, options: dict[str, str]) -> tuple[str, str] | None:
    """The sentence and the letter of the one option text right after "called"."""
    hits = []
    for m in _CALLED.finditer(low):
        named = [k for k, v in options.items() if len(v) > 1 and low.startswith(v, m.end())
                 and _BOUNDARY.match(low, m.end() + len(v))]
        if len(named) == 1:
            hits.append((_sentence_at(low, m.start()), named[0]))
    return hits[0] if len(hits) == 1 else None


def _opening_clause(low: str, options: dict[str, str]) -> tuple[str, str] | None:
    """The first clause of the opening sentence and the letter of the option text closing it after "是"."""
    first = _SENTENCE.match(low.lstrip())
    if not first or low.lstrip()[first.end() : first.end() + 1] in ("?", "？"):
        return None  # a question: "这种现象叫做晕轮效应？"
    sentence = first.group()
    brk = _CLAUSE_END.search(sentence)
    if brk and sentence[: brk.start()].rstrip().endswith("的") and sentence[brk.end() :].lstrip().startswith("是"):
        brk = _CLAUSE_END.search(sentence, brk.end())  # a cleft: "描述……比重的，是圆形图（饼图），……"
    clause = sentence[: brk.start()] if brk else sentence
    copula = list(_COPULA.finditer(clause))
    if not copula:
        return None
    tail = clause[copula[-1].end() :].strip()
    if (glossed := _glossed_kind(tail, options, low)) is not None:
        return clause, glossed
    tail = _SUBKIND_AFTER.sub("", _GLOSS_AFTER.sub("", tail))
    named = _longest([k for k, v in options.items() if len(v) > 1 and tail.endswith(v)], options)
    if len(named) != 1 or len(tail) > len(options[named[0]]) + 12:
        return None  # a short modifier at most: "哈佛大学教授梅奥"
    if _RANGE_OPEN.search(tail[: -len(options[named[0]])]):
        return None  # "12—15岁": the option's text only closes a range
    return clause, named[0]


def _longest(named: list[str], options: dict[str, str]) -> list[str]:
    """The named options less those whose text only ends another's ("文字测验" in "非文字测验": the longer is named)."""
    return [k for k in named if not any(j != k and options[j].endswith(options[k]) and options[j] != options[k] for j in named)]


def _glossed_kind(tail: str, options: dict[str, str], low: str) -> str | None:
    """The letter of the option whose text is all ``tail`` holds before a gloss and a kind ("社会促进（social
    facilitation）现象"); none where more precedes the gloss ("网络群体极化（…）现象" names a longer term) or where
    another option's text is called that kind too ("……社会惰化现象也是")."""
    m = _GLOSSED_KIND.search(tail) if tail.endswith(_KIND_ENDS) else None
    if m is None:
        return None
    named = [k for k, v in options.items() if len(v) > 1 and tail[: m.start()].strip() == v]
    others = [v for k, v in options.items() if k not in named and len(v) > 1]
    if len(named) != 1 or any(re.search(re.escape(v) + _KIND_AFTER + m.group("kind"), low) for v in others):
        return None
    return named[0]


def _sentence_at(low: str, pos: int) -> str:
    return next((m.group() for m in _SENTENCE.finditer(low) if m.start() <= pos < m.end()), "")


def _others_not_stated(low: str, clause: str, letter: str, options: dict[str, str]) -> bool:
    """Whether no other option text is named in ``clause`` or stated elsewhere after a copula that is not negated
    ("霍桑实验" and "霍桑是工厂的名字" name it without stating it; "也可能是霍桑" states it)."""
    own = options[letter]
    for k, v in options.items():
        if k == letter or len(v) < 2 or v in own:
            continue
        if v in clause:
            return False
        for m in re.finditer(re.escape(v), low):
            before = low[max(0, m.start() - 8) : m.start()]
            if _STATING.search(before) and not _NEGATED_STATING.search(before):
                return False
            if not _COMPOUND.match(low, m.end()) and not _NEGATES.search(_sentence_at(low, m.start())):
                return False  # "还有罗杰斯；斯金纳是行为主义者": other options named in their own right
    return True


def opened_with_other(text: str, letters: frozenset[str], options: dict[str, str]) -> bool:
    """Whether the reply's opening clause states, firmly, an option other than ``letters`` ("创立者是梅奥，……
    有的书写的是霍桑。" read as 霍桑 by its last sentence)."""
    if LONE_LETTER.search(text):
        return False
    found = _opening_clause(text.casefold(), options)
    return bool(found and found[1] not in letters and not _NOT_STATED.search(found[0]))


# The reply's opening sentence, to its full stop or its line's end, or a clause that a reason follows ("下位学习，因为……").
_OPENING = re.compile(
    r"\s*(?:[(\[]?(?P<letter>[A-H])(?:[)\].、:：][ \t]*|[ \t]+(?=[^\x00-\x7f])))?"
    r"(?P<body>[^。.!?！？\n:：,，;；()]{2,40}?)[ \t]*(?:[。.!！]|\n|[,，][ \t]*(?:因为|由于|\b(?:because|since|as)\b))", re.I
)

# A letter labelling an option's text heading a line ("B. 孔子。……"): the reply may go through the options.
_LABEL = r"(?:\d+[.)、][ \t]*)?(?:[(\[]?[a-h](?:[)\].、:：][ \t]*|[ \t]+))?"


def opening_text_hits(ctx: Context) -> list[Hit]:
    """The reply's opening sentence when it is exactly one option's whole text ("下位学习。……"), maybe after its own letter
    ("B. 孔子。……"): an answer that later explicit answers must agree with, as a bare first line is ("下位学习。……属于上位
    学习。\n答案：A" contradicts itself); none where another option's text also stands alone as a sentence or heads a line,
    maybe after its letter (the reply goes through the texts: "上位学习。指……\n下位学习。指……")."""
    m = _OPENING.match(ctx.text)
    body = canon(m.group("body")) if m else ""
    named = [k for k, v in ctx.options.items() if len(v) > 1 and body == v]
    if len(named) != 1 or (m and m.group("letter") and m.group("letter") != named[0]):
        return []  # (a letter with another option's text, "B. 颜渊。", is no opening answer of either)
    for k, v in ctx.options.items():
        if k != named[0] and len(v) > 1 and re.search(r"(?:^|[。.!！?？\n])[ \t*#>-]*" + _LABEL + re.escape(v) + r"[ \t*]*(?:[。.!！:：\n]|$)",
                                                    ctx.text.casefold()):
            return []
    return [Hit("option-text", m.start("body"), m.end("body"), (named[0],))] if m else []


# A short Chinese reply of one or two sentences ("斯伯林用局部报告法证明了感觉记忆的存在。").
_SHORT_SENTENCES = re.compile(r"(?<=[。!！])")
# What keeps a sentence naming an option from stating it as the fact: a negation, doubt, contrast, supposition, a
# comparison or confusion with something else, a caution, a mistake, someone's view, a question, or more besides.
_NOT_SOLE = re.compile(
    r"不|非|没|无|未|否|错|误|但|然而|不过|却|虽|尽管|如果|若|假如|假设|要是|" + DOUBT_ZH + r"|大概|似乎|好像|应该|"
    r"认为|以为|据说|有人|有(?:的|些|一些)?(?:学者|研究者|专家|教材|书)|常|往往|有时|容易|一般|或|还是|也|都|均|以及|除|之外|以外|其他|其它|另|此外|还有|等|混淆|区别|区分|相对|"
    r"相反|对立|相比|类似|像|而是|反面|题干|本题|注意|小心|警惕|陷阱|[?？A-Za-z]"
)
# Words holding such a character that say nothing against the option ("有条不紊", "尽可能", "不断"), and an English
# gloss in brackets.
_NOT_SOLE_IDIOMS = re.compile(
    r"有条不紊|尽可能|不断|不仅|非常|无论|(?<=[能是可])否(?=[\u4e00-\u9fff])|(?<=[（(])[A-Za-z ]+(?=[)）])"
    r"|好像[^。,，]{0,6}(?:没有|从未|不曾)发生过?"  # "as if it never happened", describing a denial, doubting nothing
)
# A sentence setting the other options it names aside, closing the reply: "从众……，模仿……，都不符合题意。"
_OTHERS_ASIDE = re.compile(r"(?:都|均|也)?(?:不符合题意|不符合题干|不合题意|不是本题所指)[。.!！]?$")


def sole_named_text(ctx: Context) -> Extraction | None:
    """A single choice's short Chinese reply of one or two sentences, one naming one option's text, and no other,
    stating it where a fact is stated (see ``_STATED_AT``: "格式塔心理学主张“整体大于部分之和”。", "……是典型的发散思维训练。");
    the other sentence may set the other options it names aside ("从众……，模仿……，都不符合题意。"), explain with no other
    option named ("这符合效果律。学生……得到加强。"), or describe what the stating one then names ("……。这属于否定作用。").
    Nothing may negate, doubt, contrast, compare, caution, ask or add more (only a description before a closing "，这属于
    <text>" may negate or contrast: it describes the case): the option may be named for another reason than answering,
    and then nothing is read."""
    text = ctx.text.strip()
    if ctx.multi or len(text) > 100 or LONE_LETTER.search(text) or not text.endswith(("。", "！")):
        return None  # cheap guards: a multiple response, no short reply, a letter named, or a reply cut off
    sentences = [s for s in _SHORT_SENTENCES.split(text) if s.strip()]
    if not 1 <= len(sentences) <= 2 or "\n" in text:
        return None
    named = [_named_in(s.casefold(), ctx.options) for s in sentences]
    at = 1 if len(sentences) == 2 and not named[0] else 0  # "……加以否认。这属于否定作用。": the description first
    if len(named[at]) != 1:
        return None
    (letter,) = named[at]
    if not _states_alone(sentences[at], ctx.options[letter]):
        return None
    if not _stated_at(sentences[at].casefold(), ctx.options[letter].casefold()):
        return None  # named mid-prose ("……常常受晕轮效应的影响"), or inside a longer term ("网络群体极化", "短时记忆的一种")
    other = re.sub(re.escape(ctx.options[letter]), "", sentences[1 - at].strip(), flags=re.I) if len(sentences) == 2 else ""
    if len(sentences) == 2 and not _other_sentence_fits(other, named[1 - at], letter, before=at == 1):
        return None
    return resolve((letter,), False, ctx, "option-text")


# A closing clause naming the case described before it: "……，这属于否定作用。", "……，这种做法符合效果律。"
_CLOSING_THIS = re.compile(r"[,，;；]\s*(?:这|此|该)[^,，;；。!！]{0,6}?(?:就|正|便)?(?:是|属于|符合|体现了)[^,，;；。!！]*[。!！]?$")
# What keeps a description from leading to the option it names: a doubt, a supposition, someone's view, an alternative,
# a caution, a question or a letter (a negation or a contrast there only describes the case: "……加以否认，好像它根本没有
# 发生过").
_DESCRIPTION_NOT_SOLE = re.compile(
    r"如果|若|假如|假设|要是|" + DOUBT_ZH + r"|大概|似乎|好像|应该|认为|以为|据说|有人|或|还是|题干|本题|注意|小心|警惕|陷阱|[?？A-Za-z]"
)


def _states_alone(sentence: str, own: str) -> bool:
    """Whether the sentence naming the option (its text ``own`` aside: "否定作用" negates nothing) holds nothing against
    stating it as the fact; a description before a closing "，这属于<text>" is held only to what keeps a description
    from leading to it."""
    sentence = _NOT_SOLE_IDIOMS.sub("", re.sub(re.escape(own), "", sentence, flags=re.I))
    closing = _CLOSING_THIS.search(sentence.strip())
    if closing is None:
        return not _NOT_SOLE.search(sentence)
    head = sentence.strip()[: closing.start()]
    return not _NOT_SOLE.search(closing.group()) and not _DESCRIPTION_NOT_SOLE.search(head)


def _other_sentence_fits(sentence: str, named: set[str], letter: str, before: bool) -> bool:
    """Whether the reply's other sentence (the stated option's text taken out) leaves that option the answer: a
    description before it naming no option, or after it, an explanation naming no other option, or the other options
    it names set aside."""
    plain = _NOT_SOLE_IDIOMS.sub("", sentence)
    if before:
        return not named and not _DESCRIPTION_NOT_SOLE.search(plain)
    if named - {letter}:
        return letter not in named and bool(_OTHERS_ASIDE.search(sentence)) and not _NOT_SOLE.search(
            _OTHERS_ASIDE.sub("", plain))
    return not _NOT_SOLE.search(plain)


def _named_in(low: str, options: dict[str, str]) -> set[str]:
    """The options whose text (two characters or more) the sentence holds."""
    return {k for k, v in options.items() if len(v) > 1 and v.casefold() in low}


# Where a sentence states an option's text ({} is the text): opening it as its subject ("格式塔心理学主张……"), as what a
# finding proves ("证明了感觉记忆的存在"), after a copula closing the clause ("是典型的发散思维训练", not a cleft's
# "需要注意的是霍桑"), as what "this" is the definition of, as a member of a division ("分为智慧技能和认知策略两类"),
# or as the class something is put under ("列入“自我实现的需要”之中").
_STATED_AT = (
    r"^{}(?![的和与及、或之])",
    r"(?:证明|证实|发现|揭示)了{}(?:的存在)?(?=[。,!！]|$)",
    r"(?<!的)(?:是|属于)(?:典型的)?{}(?:训练|现象|表现)?(?=[。,!！]|$)",
    # "这是莱文森（Levinson）的观点", "这是班杜拉提出的自我效能的定义：……" (who put it forward, and the definition after a colon)
    r"^这是(?:[\u4e00-\u9fff]{{2,8}}(?:提出|定义)的)?{}(?:\([^()]{{1,40}}\))?的(?:定义|表现|体现|观点|理论|主张)(?=[。,:：!！]|$)",
    r"(?<!的)符合{}(?=[。,!！]|$)",  # "这符合效果律。"
    r"[:：]{}(?=[。!！]|$)",  # "……依赖两种表征系统：表象和言语。": the colon's sentence closing with it
    # what something is put under, closing the sentence: "马斯洛将认知、审美的需要列入“自我实现的需要”之中。"
    r"(?:列入|归入|纳入|划入|归为|划归|归于|列为)“?{}”?(?:之中|之内|当中|中|内|一类|范畴)?(?=[。!！]|$)",
    r"分为[^。,!！]{{0,20}}?[和与、]{}(?:[两二三四五][类种])?(?=[。,!！]|$)",
)


def _stated_at(low: str, own: str) -> bool:
    return any(re.search(shape.format(re.escape(own)), low) for shape in _STATED_AT)
