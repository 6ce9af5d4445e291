"""Findings: what a loader or the validator says about a bank, one problem each."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from enum import StrEnum


class Severity(StrEnum):
    """How bad a finding is. ``fatal`` means a whole file could not be read."""

    FATAL = "fatal"
    ERROR = "error"
    WARNING = "warning"
    INFO = "info"


@dataclass(frozen=True, slots=True)
class Finding:
    """One problem: a stable ``code``, where it is, which record, and a one-line message."""

    code: str
    severity: Severity
    file: str
    message: str
    position: int | None = None
    id: str | None = None
    line: int | None = None
    column: int | None = None

    @property
    def where(self) -> str:
        """``file, line L, column C`` or ``file, record N`` — whatever is known."""
        parts = [self.file]
        if self.line is not None:
            parts.append(f"line {self.line}")
            if self.column is not None:
                parts.append(f"column {self.column}")
        elif self.position is not None:
            parts.append(f"record {self.position}")
        return ", ".join(parts)

    def to_dict(self) -> dict:
        """A JSON-ready dict (severity as its string value)."""
        d = asdict(self)
        d["severity"] = self.severity.value
        return d

    def __str__(self) -> str:
        rid = f" [{self.id}]" if self.id else ""
        return f"{self.severity.value}: {self.code}: {self.where}{rid}: {self.message}"
