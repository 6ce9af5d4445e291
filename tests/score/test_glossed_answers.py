"""An answer given by an English name that the reply glosses with one option's text."""

from __future__ import annotations

import pytest

from tests.score.reading import letters_read

OPTS = {"A": "感觉", "B": "知觉", "C": "记忆", "D": "想象"}
GLOSSED = "It is sensation (感觉), whereas perception (知觉) reflects the object as a whole.\n\n"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (GLOSSED + "So the answer is sensation.", "A"),
        (GLOSSED + "So the answer is perception.", "B"),
        # near misses: doubted, two names, negated, never glossed, glossed twice, more after it
        (GLOSSED + "So the answer is probably sensation.", None),
        (GLOSSED + "The answer is sensation or perception.", None),
        (GLOSSED + "The answer is not sensation.", None),
        ("The answer is sensation.", None),
        ("It is sensation (感觉), or sensation (感受性).\n\nSo the answer is sensation.", None),
        (GLOSSED + "So the answer is sensation. But I am not sure.", None),
    ],
)
def test_an_answer_named_by_its_gloss(text, expected):
    assert letters_read(text, OPTS, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("B（知觉）是对事物整体属性的反映。", "B"),
        ("B（知觉）不是对事物个别属性的反映。", None),  # negated
        ("B（感觉）是对事物整体属性的反映。", None),  # another option's text for the letter
        ("B（知觉）可能是对事物整体属性的反映。", None),
        ("B（知觉）是对事物整体属性的反映，A（感觉）也是。", None),
    ],
)
def test_a_letter_with_its_text_in_brackets_opening_a_statement(text, expected):
    assert letters_read(text, OPTS, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("B. Perception organises sensations into a whole object.", "B"),
        ("B (perception). The whole object is organised from sensations.", "B"),
        ("B) Perception organises sensations into a whole object.", "B"),
        # near misses: weighing, a question, another letter, another option's text, a hedge, a contrast
        ("B. Let's consider each option first.", None),
        ("B. Is it perception? The whole object is organised.", None),
        ("B. Perception organises sensations, and A comes before it.", None),
        ("B. Perception, that is 感觉, organises sensations.", None),
        ("B. Perception might organise sensations into a whole.", None),
        ("B. Perception is correct only if the stem asks about wholes.", None),
        ("B. Perception organises sensations, but memory keeps them.", None),
    ],
)
def test_a_lone_letter_opening_english_prose(text, expected):
    assert letters_read(text, OPTS, "single") == expected


TRANSFER = {"A": "正迁移", "B": "横向迁移", "C": "特殊成分迁移", "D": "非特殊成分迁移"}
GENERAL = "This describes non-specific transfer (非特殊成分迁移) — general principles carried over to new learning."


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # another English name rejected in a sentence of its own; the shorter text inside the glossed one names nothing
        (GENERAL + " It is not specific transfer, which involves carrying over particular skills or associations.", "D"),
        (GENERAL, "D"),
        # near misses: the rejected name said to fit too, doubted, the glossed name itself rejected, a contrast after
        (GENERAL + " It is not specific transfer, which might also fit here.", None),
        (GENERAL + " It is not specific transfer, which is probably closer.", None),
        (GENERAL + " It is not non-specific transfer, which is broader.", None),
        (GENERAL + " It is not specific transfer, but lateral transfer (横向迁移) fits too.", None),
    ],
)
def test_a_glossed_name_beside_a_rejected_one(text, expected):
    assert letters_read(text, TRANSFER, "single") == expected


PEOPLE = {"A": "斯金纳", "B": "班杜拉", "C": "马斯洛", "D": "罗杰斯"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "It's"/"That's"/"reflects" before the glossed name; an aside after it ("rather than a …", "like a … or …")
        ("It's Carl Rogers (罗杰斯). The teacher acts as a facilitator rather than a transmitter of knowledge.", "D"),
        ("That's Abraham Maslow (马斯洛), like a ladder or pyramid of needs.", "C"),
        ("This reflects Bandura's social learning (班杜拉).", "B"),
        # near misses: hedged, asked, rejected, two names, an alternative, an aside before the gloss
        ("It might be Carl Rogers (罗杰斯).", None),
        ("It's Carl Rogers (罗杰斯)? He proposed client-centered therapy.", None),
        ("It's not Carl Rogers (罗杰斯).", None),
        ("It's Carl Rogers (罗杰斯) or Abraham Maslow (马斯洛).", None),
        ("It's Carl Rogers (罗杰斯), or maybe Maslow.", None),
        ("It's Maslow rather than Carl Rogers (罗杰斯).", None),
    ],
)
def test_a_glossed_name_after_its_or_reflects(text, expected):
    assert letters_read(text, PEOPLE, "single") == expected


STAGES = {"A": "思维", "B": "运算", "C": "守恒", "D": "推理"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Piaget used 运算 (operations) as the criterion for dividing the stages.", "B"),
        ("The criterion is 运算 (operations).", "B"),
        # the others set aside together
        ("It is 运算 (operations). Thinking is a broader notion, and conservation is one achievement, so those don't fit.", "B"),
        # near misses: another offered, doubted, asked, another candidate before the others are set aside
        ("Piaget used 运算 (operations), though some say 思维 (thinking).", None),
        ("Piaget probably used 运算 (operations).", None),
        ("Did Piaget use 运算 (operations)?", None),
        ("It is 运算 (operations). Conservation could also fit, and thinking is too broad, so those don't fit.", None),
    ],
)
def test_an_option_text_glossed_in_english(text, expected):
    assert letters_read(text, STAGES, "single") == expected
