"""Concept inventories: subject → chapter (→ section) → concept, and their validation.

An inventory is the syllabus a bank should cover. Each concept carries an id
(unique), a name, aliases, a description and the prompt types questions on it
may take (``calculation``, ``theory``, ``case``). Reading is in
:mod:`psyexam.concepts.inventory_io`; this module holds the records and the
checks that turn a readable file into findings.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field, field_validator

from psyexam.bank.findings import Finding, Severity
from psyexam.errors import PsyexamError
from psyexam.text import fold


class InventoryError(PsyexamError):
    """An inventory file that cannot be read at all (missing, malformed, wrong shape)."""


class PromptType(StrEnum):
    """The three ConceptPsy prompt types a concept can be asked in."""

    CALCULATION = "calculation"
    THEORY = "theory"
    CASE = "case"


PROMPT_TYPES = tuple(t.value for t in PromptType)


class Concept(BaseModel):
    """One syllabus concept. ``types`` keeps unknown names as given, for validation to report."""

    model_config = ConfigDict(frozen=True, extra="forbid", str_strip_whitespace=True)

    id: str = Field(min_length=1)
    name: str = Field(min_length=1)
    subject: str = Field(min_length=1)
    chapter: str = Field(min_length=1)
    section: str | None = None
    aliases: tuple[str, ...] = ()
    description: str = ""
    types: tuple[str, ...] = (PromptType.THEORY.value,)
    line: int | None = Field(default=None, exclude=True)
    """1-based line of the concept in its file (not part of the concept itself)."""

    @field_validator("aliases", "types", mode="before")
    @classmethod
    def _listish(cls, value: object) -> object:
        # CSV cells and hand-written JSON give "a|b" or "a, b" where a list is meant
        if isinstance(value, str):
            parts = value.replace("｜", "|").replace("，", ",").replace(",", "|").split("|")
            return tuple(p.strip() for p in parts if p.strip())
        return value

    @field_validator("types", mode="after")
    @classmethod
    def _lower(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(t.strip().lower() for t in value)

    @property
    def prompt_types(self) -> list[PromptType]:
        """The known prompt types, in the order given (unknown ones are validation findings)."""
        return [PromptType(t) for t in self.types if t in PROMPT_TYPES]

    @property
    def names(self) -> tuple[str, ...]:
        """Name and aliases: every label the concept answers to."""
        return (self.name, *self.aliases)

    @property
    def text(self) -> str:
        """Name, aliases and description as one text, for lexical matching."""
        return " ".join((*self.names, self.description))


@dataclass
class Inventory:
    """Every concept of a syllabus in file order, with where it was read from and what validation found."""

    concepts: list[Concept]
    file: str
    name: str | None = None
    findings: list[Finding] = field(default_factory=list)
    spec: str | None = None
    """How the user named it (``demo`` or a path), for manifests: the demo's file moves with the install."""

    def __iter__(self) -> Iterator[Concept]:
        return iter(self.concepts)

    def __len__(self) -> int:
        return len(self.concepts)

    def get(self, concept_id: str) -> Concept | None:
        """The concept with this id (the first, if ids repeat)."""
        return self._by_id().get(concept_id)

    def _by_id(self) -> dict[str, Concept]:
        by: dict[str, Concept] = {}
        for c in self.concepts:
            by.setdefault(c.id, c)
        return by

    @property
    def subjects(self) -> list[str]:
        """Subjects in file order."""
        return list(dict.fromkeys(c.subject for c in self.concepts))

    def chapters(self, subject: str) -> list[str]:
        """A subject's chapters in file order."""
        return list(dict.fromkeys(c.chapter for c in self.concepts if c.subject == subject))

    def select(self, subjects: Iterable[str] = (), ids: Iterable[str] = ()) -> Inventory:
        """The inventory restricted to some subjects and/or concept ids (all when both are empty)."""
        subj, wanted = set(subjects), set(ids)
        unknown = wanted - set(self._by_id())
        if unknown:
            raise InventoryError(f"{self.file}: no concept with id {', '.join(sorted(unknown))}")
        missing = subj - set(self.subjects)
        if missing:
            raise InventoryError(f"{self.file}: no subject {', '.join(sorted(missing))}")
        kept = [c for c in self.concepts if (not subj or c.subject in subj) and (not wanted or c.id in wanted)]
        return Inventory(kept, self.file, self.name, list(self.findings), self.spec)

    @property
    def errors(self) -> list[Finding]:
        """Findings of severity error."""
        return [f for f in self.findings if f.severity is Severity.ERROR]


def validate(inv: Inventory) -> list[Finding]:
    """Duplicate ids, empty descriptions, unknown or missing prompt types, names shared within a chapter."""
    found: list[Finding] = []
    counts = Counter(c.id for c in inv.concepts)
    seen: set[str] = set()
    names: dict[tuple[str, str, str], Concept] = {}
    for c in inv.concepts:
        if counts[c.id] > 1 and c.id in seen:
            found.append(_finding(inv, c, "duplicate-id", Severity.ERROR, f"id {c.id!r} is used by an earlier concept"))
        seen.add(c.id)
        if not c.description:
            found.append(_finding(inv, c, "empty-description", Severity.ERROR, f"concept {c.name!r} has no description"))
        unknown = [t for t in c.types if t not in PROMPT_TYPES]
        if unknown:
            found.append(_finding(inv, c, "unknown-prompt-type", Severity.ERROR,
                                  f"unknown prompt type {', '.join(map(repr, unknown))}; known: {', '.join(PROMPT_TYPES)}"))
        elif not c.types:
            found.append(_finding(inv, c, "no-prompt-type", Severity.ERROR, "no prompt type given"))
        key = (c.subject, c.chapter, fold(c.name))
        if key in names:
            found.append(_finding(inv, c, "duplicate-name", Severity.WARNING,
                                  f"name {c.name!r} repeats concept {names[key].id!r} of the same chapter"))
        names.setdefault(key, c)
    return found


def _finding(inv: Inventory, c: Concept, code: str, severity: Severity, message: str) -> Finding:
    return Finding(code, severity, inv.file, message, id=c.id, line=c.line)
