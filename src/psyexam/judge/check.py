"""Judge files that contradict themselves are refused, naming the file and the item."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, TypeGuard

from psyexam.errors import PsyexamError
from psyexam.judge import status
from psyexam.runs import RunFolder

if TYPE_CHECKING:
    from psyexam.judge.grade import Judgements


class JudgeFileError(PsyexamError):
    """A judge file whose lines contradict themselves or the rubric."""


def check_judgements(j: Judgements) -> None:
    """Raise :class:`JudgeFileError` naming the file and item for judge lines that contradict themselves."""
    low, high = j.scale
    where = RunFolder(j.folder).judgements_path
    keys = dimension_keys(j)
    for i in j.items:
        if i.status not in status.STATUSES:
            raise JudgeFileError(f"{where}: item {i.id}: unknown status {i.status!r}")
        if i.status != status.SCORED:
            if i.score is not None:
                raise JudgeFileError(f"{where}: item {i.id}: status {i.status} but a score {i.score!r}")
            continue
        score = i.score
        if not _number(score):
            raise JudgeFileError(f"{where}: item {i.id}: scored but the score is {score!r}")
        if not low <= score <= high:
            raise JudgeFileError(f"{where}: item {i.id}: score {score:g} outside the scale {low:g}-{high:g}")
        if keys and not (isinstance(i.dimensions, dict) and all(_number(i.dimensions.get(k)) for k in keys)):
            raise JudgeFileError(f"{where}: item {i.id}: scored on the {j.rubric} rubric but without a number "
                                 f"for each of {', '.join(keys)}")


def _number(x: Any) -> TypeGuard[float]:
    return not isinstance(x, bool) and isinstance(x, (int, float)) and math.isfinite(x)


def dimension_keys(j: Judgements) -> list[str]:
    """The rubric's dimensions in its own order (empty for a single-score rubric)."""
    rubric = x if isinstance(x := j.manifest.get("rubric"), dict) else {}
    keys = [d["key"] for d in rubric.get("dimensions") or [] if isinstance(d, dict) and "key" in d]
    return keys or list((j.summary.get("dimensions") or {}).keys())
