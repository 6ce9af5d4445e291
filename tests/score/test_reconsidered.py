"""An answer reconsidered in its explanation, naming another option, is taken back."""

from __future__ import annotations

import pytest

from psyexam.score.reconsidered import dropped_after_withdrawal, reconsidered
from tests.score.reading import letters_read

OPTS = {"A": "投射", "B": "合理化", "C": "反向形成", "D": "升华"}
EN = {"A": "Projection", "B": "Rationalization", "C": "Reaction formation", "D": "Sublimation"}


@pytest.mark.parametrize(
    ("after", "taken_back"),
    [
        ("其实仔细想想，这是投射而不是反向形成。", True),
        ("再想一下，题干描述的更像是D。", True),
        ("仔细想想，这属于（A）。", True),
        ("仔细想想，确实是反向形成。", False),  # confirmed by its text
        ("再想一下，还是C。", False),  # confirmed by its letter
        ("仔细想想，投射不符合。", False),  # another option only rejected
        ("仔细想想，这是投射吗？不是。", False),  # asked about, not asserted
        ("仔细想想，这并不是投射。", False),  # negated
        ("仔细想想，更像是投射，但投射不符合题意。", False),  # asserted, then rejected
        ("仔细想想，这是投射。不过再想想，还是反向形成。", False),  # the last reconsidering settles back
        ("这是投射而不是反向形成。", False),  # no reconsidering: not this family
        ("仔细想想，这是E。", False),  # a letter with no option
    ],
)
def test_reconsidered(after, taken_back):
    assert reconsidered(after, {"C"}, OPTS) is taken_back


@pytest.mark.parametrize(
    ("after", "taken_back"),
    [
        ("On second thought, it is really projection.", True),
        ("Actually, thinking about it, the behaviour is more like A.", True),
        ("Thinking about it again, it is really reaction formation.", False),
        ("Thinking about it again, projection doesn't fit.", False),
        ("Thinking about it again, it is not projection.", False),
    ],
)
def test_reconsidered_in_english(after, taken_back):
    assert reconsidered(after, {"C"}, EN) is taken_back


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("答案：C\n\n解析：其实仔细想想，他是认定别人在针对自己，这是投射而不是反向形成。", None),
        ("答案：C\n\n解析：仔细想想，确实是反向形成。", "C"),
        ("答案：C\n\n解析：仔细想想，投射不符合，题干没有把情绪归于别人。", "C"),
        ("初步答案：C\n\n仔细想想，这是投射。\n\n最终答案：A", "A"),  # a later firm answer counts
    ],
)
def test_reconsidered_answer_in_a_reply(reply, expected):
    assert letters_read(reply, OPTS, "single") == expected


@pytest.mark.parametrize(
    ("after", "dropped"),
    [
        ("\n\n不对，C是另一回事，C应该排除。我再看看A和B。", True),
        ("\n\n不对，应该去掉C。", True),
        ("\n\nWait, rule out C: it is a defence of another kind.", True),
        ("\n\nNo — C should be ruled out.", True),
        ("\n\nC应该排除。", False),  # no withdrawal before it: not this family
        ("\n\n不对，C应该排除吗？不，C就是答案。", False),  # struck out only in a question
        ("\n\n等一下，题目问哪项不属于，C应该排除在外。", False),  # placed outside a kind, not struck out
        ("\n\n不对，A应该排除，所以还是C。", False),  # another letter struck out
        ("\n\n这些都不对，C应该排除。", False),  # 不对 not opening the sentence
    ],
)
def test_the_answer_struck_out_after_it_is_called_wrong(after, dropped):
    assert dropped_after_withdrawal(after, {"C"}) is dropped


@pytest.mark.parametrize(
    ("after", "taken_back"),
    [
        ("（反向形成）→ 修正：A（投射）", True),  # another letter right after a correction label
        ("\n\n更正：应为A。", True),
        ("\n\nCorrection: A.", True),
        ("\n\n更正：C项解析中的年份有误。", False),  # the answer's own letter
        ("\n\nHmm, C doesn't fit: nothing is turned into its opposite.", True),  # its own letter said not to fit
        ("\n\nHmm, A doesn't fit: nothing is attributed to others.", False),
        ("\n\n更正：C不是，去掉C。", True),
        ("\n\n（不对，是投射）", True),  # called wrong as an aside opens, then another option's text asserted
        ("\n\n不对不对，C不行。", True),
        ("\n\n这些说法不对，是投射的说法也不对。", False),  # 不对 opening no sentence
        ("\n\nActually no — it's A.", True),
    ],
)
def test_the_answer_corrected_by_a_label_or_its_letter_rejected(after, taken_back):
    assert reconsidered(after, {"C"}, OPTS) is taken_back


PERCEPTION = {"A": "选择性", "B": "恒常性", "C": "理解性", "D": "整体性"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("这是知觉的整体性，选 D。\n\n不对，红笔把重点从背景中突出出来，这是知觉的选择性。", "A"),
        ("答案：C\n\n等等，我看错了，应该是选择性。", "A"),
        ("选 B。\n\n更正：这里考的是选择性，不是恒常性。", "A"),
        ("Answer: D\n\nWait, no — the figure stands out from the ground, so this is 选择性.", "A"),
        # near misses: the correction hedges, names two, asks, denies, supposes, or credits the first again
        ("选 D。\n\n不对，这可能是选择性。", None),
        ("选 D。\n\n不对，是选择性还是理解性？", None),
        ("选 D。\n\n不对，选择性和整体性都有体现。", None),
        ("选 D。\n\n不对，这不是选择性。", None),
        ("选 D。\n\n不对，要是题目问的是画重点的作用，那就是选择性。", None),
        ("选 D。\n\n不对，应该是选择性……不过整体性也说得通。", None),
        ("选 D。\n\n黑白分明，这是选择性。", "D"),  # no correction marked: not this family (the letter stands)
    ],
)
def test_a_marked_correction_stated_by_an_option_text_replaces_the_letter(text, expected):
    assert letters_read(text, PERCEPTION, "single") == expected


def test_a_correction_by_text_is_not_read_for_a_multiple_response_question():
    assert letters_read("选 ACD。\n\n不对，还有选择性。", PERCEPTION, "multi") is None
