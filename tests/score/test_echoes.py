"""Items a small model goes on to write, and an option list echoed and cut off."""

from __future__ import annotations

import pytest

from psyexam.score.echoes import echo_cut_off, echoed_texts, second_item
from tests.score.reading import letters_read

SINGLE = {"A": "皮亚杰", "B": "维果茨基", "C": "埃里克森", "D": "科尔伯格"}
ECHO = "A.皮亚杰\nB.维果茨基\nC.埃里克森\nD.科尔伯格\n"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("最近发展区是谁提出的？\n" + ECHO + "答案：B\n\n同一性危机是谁提出的？\n" + ECHO + "答案：C", "B"),
        ("答案：B\n解析：维果茨基。\n\n【例题2】道德发展阶段论的提出者是（ ）\n答案：D", "B"),
        ("正确答案：（ ）\nA.皮亚杰", None),
        (ECHO + "答案：B", "B"),
    ],
)
def test_another_item_written_after_the_answer(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


def test_second_item_and_echo_cut_off():
    opts = {"A": "皮亚杰", "B": "维果茨基"}
    text = "题一？\nA.皮亚杰\nB.维果茨基\n答案：B\n题二？\nA.皮亚杰\nB.维果茨基\n答案：A"
    assert second_item(text, opts) == text.index("题二")
    assert second_item("题一？\nA.皮亚杰\nB.维果茨基\n答案：B", opts) is None
    assert echo_cut_off("正确答案：（ ）\nA.皮亚杰", opts)
    assert not echo_cut_off("正确答案：\nA.皮亚杰", opts)


def test_a_line_repeating_its_own_option_text_carries_no_verdict():
    opts = {"A": "选择", "B": "自我调节", "C": "补偿化", "D": "最优化"}
    text = "A. 选择\nB. 自我调节\nC. 补偿化\nD. 最优化\n\n答案:ABC"
    assert echoed_texts(text, opts)[0] == (3, 5)
    assert echoed_texts("A. 选择了B\n", opts) == []  # not the option's own text
    assert letters_read(text, opts, "multi") == "ABC"
    assert letters_read(text.replace("答案:ABC", "答案:"), opts, "multi") is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("不属于发展心理学家的是\n" + ECHO + "\n让我们逐项分析：\nA.", None),  # the stem and options echoed, cut off
        ("提出最近发展区的是\n" + ECHO, None),
        ("提出最近发展区的是\n" + ECHO + "\n答案：B", "B"),
        ("提出最近发展区的是\nB.维果茨基\n因为……", "B"),  # one option line, no list
    ],
)
def test_a_lead_over_an_echoed_option_list_reads_no_first_line(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("B\n\n最近发展区是谁提出的？（ ）\nA.皮亚杰\nB.维果茨基", "B"),
        ("维果茨基（B）\n\n问题：同一性危机是谁提出的？\n答案：艾瑞克森", "B"),
        # near misses: the answer before it doubted; the echo then answered; another option answered after the next question
        ("可能是B\n\n最近发展区是谁提出的？（ ）\nA.皮亚杰\nB.维果茨基", None),
        ("B\n\n最近发展区是谁提出的？（ ）\n" + ECHO + "答案：A", None),
        ("维果茨基（B）\n\n问题：同一性危机是谁提出的？\n答案：埃里克森", None),
    ],
)
def test_the_question_echoed_or_a_next_one_written_after_the_answer(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


def test_option_lines_under_a_lead_are_no_echo():
    from psyexam.score.echoes import echoed_question

    assert echoed_question("可选：\nA.皮亚杰\nB.维果茨基", SINGLE) is None
    assert echoed_question("B\n\n……是谁提出的？\nA.皮亚杰\nB.维果茨基", SINGLE) == 3


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (f"答案：B\n\n{ECHO}", "B"),  # the whole option list echoed after the answer line
        (f"The answer is C\n{ECHO}", "C"),
        (f"答案：B或C\n\n{ECHO}", None),
        (f"是B吗\n\n{ECHO}", None),
        (f"答案：\n{ECHO}", None),  # a lead over every option: several letters for a single choice
        (f"可能是B\n\n{ECHO}", None),
    ],
)
def test_the_option_list_echoed_after_an_answer_line(text, expected):
    assert letters_read(text, SINGLE, "single") == expected
