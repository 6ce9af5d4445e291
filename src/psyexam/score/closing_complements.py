"""A closing sentence choosing every option but some: "所以除D以外全选。", "因此除了A，其余都选。",
"So select all except D.", "All but C are right: A, B, D, E." (the whole reply as such a statement is ``exclusions.complement``). The
letters left out must be options and the sentence must close its line, or a list after a colon of exactly the other
options must ("除E外均正确：A、B、C、D"); the other options are the answer,
an explicit one, so hedges and earlier answers are weighed as for any other (a single choice is not
answered by several). An answer statement closing its line with the letters it leaves out after a comma
("本题正确答案是 A, B 和 C，D 不选。") is read here too. Both are read on the text before exclusion clauses are
blanked, which would hide their letters."""

from __future__ import annotations

import re

from psyexam.score.exclusions import RUN_AT
from psyexam.score.letters import read_letters
from psyexam.score.reading import Context, Hit
from psyexam.score.stem_polarity import may_ask_not

_ALL_BUT = re.compile(
    r"(?:除了?|除去)\s*(?P<zh>" + RUN_AT + r")\s*(?:以外|之外|外)?\s*[,，]?\s*(?:其余|其他|其它|剩下)?(?:的)?(?:选项|各项|几项)?\s*"
    r"(?:都|均|全|全部|全都)?\s*(?:要|应|应该|可以)?\s*(?:选|选上|入选|当选|(?<=[都均全部])(?:是)?(?:对|正确)(?:的)?"
    r"|(?<=[都均])是(?=[ \t]*[:：][ \t]*[A-H]))"
    r"|\b(?:select|choose|pick)\s+(?:all|every(?:thing)?)(?:\s+(?:the\s+)?(?:options|choices))?\s+(?:except|but)\s+(?P<en>" + RUN_AT + r")"
    r"(?=[ \t]*[.。!！]?[ \t]*(?:\n|$))"
    # "All but C are right: A, B, D, E."
    r"|(?:^|(?<=[.!]\s)|(?<=\n))[ \t]*(?:all|every\s+option)\s+(?:but|except)\s+(?:option\s+)?(?P<en2>" + RUN_AT + r")"
    r"\s+(?:are|is)\s+(?:all\s+)?(?:correct|right|true)(?=[ \t]*(?::|[.!]?[ \t]*(?:\n|$)))",
    re.I,
)
# An answer statement, its letters, then after the last comma the letters left out (no comma among them), closing
# the line. Letters joined by commas must close with "和"/"and" ("A, B 和 C，D 不选"): in "A, B, C, D 不选" where
# the answer ends is not said.
_LISTED_THEN_LEFT_OUT = re.compile(
    r"(?:正确)?答案(?:是|为)?[ \t]*:?[ \t]*(?P<run>[^;；\n]{1,40})[ \t]*[,，;；][ \t]*(?P<out>"
    + RUN_AT.replace("[、,/和与及]", "[、/和与及]") + r")[ \t]*(?:均|都)?不选"
)
_CLOSED_LIST = re.compile(r"(?:和|与|及|\band\b)[ \t]*[(\[]?[A-H][)\]]?$")
_EXCEPT_WORD = re.compile(r"\b(?:except|but)\b", re.I)
_LINE_END = re.compile(r"[ \t]*[.。!！]?[ \t]*(?:\n|$)")
# The chosen letters listed after a colon: "除E外均正确：A、B、C、D".
_LISTED_REST = re.compile(r"[ \t]*[:：][ \t]*(?P<run>[A-H]{2,8}(?![A-Za-z0-9])|" + RUN_AT + r")")


# "所以除了B、D，其余都属于操作技能。": the rest said to be what the stem asks for, in the stem's own words.
_ALL_BUT_ARE = re.compile(
    r"(?:除了?|除去)\s*(?P<zh>" + RUN_AT + r")\s*(?:以外|之外|外)?\s*[,，]?\s*(?:其余|其他|其它|剩下)(?:的)?(?:选项|各项|几项)?\s*"
    r"(?:都|均|全)(?P<pred>(?:属于|是)[^。!！?？\n,，;；:A-Za-z()\[\]]{2,20})(?=[ \t]*[.。!！]?[ \t]*(?:\n|$))"
)


def _rest_asked_hits(ctx: Context) -> list[Hit]:
    """The options but some said to be what the stem asks ("其余都属于操作技能" under "下列属于操作技能的是"); nothing
    where the stem is unknown or may ask for what is not."""
    if not ctx.stem or may_ask_not(ctx.stem):
        return []
    hits = []
    for m in _ALL_BUT_ARE.finditer(ctx.text):
        core = re.sub(r"^(?:是|属于)", "", m.group("pred")).rstrip("的")
        run = read_letters(m.group("zh"), 0)
        if len(core) < 2 or core not in ctx.stem or re.search(r"不|非|没|无|可能|也许|或许|大概", core):
            continue
        if run is not None and not run.hedged and set(run.letters) < set(ctx.options):
            hits.append(Hit("complement", m.start(), m.end(), tuple(sorted(set(ctx.options) - set(run.letters)))))
    return hits


def closing_complement_hits(ctx: Context) -> list[Hit]:
    """Each sentence closing its line that chooses every option but the letters it names."""
    hits: list[Hit] = _listed_then_left_out(ctx) if "不选" in ctx.text else []
    if "除" not in ctx.text and not _EXCEPT_WORD.search(ctx.text):
        return hits  # cheap guard
    hits += _rest_asked_hits(ctx)
    for m in _ALL_BUT.finditer(ctx.text):
        run = read_letters(m.group("zh") or m.group("en") or m.group("en2"), 0)
        if run is None or run.hedged or not set(run.letters) < set(ctx.options):
            continue
        rest = tuple(sorted(set(ctx.options) - set(run.letters)))
        end = m.end() if _LINE_END.match(ctx.text, m.end()) else _listed_rest_end(ctx.text, m.end(), rest)
        if end is not None:
            hits.append(Hit("complement", m.start(), end, rest))
    return hits


def _listed_rest_end(text: str, pos: int, rest: tuple[str, ...]) -> int | None:
    """Where a colon's list after the complement closes its line, when it lists exactly ``rest``
    ("除E外均正确：A、B、C、D"); a list that differs contradicts the complement and reads nothing."""
    m = _LISTED_REST.match(text, pos)
    if m is None or not _LINE_END.match(text, m.end()):
        return None
    listed = read_letters(m.group("run"), 0, any_order=True)
    if listed is None or listed.hedged or tuple(sorted(listed.letters)) != rest:
        return None
    return m.end()


def _listed_then_left_out(ctx: Context) -> list[Hit]:
    """"答案是 A, B 和 C，D 不选。": the letters stated, where those left out are others."""
    hits = []
    for m in _LISTED_THEN_LEFT_OUT.finditer(ctx.text):
        run, out = read_letters(m.group("run").strip(), 0, any_order=True), read_letters(m.group("out"), 0)
        if not run or not out or run.end != len(m.group("run").strip()) or not _LINE_END.match(ctx.text, m.end()):
            continue
        if "," in m.group("run") and not _CLOSED_LIST.search(m.group("run").strip()):
            continue
        if not set(run.letters) | set(out.letters) <= set(ctx.options):
            continue
        both = bool(set(run.letters) & set(out.letters))  # "答案：A、C，C 不选" contradicts itself
        hits.append(Hit("statement", m.start(), m.end(), run.letters, run.hedged or both))
    return hits
