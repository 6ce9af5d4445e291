"""Where the stem is given, a reply opening with the stem restated and the options it answers, each as its own text with
its own letter ("……分为：符号学习（A）、概念学习（C）、命题学习（E）。", "行为主义认为：\\nA. <A's text>\\nB. <B's text>",
"非正式群体（D）：以个人好恶……为纽带……"), the rest only setting other options aside ("D是精神分析的观点。",
"提问属于精细加工策略，不是复述策略。").

The opening (the first sentence, or a lead and a block of lettered lines) must hold a good part of the stem's words,
no other option, no blank (the question echoed), nothing granting more or walking the options, and no negation unless
the stem may ask for what is not. The rest may name no listed letter, add nothing ("也", "还", "正确"), doubt or ask
nothing, and a clause of it may restate the stem's words only to deny them. A single choice takes one letter. With no
stem nothing is read.
"""

from __future__ import annotations

import re

from psyexam.score.languages import DOUBT_EN, DOUBT_ZH, ZH_COUNTS
from psyexam.score.letters import canon
from psyexam.score.reading import Context, Extraction, resolve
from psyexam.score.stem_polarity import BLANK, may_ask_not

# An option's own text with its letter in brackets ("苛勒（D）"), or a line of its letter and own text ("A. ……").
_BRACKETED = re.compile(r"[\"'”’」]?[ \t]*\([ \t]*([A-H])[ \t]*\)")
_LINE = re.compile(r"(?m)^[ \t]*(?:[-*•][ \t]*)?(?:选项[ \t]*)?([A-H])[ \t]*[.、:)][ \t]*(.+?)[ \t]*[。;]?[ \t]*$")
_LETTER = re.compile(r"(?<![A-Za-z])[A-H](?![A-Za-z])")
_SENTENCE_END = re.compile(r"[。!！?？]|(?<![A-H])\.(?=\s|$)|\n[ \t]*\n")
_LEAD = re.compile(r"[^。!！?？\n]{2,60}:[ \t]*\n(?:[ \t]*\n)?")
# A lead opening the reply, then letters closing its sentence: "……分为:A、C、E。"
_LED_LETTERS = re.compile(r"[^。!！?？\n]{2,60}?(?::|是|有|为|包括)[ \t]*(?P<run>[A-H](?:[ \t]*[、,和与及][ \t]*[A-H])+)[ \t]*等?[ \t]*(?:[。!！]|\n|\Z)")
# A count of what the opening lists: "四个基本问题", "以下三个阶段".
_COUNT = re.compile(r"([一两二三四五六七八]|\d)[ \t]*(?:个|项|种|类|大|点|条|方面)")
_NEGATION = re.compile(r"不|非(?!常)|没|无|否|错|误|除|\b(?:not|no|except)\b|n't", re.I)
_UNSURE = re.compile(DOUBT_ZH + r"|大概|好像|似乎|如果|若|假如|吗|呢|吧|[?？]|或|还是|\b(?:or|if|maybe|perhaps|might|"
                     + DOUBT_EN + r")\b", re.I)
# What in the opening grants more, contrasts or walks the options: "……（D），而……也是其目标。", "逐项分析：".
_OPENING_ADDS = re.compile(r"也|亦|还|同样|另外|而|但|却|逐项|分析|\b(?:also|too|but|whereas|while)\b", re.I)
# What in the rest would add to the list, or call something right.
# ("对" as a verdict, "是对的", not the preposition: "不是皮亚杰对智慧最高形式的表述")
_ADDING = re.compile(r"也|亦|还|同样|另外|以及|都|均|正确|对(?=[的了吗呢]|[^\u4e00-\u9fff]|$)|符合|答案|选|\b(?:also|too|correct|right|answer)\b", re.I)
_CLAUSE = re.compile(r"[^,，;；。.!！?？\n]+")


def stem_led_list(ctx: Context) -> Extraction | None:
    """The letters of the own texts listed in an opening restating the stem, the rest setting others aside."""
    if not ctx.stem.strip():
        return None
    found = _opening(ctx)
    if found is None:
        return None
    cut, letters = found
    opening, rest = ctx.text[:cut], ctx.text[cut:]
    said = canon(opening)
    for letter in letters:  # (a listed "非正式群体" names no "正式群体")
        said = said.replace(ctx.options[letter], " ")
    others = {k for k, v in ctx.options.items() if len(v) >= 2 and v in said}
    bare = _blank_texts(opening, ctx)
    if others or set(_LETTER.findall(opening)) - set(letters) or _said(_UNSURE, bare, ctx) or _said(_OPENING_ADDS, bare, ctx):
        return None  # "……（D），而解决不适或痛苦也是其目标。": another option granted the same
    if any(ZH_COUNTS.get(n, int(n) if n.isdigit() else 0) != len(letters) for n in _COUNT.findall(bare)):
        return None  # "……有五个：获得（A）、消退（B）、泛化（C）、分化（D）。": the count and the list disagree
    if BLANK.search(opening) or not _restates(bare, ctx.stem):
        return None  # the question echoed, or an opening about something else
    if bool(_NEGATION.search(bare)) != may_ask_not(ctx.stem) or (not ctx.multi and len(letters) != 1):
        return None
    if not _sets_aside(rest, letters, ctx):
        return None
    return resolve(tuple(sorted(letters)), False, ctx, "stem-led-list")


def _opening(ctx: Context) -> tuple[int, tuple[str, ...]] | None:
    """Where the opening ends and its letters: the first sentence, holding own texts with bracketed letters, or a lead
    closed by a colon, then a block of lines each of a letter and its own text (not every option: the question echoed)."""
    text = ctx.text
    lines = [m for m in _LINE.finditer(text) if _own(ctx, m.group(1), m.group(2))]
    if lines and _LEAD.fullmatch(text[: lines[0].start()]):
        run = [lines[0]]
        for m in lines[1:]:
            if m.start() != run[-1].end() + 1:
                break
            run.append(m)
        letters = tuple(m.group(1) for m in run)
        after = text[run[-1].end() :]
        if len(set(letters)) == len(letters) < len(ctx.valid) and (not after.strip() or re.match(r"\n[ \t]*\n", after)):
            return run[-1].end(), letters
        return None
    led = _LED_LETTERS.match(text)  # bracketed own texts are written as their letters first (``texts_lettered``)
    if led:
        return led.end(), tuple(dict.fromkeys(_LETTER.findall(led.group("run"))))
    items = [m for m in _BRACKETED.finditer(text) if _own(ctx, m.group(1), text[: m.start()].rstrip(" \t\"'“”"))]
    if not items:
        return None
    lead = re.sub(r":[ \t]*\n[ \t]*\n", ": ", text[: items[0].start()])  # a lead's colon runs on past its blank line
    stop = _SENTENCE_END.search(text, items[0].end())
    if _SENTENCE_END.search(lead) or (stop is None and text.rstrip()[-1:] not in "。.!！"):
        return None  # the list is not the reply's opening, or is cut off
    cut = stop.end() if stop else len(text)
    return cut, tuple(dict.fromkeys(m.group(1) for m in items if m.end() <= cut))


def _said(words: re.Pattern[str], text: str, ctx: Context) -> bool:
    """Whether ``text`` uses any of ``words`` the stem does not use itself ("强烈而短暂" contrasts nothing)."""
    return bool(set(words.findall(text)) - set(words.findall(canon(ctx.stem))))


# An English rendering in brackets after an option's text: "逻辑思维 (Logical thinking)" (not a letter: "(A)").
_ENGLISH_GLOSS = re.compile(r"[ \t]*\([ \t]*[A-Za-z][a-z][A-Za-z \t'-]*\)[ \t]*$")


def _own(ctx: Context, letter: str, said: str) -> bool:
    """Whether ``said`` is, or closes with, the letter's own option text (an English gloss after it aside)."""
    own = ctx.options.get(letter, "")
    return len(own) >= 2 and canon(_ENGLISH_GLOSS.sub("", said)).endswith(own)


def _blank_texts(text: str, ctx: Context) -> str:
    """The text with the options' own texts blanked: an option named "非正式群体" negates nothing."""
    low = canon(text)
    for own in sorted((v for v in ctx.options.values() if len(v) >= 2), key=len, reverse=True):
        low = low.replace(own, " ")
    return low


def _stem_words(stem: str) -> str:
    return re.sub(r"[\s,，。.:：;；、()（）\[\]“”\"'?？!！]", "", BLANK.sub("", canon(stem)))


def _restates(opening: str, stem: str) -> bool:
    """Whether the opening holds a good part of the stem's words: a third of its character pairs."""
    words = _stem_words(stem)
    if len(words) < 4:
        return False
    held = sum(1 for i in range(len(words) - 1) if words[i : i + 2] in opening)
    return held >= (len(words) - 1) / 3


def _sets_aside(rest: str, letters: tuple[str, ...], ctx: Context) -> bool:
    """Whether the rest names no listed letter, adds, doubts or asks nothing, and restates the stem only to deny it."""
    bare = _blank_texts(rest, ctx)
    if set(_LETTER.findall(rest)) & set(letters) or _UNSURE.search(bare) or _ADDING.search(bare):
        return False
    words = _stem_words(ctx.stem)
    pieces = {words[i : i + 4] for i in range(len(words) - 3)}
    for clause in _CLAUSE.findall(canon(rest)):
        if any(p in clause for p in pieces) and not _NEGATION.search(_blank_texts(clause, ctx)):
            return False
    return True
