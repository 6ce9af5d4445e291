"""Backends added by other packages through the ``psyexam.backends`` entry-point group."""

from __future__ import annotations

import importlib.metadata
import sys
import types

import pytest

from psyexam.cli import main
from psyexam.errors import ModelError
from psyexam.model import BackendOptions, Capabilities, Response, list_backends, open_backend
from psyexam.model.plugins import GROUP
from psyexam.model.registry import shadowed_plugins

MODULE = "psyexam_test_plugin"


class ShoutOptions(BackendOptions):
    """The fake plug-in's options."""

    volume: int = 1
    seed: int | None = None


class ShoutBackend:
    """Answers every question with its argument, shouted."""

    options_model = ShoutOptions
    capabilities = Capabilities(chat=True, completion=True)

    def __init__(self, arg: str, options: ShoutOptions):
        self.spec, self.arg, self.options = f"shout:{arg}", arg, options

    async def generate(self, request):
        return Response(text=self.arg.upper() + "!" * self.options.volume)

    async def logprobs(self, request):
        raise NotImplementedError

    def identity(self) -> dict:
        return {"backend": "shout", "spec": self.spec}

    async def aclose(self) -> None:
        pass


class Plain:
    """A plug-in without an options model."""

    def __init__(self, arg, options):
        self.options = options


@pytest.fixture
def entry_points(monkeypatch):
    """Install fake entry points: ``install(name=value, ...)``."""
    module = types.ModuleType(MODULE)
    module.ShoutBackend, module.Plain, module.NOT_A_CLASS = ShoutBackend, Plain, 42
    module.BadOptions = type("BadOptions", (Plain,), {"options_model": dict})
    monkeypatch.setitem(sys.modules, MODULE, module)
    real = importlib.metadata.entry_points

    def install(**named: str) -> None:
        eps = [importlib.metadata.EntryPoint(name, value, GROUP) for name, value in named.items()]

        def fake(**params):
            return eps if params.get("group") == GROUP else real(**params)

        monkeypatch.setattr(importlib.metadata, "entry_points", fake)

    return install


def test_a_plugin_is_found_checked_and_built(entry_points):
    entry_points(shout=f"{MODULE}:ShoutBackend")
    assert "shout" in [b.name for b in list_backends()]
    backend = open_backend("shout:hi", backend_options={"volume": "3"})
    assert isinstance(backend, ShoutBackend) and backend.options.volume == 3
    with pytest.raises(ModelError, match="volume: the shout backend needs a whole number, got 'x'"):
        open_backend("shout:hi", backend_options={"volume": "x"})
    with pytest.raises(ModelError, match="unknown option for the shout backend; known: volume"):
        open_backend("shout:hi", backend_options={"loud": 1})


def test_a_plugin_without_options_model_takes_none(entry_points):
    entry_points(plain=f"{MODULE}:Plain")
    assert type(open_backend("plain").options) is BackendOptions
    with pytest.raises(ModelError, match="it takes none"):
        open_backend("plain", backend_options={"x": 1})


def test_builtin_names_win(entry_points):
    entry_points(mock=f"{MODULE}:ShoutBackend", shout=f"{MODULE}:ShoutBackend")
    assert type(open_backend("mock:A")).__name__ == "MockBackend"
    assert [p.name for p in shadowed_plugins()] == ["mock"]
    assert [b.name for b in list_backends()].count("mock") == 1


@pytest.mark.parametrize(("value", "why"), [
    ("no_such_plugin_module_xyz:Backend", "ModuleNotFoundError: No module named 'no_such_plugin_module_xyz'"),
    (f"{MODULE}:Missing", "AttributeError"),
    (f"{MODULE}:NOT_A_CLASS", "is not a class"),
    (f"{MODULE}:BadOptions", "options_model must be a pydantic model class"),
])
def test_a_broken_plugin_is_one_line(entry_points, capsys, tmp_path, value, why):
    entry_points(broken=value)
    code = main(["run", "--model", "broken:x", "--bench", str(tmp_path / "no-bank"), "--no-progress"])
    err = capsys.readouterr().err
    assert code == 2 and "Traceback" not in err and len(err.strip().splitlines()) == 1
    assert "the 'broken' backend plug-in" in err and why in err


def test_model_list_shows_plugins(entry_points, capsys):
    entry_points(shout=f"{MODULE}:ShoutBackend", broken="no_such_plugin_module_xyz:B", mock=f"{MODULE}:Plain")
    assert main(["model", "list"]) == 0
    out = capsys.readouterr().out
    shout = next(line for line in out.splitlines() if line.strip().startswith("shout"))
    assert "plug-in" in shout and "Answers every question with its argument" in shout
    assert "plug-in, broken" in next(line for line in out.splitlines() if line.strip().startswith("broken"))
    assert "the built-in backend of that name wins" in out


def test_unknown_backend_names_plugins_too(entry_points):
    entry_points(shout=f"{MODULE}:ShoutBackend")
    with pytest.raises(ModelError, match="known backends: mock, .*vllm, shout"):
        open_backend("nosuch:x")
