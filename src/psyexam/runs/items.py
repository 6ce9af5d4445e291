"""The per-item record of ``samples.jsonl``: one evaluated item, and the prompt it was asked with."""

from __future__ import annotations

import math
from typing import Any, TypeGuard

from pydantic import BaseModel, ConfigDict, Field

from psyexam.runs.files import RunFolderError
from psyexam.text import jsontext

REQUIRED = ("id", "qtype", "part", "correct")
"""Fields a samples line must have to be reported."""


class ItemResult(BaseModel):
    """One evaluated item: what was asked, what came back, and how it scored.

    ``correct`` is None only for items that cannot be scored here (open QA
    before judging, or items whose split hides the answer); errors and
    unparsed answers are scored as wrong and stay in every denominator.
    """

    model_config = ConfigDict(extra="ignore")

    id: str
    split: str | None
    qtype: str
    part: str
    exam: str | None
    subject: str | None
    chapter: str | None
    concept: str | None
    ca_category: str | None
    gold: str | None
    prediction: str | None
    correct: bool | None
    exam_credit: float | None
    f1: float | None
    unparsed: bool
    error: str | None
    # how the answer was obtained; reports read items back without these
    method: str = ""
    extraction: str | None = None
    response: str | None = None
    logprobs: dict[str, float | None] | None = None
    # the question's ``extra`` tags (difficulty, level, scenario…); run folders written before tags have none
    tags: dict[str, str] = Field(default_factory=dict)

    @property
    def key(self) -> tuple[str, str]:
        """The pairing key across runs: (split, id)."""
        return (self.split or "", self.id)

    @property
    def graded(self) -> bool:
        """True when the item has a known right/wrong outcome."""
        return self.correct is not None

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready (non-finite log-probabilities become None)."""
        # shallow: a deep dump costs more than the rest of a run's bookkeeping
        d = {name: getattr(self, name) for name in type(self).model_fields}
        if not self.tags:
            del d["tags"]  # untagged items write the same lines as before tags existed
        if self.logprobs is not None:
            d["logprobs"] = {k: (v if v is not None and math.isfinite(v) else None) for k, v in self.logprobs.items()}
        return d


class Prompt(BaseModel):
    """What an item's model call was sent: chat messages, and the raw text prompt when one was used."""

    messages: list[dict[str, str]] = []
    prompt: str | None = None


def sample_row(item: ItemResult, prompt: Prompt | None) -> dict[str, Any]:
    """The ``samples.jsonl`` line of an item: its record plus the prompt it was asked with."""
    row = item.to_dict()
    row["messages"] = prompt.messages if prompt else []
    if prompt is not None and prompt.prompt is not None:
        row["prompt"] = prompt.prompt
    return row


def parse_sample(line: str, where: str, replies: bool = False) -> ItemResult:
    """An item from one ``samples.jsonl`` line; one-line errors.

    The reply text, how its letters were read and the log-probabilities are kept only with
    ``replies`` (reports do without them, and they are most of a line).
    """
    try:
        d = jsontext.loads(line, finite=False)
    except jsontext.JSONProblem as e:
        raise RunFolderError(f"{where}: not valid JSON ({e.msg})") from None
    if not isinstance(d, dict):
        raise RunFolderError(f"{where}: expected a JSON object")
    missing = [k for k in REQUIRED if k not in d]
    if missing:
        raise RunFolderError(f"{where}: missing field(s) {', '.join(missing)}")
    correct = d["correct"]
    if correct is not None and not isinstance(correct, bool):
        raise RunFolderError(f"{where}: 'correct' must be true, false or null, got {correct!r}")
    # every field is given its type here, so pydantic's validation (a third of the cost) is skipped
    return ItemResult.model_construct(
        id=str(d["id"]), split=_opt(d.get("split")), qtype=str(d["qtype"]), part=str(d["part"]),
        exam=_opt(d.get("exam")), subject=_opt(d.get("subject")), chapter=_opt(d.get("chapter")),
        concept=_opt(d.get("concept")), ca_category=_opt(d.get("ca_category")),
        gold=_opt(d.get("gold")), prediction=_opt(d.get("prediction")), correct=correct,
        exam_credit=_num(d.get("exam_credit"), "exam_credit", where), f1=_num(d.get("f1"), "f1", where),
        unparsed=bool(d.get("unparsed")), error=_opt(d.get("error")), method=str(d.get("method") or ""),
        tags=_tags(d.get("tags"), where),
        **(_replies(d) if replies else {}),
    )


def _replies(d: dict[str, Any]) -> dict[str, Any]:
    """The reply fields of a samples line, in the shapes ItemResult takes (anything else is dropped)."""
    lp = d.get("logprobs")
    logprobs = ({str(k): float(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else None
                 for k, v in lp.items()} if isinstance(lp, dict) else None)
    return {"response": _opt(d.get("response")), "extraction": _opt(d.get("extraction")), "logprobs": logprobs}


def _tags(value: Any, where: str) -> dict[str, str]:
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise RunFolderError(f"{where}: 'tags' must be an object, got {value!r}")
    return {str(k): str(v) for k, v in value.items() if v is not None}


def parse_prompt(row: dict[str, Any]) -> Prompt:
    """The prompt stored with a samples line (empty when it is missing or in the wrong shape)."""
    messages = row.get("messages")
    prompt = row.get("prompt")
    return Prompt(messages=messages if _is_messages(messages) else [],
                  prompt=prompt if isinstance(prompt, str) else None)


def _is_messages(value: object) -> TypeGuard[list[dict[str, str]]]:
    """A list of chat messages whose fields are all strings."""
    return isinstance(value, list) and all(
        isinstance(m, dict) and all(isinstance(v, str) for v in m.values()) for m in value)


def _opt(value: Any) -> str | None:
    return None if value is None else str(value)


def _num(value: Any, name: str, where: str) -> float | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise RunFolderError(f"{where}: '{name}' must be a number or null, got {value!r}")
    return float(value)
