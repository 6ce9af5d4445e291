"""The engine against the fault server: every item ends answered, none twice, none lost."""

import functools
import json

import pytest

from psyexam.calls.store import Store
from psyexam.run import engine
from psyexam.run.config import RunConfig
from psyexam.run.engine import run
from psyexam.testing.faultserver import FaultProfile, running
from tests.run.conftest import write_bank

MIXED = FaultProfile(latency=0.005, p429=0.10, p500=0.05, pmalformed=0.03, pdrop=0.03, phang=0.03,
                     retry_after=0.05, hang=30, seed=3)


@pytest.fixture(autouse=True)
def quick_backoff(monkeypatch):
    # Real backoff starts at half a second; these tests need the same logic, faster.
    monkeypatch.setattr(engine, "RetryPolicy", functools.partial(engine.RetryPolicy, initial=0.01, max_wait=0.1))


def _cfg(tmp_path, base_url, **kw):
    bank = write_bank(tmp_path / "bank.jsonl", n_subjects=5, per_subject=20)
    opts = {"concurrency": 16, "timeout": 0.5, "retries": 8, **kw}
    return RunConfig(model="openai:fault", bench=str(bank), base_url=base_url, out=tmp_path / "run", **opts)


def test_mixed_faults_lose_nothing_and_pay_for_nothing_twice(tmp_path):
    with running(MIXED) as server:
        outcome = run(_cfg(tmp_path, server.base_url), progress=False)
        st = server.stats
    items = outcome.results
    assert len(items) == 100
    assert all(r.error is None for r in items), [r.error for r in items if r.error][:3]
    faults = sum(st.outcomes[f] for f in ("429", "500", "malformed", "drop", "hang"))
    assert faults >= 10  # the profile really bit
    assert st.duplicate_successes == 0
    assert st.distinct_answered == len(Store(outcome.folder).successes()) == 100
    manifest = json.loads((outcome.folder / "manifest.json").read_text())
    assert manifest["calls"]["made"] == 100 and manifest["calls"]["retries"] >= faults


def test_the_same_command_again_asks_nothing(tmp_path):
    with running(FaultProfile(latency=0.0, p500=0.2, seed=1)) as server:
        cfg = _cfg(tmp_path, server.base_url)
        run(cfg, progress=False)
        server.reset()
        again = run(cfg, progress=False)
        assert server.stats.requests == 0
    assert again.stats.reused == 100 and again.stats.made == 0


def test_errors_are_recorded_when_retries_run_out(tmp_path):
    with running(FaultProfile(latency=0.0, p500=1.0)) as server:
        outcome = run(_cfg(tmp_path, server.base_url, retries=0), progress=False)
        assert server.stats.requests == 100
    assert all(r.error and "HTTP 500" in r.error for r in outcome.results)
    assert outcome.stats.failed == 100


def test_a_rate_limit_storm_lowers_concurrency(tmp_path):
    with running(FaultProfile(latency=0.01, p429=0.6, retry_after=0.01, seed=2)) as server:
        outcome = run(_cfg(tmp_path, server.base_url, retries=20), progress=False)
        assert server.stats.duplicate_successes == 0
    assert all(r.error is None for r in outcome.results)
    assert outcome.stats.throttled > 0 and outcome.stats.lowest_concurrency < 16


def test_pacing_options_do_not_change_the_run_key():
    base = RunConfig()
    assert RunConfig(concurrency=3, rpm=60, tpm=1000).run_key() == base.run_key()
    assert RunConfig(seed=1).run_key() != base.run_key()


def test_api_key_never_reaches_the_run_folder(tmp_path, monkeypatch):
    secret = "sk-test-0123456789-do-not-store"
    monkeypatch.setenv("PSYEXAM_TEST_KEY", secret)
    with running(FaultProfile(latency=0.0, p500=0.3, seed=5)) as server:
        run(_cfg(tmp_path, server.base_url, api_key_env="PSYEXAM_TEST_KEY", retries=1), progress=False)
    files = [p for p in (tmp_path / "run").rglob("*") if p.is_file()]
    assert files
    for p in files:
        assert secret.encode() not in p.read_bytes(), p.name
