import json

import pytest

from psyexam.cli import main
from psyexam.errors import PsyexamError
from psyexam.judge import JudgeOptions, judge_run
from psyexam.judge.bias import length_bias, position_bias
from psyexam.judge.rubrics import get_rubric
from psyexam.ratings import parse_ratings, ratings_report
from psyexam.ratings.calibration import calibrate, nearest_level
from psyexam.ratings.records import load_imported, save_imported
from psyexam.stats.agreement import cohen_kappa
from tests.judge.conftest import make_run
from tests.ratings.test_judge_vs_humans import write

LLM2 = '{{"正确性": {a}, "信息量": {i}, "流畅性": 3, "逻辑性": 2}}'


def test_weighted_kappa_by_hand():
    # a = 1,1,2,3 and b = 1,2,2,2 on levels 1..3. Unweighted: po 2/4, pe .5*.25 + .25*.75 = .3125 -> 3/11.
    # Linear weights 1, .5, 0: po_w = (1 + .5 + 1 + .5)/4 = .75, pe_w = .3125 + .21875 + .09375 = .625 -> 1/3.
    a, b = [1, 1, 2, 3], [1, 2, 2, 2]
    assert cohen_kappa(a, b, categories=[1, 2, 3]) == pytest.approx(3 / 11)
    assert cohen_kappa(a, b, weights="linear", categories=[1, 2, 3]) == pytest.approx(1 / 3)


def test_calibrate_offset_correlations_and_worst_items():
    judge = {"a": 5, "b": 4, "c": 2, "d": 1, "e": 3}
    human = {"a": 4.5, "b": 4.0, "c": 2.4, "d": 1.0, "e": 1.0, "z": 3.0}
    out = calibrate(judge, human, [1, 2, 3, 4, 5])
    assert out["n_items"] == 5 and out["kendall"] == pytest.approx(0.737864, abs=1e-5)
    assert out["offset"]["estimate"] == pytest.approx((0.5 + 0 - 0.4 + 0 + 2) / 5)
    assert [d["item"] for d in out["disagreements"]] == ["e", "a", "c"]
    assert out["exact_level_agreement"] == pytest.approx(3 / 5)  # 4.5 -> 4 (lower on a tie): a and e disagree
    assert nearest_level(4.5, [1, 2, 3, 4, 5]) == 4 and nearest_level(2.6, [1, 3, 5]) == 3


def test_position_and_length_bias():
    pos = position_bias([("A", "A"), ("A", "B"), ("B", "B"), ("tie", "A")])
    # single verdicts picking an answer: A/first, A/second, A/first, B/first, B/second, B/first, A(back)/second
    assert (pos.hits, pos.n) == (4, 7) and pos.low < 4 / 7 < pos.high
    length = length_bias([("A", 10, 5), ("B", 10, 5), ("B", 3, 9), ("tie", 1, 2), ("A", 4, 4)])
    assert (length.hits, length.n) == (2, 3)


def test_ratings_on_a_rubric(tmp_path):
    rows = [{"item": "q1", "rater": "h1", "dimension": d, "score": s}
            for d, s in (("正确性", 4), ("informativeness", 2), ("fluency", 3), ("logic", 1))]
    rows += [{"item": "q1", "rater": "h2", "dimension": "accuracy", "score": 5}]
    rs = parse_ratings(write(tmp_path / "h.csv", rows), rubric=get_rubric("llmeval2"))
    assert {s.dimension for s in rs.scores} == {"accuracy", "informativeness", "fluency", "logic"}
    report = ratings_report(rs)
    assert report["rubric"]["item_scores"] == [{"item": "q1", "dimension": "score", "value": 10.0, "n_ratings": 1,
                                                "note": None}]
    assert report["rubric"]["incomplete"] == [{"item": "q1", "rater": "h2",
                                               "missing": ["informativeness", "fluency", "logic"]}]
    again = load_imported(save_imported(rs, tmp_path / "out"))
    assert again.rubric == rs.rubric and again.rubric.fingerprint() == get_rubric("llmeval2").fingerprint()


@pytest.mark.parametrize("dimension, score, message", [
    ("fluency", 4, "score 4 is not a level of fluency ([1, 2, 3])"),
    ("harmlessness", 3, "dimension 'harmlessness' is not in the rubric 'llmeval2'"),
])
def test_scores_off_the_rubric_are_errors(tmp_path, dimension, score, message):
    path = write(tmp_path / "h.csv", [{"item": "q1", "rater": "h1", "dimension": dimension, "score": score}])
    with pytest.raises(PsyexamError, match="h.csv, line 2") as e:
        parse_ratings(path, rubric=get_rubric("llmeval2"))
    assert message in str(e.value)


def test_judge_calibration_on_the_same_rubric(tmp_path, capsys):
    folder = make_run(tmp_path)
    levels = {"条件反射": (5, 3), "遗忘曲线": (2, 1), "心理健康": (4, 2), "从众": (1, 1)}
    replies = {k: LLM2.format(a=a, i=i) for k, (a, i) in levels.items()}
    judge_run(folder, JudgeOptions("mock", extra={"responses": replies}), "llmeval2")
    human = {"q1": (5, 3), "q2": (3, 1), "q3": (4, 2), "q4": (1, 2)}
    rows = [{"item": q, "rater": r, "dimension": d, "score": v}
            for q, (a, i) in human.items() for r in ("h1", "h2")
            for d, v in (("accuracy", a), ("informativeness", i), ("fluency", 3), ("logic", 2))]
    ratings_file = write(tmp_path / "h.csv", rows)
    assert main(["ratings", "import", str(ratings_file), "--rubric", "llmeval2", "--out", str(tmp_path / "r")]) == 0
    capsys.readouterr()
    assert main(["ratings", "report", str(tmp_path / "r"), "--judge-run", str(folder), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)["judge_vs_humans"]
    acc = out["accuracy"]["calibration"]
    assert acc["n_items"] == 4 and acc["kappa"] == pytest.approx(cohen_kappa([5, 2, 4, 1], [5, 3, 4, 1], categories=[1, 2, 3, 4, 5]))
    assert acc["offset"]["estimate"] == pytest.approx(-0.25) and acc["disagreements"][0]["item"] == "q2"
    assert out["score"]["calibration"]["n_items"] == 4 and "kappa" not in out["score"]["calibration"]
    assert "rubric_note" not in out
    assert main(["ratings", "report", str(tmp_path / "r"), "--judge-run", str(folder)]) == 0
