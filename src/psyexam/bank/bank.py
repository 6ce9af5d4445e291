"""A loaded bank: its records, what was found wrong with them, and which ones are usable."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field

from psyexam.bank.findings import Finding, Severity
from psyexam.bank.records import Question
from psyexam.errors import BankError

_BLOCKING = (Severity.FATAL, Severity.ERROR)
RESERVED = "reserved"
"""The split name of a benchmark's held-out reserve, kept out of evaluation unless asked for."""


@dataclass
class Bank:
    """Records read from one bank spec, with every finding about them.

    Records with an error finding are *quarantined*: kept and listed, never
    evaluated or used as few-shot examples. ``usable()`` gives the rest.
    """

    spec: str
    records: list[Question] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)
    files: list[str] = field(default_factory=list)

    def _blocked(self) -> set[tuple[str, int]]:
        return {
            (f.file, f.position)
            for f in self.findings
            if f.severity in _BLOCKING and f.position is not None
        }

    def is_quarantined(self, q: Question) -> bool:
        """True when an error finding names this record."""
        return q.source is not None and (q.source.file, q.source.position) in self._blocked()

    def usable(self) -> list[Question]:
        """Records with no error finding, in load order."""
        blocked = self._blocked()
        return [
            q for q in self.records
            if q.source is None or (q.source.file, q.source.position) not in blocked
        ]

    def quarantined(self) -> list[Question]:
        """Records held back because an error finding names them."""
        blocked = self._blocked()
        return [q for q in self.records if q.source is not None and (q.source.file, q.source.position) in blocked]

    def findings_about(self, q: Question) -> list[Finding]:
        """The findings that name this record: by its position when they have one, else by its id."""
        here = (q.source.file, q.source.position) if q.source else None
        return [f for f in self.findings
                if (f.position is not None and (f.file, f.position) == here)
                or (f.position is None and f.id == q.id)]

    def reserved(self) -> list[Question]:
        """Records of a held-out reserve (split ``reserved``), which evaluation uses only when told to."""
        return [q for q in self.records if q.split == RESERVED]

    def require_records(self) -> None:
        """Raise ``BankError`` naming the first unreadable file when no file could be read at all."""
        fatal = [f for f in self.findings if f.severity is Severity.FATAL]
        if self.records or not fatal:
            return
        more = f" (and {len(fatal) - 1} more unreadable; see `psyexam bank check`)" if len(fatal) > 1 else ""
        raise BankError(f"{fatal[0].where}: {fatal[0].message}{more}")

    def fingerprint(self) -> str:
        """A short hash of the records' content, stable across load order and file layout."""
        h = hashlib.sha256()
        for line in sorted(_canonical(q) for q in self.records):
            h.update(line.encode())
            h.update(b"\n")
        return h.hexdigest()[:16]


def _canonical(q: Question) -> str:
    return json.dumps(
        [q.id, q.split, q.qtype.value, q.text, q.options, q.answer_text],
        ensure_ascii=False,
        sort_keys=True,
    )
