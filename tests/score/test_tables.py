"""Markdown tables: per-option verdict tables, answer tables, and tables that answer nothing."""

from __future__ import annotations

import pytest

from psyexam.score.extract import extract_choice
from psyexam.score.letters import canon
from psyexam.score.tables import UNREADABLE, table_values

OPTIONS = {"A": "尊重", "B": "热情", "C": "真诚", "D": "积极关注", "E": "共情"}
OPTS = {k: canon(v) for k, v in OPTIONS.items()}


def values(text: str) -> list[object]:
    return [v for _, _, v in table_values(text, OPTS)]


def test_an_answer_table_is_an_object_of_its_last_row():
    text = "结果如下：\n| 题号 | 答案 |\n|---|---|\n| 1 | BD |\n"
    (start, end, value), = table_values(text, OPTS)
    assert value == {"题号": "1", "答案": "BD"} and text[start:end].startswith("| 题号")
    assert values("| a | b |\n| 1 | 2 |\n") == []  # no rule row: no table


@pytest.mark.parametrize(
    ("table", "letters"),
    [
        ("| 选项 | 判断 |\n| --- | --- |\n| A | 正确 |\n| B | 错误 |\n| C | 正确 |", ["A", "C"]),
        ("| Option | Correct? |\n|:-:|:-:|\n| A | ✓ |\n| B | ✗ |\n| C | ✗ |\n| D | ✓ |", ["A", "D"]),
        ("| 选项 | 内容 | 是否正确 |\n|---|---|---|\n| A | 尊重 | √ |\n| B | 热情 | × |", ["A"]),
        ("| 选项 | 结论 |\n|---|---|\n| A. 尊重 | ✅ 正确 |\n| B. 热情 | ❌ 错误 |", ["A"]),
        ("| 选项 | 判断 |\n|---|---|\n| C | 对 |", ["C"]),  # one row judged
        ("选项 | 判断\n--- | ---\nA | 正确\nB | 错误\nC | 正确", ["A", "C"]),  # no outer pipes
        ("| 选项 | 判断 |\n|---|---|\n| A | T |\n| B | F |\n| C | ○ |\n| D | × |", ["A", "C"]),
        ("| 选项 | 判断 |\n|---|---|\n| A | [x] |\n| B | [ ] |", ["A"]),
        ("| 选项 | 判断 |\n|---|---|\n| A | 错 |\n| B | 错 |", []),  # nothing marked right
        ("| 选项 | 判断 |\n|---|---|\n| A 尊重 | ✗ |\n| D 关注 | ✓ |", ["D"]),  # a cell shortening its text
    ],
)
def test_a_per_option_table_is_read_by_its_verdict_column(table, letters):
    assert values(table) == [letters]


@pytest.mark.parametrize(
    "table",
    [
        "| 选项 | 判断 |\n|---|---|\n| A | 正确 |\n| B | 部分正确 |\n| C | 错误 |",  # a cell that is no verdict
        "| 选项 | 判断 |\n|---|---|\n| A | 正确 |\n| B |  |",  # a blank verdict
        "| 选项 | 甲 | 乙 |\n|---|---|---|\n| A | ✓ | ✓ |\n| B | ✗ | ✓ |",  # two verdict columns that disagree
        "| 选项 | 内容 |\n|---|---|\n| A | 尊重 |\n| B | 热情 |\n| E | 共情 |",  # the options listed, no verdicts
        "| 选项 | 判断 |\n|---|---|\n| A | ✓ ✗ |\n| B | ✗ |",  # a cell that says both
    ],
)
def test_a_per_option_table_without_clear_verdicts_answers_nothing(table):
    assert values(table) == [UNREADABLE]
    assert not extract_choice(table, OPTIONS, "multi").parsed


def test_a_table_listing_the_chosen_options_under_an_answer_header():
    assert values("| 正确选项 | 内容 |\n|---|---|\n| A | 尊重 |\n| C | 真诚 |") == [{"正确选项": ["A", "C"]}]
    assert values("| 正确选项 | 理由 |\n|---|---|\n| A | 最基本 |\n| C | 核心 |") == [UNREADABLE]


def test_a_transposed_verdict_table_reads_through_its_header():
    text = "| A | B | C | D |\n|---|---|---|---|\n| ✓ | ✗ | ✓ | ✗ |"
    assert extract_choice(text, OPTIONS, "multi").letters == {"A", "C"}


def test_a_verdict_table_and_a_later_statement():
    table = "| 选项 | 判断 |\n|---|---|\n| A | 正确 |\n| B | 错误 |\n| C | 正确 |"
    assert extract_choice(table + "\n\n所以答案是AC。", OPTIONS, "multi").letters == {"A", "C"}
    assert not extract_choice(table + "\n\n所以答案是A。", OPTIONS, "multi").parsed  # they disagree


def test_a_table_ends_at_a_row_with_another_number_of_cells():
    text = "| 选项 | 判断 |\n|---|---|\n| A | 正确 |\n| B | 错误 |\n| 共 | 2 | 项 |\n"
    (start, end, value), = table_values(text, OPTS)
    assert value == ["A"] and text[start:end].endswith("| B | 错误 |")


def test_html_tables_are_read_as_markdown_ones():
    headed = ("<table><tr><th>选项</th><th>判断</th></tr><tr><td>A</td><td>对</td></tr><tr><td>B</td><td>错</td></tr>"
              "<tr><td>C</td><td><b>对</b></td></tr><tr><td>D</td><td>错</td></tr><tr><td>E</td><td>错</td></tr></table>")
    assert extract_choice(headed, OPTIONS, "multi").letters == {"A", "C"}
    bare = "<table><tr><td>A</td><td>✓</td></tr><tr><td>B</td><td>✗</td></tr></table>"
    assert extract_choice(bare, OPTIONS, "single").letters == {"A"}  # no header row: every row is an option
    unclear = "<table><tr><td>A</td><td>✓</td></tr><tr><td>B</td><td>?</td></tr></table>"
    assert not extract_choice(unclear, OPTIONS, "multi").parsed


def test_a_table_with_one_column_per_option_is_read_by_its_verdict_row():
    labelled = "| 选项 | A | B | C | D | E |\n|---|---|---|---|---|---|\n| 判断 | ✓ | ✗ | ✓ | ✗ | ✗ |"
    assert values(labelled) == [["A", "C"]]
    assert values("| | A | B | C |\n|---|---|---|---|\n| 判断 | ✓ | ? | ✓ |") == [UNREADABLE]
    assert not extract_choice("| A | B |\n|---|---|\n| 尊重 | 热情 |", OPTIONS, "multi").parsed  # options listed


def test_a_column_of_ticks_and_blanks():
    from psyexam.score.marks import ticks_and_blanks

    assert ticks_and_blanks(["✓", "", "✓"]) == [True, False, True]
    assert ticks_and_blanks(["✓", "✗", ""]) == [True, False, None]
    assert ticks_and_blanks(["", ""]) == [None, None]
    assert ticks_and_blanks(["✓", "?", ""]) == [True, None, None]


def test_a_table_going_through_the_options_by_their_texts_answers_nothing():
    listing = "| 技术 | 要点 |\n|---|---|\n| 尊重(接纳) | 无条件接纳 |\n| 真诚 | 表里如一 |\n| 共情 | 设身处地 |"
    assert values(listing) == [UNREADABLE]  # not its last row, "共情"
    assert extract_choice(listing + "\n\n所以答案是C。", OPTIONS, "single").letters == {"C"}
    assert values("| 题号 | 答案 |\n|---|---|\n| 1 | 真诚 |") == [{"题号": "1", "答案": "真诚"}]
    assert values("| 题号 | 答案 |\n|---|---|\n| 1 | 真诚 |\n| 2 | 真诚 |") == [{"题号": "2", "答案": "真诚"}]


def test_a_cell_s_words_must_be_its_own_option_s_alone():
    options = {"A": "功利原则", "B": "交互原则"}
    assert values_of("| 选项 | 判断 |\n|---|---|\n| A 原则 | ✗ |\n| B 原则 | ✓ |", options) != [["B"]]
    assert values_of("| 选项 | 判断 |\n|---|---|\n| A 功利 | ✗ |\n| B 交互 | ✓ |", options) == [["B"]]


def values_of(text: str, options: dict[str, str]) -> list[object]:
    return [v for _, _, v in table_values(text, {k: canon(v) for k, v in options.items()})]


def test_rows_opening_with_letters_and_shortened_texts_are_no_answer_row() -> None:
    table = ("| 选项 | 说明 | 是否适用 |\n|---|---|---|\n| A 尊重求助者 | 态度 | ✅ |\n| B 热情 | 态度 | ❌ |\n"
             "| C 真诚地 | 态度 | ❌ |")
    assert values(table) == [UNREADABLE]
    assert extract_choice(table + "\n\n答案：A", OPTIONS, "single").letters == frozenset("A")
    answer_table = "| 题号 | 答案 |\n|---|---|\n| 1 | BD |"
    assert values(answer_table) != [UNREADABLE]


@pytest.mark.parametrize(
    "tail",
    ["| D", "| D | ", "| D | 正确 | 病程", "| D | 正确 | 四 |\n| E"],
)
def test_a_table_the_reply_stops_inside_answers_nothing(tail):
    opts = {"A": "甲", "B": "乙", "C": "丙", "D": "丁", "E": "戊"}
    text = "| 选项 | 判断 | 理由 |\n|---|---|---|\n| A | 正确 | 一 |\n| B | 错误 | 二 |\n| C | 正确 | 三 |\n" + tail
    assert [v for _, _, v in table_values(text, opts)] == [UNREADABLE]
    assert extract_choice(text, opts, "multi").letters is None


def test_a_table_cut_off_in_its_last_row_is_unreadable():
    cut = "| 选项 | 判断 |\n|---|---|\n| A 尊重 | ✓ |\n| B 热情 | ✗ |\n| C 真诚"
    assert values(cut) == [UNREADABLE]
    assert values("| 题号 | 答案 |\n|---|---|\n| 1 | B |\n| 2 |") == [UNREADABLE]
    assert values(cut + " | ✗ |") == [["A"]]
    assert values("| 选项 | 判断 |\n|---|---|\n| A | ✓ |\n| B | ✗ |\n\n| 注 |") == [["A"]]  # text after it


def test_a_chosen_column_of_select_and_leave_out():
    table = "| 选项 | 是否选 | 理由 |\n|---|---|---|\n| A 尊重 | 选 | 接纳 |\n| B 热情 | 不选 | 无关 |\n| C 真诚 | 选 | 表里如一 |"
    assert extract_choice(table, OPTIONS, "multi").letters == {"A", "C"}


_SOCIAL = {"A": "角色扮演训练", "B": "榜样和认知训练策略", "C": "移情训练", "D": "行为强化训练"}
_ROWS = "| 手段 | 是否常用 |\n|---|---|\n| 角色扮演训练 | {} |\n| 榜样和认知训练策略 | {} |\n| 移情训练 | {} |\n| 行为强化训练 | {} |"


@pytest.mark.parametrize(
    ("cells", "qtype", "expected"),
    [(("是", "否", "是", "是"), "multi", {"A", "C", "D"}), (("否", "否", "是", "否"), "single", {"C"}),
     (("是", "部分", "是", "是"), "multi", None), (("是", "否", "是", "否"), "single", None)],
)
def test_a_verdict_table_naming_every_option_by_its_text(cells, qtype, expected):
    assert extract_choice(_ROWS.format(*cells), _SOCIAL, qtype).letters == expected


def test_a_verdict_table_of_option_texts_leaving_one_out_answers_nothing():
    table = "| 手段 | 是否常用 |\n|---|---|\n| 角色扮演训练 | 是 |\n| 移情训练 | 是 |\n| 行为强化训练 | 是 |"
    assert extract_choice(table, _SOCIAL, "multi").letters is None


@pytest.mark.parametrize(("cells", "letters"), [
    (("入选", "入选", "不选", "入选", "不选"), {"A", "B", "D"}),
    (("当选", "落选", "当选", "落选", "落选"), {"A", "C"}),
])
def test_selection_words_are_verdicts(cells, letters):
    rows = "".join(f"| {k} | {c} |\n" for k, c in zip("ABCDE", cells, strict=True))
    got = extract_choice("| 选项 | 结论 |\n|---|---|\n" + rows, OPTIONS, "multi")
    assert got.letters == letters


def test_a_selection_table_with_an_undecided_row_answers_nothing():
    rows = "| A | 入选 |\n| B | 可能入选 |\n| C | 不选 |\n| D | 不选 |\n| E | 不选 |\n"
    assert extract_choice("| 选项 | 结论 |\n|---|---|\n" + rows, OPTIONS, "multi").letters is None
