"""The default local model as judge on three answers: the machinery works end to end (a 1.5B judge is weak)."""

import importlib.util

import pytest

from psyexam.judge import ArenaOptions, JudgeOptions, arena, judge_run, load_judgements
from tests.judge.conftest import make_run

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def judge_opts():
    if importlib.util.find_spec("llama_cpp") is None:
        pytest.skip("llama-cpp-python is not installed")
    from psyexam.model.default import is_installed

    if not is_installed():
        pytest.skip("the default model is not installed (psyexam model install)")
    return JudgeOptions("llama:default", max_tokens=24, concurrency=1, timeout=300)


def test_default_model_judges_three_answers(tmp_path, judge_opts):
    folder = make_run(tmp_path, model="mock:echo", limit=3)
    j = judge_run(folder, judge_opts)
    assert len(j.items) == 3
    for item in j.items:
        assert item.status in ("scored", "judge_failed")
        if item.status == "scored":
            assert 0 <= item.score <= 100
        else:
            assert item.score is None and item.error and item.reply
    assert j.summary["counts"]["scored"] + j.summary["judge_failures"] == 3
    assert load_judgements(folder).summary == j.summary
    again = judge_run(folder, judge_opts)
    assert again.manifest["calls"]["made"] == 0


def test_default_model_as_arena_judge(tmp_path, judge_opts):
    runs = [make_run(tmp_path, "echo", model="mock:echo", limit=1), make_run(tmp_path, "plain", model="mock", limit=1)]
    r = arena(runs, tmp_path / "arena", judge_opts, ArenaOptions(bootstrap=50)).report
    assert r["comparisons"] == 1
    assert r["battles"] + len(r["judge_failures"]) == 1
