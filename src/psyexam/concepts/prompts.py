"""Chinese generation prompts for the three ConceptPsy prompt types, written for psyexam.

Each prompt gives the subject, the chapter headings of the subject, the
concept and its description, and asks for a JSON list of
``{question, options {A..D}, answer, explanation}``.
"""

from __future__ import annotations

from psyexam.concepts.inventory import Concept, Inventory, PromptType
from psyexam.model.base import GenerateParams, Message, Request

SYSTEM = "你是一名资深的心理学教师和命题专家，熟悉全国硕士研究生招生考试心理学专业基础综合的考试大纲。"

_TASK = {
    PromptType.CALCULATION: (
        "请围绕该概念编写{count}道计算题：题干给出具体数据（如刺激强度、分数、频数、反应时、相关或检验统计量），"
        "要求考生经过计算或统计推断得出结果；四个选项都是数值或由数值得出的结论，且只有一个正确。"
    ),
    PromptType.THEORY: (
        "请围绕该概念编写{count}道理论理解题：考查对概念的含义、提出者、适用条件、与相近概念的区别或应用的理解，"
        "而不是死记硬背原文；干扰项应似是而非，只有一个选项正确。"
    ),
    PromptType.CASE: (
        "请围绕该概念编写{count}道案例分析题：先用两三句话描述一个具体情境或来访者案例（人物、行为、表现），"
        "再提出一个需要运用该概念才能回答的问题；只有一个选项正确。"
    ),
}

_BODY = """学科：{subject}
本学科的章节：{chapters}
所在章节：{chapter}{section}
概念：{name}{aliases}
概念说明：{description}

{task}

要求：
1. 每道题都是单项选择题，恰有 A、B、C、D 四个选项，选项内容互不相同，且只有一个正确答案；
2. 题干不能直接包含正确选项的原文；
3. 题目必须考查上述概念本身；
4. 用简体中文书写，并给出简短的解析。

只输出一个 JSON 数组，不要输出其他文字，格式如下：
[{{"question": "题干", "options": {{"A": "……", "B": "……", "C": "……", "D": "……"}}, "answer": "A", "explanation": "解析"}}]"""


def generation_prompt(concept: Concept, inventory: Inventory, ptype: PromptType, count: int) -> str:
    """The user prompt asking for ``count`` questions of type ``ptype`` on ``concept``."""
    return _BODY.format(
        subject=concept.subject,
        chapters="、".join(inventory.chapters(concept.subject)),
        chapter=concept.chapter,
        section=f" / {concept.section}" if concept.section else "",
        name=concept.name,
        aliases=f"（又称：{'、'.join(concept.aliases)}）" if concept.aliases else "",
        description=concept.description or "（无）",
        task=_TASK[ptype].format(count=count),
    )


def generation_request(concept: Concept, inventory: Inventory, ptype: PromptType, count: int,
                       params: GenerateParams) -> Request:
    """The chat request for one (concept, prompt type) batch of questions."""
    return Request(messages=(Message("system", SYSTEM), Message("user", generation_prompt(concept, inventory, ptype, count))),
                   params=params)
