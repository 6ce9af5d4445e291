"""Finding rubrics: the shipped TOML files by name, or a user's file by path, checked strictly."""

from __future__ import annotations

import tomllib
from functools import cache
from importlib import resources
from pathlib import Path

from pydantic import ValidationError

from psyexam.errors import PsyexamError
from psyexam.judge.rubrics.model import Rubric
from psyexam.judge.rubrics.prompts import GENERIC_DIMENSIONS, GENERIC_SCORE


def list_rubrics() -> list[str]:
    """The names of the shipped rubrics."""
    folder = resources.files("psyexam.judge.rubrics")
    return sorted(p.name.removesuffix(".toml") for p in folder.iterdir() if p.name.endswith(".toml"))


def get_rubric(name: str) -> Rubric:
    """A shipped rubric by name, or a user's rubric from a ``.toml`` file path; a PsyexamError otherwise."""
    if name in list_rubrics():
        return _builtin(name)
    path = Path(name).expanduser()
    if path.suffix.lower() == ".toml" or path.exists():
        return load_rubric(path)
    raise PsyexamError(f"unknown rubric {name!r}; known rubrics: {', '.join(list_rubrics())} (or give a .toml file)")


def load_rubric(path: str | Path) -> Rubric:
    """Read and check a rubric file; errors are one line naming the file and the field."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise PsyexamError(f"{path}: rubric file not found") from None
    except (OSError, UnicodeDecodeError) as e:
        raise PsyexamError(f"{path}: cannot read the rubric: {e}") from None
    return parse_rubric(text, str(path))


def parse_rubric(text: str, where: str) -> Rubric:
    """A rubric from TOML text; ``where`` names it in errors."""
    try:
        raw = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise PsyexamError(f"{where}: invalid TOML: {e}") from None
    try:
        rubric = Rubric.model_validate(raw)
    except ValidationError as e:
        raise PsyexamError(f"{where}: {_first_error(e)}") from None
    builtin = rubric.prompt.builtin
    if builtin is not None and builtin != "generic" and builtin not in list_rubrics():
        raise PsyexamError(f"{where}: prompt.builtin: unknown prompt {builtin!r} "
                           f"(generic or a shipped rubric: {', '.join(list_rubrics())})")
    return rubric


def builtin_template(name: str, single: bool) -> str:
    """A built-in prompt template: ``generic`` (one score or dimensions) or a shipped rubric's own."""
    if name == "generic":
        return GENERIC_SCORE if single else GENERIC_DIMENSIONS
    return _builtin(name).template()


@cache
def _builtin(name: str) -> Rubric:
    text = (resources.files("psyexam.judge.rubrics") / f"{name}.toml").read_text(encoding="utf-8")
    return parse_rubric(text, f"built-in rubric {name!r}")


def _first_error(e: ValidationError) -> str:
    errors = e.errors()
    first = errors[0]
    loc = ".".join(str(p) for p in first["loc"]) or "(top level)"
    msg = first["msg"].removeprefix("Value error, ")
    if first["type"] == "extra_forbidden":
        msg = "unknown key"
    more = f" (and {len(errors) - 1} more problem{'s' if len(errors) > 2 else ''})" if len(errors) > 1 else ""
    return f"{loc}: {msg}{more}"
