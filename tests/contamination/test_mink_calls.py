"""Min-K% through the call layer with the mock backend: stored calls, resumed runs, retries and failed calls."""

from __future__ import annotations

import asyncio
import json

import pytest

from psyexam.calls.store import Store
from psyexam.cli import main
from psyexam.contamination.minkcalls import MinKOptions, score, score_texts
from psyexam.errors import ModelError
from psyexam.model import open_backend
from psyexam.model.options import MockOptions
from psyexam.model.providers.mock import MockBackend

TEXTS = [(f"t{i}", f"认知心理学第{i}题：注意与记忆的关系") for i in range(6)]


def mock(**options) -> MockBackend:
    return MockBackend("", MockOptions(**options))


def test_scores_are_stored_and_a_rerun_asks_nothing(tmp_path):
    opts = MinKOptions(model="mock", store=tmp_path)
    first = score(TEXTS, opts, backend=(backend := mock()))
    assert first.calls == {"made": 6, "reused": 0, "failed": 0, "retries": 0} and backend.calls == 6
    assert first.sources == ["mock"] and all(t.error is None for t in first.items)
    again = score(TEXTS, opts, backend=(fresh := mock()))
    assert fresh.calls == 0 and again.calls["reused"] == 6
    assert again.items == first.items  # read back from the store, token scores and all


def test_identical_texts_share_one_call(tmp_path):
    texts = [("a", "同一段文字"), ("b", "同一段文字"), ("c", "另一段文字")]
    res = score(texts, MinKOptions(model="mock", store=tmp_path), backend=(backend := mock()))
    assert backend.calls == 2 and res.items[0].mink == res.items[1].mink and res.items[0].id == "a"


def test_a_failing_call_is_retried(tmp_path):
    opts = MinKOptions(model="mock", store=tmp_path, retries=2)
    res = score(TEXTS, opts, backend=mock(fail_first=2, retry_after=0.0, local=True))
    assert res.calls["retries"] == 2 and res.calls["failed"] == 0
    assert res.summary()["failed"] == 0


def test_a_call_failing_after_its_retries_is_counted_and_the_rerun_asks_only_for_it(tmp_path):
    opts = MinKOptions(model="mock", store=tmp_path, retries=0)
    res = score(TEXTS, opts, backend=mock(fail_every=3, retryable=False, local=True))
    failed = [t for t in res.items if t.error]
    assert [t.id for t in failed] == ["t2", "t5"] and res.calls["failed"] == 2
    assert all("mock failure injected" in t.error and t.mink is None for t in failed)
    summary = res.summary()
    assert summary["texts"] == 6 and summary["failed"] == 2 and summary["mink"]["n"] == 4
    resumed = score(TEXTS, opts, backend=(backend := mock()))
    assert backend.calls == 2 and resumed.calls == {"made": 2, "reused": 4, "failed": 0, "retries": 0}
    assert resumed.summary()["failed"] == 0


def test_an_interrupted_run_keeps_what_returned_and_the_rerun_resumes(tmp_path):
    opts = MinKOptions(model="mock", store=tmp_path)

    async def interrupted() -> None:
        task = asyncio.ensure_future(score_texts(mock(latency=0.05, local=True), TEXTS, opts))
        await asyncio.sleep(0.13)  # two calls return, the third is in flight
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task

    asyncio.run(interrupted())
    store = Store(tmp_path)
    kept = len(store.successes())
    store.close()
    assert 1 <= kept < len(TEXTS)
    resumed = score(TEXTS, opts, backend=(backend := mock()))
    assert backend.calls == len(TEXTS) - kept and resumed.calls["reused"] == kept
    assert resumed.summary()["failed"] == 0


def test_a_backend_that_cannot_score_tokens_is_refused_before_any_call(tmp_path):
    with pytest.raises(ModelError, match="cannot score a text's tokens"):
        score(TEXTS, MinKOptions(model="random", store=tmp_path / "s"), backend=open_backend("random"))
    assert not (tmp_path / "s").exists()


def test_cli_resumes_from_its_store(tmp_path, capsys):
    store = tmp_path / "calls"
    argv = ["mink", "demo", "--model", "mock", "--limit", "4", "--store", str(store), "--json"]
    assert main([*argv, "--retries", "0", "--backend-option", "fail_first=1",
                 "--backend-option", "retryable=false"]) == 1
    first = capsys.readouterr()
    doc = json.loads(first.out)
    assert doc["summary"]["texts"] == 4 and doc["summary"]["failed"] == 1 and doc["calls"]["failed"] == 1
    assert "calls: 3 made, 0 reused, 1 failed" in first.err
    assert main(argv) == 0  # the fault options do not change the model's identity: the same calls
    second = capsys.readouterr()
    assert json.loads(second.out)["calls"] == {"made": 1, "reused": 3, "failed": 0, "retries": 0}
    assert f"stored in {store}" in second.err
