"""Biases of a pairwise judge: does its verdict follow the slot an answer is shown in, or the longer answer?

Position bias counts every single verdict (each comparison is asked twice)
that picked one answer: the share that picked the answer shown first. An
unbiased judge sits near one half. Length bias counts the comparisons with a
winner and answers of different lengths: the share the longer answer won.
Each share comes with a Wilson interval.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass

from psyexam.stats.intervals import wilson


@dataclass(frozen=True)
class Share:
    """How often something happened among ``n`` cases, with a Wilson interval."""

    hits: int
    n: int
    share: float | None
    low: float | None
    high: float | None

    def to_dict(self) -> dict:
        return asdict(self)


def share(hits: int, n: int) -> Share:
    """``hits`` of ``n`` with a 95% Wilson interval (None when ``n`` is 0)."""
    if n == 0:
        return Share(0, 0, None, None, None)
    ci = wilson(hits, n)
    return Share(hits, n, hits / n, ci.low, ci.high)


def position_bias(verdicts: Iterable[tuple[str | None, str | None]]) -> Share:
    """From (forward, backward) verdict pairs, backward already mapped back to A/B: the share picking slot one."""
    first = total = 0
    for forward, backward in verdicts:
        # forward: A was shown first; backward: B was shown first
        for verdict, first_slot in ((forward, "A"), (backward, "B")):
            if verdict in ("A", "B"):
                total += 1
                first += verdict == first_slot
    return share(first, total)


def length_bias(outcomes: Iterable[tuple[str | None, int, int]]) -> Share:
    """From (outcome, length of A, length of B): the share of decided, unequal-length comparisons the longer won."""
    longer = total = 0
    for outcome, len_a, len_b in outcomes:
        if outcome in ("A", "B") and len_a != len_b:
            total += 1
            longer += (outcome == "A") == (len_a > len_b)
    return share(longer, total)


def bias_report(comparisons: Iterable[Mapping], lengths: Mapping[tuple[str, str], int]) -> dict:
    """Position and length bias of an arena's comparisons (dicts as in battles.jsonl); lengths: (model, item) -> chars."""
    rows = list(comparisons)
    pos = position_bias((c.get("forward"), c.get("backward")) for c in rows)
    known = [c for c in rows if (c["model_a"], c["item"]) in lengths and (c["model_b"], c["item"]) in lengths]
    length = length_bias((c.get("outcome"), lengths[(c["model_a"], c["item"])], lengths[(c["model_b"], c["item"])])
                         for c in known)
    return {"position_first": pos.to_dict(), "longer_wins": length.to_dict(),
            "note": "position_first: share of single verdicts picking the answer shown first (0.5 = no bias); "
                    "longer_wins: share of decided comparisons won by the longer answer (0.5 = no bias)"}
