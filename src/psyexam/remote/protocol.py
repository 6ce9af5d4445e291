"""What client and server agree on besides JSON shapes: the question hash and answer letters.

The hash is computed from what a question payload shows (text and offered options), so
an organisation can recompute it from the questions it was served and check, against
its own exposure ledger, that no question came twice, without ever seeing the bank.
"""

from __future__ import annotations

import hashlib
import json
import re
import unicodedata
from collections.abc import Mapping

HASH_VERSION = "psyexam-q1"
_SEPARATORS = re.compile(r"[\s,，、;；/|+&]+")
MAX_LETTERS = 8


def question_hash(text: str, options: Mapping[str, str]) -> str:
    """SHA-256 (hex) of a question as served: its stripped text and non-empty options by letter."""
    shown = {k: str(v).strip() for k, v in sorted(options.items()) if str(v).strip()}
    blob = json.dumps([HASH_VERSION, text.strip(), shown], ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()


def read_answer(answer: str | list[str], choices: list[str]) -> frozenset[str] | None:
    """The letters of a submitted answer ("A", "AC", "A,C", ["A", "C"]), or None when unreadable.

    Unreadable: no letter, a letter that is not one of ``choices``, or a letter given twice.
    """
    parts = answer if isinstance(answer, list) else [answer]
    letters: list[str] = []
    for part in parts:
        letters.extend(_SEPARATORS.sub("", unicodedata.normalize("NFKC", part)).upper())
    if not letters or len(set(letters)) != len(letters) or any(x not in choices for x in letters):
        return None
    return frozenset(letters)
