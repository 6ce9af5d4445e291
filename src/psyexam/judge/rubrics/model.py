"""A grading rubric as data: dimensions with scales, weights and descriptions, a prompt, a combination.

A rubric with one dimension asks the judge for one score (``分数：X``); with
several it asks for a JSON object of integer levels, one per dimension, and
combines their points into the item's score (weighted sum, weighted mean or
minimum).
"""

from __future__ import annotations

import string
from collections.abc import Mapping
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from psyexam.judge.rubrics.prompts import SYSTEM, judge_request, short_hash
from psyexam.model.base import Request

Combine = Literal["weighted_sum", "mean", "min"]
_FIELDS = {"question", "reference", "answer", "criteria", "example"}


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Level(_Strict):
    """One level of a dimension's scale: the integer the judge gives, its label and its points."""

    value: int
    label: str = ""
    label_en: str = ""
    points: float | None = None
    """Points this level is worth (default: the value itself)."""

    @property
    def worth(self) -> float:
        return float(self.value) if self.points is None else self.points


class Dimension(_Strict):
    """One rated dimension: key, names, descriptions, weight and scale (``low``..``high`` or explicit ``levels``)."""

    key: str = Field(pattern=r"^[A-Za-z_][A-Za-z0-9_]*$")
    name: str = Field(min_length=1)
    name_en: str = ""
    description: str = ""
    description_en: str = ""
    group: str = ""
    """An optional heading the dimension belongs to (e.g. 语言层面)."""
    weight: float = Field(default=1.0, gt=0)
    low: int | None = None
    high: int | None = None
    levels: tuple[Level, ...] = ()

    @model_validator(mode="after")
    def _scale(self) -> Dimension:
        if self.levels:
            values = [lv.value for lv in self.levels]
            # a dumped rubric carries both; they must then agree
            if (self.low, self.high) not in ((None, None), (min(values), max(values))):
                raise ValueError("give either low/high or levels, not both")
            if len(set(values)) != len(values):
                raise ValueError(f"level values repeat: {values}")
            object.__setattr__(self, "low", min(values))
            object.__setattr__(self, "high", max(values))
        elif self.low is None or self.high is None or self.low >= self.high:
            raise ValueError("a scale needs low < high (or a list of levels)")
        return self

    @property
    def scale(self) -> tuple[int, int]:
        return int(self.low or 0), int(self.high or 0)

    def values(self) -> list[int]:
        """The integers the judge (or a human) may give on this dimension."""
        return [lv.value for lv in self.levels] if self.levels else list(range(self.scale[0], self.scale[1] + 1))

    def points(self, value: float) -> float:
        """The points a given level is worth (a value between levels of a plain range counts as itself)."""
        for lv in self.levels:
            if lv.value == value:
                return lv.worth
        return float(value)

    def point_range(self) -> tuple[float, float]:
        worths = [lv.worth for lv in self.levels] or [float(v) for v in self.scale]
        return min(worths), max(worths)


class PromptSpec(_Strict):
    """The judge prompt: a template of its own, or a built-in one reused by name."""

    builtin: str | None = None
    """``generic`` (built from the dimensions) or the name of a shipped rubric whose template is reused."""
    template: str | None = None
    system: str = SYSTEM

    @model_validator(mode="after")
    def _one(self) -> PromptSpec:
        if (self.builtin is None) == (self.template is None):
            raise ValueError("give exactly one of builtin or template")
        if self.template is not None:
            fields = {f for _, f, _, _ in string.Formatter().parse(self.template) if f is not None}
            unknown = fields - _FIELDS
            if unknown:
                raise ValueError(f"unknown placeholder(s) {sorted(unknown)}; allowed: {sorted(_FIELDS)}")
            if "answer" not in fields:
                raise ValueError("the template must show the {answer}")
        return self


class Rubric(_Strict):
    """A grading rubric; built-in ones ship as TOML files, users give their own."""

    name: str = Field(min_length=1)
    description: str = ""
    description_en: str = ""
    combine: Combine = "mean"
    prompt: PromptSpec
    dimensions: tuple[Dimension, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _unique(self) -> Rubric:
        keys = [d.key for d in self.dimensions]
        names = [d.name for d in self.dimensions]
        if len(set(keys)) != len(keys) or len(set(names)) != len(names):
            raise ValueError("dimension keys and names must be unique")
        return self

    @property
    def single(self) -> bool:
        """One dimension: the judge replies with one score, not a JSON object."""
        return len(self.dimensions) == 1

    @property
    def rated(self) -> tuple[Dimension, ...]:
        """The dimensions the judge rates separately (none for a single-score rubric)."""
        return () if self.single else self.dimensions

    @property
    def low(self) -> float:
        return self.score_range()[0]

    @property
    def high(self) -> float:
        return self.score_range()[1]

    def score_range(self) -> tuple[float, float]:
        """The lowest and highest combined score."""
        if self.single:
            return float(self.dimensions[0].scale[0]), float(self.dimensions[0].scale[1])
        lows = {d.key: d.point_range()[0] for d in self.dimensions}
        highs = {d.key: d.point_range()[1] for d in self.dimensions}
        return self.combine_points(lows), self.combine_points(highs)

    def combine_points(self, points: dict[str, float]) -> float:
        """Combine per-dimension points (keyed by dimension key) into one score."""
        if self.combine == "min":
            return min(points[d.key] for d in self.dimensions)
        total = sum(d.weight * points[d.key] for d in self.dimensions)
        if self.combine == "weighted_sum":
            return total
        return total / sum(d.weight for d in self.dimensions)

    def score(self, levels: Mapping[str, float]) -> float:
        """The item's score from the level given on each dimension."""
        if self.single:
            return float(next(iter(levels.values())))
        return self.combine_points({d.key: d.points(levels[d.key]) for d in self.dimensions})

    def template(self) -> str:
        """The prompt template with the rubric's own criteria filled in (question, reference, answer left)."""
        text = self.prompt.template
        if text is None:
            from psyexam.judge.rubrics.registry import builtin_template

            text = builtin_template(self.prompt.builtin or "", self.single)
        return text.replace("{criteria}", _escape(self._criteria())).replace("{example}", _escape(self._example()))

    def request(self, question: str, reference: str, answer: str, max_tokens: int, seed: int | None) -> Request:
        """The judge call for one answer."""
        text = self.template().format(question=question, reference=reference, answer=answer)
        return judge_request(text, max_tokens, seed, self.prompt.system)

    def canonical(self) -> dict:
        """The rubric's content with the prompt resolved: what the fingerprint hashes."""
        data = self.model_dump(mode="json")
        data["prompt"] = {"system": self.prompt.system, "template": self.template()}
        return data

    def fingerprint(self) -> str:
        """A short hash of the canonical content (recorded in the judge manifest)."""
        return short_hash(self.canonical())

    def manifest(self) -> dict:
        """What a judge manifest records about the rubric."""
        return {"name": self.name, "fingerprint": self.fingerprint(), "scale": [self.low, self.high],
                "combine": self.combine,
                "dimensions": [{"key": d.key, "name": d.name, "low": d.scale[0], "high": d.scale[1],
                                "weight": d.weight, "values": d.values(), "group": d.group} for d in self.rated]}

    def _criteria(self) -> str:
        return "\n".join(_criterion(d) for d in self.dimensions)

    def _example(self) -> str:
        import json

        return json.dumps({d.name: d.values()[len(d.values()) // 2] for d in self.dimensions}, ensure_ascii=False)


def _criterion(d: Dimension) -> str:
    head = f"{d.group}·{d.name}" if d.group else d.name
    labels = "，".join(f"{lv.value}={lv.label}" for lv in d.levels if lv.label)
    scale = f"{d.scale[0]}到{d.scale[1]}" + (f"（{labels}）" if labels else "")
    return f"- {head}：{d.description or d.name}；取值{scale}"


def _escape(text: str) -> str:
    # filled in before str.format, so literal braces must survive it
    return text.replace("{", "{{").replace("}", "}}")
