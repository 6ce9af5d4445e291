"""The judge's backend is opened like the run's: the same checks, the same options."""

from __future__ import annotations

import dataclasses
import sys
import types

import pytest

from psyexam.cli import main
from psyexam.judge import JudgeOptions
from psyexam.judge.calls import open_judge
from psyexam.model import registry


@pytest.fixture
def fake_llama(monkeypatch):
    """The llama backend's entry pointed at a class that records its options instead of loading a model."""
    module = types.ModuleType("psyexam_test_fake_llama")

    class Recorder:
        def __init__(self, arg, options):
            self.arg, self.options = arg, options

    module.Recorder = Recorder
    monkeypatch.setitem(sys.modules, module.__name__, module)
    info = dataclasses.replace(registry._BACKENDS["llama"], target=f"{module.__name__}:Recorder", modules=("sys",))
    monkeypatch.setitem(registry._BACKENDS, "llama", info)


def test_n_ctx_reaches_the_llama_judge(fake_llama):
    backend = open_judge(JudgeOptions("llama:default", seed=9, extra={"n_ctx": 8192, "n_threads": "2"}))
    assert (backend.options.n_ctx, backend.options.n_threads, backend.options.seed) == (8192, 2, 9)


@pytest.mark.parametrize("command", ["judge", "arena"])
def test_a_bad_judge_option_is_one_line(tmp_path, capsys, command):
    folders = [str(tmp_path)] * (2 if command == "arena" else 1)
    code = main([command, *folders, "--judge", "llama:default", "--backend-option", "n_ctx=big"])
    assert code == 2
    assert capsys.readouterr().err.strip() == (
        "psyexam: error: --backend-option n_ctx: the llama backend needs a whole number, got 'big'"
    )
