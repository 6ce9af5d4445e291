"""Accuracy spread across chapters and concepts (ConceptPsy Tables 3–4): how much a subject's average hides."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass

from psyexam.concepts.inventory import Inventory
from psyexam.stats import spread


@dataclass(frozen=True)
class Tally:
    """Right answers out of graded questions (unparsed and failed answers count as wrong)."""

    correct: int
    n: int

    @property
    def accuracy(self) -> float:
        return self.correct / self.n if self.n else float("nan")


def accuracy_spread(assignments: Mapping[str, list[str]], correct: Mapping[str, bool | None],
                    inventory: Inventory) -> dict:
    """Per subject: accuracy per chapter and per concept, and the spread (min, max, mean, std) of each.

    ``correct`` maps question ids to a run's outcome; ungraded questions (None)
    are counted in ``ungraded`` and left out of accuracies, as the run's own
    report does. A question assigned to several concepts counts for each.
    """
    by_concept: dict[str, dict[str, bool]] = defaultdict(dict)
    ungraded = missing = 0
    for qid, ids in assignments.items():
        if not ids:
            continue
        if qid not in correct:
            missing += 1
            continue
        outcome = correct[qid]
        if outcome is None:
            ungraded += 1
            continue
        for cid in ids:
            by_concept[cid][qid] = bool(outcome)
    subjects = {}
    for s in inventory.subjects:
        concepts = [c for c in inventory if c.subject == s]
        # a question on two concepts of one chapter counts once for the chapter
        chapters: dict[str, dict[str, bool]] = defaultdict(dict)
        concept_acc = {}
        for c in concepts:
            if by_concept[c.id]:
                chapters[c.chapter].update(by_concept[c.id])
                concept_acc[c.id] = _tally(by_concept[c.id])
        if not chapters:
            continue
        chapter_acc = {ch: _tally(v) for ch, v in chapters.items()}
        subjects[s] = {
            "chapters": {ch: _row(t) for ch, t in chapter_acc.items()},
            "chapter_spread": spread(t.accuracy for t in chapter_acc.values()).to_dict(),
            "concepts": {cid: _row(t) for cid, t in concept_acc.items()},
            "concept_spread": spread(t.accuracy for t in concept_acc.values()).to_dict(),
        }
    return {"by_subject": subjects, "ungraded": ungraded, "not_in_run": missing}


def _tally(outcomes: Mapping[str, bool]) -> Tally:
    return Tally(sum(outcomes.values()), len(outcomes))


def _row(t: Tally) -> dict:
    return {"correct": t.correct, "n": t.n, "accuracy": round(t.accuracy, 4)}
