"""An option's own text written out where a letter run is expected: one letter then exactly its own text ("(A) H"), or
two or more options' texts listed to the sentence's end ("Respect, Genuineness, and Empathy"). Used by ``statements``."""

from __future__ import annotations

import re

from psyexam.score.languages import ZH_COUNTS
from psyexam.score.letters import LetterRun, canon

__all__ = ["letter_with_own_text", "listed_option_texts"]


_ONE_LETTER = re.compile(r"[ \t:]*[(\[]?([A-H])[)\]]?[ \t.:、]*")
_REST_OF_CLAUSE = re.compile(r"[^\n。!?！？,，;；]*")


def letter_with_own_text(text: str, pos: int, options: dict[str, str]) -> LetterRun | None:
    """One letter at ``pos`` followed by exactly its own option text to the clause's end ("(A) H"
    where option A reads "H"): that letter, its text not read as a second one."""
    m = _ONE_LETTER.match(text, pos)
    own = options.get(m.group(1), "") if m else ""
    rest = _REST_OF_CLAUSE.match(text, m.end()) if m else None
    if not m or not own or not rest or canon(rest.group()) != own:
        return None
    return LetterRun((m.group(1),), False, m.start(1), rest.end())


_LINE_REST = re.compile(r"[^\n.;!?。；！？]*")
_QUOTES = re.compile(r"[\"'“”‘’「」『』]")
_LIST_SEP = re.compile(r"\s*(?:,\s*(?:and\s+)?|、|/|\band\b|和|以及)\s*", re.I)


def listed_option_texts(text: str, pos: int, options: dict[str, str]) -> LetterRun | None:
    """Two or more option texts, each exactly, listed with commas and "and" to the sentence's end
    ("Respect, Genuineness, and Empathy"): their letters."""
    m = _LINE_REST.match(text, pos)
    pieces = [_QUOTES.sub("", canon(p)) for p in _LIST_SEP.split(m.group())] if m else []  # quotes aside: "“A”的B" is A的B
    pieces = _uncounted(pieces)
    letters = [next((k for k, v in options.items() if v and _QUOTES.sub("", v) == p), None) for p in pieces]
    if len(pieces) < 2 or None in letters or len(set(letters)) < len(letters):
        return None
    return LetterRun(tuple(k for k in letters if k), False, pos, m.end() if m else pos)


# A count closing the list: "内在动机和外在动机两项", "……这三个".
_COUNT_CLOSE = re.compile(r"(?:这|这些)?([两二三四五六七八])(?:项|个|种|者)(?:选项)?(?:都|均)?\Z")


def _uncounted(pieces: list[str]) -> list[str]:
    """``pieces`` with a count closing the last one dropped, where it counts them all ("……和外在动机两项")."""
    count = _COUNT_CLOSE.search(pieces[-1]) if len(pieces) > 1 else None
    if count is None or ZH_COUNTS[count.group(1)] != len(pieces):
        return pieces
    return [*pieces[:-1], pieces[-1][: count.start()].rstrip()]
