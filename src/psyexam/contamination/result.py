"""The contamination result file: typed records and their JSON form (``psyexam-contamination``, version 1)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, Field, ValidationError

from psyexam.errors import PsyexamError
from psyexam.runs.files import write_json

FORMAT = "psyexam-contamination"
VERSION = 1
BAD_LINES_KEPT = 200
"""At most this many bad corpus lines are listed; ``summary.bad_lines`` counts them all."""


class ContaminationFileError(PsyexamError):
    """A result file that cannot be read: missing, not JSON, another format or a newer version."""


class Settings(BaseModel):
    """What was scanned and by which rule."""

    bank: str = ""
    splits: list[str] = Field(default_factory=list)
    n: int = 13
    fields: Literal["question", "question+options"] = "question"
    min_overlap: float = 0.0
    ignore_common: int | None = None
    text_field: str = "text"
    corpus: list[str] = Field(default_factory=list)


class Location(BaseModel):
    """Where a match was found: corpus file, document (1-based line, or row of a parquet file), character offset."""

    file: str
    document: int
    offset: int


class ItemResult(BaseModel):
    """One bank item's verdict.

    ``ngrams`` counts the n-gram positions of the item's normalised text (1 for a short
    item, whose whole text is its one n-gram; 0 for an item with no letters or digits),
    ``matched_ngrams`` those found in the corpus, ``overlap`` their share. ``longest_span``
    is the longest run of matched text in tokens. ``first_match`` is the earliest match in
    corpus order (files as listed, then document, then offset).
    """

    id: str
    split: str | None = None
    contaminated: bool
    ngrams: int
    matched_ngrams: int
    ignored_ngrams: int = 0
    overlap: float
    longest_span: int
    first_match: Location | None = None
    short: bool = False


class Summary(BaseModel):
    """Counts over the whole scan. ``partial`` is true when the scan stopped early (Ctrl-C)."""

    items: int
    contaminated: int
    clean: int
    share_contaminated: float
    bytes_scanned: int
    bytes_total: int = 0
    files: int = 0
    documents: int
    bad_lines: int
    partial: bool = False
    seconds: float = 0.0


class TopNgram(BaseModel):
    """An n-gram found in the corpus, and how many bank items it matched in."""

    ngram: str
    items: int


class BadLine(BaseModel):
    """A corpus line (or record, or whole file) that could not be read; ``line`` 0 means the file itself."""

    file: str
    line: int
    reason: str


class ContaminationResult(BaseModel):
    """A whole result file."""

    format: Literal["psyexam-contamination"] = "psyexam-contamination"
    version: int = VERSION
    settings: Settings
    summary: Summary
    items: list[ItemResult]
    top_ngrams: list[TopNgram] = Field(default_factory=list)
    bad_lines: list[BadLine] = Field(default_factory=list)

    def to_json(self) -> dict:
        """The JSON object written to files and printed by ``--json``."""
        return self.model_dump(mode="json")


def write_result(path: Path, result: ContaminationResult) -> None:
    """Write the result through a temporary file, so a killed process never leaves half a file."""
    write_json(Path(path), result.to_json())


def read_result(path: Path) -> ContaminationResult:
    """Read a result file; a one-line ``ContaminationFileError`` when it is not one this version can read."""
    path = Path(path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as e:
        raise ContaminationFileError(f"{path}: cannot read ({e.strerror or e})") from None
    except (UnicodeDecodeError, json.JSONDecodeError) as e:
        raise ContaminationFileError(f"{path}: not a JSON file ({e})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ContaminationFileError(f"{path}: not a psyexam contamination result (no \"format\": \"{FORMAT}\")")
    version = data.get("version")
    if not isinstance(version, int) or version > VERSION:
        raise ContaminationFileError(f"{path}: result format version {version!r}; this psyexam reads up to {VERSION}")
    try:
        return ContaminationResult.model_validate(data)
    except ValidationError as e:
        first = e.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise ContaminationFileError(f"{path}: {where}: {first['msg']}") from None
