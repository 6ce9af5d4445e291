"""Human ratings, read strictly from CSV or JSONL.

Two kinds of row, told apart by their columns:

- a score: ``item, rater, dimension, score`` (the score on the declared scale);
- a pairwise choice: ``item, rater, model_a, model_b, choice`` with ``choice``
  one of ``A``, ``B``, ``tie``, ``both_bad`` (Chinese ``平局``, ``都不好`` accepted).

Every problem (a missing column, a score off the scale, an unknown item or
rater, a rating given twice) stops the import with the file and line named.
"""

from __future__ import annotations

import csv
import json
import math
from dataclasses import asdict, dataclass, field
from pathlib import Path

from psyexam.errors import PsyexamError
from psyexam.judge.rubrics import Rubric
from psyexam.text import jsontext

CHOICES = {
    "a": "A", "b": "B", "tie": "tie", "draw": "tie", "平局": "tie",
    "both_bad": "both_bad", "both bad": "both_bad", "bothbad": "both_bad", "都不好": "both_bad",
}


class RatingsError(PsyexamError):
    """A ratings file that cannot be imported as it is."""


@dataclass(frozen=True)
class ScoreRating:
    """One rater's score of one item on one dimension."""

    item: str
    rater: str
    dimension: str
    score: float
    line: int


@dataclass(frozen=True)
class ChoiceRating:
    """One rater's choice between two models' answers to one item."""

    item: str
    rater: str
    model_a: str
    model_b: str
    choice: str
    line: int


@dataclass
class RatingSet:
    """Every rating of one import, with the scale the scores were checked against."""

    source: str
    scale: tuple[float, float]
    scores: list[ScoreRating] = field(default_factory=list)
    choices: list[ChoiceRating] = field(default_factory=list)
    rubric: Rubric | None = None
    """The rubric the scores follow (their dimensions, levels and combination), when imported with one."""

    @property
    def raters(self) -> list[str]:
        return sorted({r.rater for r in self._all()})

    @property
    def items(self) -> list[str]:
        return sorted({r.item for r in self._all()})

    def to_rows(self) -> list[dict]:
        """JSON-ready rows (the normalised file ``ratings import`` writes)."""
        return [asdict(r) for r in self._all()]

    def _all(self) -> list[ScoreRating | ChoiceRating]:
        return [*self.scores, *self.choices]


def read_rows(path: Path) -> list[tuple[int, dict]]:
    """(line number, row) pairs of a CSV or JSONL file."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8-sig")
    except OSError as e:
        raise RatingsError(f"{path}: cannot read ({e.strerror or e})") from None
    except UnicodeDecodeError as e:
        raise RatingsError(f"{path}: not UTF-8 text (byte 0x{e.object[e.start]:02x} at offset {e.start})") from None
    if path.suffix.lower() in (".jsonl", ".json", ".ndjson"):
        rows = []
        for n, row in jsontext.lines(text):
            if isinstance(row, jsontext.JSONProblem):
                raise RatingsError(f"{path}, line {n}: not JSON ({row.msg})")
            if not isinstance(row, dict):
                raise RatingsError(f"{path}, line {n}: expected a JSON object")
            rows.append((n, row))
        return rows
    if path.suffix.lower() not in (".csv", ".tsv"):
        raise RatingsError(f"{path}: ratings must be a .csv, .tsv or .jsonl file")
    reader = csv.DictReader(text.splitlines(), delimiter="\t" if path.suffix.lower() == ".tsv" else ",")
    rows = []
    try:
        for n, row in enumerate(reader, 2):  # line 1 is the header
            rows.append((n, row))
    except csv.Error as e:  # e.g. a field over csv's size limit
        raise RatingsError(f"{path}, line {len(rows) + 2}: bad CSV ({e})") from None
    return rows


def parse_ratings(path: Path, scale: tuple[float, float] = (1, 5), items: set[str] | None = None,
                  raters: set[str] | None = None, rubric: Rubric | None = None) -> RatingSet:
    """Read and check every row; ``items`` / ``raters``, when given, are the only ones allowed.

    With a ``rubric``, each score's dimension must be one of the rubric's (key or
    Chinese name, stored as the key) and the score one of that dimension's levels.
    """
    low, high = (min(d.scale[0] for d in rubric.dimensions), max(d.scale[1] for d in rubric.dimensions)) \
        if rubric is not None else scale
    if low >= high:
        raise RatingsError(f"scale {low:g}–{high:g}: the low end must be below the high end")
    out = RatingSet(str(path), (float(low), float(high)), rubric=rubric)
    seen: dict[tuple, int] = {}
    for n, row in read_rows(path):
        where = f"{path}, line {n}"
        rating = _parse_row(row, where, n, out.scale)
        if rubric is not None and isinstance(rating, ScoreRating):
            rating = _on_rubric(rating, rubric, where)
        if items is not None and rating.item not in items:
            raise RatingsError(f"{where}: unknown item {rating.item!r}")
        if raters is not None and rating.rater not in raters:
            raise RatingsError(f"{where}: unknown rater {rating.rater!r} (known: {', '.join(sorted(raters))})")
        key = ((rating.item, rating.rater, rating.dimension) if isinstance(rating, ScoreRating)
               else (rating.item, rating.rater, *sorted((rating.model_a, rating.model_b))))
        if key in seen:
            raise RatingsError(f"{where}: rater {rating.rater!r} already rated this on line {seen[key]}")
        seen[key] = n
        if isinstance(rating, ScoreRating):
            out.scores.append(rating)
        else:
            out.choices.append(rating)
    if not out.scores and not out.choices:
        raise RatingsError(f"{path}: no ratings in the file")
    if raters is not None:
        idle = sorted(raters - set(out.raters))
        if idle:
            raise RatingsError(f"{path}: rater(s) {', '.join(idle)} rated nothing")
    return out


def _text(row: dict, name: str, where: str) -> str:
    value = row.get(name)
    if value is None or (isinstance(value, str) and not value.strip()):
        raise RatingsError(f"{where}: missing {name!r}")
    return str(value).strip()


def _parse_row(row: dict, where: str, n: int, scale: tuple[float, float]) -> ScoreRating | ChoiceRating:
    item, rater = _text(row, "item", where), _text(row, "rater", where)
    if row.get("choice") not in (None, ""):
        raw = str(row["choice"]).strip()
        choice = CHOICES.get(raw.lower())
        if choice is None:
            raise RatingsError(f"{where}: choice {raw!r} is not one of A, B, tie, both_bad")
        a, b = _text(row, "model_a", where), _text(row, "model_b", where)
        if a == b:
            raise RatingsError(f"{where}: model_a and model_b are both {a!r}")
        return ChoiceRating(item, rater, a, b, choice, n)
    dimension = _text(row, "dimension", where)
    given = row.get("score")
    if given is None or (isinstance(given, str) and not given.strip()):
        raise RatingsError(f"{where}: missing 'score' (or 'choice' for a pairwise rating)")
    if isinstance(given, bool):
        raise RatingsError(f"{where}: score {given!r} is not a number")
    try:
        score = float(given)
    except (TypeError, ValueError, OverflowError):  # OverflowError: an integer too large for a float
        raise RatingsError(f"{where}: score {_short(given)} is not a number") from None
    low, high = scale
    if not math.isfinite(score) or not low <= score <= high:
        raise RatingsError(f"{where}: score {given} is outside the scale {low:g}–{high:g} (see --scale)")
    return ScoreRating(item, rater, dimension, score, n)


def _on_rubric(rating: ScoreRating, rubric: Rubric, where: str) -> ScoreRating:
    dims = {d.key: d for d in rubric.dimensions} | {d.name: d for d in rubric.dimensions}
    d = dims.get(rating.dimension)
    if d is None:
        raise RatingsError(f"{where}: dimension {rating.dimension!r} is not in the rubric {rubric.name!r} "
                           f"({', '.join(x.key for x in rubric.dimensions)})")
    if rating.score not in d.values():
        raise RatingsError(f"{where}: score {rating.score:g} is not a level of {d.key} ({d.values()})")
    return ScoreRating(rating.item, rating.rater, d.key, rating.score, rating.line)


def load_imported(path: Path) -> RatingSet:
    """Read back what ``save_imported`` wrote (a folder, or its ratings.jsonl)."""
    path = Path(path)
    folder = path if path.is_dir() else path.parent
    meta_path, rows_path = folder / "ratings_meta.json", folder / "ratings.jsonl"
    if not meta_path.exists() or not rows_path.exists():
        raise RatingsError(f"{folder}: no imported ratings here (run `psyexam ratings import` first)")
    meta = _read_json(meta_path, 1, meta_path.read_bytes())
    try:
        low, high = (float(x) for x in meta["scale"])
        out = RatingSet(str(meta["source"]), (low, high))
    except (KeyError, TypeError, ValueError) as e:
        raise RatingsError(f"{meta_path}: not what `psyexam ratings import` writes ({e!r}); import again") from None
    if meta.get("rubric") is not None:
        try:
            out.rubric = Rubric.model_validate(meta["rubric"])
        except ValueError as e:
            raise RatingsError(f"{meta_path}: unreadable rubric ({str(e).splitlines()[0]}); import again") from None
    for n, line in enumerate(rows_path.read_bytes().split(b"\n"), 1):
        if not line.strip():
            continue
        d = _read_json(rows_path, n, line)
        try:
            (out.choices.append(ChoiceRating(**d)) if "choice" in d else out.scores.append(ScoreRating(**d)))
        except TypeError as e:
            raise RatingsError(f"{rows_path}, line {n}: unreadable rating ({e})") from None
    return out


def _read_json(path: Path, n: int, data: bytes) -> dict:
    """One JSON object of an imported-ratings file, or ``RatingsError`` naming the file and line."""
    try:
        d = jsontext.loads(data)
    except jsontext.JSONProblem as e:
        raise RatingsError(f"{path}, line {n}: unreadable ({e.msg}); import the ratings again") from None
    if not isinstance(d, dict):
        raise RatingsError(f"{path}, line {n}: expected a JSON object; import the ratings again")
    return d


def _short(raw: object) -> str:
    text = repr(raw)
    return text if len(text) <= 40 else f"{text[:30]}… ({len(text)} characters)"


def save_imported(ratings: RatingSet, folder: Path) -> Path:
    """Write the checked ratings to ``folder``: ratings.jsonl and ratings_meta.json."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    with (folder / "ratings.jsonl").open("w", encoding="utf-8") as f:
        for row in ratings.to_rows():
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    meta = {"source": ratings.source, "scale": list(ratings.scale), "raters": ratings.raters,
            "items": len(ratings.items), "scores": len(ratings.scores), "choices": len(ratings.choices),
            "rubric": ratings.rubric.model_dump(mode="json") if ratings.rubric else None,
            "rubric_fingerprint": ratings.rubric.fingerprint() if ratings.rubric else None}
    (folder / "ratings_meta.json").write_text(json.dumps(meta, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    return folder
