"""An answer given by the options' places in Chinese, after an answer lead (several alone for a multiple-response question)."""

from __future__ import annotations

import pytest

from tests.score.reading import letters_read

OPTS = {"A": "认知主义", "B": "行为主义", "C": "建构主义", "D": "人本主义"}


@pytest.mark.parametrize(
    ("text", "qtype", "expected"),
    [
        ("答案是最后一项。", "single", "D"),
        ("所以选最后一个，D。", "single", "D"),
        ("选第二个选项（B）。", "single", "B"),
        ("答案是第二项，行为主义。", "single", "B"),
        ("应选第二个：B 行为主义。", "single", "B"),
        ("选第四个，即D（人本主义）。", "single", "D"),
        ("答：第三项【建构主义】", "single", "C"),
        ("答案是第二项，因为它强调刺激与反应。", "single", "B"),
        ("正确的是第二个和第四个选项（B、D）。", "multi", "BD"),
        ("应选第一项和最后一项，即A和D。", "multi", "AD"),
        ("答案是第二项（B）和第四项（D）。", "multi", "BD"),
        ("应选**第二项（B）行为主义**。", "single", "B"),
        # near misses: another letter or text, a doubt, a question, a negation, a place past the options,
        # two places for one choice, an alternative, an earlier place named by apposition
        ("所以选最后一个，C。", "single", None),
        ("选第二个选项（C）。", "single", None),
        ("答案是第二项，人本主义。", "single", None),
        ("正确答案是第一项，即行为主义。", "single", None),
        ("答案可能是第二项。", "single", None),
        ("答案是第二项吗？", "single", None),
        ("不选第二项。", "single", None),
        ("答案是第五项。", "single", None),
        ("答案是第二个选项或第四个选项。", "single", None),
        ("答案是第二个和第四个选项。", "single", None),
        ("应选第一项和最后一项，即A和C。", "multi", None),
        ("答案是第二项（B）和第四项（C）。", "multi", None),
        ("答案是第二项（B）和第四项。", "multi", None),
        ("应选第二项（B）人本主义。", "single", None),
        ("第三势力指人本主义，也就是最后一项。不过从题目给的顺序看，应选第二个选项。", "single", None),
        ("所以应该是第二项。", "single", "B"),
        ("答案是第二项，第四项也说得通。", "single", None),  # another place in the same sentence
        ("答案是第二项。不对，第三势力其实应该是第四项。", "single", None),  # a subject said to be a place
    ],
)
def test_places_after_an_answer_lead(text, qtype, expected):
    assert letters_read(text, OPTS, qtype) == expected


FIVE = {"A": "感觉记忆", "B": "短时记忆", "C": "长时记忆", "D": "工作记忆", "E": "内隐记忆"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案：前三项（A、B、C）。", "ABC"),
        ("答案是全部五项，ABCDE。", "ABCDE"),
        ("所以应选后两项。", "DE"),
        # near misses: letters that differ from the span, a span alone in a supposition or under a doubt
        ("答案：前三项（A、B、D）。", None),
        ("答案是全部四项，ABCD。", None),
        ("如果答案是后两项，那么前三项就都不算了。", None),
        ("答案可能是后两项。", None),
    ],
)
def test_a_span_of_places_with_its_letters_after_a_comma_or_in_brackets_or_alone(text, expected):
    assert letters_read(text, FIVE, "multi") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The correct answer is **Option 2: 行为主义**.", "B"),
        ("**选项四：人本主义**", "D"),
        ("正确的是选项三：建构主义。", "C"),
        # near misses: another option's text, a supposition, a number past the options
        ("The correct answer is **Option 1: 行为主义**.", None),
        ("If the answer were Option 2: 行为主义, stimuli would matter most.", None),
        ("正确的是选项三：人本主义。", None),
        ("选项五：人本主义", None),
    ],
)
def test_an_option_named_by_its_number(text, expected):
    assert letters_read(text, OPTS, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("前三项都对。", "ABC"),
        ("答案是中间三项：B、C、D。", "BCD"),
        ("模型有三个阶段。\n\n即前三项。", "ABC"),
        # near misses: asked, others credited after, a middle that cannot be centred, an apposition miscounted
        ("前三项都对吗？", None),
        ("前三项都对，后两项也有道理。", None),
        ("答案是中间两项。", None),
        ("答案是中间三项：A、C、D。", None),
        ("模型有三个阶段，即前两项。", None),
    ],
)
def test_spans_said_right_in_the_middle_or_in_apposition(text, expected):
    assert letters_read(text, FIVE, "multi") == expected


@pytest.mark.parametrize(
    ("text", "qtype", "expected"),
    [
        ("答案是第二个和第四个选项。", "multi", "BD"),
        ("……\n\n所以选第一、第三和第四项。", "multi", "ACD"),
        # near misses: a single choice, places while discussing, a place past the options, a doubt, letters that
        # disagree, another letter after, the sentence going on
        ("答案是第二个和第四个选项。", "single", None),
        ("第二个和第四个选项都强调强化。", "multi", None),
        ("所以选第一、第三和第六项。", "multi", None),
        ("答案可能是第二个和第四个选项。", "multi", None),
        ("答案是第二个和第四个选项（B、C）。", "multi", None),
        ("答案是第二个和第四个选项。\n\nC 也对。", "multi", None),
        ("答案是第二个和第四个选项，第一个也说得通。", "multi", None),
    ],
)
def test_several_places_alone_answer_a_multiple_response_question(text, qtype, expected):
    assert letters_read(text, OPTS, qtype) == expected
