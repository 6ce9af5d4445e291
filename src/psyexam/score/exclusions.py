"""Letters named to leave out, and replies whose answer is everything but some letters.

An exclusion clause ("C项……不在此列", "（C、D、E不选）", "排除A", "除了B", "excluding C",
"but not D") never adds letters: it is blanked before the answer is read. Where the whole reply
is such a complement ("除了C，其他都对", "All options except A are correct"), a
multiple-response question is answered by the other options; a single choice is not. Options listed each as its
own text with its bracketed letter, the rest then left out ("- 头痛（C）：……\n\n因此A、D不选。"), answer by the listed ones.
"""

from __future__ import annotations

import re

from psyexam.score.hedges import hedged_around, unsure
from psyexam.score.languages import DOUBT_EN, DOUBT_ZH
from psyexam.score.letters import LONE_LETTER, canon, read_letters
from psyexam.score.reading import Context, Extraction, resolve

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


# An option's whole text with its own letter in brackets, as a listed item: "- 睡眠问题（B）：……", "有头痛（C）和……".
_TEXT_LETTERED = re.compile(r"\(([A-H])\)")
_ITEM_BOUNDARY = re.compile(r"(?:^|[\s、,:;。*•·-]|和|与|及|有|是|包括|属于)$")
# The reply's closing clause leaves letters out: "……，因此A、D不选。", "故排除B、D。" (not "先不选": for now).
_CLOSING_LEAVE_OUT = re.compile(
    r"(?:^|(?<=[,;:因此所以故则即]))[ \t]*(?:(?P<a>" + _RUN_AT + r")[ \t]*(?:均|都|皆)?(?:不选|不入选|不当选|(?:可以|应|应当)?排除|除外)"
    r"|(?:可以|应|应当)?(?:排除|不选)(?:了)?[ \t]*(?P<b>" + _RUN_AT + r"))[ \t]*[。!！]?[ \t]*\Z"
)


def listed_rest_excluded(ctx: Context) -> Extraction | None:
    """Options listed each as its own text with its letter in brackets, then a closing sentence leaving out exactly the
    other options ("……\\n- 睡眠问题（B）：……\\n- 头痛（C）：……\\n\\n……因此A、D不选。"). The reply itself names the rest as
    not chosen, so what the listed ones are (what the stem asks or its opposite) does not matter. Nothing may doubt,
    contrast or ask, no other letter be named, and the listed and left-out letters must split the options between them."""
    body = ctx.text.strip()
    closing = _CLOSING_LEAVE_OUT.search(body)
    if closing is None or _DOUBTING.search(body) or unsure(body):
        return None
    left_out = set(LONE_LETTER.findall(closing.group("a") or closing.group("b")))
    listed = _listed(body[: closing.start()], ctx.options)
    if not listed or left_out & set(listed) or left_out | set(listed) != ctx.valid or len(set(listed)) != len(listed):
        return None
    return resolve(tuple(sorted(listed)), False, ctx, "listed-rest-excluded")


def _listed(text: str, options: dict[str, str]) -> list[str] | None:
    """The letters of every bracketed letter in ``text``, each right after its own option's whole text; None when a
    letter stands anywhere else."""
    listed = []
    for m in _TEXT_LETTERED.finditer(text):
        own = options.get(m.group(1), "")
        head = canon(text[: m.start()].rstrip())
        if len(own) < 2 or not head.endswith(own) or not _ITEM_BOUNDARY.search(head[: len(head) - len(own)]):
            return None
        listed.append(m.group(1))
    return listed if len(LONE_LETTER.findall(text)) == len(listed) else None
