"""Making a rating task from run folders: the items, and a balanced, seeded assignment of raters."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path

from sqlalchemy import select

from psyexam.errors import PsyexamError
from psyexam.judge.rubrics import Rubric
from psyexam.server.db import Database
from psyexam.server.web import accounts
from psyexam.server.web.rating_models import RatingAssignment, RatingItem, RatingTask, dumps, new_assignment_id, now

DEFAULT_RUBRIC = "dimensions"
"""Correctness, informativeness, fluency, logic and harmlessness, 1-5 each."""


@dataclass(frozen=True)
class Answered:
    """One item of a run as a rater sees it."""

    item: str
    question: str
    options: dict[str, str]
    reference: str | None
    answer: str | None
    """None when the model's call failed."""


@dataclass(frozen=True)
class RunItems:
    """A run folder's model and its items (the open ones when it has any, else all)."""

    folder: Path
    model: str
    items: list[Answered]


@dataclass
class TaskSpec:
    """What ``psyexam server rating-task`` asks for."""

    name: str
    runs: list[Path]
    raters_per_item: int
    rubric: Rubric
    show_reference: bool = True
    limit: int | None = None
    seed: int = 0
    raters: list[str] = field(default_factory=list)
    """Rater names; empty: every enabled user with the role rater."""


@dataclass(frozen=True)
class TaskMade:
    """What was made, with every item left out and why."""

    task_id: int
    kind: str
    items: int
    assignments: int
    raters: list[str]
    skipped: dict[str, int]


def read_run(folder: Path) -> RunItems:
    """The items of a run folder with question, options, reference and the model's answer."""
    from psyexam.bank.records import QType
    from psyexam.run.rescore import load_run_items
    from psyexam.runs import RunFolder

    manifest, results = load_run_items(folder)
    rf = RunFolder(folder)
    store = rf.open_store()
    try:
        questions = {p.question.id: p.question for p in rf.planned(store, manifest.run_key)}
    finally:
        store.close()
    open_only = any(q.qtype is QType.QA for q in questions.values())
    out = []
    for r in results:
        q = questions.get(r.id)
        if q is None or (open_only and q.qtype is not QType.QA):
            continue
        reference = q.reference
        if reference is None and q.answer:
            reference = "；".join(f"{k}. {q.options.get(k, '')}" for k in sorted(q.answer))
        answer = r.response if r.error is None and r.response else None
        out.append(Answered(r.id, q.text, dict(q.options), reference, answer))
    return RunItems(Path(folder), manifest.model_spec or Path(folder).name, out)


def _pick_raters(s, names: list[str]) -> list[accounts.WebUser]:
    if not names:
        found = accounts.users_with_role(s, "rater")
        if not found:
            raise PsyexamError("no enabled user has the role rater: add some with `psyexam server add-user`")
        return found
    by_name = {u.name: u for u in accounts.users_with_role(s, "rater") + accounts.users_with_role(s, "admin")
               + accounts.users_with_role(s, "reviewer")}
    missing = [n for n in names if n not in by_name]
    if missing:
        raise PsyexamError(f"no enabled user named {', '.join(missing)}")
    return [by_name[n] for n in dict.fromkeys(names)]


def balanced(n_items: int, raters: list[str], k: int, seed: int) -> list[list[str]]:
    """K distinct raters for each item, loads differing by at most one, in a seeded order."""
    if not 1 <= k <= len(raters):
        raise PsyexamError(f"--raters {k}: must be between 1 and the number of raters ({len(raters)})")
    order = sorted(raters)
    random.Random(seed).shuffle(order)
    # consecutive blocks of a cycle: K distinct raters per item, each rater every len/K items
    return [[order[(i * k + j) % len(order)] for j in range(k)] for i in range(n_items)]


def _units(runs: list[RunItems]) -> tuple[list[tuple[Answered, Answered | None]], dict[str, int]]:
    """(first run's item, second run's item or None) pairs, and counts of items left out."""
    skipped = {"no answer (the model's call failed)": 0, "not in the other run": 0}
    second = {a.item: a for a in runs[1].items} if len(runs) > 1 else None
    units: list[tuple[Answered, Answered | None]] = []
    for a in runs[0].items:
        b = second.get(a.item) if second is not None else None
        if second is not None and b is None:
            skipped["not in the other run"] += 1
        elif a.answer is None or (b is not None and b.answer is None):
            skipped["no answer (the model's call failed)"] += 1
        else:
            units.append((a, b))
    if second is not None:
        skipped["not in the other run"] += len(set(second) - {a.item for a in runs[0].items})
    return units, {k: v for k, v in skipped.items() if v}


def _check_blind_name(spec: TaskSpec, runs: list[RunItems]) -> None:
    """A pairwise task's name shows on its pages: it must not name a model or a run."""
    lowered = spec.name.lower()
    for r in runs:
        for word in (r.model, r.folder.name):
            if word and word.lower() in lowered:
                raise PsyexamError(f"a pairwise task's name shows on blind pages: {spec.name!r} names {word!r}")


def create_task(db: Database, spec: TaskSpec, *, actor: str) -> TaskMade:
    """Read the runs, choose the items, assign raters, store it all (audited)."""
    if not 1 <= len(spec.runs) <= 2:
        raise PsyexamError("give one run (item-wise rating) or two (blind pairwise rating)")
    runs = [read_run(p) for p in spec.runs]
    kind = "pairwise" if len(runs) == 2 else "item"
    if kind == "pairwise":
        _check_blind_name(spec, runs)
        if runs[0].model == runs[1].model:
            runs[1] = RunItems(runs[1].folder, f"{runs[1].model} ({runs[1].folder.name})", runs[1].items)
    units, skipped = _units(runs)
    if spec.limit is not None and len(units) > spec.limit:
        keep = set(random.Random(spec.seed).sample(range(len(units)), spec.limit))
        skipped["over --limit"] = len(units) - spec.limit
        units = [u for i, u in enumerate(units) if i in keep]
    if not units:
        raise PsyexamError("no item to rate: " + (", ".join(f"{v} {k}" for k, v in skipped.items()) or "the run is empty"))
    with db.session() as s:
        if s.scalar(select(RatingTask.id).where(RatingTask.name == spec.name)) is not None:
            raise PsyexamError(f"a rating task named {spec.name!r} already exists")
        raters = _pick_raters(s, spec.raters)
        task = RatingTask(name=spec.name, kind=kind, rubric=spec.rubric.model_dump_json(),
                          show_reference=spec.show_reference, raters_per_item=spec.raters_per_item,
                          model_a=runs[0].model, model_b=runs[1].model if kind == "pairwise" else None,
                          runs=dumps([str(r.folder) for r in runs]), created=now(), created_by=actor)
        s.add(task)
        s.flush()
        plan = balanced(len(units), [u.name for u in raters], spec.raters_per_item, spec.seed)
        ids = {u.name: u.id for u in raters}
        sides = random.Random(f"{spec.seed}:sides")
        positions: dict[str, int] = {}
        n_assigned = 0
        for pos, ((a, b), chosen) in enumerate(zip(units, plan), 1):
            row = RatingItem(task_id=task.id, position=pos, item=a.item, question=a.question, options=dumps(a.options),
                             reference=a.reference, answer_a=a.answer or "", answer_b=b.answer if b else None)
            s.add(row)
            s.flush()
            for name in chosen:
                positions[name] = positions.get(name, 0) + 1
                s.add(RatingAssignment(id=new_assignment_id(), task_id=task.id, item_id=row.id, user_id=ids[name],
                                       position=positions[name], swapped=kind == "pairwise" and sides.random() < 0.5))
                n_assigned += 1
        accounts.audit(s, actor, "rating-task", name=spec.name, kind=kind, runs=[str(r.folder) for r in runs],
                       items=len(units), raters=[u.name for u in raters], raters_per_item=spec.raters_per_item,
                       rubric=spec.rubric.name, show_reference=spec.show_reference, seed=spec.seed, skipped=skipped)
        return TaskMade(task.id, kind, len(units), n_assigned, [u.name for u in raters], skipped)
