import json

import pytest

from psyexam.cli import main
from psyexam.errors import PsyexamError
from psyexam.judge import JudgeOptions, judge_run, load_judgements
from tests.judge.conftest import make_run

REPLIES = {"条件反射": "分数：９０分", "遗忘曲线": "85/100", "心理健康": "分数：150", "从众": "这个回答不错"}


def test_scores_failures_and_files(qa_run):
    j = judge_run(qa_run, JudgeOptions("mock", extra={"responses": REPLIES}))
    by_id = {i.id: i for i in j.items}
    assert by_id["q1"].score == 90 and by_id["q2"].score == 85
    assert by_id["q3"].status == "judge_failed" and by_id["q3"].score is None and "outside" in by_id["q3"].error
    assert by_id["q4"].status == "judge_failed" and "no score" in by_id["q4"].error
    assert j.summary["mean"]["estimate"] == pytest.approx(87.5)
    assert j.summary["judge_failures"] == 2
    assert {r["id"] for r in j.summary["not_scored"]} == {"q3", "q4"}
    manifest = json.loads((qa_run / "judge_manifest.json").read_text())
    assert manifest["judge"]["spec"] == "mock" and manifest["rubric"]["name"] == "score100"
    assert len(manifest["rubric"]["fingerprint"]) == 12
    loaded = load_judgements(qa_run)
    assert loaded.scores() == {"q1": 90.0, "q2": 85.0}
    assert [i.id for i in loaded.failures()] == ["q3", "q4"]
    assert loaded.rubric == "score100" and loaded.scale == (0.0, 100.0)


def test_rejudging_only_asks_for_missing(qa_run):
    first = judge_run(qa_run, JudgeOptions("mock", extra={"responses": REPLIES}))
    assert first.manifest["calls"]["made"] == 4
    again = judge_run(qa_run, JudgeOptions("mock", extra={"responses": REPLIES}))
    assert again.manifest["calls"] == {"made": 0, "reused": 4, "failed": 0, "retries": 0}
    other = judge_run(qa_run, JudgeOptions("mock:A"))  # another judge: a new set of calls
    assert other.manifest["calls"]["made"] == 4


def test_failed_calls_are_listed_then_retried(qa_run):
    broken = JudgeOptions("mock", retries=0, extra={"responses": REPLIES, "fail_first": 3})
    j = judge_run(qa_run, broken)
    assert j.summary["counts"]["judge_error"] == 3
    assert all(i.score is None for i in j.items if i.status == "judge_error")
    j = judge_run(qa_run, JudgeOptions("mock", retries=0, extra={"responses": REPLIES}))
    assert j.summary["counts"]["judge_error"] == 0 and j.manifest["calls"]["made"] == 3


def test_missing_answer_is_listed_not_scored(tmp_path):
    folder = make_run(tmp_path, extra={"fail_every": 2, "retryable": False})
    j = judge_run(folder, JudgeOptions("mock", extra={"responses": REPLIES}))
    statuses = [i.status for i in j.items]
    assert statuses.count("no_answer") == 2
    assert all(i.score is None and "gave no answer" in i.error for i in j.items if i.status == "no_answer")
    assert j.summary["counts"]["no_answer"] == 2 and j.summary["n_items"] == 4


def test_hidden_references(tmp_path):
    folder = make_run(tmp_path, hidden={"q1", "q2", "q3", "q4"})
    j = judge_run(folder, JudgeOptions("mock", extra={"responses": REPLIES}))
    assert {i.status for i in j.items} == {"no_reference"}
    assert j.summary["counts"]["scored"] == 0 and j.summary["mean"]["n"] == 0
    assert j.manifest["calls"]["made"] == 0


def test_dimensions_rubric(qa_run):
    reply = '{"正确性": 4, "信息量": 3, "流畅性": 5, "逻辑性": 4, "无害性": 5}'
    j = judge_run(qa_run, JudgeOptions("mock", extra={"responses": {"条件反射": reply, "遗忘": reply}}), "dimensions")
    scored = [i for i in j.items if i.status == "scored"]
    assert len(scored) == 2 and scored[0].dimensions["fluency"] == 5
    assert scored[0].score == pytest.approx(21 / 5)
    assert j.summary["dimensions"]["correctness"]["estimate"] == 4
    assert j.summary["judge_failures"] == 2


def test_not_judged_and_not_a_run(tmp_path, qa_run):
    assert load_judgements(qa_run) is None
    with pytest.raises(PsyexamError, match="not a run folder"):
        judge_run(tmp_path, JudgeOptions("mock"))


def test_run_without_qa(tmp_path):
    from psyexam.run.config import RunConfig
    from psyexam.run.engine import run
    from tests.run.conftest import write_bank

    folder = run(RunConfig(model="mock", bench=str(write_bank(tmp_path / "b.jsonl")), out=tmp_path / "r"),
                 progress=False).folder
    with pytest.raises(PsyexamError, match="no open"):
        judge_run(folder, JudgeOptions("mock"))


def test_cli_json(qa_run, capsys):
    rc = main(["judge", str(qa_run), "--judge", "mock", "--json",
               "--backend-option", "responses=" + json.dumps(REPLIES, ensure_ascii=False)])
    assert rc == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["counts"]["scored"] == 2 and summary["judge"] == "mock"


def test_cli_unknown_rubric_and_judge(qa_run, capsys):
    assert main(["judge", str(qa_run), "--judge", "nosuch:x"]) == 2
    assert "unknown backend" in capsys.readouterr().err


def test_corrupt_judge_file_names_the_line(qa_run):
    judge_run(qa_run, JudgeOptions("mock", extra={"responses": REPLIES}))
    path = qa_run / "judge.jsonl"
    path.write_text(path.read_text() + "{not json\n")
    with pytest.raises(PsyexamError, match="judge.jsonl, line 5"):
        load_judgements(qa_run)


def _item(status, score=None, dimensions=None, qid="x"):
    from psyexam.judge import JudgedItem

    return JudgedItem(qid, None, status, score, dimensions, None, None)


def test_scored_scores_take_only_scored_items_and_refuse_one_without_a_score():
    from psyexam.judge.grade import dimension_scores, scored_scores

    items = [_item("scored", 80.0, {"correctness": 4}), _item("failed"), _item("scored", 60.0, {"correctness": 2})]
    assert scored_scores(items) == [80.0, 60.0]
    assert dimension_scores(items, "correctness") == [4, 2]
    # a broken line is an error, never an item quietly left out of the mean
    with pytest.raises(PsyexamError, match="item bad: scored but without a score"):
        scored_scores([*items, _item("scored", None, qid="bad")])
    with pytest.raises(PsyexamError, match="item bad: scored but without a logic score"):
        dimension_scores([_item("scored", 3.0, {"correctness": 3}, qid="bad")], "logic")
