import csv

import pytest

from psyexam.judge import JudgeOptions, judge_run
from psyexam.ratings import parse_ratings, ratings_report
from tests.judge.conftest import make_run

DIMS = '{{"正确性": {c}, "信息量": 3, "流畅性": 5, "逻辑性": 4, "无害性": 5}}'


def write(path, rows):
    with path.open("w", encoding="utf-8", newline="") as f:
        w = csv.DictWriter(f, fieldnames=["item", "rater", "dimension", "score"])
        w.writeheader()
        w.writerows(rows)
    return path


def test_score100_judge_correlates_with_humans(tmp_path):
    folder = make_run(tmp_path)
    replies = {"条件反射": "分数：90", "遗忘曲线": "分数：60", "心理健康": "分数：30", "从众": "分数：75"}
    judgements = judge_run(folder, JudgeOptions("mock", extra={"responses": replies}))
    human = {"q1": (95, 85), "q2": (50, 60), "q3": (20, 35), "q4": (70, 80)}
    rows = [{"item": i, "rater": r, "dimension": "score", "score": s[k]}
            for i, s in human.items() for k, r in enumerate(("h1", "h2"))]
    rs = parse_ratings(write(tmp_path / "h.csv", rows), scale=(0, 100))
    row = ratings_report(rs, "mos", judgements)["judge_vs_humans"]["score"]
    assert row["n_items"] == 4 and row["spearman"] == pytest.approx(1.0)
    assert 0.9 < row["pearson"] <= 1.0
    assert "with_judge" in row  # same 0-100 scale


def test_dimensions_judge_as_one_more_rater(tmp_path):
    folder = make_run(tmp_path)
    replies = {"条件反射": DIMS.format(c=5), "遗忘曲线": DIMS.format(c=2), "心理健康": DIMS.format(c=4), "从众": DIMS.format(c=1)}
    judgements = judge_run(folder, JudgeOptions("mock", extra={"responses": replies}), "dimensions")
    truth = {"q1": 5, "q2": 2, "q3": 4, "q4": 1}
    rows = [{"item": i, "rater": r, "dimension": "correctness", "score": v} for i, v in truth.items() for r in ("a", "b")]
    rows += [{"item": i, "rater": "c", "dimension": "correctness", "score": 3} for i in truth]
    rs = parse_ratings(write(tmp_path / "h.csv", rows))
    row = ratings_report(rs, "vote", judgements)["judge_vs_humans"]["correctness"]
    assert row["judge_equals_vote"] == 1.0
    assert row["with_judge"]["n_raters"] == 4 and row["with_judge"]["kappa"] > row["humans_only"]["kappa"]


def test_no_matching_dimension(tmp_path):
    folder = make_run(tmp_path)
    judgements = judge_run(folder, JudgeOptions("mock", extra={"responses": {"条件反射": "分数：90"}}))
    rows = [{"item": "q1", "rater": r, "dimension": "fluency", "score": 3} for r in ("a", "b")]
    out = ratings_report(parse_ratings(write(tmp_path / "h.csv", rows)), "mos", judgements)
    assert "no human dimension" in out["judge_vs_humans"]["note"]
