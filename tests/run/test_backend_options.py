"""The run's backend: options checked before any work, bank data only for the backend that asks."""

from __future__ import annotations

import pytest

from psyexam.bank.loaders import load_bank
from psyexam.cli import main
from psyexam.run import engine
from psyexam.run.config import RunConfig


@pytest.mark.parametrize(("model", "option", "line"), [
    ("openai:m", "top_logprobs=abc", "psyexam: error: --backend-option top_logprobs: the openai backend needs a whole number, got 'abc'"),
    ("llama:default", "n_ctxx=8192", "psyexam: error: --backend-option n_ctxx: unknown option for the llama backend; "
                                     "known: n_ctx, n_threads, n_batch, n_gpu_layers"),
])
def test_a_bad_backend_option_is_one_line_before_the_bank_is_read(tmp_path, capsys, model, option, line):
    code = main(["run", "--model", model, "--bench", str(tmp_path / "no-such-bank"), "--no-progress",
                 "--backend-option", option])
    assert code == 2
    assert capsys.readouterr().err.strip() == line


def test_the_engine_checks_options_before_reading_the_bank(tmp_path):
    from psyexam.model import BackendOptionError

    with pytest.raises(BackendOptionError, match="fail_evry"):
        engine.run(RunConfig(model="mock:", bench=str(tmp_path / "no-such-bank"), extra={"fail_evry": 2}))


def test_only_the_majority_baseline_gets_the_answer_pool(small_bank, monkeypatch):
    bank = load_bank(small_bank)
    majority = engine.open_backend(RunConfig(model="majority", bench=small_bank), bank)
    assert majority.options.answer_pool == engine.answer_pool(bank) and majority.pool

    def never(bank):
        raise AssertionError("the answer pool was computed for a backend that does not ask for it")

    monkeypatch.setattr(engine, "answer_pool", never)
    for model in ("mock:", "random"):
        backend = engine.open_backend(RunConfig(model=model, bench=small_bank), bank)
        assert "answer_pool" not in type(backend.options).model_fields


def test_run_settings_reach_the_backend(small_bank):
    bank = load_bank(small_bank)
    cfg = RunConfig(model="openai:m", bench=small_bank, base_url="http://127.0.0.1:9/v1", timeout=7.0, seed=3,
                    extra={"logprobs": True, "top_logprobs": "5"})
    backend = engine.open_backend(cfg, bank)
    o = backend.options
    assert (o.base_url, o.timeout, o.seed, o.logprobs, o.top_logprobs) == (cfg.base_url, 7.0, 3, True, 5)
    assert backend.capabilities.logprobs
