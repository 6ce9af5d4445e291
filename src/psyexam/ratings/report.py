"""The ratings report: aggregates, inter-rater agreement, odd raters out, and the judge against humans."""

from __future__ import annotations

import json
import math
from pathlib import Path

from psyexam.judge.arena import ArenaOptions, rankings_dict
from psyexam.judge.grade import Judgements
from psyexam.ratings.aggregate import aggregate_scores, choice_table, oriented, score_tables, vote
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


def judge_vs_humans(ratings: RatingSet, judgements: Judgements, method: str) -> dict:
    """Correlation of the judge's scores with the human aggregate and, on a shared scale, kappa with the judge as one more rater."""
    from scipy import stats as sps

    tables = score_tables(ratings.scores)
    pairs: dict[str, dict[str, float]] = {}
    scored = [i for i in judgements.items if i.score is not None]
    if judgements.rubric == "dimensions":
        for dim in tables:
            pairs[dim] = {i.id: float(i.dimensions[dim]) for i in scored if i.dimensions and dim in i.dimensions}
    else:
        dim = next((d for d in _OVERALL if d in tables), None)
        if dim is not None:
            pairs[dim] = {i.id: i.score for i in scored}
    human = {(a.item, a.dimension): a.value for a in aggregate_scores(ratings.scores, method)}
    same_scale = tuple(map(float, judgements.scale)) == tuple(ratings.scale)
    out = {}
    for dim, judge in pairs.items():
        items = [i for i in judge if isinstance(human.get((i, dim)), (int, float))]
        row: dict = {"judge": judgements.judge, "rubric": judgements.rubric, "n_items": len(items)}
        x, y = [judge[i] for i in items], [float(human[(i, dim)]) for i in items]
        if len(items) >= 3 and len(set(x)) > 1 and len(set(y)) > 1:
            row["spearman"] = float(sps.spearmanr(x, y).statistic)
            row["pearson"] = float(sps.pearsonr(x, y).statistic)
        else:
            row["note"] = "fewer than three shared items, or constant scores: no correlation"
        if same_scale and items:
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
    units = [u for u in table if u in judge]
    votes = {u: vote(list(table[u].values()))[0] for u in units}
    shared = [u for u in units if votes[u] is not None]
    if not shared:
        return {"n_units": 0, "note": "no (item, pair) both judged and decided by a human majority"}
    j, h = [judge[u] for u in shared], [votes[u] for u in shared]
    kappa = cohen_kappa(j, h)
    return {"n_units": len(shared), "percent": sum(a == b for a, b in zip(j, h)) / len(shared),
            "kappa": kappa, "reading": reading(kappa) if not math.isnan(kappa) else "undefined"}
