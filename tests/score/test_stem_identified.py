"""One option's text identified in a sentence as what the stem asks for, in a longer (maybe cut off) reply."""

from __future__ import annotations

import pytest

from psyexam.score.extract import extract_choice

STEM = "两种学习之间的相互干扰、阻碍,我们称之为()"
OPTS = {"A": "迁移", "B": "正迁移", "C": "负迁移", "D": "具体迁移", "E": ""}
WHO = "提出“应用智力”培养方案的心理学家是"
WHO_OPTS = {"A": "斯皮尔曼", "B": "推孟", "C": "加德纳", "D": "斯腾伯格", "E": ""}


@pytest.mark.parametrize(
    ("stem", "options", "reply", "expected"),
    [
        (STEM, OPTS, "正迁移是促进。\n\n因此，这种干扰和阻碍就是负迁移。\n\n综上所述", frozenset("C")),
        (WHO, WHO_OPTS, "根据分类，加德纳（Gardner）是提出“应用智力”培养方案的主要人物。\n\n他提出了", frozenset("C")),
        (STEM, OPTS, "因此，这种干扰和阻碍可能就是负迁移。\n\n综上所述", None),
        (STEM, OPTS, "因此，这种干扰和阻碍就是负迁移。\n\n不过正迁移也", None),
        (STEM, OPTS, "因此，这种干扰和阻碍不是正迁移，而是负迁移。\n\n综上所述", None),
        (WHO, WHO_OPTS, "加德纳是提出“应用智力”培养方案的主要人物。斯腾伯格是提出“应用智力”培养方案的心理学家。", None),
        (WHO, WHO_OPTS, "加德纳是提出“应用智力”培养方案的主要人物吗？\n\n他提出了", None),
        ("", OPTS, "因此，这种干扰和阻碍就是负迁移。\n\n综上所述", None),
        ("下列不属于两种学习之间的相互干扰、阻碍的是()", OPTS, "因此，这种干扰和阻碍就是负迁移。\n\n综上所述", None),
    ],
)
def test_stem_identified(stem, options, reply, expected):
    assert extract_choice(reply, options, "single", stem).letters == expected
