"""The backend registry: spec parsing, lazy imports, unknown names and missing extras."""

from __future__ import annotations

import sys
import types
from collections import Counter

import pytest

from psyexam.errors import MissingExtra, ModelError
from psyexam.model import (
    Backend,
    get_backend,
    list_backends,
    open_backend,
    parse_spec,
    registry,
)
from psyexam.model.options import RandomOptions
from psyexam.model.registry import BackendInfo


@pytest.mark.parametrize(
    ("spec", "expected"),
    [
        ("mock:", ("mock", "")),
        ("mock:A", ("mock", "A")),
        ("random", ("random", "")),
        ("openai:gpt-4o-mini", ("openai", "gpt-4o-mini")),
        ("llama:/path/x.gguf", ("llama", "/path/x.gguf")),
        ("openai:qwen2.5:7b", ("openai", "qwen2.5:7b")),
        (" HF:/models/dir ", ("hf", "/models/dir")),
    ],
)
def test_parse_spec(spec, expected):
    assert parse_spec(spec) == expected


def test_builtin_backends_satisfy_the_protocol():
    for spec in ("mock:", "mock:C", "random", "majority"):
        backend = open_backend(spec, answer_pool=Counter({"B": 3}))
        assert isinstance(backend, Backend)
        assert backend.identity()["spec"] == backend.spec


def test_unknown_backend_lists_known_ones():
    with pytest.raises(ModelError) as err:
        get_backend("gpt5:x")
    message = str(err.value)
    assert "'gpt5'" in message
    for name in ("mock", "random", "majority", "openai", "llama", "hf", "vllm"):
        assert name in message


def test_list_backends_names_every_provider():
    infos = {b.name: b for b in list_backends()}
    assert set(infos) == {"mock", "random", "majority", "openai", "llama", "hf", "vllm"}
    assert infos["mock"].available
    assert infos["llama"].extra == "llama" and infos["llama"].package == "llama-cpp-python"


def test_missing_dependency_found_before_import(monkeypatch):
    fake = BackendInfo(
        "fake",
        "no_such_provider_module:Fake",
        "test",
        "fake:x",
        extra="fake",
        package="fake-pkg",
        modules=("no_such_dependency_xyz",),
    )
    monkeypatch.setitem(registry._BACKENDS, "fake", fake)
    assert not fake.available
    with pytest.raises(MissingExtra) as err:
        get_backend("fake:x")
    assert str(err.value) == "the 'fake' backend needs fake-pkg: pip install 'psyexam[fake]'"


def test_import_error_of_a_dependency_becomes_missing_extra(monkeypatch):
    module = types.ModuleType("psyexam_test_fake_provider")

    class Fake:
        def __init__(self, arg, options):
            import no_such_dependency_xyz  # noqa: F401

    module.Fake = Fake
    monkeypatch.setitem(sys.modules, module.__name__, module)
    monkeypatch.setitem(
        registry._BACKENDS,
        "llama",
        BackendInfo(
            "llama",
            f"{module.__name__}:Fake",
            "test",
            "llama:x",
            extra="llama",
            package="llama-cpp-python",
            modules=("sys",),
        ),
    )
    with pytest.raises(MissingExtra) as err:
        get_backend("llama:default")
    assert str(err.value) == "the 'llama' backend needs llama-cpp-python: pip install 'psyexam[llama]'"


def test_import_error_inside_psyexam_is_not_hidden(monkeypatch):
    monkeypatch.setitem(
        registry._BACKENDS,
        "broken",
        BackendInfo(
            "broken",
            "psyexam.model.providers.no_such_module:X",
            "test",
            "broken",
            extra="broken",
            package="p",
            modules=("sys",),
        ),
    )
    with pytest.raises(ModuleNotFoundError):
        get_backend("broken")


def test_options_reach_the_provider():
    backend = get_backend("random", RandomOptions(seed=7))
    assert backend.identity()["seed"] == 7


def test_options_of_another_backend_are_refused():
    with pytest.raises(ModelError, match="the 'mock' backend takes MockOptions, got RandomOptions"):
        get_backend("mock:", RandomOptions(seed=1))
