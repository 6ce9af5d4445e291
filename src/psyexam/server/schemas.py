"""Request and reply bodies of API v1 (the OpenAPI schema is generated from these)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, StringConstraints, field_validator

MAX_EXAM_SIZE = 1000
"""Hard cap of the schema; a service may set a lower one (``Settings.max_size``)."""



def _whole(value: object) -> int:
    # JSON Schema counts 3.0 as an integer; strings and booleans are not numbers here
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError("must be a whole number")
    if isinstance(value, float) and not value.is_integer():
        raise ValueError("must be a whole number")
    return int(value)


Whole = Annotated[int, BeforeValidator(_whole)]
MODEL_PATTERN = r"^[^\x00-\x1f\x7f-\x9f]*[^\s\x00-\x1f\x7f-\x9f][^\x00-\x1f\x7f-\x9f]*$"
"""A model's name: no control characters, not only spaces (the pattern is in the published schema)."""
Letters = Annotated[str, StringConstraints(max_length=64)]
Letter = Annotated[str, StringConstraints(max_length=8)]


class ExamRequest(BaseModel):
    """Ask for a new exam of ``size`` questions for ``model`` (its name on the leaderboard)."""

    model_config = ConfigDict(extra="forbid")
    size: Whole = Field(ge=1, le=MAX_EXAM_SIZE)
    model: str = Field(min_length=1, max_length=100, pattern=MODEL_PATTERN)

    @field_validator("model")
    @classmethod
    def _encodable(cls, v: str) -> str:
        try:
            v.encode("utf-8")
        except UnicodeEncodeError:
            raise ValueError("model must be valid Unicode text") from None
        return v.strip()


class AnswerRequest(BaseModel):
    """The answer to question ``index``: letters such as "A", "AC", "A,C" or ["A", "C"]."""

    model_config = ConfigDict(extra="forbid")
    index: Whole = Field(ge=0, le=MAX_EXAM_SIZE)
    answer: Letters | Annotated[list[Letter], Field(max_length=8)]


class ExamCreated(BaseModel):
    exam_id: str
    size: int


class QuestionOut(BaseModel):
    """The current question. ``hash`` is its entry in the exposure ledger; ``question_id`` is
    different in every exam."""

    index: int
    question_id: str
    hash: str
    question: str
    options: dict[str, str]
    type: Literal["single", "multi"]
    part: str
    subject: str | None
    size: int
    deadline: float | None


class ExamDone(BaseModel):
    done: Literal[True]
    expired: bool = False


class AnswerRecorded(BaseModel):
    index: int
    recorded: bool
    unparsed: bool
    done: bool


class ExamStatus(BaseModel):
    exam_id: str
    model: str
    status: Literal["open", "done"]
    size: int
    answered: int
    expired: bool
    created: float
    deadline: float | None
    score: dict | None = Field(None, description="Only once the exam is done: overall, by_type, by_part, by_subject.")


class ExposureEntry(BaseModel):
    hash: str
    exam_id: str
    served: float


class Exposure(BaseModel):
    organisation: str
    count: int
    questions: list[ExposureEntry]


class BoardRow(BaseModel):
    model: str
    organisation: str
    exams: int
    n: int
    correct: int
    accuracy: float | None
    accuracy_ci95: list[float] | None
    exam_credit: float | None
    f1: float | None
    unparsed: int


class Leaderboard(BaseModel):
    rows: list[BoardRow]


class Problem(BaseModel):
    detail: str
