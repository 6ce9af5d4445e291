"""``build all``: every step, the report, the same result twice, resuming after an interruption."""

from __future__ import annotations

import json

import pytest

from psyexam.build import pipeline, pipeline_steps
from psyexam.build.pipeline import STEPS, load_config, run_build, step_dir
from psyexam.errors import PsyexamError
from tests.build import crawl

CONFIG = """
[build]
out = "out"
[ingest]
inputs = ["raw"]
map = {{ exam = "考试" }}
[split]
test_per_exam = {test}
dev_per_exam = 2
reserved_per_exam = 2
seed = 3
"""


@pytest.fixture
def config(tmp_path, raw_dir):
    crawl.write(raw_dir)
    path = tmp_path / "build.toml"
    path.write_text(CONFIG.format(test=6), encoding="utf-8")
    return path


def _files(folder):
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_build_all_writes_every_step_the_bench_and_the_report(config):
    cfg = load_config(config)
    metas = run_build(cfg)
    out = cfg.folder
    assert all((step_dir(out, s) / "meta.json").exists() for s in STEPS)
    ingest, clean, dedup = metas["ingest"], metas["clean"], metas["dedup"]
    assert ingest["counts"]["held_by_reason"] == {"unparsed_record": 1}
    # the copy with a source tag is the same question once cleaned, and goes
    assert clean["changes"]["number"] >= 1 and clean["changes"]["source_tag"] == 1
    assert dedup["counts"]["removed"] == 1 and dedup["clusters"] == 1
    classify = metas["classify"]
    assert classify["by_part"] == {"KG": 60, "CA": 27}
    groups = metas["split"]["groups"]
    assert {g: c["test"] for g, c in groups.items()} == {"CA": 6, "GEE": 6, "PCE": 6}
    bench = {p.name: sum(1 for _ in p.open(encoding="utf-8")) for p in (out / "bench").iterdir()}
    assert bench["test.jsonl"] == 18 and bench["dev.jsonl"] == 6
    assert sum(1 for _ in (out / "reserved" / "reserved.jsonl").open(encoding="utf-8")) == 6
    report = (out / "report.md").read_text(encoding="utf-8")
    for heading in ("Counts after each step", "Removed and quarantined", "Duplicates", "Table 1", "unparsed_record"):
        assert heading in report
    html = (out / "report.html").read_text(encoding="utf-8")
    assert html.startswith("<!doctype html>") and "<table>" in html


def test_every_input_record_is_accounted_for(config):
    metas = run_build(load_config(config))
    n_in = metas["ingest"]["in"]
    lost = sum(m["counts"]["held"] + m["counts"]["removed"] for m in metas.values())
    assert n_in == lost + metas["split"]["counts"]["out"] == len(crawl.rows())


def test_the_same_config_gives_the_same_files(config):
    cfg = load_config(config)
    run_build(cfg)
    first = _files(cfg.folder)
    said = []
    run_build(cfg, say=said.append)
    assert _files(cfg.folder) == first
    assert all("unchanged" in line for line in said)


def test_an_interrupted_build_resumes_from_the_last_finished_step(config, monkeypatch):
    cfg = load_config(config)
    real = pipeline_steps.run_step
    ran = []

    def interrupted(name, *args, **kw):
        ran.append(name)
        if name == "classify":
            raise KeyboardInterrupt
        return real(name, *args, **kw)

    monkeypatch.setattr(pipeline_steps, "run_step", interrupted)
    with pytest.raises(KeyboardInterrupt):
        run_build(cfg)
    assert (step_dir(cfg.folder, "dedup") / "meta.json").exists()
    assert not step_dir(cfg.folder, "classify").exists()
    ran.clear()
    monkeypatch.setattr(pipeline_steps, "run_step", lambda name, *a, **k: ran.append(name) or real(name, *a, **k))
    run_build(cfg)
    assert ran == ["classify", "split"]


def test_a_changed_setting_reruns_only_the_steps_after_it(config):
    cfg = load_config(config)
    run_build(cfg)
    config.write_text(CONFIG.format(test=4), encoding="utf-8")
    said = []
    metas = run_build(load_config(config), say=said.append)
    assert [line.split(":")[0] for line in said if "running" in line] == ["split"]
    assert metas["split"]["groups"]["GEE"]["test"] == 4


def test_a_half_written_step_is_never_taken_for_a_finished_one(config, monkeypatch):
    cfg = load_config(config)

    def broken(folder, name, out, fp):
        tmp = step_dir(folder, name).with_name(step_dir(folder, name).name + ".tmp")
        tmp.mkdir(parents=True)
        (tmp / "records.jsonl").write_text("{}", encoding="utf-8")
        raise KeyboardInterrupt

    monkeypatch.setattr(pipeline, "write_step", broken)
    with pytest.raises(KeyboardInterrupt):
        run_build(cfg)
    assert pipeline.read_meta(cfg.folder, "ingest") is None


@pytest.mark.parametrize("text, message", [
    ("[ingest]\ninputs = []\n", "inputs must be"),
    ("[ingest]\ninputs = ['x']\n[colour]\n", "unknown section"),
    ("[ingest]\ninputs = ['x']\nwhat = 1\n", "unknown key"),
    ("[ingest\n", "invalid TOML"),
    ("[ingest]\ninputs = ['x']\n[split]\ntest_per_exam = 'many'\n", "whole numbers"),
])
def test_bad_configs_are_user_errors(tmp_path, text, message):
    path = tmp_path / "c.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(PsyexamError, match=message):
        load_config(path)


def test_dedup_json_is_written_for_export(config):
    cfg = load_config(config)
    run_build(cfg)
    data = json.loads((step_dir(cfg.folder, "dedup") / "dedup.json").read_text(encoding="utf-8"))
    assert len(data["clusters"]) == 1 and len(data["clusters"][0]["ids"]) == 2


def test_held_reasons_are_read_back_whatever_shape_the_file_gave():
    from psyexam.bank.records import Part, QType, Question

    q = Question(id="q", text="t", qtype=QType.SINGLE, part=Part.KG, options={"A": "a", "B": "b"},
                 answer=frozenset("A"))
    assert pipeline.held_reasons(q) == ["?"]
    assert pipeline.held_reasons(pipeline.hold(q, ["b", "a", "b"])) == ["a", "b"]
    q.extra["held"] = "odd"
    assert pipeline.held_reasons(q) == ["odd"]
