"""Check marks and crosses at options' letters, and pointers at an answer."""

from __future__ import annotations

import pytest

from psyexam.score.extract import Context, mark_verdicts, pointer_hits
from psyexam.score.letters import canon, normalise
from psyexam.score.marks import cell_verdict, word_verdict
from tests.score.reading import letters_read

CORE = {"A": "尊重", "B": "热情", "C": "真诚", "D": "积极关注", "E": "共情"}


def read(text: str, qtype: str = "multi") -> str | None:
    return letters_read(text, CORE, qtype)


def ctx(text: str, multi: bool = True) -> Context:
    return Context(normalise(text), {k: canon(v) for k, v in CORE.items()}, multi)


def test_verdict_words_and_marks():
    assert word_verdict("✅") is word_verdict("正确") is word_verdict("Yes") is True
    assert word_verdict("❌") is word_verdict("×") is word_verdict("falsch") is False
    assert word_verdict("部分正确") is None
    assert cell_verdict("✅ 正确") is True and cell_verdict("✅正确") is True
    assert cell_verdict("✓ ✗") is None and cell_verdict("") is None and cell_verdict("正确吗") is None
    assert cell_verdict("正确，因为……") is True and cell_verdict("错误：不符合定义") is False
    assert cell_verdict("正确，但不全面") is None and cell_verdict("错误，这是正确的做法") is None
    assert cell_verdict("正确（符合定义）") is True and cell_verdict("错误 (not in the definition)") is False
    assert cell_verdict("正确（可能）") is None and cell_verdict("正确（部分）") is None and cell_verdict("✓ (?)") is None
    assert cell_verdict("[x]") is True and cell_verdict("[ ]") is False


@pytest.mark.parametrize(
    ("text", "letters", "qtype"),
    [
        ("✅ A\n❌ B\n✅ C\n❌ D\n✅ E", "ACE", "multi"),
        ("A ✅\nB ❌\nC ✅\nD ✅\nE ❌", "ACD", "multi"),
        ("A. 尊重 ✔️\nB. 热情 ✖️\nC. 真诚 ✔️\nD. 积极关注 ✖️\nE. 共情 ✖️", "AC", "multi"),
        ("- A ✅ 尊重是基础\n- B ❌ 热情不是核心\n- C ✅", "AC", "multi"),
        ("✔️ C", "C", "single"),
        ("❌ A\n❌ B\n✅ C\n❌ D", "C", "single"),
        ("- [x] A\n- [ ] B\n- [x] C\n- [ ] D\n- [x] E", "ACE", "multi"),
        ("- [x] A. 尊重\n- [ ] B. 热情\n- [x] C. 真诚\n- [ ] D. 积极关注\n- [ ] E. 共情", "AC", "multi"),
        ("☑ A\n☐ B\n☑ C\n☐ D\n☐ E", "AC", "multi"),
        ("👍 C", "C", "single"),
        ("A ✅ B ❌ C ✅ D ❌ E ❌", "AC", "multi"),  # several pairs on a line
        ("✅A ❌B ✅C ✅D ❌E", "ACD", "multi"),
        ("A: ✓, B: ✗, C: ✓, D: ✗, E: ✓", "ACE", "multi"),
        ("- [x] A 尊重\n- [x] C 真诚\n- [ ] B 热情", "AC", "multi"),  # the last line is whole: not cut off
        ("A 无条件尊重 ✅\nB 热情 ❌\nC 真诚一致 ✅\nD 关注 ❌\nE 共情 ❌", "AC", "multi"),  # a gloss before the mark
    ],
)
def test_check_marks_at_letters(text, letters, qtype):
    assert read(text, qtype) == letters


@pytest.mark.parametrize(
    ("text", "qtype"),
    [
        ("✅ B\n✅ C", "single"),  # two ticks for one choice
        ("A ✅\nB ✅❌\nC ✅", "multi"),  # a line marked both ways
        ("A ✅\nA ❌", "multi"),  # a letter marked both ways
        ("❌ A\n❌ B", "single"),  # nothing marked right
        ("✅ B（可能）", "single"),  # a hedge
        ("A ✅ 尊重\nB ❌ 热情\nC ✅ 真诚是", "multi"),  # cut off before D and E
        ("| A | ✅ |", "single"),  # a mark across a table cell is no mark at the letter
        ("- [x] A\n- [x] B (?)\n- [ ] C", "multi"),  # a checked box doubted
        ("○ A. 尊重\n○ B. 热情\n○ C. 真诚", "multi"),  # hollow bullets are no marks
        ("A ✅ 尊重是基础，B ✅ 热情", "multi"),  # a mark left over after prose on the line
        ("A 正确\nB ❌\nC ✅", "multi"),  # verdicts in words that name fewer options than the marks
        ("A 尊重 ✅\nB 热情 ❌\nC 也许真诚 ✅\nD 关注 ❌\nE 共情 ❌", "multi"),  # a doubted gloss
        ("A 尊重 ✅\nB 热情 ❌\nC 并非真诚 ✅\nD 关注 ❌\nE 共情 ❌", "multi"),  # a negated gloss
        ("A 尊重 ✅\nB 热情 ❌\nC 像热情 ✅\nD 关注 ❌\nE 共情 ❌", "multi"),  # a gloss naming another option
    ],
)
def test_marks_that_answer_nothing(text, qtype):
    assert read(text, qtype) is None


def test_marks_are_a_weaker_reading_than_a_statement():
    assert mark_verdicts(ctx("✅ A\n✅ C")).letters == {"A", "C"}
    assert read("✅ A：尊重\n✅ C：真诚\n\n答案：AC") == "AC"
    assert read("A ✅ 正确\nB ❌ 错误\nC ✅ 正确\nD ❌ 错误\nE ❌ 错误") == "AC"  # words and marks agree
    assert read("答案：B ❌\n答案：C ✅", "single") is None  # two answers that disagree


@pytest.mark.parametrize(
    ("text", "letters", "qtype"),
    [
        ("👉 D", "D", "single"),
        ("分析：……\n\n➡️ A", "A", "single"),
        ("→ A、C、E", "ACE", "multi"),
        ("👉 B. 热情", "B", "single"),
        ("-> C", "C", "single"),
        ("答案 👉 🅲", "C", "single"),
    ],
)
def test_pointers(text, letters, qtype):
    assert read(text, qtype) == letters


def test_pointers_that_answer_nothing():
    assert read("👉 B 或 C", "single") is None
    assert read("→ C?", "single") is None  # asked, not pointed at
    assert read("答案：B\n→ C？", "single") is None
    assert read("A → B → C 是顺序", "single") is None  # arrows inside a line
    assert pointer_hits(ctx("👉 B 是错的")) == []  # the line says more than a letter


def test_a_pointer_closing_a_line_of_derivation():
    assert read("正偏态 → 测验偏难 → A\n\n其余情况另说。", "single") == "A"
    assert read("组织策略：列提纲、画关系图 → C、D。\nA属于复述策略。", "multi") == "CD"
    assert read("正偏态 → 测验偏难 → A\n负偏态 → 测验偏易 → C", "single") is None  # lines mapping to different letters
    assert read("(1) 尊重的态度 → A\n(2) 真诚的态度 → C\n\n其余两项另说。", "multi") is None  # a mapping answers nothing
    assert read("A型 → B\n\n其余情况另说。", "single") is None  # a letter before the pointer maps letters


def test_a_closing_pointer_at_one_options_text():
    opts = {"A": "不可信也无效", "B": "不可信但有效", "C": "可信但无效", "D": "即可信又有效"}
    head = "测量结果稳定，说明可信；但头围与智力无关，所以无效。\n\n"
    assert letters_read(head + "→ 可信但无效", opts, "single") == "C"
    assert letters_read(head + "→ 可信但无效？", opts, "single") is None  # asked
    assert letters_read(head + "→ 不可信但有效\n→ 可信但无效", opts, "single") is None  # two lines pointed at
    assert letters_read(head + "→ 可信，但效度存疑", opts, "single") is None  # more than the option's text
