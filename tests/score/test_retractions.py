"""Answers taken back half-way: a bracketed second thought, a narrowed choice only offered, a record or
reply leaving other letters open."""

from __future__ import annotations

import pytest

from psyexam.score.extract import extract_choice
from psyexam.score.retractions import in_bracketed_aside, offered_after, offered_choice
from tests.score.reading import letters_read

SINGLE = {"A": "心境", "B": "激情", "C": "应激", "D": "激动"}
MULTI = {"A": "形式训练说", "B": "共同要素说", "C": "概括说", "D": "学习迁移的产生式理论"}


def test_bracketed_aside() -> None:
    text = "答案：A\n（不对，应该是B）"
    assert in_bracketed_aside(text, 4, text.index("应该"))
    edit = "B\n\n(edit: nope, it's A)"
    assert not in_bracketed_aside(edit, 1, edit.index("it's"))
    closed = "答案：A（注：B是干扰项）\n不对，应该是B"
    assert not in_bracketed_aside(closed, 4, closed.index("应该"))


def test_offered() -> None:
    text = "答案是B、D。不过D有争议，保守起见可以只选B。"
    assert offered_choice(text, text.index("可以只选"))
    assert offered_after(text, text.index("。"), {"B", "D"})
    assert not offered_after("答案是B。", 5, {"B"})
    assert not offered_choice("我认为答案是B。", 4)


@pytest.mark.parametrize(
    ("text", "options", "qtype", "expected"),
    [
        ('{"answer": "A", "note": "也可能是B，题干信息不足"}', SINGLE, "single", None),
        ('{"answer": "A", "note": "不可能是B"}', SINGLE, "single", "A"),
        ("答案：A\n（不对，仔细一看……应该是B）", SINGLE, "single", None),
        ("答案：A\n（注：B是常见干扰项。）", SINGLE, "single", "A"),
        ("答案：A\n（更正：应该是B）", SINGLE, "single", "B"),
        ("我认为答案是B、D。不过D有争议，保守起见可以只选B。", MULTI, "multi", None),
        ("The answer is B and D; to be safe you could pick just B.", MULTI, "multi", None),
        ("我认为答案是B、D。不过D其实不符合，所以答案是B。", MULTI, "multi", "B"),
        ("可以确定的是形式训练说，C和D需要更多信息。", MULTI, "multi", None),
        ("答案：A。C和D不需要更多信息就能排除。", MULTI, "multi", "A"),
    ],
)
def test_read(text: str, options: dict[str, str], qtype: str, expected: str | None) -> None:
    assert letters_read(text, options, qtype) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("选A。不对，我记得是激情……答案B。", None),  # revised on a recollection trailing off
        ("Answer: A. Wait, no, I think I recall it being a passion... answer B.", None),
        ("选A。不对，我记得是激情，答案B。", "B"),  # a recollection stated firmly revises
        ("选A。不对，应该是激情……答案B。", "B"),
    ],
)
def test_a_revision_on_a_vague_recollection(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案是D。也可以是C，因为C也有道理。", None),  # a second candidate offered after the answer
        ("The answer is D. It could also be C.", None),
        ("D. C would also work here.", None),
        ("Answer: D, or maybe C.", None),
        ("答案是D。也可以是C吗？不是，C不对。", "D"),  # the offer asked about and denied
        ("答案是D。也可以说D最常见。", "D"),  # no letter offered
        ("The answer is D. C would not work.", "D"),
    ],
)
def test_another_letter_offered_beside_the_answer(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


_DEPRESSION = {"A": "紧张", "B": "思维中断", "C": "手抖", "D": "食欲下降"}


@pytest.mark.parametrize(
    ("reply", "stem", "letters"),
    [
        # another letter said to be "not …" too, under a stem asking for what is not: a second candidate
        ("所以不包括的是B项，也不包括D项。", "抑郁发作的特点不包括（ ）", None),
        ("答案是B，也不是D。", "抑郁发作的特点不包括（ ）", None),
        ("答案：B。D也不属于。", "下列不属于抑郁发作特点的是（ ）", None),
        ("The answer is B; D is not included either.", "抑郁发作的特点不包括（ ）", None),
        # under a stem asking for what is, the same words set the other letter aside
        ("答案：B。D也不属于。", "下列属于精神分裂症特点的是（ ）", frozenset("B")),
        ("答案是B，也不是D。", "抑郁发作的特点是（ ）", frozenset("B")),
        # the answer's own letter, or no other letter, said "not" again
        ("答案：B。\n\nB思维中断也不常见于抑郁。", "抑郁发作的特点不包括（ ）", frozenset("B")),
        ("答案：B\n\nA、C、D都是抑郁的表现。", "抑郁发作的特点不包括（ ）", frozenset("B")),
    ],
)
def test_another_letter_also_not_under_a_stem_asking_for_what_is_not(reply, stem, letters):
    assert extract_choice(reply, _DEPRESSION, "single", stem).letters == letters


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a different set offered as an answer too, after the answer: a second candidate
        ("答案BD。但也有研究认为……，这样看答案也可以是AD。", None),
        ("答案BD。也可以选A、D。", None),
        ("答案：BD。这么说AD也对。", None),
        ("So the answer would be BD — though some textbooks differ, in which case it's ABD.", None),
        ("The answer is BD, though under the older model it would be AD.", None),
        ("The answer is BD, or, if the production-system theory counts as general transfer, B.", None),
        # the same letters again, no second answer, a set warned against or turned down, no letters at all
        ("答案BD。答案也可以写作B、D。", "BD"),
        ("答案BD。也可以说B是共同要素说的核心。", "BD"),
        ("答案BD。有人会选AD，但A强调一般迁移。", "BD"),
        ("答案BD。有人认为答案也可以是AD，但这种说法不对。", "BD"),
        ("答案BD。这样看BD也对。", "BD"),
        ("The answer is BD. Though it would be wise to reread Thorndike, the key is fixed.", "BD"),
        ("The answer is BD — in which case it's worth reviewing Thorndike.", "BD"),
    ],
)
def test_another_set_offered_after_the_answer(text, expected):
    assert letters_read(text, MULTI, "multi") == expected
