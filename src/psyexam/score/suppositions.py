"""Answers given under a condition or a supposition: other letters after the answer under a condition or a proviso
("如果问所有可能的反应，则A、B、C、E均可", "provided the question is about …"), another option named by its text and
letter under a condition on the question ("不过如果题目强调的是具体形象，那就是表象（C）"), and an answer given only
under a supposition ("那样的话答案就是ACE")."""

from __future__ import annotations

import re

from psyexam.score.letters import read_letters
from psyexam.score.misgivings import conceded_at
from psyexam.score.other_frames import framed_answer

# Other letters given under a condition after the answer: "如果问所有可能的反应，那A、B、C、E都可能",
# "if the stem means X, then C".
_CONDITION_THEN = re.compile(
    r"(?:如果|假如|假设|若|倘若|要是|\bif\b|\bassuming\b)[^。.!?！？\n;；]{0,60}?(?:[,，]|的话)\s*(?:那么?|则|就|\bthen\b)?\s*"
    r"(?:就|也)?\s*(?:还有|也有|再加上|加上)?\s*"
    r"(?:应(?:该|当)?(?:是|选|为)|是|选|为|答案(?:就|应)?(?:是|为)|the\s+answer\s+(?:is|would\s+be)|it(?:'s|\s+is|\s+would\s+be)"
    r"|choose|pick)?",
    re.I,
)


# A proviso on the answer in its own sentence: "The answer is B, provided the question is about capacity."
_PROVISO = re.compile(
    r"[^。.!?！？\n]*?(?:\b(?:provided\s+(?:that|the|it|we|this|you)|as\s+long\s+as|so\s+long\s+as|on\s+(?:the\s+)?condition\s+that)\b"
    r"|假定|在[^。!?！？\n]{1,12}的前提下)",
    re.I,
)


def conditional_other(after: str, chosen: set[str]) -> bool:
    """Whether ``after`` puts a proviso on the answer in its sentence, or gives letters other than
    ``chosen`` under a condition, not conceded away."""
    if _PROVISO.match(after):
        return True
    for m in _CONDITION_THEN.finditer(after):
        run = read_letters(after, m.end(), any_order=True)
        if run and set(run.letters) != chosen and not conceded_at(after, run.end):
            return True
    return False


# An option named by a short text and its bracketed letter after a condition's lead, nothing negated.
_NAMED_THEN = re.compile(r"(?:(?!不|非|没|无|\bnot\b|n't)[^。.!?！？\n,，;；()（）]){1,24}?[(（][ \t]*(?P<alt>[A-H])[ \t]*[)）]")
_TWO_SENTENCES = re.compile(r"[^。!?！？\n]*[。!?！？\n]*[^。!?！？\n]*")


def conditional_named(rest: str, chosen: set[str] | frozenset[str]) -> bool:
    """Whether the two sentences after an answer name another option by its text and bracketed letter, not
    negated, under a condition on the question: "所以答案是 A. 图式。不过如果题目强调的是具体形象，那就是表象（C）。"
    (a full stop after the answer's letter ends no sentence here). An option's text alone there is read as
    explaining the answer, not offering another."""
    if "如果" not in rest[:200] and "若" not in rest[:200] and "if" not in rest[:200].lower():
        return False  # cheap guard: no condition
    span = _TWO_SENTENCES.match(rest)
    after = span.group() if span else ""
    for m in _CONDITION_THEN.finditer(after):
        if not _ON_THE_QUESTION.search(m.group()):
            continue
        named = _NAMED_THEN.match(after, m.end())
        if named and named.group("alt") not in chosen:
            return True
    return False


# A condition on how the question is read ("如果题目强调……"), not on another case it explains ("如果再用灯光去强化……").
_ON_THE_QUESTION = re.compile(r"题目|题干|本题|这题|此题|这道题|出题|教材|课本|问的|考的|理解为|指的是|\b(?:question|stem|textbook)\b", re.I)


# A supposition the answer rests on: "这样的话", "那样的话", "in that case" anywhere in its sentence;
# "如果", "if" in its own clause.
_SUPPOSED_SENTENCE = re.compile(
    r"(?:这样|那样|如此|这么|那么)(?:的话|一来|看的话)|如果(?:是)?这样|若(?:是)?如此"
    # "……，那样答案就是C" (not "不是那样，答案是C", which corrects)
    r"|(?<![是像])那样(?=[ \t,，]*(?:答案|就|便|则|\Z))"
    r"|\bin\s+(?:that|which)\s+case\b|\bif\s+so\b|\bif\s+(?:that|this)(?:'s|\s+is)\s+(?:the\s+case|right|true)\b",
    re.I,
)
_SUPPOSED_CLAUSE = re.compile(r"如果|假如|假设|倘若|要是|若|的话|\bif\b|\bassuming\b|\bsupposing\b", re.I)
_HEAD = re.compile(r"[。!?！？\n][^。!?！？\n]*$")
_CLAUSE_HEAD = re.compile(r"[。!?！？\n,，;；:][^。!?！？\n,，;；:]*$")


def supposed_answer(text: str, start: int) -> bool:
    """Whether the answer at ``start`` is given only under a supposition made in its sentence."""
    head = _HEAD.search(text, 0, start)
    clause = _CLAUSE_HEAD.search(text, 0, start)
    return bool(
        _SUPPOSED_SENTENCE.search(text, head.start() + 1 if head else 0, start)
        or _SUPPOSED_CLAUSE.search(text, clause.start() + 1 if clause else 0, start) or framed_answer(text, start)
    )
