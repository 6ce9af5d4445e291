"""SFT export (formats, refusals, leakage, datasets) and the reserved split kept out of evaluation."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from psyexam.build.pipeline import load_config, run_build
from psyexam.build.sft import build_rows, card_path, load_source
from psyexam.cli import main
from psyexam.cli.export_cmd import export
from psyexam.errors import PsyexamError
from psyexam.prompt import build_prompt, get_template
from tests.build import crawl
from tests.build.test_pipeline import CONFIG


def _bank(path, rows):
    path.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n", encoding="utf-8")
    return str(path)


def _row(qid, text, split, answer="A", explanation=None):
    return {"id": qid, "question": text, "type": "single", "part": "KG", "options": {"A": "甲", "B": "乙"},
            "answer": answer, "split": split, "subject": "普通心理学", "explanation": explanation}


@pytest.fixture
def bank(tmp_path):
    return _bank(tmp_path / "b.jsonl", [
        _row("t1", "训练题一", "train", explanation="因为甲"), _row("t2", "与测试相同的题", "train"),
        _row("t3", "训练题三", "train", answer="B"), _row("e1", "与测试相同的题", "test"),
        _row("d1", "开发题", "dev"),
    ])


@pytest.mark.parametrize("fmt", ["alpaca", "sharegpt", "openai-chat"])
def test_rows_use_the_evaluation_prompt_and_leave_out_leaks(bank, fmt):
    source = load_source(bank)
    data = build_rows(source, fmt)
    assert [q.id for q in data.used] == ["t1", "t3"]
    assert data.excluded["duplicate of an evaluation record"] == 1
    prompt = build_prompt(source.train[0], get_template("plain"), chat=True).messages[-1].content
    row = data.rows[0]
    user, answer = {
        "alpaca": lambda r: (r["instruction"], r["output"]),
        "sharegpt": lambda r: (r["conversations"][0]["value"], r["conversations"][1]["value"]),
        "openai-chat": lambda r: (r["messages"][-2]["content"], r["messages"][-1]["content"]),
    }[fmt](row)
    assert user == prompt and answer == "答案：A"


def test_explanations_only_when_asked(bank):
    source = load_source(bank)
    assert build_rows(source, "alpaca", with_explanation=True).rows[0]["output"] == "解析：因为甲\n答案：A"
    assert "因为甲" not in json.dumps(build_rows(source, "alpaca").rows, ensure_ascii=False)


def test_evaluation_splits_are_refused_without_force(bank):
    for split in ("dev", "test", "reserved"):
        with pytest.raises(PsyexamError, match="--force"):
            load_source(bank, split=split)
    assert [q.id for q in load_source(bank, split="dev", force=True).train] == ["d1"]


def test_cli_writes_rows_and_card_that_datasets_loads(bank, tmp_path, monkeypatch):
    datasets = pytest.importorskip("datasets")
    monkeypatch.setenv("HF_DATASETS_OFFLINE", "1")
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    out = tmp_path / "sft" / "train.jsonl"
    result = CliRunner().invoke(export, ["sft", bank, "--format", "openai-chat", "--out", str(out)])
    assert result.exit_code == 0, result.output
    card = card_path(out).read_text(encoding="utf-8")
    assert "Rows: 2" in card and "duplicate of an evaluation record: 1" in card and "Licence" in card
    ds = datasets.load_dataset("json", data_files=str(out), split="train", cache_dir=str(tmp_path / "cache"))
    assert ds.num_rows == 2 and ds[0]["messages"][-1] == {"role": "assistant", "content": "答案：A"}


def test_export_is_registered_and_refusal_is_one_line(bank, tmp_path, capsys):
    code = main(["export", "sft", bank, "--format", "alpaca", "--split", "test", "--out", str(tmp_path / "x")])
    assert code == 2 and "refusing" in capsys.readouterr().err


def test_export_from_a_build_folder(tmp_path, raw_dir):
    crawl.write(raw_dir)
    (tmp_path / "build.toml").write_text(CONFIG.format(test=6), encoding="utf-8")
    cfg = load_config(tmp_path / "build.toml")
    run_build(cfg)
    source = load_source(str(cfg.folder))
    data = build_rows(source, "sharegpt")
    train = (cfg.folder / "bench" / "train.jsonl").read_text(encoding="utf-8").count("\n")
    assert len(data.rows) == train and {q.split for q in data.used} == {"train"}
    assert {q.split for q in source.others} == {"dev", "test", "reserved"}


def test_run_refuses_a_reserved_split_unless_allowed(tmp_path):
    from psyexam.run.config import RunConfig
    from psyexam.run.engine import run

    rows = [_row(f"r{i}", f"保留题{i}", "reserved") for i in range(3)] + [_row("t", "测试题", "test")]
    path = _bank(tmp_path / "r.jsonl", rows)
    with pytest.raises(PsyexamError, match="--allow-reserved"):
        run(RunConfig(model="mock:", bench=path, out=tmp_path / "run"), progress=False)
    outcome = run(RunConfig(model="mock:", bench=path, split="reserved", allow_reserved=True, out=tmp_path / "ok"),
                  progress=False)
    assert len(outcome.results) == 3


def test_allow_reserved_does_not_change_the_run_key():
    from psyexam.run.config import RunConfig

    assert RunConfig(allow_reserved=True).run_key() == RunConfig().run_key()
