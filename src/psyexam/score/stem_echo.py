"""A stem restated with its blank filled by an option's text: "心理现象可分为心理过程和心理状态两大类。" for
"心理现象可分为心理过程和(    )两大类", "……最有可能是内感性不适。" for "……最有可能是(    )"; or an option's text
said to have the property a "下列……的是" stem asks for: "班级个数属于离散数据。" for "下列数据类型属于离散数据的是".

Read only where the caller gives the stem. The stem's words before the blank (at least four characters of them,
the copula aside: "……包括" may be restated "……有：") must stand in the reply, and the words after it, if any, must
close the filling; what lies between must be one option's whole text (or, for a multiple-response question,
several options' texts joined as a list). Nothing is read when the reply supposes or doubts in words the stem does
not use, negates the filling, names another option in the same sentence, goes on to weigh the options one by one,
stops mid-sentence, or fills the blank twice with different options.

Looser restatements: a question word is the blank ("……是谁做的？", "……属于哪一阶段？"; "下面哪些效应属于P？" is
"P包括(  )"), never for a stem asking what is not; the stem's words with one or two characters left out or a
restricting adverb put in ("人际吸引的最低层次是" for "……最低级层次是"; a shorter piece of them too, "本质上是运用了" for
"……实质上是灵活运用了"), never a negation, degree or number; a gloss
after the filling ("亲和（affiliation）") unless it names an option. Other options may be named only plainly set
apart: denied ("没有相等单位和绝对零点"), ranked ("其次是喜欢"), or put elsewhere ("罗森塔尔效应来自主试方面").
The stem's words restated with another degree ("最高层次是" for "最低级层次是") block weaker readings. A blank
opening the stem's clause is filled backwards: the reply's clause ending in the stem's words after it.
"""

from __future__ import annotations

import re
from dataclasses import replace

from psyexam.score.endings import on_walk_line
from psyexam.score.languages import DOUBT_ZH
from psyexam.score.letters import canon
from psyexam.score.reading import Context, Extraction, resolve
from psyexam.score.stem_fills import CLAUSE, added_too, letters_of, named_options, names_others, set_apart, without_options
from psyexam.score.stem_listed import listed_fill
from psyexam.score.stem_polarity import BLANK, may_ask_not
from psyexam.score.stem_subjects import MIN_ANCHOR, OPTION_LINE, PICK_STEM, SENTENCE_END, subject_fills

_CLAUSE_BREAK = re.compile(r"[。！？!?；;\n：:,，]|…+|\.{2,}")  # "……不想去做....根据……": an ellipsis ends a clause
# The copula closing a stem's words before the blank; the reply may restate it with another (or a colon).
_STEM_VERB = re.compile(r"(?:的)?(?:是指|指的是|主要有|主要包括|主要是|包括|包含|属于|在于|是|为|(?<!具)有|指)$")
# (a naming verb may follow a comma: "……主观估计，称为学习期待", "……的现象，叫做晕轮效应")
_REPLY_VERB = re.compile(r"[ \t]*(?:的(?=是|为|有|包括|属于))?(?:[,，][ \t]*(?:就|则|通常|一般)?(?=称为|称作|叫做|叫作|被称为))?"
                         r"(?:主要|就|正|应|应该|一般|通常|都|也)?(?:被称为|称为|称作|叫做|叫作|是指|指的是|包括|包含|属于|在于|是|为|有|指|即)?"
                         r"[ \t]*[:：]?[ \t]*")
# The question word of a stem asking by one ("……是谁做的？", "……属于哪一阶段？", "下面哪些效应属于P？").
_QUESTION_WORD = re.compile(r"哪一?[些个种类项位条]?|谁|什么|何种")
_WHICH_HAVE = re.compile(r"[^是为属具不非]{0,6}?(?P<no>不|非|不是)?(?:属于|是|为|具有)(?P<what>.+)$")
# Words that make a restatement no answer where the stem lacks them.
_UNSURE = re.compile(r"如果|假如|假设|若是|(?<![主需重只])要是|倘若|或许|也许|可能|大概|似乎|好像|未必|不一定|或|还是|" + DOUBT_ZH
                     + r"|\b(?:if|maybe|perhaps|might|or)\b", re.I)
_NEGATED = re.compile(r"不|非|没|无|未|\bnot\b", re.I)
# A reply stopping mid-sentence: what it was adding is unknown.
_CUT_OFF = re.compile(r"(?:[,，、:：(（“\"…]|\.\.\.|所以|因此|故|答案|选|是|为|即)[ \t*]*$")

_MIN_LOOSE = 6  # characters a loose anchor keeps
# Characters whose loss changes what a phrase is about ("不属于", "最高", "前三", "间接经验").
_MEANING_CHARS = re.compile(r"[不非没无未否反逆最高低大小多少上下前后左右内外正负直间主次首末初终早晚新旧长短强弱难易"
                            r"一二三四五六七八九十百千两0-9a-z]")
_LAST_VERB = re.compile(r"(?:具有|有|是|为|属于|包括)$")
_MAX_ANCHOR = 12


def echoed_stem(ctx: Context) -> Extraction | None:
    """The option(s) filling the stem's blank where the reply restates the stem; None where it does not."""
    if not ctx.stem or _unsure(ctx) or _CUT_OFF.search(ctx.text):
        return None
    subjects, contrary = subject_fills(ctx, _parts(ctx.stem))
    denied = _denied_property(ctx.stem)
    if denied and denied[0] and _forward_fills(replace(ctx, stem=denied[0])):
        return Extraction(None, "stem-echo:contrary")  # "P包括：……" where the stem asks which are not P
    forward = _forward_fills(ctx)
    if forward is None:
        return Extraction(None, "stem-echo:other")  # "最晚开始衰退的是……" for "最早开始衰退的是": not this question's
    asked = _forward_fills(replace(ctx, stem=denied[1])) if denied else set()  # "不是P的是X" for "哪种不是P？"
    if asked is None or any(_denial_clashes(ctx, f) for f in asked):
        return Extraction(None, "stem-echo:other")
    fills = forward | asked | subjects | _backward_fills(ctx)
    if contrary and (not fills or any(contrary & set(f) for f in fills)):
        return Extraction(None, "stem-echo:contrary")  # "自由联想属于精神分析法。" where the stem asks which does not
    if not fills:
        return None
    if len(fills) > 1:
        return Extraction(None, "stem-echo:contradiction")  # the blank filled twice, with different options
    if ctx.multi and names_others(ctx.text, next(iter(fills)), ctx, _stem_words(ctx.stem)):
        return None  # "……：布鲁纳、托尔曼。苛勒也是。": a set named further on is not the filling alone
    if not ctx.multi and added_too(ctx.text, next(iter(fills)), ctx, _stem_words(ctx.stem)):
        return Extraction(None, "stem-echo:other-too")  # "……是巴甫洛夫。斯金纳也提出了条件反射学说。": two candidates
    return resolve(fills.pop(), False, ctx, "stem-echo")


def _unsure(ctx: Context) -> bool:
    """Whether the reply supposes or doubts anywhere, in words the stem does not use itself ("最有可能是……")."""
    said = set(_UNSURE.findall(" ".join(_unsure_part(s, ctx) for s in _SENTENCES.split(ctx.text))))
    return bool(said - set(_UNSURE.findall(ctx.stem)))


_SENTENCES = re.compile(r"[。！？!?\n]")
# A supposition or an "or" in a sentence naming no option, no letter and nothing of the answer explains the fact
# ("如果不能顺利完成，就会出现角色混乱", "又称“新学制”或“六三三学制”"); a doubt word counts anywhere.
_ASIDE_ONLY = re.compile(r"如果|假如|假设|若是|倘若|或(?![许者是])")
_ANSWER_WORDS = re.compile(r"答案|选|题|问|确定|肯定|(?<![A-Za-z])[A-H](?![A-Za-z])")


def _unsure_part(sentence: str, ctx: Context) -> str:
    said = without_options(sentence, ctx)
    named = said != canon(sentence) or _ANSWER_WORDS.search(sentence)
    return said if named else _ASIDE_ONLY.sub(" ", said)


def _parts(stem: str) -> tuple[str, str] | None:
    """The stem's clause before its blank and its words after it up to the clause's end ("" at the stem's end),
    both in comparison form; None for a stem with two blanks or asking a question."""
    text = stem.strip()
    blanks = list(BLANK.finditer(text))
    if len(blanks) > 1:
        return None
    head, tail = (text[: blanks[0].start()], text[blanks[0].end() :]) if blanks else (text, "")
    head = head.rstrip(" \t")
    if head.endswith(("?", "？")):
        return _question_parts(canon(_CLAUSE_BREAK.split(head[:-1])[-1]), text)
    head = canon(_CLAUSE_BREAK.split(head)[-1])
    return head, canon(_CLAUSE_BREAK.split(tail)[0]) if tail.strip() else ""


def _stem_words(stem: str) -> str:
    """The stem's words around its blank, which a clause setting other options apart must not repeat."""
    return "".join(_parts(stem) or ())


def _question_parts(clause: str, stem: str) -> tuple[str, str] | None:
    """A question's clause as a blank stem: the question word is the blank ("……是谁做的" is "……是(  )做的"); one
    asking which things have a property ("哪些效应属于P") is "P包括(  )". None for a stem asking what is not."""
    word = _QUESTION_WORD.search(clause)
    if word is None or may_ask_not(stem):
        return None
    if word.start() > 0 and not PICK_STEM.match(clause):
        return clause[: word.start()], clause[word.end() :]
    which = _WHICH_HAVE.match(clause[word.end() :])
    return (which["what"] + "包括", "") if which and len(which["what"]) >= MIN_ANCHOR else None


def _denied_property(stem: str) -> tuple[str, str] | None:
    """For a stem asking which things lack a property ("下面哪些效应不属于P？"), that property as a blank stem
    ("P包括(  )"): a reply listing what has it answers the question's opposite; and the question itself as one
    ("不属于P是(  )"): a reply restating it with its filling answers it ("不属于P的是X")."""
    text = stem.strip().rstrip("()（） \t")
    asked = text.endswith(("?", "？"))
    clause = canon(_CLAUSE_BREAK.split(text[:-1] if asked else text)[-1])
    word = _QUESTION_WORD.search(clause)
    picked = word and (word.start() == 0 and asked or PICK_STEM.match(clause))  # "下面哪一条……不是P()" asks too
    which = _WHICH_HAVE.match(clause[word.end() :]) if word and picked else None
    if not which or not which["no"] or len(which["what"]) < MIN_ANCHOR:
        return None
    verb = which.group(0)[which.end("no") : which.start("what")]
    return which["what"] + "包括( )" if asked else "", which["no"] + verb + which["what"] + "是( )"


def _denial_clashes(ctx: Context, letters: tuple[str, ...]) -> bool:
    """Whether, beside "不是P的是X", a clause names X without a negation ("再测法、异质法都是常用的方法": X is P after
    all) or another option with one ("分半法也不是": a second candidate)."""
    for clause in re.split(r"[。！？!?；;\n,，]", canon(ctx.text)):  # a colon keeps "不是P的是：X" whole
        named = {k for k, v in ctx.options.items() if v and canon(v) in clause}
        denies = bool(_NEGATED.search(without_options(clause, ctx)))
        if named & set(letters) and not denies or named - set(letters) and denies:
            return True
    return False


def _forward_fills(ctx: Context) -> set[tuple[str, ...]] | None:
    """The fillings of the stem's blank where the reply restates it; None where it restates the stem's words with
    another degree, order or number and fills that with an option (an answer to another question)."""
    parts = _parts(ctx.stem)
    if parts is None:
        return set()
    head, after = parts
    core = _STEM_VERB.sub("", head) if not after else head
    verb_needed = core != head
    low = ctx.text.casefold()
    for anchor in _anchors(core):
        found = [m.end() for m in re.finditer(re.escape(anchor), low) if not _other_degree(core, anchor, low, m.start())]
        if found:
            return {f for end in found if (f := _filled_after(ctx, end, after, verb_needed))}
    if trimmed := _trimmed_fills(ctx, head, after) or _framed_fills(ctx, head, after):
        return trimmed
    pattern = _contrast([core[-_MAX_ANCHOR:], *_loose_anchors(core[-_MAX_ANCHOR:])])
    if pattern and any(_filled_after(ctx, m.end(), after, verb_needed) for m in pattern.finditer(low)):
        return None
    return set()


# A modifier between the stem's copula and its blank ("……是埃里克森所划分的(  )阶段的……"), and a kind noun opening
# the words after the blank: a restatement may leave both out, the option's text naming the kind itself.
_MODIFIER = re.compile(r"(?<=[是为])[^是为的不非没无,，]{2,10}?(?:所|提出|划分|认为|主张)[^是为的]{0,4}的$")
_KIND_LEAD = re.compile(r"^(?:阶段|时期|时代|年代|年份|类型|方面)(?=的)")


def _trimmed_fills(ctx: Context, head: str, after: str) -> set[tuple[str, ...]]:
    """The fillings where the reply restates the stem's clause less the modifier before its blank and a kind noun after
    it ("建立同一感……是青年期（约12～18岁）的发展任务" for "……是埃里克森所划分的(  )阶段的发展任务"): the words
    before the copula (at least four) must open the reply's clause and the rest after the blank must close the filling."""
    modifier = _MODIFIER.search(head)
    rest = _KIND_LEAD.sub("", after)
    if modifier is None or len(rest) < MIN_ANCHOR - 1 or len(head[: modifier.start()]) < MIN_ANCHOR + 1:
        return set()
    core, low = head[: modifier.start()], ctx.text.casefold()
    return {f for m in re.finditer(re.escape(core), low) if (f := _filling(ctx, m.end(), rest))}


# A title or field before a person's name or a term in a filling: "美国行为主义心理学家华生" for "华生".
_TITLE = re.compile(r"[\u4e00-\u9fff]{2,12}?(?:家|者|学派|学者|教授|博士)$")


def _framed_fills(ctx: Context, head: str, after: str) -> set[tuple[str, ...]]:
    """The fillings of a short stem clause around its blank ("这与谁的观点相符" is "这与(  )的观点相符"), restated whole
    in one clause of the reply, the filling one option's text maybe after a title ("这与美国行为主义心理学家华生的观点
    相符"); none where the filling is negated, names another option, or the clause asks."""
    if not 2 <= len(head) < MIN_ANCHOR or not after or len(head) + len(after) < _MIN_LOOSE:
        return set()
    fills, frame = set(), re.compile(re.escape(head) + r"(?P<fill>[^。！？!?\n,，;；:：]{1,30}?)" + re.escape(after))
    for m in frame.finditer(ctx.text.casefold()):
        end_m = SENTENCE_END.search(ctx.text, m.end())
        fill = ctx.text[m.start("fill") : m.end("fill")]
        if end_m and end_m.group() in "?？" or OPTION_LINE.search(ctx.text, m.end()) or _NEGATED.search(fill):
            continue
        letters = letters_of(fill, ctx) or _titled(fill, ctx)
        sentence = ctx.text[m.start() : end_m.start() if end_m else len(ctx.text)]
        if letters and not names_others(sentence, letters, ctx, head + after):
            fills.add(letters)
    return fills


def _titled(fill: str, ctx: Context) -> tuple[str, ...]:
    """The one option whose text closes ``fill`` after a title naming no option ("美国行为主义心理学家华生")."""
    named = [k for k, v in ctx.options.items() if len(v) > 1 and canon(fill).endswith(v)]
    if len(named) != 1:
        return ()
    title = canon(fill)[: -len(ctx.options[named[0]])]
    return tuple(named) if _TITLE.fullmatch(title) and not named_options(title, ctx) else ()


# A stem opening its clause with the blank ("社会交换论认为，(  )是人类行为的基本原则"): the words after it, led by a verb.
_TAIL_VERB = re.compile(r"(?:不|非)?(?:是|为|属于|具有|包括|指)")
_FILL_LEAD = re.compile(r"^[ \t*#>-]*(?:所以|因此|故|其中)?[ \t]*")
_FILL_END = re.compile(r"[ \t]*(?:都|均|就|正|才)?$")


def _backward_fills(ctx: Context) -> set[tuple[str, ...]]:
    """The fillings of a blank opening the stem's clause, read backwards: the reply's clause ending in the stem's
    words after the blank ("趋利避害和互利互惠是人类行为的基本原则"), its subject nothing but options' texts."""
    parts = _parts(ctx.stem)
    if parts is None or len(parts[0]) >= MIN_ANCHOR or len(parts[1]) < _MIN_LOOSE or not _TAIL_VERB.match(parts[1]):
        return set()
    fills, low = set(), ctx.text.casefold()
    for m in re.finditer(re.escape(parts[1]), low):
        start = max((b.end() for b in _CLAUSE_BREAK.finditer(low, 0, m.start())), default=0)
        end_m = SENTENCE_END.search(ctx.text, m.end())
        if OPTION_LINE.search(ctx.text, m.end()) or end_m and end_m.group() in "?？":
            continue  # a walk of the options follows, or a question asked
        filled = _FILL_END.sub("", _FILL_LEAD.sub("", ctx.text[start : m.start()]))
        letters = letters_of(filled, ctx)
        sentence = ctx.text[start : end_m.start() if end_m else len(ctx.text)]
        if letters and not names_others(sentence, letters, ctx, _stem_words(ctx.stem)):
            fills.add(letters)
    return fills


def _filled_after(ctx: Context, end: int, after: str, verb_needed: bool) -> tuple[str, ...] | None:
    verb = _REPLY_VERB.match(ctx.text, end)
    start = verb.end() if verb and (verb.end() > end or not verb_needed) else -1
    return _filling(ctx, start, after) if start >= 0 else None


def _contrast(anchors: list[str]) -> re.Pattern[str] | None:
    """The stem's words, restated exactly or loosely, with one degree, order or number word changed ("最高层次" for
    "最低级层次"), as a pattern."""
    ways = []
    for exact, i in ((a, i) for a in anchors for i in range(len(a))):
        ch = exact[i]
        near = exact[max(0, i - 3) : i], exact[i + 1 :]
        if _MEANING_CHARS.match(ch) and not ch.isascii() and len(near[0]) + len(near[1]) >= MIN_ANCHOR:
            ways.append(re.escape(near[0]) + f"(?!{re.escape(ch)})[最高低早晚前后上下大小多少强弱长短初终首末一二三四五六七八九十]"
                        + re.escape(near[1]))
    return re.compile("|".join(ways)) if ways else None


def _other_degree(core: str, anchor: str, low: str, at: int) -> bool:
    """Whether a reply's words right before a short anchor give another degree, order or number than the stem's:
    "最晚开始衰退的是" is no restatement of "最早开始衰退的是" though both end in "开始衰退的是"."""
    before = core[: -len(anchor)] if core.endswith(anchor) else ""
    said = low[at - 1] if at > 0 else ""
    whole = at - len(before)
    if not _NEGATED.match(core) and whole >= 0 and low[whole:at] == before and _DENIED_BEFORE.search(low, 0, whole):
        return True  # "不是P的是X" restates no "P是(  )": it asks the opposite
    return bool(before) and bool(_MEANING_CHARS.match(said)) and said != before[-1]


# A negation right before the stem's words: "不是P", "并非P", "不属于P".
_DENIED_BEFORE = re.compile(r"(?:不|非|没|无|未)(?:是|属于|为|具有|包括|能|可|可以)?$")


def _anchors(core: str) -> list[str]:
    """The core's suffixes to look for, longest first; one keeps the core's last negation ("不属于……")."""
    neg = max((m.start() for m in _NEGATED.finditer(core)), default=None)
    longest = min(len(core), _MAX_ANCHOR)
    shortest = MIN_ANCHOR if neg is None else max(MIN_ANCHOR, len(core) - neg)
    # Loosely restated, the longest suffix first, down to one that keeps _MIN_LOOSE characters ("质上是运用了" for
    # "……实质上是灵活运用了": the reply's own subject may stand before it).
    # (a shorter piece only less a two-character word: one character less, "人格内容" for "人格的内容", is too loose there)
    loose = _loose_anchors(core[-longest:]) + [a for n in range(longest - 1, _MIN_LOOSE, -1)
                                                for a in _loose_anchors(core[-n:], verb=False, sizes=(2,))]
    return [core[-n:] for n in range(longest, shortest - 1, -1)] + list(dict.fromkeys(loose))


def _loose_anchors(exact: str, verb: bool = True, sizes: tuple[int, ...] = (1, 2)) -> list[str]:
    """The core restated a little loosely: a run of one or two characters left out inside it ("人际吸引的最低层次"
    for "……最低级层次", "描述集中趋势" for "描述数据集中趋势"), or a restricting adverb put before its last verb
    ("变量只具有"). Never a negation, a degree, a direction or a number left out: those make it about something else."""
    loose = []
    if len(exact) >= _MIN_LOOSE + 1:
        for size in sizes:
            for i in range(2, len(exact) - size - 1):
                if len(exact) - size >= _MIN_LOOSE and not _MEANING_CHARS.search(exact[i : i + size]):
                    loose.append(exact[:i] + exact[i + size :])
    last = _LAST_VERB.search(exact) if verb else None
    if last and last.start() >= MIN_ANCHOR - 2:
        loose += [exact[: last.start()] + adverb + exact[last.start() :] for adverb in ("只", "仅", "仅仅")]
    return loose


def _filling(ctx: Context, start: int, after: str) -> tuple[str, ...] | None:
    """The letters whose texts fill the blank at ``start``; None where it is filled with no option's text, where the
    filling is negated, its sentence names another option too, or the reply goes on to weigh the options."""
    if OPTION_LINE.search(ctx.text, start) or on_walk_line(ctx.text, start, ctx.options):
        return None  # the options weighed after it, or this is one option's line of that walk
    end_m = SENTENCE_END.search(ctx.text, start)
    if end_m and end_m.group() in "?？":
        return None  # "……包括霍妮和埃里克森？不对，……": a question, not an answer
    if end_m is None and ctx.multi:
        return None  # "……的有桑代克、斯金纳" with nothing after: the list may have been cut off
    rest = ctx.text[start : end_m.start() if end_m else len(ctx.text)]
    if not after and ctx.multi and not rest.strip() and ctx.text[:start].rstrip(" \t*").endswith((":", "：")):
        return listed_fill(ctx, end_m.end() if end_m else len(ctx.text), _stem_words(ctx.stem))  # "……包括：\n\n1. 道德认识（A）\n2. ……"
    if after:
        i = rest.casefold().find(after)
        if i < 0:
            return None
        filled = rest[:i]
        candidates = [filled[:-1] if filled.endswith("的") and not after.startswith("的") else filled]
    else:
        candidates = [rest, re.split(r"[,，;；]", rest)[0]]  # the first clause alone where others follow it
    words = _stem_words(ctx.stem)
    for filled in candidates:
        kept = "".join(c for c in CLAUSE.split(filled) if not set_apart(c, ctx, words))
        if _NEGATED.search(without_options(kept, ctx)):
            return None  # the filling negated, or a doubt beside it ("这个没有疑问"), not a denial of other options
        letters = letters_of(filled, ctx)
        if letters and filled != rest and not after:
            letters = _with_refills(ctx, letters, rest[len(filled) :])
        if letters:
            return None if names_others(rest, letters, ctx, words) else letters
    return None


_REFILL_LEAD = re.compile(r"^[ \t]*(?:而且|并且|同时|此外|还|也|又|并|更|亦|且)*[ \t]*")


def _with_refills(ctx: Context, letters: tuple[str, ...], later: str) -> tuple[str, ...]:
    """``letters`` and what the sentence's later clauses fill the blank with again, restating the stem's verb ("……完全
    否定了遗传的作用，也否定了人的能动性"): for a multiple-response question, every filling an option's whole text,
    not negated, reads as one answer; otherwise (a single choice, a paraphrase, a denial) the first clause is not the
    whole filling and nothing is read."""
    parts = _parts(ctx.stem)
    head = parts[0] if parts else ""
    core = _STEM_VERB.sub("", head)
    verbs = [core[-n:] for n in range(min(len(core), 6), 1, -1)] + ([head[len(core) :]] * (len(head) - len(core) > 1))
    found = set(letters)
    for clause in re.split(r"[,，;；]", later):
        said = canon(_REFILL_LEAD.sub("", clause))  # "也包括……" restates the stem's "包括(  )", "也否定了" its "否定了(  )"
        verb = next((v for v in verbs if v in said[: len(v) + 3]), None)
        if verb is None:
            continue
        filled = said[said.find(verb) + len(verb) :]
        more = letters_of(filled, ctx) if ctx.multi and not _NEGATED.search(said[: said.find(verb)]) else ()
        if not more:
            return ()  # "……否定了A的文本，也否定了<a paraphrase>": the second filling unread, so the first is not all
        found |= set(more)
    return tuple(sorted(found))
