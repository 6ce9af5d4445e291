"""Letters closing a sentence after 对应, a conclusion's 最…的是, or the option left after an elimination."""

from __future__ import annotations

import pytest

from tests.score.reading import letters_read

OPTIONS = {"A": "间接性", "B": "目的性", "C": "概括性", "D": "形象性"}


@pytest.mark.parametrize(
    ("text", "qtype", "expected"),
    [
        ("思维的两个基本特征是间接性和概括性，对应A和C。", "multi", "AC"),
        ("本质特征是概括性，正好对应C。", "single", "C"),
        ("所以对这一现象解释力最强的是C。", "single", "C"),
        ("排除A、B、D。剩下的概括性最本质，就是C。", "single", "C"),
        # near misses
        ("间接性对应A，概括性对应C。", "multi", None),
        ("如果只看形象性，对应D。", "single", None),
        ("形象性不是基本特征，对应D。", "single", None),
        ("因此最容易误选的是B。", "single", None),
        ("本质特征是概括性，对应C吗？", "single", None),
    ],
)
def test_letters_closing_a_sentence(text, qtype, expected):
    assert letters_read(text, OPTIONS, qtype) == expected


STAGES = {"A": "分析问题", "B": "提出假设", "C": "发现问题", "D": "检验假设"}
STAGE_STEM = "寻求解决问题的可能方案,提出解决问题的策略的问题解决阶段是( )"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("四个阶段各有特点。\n\n因此题干所说的阶段对应 B。", "B"),
        ("提出解决策略的就是提出假设阶段，也就是B，这一阶段的关键是找到解决问题的途径。检验假设则是通过实践来验证。", "B"),
        ("正确答案是 **B**。\n\n（易错点：不要以为先要检验才能解决而选C或D。）", "B"),
        # near misses: asked back, hedged, another granted, the warning turning into doubt
        ("因此题干所说的阶段对应 B？", None),
        ("因此题干所说的阶段大概对应B吧。", None),
        ("提出解决策略的就是提出假设阶段，也就是B，这一阶段对吗？", None),
        ("提出解决策略的可能是提出假设阶段，也就是B，这一阶段也可能叫检验假设。", None),
        ("因此题干所说的阶段对应B。不过D也对。", None),
        ("正确答案是 **B**。\n\n（不过也可能选D。）", None),
    ],
)
def test_a_mid_reply_apposition_or_conclusion_names_the_answer(text: str, expected: str | None) -> None:
    assert letters_read(text, STAGES, "single", STAGE_STEM) == expected
