"""Option texts answering the stem without restating it whole; read only where the caller gives the stem.

- A one-line answer of one option's text with only the stem's own words around it, in the stem's order and on the
  blank's sides: "会显得公事公办。" for "……会使咨询关系显得()", "视力表是用来测定视敏度（视觉敏锐度）的。" for
  "视力表用来测定". A few function words (是, 的, 就, …) may join them, a bracketed gloss may follow the text, and a
  closing apposition ("，也就是……") may gloss it.
- A reply opening with one option's text defining it ("变式是变换同类事物的非本质特征……") where the stem asks for
  the term it describes and the definition shares its content words closely ("……将事物的非本质属性从本质属性中剔除").
- A short reply whose first sentence naming an option names one option's text, with the stem's content restated
  around it in other words: "冯特于1879年在德国莱比锡大学建立了……第一个心理学实验室" for "冯特在德国莱比锡大学创建
  ……第一个心理学实验室的时间是（　）", "直率热情、……，这些都是胆汁质的典型特征" for "行为特征表现为直率热情……的气质
  类型是". Other options may be named after it only in a sentence denying them ("仅仅有问题摆在学生面前，并不等于……").
- A reply opening with one option's text, its first sentence else only a lead ("是", "这是", "It was"), a modifier
  naming who stands behind it ("以詹姆斯为代表的") and the stem's own words: "是桑代克提出的。" for "……的提出者是()",
  "因变量。……" for "……勿须加以控制的变量是（　）" (under an asking clause that negates, the text alone); a noun of the
  stem's kind may follow the text in other words ("行为主义学派。" for "……流派里的()").

Nothing else is read for a stem asking for what is not (不属于, 错误, 除外, not, …), nor where the reply names another option,
says a word the stem does not (a negation, a doubt, a question), or, for a definition, draws a contrast.
"""

from __future__ import annotations

import re

from psyexam.score.languages import DOUBT_EN, DOUBT_ZH
from psyexam.score.letters import canon
from psyexam.score.reading import Context, Extraction, resolve
from psyexam.score.stem_fills import named_options
from psyexam.score.stem_polarity import ANY_NEG, BLANK, may_ask_not, polarity

_NEGATION = re.compile(r"[不非没无未否]")
# Words that may join the stem's words and the option's text without changing what is said.
_FILLERS = set("是的就会都也即为便则了")
_SEPARATORS = set(" \t,，、:：*`“”\"'「」『』《》")
# A bracketed gloss right after the option's text: "视敏度（visual acuity）".
_GLOSS = re.compile(r"^[ \t]*[(（][^()（）\n]{1,30}[)）]")
# A closing apposition glossing the answer: "，也就是眼睛分辨物体细节的能力。"
_APPOSITION = re.compile(r"[,，][ \t]*(?:也就是说?|亦即|即|就是|指的是)[^,，;；。.!！?？\n]{1,40}[。.!！]?$")
UNSURE = re.compile(DOUBT_ZH + r"|或|还是|如果|假如|不确定|不一定|\b(?:" + DOUBT_EN + r"|if|or|might)\b|[?？]", re.I)
# A definition's opening: the option's text and a copula.
_DEFINES = re.compile(r"^[ \t*#>]*(?P<term>[^,，。:：\n]{1,20}?)[ \t*]*(?:就是指|就是|是指|指的是|是|指)")
# A contrast or a letter in a definition: another answer may follow.
_CONTRAST = re.compile(r"而是|不是|并非|并不|不过|但是|但|然而|\b(?:but|however)\b|(?<![A-Za-z])[A-H](?![A-Za-z])", re.I)
_CJK_RUN = re.compile(r"[\u4e00-\u9fff]+")
_SENTENCES = re.compile(r"(?<=[。!！?？\n])")
# A sentence denying the other options it names, adding nothing for them ("仅仅有问题摆在学生面前，并不等于……").
_DENYING = re.compile(r"并不|不等于|不是|并非|不属于|不能算")
_ADDING = re.compile(r"也|同样|都|而是|还|以及|但|\b(?:also|too|but)\b", re.I)
# An option's line: the reply weighs the options, and a restatement is no answer yet.
_OPTION_LINE = re.compile(r"^[ \t*#>-]*\(?[A-H][.、:：)）]", re.M)
_MAX_STATED = 300
# A degree or an order: the reply's must be the stem's own.
_DEGREE = re.compile(r"最[\u4e00-\u9fff]|第[一二三四五六七八九十0-9]")
# Words that make a stated fact one view among others, or less than sure: "有的教材再加上……", "大概偏难".
_NOT_FIRM = re.compile(r"有的|有些|有人|认为|据说|通常|一般|往往|大概|大约|似乎|好像|应该|估计|恐怕|再加上|此外|另外|其他|其它|(?<![相平对])等(?![于同])")

_MIN_SHARED = 5
_MIN_SHARE = 0.25
_MIN_RUN = 4


def stem_worded(ctx: Context) -> Extraction | None:
    """One option's text in a one-line reply whose other words all come from the stem, on the blank's sides."""
    sides = stem_sides(ctx.stem)
    if sides is None or ctx.multi:
        return None
    text = canon(ctx.text)
    if "\n" in text:
        return None
    found = _sole_option(text, ctx)
    if found is None:
        return None
    letter, start, end = found
    before, after = text[:start], _trimmed_after(text[end:])
    if after is None:
        return None
    spans = _cover(before, sides[0])
    after_spans = _cover(after, sides[1])
    if spans is None or after_spans is None:
        return None
    offset = len(sides[0])
    spans += [(s + offset, e + offset) for s, e in after_spans]
    if sum(e - s for s, e in spans) < 2 or _drops_negation(sides[0] + sides[1], spans):
        return None
    return resolve((letter,), False, ctx, "stem-worded")


def defined_term(ctx: Context) -> Extraction | None:
    """A reply opening with one option's text and a definition whose content words are the stem's description."""
    sides = stem_sides(ctx.stem)
    if sides is None or ctx.multi:
        return None
    text = canon(ctx.text)
    m = _DEFINES.match(text)
    if m is None or UNSURE.search(text) or _CONTRAST.search(ctx.text):
        return None
    term = m.group("term").strip()
    letters = [k for k, v in ctx.options.items() if v == term]
    if len(letters) != 1 or named_options(text, ctx) != {letters[0]}:
        return None
    definition, stem = text[m.end() :], sides[0] + " " + sides[1]
    if _new_negation(definition, stem) or not _close(definition, stem):
        return None
    return resolve((letters[0],), False, ctx, "defined-term")


def stem_stated(ctx: Context) -> Extraction | None:
    """A short reply whose first sentence naming an option states one option's text (named nowhere in the stem) amid
    the stem's content words restated; other options named later only in sentences denying them."""
    sides = stem_sides(ctx.stem)
    text = canon(ctx.text).strip()
    if sides is None or ctx.multi or len(text) > _MAX_STATED or _OPTION_LINE.search(text) or UNSURE.search(_named_also(text, ctx)):
        return None
    if not ctx.text.strip().endswith(("。", ".", "!", "！")):
        return None  # cut off: what it was adding is unknown
    stem = sides[0] + " " + sides[1]
    sentences = [s for s in _SENTENCES.split(text) if s.strip()]
    named = [named_options(s, ctx) for s in sentences]
    at = next((i for i, n in enumerate(named) if n), None)
    if at is None or len(named[at]) != 1:
        return None
    (letter,) = named[at]
    value = ctx.options[letter]
    if value in canon(ctx.stem):
        return None  # the stem's own words answer nothing
    if re.search(rf"[0-9A-Za-z]{re.escape(value)}|{re.escape(value)}[0-9A-Za-z]", text):
        return None  # part of a longer term: "20世纪" in "20世纪60年代"
    if set(_NOT_FIRM.findall(_without(_named_also(text, ctx), ctx))) - set(_NOT_FIRM.findall(ctx.stem)):
        return None  # unless the stem says it too ("艾里克森认为……")
    said = sentences[at].replace(value, " ")
    if set(_DEGREE.findall(said)) - set(_DEGREE.findall(canon(ctx.stem))):
        return None  # "视觉最晚开始衰退" for "最早开始衰退的是": another question's answer
    if _NEGATION.search(said) or _CONTRAST.search(said) or not _restates(said, stem):
        return None
    for sentence, others in zip(sentences[at + 1 :], named[at + 1 :]):
        if others == {letter} and (_NEGATION.search(sentence.replace(value, " ")) or _CONTRAST.search(sentence)):
            return None  # the option named again, now denied or contrasted
        if others - {letter} and (letter in others or not _DENYING.search(sentence) or _ADDING.search(sentence)):
            return None  # another option named, not plainly denied
    return resolve((letter,), False, ctx, "stem-stated")


# Other names of what the reply speaks of, quoted and joined by "or": "又称“新学制”或“六三三学制”" doubts nothing.
_QUOTED_NAME = r"[“\"「『][^”\"」』\n]{1,12}(?:[”\"」』]|$)"  # (the reply's closing quote may be trimmed off)
_ALSO_NAMED = re.compile(r"(?:又称|也称|亦称|又叫|也叫|简称|俗称)(?P<names>" + _QUOTED_NAME + r"(?:或" + _QUOTED_NAME + r")+)")


def _named_also(text: str, ctx: Context) -> str:
    """``text`` less other names given to what it speaks of, where they name no option."""
    return _ALSO_NAMED.sub(lambda m: m.group() if named_options(m["names"], ctx) else " ", text)


def _restates(said: str, stem: str) -> bool:
    """Whether a sentence restates the stem's content: most of the stem's two-character words (five at least, or
    all of a short stem's), and a run of four of its characters."""
    own, theirs = _bigrams(said), _bigrams(stem)
    shared = own & theirs
    if not theirs or len(shared) < min(_MIN_SHARED, len(theirs)) or len(shared) < _MIN_SHARE * 2 * len(theirs):
        return False
    return any(said[i : i + _MIN_RUN] in stem for i in range(len(said) - _MIN_RUN + 1)
               if _CJK_RUN.fullmatch(said[i : i + _MIN_RUN]))


def stem_sides(stem: str) -> tuple[str, str] | None:
    """The stem's words before and after its one blank (the end where it has none), in comparison form; None where
    there is no stem, two blanks, or the stem asks for what is not."""
    text = canon(stem) if stem else ""
    if not text or may_ask_not(stem):
        return None
    blanks = list(BLANK.finditer(text))
    if len(blanks) > 1:
        return None
    if not blanks:
        return text.rstrip(" \t?？。.:："), ""
    return text[: blanks[0].start()], text[blanks[0].end() :]


def _sole_option(text: str, ctx: Context) -> tuple[str, int, int] | None:
    """The one option named (once) in ``text``, with its place; None where none or several are."""
    named = named_options(text, ctx)
    if len(named) != 1:
        return None
    letter = named.pop()
    value = ctx.options[letter]
    if text.count(value) != 1:
        return None
    start = text.index(value)
    return letter, start, start + len(value)


def _trimmed_after(after: str) -> str | None:
    """The words after the option's text less a gloss of it and the closing stop; None where a gloss doubts or
    negates."""
    for pattern in (_GLOSS, _APPOSITION):
        m = pattern.search(after)
        if m:
            if _NEGATION.search(m.group()) or UNSURE.search(m.group()):
                return None
            after = after[: m.start()] + after[m.end() :]
    return after.rstrip(" \t。.!！")


def _cover(words: str, stem_side: str) -> list[tuple[int, int]] | None:
    """The stem places of ``words`` read as the stem side's own words (two characters or more each, in the stem's
    order), joined only by fillers and separators; None where a word is not the stem's."""
    spans, i, pos = [], 0, 0
    while i < len(words):
        if words[i] in _SEPARATORS:
            i += 1
            continue
        best = None
        for n in range(len(words) - i, 1, -1):
            at = stem_side.find(words[i : i + n], pos)
            if at >= 0:
                best = (at, at + n)
                break
        if best is not None:
            spans.append(best)
            pos, i = best[1], i + best[1] - best[0]
        elif words[i] in _FILLERS:
            i += 1
        else:
            return None
    return spans


def _drops_negation(stem: str, spans: list[tuple[int, int]]) -> bool:
    """Whether a negation in the stem, inside or right before the stretch the reply takes words from, is left out:
    "下列选项中没有体现……的是" restated as "体现……的是<text>" says the opposite."""
    lo, hi = min(s for s, _ in spans), max(e for _, e in spans)
    return any(not any(s <= m.start() < e for s, e in spans)
               for m in _NEGATION.finditer(stem, max(0, lo - 2), hi))


def _new_negation(definition: str, stem: str) -> bool:
    """Whether the definition negates in words the stem lacks ("……和态度与情感的综合状态无关")."""
    return any(definition[m.start() : m.start() + 2] not in stem for m in _NEGATION.finditer(definition))


def _close(definition: str, stem: str) -> bool:
    """Whether a definition shares the stem's content closely: enough of its two-character words, and a run of four."""
    own, theirs = _bigrams(definition), _bigrams(stem)
    shared = own & theirs
    if len(shared) < _MIN_SHARED or len(shared) < _MIN_SHARE * len(own):
        return False
    return any(definition[i : i + _MIN_RUN] in stem for i in range(len(definition) - _MIN_RUN + 1)
               if _CJK_RUN.fullmatch(definition[i : i + _MIN_RUN]))


def _bigrams(text: str) -> set[str]:
    """Two-character words of the text's Chinese runs, less those holding a function word."""
    return {run[i : i + 2] for run in _CJK_RUN.findall(text) for i in range(len(run) - 1)
            if not set(run[i : i + 2]) & _FILLERS}


def _without(text: str, ctx: Context) -> str:
    """``text`` less the options' texts (their own words say nothing of the reply's firmness)."""
    for v in sorted(ctx.options.values(), key=len, reverse=True):
        text = text.replace(v, " ") if len(v) > 1 else text
    return text


# The words a reply may open its answer with: "是", "这是", "It was", or what ought to be done ("应当交错安排"; not the
# guessing "应该是").
_OPEN_LEAD = re.compile(r"[ \t*#>]*(?:这就是|这是|就是|是由|是|即|应当|\b(?:it\s+(?:is|was)|it's|this\s+is)\b)?[ \t*]*", re.I)
# A modifier naming who stands behind the option's text ("以詹姆斯为代表的机能主义").
_BACKED = re.compile(r"(?:以|由)[^,，。；;:：\n]{1,10}?(?:为代表|为首|提出|创立|开创)的")
# The first sentence's end, or a comma before its purpose or reason ("应当交错安排，避免……疲劳"), which says nothing of the option.
_FIRST_END = re.compile(r"[。.!！;；\n]|[,，][ \t]*(?=避免|以免|以便|从而|因为|由于)|$")
_TAIL_FILLERS = re.compile(r"[的了所等\s*]")
# A later clause naming another option as fitting too, asking, or turning back: the opening is then no firm answer.
_OTHER_FITS = re.compile(r"也|亦|同样|一样|同属|以及|还有|或|答案|正确|符合|\b(?:also|too|answer|correct)\b", re.I)
_TURN = re.compile(r"不对|等等|更正|其实|不过|但是|\b(?:wait|actually|but)\b|(?<![A-Za-z])[A-H](?![A-Za-z])", re.I)
_MAX_TAIL = 8


def _asking_clause(stem: str) -> str:
    """The stem's clause holding its blank (its last clause where it has none): the words that ask."""
    clauses = re.split(r"[,，;；。!！?？\n]", stem)
    return next((c for c in clauses if BLANK.search(c)), next((c for c in reversed(clauses) if c.strip()), ""))


def stem_opened(ctx: Context) -> Extraction | None:
    """One option's text opening the reply as its answer, its first sentence else only a lead ("是", "这是"), a
    modifier naming who stands behind it, and the stem's own words ("是桑代克提出的。" for "……的提出者是()");
    the rest of the reply naming no other option as fitting, asking nothing and turning nowhere."""
    if not ctx.stem or ctx.multi or _OPTION_LINE.search(ctx.text):
        return None
    text, stem = canon(ctx.text), canon(ctx.stem)
    # The asking clause negated ("勿须加以控制的变量是", "不是桑代克提出的"): the option alone answers, no stem words.
    negated = polarity(ctx.stem) is True or bool(ANY_NEG.search(_asking_clause(stem)))
    lead = _OPEN_LEAD.match(text)
    at = lead.end() if lead else 0
    backed = _BACKED.match(text, at)
    at = backed.end() if backed else at
    found = _opening_option(text, at, ctx)
    if found is None:
        return None
    letter, end = found
    stop_m = _FIRST_END.search(text, end)
    stop = stop_m.start() if stop_m else len(text)
    tail = _TAIL_FILLERS.sub("", text[end:stop])
    if tail and (negated or len(tail) > _MAX_TAIL or tail not in stem and not _kind_of_stem(tail, stem)):
        return None
    rest = text[stop:]
    if UNSURE.search(text) and not UNSURE.search(stem) or _TURN.search(rest):
        return None
    for clause in re.split(r"[,，;；。.!！?？\n]", rest):
        if named_options(clause, ctx) - {letter} and _OTHER_FITS.search(clause):
            return None  # "自变量也不需要控制": another option named as fitting
    return resolve((letter,), False, ctx, "stem-opened")


# Nouns naming what kind of thing an option's text is, in groups of one meaning ("行为主义学派" for "……流派里的()").
_KINDS = (frozenset({"学派", "流派", "派别"}), frozenset({"原理", "原则", "规律", "定律"}), frozenset({"理论", "学说"}),
          frozenset({"阶段", "时期"}), frozenset({"效应", "现象"}))


def _kind_of_stem(tail: str, stem: str) -> bool:
    """Whether ``tail`` is only a noun of kind whose own word or one of its group's the stem uses."""
    group = next((g for g in _KINDS if tail in g), None)
    return group is not None and any(word in stem for word in group)


def _opening_option(text: str, at: int, ctx: Context) -> tuple[str, int] | None:
    """The option whose text (the longest that fits) stands at ``at``, and where it ends."""
    for k, v in sorted(ctx.options.items(), key=lambda kv: len(kv[1]), reverse=True):
        if len(v) > 1 and text.startswith(v, at):
            return k, at + len(v)
    return None
