"""A small model looping on its own echoed question after answering."""

from __future__ import annotations

import pytest

from tests.score.reading import letters_read

MEASURES = {"A": "自我报告", "B": "直接观察", "C": "测验", "D": "教师或同伴的评判", "E": ""}
STEM = "基本的测量方法有哪些？"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (f"{STEM}\n\nA. 自我报告\nB. 直接观察\nC. 测验\nD. 教师或同伴的评判\n\n答案：ABCD\n\n{STEM}答案：ABCD {STEM}答案：", "ABCD"),
        (f"{STEM}\n\n答案：ABCD\n\n{STEM}答案：ABCD", "ABCD"),
        (f"{STEM}\n\n答案：ABCD\n\n{STEM}答案：ABC", None),  # the loop answers otherwise
        (f"{STEM}\n\n答案：ABCD\n\n{STEM}我再想想。答案：", None),  # more than the loop: a second thought cut off
        (f"{STEM}\n\n答案：ABCD\n\n{STEM}答案：ABCD 答案：ABC", None),
    ],
)
def test_a_loop_on_the_echoed_question(text, expected):
    assert letters_read(text, MEASURES, "multi") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答：ABC\n答：ABC\n答：AB", "ABC"),  # the loop cut off mid-line
        ("答：ABC\n答：AB", None),  # one line only before it: no loop
        ("答：ABC\n答：ABC\n答：ABCD", None),  # more, not cut off
    ],
)
def test_a_repeated_answer_line_cut_off(text, expected):
    assert letters_read(text, MEASURES, "multi") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("A C D\n\nA C D\n\nA C D\n\nA C", "ACD"),
        ("A、C、D\n\nA、C、D\n\nA、", "ACD"),
        ("A C D\n\nA C D\n\nA B", None),  # the last copy is no prefix: another answer
        ("A C D\n\nA C B\n\nA C", None),
    ],
)
def test_letters_looped_and_cut_off(text, expected):
    assert letters_read(text, MEASURES, "multi") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("A自我报告A自我报告A自我报告A自我", "A"),  # one piece said over and over, cut off
        ("答案：C答案：C答案：C答案", "C"),
        ("A自我报告A自我报告C测验", None),  # the loop broken by another letter
        ("是A吗是A吗是A吗是", None),  # a question back, said again
        ("可能是C可能是C可能是C可能", None),
    ],
)
def test_a_whole_reply_one_piece_repeated(text, expected):
    assert letters_read(text, MEASURES, "multi") == expected
