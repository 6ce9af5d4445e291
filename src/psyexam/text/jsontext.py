"""Reading JSON from user files so that every problem is one ``JSONProblem``, never a crash.

``json.loads`` alone lets some inputs escape as other exceptions or as values that
break later stages: nesting deeper than the interpreter's recursion limit raises
``RecursionError``, an integer literal of more than 4,300 digits raises a bare
``ValueError``, ``1e400`` quietly becomes infinity, and a ``"\\ud800"`` escape
gives a string that cannot be written back as UTF-8. :func:`loads` turns all of
these into :class:`JSONProblem` with a line and column.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterator

MAX_DEPTH = 100
"""Deepest nesting of arrays and objects accepted; psyexam's own files need fewer than 10 levels."""

MAX_INT_DIGITS = 4300
"""Longest integer literal accepted (Python's default limit for converting digits to int)."""

_SURROGATE = re.compile("[\ud800-\udfff]")
_ESCAPED_SURROGATE = re.compile(r"\\u[dD][89a-fA-F]")


class JSONProblem(ValueError):
    """JSON text that cannot be used, with where (1-based line and column) and why."""

    def __init__(self, msg: str, lineno: int = 1, colno: int = 1):
        super().__init__(f"{msg} (line {lineno}, column {colno})")
        self.msg, self.lineno, self.colno = msg, lineno, colno


def loads(text: str | bytes, *, finite: bool = True) -> object:
    """Parse JSON; raise ``JSONProblem`` for invalid, too deep, out-of-range or non-Unicode content.

    With ``finite`` (the default, for files people write) NaN and Infinity literals and
    numbers that overflow are refused too: they are not JSON and no score, answer or id
    can be one. ``finite=False`` reads files psyexam wrote itself (results store, manifest,
    samples), where a log-probability may be ``-Infinity``.
    """
    if isinstance(text, bytes | bytearray):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as e:
            raise JSONProblem(str(e).splitlines()[0]) from None
    _check_depth(text)
    if text.startswith("\ufeff"):  # as json.loads says it
        raise JSONProblem("Unexpected UTF-8 BOM (decode using utf-8-sig)")
    try:
        value = (_FINITE if finite else _ANY).decode(text)
    except JSONProblem:
        raise
    except json.JSONDecodeError as e:
        raise JSONProblem(e.msg, e.lineno, e.colno) from None
    except RecursionError:
        raise JSONProblem(f"nested more than {MAX_DEPTH} levels deep") from None
    except _Refused as e:
        raise JSONProblem(str(e)) from None
    except (UnicodeDecodeError, ValueError) as e:  # bytes that are not UTF-8; anything else json refuses
        raise JSONProblem(str(e).splitlines()[0]) from None
    # the depth was checked before parsing, so only a lone surrogate can be left to find, and
    # one can only come from the text itself or from a \\uD800-style escape in it
    if _ESCAPED_SURROGATE.search(text) or (not text.isascii() and _SURROGATE.search(text)):
        check(value)
    return value


def lines(text: str, *, finite: bool = True) -> Iterator[tuple[int, object]]:
    """Each non-blank line of a JSON Lines text with its 1-based number: the value, or its ``JSONProblem``.

    Lines split on "\\n" only: JSON text may hold U+2028 or U+0085 unescaped, which
    ``splitlines()`` would break on.
    """
    for n, raw in enumerate(text.split("\n"), 1):
        if raw.strip():
            try:
                yield n, loads(raw, finite=finite)
            except JSONProblem as e:
                yield n, e


_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_BRACKET = re.compile(r"[\[\]{}]")


def _check_depth(text: str) -> None:
    """Refuse nesting past ``MAX_DEPTH`` before parsing, so the parser never nears the recursion limit."""
    if text.count("[") + text.count("{") <= MAX_DEPTH:
        return
    depth = 0
    bare = _STRING.sub('""', text)  # strings hold no raw newlines, so line numbers survive
    for m in _BRACKET.finditer(bare):
        if m.group() in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                line = bare.count("\n", 0, m.start()) + 1
                raise JSONProblem(f"nested more than {MAX_DEPTH} levels deep", line)
        else:
            depth -= 1


def check(value: object) -> None:
    """Raise ``JSONProblem`` when ``value`` nests deeper than ``MAX_DEPTH`` or holds a lone surrogate."""
    stack: list[tuple[object, int]] = [(value, 0)]
    while stack:
        v, depth = stack.pop()
        if isinstance(v, str):
            _check_text(v)
        elif isinstance(v, (list, dict)):
            if depth >= MAX_DEPTH:
                raise JSONProblem(f"nested more than {MAX_DEPTH} levels deep")
            if isinstance(v, dict):
                for k in v:
                    _check_text(k)
                stack.extend((x, depth + 1) for x in v.values())
            else:
                stack.extend((x, depth + 1) for x in v)


def _check_text(s: str) -> None:
    if not s.isascii() and (m := _SURROGATE.search(s)):
        raise JSONProblem(f"a string holds a lone surrogate \\u{ord(m.group()):04x}, which is not Unicode text")


class _Refused(Exception):
    pass


def _int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_INT_DIGITS:
        raise _Refused(f"an integer of {len(digits.lstrip('-'))} digits is too large (at most {MAX_INT_DIGITS})")
    return int(digits)


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _Refused(f"the number {_short(text)} is out of range")
    return value


def _constant(name: str) -> float:
    raise _Refused(f"{name} is not a JSON number")


_FINITE = json.JSONDecoder(parse_int=_int, parse_float=_float, parse_constant=_constant)
_ANY = json.JSONDecoder(parse_int=_int)
# made once: json.loads with any option builds a new decoder on every call


def _short(text: str) -> str:
    return text if len(text) <= 40 else f"{text[:20]}…{text[-10:]}"

