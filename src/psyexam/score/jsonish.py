"""Answers given as structured data: any JSON object or array in the reply, fenced or bare,
possibly nested, whatever its keys are called (and XML elements and markdown tables, read the same way).

Every leaf that holds nothing but letters (a string in any separator style, or a list of
them), and every object judging options by letter (``{"A": true, "B": false}``), is a candidate; keys that look like an answer ("answer", "ans", "答案", "选项",
"choice", "final", "respuesta" …) outrank unknown ones, and keys that name something else
("question", "explanation", "理由" …) are never read. Candidates of the best rank must agree.
"""

from __future__ import annotations

import ast
import json
import re
import warnings
from collections.abc import Iterator
from dataclasses import dataclass

from psyexam.score.hedges import doubted
from psyexam.score.languages import ANSWER_NOUNS, CJK_NOUNS
from psyexam.score.letters import read_letters
from psyexam.score.marks import cell_verdict
from psyexam.score.options import letters_of_fragment, names_other_text
from psyexam.score.payloads import attribute_verdicts, attributed, doubted_letters, nested_json, self_closed_answers

# Key families, matched anywhere in a lower-cased key, so that "correct_options",
# "answer_letter" or "最终答案" are recognised without listing every spelling.
_FINAL = re.compile(r"final|最终|最后")
_ANSWER = re.compile(rf"answer|\bans\b|^ans|答|{ANSWER_NOUNS}|{CJK_NOUNS}|correct|正确|key")
_CHOICE = re.compile(r"choi|choose|opt|select|pick|pred|result|结果|output|letter|选|resp")
_NOT_ANSWER = re.compile(
    r"question|stem|题|^id$|^no$|number|index|explan|reason|analy|rational|thought|think|"
    r"解析|分析|理由|思考|推理|说明|confiden|置信|subject|科目|score|"
    # letters named to leave out: "rejected_options", "incorrect", "排除"
    r"reject|exclud|incorrect|wrong|eliminat|distract|^not[_ -]|unselect|错误|排除|不正确|干扰|不选"
)


@dataclass(frozen=True, slots=True)
class JsonAnswer:
    """Letters read from one JSON value at ``start``..``end``; ``hedged`` when they conflict."""

    start: int
    end: int
    letters: tuple[str, ...]
    hedged: bool


def key_rank(key: str | None) -> int | None:
    """How answer-like a key is: 3 final, 2 answer, 1 choice, 0 unknown (or none); None: not an answer."""
    if key is None:
        return 0
    k = key.strip().lower()
    if _NOT_ANSWER.search(k):
        return None
    for rank, family in ((3, _FINAL), (2, _ANSWER), (1, _CHOICE)):
        if family.search(k):
            return rank
    return 0


def json_values(text: str) -> Iterator[tuple[int, int, object]]:
    """Each outermost JSON object or array in ``text``: (start, end, value). Single quotes and
    trailing commas are tolerated (Python literals)."""
    pos = 0
    ends: dict[int, int | None] = {}
    while (start := _next_open(text, pos)) is not None:
        if start not in ends:
            ends.update(closings(text, start))
        end = ends[start]
        value = _parse(text[start:end]) if end is not None else None
        if end is None or value is None:
            pos = start + 1
            continue
        yield start, end, value
        pos = end


def read_json_answer(value: object, options: dict[str, str]) -> tuple[tuple[str, ...], bool] | None:
    """The letters a parsed JSON value answers, and whether they are hedged or in conflict."""
    best: int = -1
    found: list[tuple[tuple[str, ...], bool]] = []
    for rank, leaf in _leaves(value, None):
        read = _read_leaf(leaf, options)
        if read is None or rank < best:
            continue
        if rank > best:
            best, found = rank, []
        found.append(read)
    if not found:
        return None
    sets = {frozenset(letters) for letters, _ in found}
    letters = found[-1][0]
    return letters, len(sets) > 1 or any(h for _, h in found) or bool(doubted_letters(value))


def letter_verdicts(value: dict[object, object]) -> list[str] | None:
    """``{"A": true, "B": false, "C": "正确", "D": "✗"}``: an object judging each option by its
    letter; the letters judged true (None when the object is not such a judgement)."""
    if len(value) < 2 or not all(isinstance(k, str) and re.fullmatch(r"[A-Ha-h]", k.strip()) for k in value):
        return None
    chosen = []
    flags = all(type(v) is int and v in (0, 1) for v in value.values())  # {"A": 1, "B": 0}: 1 and 0 as yes and no
    for k, v in value.items():
        said = bool(v) if flags else v if isinstance(v, bool) else cell_verdict(str(v))
        if said is None:
            return None
        if said:
            chosen.append(str(k).strip().upper())
    return chosen


def record_verdicts(value: list[object]) -> list[str] | None:
    """``[{"option": "A", "correct": true}, {"option": "B", "correct": false}, …]``: a list of
    records, each naming one option by its letter and judging it once; the letters judged true
    (None when the list is not such a judgement, or any record's verdict is unclear; none at all
    when one option is judged both ways)."""
    if len(value) < 2:
        return None
    judged: dict[str, bool] = {}
    for record in value:
        if not isinstance(record, dict):
            return None
        letters, verdicts = [], []
        for k, v in record.items():
            if key_rank(str(k)) is None and not (str(k).strip().lower() == "id" and isinstance(v, str)):
                continue  # a reason or an explanation beside the verdict ("id": "A" names the option)
            if isinstance(v, str) and re.fullmatch(r"\s*[A-Ha-h]\s*", v):
                letters.append(v.strip().upper())
            elif isinstance(v, bool) or (isinstance(v, str) and cell_verdict(v) is not None):
                verdicts.append(v if isinstance(v, bool) else cell_verdict(str(v)))
        if len(letters) != 1 or len(verdicts) != 1:
            return None
        if judged.get(letters[0], verdicts[0]) != verdicts[0]:
            return []  # one option judged both ways answers nothing
        judged[letters[0]] = bool(verdicts[0])
    return [k for k, said in judged.items() if said]


_ELEMENT = re.compile(r"<([^\W\d_][\w:.-]*)(?:\s[^<>]*)?>([^<>]*)</\1\s*>", re.I)
# An element holding nothing but such elements: "<answer><choice>A</choice><choice>C</choice></answer>".
_PARENT = re.compile(
    r"<([^\W\d_][\w:.-]*)(?:\s[^<>]*)?>\s*((?:<([^\W\d_][\w:.-]*)(?:\s[^<>]*)?>[^<>]*</\3\s*>\s*)+)</\1\s*>", re.I
)


def element_values(text: str) -> Iterator[tuple[int, int, object]]:
    """Each XML element whose tag names an answer ("<answer>A, D</answer>", "<final_answer>B</final_answer>")
    as an object keyed by its tag; one whose children are items of one tag holds them as a list."""
    parents = [m for m in _PARENT.finditer(text) if (key_rank(m.group(1)) or 0) > 0]
    for m in parents:
        children = [(name, inner.strip()) for name, inner in _ELEMENT.findall(m.group(2))]
        if (judged := attribute_verdicts(m.group(2))) is not None:
            yield m.start(), m.end(), {m.group(1): judged}  # "<option id="A" selected="true">"
        elif len({name for name, _ in children}) == 1:  # repeated items: a list
            yield m.start(), m.end(), {m.group(1): [inner for _, inner in children]}
        else:
            yield m.start(), m.end(), {m.group(1): dict(children)}
    for m in _ELEMENT.finditer(text):
        if (key_rank(m.group(1)) or 0) > 0 and not any(p.start() <= m.start() < p.end() for p in parents):
            yield m.start(), m.end(), {m.group(1): attributed(text, m.start(), m.group(2).strip())}
    yield from self_closed_answers(text, lambda tag: (key_rank(tag) or 0) >= 2)


def _leaves(value: object, key: str | None, rank: int = 0) -> Iterator[tuple[int, object]]:
    here = key_rank(key)
    if here is None:
        return
    rank = max(rank, here)
    if (encoded := nested_json(value)) is not None:
        yield from _leaves(encoded, None, rank)  # tool-call arguments written as a JSON string
        return
    judged = letter_verdicts(value) if isinstance(value, dict) else None
    judged = record_verdicts(value) if isinstance(value, list) else judged
    if judged is not None:
        if judged:
            yield rank, judged
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from _leaves(v, str(k), rank)
    elif isinstance(value, list) and value and not all(isinstance(v, str) for v in value):
        for v in value:
            yield from _leaves(v, None, rank)
    elif isinstance(value, (str, list)):
        yield rank, value


def _read_leaf(leaf: object, options: dict[str, str]) -> tuple[tuple[str, ...], bool] | None:
    items = leaf if isinstance(leaf, list) else [leaf]
    letters: list[str] = []
    hedged = False
    for item in items:
        item = str(item)
        run = read_letters(item.strip(), 0, any_order=True)
        part: tuple[str, ...] | None
        if run and run.hedged and not item.strip()[run.end :].strip(" .。"):
            hedged, part = True, run.letters
        else:
            part = letters_of_fragment(item, options, any_order=True)
        if not part and run and len(run.letters) == 1 and names_other_text(item.strip(), run.end, run.letters[0], options):
            hedged, part = True, run.letters  # "B. <text of C>": the value contradicts itself
        if not part:
            return None
        hedged = hedged or doubted(item)  # "C?"
        letters.extend(part)
    return (tuple(dict.fromkeys(letters)), hedged) if letters else None


_OPEN = re.compile(r"[{\[]")


def _next_open(text: str, pos: int) -> int | None:
    m = _OPEN.search(text, pos)
    return m.start() if m else None


def closings(text: str, start: int, *, word_apostrophes: bool = False) -> dict[int, int | None]:
    """The end of the bracketed value opening at ``start`` (quotes respected; None if it never
    closes), and of every bracket opened outside quotes on the way. With ``word_apostrophes``, an
    apostrophe inside a word ("isn't") opens no string.

    A scan from a later bracket passes through the same states as this one from that point
    on, so one pass answers for all of them: a reply with thousands of unclosed brackets
    costs one scan, not one per bracket.
    """
    found: dict[int, int | None] = {}
    stack: list[int] = []
    quote, i = None, start
    while i < len(text):
        c = text[i]
        if quote:
            if c == "\\":
                i += 1
            elif c == quote:
                quote = None
        elif c in "\"'" and (c == '"' or not word_apostrophes or not text[i - 1 : i].isalnum()):
            quote = c
        elif c in "{[":
            stack.append(i)
        elif c in "}]":
            found[stack.pop()] = i + 1
            if not stack:
                return found
        i += 1
    found.update(dict.fromkeys(stack))
    return found


_TRAILING_COMMA = re.compile(r",\s*([}\]])")


def _parse(chunk: str) -> object | None:
    try:
        return json.loads(chunk)
    except json.JSONDecodeError:
        pass
    try:
        with warnings.catch_warnings():  # a reply's "\]" is an invalid escape to Python: no reason to warn the user
            warnings.simplefilter("ignore")
            return ast.literal_eval(_TRAILING_COMMA.sub(r"\1", chunk))
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return None  # TypeError: a Python set of lists or dicts ("{[]}") cannot be built
