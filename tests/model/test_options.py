"""Typed backend options: checked once, one line per problem, settings only where a backend has them."""

from __future__ import annotations

import importlib
from collections import Counter

import pytest

from psyexam.model import BackendOptionError, BackendSettings, BackendSpec, open_backend
from psyexam.model.registry import list_backends
from psyexam.model.spec import check_options


def _error(spec: str, settings: BackendSettings | None = None, **options) -> str:
    with pytest.raises(BackendOptionError) as err:
        BackendSpec.parse(spec, settings, options)
    message = str(err.value)
    assert "\n" not in message
    return message


def test_a_bad_value_names_the_backend_the_key_and_what_is_allowed():
    assert _error("openai:m", top_logprobs="abc") == (
        "--backend-option top_logprobs: the openai backend needs a whole number, got 'abc'"
    )
    assert _error("llama:default", n_ctx=0) == "--backend-option n_ctx: the llama backend needs a number of at least 1, got 0"
    assert _error("llama:default", n_threads=True).startswith("--backend-option n_threads: the llama backend needs a whole number")
    assert "one of 'prefix' or 'length'" in _error("mock:", order="random")
    assert "true or false" in _error("mock:", local="maybe")
    assert "'float32'" in _error("hf:/m", dtype="float64")


def test_an_unknown_key_lists_the_known_ones():
    assert _error("llama:default", n_ctxx=8192) == (
        "--backend-option n_ctxx: unknown option for the llama backend; known: n_ctx, n_threads, n_batch, n_gpu_layers"
    )
    assert _error("random", batch_size=2) == "--backend-option batch_size: unknown option for the random backend; it takes none"


def test_command_flags_and_stage_data_are_not_backend_options():
    assert "--seed" in _error("random", seed=3)
    assert "--base-url" in _error("openai:m", base_url="http://x/v1")
    assert "from the bank" in _error("majority", answer_pool={"A": 3})


def test_values_from_the_command_line_are_coerced():
    o = check_options("llama:default", n_ctx="8192", n_gpu_layers=-1)
    assert (o.n_ctx, o.n_gpu_layers) == (8192, -1)
    assert check_options("vllm:/m", gpu_memory_utilization="0.5").gpu_memory_utilization == 0.5


def test_settings_reach_only_backends_that_take_them():
    settings = BackendSettings(seed=5, timeout=30.0, chat_template=False, base_url="http://127.0.0.1:1/v1",
                               api_key_env="MY_KEY")
    openai = BackendSpec.parse("openai:m", settings).options
    assert (openai.seed, openai.timeout, openai.base_url, openai.api_key_env) == (5, 30.0, settings.base_url, "MY_KEY")
    llama = BackendSpec.parse("llama:default", settings).options
    assert (llama.seed, llama.chat_template) == (5, False)
    assert BackendSpec.parse("mock:", settings).options.model_dump(exclude_defaults=True) == {}
    assert _error("openai:m", BackendSettings(timeout=-1)) == "--timeout: the openai backend needs a number greater than 0, got -1"


def test_only_the_majority_baseline_asks_for_the_answer_pool():
    needs = {b.name: BackendSpec.parse(b.example).needs for b in list_backends() if b.plugin is None}
    assert needs.pop("majority") == {"answer_pool"}
    assert not any(needs.values())
    holders = [b.name for b in list_backends() if b.plugin is None and "answer_pool" in b.options.model_fields]
    assert holders == ["majority"]
    assert open_backend("majority", answer_pool=Counter({"C": 4})).pool == {"C": 4}
    with pytest.raises(TypeError, match="answer_pool"):
        BackendSpec.parse("random").open(answer_pool=Counter({"C": 4}))


def test_each_provider_declares_the_options_model_the_registry_checks():
    for b in list_backends():
        if b.plugin is not None:
            continue
        module, cls = b.target.split(":")
        assert getattr(importlib.import_module(module), cls).options_model is b.options
