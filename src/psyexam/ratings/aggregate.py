"""Per-item aggregation of human scores: mean opinion score, median, maximum or majority vote."""

from __future__ import annotations

import statistics
from collections import Counter, defaultdict
from dataclasses import asdict, dataclass

from psyexam.errors import PsyexamError
from psyexam.judge.rubrics import Rubric
from psyexam.ratings.records import ChoiceRating, ScoreRating

COMBINED = "score"
"""The dimension name of each rater's rubric score (the rubric's combination of their levels)."""

METHODS = ("mos", "median", "max", "vote")


@dataclass(frozen=True)
class Aggregated:
    """One item's aggregate on one dimension; ``value`` is None when a vote has no single winner."""

    item: str
    dimension: str
    value: float | str | None
    n_ratings: int
    note: str | None = None

    def to_dict(self) -> dict:
        return asdict(self)


def vote(labels: list) -> tuple[object | None, str | None]:
    """The most common label, or (None, why) when several share the top count."""
    counts = Counter(labels).most_common()
    if len(counts) > 1 and counts[0][1] == counts[1][1]:
        tied = sorted(str(v) for v, c in counts if c == counts[0][1])
        return None, f"no majority: {', '.join(tied)} tie"
    return counts[0][0], None


def aggregate_scores(scores: list[ScoreRating], method: str = "mos") -> list[Aggregated]:
    """One aggregate per (item, dimension), in item order."""
    if method not in METHODS:
        raise PsyexamError(f"unknown aggregation {method!r}; use one of {', '.join(METHODS)}")
    groups: dict[tuple[str, str], list[float]] = defaultdict(list)
    for s in scores:
        groups[(s.item, s.dimension)].append(s.score)
    out = []
    for (item, dim), values in sorted(groups.items()):
        note = None
        value: float | str | None
        if method == "mos":
            value = statistics.fmean(values)
        elif method == "median":
            value = statistics.median(values)
        elif method == "max":
            value = max(values)
        else:
            winner, note = vote(values)
            value = winner if isinstance(winner, (int, float, str)) else None
        out.append(Aggregated(item, dim, value, len(values), note))
    return out


def score_tables(scores: list[ScoreRating]) -> dict[str, dict[str, dict[str, float]]]:
    """dimension -> item -> rater -> score."""
    tables: dict[str, dict[str, dict[str, float]]] = defaultdict(lambda: defaultdict(dict))
    for s in scores:
        tables[s.dimension][s.item][s.rater] = s.score
    return {d: dict(t) for d, t in tables.items()}


def choice_table(choices: list[ChoiceRating]) -> dict[str, dict[str, str]]:
    """unit ("item | model_a vs model_b", with the models in sorted order) -> rater -> choice."""
    table: dict[str, dict[str, str]] = defaultdict(dict)
    for c in choices:
        a, b, choice = oriented(c)
        table[f"{c.item} | {a} vs {b}"][c.rater] = choice
    return dict(table)


def oriented(c: ChoiceRating) -> tuple[str, str, str]:
    """The choice with the two models in sorted order (A/B swapped when needed)."""
    if c.model_a <= c.model_b:
        return c.model_a, c.model_b, c.choice
    return c.model_b, c.model_a, {"A": "B", "B": "A"}.get(c.choice, c.choice)


def rubric_scores(scores: list[ScoreRating], rubric: Rubric) -> tuple[list[ScoreRating], list[dict]]:
    """Each rater's rubric score of each item they rated on every dimension, as the judge's is combined.

    Returns the scores (dimension ``score``) and the (item, rater) pairs left out
    because a dimension was not rated, so none is silently dropped.
    """
    if rubric.single:
        return [], []
    given: dict[tuple[str, str], dict[str, float]] = defaultdict(dict)
    for s in scores:
        given[(s.item, s.rater)][s.dimension] = s.score
    out, incomplete = [], []
    for (item, rater), levels in sorted(given.items()):
        missing = [d.key for d in rubric.dimensions if d.key not in levels]
        if missing:
            incomplete.append({"item": item, "rater": rater, "missing": missing})
            continue
        out.append(ScoreRating(item, rater, COMBINED, rubric.score(levels), 0))
    return out, incomplete
