import json

import pytest

from psyexam.bank.loaders import load_bank
from psyexam.run.config import RunConfig
from psyexam.run.engine import run


def _cfg(bank, out, **kw):
    return RunConfig(model=kw.pop("model", "mock:"), bench=bank, out=out, **kw)


def test_run_writes_store_manifest_samples_and_summary(small_bank, tmp_path):
    outcome = run(_cfg(small_bank, tmp_path / "r"), progress=False)
    folder = tmp_path / "r"
    summary = json.loads((folder / "summary.json").read_text())
    assert set(summary["overall"]) >= {"n", "correct", "accuracy", "unparsed", "errors"}
    assert summary["overall"]["n"] == 18 == len(outcome.results)
    assert summary["overall"]["correct"] == sum(r.correct for r in outcome.results)
    manifest = json.loads((folder / "manifest.json").read_text())
    assert manifest["status"] == "complete" and manifest["bank"]["fingerprint"]
    assert manifest["model"]["spec"] == "mock:" and manifest["calls"]["made"] == 18
    lines = (folder / "samples.jsonl").read_text().splitlines()
    assert len(lines) == 18
    # explanations never reach the model
    assert "SECRET-EXPLANATION" not in (folder / "samples.jsonl").read_text()


def test_fixed_letter_mock_scores_exactly(small_bank, tmp_path):
    bank = load_bank(small_bank)
    expected = sum(1 for q in bank.usable() if q.split == "test" and q.answer == frozenset("A"))
    outcome = run(_cfg(small_bank, tmp_path / "r", model="mock:A"), progress=False)
    assert outcome.summary["overall"]["correct"] == expected
    singles = [r for r in outcome.results if r.qtype == "single"]
    assert all(r.method == "logprob" and r.prediction == "A" for r in singles)
    multis = [r for r in outcome.results if r.qtype == "multi"]
    assert all(r.method == "generate" and r.exam_credit == 0.5 and not r.correct for r in multis)


def test_same_command_resumes_without_calls(small_bank, tmp_path):
    run(_cfg(small_bank, tmp_path / "r"), progress=False)
    again = run(_cfg(small_bank, tmp_path / "r"), progress=False)
    assert again.stats.made == 0 and again.stats.reused == 18


def test_failed_calls_are_counted_and_only_they_are_retried(small_bank, tmp_path):
    cfg = _cfg(small_bank, tmp_path / "r", retries=0, extra={"fail_every": 3, "retryable": True})
    first = run(cfg, progress=False)
    failed = first.summary["overall"]["errors"]
    assert failed > 0 and first.summary["overall"]["n"] == 18  # errors stay in the denominator
    assert len(first.summary["errors_list"]) == failed
    assert all(r.correct is False for r in first.results if r.error)
    second = run(_cfg(small_bank, tmp_path / "r", retries=0), progress=False)
    assert second.stats.made == failed and second.summary["overall"]["errors"] == 0


def test_unparsed_answers_count_as_wrong(small_bank, tmp_path):
    cfg = _cfg(small_bank, tmp_path / "r", scoring="generate", extra={"responses": {"题": "我不确定，这题很难。"}})
    outcome = run(cfg, progress=False)
    o = outcome.summary["overall"]
    assert o["n"] == 18 and o["unparsed"] == 18 and o["correct"] == 0


def test_limit_is_balanced_over_subjects_and_seeded(small_bank, tmp_path):
    a = run(_cfg(small_bank, tmp_path / "a", limit=6, seed=7), progress=False)
    b = run(_cfg(small_bank, tmp_path / "b", limit=6, seed=7), progress=False)
    c = run(_cfg(small_bank, tmp_path / "c", limit=6, seed=8), progress=False)
    subjects = [r.subject for r in a.results]
    assert sorted(subjects) == ["科目0"] * 2 + ["科目1"] * 2 + ["科目2"] * 2
    assert [r.id for r in a.results] == [r.id for r in b.results]
    assert [r.id for r in a.results] != [r.id for r in c.results]


def test_few_shot_uses_train_items_of_same_subject(small_bank, tmp_path):
    outcome = run(_cfg(small_bank, tmp_path / "r", shots=2), progress=False)
    # each subject's train split has two single items and one multi item
    assert any("multi: 1 of 2" in w for w in outcome.warnings)
    for line in (tmp_path / "r" / "samples.jsonl").read_text().splitlines():
        row = json.loads(line)
        text = "\n".join(m["content"] for m in row["messages"])
        subject = row["subject"]
        shots = 2 if row["qtype"] == "single" else 1
        assert text.count(f"{subject}的第") == shots + 1
        own = int(row["id"].split("-")[1])
        other_test_items = [i for i in range(3, 9) if i != own]  # ids 0-2 are train
        assert not any(f"{subject}的第{i}题" in text for i in other_test_items)
        assert "SECRET-EXPLANATION" not in text


def test_majority_baseline_uses_train_letters(small_bank, tmp_path):
    outcome = run(_cfg(small_bank, tmp_path / "r", model="majority"), progress=False)
    bank = load_bank(small_bank)
    from collections import Counter

    pool = Counter(a for q in bank.usable() if q.split == "train" and q.qtype.value == "single" for a in q.answer)
    top = max(sorted(pool), key=lambda k: pool[k])
    assert {r.prediction for r in outcome.results if r.qtype == "single"} == {top}


def test_unknown_model_is_a_clear_error(small_bank, tmp_path):
    from psyexam.cli import main

    assert main(["run", "--model", "nosuch:x", "--bench", small_bank, "--out", str(tmp_path / "r")]) == 2


def test_no_matching_items_is_a_clear_error(small_bank, tmp_path):
    from psyexam.errors import PsyexamError

    with pytest.raises(PsyexamError, match="no usable items"):
        run(_cfg(small_bank, tmp_path / "r", subject="不存在"), progress=False)


def test_unreachable_server_is_one_clear_line_and_exit_2(small_bank, tmp_path, capsys):
    from psyexam.cli import main

    code = main(["run", "--model", "openai:x", "--base-url", "http://127.0.0.1:9/v1", "--bench", small_bank,
                 "--retries", "0", "--no-progress", "--out", str(tmp_path / "r")])
    err = capsys.readouterr().err
    assert code == 2 and "no call succeeded" in err and "Traceback" not in err
    assert (tmp_path / "r" / "summary.json").exists()  # what was done is still written


def test_partial_failure_exits_1(small_bank, tmp_path):
    from psyexam.cli import main

    code = main(["run", "--model", "mock:", "--bench", small_bank, "--retries", "0", "--no-progress",
                 "--backend-option", "fail_every=4", "--out", str(tmp_path / "r")])
    assert code == 1


@pytest.mark.parametrize("batch", [1, 4])
def test_local_backend_gets_as_many_calls_as_it_batches(small_bank, tmp_path, batch):
    """A local backend that batches (transformers, vLLM) is sent its batch size at once; others one call."""
    from psyexam.model.options import MockOptions
    from psyexam.model.registry import get_backend

    backend = get_backend("mock:", MockOptions(local=True, max_concurrency=batch, latency=0.02))
    run(_cfg(small_bank, tmp_path / "r", concurrency=64), backend=backend, progress=False)
    assert backend.peak_in_flight == batch


def test_size_backend_options_reach_the_backend(small_bank):
    """``--backend-option tensor_parallel_size=2`` (and n_ctx, n_threads) set the typed options."""
    from psyexam.errors import PsyexamError

    llama = RunConfig(model="llama:default", bench=small_bank, extra={"n_ctx": 8192, "n_threads": 3}).backend_spec()
    vllm = RunConfig(model="vllm:/m", bench=small_bank, extra={"tensor_parallel_size": 2}).backend_spec()
    o = llama.options
    assert (vllm.options.tensor_parallel_size, o.n_ctx, o.n_threads) == (2, 8192, 3)
    mock = RunConfig(model="mock:", bench=small_bank, extra={"latency": 0.0}).backend_spec().options
    assert mock.model_dump(exclude_defaults=True) == {} and mock.latency == 0.0
    for bad in (0, "two", 1.5, True):
        with pytest.raises(PsyexamError, match="tensor_parallel_size"):
            RunConfig(model="vllm:/m", bench=small_bank, extra={"tensor_parallel_size": bad}).backend_spec()


@pytest.mark.parametrize("order", ["prefix", "length"])
def test_local_calls_come_in_the_order_the_backend_runs_fastest(tmp_path, order):
    """Prefix-caching backends get prompts sorted by text, batching ones by length."""
    from psyexam.model.options import MockOptions
    from psyexam.model.registry import get_backend

    rows = [{"id": f"q{i}", "question": ("乙" if i % 2 else "甲") + "问" * (1 + i * 5 % 8), "type": "single",
             "options": {"A": "是", "B": "否"}, "answer": "A", "split": "test"} for i in range(8)]
    bank = tmp_path / "bank.jsonl"
    bank.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    backend = get_backend("mock:", MockOptions(local=True, order=order))
    run(_cfg(str(bank), tmp_path / "r", shots=0), backend=backend, progress=False)
    texts = [r.text for r in backend.requests]
    assert len(texts) == 8
    assert texts == sorted(texts, key=len if order == "length" else None)
    assert texts != sorted(texts, key=None if order == "length" else len)  # the two orders differ here
