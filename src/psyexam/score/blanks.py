"""A stem's blank filled with a bracketed letter, as small models echo a fill-in question: the letter
closing the reply's last sentence ("……属于非文字智力测验（ B ）", "……综合和( D )。"), or one option's
text followed by its own bracketed letter after a copula ("学习时间管理属于资源管理策略（D）。"), after a naming verb
as a short name ("叫做分化（C）" for "刺激分化") or as its sentence's subject ("树突（A）负责接受刺激，轴突负责传出。": a
clause of another option's saying something else of it sets it beside, not chosen). A stem
echoed with its blank filled and then its option list ("……的提出者是（ C ）\nA. 皮亚杰\nB. ……") is an
explicit answer, which a later different answer contradicts.

Nothing is read when the sentence negates, doubts, supposes or asks, when it holds another
bracketed letter, when the text before the bracket is another option's (the reply contradicts
itself), when the reply fills a blank elsewhere with other letters, or when it opens with another option's text
("**刺激泛化**。……叫做分化（C）。"); a sentence setting an option opposite ("刺激泛化（A）正好相反。") fills no blank.
"""

from __future__ import annotations

import re
from dataclasses import replace

from psyexam.score.languages import DOUBT_ZH
from psyexam.score.lettered_subjects import refused
from psyexam.score.letters import canon
from psyexam.score.reading import Context, Extraction, Hit, resolve
from psyexam.score.stem_polarity import polarity

_BRACKETED = re.compile(r"[(\[【][ \t]*([A-H](?:[ \t]*[、,]?[ \t]*[A-H]){0,7})[ \t]*[)\]】]")
_CLOSING = re.compile(r"[ \t]*[。.!！]?\s*$")
_SENTENCE_TAIL = re.compile(r"[^。!?！？\n]*")
_NOT_FILLED = re.compile(
    r"不(?:是|属于|为|包括|能|可|应|对|符合)|并非|而非|没有|错误|有误|" + DOUBT_ZH + r"|大概|好像|似乎|如果|若|假如|假设|吗|呢|\?|？|或|还是|答案|选项|排除"
    r"|\b(?:or|not|maybe|reject\w*|exclud\w*|wrong|incorrect|eliminat\w*|could|might|argue\w*|tempt\w*)\b", re.I
)
_LABEL_LINE = re.compile(r"\s*[(\[]?[A-H][)\].、:]")
# A key before the bracket ("rejected_options: [B, D]", "排除：[A]"): a value, not a stem's blank.
_KEYED = re.compile(r"[:=][ \t]*$")
# A copula or verb of belonging right before an option's text: "属于", "是", "为", "称为".
_STATING = re.compile(r"(?:是|为|属于|即|称为|叫做|叫)[ \t]*[“\"'「]?$")


def filled_blank(ctx: Context) -> Extraction | None:
    """The letters of a blank filled at the reply's end, or of an option's text stated with its own letter (after a
    copula, or as its sentence's subject: "树突（A）负责接受刺激，轴突负责传出。"); a sentence setting a bracketed
    option against the answer ("刺激泛化（A）正好相反。") names no blank."""
    read = _filled(_without_opposed(ctx))
    opening = _opening_option(ctx)
    if read is not None and read.letters and opening is not None and opening not in read.letters:
        return Extraction(None, "filled-blank:contradiction")  # "**刺激泛化**。……叫做分化（C）。": which is it?
    return read


# A reply opening with one option's whole text as its own sentence or line: "**刺激分化**。……".
_OPENING = re.compile(r"[ \t*#>]*([^。!！?？\n,;:]{2,30}?)[ \t*]*(?:[。!！]|\n)")


def _opening_option(ctx: Context) -> str | None:
    m = _OPENING.match(ctx.text.lstrip())
    found = [k for k, v in ctx.options.items() if m and v and canon(m.group(1)) == v]
    return found[0] if len(found) == 1 else None


def _filled(ctx: Context) -> Extraction | None:
    brackets = [(m, tuple(re.findall(r"[A-H]", m.group(1)))) for m in _BRACKETED.finditer(ctx.text)]
    brackets = [(m, letters) for m, letters in brackets if set(letters) <= ctx.valid]  # "外倾性（E）" with no option E glosses
    if not brackets:
        return None
    if len({letters for _, letters in brackets}) > 1:  # blanks filled with different letters
        return Extraction(None, "filled-blank:ambiguous") if _texts_with_own_letters(ctx, brackets) > 1 else None
    by_sentence: dict[int, list[tuple[re.Match[str], tuple[str, ...]]]] = {}
    for m, letters in brackets:
        by_sentence.setdefault(sentence_start(ctx.text, m.start()), []).append((m, letters))
    for start, found in by_sentence.items():
        if len(found) > 1:
            continue  # several brackets in one sentence: no single blank
        m, letters = found[0]
        before = ctx.text[start : m.start()]
        tail = _SENTENCE_TAIL.match(ctx.text, m.end())
        sentence = before + (tail.group() if tail else "")
        if _NOT_FILLED.search(_without_texts(sentence, ctx.options)) or _LABEL_LINE.match(before) or _KEYED.search(before):
            continue
        named = _text_before(before, ctx.options)
        if named is not None and named[0] not in letters:
            return Extraction(None, "filled-blank:contradiction")  # "<text of B>（C）"
        rest = own_part(tail.group() if tail else "")
        # (a subject, not a walk's label: "- 树突（A）：……" goes through the options)
        subject = named is not None and len(letters) == 1 and not before[: named[1]].strip(" \t*#>") \
            and not rest.lstrip().startswith(":")
        if subject and (_DENYING.search(_without_texts(rest, ctx.options)) or not rest.strip(" \t。.!！")):
            continue  # "树突（A）不负责……" denies; "树突（A）。" is a blank's (read below)
        if subject and _names_other_letter(ctx.text, letters[0], ctx.valid):
            continue  # "……包括：B、C、D。病情演变过程（A）在前面已经了解": a subject beside an answer elsewhere
        stated = named is not None and len(letters) == 1 and bool(_STATING.search(before[: named[1]]))
        if stated and polarity(ctx.stem) and not _NOT_FILLED.search(before):
            continue  # "这是诱发运动现象（D）" under "不属于似动现象的是": said to be what the stem does not ask for
        if subject or stated:
            rest = _parallel_part(rest, ctx.options)
        if any(v and v in canon(before + rest) for k, v in ctx.options.items() if k not in letters):
            continue  # the sentence names another option too
        stated = stated or subject or _short_name_stated(before, letters, ctx.options)
        if _CLOSING.fullmatch(ctx.text, m.end()) or stated:
            return resolve(letters, False, ctx, "filled-blank")
        restated = _named_after(ctx, tail.end() if tail else m.end()) if len(letters) == 1 else None
        if restated == {letters[0]}:
            return resolve(letters, False, ctx, "filled-blank")
        if restated and letters[0] not in restated:
            return Extraction(None, "filled-blank:contradiction")  # "……（B）……。\n\n即<text of A>。"
    return None


def _named_after(ctx: Context, pos: int) -> set[str] | None:
    """The options whose texts the reply names after the blank's sentence (from ``pos``) when nothing there is
    negated, doubted or asked ("……是在（B）下学期前后。\n\n即三年级下学期前后。"); None otherwise."""
    rest = ctx.text[pos:]
    if _NOT_FILLED.search(_without_texts(rest, ctx.options)):
        return None
    low = canon(rest)
    return {k for k, v in ctx.options.items() if len(v) > 1 and v in low}


# A clause set against the blank's, of another subject: "……（D），而健康心理咨询的目的才是……", "……(D), whereas …".
# (not one granting the same: "……（D），而A也是……")
_WHEREAS = re.compile(r"[ \t]*[,，;；][ \t]*(?:而|\bwhereas\b|\bwhile\b)(?![^,，;；]*(?:也|亦|同样|都|均|还|\balso\b|\btoo\b))", re.I)


def _without_texts(sentence: str, options: dict[str, str]) -> str:
    """The sentence without the options' own texts: an option's words ("纠正错误观念") negate nothing."""
    low = canon(sentence)
    for v in sorted(options.values(), key=len, reverse=True):
        if len(v) > 1:
            low = low.replace(v, " ")
    return low


def _texts_with_own_letters(ctx: Context, brackets: list[tuple[re.Match[str], tuple[str, ...]]]) -> int:
    """How many different options are named by their own text right before their bracketed letter
    ("……全面提高生活质量（D），而……解决不适或痛苦（A）"): each is stated, so no other reading of the reply stands."""
    named = set()
    for m, letters in brackets:
        start = sentence_start(ctx.text, m.start())
        text = _text_before(ctx.text[start : m.start()], ctx.options)
        if text is not None and letters == (text[0],) and not refused(ctx.text, start + text[1], m.end()):
            named.add(text[0])  # (not one refused: "属于类创造，而不是真创造（A）" names it only to set it aside)
    return len(named)


_LETTER = re.compile(r"(?<![A-Za-z])[A-H](?![A-Za-z])")


def _names_other_letter(text: str, own: str, valid: frozenset[str]) -> bool:
    """Whether the reply names an option letter other than ``own`` anywhere."""
    return any(m.group() != own and m.group() in valid for m in _LETTER.finditer(text))


# A negation in the subject's own clause: "树突（A）不负责传出", "……没有……".
_DENYING = re.compile(r"不|没|非|无|未|\bnot\b|n't", re.I)
# A later clause of the sentence opening with another option's text, saying the same of it ("，轴突也负责……").
_SAME_SAID = re.compile(r"也|亦|同样|都|均|还|和|与|及|或|\balso\b|\btoo\b", re.I)


def _parallel_part(rest: str, options: dict[str, str]) -> str:
    """The subject's own clauses, up to a later clause opening with another option's text that says something else
    of it ("树突（A）负责接受刺激，轴突负责传出": C is set beside it, not chosen)."""
    for m in re.finditer(r"[ \t]*[,;][ \t]*", rest):
        clause = canon(re.split(r"[,;]", rest[m.end() :])[0])
        opens = [v for v in options.values() if len(v) > 1 and clause.startswith(v)]
        if opens and not _SAME_SAID.search(clause[len(max(opens, key=len)) :]):
            return rest[: m.start()]
    return rest


# A short name of an option's text (a part of it in no other option's text) after a naming verb: "叫做分化（C）" for
# "刺激分化".
_NAMING = re.compile(r"(?:称为|叫做|叫作|称作|即)[ \t]*$")


def _short_name_stated(before: str, letters: tuple[str, ...], options: dict[str, str]) -> bool:
    if len(letters) != 1:
        return False
    own = options.get(letters[0], "")
    for n in range(2, len(own)):
        piece = canon(before[len(before) - n :])
        if own.endswith(piece) and _NAMING.search(before[: len(before) - n]):
            return not any(piece in v for k, v in options.items() if k != letters[0])
    return False


# A sentence of an option's text and its own bracketed letter, set against the answer: "刺激泛化（A）正好相反。"
_OPPOSED = re.compile(r"(?:^|(?<=[。!！\n]))[ \t*]*(?P<text>[^。!！?？\n()]{2,30})\((?P<letter>[A-H])\)[ \t]*(?:则|却)?"
                      r"(?:正好相反|恰恰相反|恰好相反|与之相反|与此相反|相反)[ \t]*(?:[。!！]|\n|$)")


def _without_opposed(ctx: Context) -> Context:
    """The context with such opposed sentences blanked, where the text is the letter's own option's."""
    def blank(m: re.Match[str]) -> str:
        own = ctx.options.get(m.group("letter"), "")
        return " " * len(m.group()) if own and canon(m.group("text").strip()) == own else m.group()
    return replace(ctx, text=_OPPOSED.sub(blank, ctx.text))


def own_part(tail: str) -> str:
    """The rest of a blank's sentence up to a clause set against it, which speaks of something else."""
    m = _WHEREAS.search(tail)
    return tail[: m.start()] if m else tail


def sentence_start(text: str, pos: int) -> int:
    """Where the sentence ``pos`` is in starts."""
    return max(text.rfind(c, 0, pos) for c in "。!?！？\n") + 1


# A class noun the reply may put after an option's text: "这是感觉适应现象（A）" for option "感觉适应".
_CLASS_NOUN = re.compile(r"(?:现象|效应|作用|规律|理论|原则|原理|过程|阶段|类型|策略|方法)$")


def _text_before(before: str, options: dict[str, str]) -> tuple[str, int] | None:
    """The letter whose option text (the longest that fits) ends ``before``, maybe with a class noun after it that
    the text does not already end with, and where that text starts."""
    longest = max((len(v) for v in options.values()), default=0)
    bare = _CLASS_NOUN.sub("", before)
    for i in range(max(0, len(before) - 2 * longest - 8), len(before)):  # option texts are short
        piece = canon(before[i:])
        letters = [k for k, v in options.items() if v and piece == v]
        if not letters and bare != before and i < len(bare):
            letters = [k for k, v in options.items() if v and canon(bare[i:]) == v and not _CLASS_NOUN.search(v)]
        if letters:
            return letters[0], i
    return None


_ECHO_LINE = re.compile(r"[ \t]*[(\[]?([A-H])[)\].、:][ \t]*([^\n]*)(?:\n|$)")


def blank_hits(ctx: Context) -> list[Hit]:
    """A stem's line with a filled blank followed by two or more lines echoing the options."""
    hits = []
    for m in _BRACKETED.finditer(ctx.text):
        line_end = ctx.text.find("\n", m.end())
        if line_end < 0 or ctx.text[m.end() : line_end].strip(" \t。.:") or _echoed_lines(ctx, line_end + 1) < 2:
            continue
        before = ctx.text[sentence_start(ctx.text, m.start()) : m.start()]
        if _NOT_FILLED.search(before) or _BRACKETED.search(before) or _LABEL_LINE.match(before):
            continue
        hits.append(Hit("filled-blank", m.start(), m.end(), tuple(re.findall(r"[A-H]", m.group(1)))))
    return hits


def _echoed_lines(ctx: Context, pos: int) -> int:
    """How many lines from ``pos`` on each echo an option ("C. 埃里克森")."""
    count = 0
    while (m := _ECHO_LINE.match(ctx.text, pos)) and m.end() > pos and canon(m.group(2)) == ctx.options.get(m.group(1)):
        count, pos = count + 1, m.end()
    return count


# A line opening another question, as small models go on to write one: "问题：", "下一题：", "第2题", "Question 2:",
# "相关题目：", "Practice question", "### 题目2".
_NEXT_QUESTION = re.compile(
    r"^[ \t#*>【\[-]*(?:问题|题目|下一题|下一道题|相关题目|相似题目|练习题|例题|变式题|拓展题|第[ \t]*\d+[ \t]*题|question|q)"
    r"[ \t]*\d*[ \t]*[:.、】\]]"  # "【例题2】" too
    r"|^[ \t#*>-]*(?:next|practice|follow-up|related)\s+question\b"
    r"|^[ \t#*>-]*(?:问题|题目|例题|练习题|question)[ \t]*\d+[ \t*]*$",  # a heading of its own: "### 题目2"
    re.I | re.M,
)


def next_question(text: str) -> int | None:
    """Where a line opening another question starts, after the reply's first line (None if none)."""
    first_break = text.find("\n")
    m = _NEXT_QUESTION.search(text, first_break + 1) if first_break >= 0 else None
    return m.start() if m else None
