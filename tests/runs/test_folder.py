"""The run folder's records, format version and atomic files."""

from __future__ import annotations

import json

import pytest

from psyexam.errors import PsyexamError
from psyexam.runs import (
    FORMAT_VERSION,
    CallCounts,
    ItemResult,
    Manifest,
    ModelInfo,
    Prompt,
    RunFolder,
    RunFolderError,
    migrate,
    summarise,
)


def _item(i: int, correct: bool | None = True, **kw) -> ItemResult:
    base = dict(id=f"q{i}", split="dev", qtype="single", part="KG", exam="GEE", subject="普通心理学", chapter=None,
                concept=None, ca_category=None, gold="A", prediction="A" if correct else "B", correct=correct,
                exam_credit=None if correct is None else float(bool(correct)),
                f1=None if correct is None else float(bool(correct)), unparsed=False, error=None)
    return ItemResult(**{**base, **kw})


def _write_manifest(tmp_path, data) -> RunFolder:
    (tmp_path / "manifest.json").write_text(json.dumps(data), encoding="utf-8")
    return RunFolder(tmp_path)


def test_a_new_manifest_round_trips_with_its_version(tmp_path):
    rf = RunFolder(tmp_path / "r")
    m = Manifest(psyexam_version="0.1.0", run_key="k", started="t", config={"model": "mock:", "shots": 2},
                 model=ModelInfo(spec="mock:", identity={"backend": "mock"}))
    rf.write_manifest(m)
    data = json.loads(rf.manifest_path.read_text(encoding="utf-8"))
    assert data["format_version"] == FORMAT_VERSION == 1
    assert "finished" not in data and data["status"] == "running"
    m.finish(CallCounts(made=3), ["few shots"], 1.23456)
    rf.write_manifest(m)
    back = rf.read_manifest()
    assert back.status == "complete" and back.wall_seconds == 1.235 and back.calls.made == 3
    assert back.settings.shots == 2 and back.warnings == ["few shots"]
    assert not list(rf.path.glob("*.tmp"))


def test_a_newer_format_is_refused_in_one_line(tmp_path):
    rf = _write_manifest(tmp_path, {"format_version": FORMAT_VERSION + 1, "model": {"spec": "x"}})
    with pytest.raises(PsyexamError, match="newer than this psyexam reads") as e:
        rf.read_manifest()
    assert "\n" not in str(e.value)


@pytest.mark.parametrize("version", ["1", 1.5, True, -1])
def test_a_bad_format_version_is_refused(tmp_path, version):
    with pytest.raises(RunFolderError, match="format_version must be a whole number"):
        _write_manifest(tmp_path, {"format_version": version, "model": {"spec": "x"}}).read_manifest()


def test_version_0_sections_of_the_wrong_type_read_as_empty():
    data = migrate({"config": ["x"], "model": {"spec": "m", "identity": "?"}, "bank": 3, "calls": 5,
                    "warnings": "oops"})
    m = Manifest.model_validate(data)
    assert m.config == {} and m.model.identity == {} and m.bank.spec is None and m.calls is None
    assert m.warnings == [] and m.status == "unknown" and m.format_version == FORMAT_VERSION


@pytest.mark.parametrize("data, message", [
    ({"config": {"shots": "three"}, "model": {"spec": "m"}}, "config.shots must be a whole number, got 'three'"),
    ({"config": {}, "model": {}}, "no model spec"),
    ({"format_version": 1, "model": {"spec": "m"}, "calls": {"made": "many"}}, "calls.made"),
    ([1, 2], "expected a JSON object"),
])
def test_bad_manifests_give_one_line_errors(tmp_path, data, message):
    with pytest.raises(RunFolderError, match=message) as e:
        _write_manifest(tmp_path, data).read_manifest()
    assert "\n" not in str(e.value)


def test_samples_round_trip_with_their_prompts(tmp_path):
    rf = RunFolder(tmp_path)
    items = [_item(0), _item(1, False, logprobs={"A": float("-inf"), "B": -0.1})]
    rf.write_samples(items, [Prompt(messages=[{"role": "user", "content": "题"}], prompt="raw"), None])
    rows = [json.loads(x) for x in rf.samples_path.read_text(encoding="utf-8").splitlines()]
    assert rows[0]["messages"] == [{"role": "user", "content": "题"}] and rows[0]["prompt"] == "raw"
    assert rows[1]["messages"] == [] and "prompt" not in rows[1]
    assert rows[1]["logprobs"] == {"A": None, "B": -0.1}
    assert [r.id for r in rf.read_samples()] == ["q0", "q1"]
    assert rf.read_prompts()["q0"].prompt == "raw"


def test_samples_and_prompts_must_pair_up(tmp_path):
    with pytest.raises(ValueError):
        RunFolder(tmp_path).write_samples([_item(0)], [])


def test_a_torn_last_line_keeps_the_earlier_prompts(tmp_path):
    rf = RunFolder(tmp_path)
    rf.write_samples([_item(0)], [Prompt(messages=[{"role": "user", "content": "a"}])])
    with rf.samples_path.open("a", encoding="utf-8") as f:
        f.write('{"id": "q1", "messages": [{"role"')
    assert list(rf.read_prompts()) == ["q0"]
    with pytest.raises(RunFolderError, match="line 2: not valid JSON"):
        rf.read_samples()


def test_summary_keeps_its_json_shape(tmp_path):
    items = [_item(0), _item(1, False, error="timeout", prediction=None),
             _item(2, None, qtype="qa", gold=None), _item(3, True, exam=None, part="CA", ca_category="diagnosis")]
    s = summarise(items)
    d = s.to_dict()
    assert list(d) == ["overall", "part_type", "exam", "ca_category", "subject", "qtype", "errors_list"]
    assert list(d["overall"]) == ["n", "correct", "accuracy", "ci95", "unparsed", "errors", "exam_credit", "f1",
                                  "ungraded"]
    assert d["overall"]["n"] == 3 and d["overall"]["correct"] == 2 and d["overall"]["errors"] == 1
    assert "ungraded" not in d["ca_category"]["diagnosis"] and d["exam"]["GEE"]["ungraded"] == 1
    assert d["part_type"]["KG/QA"]["n"] == 0 and d["part_type"]["KG/QA"]["accuracy"] is None
    assert d["errors_list"] == [{"id": "q1", "error": "timeout"}]
    rf = RunFolder(tmp_path)
    rf.write_summary(s)
    assert rf.read_summary() == s
