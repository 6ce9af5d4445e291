"""Letters after a dash closing the reply's last sentence."""

from __future__ import annotations

import pytest

from tests.score.reading import letters_read

OPTS = {"A": "快乐原则", "B": "现实原则", "C": "道德原则", "D": "理想原则"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The ego follows the reality principle — B.", "B"),
        ("The ego follows the reality principle - B", "B"),
        ("自我遵循的是现实原则——B。", "B"),
        ("The ego follows the reality principle — B.\n\nHope this helps!", "B"),
        # near misses
        ("It is not the pleasure principle — A.", None),
        ("Probably the reality principle — B.", None),
        ("The ego follows the reality principle — B or C.", None),
        ("The ego follows the reality principle — B?", None),
        ("快乐原则 — A\n现实原则 — B", None),
        ("The answer is A.\n\nThe ego follows the reality principle — B.", None),
        ("All of the options are correct (A–D).", None),
    ],
)
def test_a_letter_after_a_closing_dash(text, expected):
    assert letters_read(text, OPTS, "single") == expected


def test_a_count_before_the_dash_must_be_matched_elsewhere():
    assert letters_read("Answer: all four — A, C, D.", OPTS, "multi") is None


def test_need_is_no_condition():
    opts = {"A": "生理需要", "B": "自我实现", "C": "归属需要", "D": "安全需要"}
    text = "生理需要是最低层次。\n\n所以最高层的需要是自我实现，答案是B。"
    assert letters_read(text, opts, "single") == "B"
    assert letters_read("要是按早期理论，答案是B；要是按后期理论，就是D。", opts, "single") is None


def test_names_each_mapped_to_a_letter_read_nothing():
    text = "Pie chart — A. Bar chart — C. Line chart — B."
    assert letters_read(text, OPTS, "single") is None
    assert letters_read("The ego follows the reality principle — B.", OPTS, "single") == "B"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The ego follows the reality principle — option B.", "B"),
        ("The ego follows the reality principle — Option (B).", "B"),
        ("自我遵循的是现实原则——即选项B。", "B"),
        ("所以自我遵循现实原则，消除本我与超我的冲突——选项B。", "B"),
        # near misses
        ("The ego follows the reality principle — option B or C.", None),
        ("The ego follows the reality principle — option B?", None),
        ("The ego follows the reality principle — maybe option B.", None),
        ("The ego follows the reality principle — not option B.", None),
        ("自我遵循的是现实原则——即选项B或C。", None),
        ("The id follows the pleasure principle — option A. The ego follows the reality principle — option B.", None),
        ("The ego follows the reality principle — option B. The superego follows the moral principle.", None),
    ],
)
def test_a_named_option_after_a_closing_dash(text, expected):
    assert letters_read(text, OPTS, "single") == expected


def test_a_named_option_after_a_closing_dash_is_one_letter():
    assert letters_read("These are the id's and the ego's principles — option A, B.", OPTS, "multi") is None
    assert letters_read("These are the id's and the ego's principles — A, B.", OPTS, "multi") == "AB"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("自我遵循的是现实原则，这是弗洛伊德的说法——B，现实原则。", "B"),
        ("自我遵循的是现实原则，这是弗洛伊德的说法——A，现实原则。", None),  # the letter and the text disagree
        ("这是弗洛伊德的说法——B，现实原则以外的。", None),
        ("The ego's principle (\"reality\") — B 现实原则。", "B"),  # its own text after a space
        ("The ego's principle — A 现实原则。", None),
        ("Probably the ego's principle — B 现实原则。", None),
    ],
)
def test_a_closing_letter_with_its_own_option_text(text, expected):
    assert letters_read(text, OPTS, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("自我遵循现实原则，这是人格的执行者。——B", "B"),  # a dash after the last full stop: a closing letter of its own
        ("It follows the reality principle. — B", "B"),
        ("自我可能遵循现实原则，也可能是快乐原则。——B", None),  # weighed like a bare last line: the doubt stands
        ("自我遵循现实原则。——B？", None),
        ("快乐原则——A。现实原则——B。", None),  # names mapped to letters
    ],
)
def test_a_dash_and_letter_after_the_last_full_stop(text, expected):
    assert letters_read(text, OPTS, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("自我遵循的是现实原则，B。", "B"),
        ("自我遵循的是现实原则，选项B", "B"),
        ("自我遵循的是现实原则，A。", None),  # the letter is another option's
        ("自我也许遵循现实原则，B。", None),  # doubted
        ("自我遵循现实原则而非快乐原则，B。", None),  # another option's text named
        ("C不对。自我遵循的是现实原则，B。", None),  # another letter named
        ("本我遵循快乐原则，AC。自我遵循的是现实原则，B。", None),  # other letters named as a run
    ],
)
def test_a_letter_after_a_comma_closing_a_sentence_naming_its_text(text, expected):
    assert letters_read(text, OPTS, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("自我遵循的是现实原则。B", "B"),
        ("自我遵循的是现实原则！ B。", "B"),
        ("The ego follows 现实原则. B", "B"),
        ("自我遵循的是现实原则。A", None),  # the letter is another option's
        ("自我遵循的是现实原则吗？B", None),  # a question
        ("自我大概遵循现实原则。B", None),  # doubted
        ("自我遵循现实原则，不是快乐原则。B", None),  # another option's text named
        ("自我遵循的是现实原则。B？", None),
    ],
)
def test_a_letter_after_the_full_stop_of_a_sentence_naming_its_text(text, expected):
    assert letters_read(text, OPTS, "single") == expected


def test_a_closing_letter_that_disagrees_with_the_text_stated_leaves_the_text_unread():
    assert letters_read("自我遵循的是现实原则。A", OPTS, "single") is None  # the text is B's, the letter A
    assert letters_read("The ego operates on the 现实原则. C", OPTS, "single") is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The ego mediates between drives and reality. B.", "B"),
        ('Freud, "The Ego and the Id" (1923). B', "B"),
        ("It weighs wishes against what the world allows! B", "B"),
        # near misses
        ("The ego probably mediates between drives and reality. B.", None),
        ("The ego mediates, but the superego could matter too. B.", None),
        ("Does the ego mediate? B.", None),
        ("The ego mediates between drives and reality. B. Or C.", None),
        ("The ego is not driven by pleasure. B.", None),
    ],
)
def test_a_bare_letter_closing_an_english_reply(text, expected):
    assert letters_read(text, OPTS, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The ego follows the reality principle — B.\n\nIn Freud's model, the ego delays gratification until", "B"),
        ("自我遵循的是现实原则，B。\n\n本我遵循快乐原则，超我遵循的则是", "B"),
        # near misses
        ("The ego follows the reality principle — B.\n\nBut actually the superego could", None),
        ("自我遵循的是现实原则，B。\n\n不过快乐原则也", None),
        ("The ego follows the reality principle — B.\n\nOption A (pleasure) fits when", None),
        ("自我遵循的是现实原则，B。\n\n等等，重新看题", None),
    ],
)
def test_an_answer_before_a_paragraph_cut_off(text, expected):
    assert letters_read(text, OPTS, "single") == expected


SESSIONS = {"A": "矫正主观推论", "B": "放松训练", "C": "消除糟糕至极", "D": "系统脱敏", "E": ""}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("So work on correcting arbitrary inference and eliminating catastrophizing — i.e., **A and C**.", "AC"),
        ("所以要矫正主观推论、消除糟糕至极——也就是A、C。", "AC"),
        ("So perhaps work on arbitrary inference and catastrophizing — i.e., A and C.", None),  # hedged
        ("So work on arbitrary inference and catastrophizing — i.e., A and C. B may help too.", None),  # not closing
        ("So work on arbitrary inference and catastrophizing — that is, A and C?", None),  # asked
    ],
)
def test_letters_after_a_dash_and_an_apposition_word(text, expected):
    assert letters_read(text, SESSIONS, "multi") == expected
