"""Labelled replies: the extractor measured against the letters a careful reader finds.

A labelled file is JSON lines with ``id``, ``source`` (``real`` or ``hand-written``),
``question_type``, ``options``, ``response``, ``expected`` (sorted letters, or null when
no answer can be read: a hedge, a contradiction, a refusal, a reply cut off) and ``note``;
real replies also carry the ``template``, whether the prompt asked for ``reasoning`` and,
optionally, the bank ``item_id``; any row may carry the item's stem as ``question``.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from psyexam.errors import PsyexamError
from psyexam.score.extract import extract_choice


@dataclass(frozen=True, slots=True)
class LabelledReply:
    """One reply and the letters it answers (None: nothing can be read)."""

    id: str
    source: str
    question_type: str
    options: dict[str, str]
    response: str
    expected: str | None
    note: str = ""
    template: str | None = None
    reasoning: bool | None = None
    item_id: str | None = None
    """The bank item a real reply answers, where recorded (to keep held-out parts on unseen items)."""
    question: str | None = None
    """The item's stem, where known: the extractor reads it as a caller that knows the item would."""

    @property
    def stratum(self) -> str:
        """Where the reply comes from: ``real/<template>[+reasoning]/<type>`` or ``hand-written/<type>``."""
        if self.source != "real":
            return f"{self.source}/{self.question_type}"
        return f"real/{self.template}/{self.question_type}"


@dataclass(frozen=True, slots=True)
class Outcome:
    """The extractor's reading of one labelled reply."""

    reply: LabelledReply
    got: str | None
    method: str

    @property
    def kind(self) -> str:
        """``right``; ``wrong`` (letters read that differ from the label, the worst case, which
        includes a hedge read as a firm answer); or ``missed`` (an answer left unparsed)."""
        if self.got == self.reply.expected:
            return "right"
        return "missed" if self.got is None else "wrong"


@dataclass(slots=True)
class Report:
    """Counts of right, wrong and missed readings over a set of labelled replies."""

    outcomes: list[Outcome] = field(default_factory=list)

    @property
    def n(self) -> int:
        return len(self.outcomes)

    def count(self, kind: str) -> int:
        """How many outcomes are of ``kind`` (right, wrong, missed)."""
        return sum(o.kind == kind for o in self.outcomes)

    @property
    def accuracy(self) -> float:
        return self.count("right") / self.n if self.n else 0.0

    @property
    def unlabelled_read(self) -> int:
        """Replies labelled unreadable (hedges, contradictions, refusals) that were given letters."""
        return sum(o.reply.expected is None and o.got is not None for o in self.outcomes)

    def failures(self) -> list[Outcome]:
        return [o for o in self.outcomes if o.kind != "right"]

    def by_stratum(self) -> dict[str, Report]:
        groups: dict[str, Report] = {}
        for o in self.outcomes:
            groups.setdefault(o.reply.stratum, Report()).outcomes.append(o)
        return dict(sorted(groups.items()))


def load_labelled(path: str | Path) -> list[LabelledReply]:
    """Read a labelled file; a malformed line is a user error naming the line."""
    rows = []
    for i, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            rows.append(LabelledReply(**json.loads(line)))
        except (json.JSONDecodeError, TypeError) as e:
            raise PsyexamError(f"{path}:{i}: not a labelled reply ({e})") from None
    return rows


def evaluate(replies: list[LabelledReply]) -> Report:
    """Read every reply with the extractor and compare with its label."""
    report = Report()
    for r in replies:
        ex = extract_choice(r.response, r.options, r.question_type, r.question)
        got = "".join(sorted(ex.letters)) if ex.letters else None
        report.outcomes.append(Outcome(r, got, ex.method))
    return report


def method_counts(report: Report) -> Counter[str]:
    """How often each extraction method decided."""
    return Counter(o.method for o in report.outcomes)
