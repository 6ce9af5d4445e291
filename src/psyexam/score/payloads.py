"""What structured answers carry besides their letters.

- a string value that is itself JSON, as tool calls write their arguments
  (``"arguments": "{\\"choice\\": \\"B\\"}"``), is read as the value it encodes;
- XML option elements judged by an attribute (``<option id="A" selected="true">…</option>``)
  are a judgement per letter, never a list of their texts;
- letters under a key that doubts them (``"uncertain": ["D"]``, ``"partially_correct": "E"``) leave
  the answer open, whether they are the ones read or others;
- a function call whose name says it answers (``submit_answer("B")``, ``select(choice="B")``,
  ``finish[B]``) is read like an object keyed by that name;
- an answer element's letter attribute (``<answer letter="B">…</answer>``, ``<answer value="B"/>``)
  is read beside its text, so a text naming another option makes the two disagree.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator

from psyexam.score.marks import cell_verdict


def nested_json(value: object) -> object | None:
    """The JSON object or array a string value encodes; None for any other value."""
    if not isinstance(value, str):
        return None
    s = value.strip()
    if not (s.startswith(("{", "[")) and s.endswith(("}", "]"))):
        return None
    try:
        parsed = json.loads(s)
    except json.JSONDecodeError:
        return None
    return parsed if isinstance(parsed, (dict, list)) else None


_CHILD = re.compile(r"<([^\W\d_][\w:.-]*)(\s[^<>]*)?>([^<>]*)</\1\s*>")
_ATTR = re.compile(r"([\w:.-]+)\s*=\s*(?:\"([^\"]*)\"|'([^']*)'|([^\s\"'>]+))")
_LETTER_ATTR = re.compile(r"id|letter|key|label|option|name", re.I)
_VERDICT_ATTR = re.compile(r"selected|correct|chosen|checked|picked|answer", re.I)
UNREADABLE = "?"
"""A value no letters can be read from: elements judged by attributes that cannot all be read."""


def attribute_verdicts(inner: str) -> dict[str, bool] | str | None:
    """The letters an element's children judge by attributes (``{"A": True, "B": False}``);
    ``UNREADABLE`` when some child's letter or verdict cannot be read; None when no child judges
    by an attribute (its children are then read as before, by their texts)."""
    children = _CHILD.findall(inner)
    attrs = [{k.lower(): a or b or c for k, a, b, c in _ATTR.findall(found or "")} for _, found, _ in children]
    if not any(_VERDICT_ATTR.search(k) for a in attrs for k in a):
        return None
    judged: dict[str, bool] = {}
    for a in attrs:
        letters = [v.strip().upper() for k, v in a.items() if _LETTER_ATTR.fullmatch(k) and re.fullmatch(r"\s*[A-Ha-h]\s*", v)]
        verdicts = [cell_verdict(v) for k, v in a.items() if _VERDICT_ATTR.search(k)]
        if len(letters) != 1 or len(verdicts) != 1 or verdicts[0] is None or letters[0] in judged:
            return UNREADABLE
        judged[letters[0]] = verdicts[0]
    return judged


_OPEN_TAG = re.compile(r"<[^\W\d_][\w:.-]*(\s[^<>]*?)?\s*/?>")
_LETTER_VALUE_ATTR = re.compile(r"id|letter|key|label|option|name|value|choice", re.I)


def attribute_letter(text: str, start: int) -> str | None:
    """The one letter the tag opening at ``start`` gives in a letter-like attribute ("letter="B"")."""
    m = _OPEN_TAG.match(text, start)
    found = {a or b or c for k, a, b, c in _ATTR.findall((m.group(1) or "") if m else "") if _LETTER_VALUE_ATTR.fullmatch(k)}
    letters = {v.strip().upper() for v in found if re.fullmatch(r"\s*[A-Ha-h]\s*", v)}
    return letters.pop() if len(letters) == 1 else None


def attributed(text: str, start: int, inner: str) -> object:
    """An answer element's value: its text, or its letter attribute beside its text (two fields
    of one rank, which must agree)."""
    letter = attribute_letter(text, start)
    return {"letter": letter, "option": inner} if letter else inner


_SELF_CLOSED = re.compile(r"<([^\W\d_][\w:.-]*)\s[^<>]*?/>")


def self_closed_answers(text: str, names_answer: Callable[[str], bool]) -> Iterator[tuple[int, int, object]]:
    """Each self-closing element whose tag names an answer and whose attribute gives one letter ("<answer value="B"/>")."""
    for m in _SELF_CLOSED.finditer(text):
        if names_answer(m.group(1)) and (letter := attribute_letter(text, m.start())):
            yield m.start(), m.end(), {m.group(1): letter}


_DOUBT_KEY = re.compile(r"uncertain|unsure|not[_ ]sure|maybe|partial|borderline|tentative|debatable|待定|不确定|存疑", re.I)
_ONE_OR_MORE_LETTERS = re.compile(r"\s*[(\[]?[A-Ha-h](?:[)\]]?\s*[,、/;&]?\s*[(\[]?[A-Ha-h](?![A-Za-z0-9]))*[)\]]?\s*")


def doubted_letters(value: object) -> set[str]:
    """The letters anywhere in ``value`` held by a key that doubts them ("uncertain": ["D"])."""
    found: set[str] = set()
    if isinstance(value, list):
        for v in value:
            found |= doubted_letters(v)
    elif isinstance(value, dict):
        for k, v in value.items():
            if _DOUBT_KEY.search(str(k)):
                items = v if isinstance(v, list) else [v]
                found |= {c.upper() for item in items if isinstance(item, str) and _ONE_OR_MORE_LETTERS.fullmatch(item)
                          for c in re.findall(r"[A-Ha-h]", item)}
            found |= doubted_letters(v)
    return found


_CALL = re.compile(
    r"(?<![\w.])([A-Za-z_][\w.]{1,40})\(\s*(?:([A-Za-z_]\w{0,30})\s*=\s*)?([\"'])([^\"'\n]{1,30})\3\s*\)"
    r"|(?<![\w.])(finish|submit|answer|final_answer)\[\s*([^\[\]\n]{1,20}?)\s*\]",
    re.I,
)
_ACTING = re.compile(r"submit|finish|record|respond|reply", re.I)
_CHECKING = re.compile(r"check|is_|verify|validate|test|eval|grade|score|compare", re.I)


def call_values(text: str, names_answer: Callable[[str], bool]) -> Iterator[tuple[int, int, object]]:
    """Each call of a function whose name answers ("submit_answer", "select", "finish"), with one
    string argument (positional or by keyword), as an object: ``{name: value}`` or ``{name: {keyword: value}}``."""
    for m in _CALL.finditer(text):
        name = m.group(1) or m.group(5)
        if _CHECKING.match(name.rsplit(".", 1)[-1]) or not (names_answer(name.rsplit(".", 1)[-1]) or _ACTING.search(name)):
            continue  # "check_answer("B")" tests a letter, it does not give it
        value = m.group(4) if m.group(1) else m.group(6)
        keyword = m.group(2)
        yield m.start(), m.end(), {name: {keyword: value} if keyword else value}
