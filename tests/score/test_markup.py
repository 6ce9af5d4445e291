"""Markup that carries no answer: tags, entities, LaTeX, emoji letters, spaced-out words."""

from __future__ import annotations

import pytest

from psyexam.score.letters import normalise
from psyexam.score.markup import unescape, unmarkup
from tests.score.reading import letters_read

MEMORY = {"A": "感觉记忆", "B": "短时记忆", "C": "长时记忆", "D": "工作记忆"}


def plain(text: str) -> str:
    return unmarkup(normalise(unescape(text)))


def read(text: str, qtype: str = "single") -> str | None:
    return letters_read(text, MEMORY, qtype)


# ---- entities and tags ----
def test_entities_are_decoded_and_a_bare_ampersand_stays():
    assert unescape("A&nbsp;&amp;&#67;&#x44;") == "A\xa0&CD"
    assert unescape("A&C; R&D") == "A&C; R&D"  # no entity names


def test_tags_are_dropped_and_block_tags_end_lines():
    assert plain("<p>答案：<b>C</b></p>") == "\n答案:C\n"
    assert plain('<span style="color:red">B</span><br/>解析') == "B\n解析"
    assert plain("<!-- 注释 -->B") == "B"


def test_struck_out_text_goes_with_its_content_and_checkboxes_become_boxes():
    assert plain("答案：<del>A</del> C") == "答案: C"
    assert plain("答案：~~A、B~~ C、D") == "答案: C、D"
    assert plain('<input type="checkbox" checked> A<br><input type=checkbox> B') == "[x] A\n[ ] B"
    assert read("<s>答案：A</s>\n答案：C") == "C"
    assert read('答案：<span style="text-decoration: line-through">A</span> C') == "C"


def test_answer_tags_and_a_lone_capital_stay():
    assert plain("<answer>B</answer>") == "<answer>B</answer>"
    assert plain("<B>") == "<B>"  # a letter in angle brackets
    assert plain("<B>C</B>") == "C"  # a pair is a tag


@pytest.mark.parametrize(
    ("text", "letters", "qtype"),
    [
        ("<answer>D</answer>", "D", "single"),
        ("推理：容量有限……<answer>B</answer>", "B", "single"),
        ("<answer>A, C</answer>", "AC", "multi"),
        ("<p>正确答案是 <strong>C</strong></p>", "C", "single"),
        ("&lt;answer&gt;A&lt;/answer&gt;", "A", "single"),
        ("<answer>B 或 C</answer>", None, "single"),  # a hedge inside the tag
        ("<answer>A</answer><answer>C</answer>", None, "single"),  # tags that disagree
        ("<answer>不确定</answer>", None, "single"),
        ("<strong>Answer:</strong> C", "C", "single"),
        ("<answer>C. 长时记忆</answer>", "C", "single"),
        ("答案：&quot;B&quot;", "B", "single"),
    ],
)
def test_html_and_xml_answers(text, letters, qtype):
    assert read(text, qtype) == letters


# ---- LaTeX ----
def test_latex_wrappers_spacing_and_delimiters_go():
    assert plain(r"$\boxed{A,\ C,\;E}$") == r"\boxed{A, C, E}"
    assert plain(r"答案：\(\mathrm{D}\)") == "答案:D"
    assert plain(r"\textbf{\text{B}}") == "B"
    assert plain(r"$A,~C$") == "A, C"
    assert plain("A~C") == "A~C"  # a tilde outside math is a range, not a space
    assert plain(r"\fbox{C}") == r"\boxed{C}"
    assert plain(r"$\color{red}{B}$ {\bf C}") == "B C"
    assert plain(r"\begin{align} x &= B \end{align}") == " x = B "


@pytest.mark.parametrize(
    ("text", "letters", "qtype"),
    [
        (r"$$\boxed{\mathrm{A},\quad\mathrm{C}}$$", "AC", "multi"),
        (r"答案：$\text{B}$", "B", "single"),
        (r"\[\boxed{\textbf{D}}\]", "D", "single"),
        (r"答案：$\boxed{B}$ 或 $\boxed{C}$", None, "single"),
        (r"答案可能是 $\boxed{B}$，也可能是 C", None, "single"),
        (r"\boxed{B \text{ or } C}", None, "multi"),
        (r"\boxed{C?}", None, "single"),
    ],
)
def test_latex_answers(text, letters, qtype):
    assert read(text, qtype) == letters


# ---- emoji letters ----
def test_emoji_letters_become_letters_and_flags_do_not():
    assert plain("🅱️ 🅲 🅐") == "B C A"
    assert plain("🇨") == "C"
    assert plain("🇧🇪") == "🇧🇪"
    assert read("🅱️") == "B"
    assert read("答案：🇧🇪") is None


# ---- spaced-out words ----
def test_spaced_out_words_are_joined_and_letters_are_not():
    assert plain("答 案 ： B") == "答案 : B"
    assert plain("答 案:B") == "答案:B"
    assert plain("A N S W E R : C") == "ANSWER : C"
    assert plain("A n s w e r: C") == "Answer: C"
    assert plain("A B C") == "A B C"
    assert plain("é a B.") == "é a B."  # three one-letter words
    assert plain("选 B") == "选 B"


@pytest.mark.parametrize(
    ("text", "letters", "qtype"),
    [
        ("正 确 答 案 是 D", "D", "single"),
        ("A n s w e r : B", "B", "single"),
        ("答 案 ： A 、 C", "AC", "multi"),
        ("答 案 ： B 或 C", None, "single"),
        ("F I N A L  A N S W E R: C", "C", "single"),
        ("A n s w e r : p r o b a b l y B", None, "single"),
    ],
)
def test_spaced_out_answers(text, letters, qtype):
    assert read(text, qtype) == letters


# ---- symbols before an answer label ----
def test_a_symbol_opening_a_line_before_an_answer_label_is_dropped():
    assert plain("✅ Correct: C, D") == "Correct: C, D"
    assert plain("- 🎯 Final answer: B") == "- Final answer: B"
    assert plain("📌 结论：B") == "结论:B"
    assert plain("❌ Correct: C") == "❌ Correct: C"  # a cross judges what follows
    assert plain("❓ Final: B") == "❓ Final: B"
    assert plain("✅ C: correct") == "✅ C: correct"  # a check mark at an option's letter
    assert plain("✅ 认知失调：符合") == "✅ 认知失调:符合"


@pytest.mark.parametrize(
    ("text", "letters", "qtype"),
    [
        ("……\n\n✅ Correct: **C, D**", "CD", "multi"),
        ("……\n\n🎯 Final: B", "B", "single"),
        ("……\n\n❌ Correct: C, D", None, "multi"),
        ("……\n\n✅ Correct: B or D", None, "single"),
    ],
)
def test_answer_labels_after_a_symbol(text, letters, qtype):
    assert read(text, qtype) == letters
