"""Answer words inside an option's own text are the option's, not the reply's."""

from __future__ import annotations

from psyexam.score.options import option_text_spans
from tests.score.reading import letters_read

OPTIONS = {"A": "题干问题明确", "B": "选项简明扼要", "C": "每题只给一个正确答案", "D": "选项最好用同一形式"}
ECHO = "A. 题干问题明确\nB. 选项简明扼要\nC. 每题只给一个正确答案\nD. 选项最好用同一形式"


def test_an_answer_noun_inside_an_echoed_option_states_nothing():
    assert letters_read(ECHO + "\n\nAnswer: A, B, C", OPTIONS, "multi") == "ABC"
    assert letters_read(ECHO, OPTIONS, "multi") is None


def test_an_answer_by_an_option_text_holding_an_answer_noun():
    assert letters_read("答案：每题只给一个正确答案", OPTIONS, "single") == "C"


def test_option_text_spans():
    assert option_text_spans("C. 每题只给一个正确答案", {"C": "每题只给一个正确答案", "A": "题干"}) == [(3, 13)]
