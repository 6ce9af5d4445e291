"""Reading JSON out of model replies: bare, in a code fence, after prose, wrapped in an object, with trailing commas."""

from __future__ import annotations

import json
import re
from typing import Any

_FENCE = re.compile(r"```[ \t]*(?:json|JSON|javascript)?[ \t]*\n?(.*?)(?:```|$)", re.DOTALL)
_TRAILING_COMMA = re.compile(r",\s*([\]}])")
_WRAPPERS = ("questions", "items", "data", "result", "results", "output", "题目", "试题")


class ReplyError(ValueError):
    """A reply with no JSON value of the expected shape; the message says what was found."""


def extract_json(text: str | None) -> Any:
    """The first JSON array or object in ``text`` (fenced blocks first), or :class:`ReplyError`."""
    if text is None or not text.strip():
        raise ReplyError("empty reply")
    candidates = [m.group(1) for m in _FENCE.finditer(text)] + [text]
    for chunk in candidates:
        value = _first_value(chunk)
        if value is not None:
            return value
    if "[" in text or "{" in text:
        raise ReplyError("no complete JSON array or object in the reply (cut off or malformed)")
    raise ReplyError("no JSON array or object in the reply")


def extract_list(text: str | None) -> list[Any]:
    """A JSON list from the reply: a bare list, a list under a usual key (``questions``...), or one object as a list of one."""
    value = extract_json(text)
    if isinstance(value, dict):
        for key in _WRAPPERS:
            if isinstance(value.get(key), list):
                return value[key]
        lists = [v for v in value.values() if isinstance(v, list) and v and all(isinstance(x, dict) for x in v)]
        if len(lists) == 1:
            return lists[0]
        return [value]
    if isinstance(value, list):
        return value
    raise ReplyError(f"expected a JSON list, got {type(value).__name__}")


def _first_value(chunk: str) -> Any:
    decoder = json.JSONDecoder()
    for i, ch in enumerate(chunk):
        if ch not in "[{":
            continue
        for attempt in (chunk[i:], _TRAILING_COMMA.sub(r"\1", chunk[i:])):
            try:
                value, _ = decoder.raw_decode(attempt)
            except json.JSONDecodeError:
                continue
            if isinstance(value, (list, dict)) and value:
                return value
    return None
