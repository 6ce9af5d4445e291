"""Folders written before the format had a version read, report, rescore, resume and judge as before."""

from __future__ import annotations

import json

import pytest

from psyexam.cli import main
from psyexam.judge import load_judgements
from psyexam.run.config import RunConfig
from psyexam.run.engine import run
from psyexam.run.rescore import rescore_run
from psyexam.runs import FORMAT_VERSION, RunFolder
from tests.runs.folders import DATA, NAMES, copy_run


@pytest.mark.parametrize("name", NAMES)
def test_report_gives_the_figures_the_old_version_gave(name, tmp_path, capsys):
    folder = copy_run(name, tmp_path)
    assert main(["report", str(folder), "--json"]) == 0
    # the expected report was made with the folder at tests/data/runs/<name>
    got = json.loads(capsys.readouterr().out.replace(str(folder), f"tests/data/runs/{name}"))
    expected = json.loads((DATA / "expected" / f"{name}.report.json").read_text(encoding="utf-8"))
    assert got == expected


def test_the_stored_folders_have_no_version():
    for name in NAMES:
        assert "format_version" not in json.loads((DATA / name / "manifest.json").read_text(encoding="utf-8"))


def test_the_manifest_migrates_to_the_current_record(v0_mock):
    m = RunFolder(v0_mock).read_manifest()
    assert m.format_version == FORMAT_VERSION
    assert m.model_spec == "mock:" and m.bank_spec == "demo"
    assert m.status == "complete" and m.calls is not None and m.calls.made == 30
    assert m.config["limit"] == 30 and m.settings.prompt == "plain" and m.settings.shots is None
    assert m.bank.fingerprint == "b05ab3d199ad7bd6"


@pytest.mark.parametrize("name", NAMES)
def test_samples_and_summary_read_back(name, tmp_path):
    rf = RunFolder(copy_run(name, tmp_path))
    items = rf.read_samples()
    assert len(items) == 30
    summary = rf.read_summary()
    assert summary.to_dict() == json.loads(rf.summary_path.read_text(encoding="utf-8"))
    assert summary.overall.n + summary.overall.ungraded == 30
    assert summary.overall.correct == sum(bool(i.correct) for i in items)


@pytest.mark.parametrize("name", NAMES)
def test_rescore_rewrites_the_same_summary_and_keeps_the_prompts(name, tmp_path, capsys):
    folder = copy_run(name, tmp_path)
    before_summary = (folder / "summary.json").read_text(encoding="utf-8")
    before_samples = (folder / "samples.jsonl").read_text(encoding="utf-8")
    summary = rescore_run(folder)
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert len(lines) == 30 and set(lines[0]) == {"id", "prediction", "correct", "extraction"}
    assert summary == json.loads(before_summary)
    assert (folder / "summary.json").read_text(encoding="utf-8") == before_summary
    assert (folder / "samples.jsonl").read_text(encoding="utf-8") == before_samples


def test_rescore_cli_on_a_v0_folder(v0_majority, tmp_path, capsys):
    out = tmp_path / "rescored.jsonl"
    assert main(["rescore", str(v0_majority), "--out", str(out)]) == 0
    assert len(out.read_text(encoding="utf-8").splitlines()) == 30
    assert "Overall" in capsys.readouterr().err


def test_a_v0_folder_resumes_without_new_calls_and_is_upgraded(v0_mock):
    cfg = RunConfig(model="mock:", bench="demo", qtypes=("single", "multi", "qa"), limit=30, out=v0_mock)
    old = json.loads((v0_mock / "summary.json").read_text(encoding="utf-8"))
    outcome = run(cfg, progress=None)
    assert outcome.stats.made == 0 and outcome.stats.reused == 30
    assert outcome.summary == old
    manifest = json.loads((v0_mock / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["format_version"] == FORMAT_VERSION


def test_the_judged_v0_folder_keeps_its_grades(v0_mock):
    j = load_judgements(v0_mock)
    assert j is not None and j.rubric == "score100"
    assert sorted(j.scores().values()) == [65.0, 80.0]
    assert [i.id for i in j.failures()] == ["demo-abn-017"]


def test_judging_a_v0_folder_again_reuses_the_judge_store(v0_mock):
    from psyexam.judge import JudgeOptions, judge_run

    replies = {"两类错误": "分数：80", "大五人格": "分数：65"}
    j = judge_run(v0_mock, JudgeOptions("mock:", concurrency=1, extra={"responses": replies}))
    assert j.manifest["calls"]["made"] == 0
    assert sorted(j.scores().values()) == [65.0, 80.0]

