"""Prompt templates: the wording around a question, kept as TOML data.

Built-in templates live in ``prompt/templates/<name>.toml``. A user template is a
TOML file given by path; it starts from a built-in (``base``, default ``plain``)
and overrides only the keys it sets, so a file holding just ``system = "..."``
is a complete template.
"""

from __future__ import annotations

import hashlib
import json
import string
import tomllib
from dataclasses import asdict, dataclass
from functools import cache
from importlib import resources
from pathlib import Path

from psyexam.bank.records import QType
from psyexam.errors import PsyexamError

BUILTIN_BASE = "plain"

# key -> placeholders it may use; keys missing here are taken literally (never formatted)
_PLACEHOLDERS: dict[str, frozenset[str]] = {
    "header": frozenset({"subject"}),
    "question": frozenset({"question"}),
    "option": frozenset({"letter", "text"}),
    "shot_answer": frozenset({"cue", "answer"}),
    "explanation": frozenset({"explanation"}),
}
_TOP_KEYS = {
    "name", "base", "description", "system", "shots", "default_subject", "question",
    "option", "cue", "shot_answer", "shot_explanations", "explanation",
}
_SECTION_KEYS = {"header", "ask", "cue", "question"}
_SECTIONS = tuple(t.value for t in QType)


class TemplateError(PsyexamError):
    """A prompt template is unknown, unreadable or malformed."""


@dataclass(frozen=True, slots=True)
class Section:
    """The wording for one question type.

    ``header`` opens the prompt (may use ``{subject}``); ``question`` formats the
    question text (``{question}``); ``ask`` ends a chat user turn; ``cue`` ends a
    completion prompt and opens an answer (``答案：``).
    """

    header: str
    question: str
    ask: str
    cue: str


@dataclass(frozen=True, slots=True)
class PromptTemplate:
    """A complete prompt template (the TOML keys of ``plain.toml``, resolved per question type).

    ``shots`` is the default number of few-shot examples. ``shot_explanations``
    adds the explanation of each *example* (never of the evaluated question).
    """

    name: str
    description: str
    system: str | None
    shots: int
    default_subject: str
    option: str
    shot_answer: str
    shot_explanations: bool
    explanation: str
    single: Section
    multi: Section
    qa: Section

    def section(self, qtype: QType) -> Section:
        """The wording for ``qtype``."""
        return {QType.SINGLE: self.single, QType.MULTI: self.multi, QType.QA: self.qa}[qtype]

    def fingerprint(self) -> str:
        """A short hash of everything that shapes the prompt (for cache keys and manifests)."""
        data = asdict(self)
        data.pop("description")
        blob = json.dumps(data, ensure_ascii=False, sort_keys=True)
        return hashlib.sha256(blob.encode()).hexdigest()[:16]


def list_templates() -> list[str]:
    """Names of the built-in templates."""
    folder = resources.files("psyexam.prompt") / "templates"
    return sorted(p.name.removesuffix(".toml") for p in folder.iterdir() if p.name.endswith(".toml"))


def get_template(name: str) -> PromptTemplate:
    """A built-in template by name, or a user template from a ``.toml`` file path."""
    if name in list_templates():
        return _builtin(name)
    path = Path(name).expanduser()
    if path.suffix.lower() == ".toml" or path.exists():
        return load_template(path)
    raise TemplateError(
        f"unknown prompt template '{name}' (built-in: {', '.join(list_templates())};"
        " or give the path of a .toml file)"
    )


def load_template(path: str | Path) -> PromptTemplate:
    """Read a user template from ``path``, merged over its ``base`` built-in."""
    path = Path(path)
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise TemplateError(f"{path}: prompt template file not found") from None
    except (OSError, UnicodeDecodeError) as e:
        raise TemplateError(f"{path}: cannot read prompt template: {e}") from None
    except tomllib.TOMLDecodeError as e:
        raise TemplateError(f"{path}: invalid TOML: {e}") from None
    base = raw.get("base", BUILTIN_BASE)
    if base not in list_templates():
        raise TemplateError(f"{path}: base '{base}' is not a built-in template ({', '.join(list_templates())})")
    merged = _merge(_builtin_raw(base), raw)
    merged.setdefault("name", path.stem)
    return _build(merged, str(path))


@cache
def _builtin(name: str) -> PromptTemplate:
    raw = _builtin_raw(name)
    raw["name"] = name
    return _build(raw, f"built-in template '{name}'")


def _builtin_raw(name: str) -> dict:
    text = (resources.files("psyexam.prompt") / "templates" / f"{name}.toml").read_text(encoding="utf-8")
    raw = tomllib.loads(text)
    if name == BUILTIN_BASE:
        return raw
    return _merge(_builtin_raw(BUILTIN_BASE), raw)


def _merge(base: dict, over: dict) -> dict:
    out = dict(base)
    for key, value in over.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = {**out[key], **value}
        else:
            out[key] = value
    return out


def _build(raw: dict, where: str) -> PromptTemplate:
    _check_keys(raw, where)
    top = {k: v for k, v in raw.items() if k not in _SECTIONS}
    sections = {}
    for sec in _SECTIONS:
        table = raw.get(sec, {})
        values = {k: table.get(k, top.get(k)) for k in _SECTION_KEYS}
        for key, value in values.items():
            _check_text(value, f"{sec}.{key}", where)
        if sec != QType.QA and not values["cue"].strip():
            raise TemplateError(f"{where}: '{sec}.cue' must not be empty (it precedes the answer letters)")
        sections[sec] = Section(**values)
    for key in ("default_subject", "option", "shot_answer", "explanation"):
        _check_text(top.get(key), key, where)
    system = top.get("system")
    if system is not None and not isinstance(system, str):
        raise TemplateError(f"{where}: 'system' must be a string")
    shots = top.get("shots")
    if not isinstance(shots, int) or isinstance(shots, bool) or shots < 0:
        raise TemplateError(f"{where}: 'shots' must be a whole number >= 0, got {shots!r}")
    if not isinstance(top.get("shot_explanations"), bool):
        raise TemplateError(f"{where}: 'shot_explanations' must be true or false")
    return PromptTemplate(
        name=str(top["name"]),
        description=str(top.get("description", "")),
        system=(system.strip() or None) if system else None,
        shots=shots,
        default_subject=top["default_subject"],
        option=top["option"],
        shot_answer=top["shot_answer"],
        shot_explanations=top["shot_explanations"],
        explanation=top["explanation"],
        **sections,
    )


def _check_keys(raw: dict, where: str) -> None:
    for key, value in raw.items():
        if key in _SECTIONS:
            if not isinstance(value, dict):
                raise TemplateError(f"{where}: '{key}' must be a table ([{key}])")
            unknown = set(value) - _SECTION_KEYS
            if unknown:
                raise TemplateError(
                    f"{where}: unknown key '{key}.{sorted(unknown)[0]}' (allowed: {', '.join(sorted(_SECTION_KEYS))})"
                )
        elif key not in _TOP_KEYS:
            raise TemplateError(f"{where}: unknown key '{key}'")


def _check_text(value: object, key: str, where: str) -> None:
    if not isinstance(value, str):
        raise TemplateError(f"{where}: '{key}' must be a string")
    allowed = _PLACEHOLDERS.get(key.rsplit(".", 1)[-1])
    if allowed is None:
        return
    try:
        fields = {f for _, f, _, _ in string.Formatter().parse(value) if f is not None}
    except ValueError as e:
        raise TemplateError(f"{where}: '{key}' is not a valid format string ({e}); write '{{{{' for a literal brace") from None
    bad = fields - allowed
    if bad:
        raise TemplateError(
            f"{where}: unknown placeholder {{{sorted(bad)[0]}}} in '{key}' (allowed: "
            + ", ".join(f"{{{a}}}" for a in sorted(allowed)) + ")"
        )
