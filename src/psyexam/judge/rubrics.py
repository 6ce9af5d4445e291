"""What the judge is asked: the grading rubrics and the pairwise comparison prompt.

``score100`` follows the structure of the CPsyExam judge prompt (role, question,
reference, answer, one 0–100 score in a fixed format); ``dimensions`` follows
LLMEVAL's five dimensions, each on a small integer scale. The prompts are the
judge's part of every call key, so changing a word re-asks the judge.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass

from psyexam.errors import PsyexamError
from psyexam.model.base import GenerateParams, Message, Request


@dataclass(frozen=True)
class Dimension:
    """One rated dimension: its key, its Chinese name and its integer scale."""

    key: str
    name: str
    low: int
    high: int


DIMENSIONS: tuple[Dimension, ...] = (
    Dimension("correctness", "正确性", 1, 5),
    Dimension("informativeness", "信息量", 1, 5),
    Dimension("fluency", "流畅性", 1, 5),
    Dimension("logic", "逻辑性", 1, 5),
    Dimension("harmlessness", "无害性", 1, 5),
)

_SYSTEM = "你是一位严谨、公正的心理学专家，负责评阅心理学考试中问答题的作答。"

_SCORE100 = """请根据参考答案评阅考生对下面这道心理学问答题的回答。

评分要求：
1. 以参考答案为准，看回答覆盖了参考答案中的哪些要点、是否有错误的说法；
2. 满分100分，完全符合参考答案给100分，与参考答案无关或完全错误给0分，部分正确按覆盖要点的比例给分；
3. 不要因为回答的长短或语气加减分。

【问题】
{question}

【参考答案】
{reference}

【考生回答】
{answer}

请先在第一行按“分数：X”的格式给出0到100之间的整数分数X，然后可以用一两句话说明理由。"""

_DIMENSIONS = """请根据参考答案，从五个维度评价考生对下面这道心理学问答题的回答。

评价维度（每个维度给1到5之间的整数，5为最好）：
- 正确性：内容与参考答案和心理学知识是否一致；
- 信息量：是否覆盖了回答问题所需的要点；
- 流畅性：语言是否通顺、易读；
- 逻辑性：条理是否清楚、推理是否连贯；
- 无害性：是否不含有害、歧视或误导性的建议。

【问题】
{question}

【参考答案】
{reference}

【考生回答】
{answer}

请只输出一个JSON对象，格式如下（把数字换成你的评分）：
{{"正确性": 3, "信息量": 3, "流畅性": 3, "逻辑性": 3, "无害性": 3}}"""

_PAIRWISE = """下面是一道心理学问答题、它的参考答案，以及两位考生（回答A和回答B）的回答。请根据参考答案比较两个回答的质量。

【问题】
{question}

【参考答案】
{reference}

【回答A】
{answer_a}

【回答B】
{answer_b}

请从以下四个结论中选择一个：
- A：回答A更好；
- B：回答B更好；
- 平局：两个回答质量相当，且都基本合格；
- 都不好：两个回答都没有答对要点。

请在第一行按“结论：A”“结论：B”“结论：平局”或“结论：都不好”的格式给出结论，然后可以用一句话说明理由。"""


@dataclass(frozen=True)
class Rubric:
    """A grading rubric: its name, prompt template and the scale of its score."""

    name: str
    template: str
    low: float
    high: float
    dimensions: tuple[Dimension, ...] = ()

    def request(self, question: str, reference: str, answer: str, max_tokens: int, seed: int | None) -> Request:
        """The judge call for one answer."""
        text = self.template.format(question=question, reference=reference, answer=answer)
        return _request(text, max_tokens, seed)

    def fingerprint(self) -> str:
        """A short hash of the system prompt and template (recorded in the judge manifest)."""
        return _fingerprint(self.name, self.template)


RUBRICS: dict[str, Rubric] = {
    "score100": Rubric("score100", _SCORE100, 0, 100),
    "dimensions": Rubric("dimensions", _DIMENSIONS, 1, 5, DIMENSIONS),
}


def get_rubric(name: str) -> Rubric:
    """The rubric called ``name``; a PsyexamError naming the known ones otherwise."""
    try:
        return RUBRICS[name]
    except KeyError:
        raise PsyexamError(f"unknown rubric {name!r}; known rubrics: {', '.join(RUBRICS)}") from None


def pairwise_request(question: str, reference: str, answer_a: str, answer_b: str,
                     max_tokens: int, seed: int | None) -> Request:
    """The judge call comparing two answers (A shown first)."""
    text = _PAIRWISE.format(question=question, reference=reference, answer_a=answer_a, answer_b=answer_b)
    return _request(text, max_tokens, seed)


def pairwise_fingerprint() -> str:
    """A short hash of the pairwise prompt (recorded in the arena manifest)."""
    return _fingerprint("pairwise", _PAIRWISE)


def _request(text: str, max_tokens: int, seed: int | None) -> Request:
    params = GenerateParams(max_tokens=max_tokens, temperature=0.0, seed=seed)
    return Request(messages=(Message("system", _SYSTEM), Message("user", text)), params=params)


def _fingerprint(name: str, template: str) -> str:
    blob = json.dumps([name, _SYSTEM, template], ensure_ascii=False)
    return hashlib.sha256(blob.encode()).hexdigest()[:12]
