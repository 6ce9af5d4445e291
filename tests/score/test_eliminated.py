"""An option's text asserted, every other option rejected by letter in one sentence."""

from __future__ import annotations

import pytest

from tests.score.reading import letters_read

OPTS = {"A": "绝对的", "B": "相对的", "C": "唯一的", "D": "随机的"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("效度是相对的，任何测验的效度都针对一定目的。\n\n选项A“绝对的”、C“唯一的”、D“随机的”都不对。", "B"),
        ("效度是相对的，任何测验都一样。\nA、C和D都是错的。", "B"),
        ("选项A“绝对的”、C“唯一的”、D“随机的”都不对。", None),  # the rejection alone is no answer
        ("效度可能是相对的，任何测验都一样。\n\nA、C、D都不对。", None),  # the text doubted
        ("效度不是相对的，任何测验都一样。\n\nA、C、D都不对。", None),
        ("效度是相对的，也是唯一的。\n\nA、C、D都不对。", None),  # another option's text stated too
        ("效度是相对的，任何测验都一样。\n\nA、B、C都不对。", None),  # the option left is not the one stated
    ],
)
def test_the_option_left_and_stated(text, expected):
    assert letters_read(text, OPTS, "single") == expected


def test_a_multiple_response_question_reads_no_elimination():
    assert letters_read("效度是相对的，任何测验都一样。\n\nA、C、D都不对。", OPTS, "multi") is None
