"""A reply that is only a numbered list of bare letters, as small models answer a multiple-response
question: "1. A\\n2. B\\n3. C\\n4. D". The numbers run from 1 without a gap, every line holds one letter and
nothing else, and no letter repeats; the letters are the answer (for a single choice, several name none). So too for such a list, or a bulleted one, after a
lead that names what it lists ("属于前运算阶段儿童思维特点的有：\n1. B\n2. C\n\n……"), its items maybe each with its own
option's text; what follows may set other options aside. A lead saying the thing is made of a counted number of parts
("记忆系统由以下三个部分组成：\n\n1. A（感觉记忆）……") leads such a list too, where the count is the number of items.
An item may give its own text, then a colon and a reason that neither denies, doubts nor names another letter
("- B. 信息传递：……；"); a list a blank line below an uncounted lead must leave out every other option by its letter after
it or by its text in a sentence setting it aside ("……\n\n班级规模和班级性质不是主要因素。"), and so must a list of unmarked
"A. 分析者" lines (as options echoed are); an item may gloss its own text in brackets, or its English name gloss it
("- A. Fixation (注视)"); under a stem asking for what is not, only a lead naming the answer ("正确选项为：") leads a list."""

from __future__ import annotations

import re

from psyexam.score.languages import DOUBT_EN, DOUBT_ZH
from psyexam.score.letters import canon
from psyexam.score.reading import Context, Extraction, Hit, resolve
from psyexam.score.stem_polarity import polarity

_LINE = re.compile(r"[ \t]*(?:(\d{1,2})[.)、:]|\((\d{1,2})\))[ \t]*[(\[]?([A-H])[)\]]?[ \t]*[.。]?[ \t]*")


def numbered_letters(ctx: Context) -> Extraction | None:
    """The letters of a reply made only of numbered lines each holding one letter, or closing on a paragraph of
    them after prose that names no letter and asks nothing ("学习内容包括：……。\n\n1. A\n2. B\n3. D")."""
    lines = [ln for ln in _closing_paragraph(ctx.text).split("\n") if ln.strip()]
    found = [_LINE.fullmatch(ln) for ln in lines]
    if len(lines) < 2 or not all(found):
        return None
    numbers = [int(m.group(1) or m.group(2)) for m in found if m]
    letters = tuple(m.group(3) for m in found if m)
    if numbers != list(range(1, len(lines) + 1)) or len(set(letters)) != len(letters):
        return None
    return resolve(letters, False, ctx, "numbered")


_PARAGRAPH_BREAK = re.compile(r"\n[ \t]*\n")
_NAMED_LETTER = re.compile(r"(?<![A-Za-z])[A-H](?![A-Za-z0-9])|[?？]")


def _closing_paragraph(text: str) -> str:
    """The reply's last paragraph where the prose before it names no letter and asks nothing, else the whole reply."""
    text = text.strip()
    breaks = list(_PARAGRAPH_BREAK.finditer(text))
    if not breaks or _NAMED_LETTER.search(text, 0, breaks[-1].start()):
        return text
    return text[breaks[-1].end() :]


# A lead naming what it lists, ending in a colon: "属于……的有：", "正确的是：", "The correct ones are:".
# (or naming the kind it lists "below", uncounted: "心理咨询师主要扮演以下角色："; a count is ``_COUNTED_LEAD``'s)
_LEAD = re.compile(r"(?m:^)[ \t]*([^\n:]{2,80}?(?:有|是|为|包括|包含|(?:以下|如下|下列)(?![几两二三四五六七八])[\u4e00-\u9fff]{1,4}"
                   r"|\b(?:are|include|would\s+be)))[ \t]*:[ \t]*\n", re.I)
# A lead counting the parts it lists: "由以下三个部分组成：", "包括以下两个方面：", "consists of the following three:".
_COUNTED_LEAD = re.compile(
    r"(?m:^)[ \t]*([^\n:]{0,80}?(?:由|包括|包含|分为)(?:以下|下列|如下)(?P<zh>[二两三四五六七八2-8])(?:个|种|类|项|大)?"
    r"(?:部分|方面|成分|要素|因素|阶段|环节|类型)?(?:组成|构成)?"
    # "……的功能主要有以下三个：", "要经历三个阶段：", "教会学生四种策略：": a count and a short noun before the colon
    r"|[^\n:]{0,80}?(?:有|经历|经过|教会|学会|掌握|包括|包含|分为)[\u4e00-\u9fff]{0,4}?(?:以下|下列|如下)?(?P<zh2>[二两三四五六七八2-8])(?:个|种|类|项|大)[\u4e00-\u9fff]{0,4}"
    r"|[^\n:]{0,80}?\b(?:consists?\s+of|is\s+made\s+up\s+of|compris(?:es|e)|includes?)\s+the\s+following\s+"
    r"(?P<en>two|three|four|five|six|seven|eight)(?:\s+(?:parts|components|elements|stages|aspects|types))?)[ \t]*:[ \t]*\n",
    re.I,
)
_COUNTS = {"二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8,
           "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8,
           "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8}
_LEAD_AGAINST = re.compile(
    r"不|没|错|误|非|排除|哪|吗|是否|分析|考虑|如果|假如|若|" + DOUBT_ZH + r"|[?？]|\b(?:not|no|none|wrong|incorrect|false|which|whether"
    r"|if|unless|except|exclud\w*|analy\w*|consider\w*|might|may|could|" + DOUBT_EN + r")\b|n't",
    re.I,
)
# A lead naming the answer itself, whatever the stem asks: "正确选项为：", "答案包括：", "The correct ones are:".
_ANSWER_LEAD = re.compile(r"答案|正确选项|应选|当选|\b(?:answers?|correct)\b", re.I)
# One item: a number or a bullet, a letter, maybe its own option's text ("1. B", "- C", "2) B（自我中心）").
_ITEM = re.compile(
    r"[ \t]*(?:(?P<n>\d{1,2})[.)、:]|\((?P<pn>\d{1,2})\)|(?P<b>[-•+·]))?[ \t]*[(\[]?(?P<l>[A-H])[)\]]?(?![A-Za-z0-9])"
    r"[ \t]*(?:[.、:\u2012-\u2015-][ \t]*)?(?P<text>[^\n]*?)[ \t]*(?P<stop>[。.;；])?[ \t]*(?:\n|\Z)"
)
# An item giving its option's text first, then the letter in brackets: "1) 总结（A）".
_TEXT_ITEM = re.compile(
    r"[ \t]*(?:(?P<n>\d{1,2})[.)、:]|\((?P<pn>\d{1,2})\)|(?P<b>[-•+·]))[ \t]*(?P<text>[^\n()]{1,60}?)[ \t]*\((?P<l>[A-H])\)"
    r"[ \t]*(?P<stop>[。.;；])?[ \t]*(?:\n|\Z)"
)
_BLANK_LINE = re.compile(r"[ \t]*\n")
_BLANKED = re.compile(r"[^\S\n]{3,}")  # where an exclusion clause was blanked
_MARKED = re.compile(r"[ \t]*(?:\d{1,2}[.)、:]|\(\d{1,2}\)|[-•+·])")
_LETTER = re.compile(r"(?<![A-Za-z])([A-H])(?![A-Za-z0-9])")
_SENTENCE = re.compile(r"[^。.!?！？;；\n]+")
# A sentence setting another option aside: "A本身是阶段名称，不是思维特点。" (not "D不仅……也……", "D also fits, not …").
_SET_ASIDE = re.compile(r"不(?!仅|只|但|光)|非|没|错|排除|\b(?:not(?!\s+only)|no|wrong|incorrect|excluded?|ruled)\b|n't", re.I)
_ALSO = re.compile(r"也(?!不|没|非)|同样|还有|亦|\b(?:also|too|as\s+well|likewise)\b", re.I)
_DOUBT_AFTER = re.compile(r"不(?:太|很|大)?(?:确定|肯定)|没(?:太大|什么)?把握|拿不准|吃不准|存疑|" + DOUBT_ZH + r"|[?？]|\b(?:unsure|not\s+sure|" + DOUBT_EN + r"|might|may|could)\b", re.I)


def led_list_hits(ctx: Context) -> list[Hit]:
    """The letters of a numbered or bulleted list of letters after a lead naming what it lists."""
    hits: list[Hit] = []
    if ":\n" not in ctx.text:
        return inline_list_hits(ctx) if ":" in ctx.text else hits  # cheap guard: no line ends in a colon
    for start, cur, count in _leads(ctx.text, ctx.stem):
        if polarity(ctx.stem) and not _ANSWER_LEAD.search(ctx.text, start, cur):
            continue  # "影响因素包括：" under "不属于影响因素的是": the list is what the stem does not ask for
        listed = _list_at(ctx, cur)
        if listed is None:
            continue
        letters, end, closed, bare = listed
        rest = ctx.text[end:]
        if (count == 0 or bare) and not (set(ctx.options) - set(letters) <= set(_LETTER.findall(rest)) | _texts_set_aside(ctx, rest)
                                         or (ctx.excluded and _BLANKED.search(rest))):
            continue  # a list a blank line below its lead (or of unmarked "A. …" lines, as options echoed are) must
            # leave out each other option by its letter (maybe blanked) or its text
        if count and count != len(letters):
            continue
        if not (closed or rest.strip() or count) or _MARKED.match(rest.lstrip()):
            continue  # cut off (a counted list is whole at its count), or an item the rule cannot read
        if set(letters) >= set(ctx.options) or _DOUBT_AFTER.search(rest) or not _others_set_aside(rest, letters) \
                or _texts_set_aside(ctx, rest, letters):
            continue
        hits.append(Hit("statement", start, end, letters))
    return hits + inline_list_hits(ctx)


# A lead's colon and, on its line or a blank line below, one line of letters each with its own option's text:
# "……包括三个成分：A. 中枢执行系统、B. 视空图像处理器（视空画板）、C. 语音环。", "……特点是：\n\nA. 指向性 B. 集中性".
_INLINE = re.compile(r"(?P<lead>[^\n:。!?！？,;]{2,80}):[ \t]*(?:\n[ \t]*){0,2}(?P<run>[^\n。;；]+?)[ \t]*(?:[。;；]|(?=\n|\Z))")
_MARK = re.compile(r"(?<![A-Za-z])[A-H](?:[.、:)][ \t]*|[ \t]+)(?=[^\sA-Za-z])")
_JOIN = re.compile(r"[ \t]*(?:[、,;；]|和|与|及|以及)?[ \t]*\Z")
# A count in the lead: "两个明显特点是", "包括三个成分", "the following three".
_INLINE_COUNT = re.compile(r"(?P<n>[二两三四五六七八2-8])(?:个|种|类|项|大)|\b(?P<en>two|three|four|five|six|seven|eight)\b", re.I)
_NAMING = re.compile(r"(?:有|是|为|包括|包含|排除|如下|以下)$|\b(?:are|include)$", re.I)


def inline_list_hits(ctx: Context) -> list[Hit]:
    """The letters of one line of two or more letters each with its own option's text (maybe glossed in brackets), after
    a lead naming what it lists: counted ("三个成分：") to their number, or else followed by every other option set aside
    (by its letter or its text). Under a stem asking for what is
    not only a lead naming the answer leads it; a lead that negates or doubts (but in the stem's own words) leads none."""
    hits: list[Hit] = []
    for m in _INLINE.finditer(ctx.text):
        lead = m.group("lead").strip()
        letters = _inline_items(m.group("run"), ctx)
        if letters is None or _against(lead, ctx.stem) or (polarity(ctx.stem) and not _ANSWER_LEAD.search(lead)):
            continue
        counted = _INLINE_COUNT.search(lead)
        count = _COUNTS[(counted.group("n") or counted.group("en")).lower()] if counted else 0
        rest = ctx.text[m.end() :]
        if count and count != len(letters) or not (count or _NAMING.search(lead) or lead in ctx.stem and len(lead) >= 6):
            continue
        others = set(ctx.options) - set(letters)
        left_out = others <= set(_LETTER.findall(rest)) | _texts_set_aside(ctx, rest) or (ctx.excluded and _BLANKED.search(rest))
        if not (count or left_out) or not others or _DOUBT_AFTER.search(rest) or not _others_set_aside(rest, letters) \
                or _texts_set_aside(ctx, rest, letters):
            continue
        hits.append(Hit("statement", m.start("run"), m.end("run"), letters))
    return hits


def _inline_items(run: str, ctx: Context) -> tuple[str, ...] | None:
    """The letters of a run made only of letters each followed by its own option's text (or that text glossed), joined
    by list marks or spaces; None otherwise."""
    marks = list(_MARK.finditer(run))
    if len(marks) < 2 or marks[0].start() != 0:
        return None
    letters = []
    for i, mark in enumerate(marks):
        piece = run[mark.end() : marks[i + 1].start() if i + 1 < len(marks) else len(run)]
        piece = piece[: _JOIN.search(piece).start()].strip()  # type: ignore[union-attr]
        letter = mark.group()[0]
        if canon(piece) != ctx.options.get(letter) and not _glossed(piece, letter, ctx):
            return None
        letters.append(letter)
    return tuple(letters) if len(set(letters)) == len(letters) else None


# A lead line of the stem's own words, whatever its last word: "对该求助者恰当的近期咨询目标：" under "……目标包括()".
_ANY_LEAD = re.compile(r"(?m:^)[ \t]*([^\n:]{6,80}?)[ \t]*:[ \t]*\n")


def _against(lead: str, stem: str) -> bool:
    """Whether a lead negates, doubts, asks or names a letter; a negation inside a word the stem uses is its content
    ("考察错误记忆的研究范式主要有：" under "……错误记忆的研究方式包括"), not a verdict."""
    if _LETTER.search(lead):
        return True
    return any(not stem or not any(lead[i:i + 3] in stem for i in range(max(0, m.start() - 2), m.end()) if len(lead[i:i + 3]) == 3)
               for m in _LEAD_AGAINST.finditer(lead))


def _stem_leads(text: str, stem: str) -> list[re.Match[str]]:
    """Lead lines that restate the stem's own words (six characters or more, found whole in the stem)."""
    if not stem:
        return []
    return [m for m in _ANY_LEAD.finditer(text) if canon(m.group(1).strip("*# \t")) in stem and not _LEAD.fullmatch(m.group())]


def _leads(text: str, stem: str = "") -> list[tuple[int, int, int | None]]:
    """Where each lead starts, where its list starts, and the number of parts it counts (None where it counts none;
    0 for an uncounted lead with a blank line below it)."""
    leads: list[tuple[int, int, int | None]] = []
    for m in [*_LEAD.finditer(text), *_stem_leads(text, stem)]:
        if not _against(m.group(1), stem):
            cur = m.end()
            while blank := _BLANK_LINE.match(text, cur):  # "……包括：\n\n- A. 咨询理念"
                cur = blank.end()
            leads.append((m.start(), cur, None if cur == m.end() else 0))
    for m in _COUNTED_LEAD.finditer(text):
        if not _against(m.group(1), stem):
            cur = m.end()
            while blank := _BLANK_LINE.match(text, cur):  # the list may stand a blank line below its lead
                cur = blank.end()
            leads.append((m.start(), cur, _COUNTS[(m.group("zh") or m.group("zh2") or m.group("en")).lower()]))
    return leads


def _list_at(ctx: Context, cur: int) -> tuple[tuple[str, ...], int, bool, bool] | None:
    """The letters of the items from ``cur`` (numbered from 1, or all with one bullet, or all bare letters),
    where they end, whether the last closes with a full stop and whether the items are unmarked "A. …" lines; None
    where there is no such list."""
    letters: list[str] = []
    kinds: set[str] = set()
    end, closed = cur, False
    while item := _TEXT_ITEM.match(ctx.text, cur) or _ITEM.match(ctx.text, cur):
        text = item.group("text").strip("()[]“”\"' \t")
        if _DOUBT_AFTER.search(text):
            return None  # an item in doubt
        if text and canon(text) != ctx.options.get(item.group("l")) and not _explained(text, item.group("l"), ctx) \
                and not _glossed(item.group("text").strip(), item.group("l"), ctx):
            break
        number = item.group("n") or item.group("pn")
        kinds.add("n" if number else item.group("b") or ("" if not text else "?"))
        if number and int(number) != len(letters) + 1:
            return None
        letters.append(item.group("l"))
        end, closed = item.end() - (1 if item.group().endswith("\n") else 0), bool(item.group("stop"))
        cur = item.end()
        while blank := _BLANK_LINE.match(ctx.text, cur):  # items may stand a blank line apart
            cur = blank.end()
    if not letters or len(kinds) != 1 or len(set(letters)) < len(letters):
        return None
    if kinds == {""} and len(letters) < 2:
        return None  # a lone bare letter is another rule's
    return tuple(letters), end, closed, kinds == {"?"}


# An item's own text with a bracketed gloss, or a gloss (an English name) with its own text in brackets:
# "A. 缺乏独立性（个性依赖）", "A. Fixation (注视)".
_GLOSSED = re.compile(r"(?P<a>[^()\n]{1,40}?)[ \t]*\((?P<b>[^()\n]{1,30})\)[ \t]*[.。;；]?")


def _glossed(text: str, letter: str, ctx: Context) -> bool:
    m = _GLOSSED.fullmatch(text)
    if m is None:
        return False
    own = ctx.options.get(letter)
    a, b = canon(m.group("a")), canon(m.group("b"))
    gloss = b if a == own else m.group("a") if b == own and re.fullmatch(r"[A-Za-z][A-Za-z \t'-]*", m.group("a")) else None
    return gloss is not None and not (_LETTER.search(gloss) or _DENIED.search(gloss) or _DOUBT_AFTER.search(gloss)
                                      or any(v and v in gloss for k, v in ctx.options.items() if k != letter))


# An item's own text, then a colon or dash and why it belongs: "- B. 信息传递：沟通最基本的功能，……；".
_EXPLAINED = re.compile(r"(?P<own>[^:\n\u2012-\u2015]{1,40}?)[ \t]*(?:[:\u2012-\u2015]|-(?=\s))[ \t]*(?P<why>\S[^\n]*)")


# A reason that denies or doubts its item ("这不是……", "不一定"), not one whose content holds a negation ("不予强化").
_DENIED = re.compile(r"不(?:是|属于|包括|对|正确|符合|选|一定|算)|并非|并不|而非|错|排除|\b(?:not|no|wrong|incorrect|excluded?)\b|n't", re.I)


def reason_denies(why: str) -> bool:
    """Whether an item's reason denies, doubts or credits more than its item ("这不一定算", "比B更重要", "也……")."""
    return bool(_LETTER.search(why) or _DENIED.search(why) or _ALSO.search(why) or _DOUBT_AFTER.search(why))


def _explained(text: str, letter: str, ctx: Context) -> bool:
    """Whether an item's text is its own option's, then a reason naming no letter and setting nothing aside."""
    m = _EXPLAINED.fullmatch(text)
    return (m is not None and canon(m.group("own")) == ctx.options.get(letter)
            and not (_LETTER.search(m.group("why")) or _DENIED.search(m.group("why")) or _ALSO.search(m.group("why"))))


def _others_set_aside(rest: str, letters: tuple[str, ...]) -> bool:
    """Whether what follows the list names none of its letters, and names any other only in a sentence setting it aside."""
    for sentence in _SENTENCE.findall(rest):
        named = set(_LETTER.findall(sentence))
        if named & set(letters) or (named and (not _SET_ASIDE.search(sentence) or _ALSO.search(sentence))):
            return False
    return True


# A sentence weighing whether an option fits sets nothing aside: "教师特点是否属于主要变量，不太好说。"
_UNSURE_ASIDE = re.compile(r"是否|是不是|吗|难说|好说|说不准|未必|不一定|不确定|" + DOUBT_ZH + r"|[?？]|\b(?:whether|might|may|maybe)\b", re.I)


def _texts_set_aside(ctx: Context, rest: str, listed: tuple[str, ...] | None = None) -> set[str]:
    """The options named by their text (with or without "的") in a sentence after the list that sets them aside
    ("班级规模和班级性质不是主要因素。", "“监督者”不是……的角色定位。"), none said to fit too; given the listed
    letters, those of them so set aside, and any unlisted one named without being set aside."""
    found: set[str] = set()
    for sentence in _SENTENCE.findall(rest):
        plain = canon(sentence).replace("的", "")
        named = {k for k, v in ctx.options.items() if len(v.replace("的", "")) >= 2 and v.replace("的", "") in plain}
        credits = bool(_ALSO.search(sentence) or _UNSURE_ASIDE.search(sentence))
        aside = bool(_SET_ASIDE.search(sentence)) and not credits
        if listed is None:
            found |= named if aside else set()
        else:  # (an unlisted one named in passing, "守恒……才出现", is no credit)
            found |= (named & set(listed)) if aside else (named - set(listed)) if credits else set()
    return found
