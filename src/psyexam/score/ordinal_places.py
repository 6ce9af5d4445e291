"""Letters closing the reply after the places of the options they stand for, in English: "… fear, the second
option (B).", "The last option, D.", "So: the first three options — A, B and C.", "i.e. the first, second, third
and fourth options — ABCD.". The letters are read only where they are exactly the places named (the last
option being the last non-empty one) and the sentence neither negates nor doubts what it says; where they
disagree with the places the reply says two things, and nothing is read. So too for an answer lead, then a
span of places and a colon or dash before the letters ("所以答案是前四项：ABCD。", "The answer is the first three: A,
B, C.")."""

from __future__ import annotations

import re

from psyexam.score.afterthoughts import without_courtesies
from psyexam.score.languages import DOUBT_EN, DOUBT_ZH
from psyexam.score.letters import canon, read_letters
from psyexam.score.mislabelled import mislabelled_letters
from psyexam.score.place_answers import place_answer_hits
from psyexam.score.reading import Context, Hit

_PLACES = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")
_ORD = r"(?:first|second|third|fourth|fifth|sixth|seventh|eighth|last)"
_COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5, "2": 2, "3": 3, "4": 4, "5": 5}
_NAMED = re.compile(
    r"\b(?:the\s+)?(?:(?P<list>" + _ORD + r"(?:[ \t]*,[ \t]*" + _ORD + r")*(?:[ \t]*,?[ \t]*(?:and|&)[ \t]+(?:the\s+)?"
    + _ORD + r")?)|(?P<edge>first|last)[ \t]+(?P<count>two|three|four|five|[2-5]))[ \t]+(?:options?|choices?|ones?)"
    r"[ \t]*(?:[\u2012-\u2015]{1,2}|--?|[,:])?[ \t]*(?:i\.e\.,?|namely|that\s+is,?)?[ \t]*(?=[(\[]?[A-Ha-h](?![A-Za-z0-9])|[A-H]{2,8}(?![A-Za-z0-9]))",
    re.I,
)
_CLOSE = re.compile(r"[ \t)\]]*[.!]?[ \t]*\Z")
_SENTENCE_HEAD = re.compile(r"[^。!?！？\n]*\Z")
# Another letter or option place named before in the sentence.
# ("A" before a word is the article)
_OTHER_NAMED = re.compile(
    r"(?<![A-Za-z])[(\[]?(?-i:[B-H]|A(?![ \t]+[A-Za-z]))(?![A-Za-z0-9])|\b" + _ORD + r"[ \t]+(?:options?|choices?)\b", re.I
)
_AGAINST = re.compile(
    r"不|非|没|错|或|还是|" + DOUBT_ZH + r"|[?？]"
    r"|\b(?:not|no|never|except|either|wrong|incorrect|false|if|unless|whether|" + DOUBT_EN + r"|likely|seems?|guess)\b|n't",
    re.I,
)


def ordinal_place_hits(ctx: Context) -> list[Hit]:
    """The letters after the options' places, where they close the reply and agree with those places; and a
    letter after an answer lead and its place (see ``led_place_hits``)."""
    led = led_place_hits(ctx)
    text = without_courtesies(ctx.text)
    low = text[-160:].lower()
    if " option" not in low and " choice" not in low and " one" not in low:
        return led  # cheap guard: no option named near the end
    for m in _NAMED.finditer(text, max(0, len(text) - 160)):
        run = read_letters(text, m.end(), any_order=True)
        if run is None or not (_CLOSE.match(text, run.end) or _said_right(text, run.end, run.letters, ctx.options)):
            continue
        places = _places(m, sorted(ctx.options))
        head = _SENTENCE_HEAD.search(text, 0, m.start())
        said = head.group() if head else ""
        against = bool(_AGAINST.search(said) or _OTHER_NAMED.search(said))  # "The first option, A, and the last option, D."
        return [*led, Hit("statement", m.start(), run.end, run.letters, run.hedged or against or places != set(run.letters))]
    return led


# After one letter, its own text in brackets, then a verdict closing the reply: "The third option, C (<text of C>), is correct."
_SAID_RIGHT = re.compile(
    r"[ \t]*\((?P<gloss>[^()\n]{1,60})\)[ \t]*,?[ \t]*(?:is|is\s+the)\s+(?:correct|right|answer|correct\s+(?:answer|one)|right\s+one)"
    + _CLOSE.pattern,
    re.I,
)


def _said_right(text: str, end: int, letters: tuple[str, ...], options: dict[str, str]) -> bool:
    m = _SAID_RIGHT.match(text, end)
    return bool(m and len(letters) == 1 and canon(m.group("gloss")) == options.get(letters[0]))


def _places(m: re.Match[str], letters: list[str]) -> set[str]:
    """The letters of the places named (empty when a place is past the last option)."""
    if m.group("count"):
        n = _COUNTS[m.group("count").lower()]
        chosen = letters[:n] if m.group("edge").lower() == "first" else letters[-n:]
        return set(chosen) if len(chosen) == n else set()
    named = set()
    for word in re.findall(_ORD, m.group("list"), re.I):
        i = len(letters) - 1 if word.lower() == "last" else _PLACES.index(word.lower())
        if i >= len(letters):
            return set()
        named.add(letters[i])
    return named


# An answer lead (or a line's start), then a span of places and a colon or dash before the letters: "所以答案是前四项：ABCD。",
# "答案为后两项——C、D", "The answer is the first three: A, B, C.", "Answer: all four options — ABCD".
_SPAN_NUMBERS = {"两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, **_COUNTS, "six": 6, "6": 6}
_SPAN = re.compile(
    r"(?:(?:正确|最终)?答案(?:应)?(?:是|为|:)|(?:应该?|故|所以|因此)?选(?:择)?|(?P<appos>即|也就是)|(?m:^))[ \t]*"  # or opening its own line
    r"(?:(?P<zh_edge>前|后|中间)|全部|所有)(?P<zh_n>[两二三四五六2-6])(?:个|项)(?:选项)?"
    r"|\b(?:(?:the\s+)?(?:correct\s+|final\s+)?answers?\s*(?:is|are|:)|(?:so|therefore|thus|hence)\s*[,:]?)[ \t]*"
    r"(?:the\s+)?(?:(?P<en_edge>first|last)|all)\s+(?P<en_n>two|three|four|five|six|[2-6])(?:\s+(?:options|choices|ones))?",
    re.I,
)
_SPAN_MARK = re.compile(r"[ \t]*(?::|,|[\u2012-\u2015]{1,2}|--?(?![A-Za-z])|(?=[(\[]))[ \t]*(?=[(\[]?[A-H])")
# A span closing its sentence with no letters after it: "答案选前四项。"
_SPAN_ALONE = re.compile(r"[ \t]*(?:(?:都|均)(?:是)?(?:对|正确)(?:的)?)?[ \t]*(?:[.。!！\n]|\Z)")  # or "前两项都对。"
_CLAUSE_HEAD = re.compile(r"[^。.!?！？\n,，;；]*\Z")
_SPAN_CLOSE = re.compile(r"[ \t)\]]*(?:[.。!！;；,，\n]|\Z)")
_ASKED_AFTER = re.compile(r"[^。.!！\n]*?(?:[?？]|吗|呢)")
_SPAN_AGAINST = re.compile(
    r"如果|若|假如|假设|要是|怀疑|猜|大概|\b(?:suppose|assuming|doubt\w*|unsure|sure|think|believe|might|may|could)\b|" + _AGAINST.pattern,
    re.I,
)


def span_answer_hits(ctx: Context) -> list[Hit]:
    """The letters after an answer lead and a span of places ("前四项：", "the first three:"): firm where they are
    exactly the span's letters and the clause neither negates, supposes nor asks; a hedged hit otherwise. (Single
    places after an answer lead are ``place_answers``'s, read here too, before other statements.)"""
    hits: list[Hit] = place_answer_hits(ctx)
    if not re.search(r"(?:[前后]|中间|全部|所有)[两二三四五六2-6]|\b(?:first|last|all)\s+(?:two|three|four|five|six|[2-6])\b", ctx.text, re.I):
        return hits  # cheap guard: no span named
    for m in _SPAN.finditer(ctx.text):
        mark = _SPAN_MARK.match(ctx.text, m.end())
        run = read_letters(ctx.text, mark.end(), any_order=True) if mark else None
        head = _CLAUSE_HEAD.search(ctx.text, 0, m.start())
        if run is None and not mark and (alone := _SPAN_ALONE.match(ctx.text, m.end())):
            span, against = sorted(_span_letters(m, sorted(ctx.options))), bool(head and _SPAN_AGAINST.search(head.group()))
            against = against or (bool(m.group("appos")) and _miscounted(ctx.text, m.start(), len(span)))
            hits.append(Hit("statement", m.start(), alone.end(), tuple(span) or ("?",), against or not span))
            continue
        if run is None or not _SPAN_CLOSE.match(ctx.text, run.end):
            continue
        against = bool(head and _SPAN_AGAINST.search(head.group())) or bool(_ASKED_AFTER.match(ctx.text, run.end))
        agrees = _span_letters(m, sorted(ctx.options)) == set(run.letters) and len(set(run.letters)) == len(run.letters)
        hits.append(Hit("statement", m.start(), run.end, run.letters, run.hedged or against or not agrees))
    return hits


_COUNT_BEFORE = re.compile(r"([两二三四五六])(?:个|种|类|项|大|方面)")


def _miscounted(text: str, start: int, n: int) -> bool:
    """Whether the last count said before an apposition ("分为三个层面，即前两项") is not the span's number."""
    counts = _COUNT_BEFORE.findall(text, max(0, start - 200), start)
    return bool(counts) and _SPAN_NUMBERS[counts[-1]] != n


def _span_letters(m: re.Match[str], letters: list[str]) -> set[str]:
    """The letters of the span named: the first or last n options, or all n where there are exactly n."""
    n = _SPAN_NUMBERS[(m.group("zh_n") or m.group("en_n")).lower()]
    edge = (m.group("zh_edge") or m.group("en_edge") or "").lower()
    if n > len(letters) or (not edge and n != len(letters)) or (edge == "中间" and (len(letters) - n) % 2):
        return set()
    if edge == "中间":  # the middle n: as many options before them as after
        return set(letters[(len(letters) - n) // 2 :][:n])
    return set(letters[-n:] if edge in ("后", "last") else letters[:n])


# An answer lead, an option's place, "即/i.e." and its letter, maybe with a dash or brackets and that option's text,
# closing the sentence: "正确选项：第三个，即 C —— 具体运算阶段。", "The answer is the third option, i.e. C (fear).".
_ZH_PLACES = "一二三四五六七八"
_LED_PLACE = re.compile(
    r"(?:(?:正确|最终)?(?:选项|答案)(?:应该?)?(?:是|为)?[ \t]*[:：]|(?:正确|最终)?(?:选项|答案)(?:应该?)?(?:是|为))[ \t]*"
    r"第(?P<zh>[一二三四五六七八])(?:个选项|个|项|选项)?"
    r"|\b(?:the\s+)?(?:correct\s+|final\s+)?answer\s*(?:is|:)[ \t]*(?:the\s+)?(?P<en>" + _ORD + r")(?:\s+(?:option|choice|one))?",
    re.I,
)
_LED_LETTER = re.compile(
    r"[ \t]*[,，]?[ \t]*(?:即|也就是|亦即|\bi\.e\.,?|\bnamely\b|\bthat\s+is,?)[ \t]*(?:选项[ \t]*|option[ \t]+)?"
    r"(?P<letter>[A-H])(?![A-Za-z0-9])[ \t]*"
    r"(?:(?:[\u2012-\u2015]{1,2}|--?|[:：])[ \t]*(?P<dashed>[^。.!！?？\n,，;；（()）]{1,60}?)|[（(](?P<bracketed>[^（()）\n]{1,60})[）)])?"
    r"[ \t]*(?=[。!！;；\n]|\.(?![A-Za-z0-9])|\Z)",
    re.I,
)


def led_place_hits(ctx: Context) -> list[Hit]:
    """A letter after an answer lead and a place ("正确选项：第三个，即 C —— 具体运算阶段。"): firm where the letter
    is the place's and any text given is its own option's, and the clause neither negates, supposes nor asks."""
    if "即" not in ctx.text and "也就是" not in ctx.text and not re.search(r"i\.e\.|namely|that is", ctx.text, re.I):
        return []  # cheap guard: no apposition
    hits = []
    for m in _LED_PLACE.finditer(ctx.text):
        said = _LED_LETTER.match(ctx.text, m.end())
        if said is None:
            continue
        zh = m.group("zh")
        place = _ZH_PLACES.index(zh) if zh else _place_index(m.group("en"), ctx.options)
        letter, gloss = said.group("letter").upper(), said.group("dashed") or said.group("bracketed")
        agrees = place is not None and letter == "ABCDEFGH"[place] and bool(ctx.options.get(letter))
        if gloss is not None and canon(gloss) != canon(ctx.options.get(letter, "")):
            agrees = False  # "第三个，即 C —— <another option's text>"
        head = _CLAUSE_HEAD.search(ctx.text, 0, m.start())
        against = bool(head and _SPAN_AGAINST.search(head.group())) or bool(_ASKED_AFTER.match(ctx.text, said.end()))
        hits.append(Hit("statement", m.start(), said.end(), (letter,), against or not agrees))
    return hits


def misplaced_letters(ctx: Context) -> set[str]:
    """Letters the reply gives after an answer lead and a place that is not theirs, or under a doubt or a question
    ("答案是第三项，也就是D。", "The answer is the second option, i.e. C."), or after another option's text
    ("……惩罚(B)" where 惩罚 is C's; see ``mislabelled``): said of them, the answer is not firm."""
    return {h.letters[0] for h in led_place_hits(ctx) if h.hedged} | mislabelled_letters(ctx.text, ctx.options)


def _place_index(word: str, options: dict[str, str]) -> int | None:
    """The index of the place named in English ("last" being the last non-empty option)."""
    if word.lower() == "last":
        filled = [k for k, v in options.items() if v]
        return "ABCDEFGH".index(max(filled)) if filled else None
    return _PLACES.index(word.lower())
