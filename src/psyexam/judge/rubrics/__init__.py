"""What the judge is asked: grading rubrics (TOML files, see docs/rubrics.md) and the pairwise prompt.

Shipped rubrics: ``score100`` (the CPsyExam judge prompt: one 0–100 score),
``dimensions`` (LLMEVAL's five dimensions, 1–5 each, mean), ``three_level``
(language, semantics and knowledge indicators) and ``llmeval2`` (accuracy,
informativeness, fluency and logic, weighted sum).
"""

from __future__ import annotations

from psyexam.judge.rubrics.model import Dimension, Level, PromptSpec, Rubric
from psyexam.judge.rubrics.prompts import SYSTEM, judge_request, pairwise_fingerprint, pairwise_request
from psyexam.judge.rubrics.registry import get_rubric, list_rubrics, load_rubric, parse_rubric

RUBRICS: dict[str, Rubric] = {name: get_rubric(name) for name in list_rubrics()}
DIMENSIONS: tuple[Dimension, ...] = RUBRICS["dimensions"].dimensions

__all__ = [
    "DIMENSIONS", "RUBRICS", "SYSTEM", "Dimension", "Level", "PromptSpec", "Rubric", "get_rubric", "judge_request",
    "list_rubrics", "load_rubric", "pairwise_fingerprint", "pairwise_request", "parse_rubric",
]
