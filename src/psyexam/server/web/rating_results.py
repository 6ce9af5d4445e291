"""Ratings from the database: the same RatingSet a file import builds, and the human standings.

``psyexam ratings report --db URL --task NAME`` reads a task straight from here, so the
web pages' ratings need no export step; the leaderboard shows :func:`human_standings`.
"""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass

from sqlalchemy import select

from psyexam.errors import PsyexamError
from psyexam.judge.rubrics import Rubric
from psyexam.ratings import ChoiceRating, RatingSet, ScoreRating
from psyexam.server.db import Database
from psyexam.server.web.accounts import User
from psyexam.server.web.rating_models import RatingAssignment, RatingItem, RatingTask


def task_names(db: Database) -> list[str]:
    """Every rating task's name, oldest first."""
    with db.session() as s:
        return list(s.scalars(select(RatingTask.name).order_by(RatingTask.id)))


def task_ratings(db: Database, name: str) -> RatingSet:
    """Every rating given so far in task ``name``, as ``psyexam.ratings`` reads them."""
    with db.session() as s:
        task = s.scalar(select(RatingTask).where(RatingTask.name == name))
        if task is None:
            known = ", ".join(s.scalars(select(RatingTask.name).order_by(RatingTask.id))) or "none yet"
            raise PsyexamError(f"no rating task named {name!r} (tasks: {known})")
        rows = s.execute(select(RatingItem.item, User.name, RatingAssignment.scores, RatingAssignment.choice,
                                RatingAssignment.rated_at)
                         .join(RatingItem, RatingItem.id == RatingAssignment.item_id)
                         .join(User, User.id == RatingAssignment.user_id)
                         .where(RatingAssignment.task_id == task.id, RatingAssignment.rated_at.is_not(None))
                         .order_by(RatingAssignment.rated_at)).all()
        rubric = Rubric.model_validate_json(task.rubric)
        kind, model_a, model_b = task.kind, task.model_a, task.model_b
    low, high = rubric.score_range() if rubric.single else (
        min(d.scale[0] for d in rubric.dimensions), max(d.scale[1] for d in rubric.dimensions))
    out = RatingSet(f"db:{name}", (float(low), float(high)), rubric=rubric if kind == "item" else None)
    for n, (item, rater, scores, choice, _at) in enumerate(rows, 1):
        if kind == "pairwise" and choice is not None and model_b is not None:
            out.choices.append(ChoiceRating(item, rater, model_a, model_b, choice, n))
        elif scores is not None:
            out.scores.extend(ScoreRating(item, rater, dim, float(v), n) for dim, v in sorted(json.loads(scores).items()))
    if not out.scores and not out.choices:
        raise PsyexamError(f"rating task {name!r} has no ratings yet")
    return out


@dataclass(frozen=True)
class ItemwiseStanding:
    """One model's mean combined rubric score over the items rated in one item-wise task."""

    model: str
    task: str
    rubric: str
    scale: tuple[float, float]
    items: int
    ratings: int
    mean: float
    low: float
    high: float


@dataclass(frozen=True)
class HumanStandings:
    """What the leaderboard shows of the human ratings."""

    itemwise: list[ItemwiseStanding]
    pairwise: dict | None
    """``rankings_dict`` of every blind pairwise choice (Elo, points, Bradley–Terry), or None."""
    choices: int


def human_standings(db: Database) -> HumanStandings:
    """Per model: mean item-wise score with a bootstrap interval; pairwise Elo and Bradley–Terry."""
    from psyexam.judge.arena import ArenaOptions, rankings_dict
    from psyexam.stats.intervals import bootstrap_mean
    from psyexam.stats.rankings import Battle

    itemwise: list[ItemwiseStanding] = []
    battles: list[Battle] = []
    with db.session() as s:
        tasks = list(s.scalars(select(RatingTask).order_by(RatingTask.id)))
        for task in tasks:
            rows = s.execute(select(RatingItem.item, RatingAssignment.scores, RatingAssignment.choice)
                             .join(RatingItem, RatingItem.id == RatingAssignment.item_id)
                             .where(RatingAssignment.task_id == task.id, RatingAssignment.rated_at.is_not(None))).all()
            if task.kind == "pairwise" and task.model_b is not None:
                names = {"A": task.model_a, "B": task.model_b}
                battles += [Battle(task.model_a, task.model_b, names.get(c)) for _i, _s, c in rows if c]
                continue
            rubric = Rubric.model_validate_json(task.rubric)
            per_item: dict[str, list[float]] = defaultdict(list)
            for item, scores, _c in rows:
                if scores:
                    per_item[item].append(rubric.score(json.loads(scores)))
            if not per_item:
                continue
            means = [sum(v) / len(v) for v in per_item.values()]
            ci = bootstrap_mean(means, seed=0, n_resamples=2000)
            itemwise.append(ItemwiseStanding(task.model_a, task.name, rubric.name, rubric.score_range(), len(means),
                                             sum(len(v) for v in per_item.values()), ci.estimate, ci.low, ci.high))
    pairwise = rankings_dict(battles, ArenaOptions(bootstrap=200)) if battles else None
    itemwise.sort(key=lambda r: -r.mean)
    return HumanStandings(itemwise, pairwise, len(battles))
