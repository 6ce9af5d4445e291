"""Open-QA judge scores in the report: the per-run block, the leaderboard column, and QA-only runs."""

from __future__ import annotations

import json
import math

import pytest

from psyexam.report.aggregate import Settings, build_report
from psyexam.report.html import render
from psyexam.report.leaderboard import MixedRunsError, build_board
from psyexam.report.load import ReportError, load_run, load_runs
from psyexam.report.tables import board_table, run_tables, to_csv, to_html, to_markdown
from psyexam.stats import bootstrap_mean
from tests.report.judged import SCORES, judged_run, mock_run

FAST = Settings(resamples=500)
DIM_A = '{"正确性": 4, "信息量": 3, "流畅性": 5, "逻辑性": 4, "无害性": 5}'
DIM_B = '{"正确性": 2, "信息量": 3, "流畅性": 3, "逻辑性": 2, "无害性": 5}'


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    base = tmp_path_factory.mktemp("judged")
    return {
        "mixed": judged_run(base / "mixed", qtypes=("single", "qa")),
        "qa_only": mock_run(base / "qa_only"),
        "dims": judged_run(base / "dims", model="mock:B", rubric="dimensions",
                           replies={"条件反射": DIM_A, "从众": DIM_B, "遗忘": "无法评价"}),
        "other_model": judged_run(base / "other", model="mock:A",
                                  replies={"条件反射": "分数：40", "从众": "分数：50"}),
        "other_judge": judged_run(base / "other_judge", model="mock:A", judge="mock:A"),
    }


def _by_id(rows):
    return {r["id"]: r for r in rows}


def test_qa_block_means_counts_and_failures(runs):
    rep = build_report(load_run(runs["mixed"]), FAST)
    q = rep.qa_judge
    assert rep.overall.n == 2 and rep.overall.ungraded == 6  # the two MCQs stay graded as before
    assert (q.judge, q.rubric, q.scale, q.n_items) == ("mock", "score100", (0.0, 100.0), 6)
    assert q.counts == {"scored": 4, "judge_failed": 2, "judge_error": 0, "no_answer": 0, "no_reference": 0}
    assert q.mean.estimate == pytest.approx(sum(SCORES.values()) / 4) == pytest.approx(76.25)
    expected = bootstrap_mean(list(SCORES.values()), n_resamples=500, seed=0)
    assert (q.mean.low, q.mean.high) == pytest.approx((expected.low, expected.high))
    assert q.mean.low < q.mean.estimate < q.mean.high
    assert [(g.key, g.items, g.scored, g.failures, g.mean.estimate) for g in q.subjects] == [
        ("普通心理学", 3, 2, 1, 87.5), ("社会心理学", 3, 2, 1, 65.0)]
    assert [(f.id, f.status) for f in q.failures] == [("a3", "judge_failed"), ("b3", "judge_failed")]
    assert "outside the scale" in q.failures[1].reason
    assert q.statement().startswith("mean over 4 scored of 6 QA items; 2 judge failures listed")
    d = json.loads(json.dumps(rep.to_dict()))["qa_judge"]
    assert d["mean"]["estimate"] == 76.25 and d["judge_failures"] == 2 and d["mean"]["n"] == 4
    assert _by_id(d["failures"])["b3"]["reply"] == "分数：150"
    assert set(_by_id(d["failures"])) == {"a3", "b3"} and d["not_judged"] == [] and d["dimensions"] == {}


def test_qa_tables_in_every_format(runs):
    rep = build_report(load_run(runs["mixed"]), FAST)
    tables = {t.name: t for t in run_tables(rep)}
    assert {"qa_judge", "qa_judge_subject", "qa_judge_not_scored", "subject"} <= set(tables)
    md = to_markdown(tables["qa_judge"])
    assert "### Open QA (LLM judge)" in md
    lo, hi = rep.qa_judge.mean.low, rep.qa_judge.mean.high
    assert f"| mock | score100 | 0-100 | 6 | 4 | 76.2 [{lo:.1f}, {hi:.1f}] | 2 | 0 | 0 |" in md
    assert "mean over 4 scored of 6 QA items; 2 judge failures listed" in md
    listing = to_markdown(tables["qa_judge_not_scored"])
    assert "| a3 | 普通心理学 | judge_failed | no score found in the reply | 回答还可以 |" in listing
    assert "| b3 | 社会心理学 | judge_failed |" in listing
    csv = to_csv(tables["qa_judge"]).splitlines()
    assert csv[0] == "judge,rubric,scale,QA items,scored,mean,mean low,mean high,judge failures,no answer,no reference"
    assert csv[1].startswith("mock,score100,0-100,6,4,76.25,")
    html = to_html(tables["qa_judge_subject"])
    assert "<td class=\"num\">87.5<br>" in html and "社会心理学" in html


def test_dimensions_rubric_means(runs):
    q = build_report(load_run(runs["dims"]), FAST).qa_judge
    assert q.counts["scored"] == 2 and q.judge_failures == 4
    assert q.scale == (1.0, 5.0)
    assert {k: v.estimate for k, v in q.dimensions.items()} == {
        "correctness": 3.0, "informativeness": 3.0, "fluency": 4.0, "logic": 3.0, "harmlessness": 5.0}
    assert q.mean.estimate == pytest.approx((4.2 + 3.0) / 2)
    md = "".join(to_markdown(t) for t in run_tables(build_report(load_run(runs["dims"]), FAST)))
    assert "### Open QA (LLM judge) by dimension" in md and "| fluency | 2 | 4.00 [" in md
    assert "| 3.60 [" in md


def test_judge_errors_and_missing_answers_are_listed(tmp_path):
    folder = judged_run(tmp_path / "r", extra={"fail_every": 3, "retryable": False},
                        judge_extra={"fail_first": 1}, retries=0)
    q = build_report(load_run(folder), FAST).qa_judge
    assert q.counts["no_answer"] == 2 and q.counts["judge_error"] == 1
    assert q.counts["scored"] + q.counts["judge_failed"] == 3
    assert len(q.failures) == q.judge_failures == q.counts["judge_failed"] + 1
    assert all(x.status == "no_answer" and "gave no answer" in x.reason for x in q.not_judged)
    s = q.statement()
    assert f"of 6 QA items; {q.judge_failures} judge failure" in s and "1 failed calls" in s
    assert "2 without an answer from the model" in s and "none of these is scored as 0" in s
    scored = [i.score for i in load_run(folder).judgements.items if i.status == "scored"]
    assert q.mean.n == len(scored) and q.mean.estimate == pytest.approx(sum(scored) / len(scored))


def test_qa_only_run_without_judgements(runs):
    run = load_run(runs["qa_only"])
    rep = build_report(run, FAST)
    assert rep.qa_judge is None and rep.overall.n == 0 and rep.overall.ungraded == 6
    assert math.isnan(rep.overall.accuracy.estimate)
    tables = run_tables(rep)
    assert [t.name for t in tables] == ["summary"]
    assert "accuracy tables omitted" in tables[0].notes[0] and "psyexam judge" in tables[0].notes[0]
    board = build_board([run])
    assert board.columns == [] and board.qa_columns == []
    bt = board_table(board)
    assert bt.headers == ["model"] and bt.rows == [["mock"]]
    for t in [bt, *tables]:
        to_markdown(t), to_csv(t), to_html(t)
    assert json.loads(json.dumps(rep.to_dict()))["qa_judge"] is None
    assert "psyexam report" in render([rep], board=board)


def test_qa_only_judged_run_has_only_the_qa_column(runs):
    run = load_run(runs["other_model"])
    board = build_board([run], resamples=500)
    assert board.columns == [] and board.qa_columns == ["QA (judge)"]
    (row,) = board.rows
    assert row.qa["QA (judge)"].estimate == 45.0 and row.qa["QA (judge)"].n == 2
    assert board_table(board).headers == ["model", "QA (judge)"]
    tables = run_tables(build_report(run, FAST))
    assert [t.name for t in tables] == ["summary", "qa_judge", "qa_judge_subject", "qa_judge_not_scored"]


def test_leaderboard_qa_column_and_sort(runs):
    a, b = load_run(runs["mixed"]), load_run(runs["other_model"])
    board = build_board([b, a], sort="qa (judge)", resamples=500)
    assert board.qa_columns == ["QA (judge)"]
    assert [r.model for r in board.rows] == ["mock", "mock:A"]
    assert [r.qa["QA (judge)"].estimate for r in board.rows] == [76.25, 45.0]
    assert board.rows[0].cells["KG/MCQA/zero-shot"].n == 2 and "KG/MCQA/zero-shot" not in board.rows[1].cells
    t = board_table(board)
    assert t.headers[-2:] == ["Avg", "QA (judge)"]
    assert any("judged by mock, rubric score100" in n for n in t.notes)
    d = board.to_dict()
    assert d["qa_columns"] == ["QA (judge)"]
    assert d["rows"][0]["qa_judge"]["QA (judge)"]["estimate"] == 76.25
    assert d["rows"][0]["qa_judge"]["QA (judge)"]["run"] == str(runs["mixed"])


def test_multiple_choice_and_judged_runs_of_one_model_share_a_row(runs, tmp_path):
    mc = load_run(mock_run(tmp_path / "mc", qtypes=("single",)))
    qa = load_run(runs["other_model"])
    judged_mock = load_run(judged_run(tmp_path / "qa", qtypes=("qa",)))
    board = build_board([mc, judged_mock, qa], resamples=500)
    rows = {r.model: r for r in board.rows}
    assert rows["mock"].runs["zero-shot"].folder == mc.folder
    assert rows["mock"].qa_runs["QA (judge)"].folder == judged_mock.folder
    assert rows["mock"].qa["QA (judge)"].estimate == 76.25
    with pytest.raises(ReportError, match="two judged zero-shot runs"):
        build_board([judged_mock, load_run(runs["mixed"])])


def test_different_judges_or_rubrics_are_refused_or_marked(runs):
    for other, fact in (("other_judge", "QA judge"), ("dims", "QA rubric")):
        a, b = load_runs([runs["mixed"], runs[other]])[0]
        with pytest.raises(MixedRunsError, match=fact):
            build_board([a, b])
        board = build_board([a, b], allow_mixed=True, resamples=500)
        marked = [r for r in board.rows if r.marks]
        assert len(marked) == 1 and any(m.startswith(f"{fact} differs") for m in marked[0].marks)
        notes = board_table(board).notes
        assert any("not comparable" in n for n in notes)


def test_level_and_coverage_notes(runs, tmp_path):
    import shutil

    folder = tmp_path / "copy"
    shutil.copytree(runs["mixed"], folder)
    lines = (folder / "judge.jsonl").read_text(encoding="utf-8").splitlines()
    (folder / "judge.jsonl").write_text("\n".join(lines[1:]) + "\n", encoding="utf-8")
    rep = build_report(load_run(folder), Settings(level=0.9, resamples=500))
    q = rep.qa_judge
    assert q.n_items == 5 and any("1 QA items of the run have no judgement" in n and "a1" in n for n in q.notes)
    assert "mean [90% CI]" in run_tables(rep)[1].headers


def test_damaged_judge_files_name_the_problem(runs, tmp_path):
    import shutil

    folder = tmp_path / "bad"
    shutil.copytree(runs["mixed"], folder)
    path = folder / "judge.jsonl"
    good = path.read_text(encoding="utf-8").splitlines()
    path.write_text(good[0] + "\n{not json\n", encoding="utf-8")
    with pytest.raises(ReportError, match=r"judge.jsonl, line 2"):
        load_run(folder)
    row = json.loads(good[0])
    row["score"] = 250.0
    path.write_text(json.dumps(row) + "\n", encoding="utf-8")
    with pytest.raises(ReportError, match="score 250 outside the scale 0-100"):
        load_run(folder)
    row.update(score=None)
    path.write_text(json.dumps(row) + "\n", encoding="utf-8")
    with pytest.raises(ReportError, match="scored but the score is None"):
        load_run(folder)
    (folder / "judge_summary.json").unlink()
    with pytest.raises(ReportError, match="judge_summary.json"):
        load_run(folder)
