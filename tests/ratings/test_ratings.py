import csv
import json

import numpy as np
import pytest
from rich.console import Console

from psyexam.cli import main
from psyexam.ratings import (
    RatingsError,
    aggregate_scores,
    load_imported,
    parse_ratings,
    ratings_report,
    save_imported,
)
from psyexam.ui.judge import print_ratings


def write_csv(path, rows, fields=("item", "rater", "dimension", "score")):
    with path.open("w", encoding="utf-8", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(fields))
        w.writeheader()
        w.writerows(rows)
    return path


def known_agreement_rows(n_items=300, raters=("r1", "r2", "r3"), p_copy=0.8, seed=0, odd=None):
    """Raters copy a true 1-5 score with probability p_copy, else pick uniformly; ``odd`` always picks at random."""
    rng = np.random.default_rng(seed)
    rows = []
    for i in range(n_items):
        truth = int(rng.integers(1, 6))
        for r in raters:
            copy = r != odd and rng.random() < p_copy
            rows.append({"item": f"q{i}", "rater": r, "dimension": "correctness",
                         "score": truth if copy else int(rng.integers(1, 6))})
    return rows


def test_import_report_known_agreement(tmp_path):
    path = write_csv(tmp_path / "r.csv", known_agreement_rows(odd="r3", raters=("r1", "r2", "r3", "r4")))
    rs = parse_ratings(path)
    assert len(rs.scores) == 1200 and rs.raters == ["r1", "r2", "r3", "r4"]
    report = ratings_report(rs)
    block = report["agreement"]["correctness"]
    assert block["overall"]["method"] == "fleiss" and block["overall"]["n_units"] == 300
    # three raters at p=0.8 and one at random: Fleiss' kappa is the mean pairwise chance-corrected agreement
    expected = (3 * 0.8 ** 2) / 6
    assert block["overall"]["kappa"] == pytest.approx(expected, abs=0.05)
    assert block["raters_by_disagreement"][0]["rater"] == "r3"
    assert block["pairs"]["r1 / r2"]["kappa"] == pytest.approx(0.64, abs=0.08)
    assert block["pairs"]["r1 / r2"]["reading"] == "good"
    assert block["pairs"]["r1 / r3"]["reading"] == "poor"


def test_two_raters_use_cohen(tmp_path):
    path = write_csv(tmp_path / "r.csv", known_agreement_rows(raters=("a", "b"), p_copy=0.9, seed=4))
    a = ratings_report(parse_ratings(path))["agreement"]["correctness"]["overall"]
    assert a["method"] == "cohen" and a["kappa"] == pytest.approx(0.81, abs=0.07)


def test_jsonl_roundtrip(tmp_path):
    path = tmp_path / "r.jsonl"
    rows = known_agreement_rows(n_items=5)
    path.write_text("\n".join(json.dumps(r) for r in rows) + "\n")
    rs = parse_ratings(path)
    save_imported(rs, tmp_path / "db")
    back = load_imported(tmp_path / "db")
    assert back.scores == rs.scores and back.scale == (1.0, 5.0)


def test_aggregations():
    from psyexam.ratings.records import ScoreRating

    s = [ScoreRating("q", r, "d", v, 0) for r, v in (("a", 1), ("b", 4), ("c", 4), ("e", 5))]
    got = {m: aggregate_scores(s, m)[0].value for m in ("mos", "median", "max", "vote")}
    assert got == {"mos": 3.5, "median": 4.0, "max": 5, "vote": 4}
    tie = aggregate_scores(s[:2], "vote")[0]
    assert tie.value is None and "no majority" in tie.note


@pytest.mark.parametrize("rows, kwargs, message", [
    ([{"item": "q1", "rater": "a", "dimension": "c", "score": 7}], {}, "line 2: score 7 is outside the scale 1–5"),
    ([{"item": "q1", "rater": "a", "dimension": "c", "score": "good"}], {}, "line 2: score 'good' is not a number"),
    ([{"item": "q1", "rater": "a", "dimension": "c", "score": ""}], {}, "line 2: missing 'score'"),
    ([{"item": "", "rater": "a", "dimension": "c", "score": 3}], {}, "line 2: missing 'item'"),
    ([{"item": "q9", "rater": "a", "dimension": "c", "score": 3}], {"items": {"q1"}}, "line 2: unknown item 'q9'"),
    ([{"item": "q1", "rater": "zz", "dimension": "c", "score": 3}], {"raters": {"a"}}, "line 2: unknown rater 'zz'"),
    ([{"item": "q1", "rater": "a", "dimension": "c", "score": 3}], {"raters": {"a", "b"}}, "rater(s) b rated nothing"),
    ([{"item": "q1", "rater": "a", "dimension": "c", "score": 3}] * 2, {}, "line 3: rater 'a' already rated this on line 2"),
])
def test_bad_rows_name_the_line(tmp_path, rows, kwargs, message):
    path = write_csv(tmp_path / "bad.csv", rows)
    with pytest.raises(RatingsError) as e:
        parse_ratings(path, **kwargs)
    assert message in str(e.value) and "bad.csv" in str(e.value)


def test_bad_choice_and_empty_file(tmp_path):
    fields = ("item", "rater", "model_a", "model_b", "choice")
    path = write_csv(tmp_path / "c.csv", [{"item": "q1", "rater": "a", "model_a": "x", "model_b": "y", "choice": "C"}], fields)
    with pytest.raises(RatingsError, match="line 2: choice 'C'"):
        parse_ratings(path)
    with pytest.raises(RatingsError, match="no ratings"):
        parse_ratings(write_csv(tmp_path / "e.csv", []))
    (tmp_path / "x.txt").write_text("x")
    with pytest.raises(RatingsError, match=".csv, .tsv or .jsonl"):
        parse_ratings(tmp_path / "x.txt")


def test_pairwise_choices_feed_rankings(tmp_path):
    rows = []
    for i in range(20):
        for r in ("a", "b", "c"):
            choice = "A" if (i % 5 or r != "c") else "B"
            # half the rows list the models the other way round: orientation must not matter
            if i % 2:
                rows.append({"item": f"q{i}", "rater": r, "model_a": "strong", "model_b": "weak", "choice": choice})
            else:
                rows.append({"item": f"q{i}", "rater": r, "model_a": "weak", "model_b": "strong",
                             "choice": {"A": "B", "B": "A"}[choice]})
    path = write_csv(tmp_path / "p.csv", rows, ("item", "rater", "model_a", "model_b", "choice"))
    report = ratings_report(parse_ratings(path))
    assert report["pairwise_rankings"]["points"][0]["model"] == "strong"
    assert report["pairwise_rankings"]["points"][0]["wins"] == 56
    agree = report["pairwise_agreement"]
    assert agree["overall"]["method"] == "fleiss" and agree["overall"]["n_units"] == 20
    assert agree["raters_by_disagreement"][0]["rater"] == "c"


def test_cli_import_and_report(tmp_path, capsys):
    path = write_csv(tmp_path / "r.csv", known_agreement_rows(n_items=40))
    out = tmp_path / "db"
    assert main(["ratings", "import", str(path), "--out", str(out), "--raters", "r1,r2,r3"]) == 0
    assert "Imported 120 scores" in capsys.readouterr().out
    assert main(["ratings", "report", str(out), "--aggregate", "median", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["aggregation"] == "median" and len(report["aggregates"]) == 40
    assert main(["ratings", "report", str(out)]) == 0
    assert "Inter-rater agreement" in capsys.readouterr().out
    bad = write_csv(tmp_path / "bad.csv", [{"item": "q1", "rater": "a", "dimension": "c", "score": 9}])
    assert main(["ratings", "import", str(bad), "--out", str(out)]) == 2
    assert "line 2" in capsys.readouterr().err
    assert main(["ratings", "import", str(bad), "--out", str(out), "--scale", "0-10"]) == 0


# Three raters on five items plus one item rated once (hand-computed in tests/stats/test_agreement.py):
# all three agree on u1 and u4 -> percent agreement 2/5 = 0.4; agreeing pairs 3,1,0,3,1 of 3 -> 8/15.
THREE_RATERS = {"u1": (1, 1, 1), "u2": (1, 1, 2), "u3": (1, 2, 3), "u4": (2, 2, 2), "u5": (3, 3, 1)}


def test_report_percent_and_pairwise_agreement(tmp_path, capsys):
    rows = [{"item": u, "rater": r, "dimension": "correctness", "score": s}
            for u, scores in THREE_RATERS.items() for r, s in zip(("a", "b", "c"), scores)]
    rows.append({"item": "u6", "rater": "a", "dimension": "correctness", "score": 2})
    path = write_csv(tmp_path / "r.csv", rows)
    assert main(["ratings", "import", str(path), "--out", str(tmp_path / "db")]) == 0
    capsys.readouterr()
    assert main(["ratings", "report", str(tmp_path / "db"), "--json"]) == 0
    overall = json.loads(capsys.readouterr().out)["agreement"]["correctness"]["overall"]
    assert overall["percent_agreement"] == pytest.approx(0.4)
    assert overall["pairwise_agreement"] == pytest.approx(8 / 15)
    assert overall["agreement_units"] == 5 and overall["single_rated_units"] == 1
    console = Console(width=200, record=True)
    print_ratings(ratings_report(load_imported(tmp_path / "db")), console)
    shown = console.export_text()
    assert "0.400" in shown and "0.533" in shown and "rated by only one rater are not counted" in shown
