"""The judge's fixed texts: its system prompt, the pairwise prompt and the generic rubric prompt.

The prompts are the judge's part of every call key, so changing a word re-asks the judge.
"""

from __future__ import annotations

import hashlib
import json

from psyexam.model.base import GenerateParams, Message, Request

SYSTEM = "你是一位严谨、公正的心理学专家，负责评阅心理学考试中问答题的作答。"

# ``{criteria}`` and ``{example}`` are filled from the rubric's dimensions
GENERIC_DIMENSIONS = """请根据参考答案，按下列评价指标评价考生对下面这道心理学问答题的回答。

评价指标（每项给出所列等级中的一个整数）：
{criteria}

【问题】
{question}

【参考答案】
{reference}

【考生回答】
{answer}

请只输出一个JSON对象，格式如下（把数字换成你的评分）：
{example}"""

GENERIC_SCORE = """请根据参考答案评阅考生对下面这道心理学问答题的回答。

评分标准：
{criteria}

【问题】
{question}

【参考答案】
{reference}

【考生回答】
{answer}

请先在第一行按“分数：X”的格式给出分数X，然后可以用一两句话说明理由。"""

PAIRWISE = """下面是一道心理学问答题、它的参考答案，以及两位考生（回答A和回答B）的回答。请根据参考答案比较两个回答的质量。

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


def judge_request(text: str, max_tokens: int, seed: int | None, system: str = SYSTEM) -> Request:
    """A greedy judge call with the judge's system prompt."""
    params = GenerateParams(max_tokens=max_tokens, temperature=0.0, seed=seed)
    return Request(messages=(Message("system", system), Message("user", text)), params=params)


def pairwise_request(question: str, reference: str, answer_a: str, answer_b: str,
                     max_tokens: int, seed: int | None) -> Request:
    """The judge call comparing two answers (A shown first)."""
    text = PAIRWISE.format(question=question, reference=reference, answer_a=answer_a, answer_b=answer_b)
    return judge_request(text, max_tokens, seed)


def pairwise_fingerprint() -> str:
    """A short hash of the pairwise prompt (recorded in the arena manifest)."""
    return short_hash(["pairwise", SYSTEM, PAIRWISE])


def short_hash(content: object) -> str:
    """The first 12 hex digits of the sha256 of ``content``'s canonical JSON."""
    blob = json.dumps(content, ensure_ascii=False, sort_keys=True)
    return hashlib.sha256(blob.encode()).hexdigest()[:12]
