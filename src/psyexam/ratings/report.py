"""The ratings report: aggregates, inter-rater agreement, odd raters out, and the judge against humans."""

from __future__ import annotations

import json
import math
from pathlib import Path

from psyexam.judge.arena import ArenaOptions, rankings_dict
from psyexam.judge.grade import Judgements
from psyexam.ratings.aggregate import COMBINED, aggregate_scores, choice_table, oriented, rubric_scores, score_tables, vote
from psyexam.ratings.calibration import calibrate
from psyexam.ratings.records import RatingSet
from psyexam.stats.agreement import agreement, cohen_kappa, rater_disagreement, reading
from psyexam.stats.intervals import StatsError, json_safe
from psyexam.stats.rankings import Battle

# the human dimension a score100 judge is compared with, first found
_OVERALL = ("score", "score100", "overall", "总分")


def ratings_report(ratings: RatingSet, method: str = "mos", judgements: Judgements | None = None,
                   arena_folder: Path | None = None, arena_opts: ArenaOptions = ArenaOptions()) -> dict:
    """Everything ``psyexam ratings report`` shows, as a JSON-ready dict."""
    out: dict = {"source": ratings.source, "scale": list(ratings.scale), "raters": ratings.raters,
                 "items": len(ratings.items), "aggregation": method}
    if ratings.scores:
        tables = score_tables(ratings.scores)
        out["aggregates"] = [a.to_dict() for a in aggregate_scores(ratings.scores, method)]
        out["agreement"] = {d: _agreement(t) for d, t in sorted(tables.items())}
        if ratings.rubric is not None:
            combined, incomplete = rubric_scores(ratings.scores, ratings.rubric)
            out["rubric"] = {"name": ratings.rubric.name, "fingerprint": ratings.rubric.fingerprint(),
                             "combine": ratings.rubric.combine, "scale": list(ratings.rubric.score_range()),
                             "item_scores": [a.to_dict() for a in aggregate_scores(combined, _numeric(method))],
                             "incomplete": incomplete}
        if judgements is not None:
            out["judge_vs_humans"] = judge_vs_humans(ratings, judgements, method)
    if ratings.choices:
        table = choice_table(ratings.choices)
        out["pairwise_agreement"] = _agreement(table)
        battles = [_battle(c) for c in ratings.choices]
        out["pairwise_rankings"] = rankings_dict(battles, arena_opts)
        out["pairwise_rankings"]["note"] = ("each rater's choice is one battle; several raters of the same item are "
                                            "not independent, so the intervals are narrower than they should be")
        if arena_folder is not None:
            out["judge_vs_humans_pairwise"] = arena_vs_humans(table, Path(arena_folder))
    return json_safe(out)


def _agreement(table: dict) -> dict:
    out: dict = {}
    try:
        out["overall"] = agreement(table).to_dict()
    except StatsError as e:
        out["overall"] = {"error": str(e)}
    raters = sorted({r for ratings in table.values() for r in ratings})
    if len(raters) >= 3:
        pairs = {}
        for i, a in enumerate(raters):
            for b in raters[i + 1:]:
                sub = {u: {r: v[r] for r in (a, b)} for u, v in table.items() if a in v and b in v}
                pairs[f"{a} / {b}"] = agreement(sub).to_dict() if sub else None
        out["pairs"] = pairs
    out["raters_by_disagreement"] = [d.to_dict() for d in rater_disagreement(table)]
    return out


def _battle(c) -> Battle:
    return Battle(c.model_a, c.model_b, {"A": c.model_a, "B": c.model_b}.get(c.choice))


def _numeric(method: str) -> str:
    # a vote over combined (continuous) scores rarely has a majority: use their mean instead
    return "mos" if method == "vote" else method


def _judge_pairs(ratings: RatingSet, judgements: Judgements, tables: dict) -> dict[str, dict[str, float]]:
    """Human dimension -> item -> the judge's score on it."""
    pairs: dict[str, dict[str, float]] = {}
    scores = {i.id: float(i.score) for i in judgements.items if i.score is not None}
    scored = [i for i in judgements.items if i.score is not None]
    if any(i.dimensions for i in scored):
        for dim in tables:
            pairs[dim] = {i.id: float(i.dimensions[dim]) for i in scored if i.dimensions and dim in i.dimensions}
        pairs = {d: p for d, p in pairs.items() if p}
        if ratings.rubric is not None and not ratings.rubric.single:
            pairs[COMBINED] = dict(scores)
    else:
        dim = next((d for d in _OVERALL if d in tables), None)
        if dim is not None:
            pairs[dim] = dict(scores)
    return pairs


def _levels(ratings: RatingSet, judgements: Judgements, dim: str) -> list[int] | None:
    """The scale levels of a dimension, from the humans' rubric or the judge's manifest; None when unknown."""
    if ratings.rubric is not None:
        found = [d.values() for d in ratings.rubric.rated or ratings.rubric.dimensions if d.key == dim]
        if found:
            return found[0]
    rubric = judgements.manifest.get("rubric")
    for d in (rubric.get("dimensions") if isinstance(rubric, dict) else None) or []:
        if isinstance(d, dict) and d.get("key") == dim:
            return list(d.get("values") or range(int(d["low"]), int(d["high"]) + 1))
    return None


def judge_vs_humans(ratings: RatingSet, judgements: Judgements, method: str) -> dict:
    """Calibration of the judge against the human aggregate per dimension and, on a shared scale, kappa with the judge as one more rater."""
    from scipy import stats as sps

    tables = score_tables(ratings.scores)
    combined: list = []
    if ratings.rubric is not None:
        combined = rubric_scores(ratings.scores, ratings.rubric)[0]
    pairs = _judge_pairs(ratings, judgements, tables)
    human = {(a.item, a.dimension): a.value for a in aggregate_scores(ratings.scores, method)}
    human |= {(a.item, a.dimension): a.value for a in aggregate_scores(combined, _numeric(method))}
    same_scale = tuple(map(float, judgements.scale)) == tuple(ratings.scale)
    out: dict[str, object] = {}
    for dim, judge in pairs.items():
        items = [i for i in judge if isinstance(human.get((i, dim)), (int, float))]
        row: dict[str, object] = {"judge": judgements.judge, "rubric": judgements.rubric, "n_items": len(items)}
        x, y = [judge[i] for i in items], [_number(human[(i, dim)]) for i in items]
        if len(items) >= 3 and len(set(x)) > 1 and len(set(y)) > 1:
            row["spearman"] = float(sps.spearmanr(x, y).statistic)
            row["pearson"] = float(sps.pearsonr(x, y).statistic)
        else:
            row["note"] = "fewer than three shared items, or constant scores: no correlation"
        row["calibration"] = calibrate({i: judge[i] for i in items}, {i: y[n] for n, i in enumerate(items)},
                                       _levels(ratings, judgements, dim) if dim != COMBINED else None)
        if same_scale and items and dim in tables:
            humans = {i: tables[dim][i] for i in items}
            with_judge = {i: {**r, "__judge__": judge[i]} for i, r in humans.items()}
            row["humans_only"] = agreement(humans).to_dict() if len(ratings.raters) > 1 else None
            row["with_judge"] = agreement(with_judge).to_dict()
            votes = {i: vote(list(humans[i].values()))[0] for i in items}
            agree = [judge[i] == v for i, v in votes.items() if v is not None]
            row["judge_equals_vote"] = sum(agree) / len(agree) if agree else None
        out[dim] = row
    if not out:
        out["note"] = f"no human dimension matches the judge's rubric {judgements.rubric!r}"
    fp = (judgements.manifest.get("rubric") or {}).get("fingerprint") if isinstance(judgements.manifest, dict) else None
    if ratings.rubric is not None and fp and fp != ratings.rubric.fingerprint():
        out["rubric_note"] = (f"the humans rated on rubric {ratings.rubric.name} ({ratings.rubric.fingerprint()}), "
                              f"the judge on {judgements.rubric} ({fp}): not the same terms")
    return out


def arena_vs_humans(table: dict, arena_folder: Path) -> dict:
    """The arena judge's outcome against the human majority choice on the same (item, pair)."""
    from psyexam.ratings.records import ChoiceRating
    from psyexam.runs import ArenaFolder

    judge = {}
    path = ArenaFolder(arena_folder).battles_path
    for line in path.read_text(encoding="utf-8").splitlines():
        c = json.loads(line)
        if c["outcome"] is None:
            continue
        a, b, choice = oriented(ChoiceRating(c["item"], "judge", c["model_a"], c["model_b"], c["outcome"], 0))
        judge[f"{c['item']} | {a} vs {b}"] = choice
    bias = _arena_bias(arena_folder, path)
    units = [u for u in table if u in judge]
    votes = {u: vote(list(table[u].values()))[0] for u in units}
    shared = [u for u in units if votes[u] is not None]
    if not shared:
        return {"n_units": 0, "note": "no (item, pair) both judged and decided by a human majority", "bias": bias}
    j, h = [judge[u] for u in shared], [votes[u] for u in shared]
    kappa = cohen_kappa(j, h)
    return {"n_units": len(shared), "percent": sum(a == b for a, b in zip(j, h)) / len(shared),
            "kappa": kappa, "reading": reading(kappa) if not math.isnan(kappa) else "undefined", "bias": bias}


def _arena_bias(arena_folder: Path, battles: Path) -> dict:
    """The arena's own bias block when it has one; else position bias from its battles (lengths unknown)."""
    from psyexam.judge.bias import bias_report
    from psyexam.runs import ArenaFolder

    report_path = ArenaFolder(arena_folder).report_path
    if report_path.exists():
        report = json.loads(report_path.read_text(encoding="utf-8"))
        if isinstance(report.get("bias"), dict):
            return report["bias"]
    rows = [json.loads(line) for line in battles.read_text(encoding="utf-8").splitlines() if line.strip()]
    return bias_report(rows, {})


def _number(value: object) -> float:
    """A human aggregate known to be a number (the items were filtered on it)."""
    if isinstance(value, (int, float)):
        return float(value)
    raise TypeError(f"expected a number, got {value!r}")
