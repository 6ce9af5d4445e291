"""A reply asking the asker about the question before it answers gives no weak reading."""

from __future__ import annotations

import pytest

from psyexam.score.asking_back import asks_back
from tests.score.reading import letters_read

OPTS = {"A": "道德信念", "B": "道德评价能力的形成", "C": "价值内化", "D": "道德行为习惯的养成"}


@pytest.mark.parametrize(
    "text",
    ["您指的是哪本教材呢？", "请告诉我是哪门课的题目，我再帮您确定答案。", "Which textbook are you using?",
     "Could you tell me which edition it is?", "请提供完整的题干。"],
)
def test_asking_back(text):
    assert asks_back(text)


@pytest.mark.parametrize("text", ["如果还有疑问，请告诉我。", "有问题请告诉我，我再帮您解答。", "Let me know if you have questions."])
def test_offering_help_asks_nothing(text):
    assert not asks_back(text)


def test_a_text_stated_while_asking_back_is_unread():
    assert letters_read("品德形成的标志是道德行为习惯的养成。请告诉我是哪本教材，我再帮您确定。", OPTS, "single") is None
    assert letters_read("品德形成的标志是道德行为习惯的养成。", OPTS, "single") == "D"


@pytest.mark.parametrize(
    ("text", "expected"),
    [("能否把完整的题目发给我？", True), ("可以把剩下的部分发给我吗？", True), ("题目后半段被截断了，我无法看到完整题干。", True),
     ("Could you send me the full question?", True), ("你能把完整的选项发我吗？", True),
     ("你也可以把其他题目发给我。", False), ("可以把这道题的要点记下来。", False), ("Could you send the answer sheet?", False)],
)
def test_the_whole_question_asked_for_again(text, expected):
    assert asks_back(text) is expected
