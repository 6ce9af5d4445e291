"""The questions the service can serve: a bank's scorable choice questions, one per distinct content.

Questions are keyed by their content hash (``question_hash``), not by the bank's ids,
which repeat in real banks; a question that occurs twice (same text and options) is
served at most once per organisation, whatever its ids.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from psyexam.bank import Bank, QType, Question
from psyexam.errors import PsyexamError
from psyexam.remote.protocol import question_hash
from psyexam.server.settings import Settings

SERVABLE = frozenset({QType.SINGLE.value, QType.MULTI.value})


@dataclass
class Pool:
    """Servable questions by hash, with the bank's fingerprint and what was left out."""

    fingerprint: str
    by_hash: dict[str, Question]
    duplicates: int = 0
    skipped: dict[str, int] = field(default_factory=dict)
    _hashes: dict[int, str] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        self._hashes = {id(q): h for h, q in self.by_hash.items()}

    def __len__(self) -> int:
        return len(self.by_hash)

    def hash_of(self, q: Question) -> str:
        """The content hash of one of this pool's questions."""
        return self._hashes[id(q)]


def load_pool(settings: Settings) -> Pool:
    """Load the bank ``settings`` names and keep what matches its filters and can be scored."""
    from psyexam.bank.loaders import load_bank

    bad = sorted(set(settings.qtypes) - SERVABLE)
    if bad:
        raise PsyexamError(f"the exam service serves choice questions only (single, multi), not {', '.join(bad)}: "
                           "open answers need a judge")
    return build_pool(load_bank(settings.bank), settings)


def build_pool(bank: Bank, settings: Settings) -> Pool:
    """The servable questions of ``bank`` under ``settings``' filters."""
    skipped = {"no answer": 0, "no choices": 0}
    by_hash: dict[str, Question] = {}
    duplicates = 0
    for q in bank.usable():
        if not _matches(q, settings):
            continue
        if q.answer is None:
            skipped["no answer"] += 1
            continue
        if len(q.choices) < 2 or not q.answer <= set(q.choices):
            skipped["no choices"] += 1
            continue
        h = question_hash(q.text, q.options)
        if h in by_hash:
            duplicates += 1
            continue
        by_hash[h] = q
    if not by_hash:
        raise PsyexamError(f"no servable question in {bank.spec!r} matches the filters "
                           "(choice questions with answers; a split that hides its answers cannot be served)")
    return Pool(bank.fingerprint(), by_hash, duplicates, skipped)


def _matches(q: Question, st: Settings) -> bool:
    return (
        q.qtype.value in st.qtypes
        and (st.split is None or q.split == st.split)
        and (st.part is None or q.part.value == st.part.upper())
        and (st.exam is None or (q.exam or "").upper() == st.exam.upper())
        and (st.subject is None or q.subject == st.subject)
    )
