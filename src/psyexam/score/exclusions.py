"""Letters named to leave out, and replies whose answer is everything but some letters.

An exclusion clause ("C项……不在此列", "（C、D、E不选）", "排除A", "除了B", "excluding C",
"but not D") never adds letters: it is blanked before the answer is read. Where the whole reply
is such a complement ("除了C，其他都对", "All options except A are correct"), a
multiple-response question is answered by the other options; a single choice is not. Options listed each as its
own text (or most of it) with its bracketed letter, or letters after a lead and a colon, the rest then left out ("- 头痛（C）：……\n\n因此A、D不选。")
or rejected in a closing paragraph ("……的做法：B、C、D。\n\nA错误：……"), answer by the listed ones; so do a lead's list of
lines each opening with a letter and its own text ("正确选项：\n- B. 被父母赞许——……"), and, under a stem known to ask for
what is, a rest denied the list's class ("B和E不属于布鲁姆的分类。", "而师生关系、上下级关系属于心理环境。"); so does such a
list after an opening "全选。".
"""

from __future__ import annotations

import re

from psyexam.score.hedges import hedged_around, unsure
from psyexam.score.languages import DOUBT_EN, DOUBT_ZH, ZH_COUNTS
from psyexam.score.letters import LONE_LETTER, canon, read_letters
from psyexam.score.numbered import reason_denies
from psyexam.score.reading import Context, Extraction, resolve
from psyexam.score.stem_polarity import may_ask_not

# (a letter is no word's first letter: "but not certain" leaves out no C)
_RUN_AT = (
    r"(?:选项\s*|options?\s+)?[(\[]?[A-H](?![A-Za-z0-9])(?:[)\]]|项|选项)?"
    r"(?:\s*(?:[、,/和与及]|and|or|或)\s*(?:选项\s*)?[(\[]?[A-H](?![A-Za-z0-9])(?:[)\]]|项)?)*"
)
RUN_AT = _RUN_AT
# A word that leaves out the letters after it: "排除C和E", "不包括C、D", "除了B", "excluding C",
# "except A", "but not B", "(not B, D or E)".
# ("不能完全排除A" keeps A open: a negation, with or without "完全", before "排除" leaves nothing out)
_NOT_RULED_OUT = "".join(f"(?<!{neg}{adv})" for neg in ("不", "无法", "没有", "不能", "难以", "没法", "不可", "不敢", "不好")
                         for adv in ("", "完全", "彻底", "一概"))
_LEAVE_OUT_BEFORE = re.compile(
    r"[(\[]?\s*(?:" + _NOT_RULED_OUT + r"排除(?:了)?|不包括|不包含|除了|除去|(?<!排)除(?=\s*(?:选项)?\s*[A-H])|而不是|而非"
    r"|\bexcluding|\bexcept(?:\s+for)?|\bbut\s+not|\band\s+not|(?<=[(\[])\s*not)\s*" + _RUN_AT
    + r"(?:\s*(?:以外|之外|外))?\s*[)\]]?",
    re.I,
)
# Letters at a clause's start left out by a word later in the clause: "D、E除外", "B、E 均不选",
# "C项面质……但不在此列", "C and E are excluded"; the words between assert nothing about them.
# (a table's cell border ends it: "| B 人际关系紧张 | 不选 |" is a verdict column the table reads)
_GAP = r"(?:(?!正确|对|选|是|答案|correct|right|answer)[^A-H。\n.;；!?！？|]){0,24}?"
# Right after an answer lead the letters left out end at a comma: in "答案：A、C、E，B不选" only B is
# left out, with its comma ("答案：B、E不选" leaves out both).
_RUN_BEFORE_COMMA = _RUN_AT.replace("[、,/和与及]", "[、/和与及]")
_AFTER_LEAD = r"(?:(?<=答案:)|(?<=答:)|(?<=选:))"
_LEAVE_OUT_AFTER = re.compile(
    r"(?:(?:^|(?<=[\s,，;；:(\[]))(?<!答案:)(?<!答:)(?<!选:)" + _RUN_AT
    + r"|" + _AFTER_LEAD + _RUN_BEFORE_COMMA
    + r"|(?<=[A-Za-z0-9)\]】项])[,;][ \t]*" + _RUN_AT + r")" + _GAP
    + r"(?:均|都|也|则|皆)?(?:(?<!先)(?<!暂)(?<!暂时)(?<!姑且)不选|不应选|不入选|不在此列|除外|不包括在内|不是答案"  # ("先不选" is for now)
    r"|(?:is|are)\s+(?:excluded|not\s+(?:included|chosen|selected)))[)\]]?",
    re.I | re.M,
)


# "除A外，B也正确" adds A to B (besides A, B too): no exclusion, and a reading needs the meaning.
_ADDITIVE = re.compile(r"除(?:了|去)?\s*" + _RUN_AT + r"\s*(?:以外|之外|外)?[^。\n!?！？]{0,24}?(?:也|还|同样|亦|另外)", re.I)


def additive(text: str) -> bool:
    """Whether the text names letters with "除了…也/还…" (besides them, others too)."""
    return bool(_ADDITIVE.search(text))


def blank_exclusions(text: str) -> str:
    """The text with every exclusion clause blanked (positions kept)."""
    for pattern in (_LEAVE_OUT_AFTER, _LEAVE_OUT_BEFORE):
        text = pattern.sub(lambda m: " " * len(m.group()), text)
    return text


_COMPLEMENT = re.compile(
    r"(?:(?:答案|answer)\s*(?:是|为|is)?\s*:?\s*)?"
    r"(?:(?:除了?|除去)\s*(?P<zh>" + _RUN_AT + r")\s*(?:以外|之外|外)?\s*,?\s*"
    # "C、D错误，其余正确", "C和D不对，其他都对": the wrong ones named, the rest called right
    r"|(?P<wrong>" + _RUN_AT + r")\s*(?:项|选项)?\s*(?:均|都)?(?:错误|错|不对|不正确|不符合(?:题意|要求)?)\s*[,;]\s*)"
    r"(?:(?:其他|其余|其它|剩下)(?:的)?(?:选项|各项|几项|三项|项)?(?:都|均|全|全部|全都)?|都|均|全部|全都)"
    # "……其他选项都是心理辅导人员应学会的非言语行为": what the question asks, said of all the others
    r"(?:(?:是)?(?:对|正确)(?:的)?|(?:是|属于)(?!非)(?![^。\n]*(?:不|错|误|无关|并非))[^。\n!?！？]{2,40})"
    r"|(?:all|every(?:thing)?)(?:\s+(?:the\s+)?(?:other\s+)?(?:options?|choices?|of\s+them))?\s+(?:except|but)\s+(?P<en>"
    + _RUN_AT + r")(?:\s+(?:are|is)\s+(?:correct|right|true))?",
    re.I,
)
_END = re.compile(r"[\s.。!！]*")


def complement(ctx: Context) -> Extraction | None:
    """The reply is one statement that every option but the named ones is right."""
    body = ctx.text.strip()
    m = _COMPLEMENT.match(body)
    if not m or not (_END.fullmatch(body, m.end()) or _explained(body, m.end())):
        return None
    run = read_letters(m.group("zh") or m.group("wrong") or m.group("en") or "", 0)
    if run is None:
        return None
    left_out = set(run.letters)
    if not left_out <= ctx.valid:
        return Extraction(None, "complement:invalid")
    rest = tuple(sorted(ctx.valid - left_out))
    if not rest:
        return Extraction(None, "complement:invalid")
    return resolve(rest, False, ctx, "complement")


_STOP = re.compile(r"[ \t]*[。.!！][ \t]*\n*")
# A doubt, guess, contrast or question anywhere in the explanation: the complement then answers nothing.
_DOUBTING = re.compile(DOUBT_ZH + r"|大概|猜|吧|不过|但|然而|其实|[?？]|" + DOUBT_EN + r"|\b(?:but|however|guess)\b", re.I)


def _explained(body: str, end: int) -> bool:
    """Whether the complement's sentence ends at ``end`` and only an explanation follows: one that names no
    letter and doubts nothing ("选项A、B均不符合，其余正确。霍桑实验发现……")."""
    stop = _STOP.match(body, end)
    rest = body[stop.end() :] if stop else ""
    return bool(rest) and not LONE_LETTER.search(rest) and not _DOUBTING.search(rest) and not hedged_around(body, 0, end, ()) \
        and not unsure(rest)


# An option's text with its own letter in brackets, as a listed item: "- 睡眠问题（B）：……", "有头痛（C）和……".
_TEXT_LETTERED = re.compile(r"\(([A-H])\)")
_ITEM_BOUNDARY = re.compile(r"(?:^|[\s、,:;。*•·-]|和|与|及|有|是|包括|属于)$")
# Where a listed item's own words start: its line (past a bullet), a colon, or the letter listed before it.
_ITEM_START = re.compile(r"(?:^|\n)[ \t]*(?:[-*•·+][ \t]*)?|:[ \t]*|\([A-H]\)[ \t]*[、,;和与及]?[ \t]*")
# The reply's closing clause leaves letters out: "……，因此A、D不选。", "故排除B、D。" (not "先不选": for now).
_CLOSING_LEAVE_OUT = re.compile(
    r"(?:^|(?<=[,;:因此所以故则即]))[ \t]*(?:(?P<a>" + _RUN_AT + r")[ \t]*(?:均|都|皆)?(?:不选|不入选|不当选|(?:可以|应|应当)?排除|除外)"
    r"|(?:可以|应|应当)?(?:排除|不选)(?:了)?[ \t]*(?P<b>" + _RUN_AT + r"))[ \t]*[。!！]?[ \t]*\Z"
)
# A closing paragraph rejecting what it opens with: letters (with their quoted text or not) or quoted option texts,
# then a verdict against them and its reason ("D不对：……", "A错误：根据……"), or a clause ending "，不选。"/"，应排除。"/"，不应作为……。".
_QUOTED = r"(?:\"[^\"\n]{1,40}\"|“[^”\n]{1,40}”)"
_REJECTED = re.compile(
    r"[ \t]*(?:(?:选项[ \t]*)?(?P<letters>" + _RUN_AT + r")(?:项|选项)?[ \t]*(?P<own>" + _QUOTED + r")?"
    r"|(?P<quoted>" + _QUOTED + r"(?:[ \t]*[、,和与及][ \t]*" + _QUOTED + r")*))[ \t]*"
    r"(?:(?:均|都)?(?:不对|不正确|错误|错|不选|不符合(?:题意)?|(?:应|应当)?排除|除外)[ \t]*(?:[:,;。.]|\Z)"
    # (or a clause denying it a place in what the list gives: "……的标签，不应作为接纳的内容。", "……，不属于……。")
    r"|[^。.\n!?]{0,40}?,[ \t]*(?:均|都|故|所以)?(?:(?:应|应当|可以)?(?:排除|不选|不入选)"
    r"|(?:(?:也|均|都)?(?:不应|不应该|不应当|不能|不可)(?:作为|算作|算|列入|视为|被视为|归入|包括在)|不属于)[^。.\n!?,;]{1,30}?)"
    r"[ \t]*[。.!]?[ \t]*\Z)"
)
# A closing paragraph of only the rest's letters denied the class the list gives: "B和E不属于布鲁姆的分类。". It says
# "wrong" only where the stem asks for what is: read only under a stem known and not asking for what is not.
_NOT_OF_CLASS = re.compile(
    r"[ \t]*(?:选项[ \t]*)?(?P<letters>" + _RUN_AT + r")(?:项|选项)?[ \t]*(?:均|都)?(?:不属于|不是)[^。.\n!?,;:A-H]{1,30}[ \t]*[。.!]?[ \t]*\Z"
)
# Or of only the rest's own texts set in another class by a contrast: "而师生关系、上下级关系属于教学的心理环境。".
_TEXT = r"[\"“]?[^\n、,，和与及\"“”]{2,30}?[\"”]?"
_TEXTS_ELSEWHERE = re.compile(
    r"[ \t]*而[ \t]*(?P<texts>" + _TEXT + r"(?:[ \t]*(?:[、,]|和|与|及)[ \t]*" + _TEXT + r")*)[ \t]*(?:则|均|都)?(?:属于|是)(?P<cls>[^。.\n!?,;:A-H也]{2,30})[。.!]?[ \t]*\Z"
)
_LAST_PARAGRAPH = re.compile(r"\n[ \t]*\n(?=[^\n]*\S[^\n]*\Z)")
# A lead naming what the letters are, then the letters closing the text ("有利于提高自尊水平的做法：B、C、D。"); a verdict
# or answer word in the lead makes the rest's rejection a verdict the stem may ask for, so none may stand there.
_LED_RUN = re.compile(r"(?:^|[。.!\n])(?P<lead>[^。.!\n:]{2,40}):[ \t]*(?=[(\[]?[A-H](?![A-Za-z0-9]))")
_VERDICT_LEAD = re.compile(r"正确|对|错|误|不|非|答案|选|可能|或")


def listed_rest_excluded(ctx: Context) -> Extraction | None:
    """Options listed, then the rest named as not chosen or rejected ("……\\n- 睡眠问题（B）：……\\n- 头痛（C）：……\\n\\n……因此A、D不选。",
    "……的做法：B、C、D。\\n\\nA错误：……"). Listed are options each as its text (its own, or most of it) with its letter in
    brackets, or letters after a lead and a colon closing the text. A rest "不选" is not chosen whatever the stem asks;
    a rest called wrong is so only after a list the reply leads as what it gives. Nothing may doubt, contrast or
    ask, no other letter be named, and the listed and left-out letters must split the options between them."""
    body = ctx.text.strip()
    said = _without_texts(body, ctx.options)
    if _DOUBTING.search(said) or unsure(said):
        return None
    closing = _left_out(body, ctx.options) or _not_of_class(body, ctx.stem, ctx.options)
    if closing is None:
        return None
    start, left_out = closing
    head = body[:start]
    listed = _listed(head, ctx.options) or _led_run(head) or _lettered_lines(head, ctx.options, ctx.stem)
    if not listed or left_out & set(listed) or left_out | set(listed) != ctx.valid or len(set(listed)) != len(listed):
        return None
    return resolve(tuple(sorted(listed)), False, ctx, "listed-rest-excluded")


# A reply opening with all chosen: "全选。", "四项都选。", "答案：全选"
_ALL_CHOSEN = re.compile(r"[ \t]*(?:答案[ \t]*(?:是|为)?[ \t]*:?[ \t]*)?(?:全选|都选|全部(?:都)?选|(?:这|以上)?(?P<n>[两三四五六])(?:项|个)(?:选项)?(?:都|全|全部)(?:要|应)?选)"
                         r"[ \t]*(?:[。.!]|\n)")


def listed_all_chosen(ctx: Context) -> Extraction | None:
    """A multiple-response reply opening with all chosen, then listing every option as its text with its bracketed letter
    ("全选。\\n\\n- 生物因素：胆子小（D）……\\n- 心理因素：缺乏独立性（A）、……（B）\\n- ……（C）"): the list only sorts them. A count must
    be the options'; nothing may doubt, contrast or ask, and no letter stand outside the list."""
    body = ctx.text.strip()
    m = _ALL_CHOSEN.match(body)
    if not ctx.multi or m is None or (m.group("n") and ZH_COUNTS[m.group("n")] != len(ctx.valid)):
        return None
    said = _without_texts(body, ctx.options)
    listed = _listed(body[m.end() :], ctx.options)
    if _DOUBTING.search(said) or unsure(said) or not listed or set(listed) != ctx.valid or len(listed) != len(ctx.valid):
        return None
    return resolve(tuple(sorted(listed)), False, ctx, "all-options")


def _without_texts(text: str, options: dict[str, str]) -> str:
    """The text with the options' own texts blanked: an option named "一贯猜疑偏执" doubts nothing."""
    for own in options.values():
        text = text.replace(own, " ") if len(own) >= 2 else text
    return text


def _left_out(body: str, options: dict[str, str]) -> tuple[int, set[str]] | None:
    """Where the closing that leaves letters out starts, and those letters."""
    closing = _CLOSING_LEAVE_OUT.search(body)
    if closing is not None:
        return closing.start(), set(LONE_LETTER.findall(closing.group("a") or closing.group("b")))
    para = _LAST_PARAGRAPH.search(body)
    m = _REJECTED.match(body, para.end()) if para else None
    if para is None or m is None:
        return None
    if m.group("letters"):
        left_out = set(LONE_LETTER.findall(m.group("letters")))
        if m.group("own") and (len(left_out) != 1 or canon(m.group("own")) != options.get(min(left_out), "")):
            return None
    else:
        texts = [canon(q) for q in re.findall(_QUOTED, m.group("quoted"))]
        left_out = {k for k, v in options.items() if v in texts}
        if len(left_out) != len(texts):
            return None  # a quoted text that is no option's own
    if not set(LONE_LETTER.findall(body[para.end() :])) <= left_out:
        return None
    return para.start(), left_out


def _not_of_class(body: str, stem: str, options: dict[str, str]) -> tuple[int, set[str]] | None:
    """Where a closing paragraph denying the rest the listed class starts (by their letters, or by their own texts set
    elsewhere under a list lead naming another class), and the rest's letters; none where
    the stem is unknown or may ask for what is not (there the denied ones would be the answer)."""
    para = _LAST_PARAGRAPH.search(body)
    if para is None or not stem or may_ask_not(stem):
        return None
    if (m := _NOT_OF_CLASS.match(body, para.end())) is not None:
        return para.start(), set(LONE_LETTER.findall(m.group("letters")))
    if (m := _TEXTS_ELSEWHERE.match(body, para.end())) is None:
        return None
    texts = [canon(t.strip('"“” \t')) for t in re.split(r"[ \t]*(?:[、,]|和|与|及)[ \t]*", m.group("texts"))]
    left_out = {k for k, v in options.items() if v in texts}
    lead = _LIST_LEAD.match(body)
    subject = re.sub(r"(?:主要)?(?:包括|包含|有|是|为)?[ \t]*:[ \t]*\n?\Z", "", lead.group()) if lead else ""
    if len(left_out) != len(texts) or not subject or subject in m.group("cls"):
        return None  # a text that is no option's own, or the class the list itself gives
    return para.start(), left_out


# A list lead: a line of its own ending in a colon, naming no letter ("正确选项：", "教学的物质环境包括：").
_LIST_LEAD = re.compile(r"[^\n:]{2,40}:[ \t]*\n")
# A list item opening with a letter and its option's text: "- **B. 被父母赞许**——……", "- E 空间布置", "2) C、教学设施".
_LETTER_LINE = re.compile(r"[ \t]*(?:[-*•·+][ \t]*|\d{1,2}[.)、][ \t]*)?([A-H])(?:[ \t]*[.、:)][ \t]*|[ \t]+)([^\n]*)")


def _lettered_lines(text: str, options: dict[str, str], stem: str) -> list[str] | None:
    """The letters of a lead's list whose every line opens with a letter and its own option's text (the whole text,
    past which only a dash, colon or punctuation goes on to a reason that neither denies, doubts nor names a letter);
    none where anything else stands in the list. Under a stem that may ask for what is not, only an answer's lead
    ("正确选项：") leads one: "影响因素包括：" then lists what the stem does not ask for."""
    lead = _LIST_LEAD.match(text.strip() + "\n")
    if lead is None or _VERDICT_LEAD.search(re.sub(r"正确(?:选项|答案)", "", lead.group())) or LONE_LETTER.search(lead.group()) \
            or (may_ask_not(stem) and not re.search(r"正确(?:选项|答案)|答案", lead.group())):
        return None  # ("正确选项：" leads what it gives; "错误的是：" would not)
    listed = []
    for line in (text.strip() + "\n")[lead.end() :].splitlines():
        if not line.strip():
            continue
        m = _LETTER_LINE.fullmatch(line)
        own = options.get(m.group(1), "") if m else ""
        said = m.group(2).strip() if m else ""
        why = said[len(own) :]  # (the options are case-folded; the reason keeps its capital letters)
        if m is None or len(own) < 2 or canon(said[: len(own)]) != own or reason_denies(why) \
                or not re.match(r"[ \t]*(?:$|[-—–:;,。.、(]|——)", why):
            return None
        listed.append(m.group(1))
    return listed or None


def _led_run(text: str) -> list[str] | None:
    """The letters after the text's last lead and colon when they close it and no letter stands before them."""
    leads = list(_LED_RUN.finditer(text))
    lead = re.sub(r"不同|不仅|非常", "", leads[-1].group("lead")) if leads else ""  # ("属于不同感觉……" negates nothing)
    if not leads or _VERDICT_LEAD.search(lead) or LONE_LETTER.search(text[: leads[-1].end()]):
        return None
    run = read_letters(text, leads[-1].end(), any_order=True)
    if run is None or run.hedged or text[run.end :].strip(" \t。.!") or len(LONE_LETTER.findall(text)) != len(run.letters):
        return None
    return list(run.letters)


def _listed(text: str, options: dict[str, str]) -> list[str] | None:
    """The letters of every bracketed letter in ``text``, each right after its own option's text (the whole text, or an
    item holding most of it and more of it than of any other option's); None when a letter stands anywhere else."""
    listed = []
    for m in _TEXT_LETTERED.finditer(text):
        own = options.get(m.group(1), "")
        head = canon(text[: m.start()].rstrip())
        whole = head.endswith(own) and _ITEM_BOUNDARY.search(head[: len(head) - len(own)])
        if len(own) < 2 or not (whole or _mostly_own(_item(text, m.start()), m.group(1), options)):
            return None
        listed.append(m.group(1))
    return listed if len(LONE_LETTER.findall(text)) == len(listed) else None


def _item(text: str, end: int) -> str:
    """The listed item's own words before ``end``: from its line's start, a colon or the letter listed before it."""
    starts = [m.end() for m in _ITEM_START.finditer(text, 0, end)]
    return canon(text[max(starts, default=0) : end])


def _share(item: str, option: str) -> float:
    """How much of the option's text the item holds, character by character."""
    pool = list(item)
    held = 0
    for ch in option:
        if ch in pool:
            pool.remove(ch)
            held += 1
    return held / len(option) if option else 0.0


def _mostly_own(item: str, letter: str, options: dict[str, str]) -> bool:
    """Whether the item holds at least three quarters of its letter's option text, and more of it than of any other's
    ("总是感到紧张、不安（A）" for "总是感到不安")."""
    own = _share(item, options.get(letter, ""))
    return own >= 0.75 and all(_share(item, v) < own for k, v in options.items() if k != letter)
