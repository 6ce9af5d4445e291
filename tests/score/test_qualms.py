"""Qualms after an answer: a choice only if forced, the writer half sure, another option held right."""

from __future__ import annotations

import pytest

from psyexam.score.qualms import half_sure, held_right, kept_in_play, qualmed, qualmed_reply
from tests.score.reading import letters_read

SINGLE = {"A": "正强化", "B": "负强化", "C": "正惩罚", "D": "负惩罚"}
MULTI = {"A": "简单随机抽样", "B": "分层抽样", "C": "整群抽样", "D": "方便抽样", "E": "系统抽样"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'd pick B if forced.", None),
        ("答案选B，硬要选的话。", None),
        ("B, if I had to choose.", None),
        ("答案：B。C也通常被视为正确答案。", None),
        ("Answer: B. C isn't wrong either.", None),
        ("Answer: B. I'm fifty-fifty on it.", None),
        ("答案：B。我也不太肯定。", None),
        ("Answer: B (C depends on the definition)", None),
        ("答案：B。C视教材而定。", None),
        ("正确答案是：B. 负强化 或 D. 负惩罚", None),
        ("应选C；两种说法我都能接受。", None),
        ("答案：B。不过我记得有的教材把这种情况称为", None),
        ("所以答案是B。\n\n然而，D选项", None),  # a contrast opening the next paragraph, cut off
        ("所以答案是B。\n\n但是，需要注意的是，这个题目", None),
        ("答案：B。其实也未必。", None),
        ("Answer: B. Though D may well be the answer.", None),
        ("答案：B，噢不，是C。", None),
        ("Answer: B. I haven't fully ruled out C.", None),
        ("答案：B，C是一个有力的备选。", None),
        ("Answer: B, C being a strong second.", None),
        ("Answer: B if nothing pleasant is removed.", None),
        ("Chosen: B. Undecided: C.", None),
        ("答案：B。C见仁见智。", None),
        ("B\n\nC也有可能。", None),
        ("答案：B\n\nC. 正惩罚 也说得通", None),
        ("答案：B\n\nC. 正惩罚——正确。", None),
        ("Answer: B\n\nCorrection: the answer is C.", "C"),  # restated as an answer: the revision stands
        ("答案：B。C在部分教材中也算。", None),
        ("Answer: B. C would be just as good.", None),
        ("Answer: B\n\nAlthough D could equally be right, since some books place it later.", None),
        ("Answer: B. D could just as well be the answer.", None),
        ("Answer: B. D could not equally be right.", "B"),
        ("答案：B。C也并非全无道理。", None),
        ("Answer: B. A case could be made for C.", None),
        ("Answer: B. The official answer, as far as I recall, gives C.", None),
        # near misses
        ("Answer: B. The official answer gives B too.", "B"),
        ("Answer: B. No case can be made for C.", "B"),
        ("答案：B。C站不住脚。", "B"),
        ("答案：B\n\nC. 正惩罚——不正确。", "B"),
        ("Answer: B\n\nCorrection: the stem says 'noise'. Still B.", "B"),
        ("答案：B\n\nC. 正惩罚 不对", "B"),
        ("Chosen: B. Rejected: C.", "B"),
        ("Answer: B. C is ruled out: nothing is added.", "B"),
        ("答案：B。C未必正确。", "B"),
        ("Answer: B. D could be the one only if a stimulus were taken away.", "B"),
        ("答案：B，我是说B。", "B"),
        ("答案：B。不过要注意它和惩罚的区别。", "B"),
        ("所以答案是B。\n\n但是，需要注意它和惩罚的区别。", "B"),  # the contrast finished
        ("答案：B. 负强化 或称逃避学习", "B"),
        ("答案：B。两者都有强化作用，但只有B移除刺激。", "B"),
        ("Answer: B. C depends on punishment being applied, so it is out.", "B"),
        ("答案：B。C也常被认为正确，不过那是误解。", "B"),
        ("答案：B。自我不肯定感与此无关。", "B"),
        ("The answer is B; 50/50 schedules are irrelevant.", "B"),
        ("答案是B，可以肯定。", "B"),
        ("Answer: B. A forced-choice format does not change it.", "B"),
    ],
)
def test_a_qualm_after_the_answer_leaves_it_unread(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


def test_the_parts_of_a_qualm():
    assert qualmed("答案：B，如果非要选的话。", 4, {"B"}, SINGLE)
    assert not qualmed("答案：B。他们被迫选择逃避。", 4, {"B"}, SINGLE)
    assert half_sure("将信将疑。") and not half_sure("肯定是B。")
    assert held_right("C也常被认为正确", {"B"}) and not held_right("B也常被认为正确", {"B"})
    assert kept_in_play("some examiners would also key this as C", {"B"}) and not kept_in_play("we can rule out C", {"B"})


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案：ABC。E亦然。", None),
        ("Answer: ABC. The same holds for E.", None),
        ("Answer: ABC. E counts too.", None),
        ("答案：ABC，DE看教材。", None),  # letters run together stand for each of them
        # near misses: a parallel rejection, not the answer, is what "the same" follows
        ("答案：ABC。D错误，E亦然。", "ABC"),
        ("Answer: ABC. D is out; the same goes for E.", "ABC"),
    ],
)
def test_another_letter_said_to_be_the_same(text, expected):
    assert letters_read(text, MULTI, "multi") == expected


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("答案：B\n\n修改：D", None),  # an edit label naming another letter, with no reason: the answer is not settled
        ("答案：B\n\n改为D", None),
        ("答案：B\n\nI'd say D, actually.", None),
        ("答案：B\n\n修改：B", "B"),  # the same letter confirmed
        ("答案：B\n\nI'd say B, definitely.", "B"),
        ("答案：B\n\n修改：无", "B"),
    ],
)
def test_an_edit_line_naming_another_letter_unsettles_the_answer(reply, expected):
    assert letters_read(reply, SINGLE, "single") == expected


VALIDITY = {"A": "效度是绝对的", "B": "效度是相对的", "C": "效度是唯一的", "D": "效度与信度无关"}


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("效度是绝对的。\n\nA、C、D都不对。", None),  # the option stated is among those called wrong together
        ("效度是相对的。\n\nA、C、D都不对。", "B"),
        ("效度是相对的。\n\nA和C均错误。", "B"),
    ],
)
def test_an_option_stated_then_called_wrong_with_others_is_no_answer(reply, expected):
    assert letters_read(reply, VALIDITY, "single") == expected


@pytest.mark.parametrize(
    ("tail", "held"),
    [
        ("。C也是一种可行的补救办法。", True),
        ("。C同样是可以接受的。", True),
        ("。C也没问题。", True),
        ("。C亦无不可。", True),
        # near misses: conceded away, called not viable, said to have a problem, the letter read itself
        ("。C也是一种可行的办法，但不如D彻底。", False),
        ("。C也是不可行的。", False),
        ("。C也有问题。", False),
        ("。D同样没问题。", False),
    ],
)
def test_another_option_called_viable_too(tail, held):
    assert held_right(tail, {"D"}) is held


@pytest.mark.parametrize(
    ("tail", "held"),
    [
        ("。A也不失为一个选择。", True),
        ("。A同样值得考虑。", True),
        ("。A在一些教材中同样被视为正确答案。", True),
        # near misses: conceded away, keyed wrong elsewhere
        ("。A也不失为一个选择，但不如C贴切。", False),
        ("。A在旧教材中也被视为错误的。", False),
        (". (A would also be accepted by some graders.)", True),
        (". A is also a valid answer in some curricula.", True),
        (". A would be accepted only if the stem said so.", False),
        (". A is not accepted.", False),
    ],
)
def test_another_option_kept_as_a_choice(tail, held):
    assert held_right(tail, {"C"}) is held


@pytest.mark.parametrize(
    ("text", "leans"),
    [("这个要看具体定义，我倾向于B。", True), ("偏向B。", True), ("I'm leaning towards B.", True), ("我比较倾向于这个。", True),
     # near misses: a description of people, a lean denied
     ("个体倾向于在成年期不断学习。", False), ("我并不倾向于把它看作再社会化。", False), ("场依存型的人倾向于以外部参照为依据。", False)],
)
def test_a_writers_lean_keeps_a_weak_reading_from_standing(text, leans):
    assert qualmed_reply(text, {"B"}, {"A": "基本社会化", "B": "继续社会化"}) is leans


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案：AB。C要看怎么理解——如果……也可以选上；如果……那就不选。", None),
        ("答案：ABC（C要看怎么理解）", None),
        ("答案：AB。C的话，看你怎么理解。", None),
        ("Answer: A, B. Whether C counts depends on how you read the stem.", None),
        ("Answer: A, B. C depends on how you read it.", None),
        ("答案：AB。C要看怎么理解，但无论怎么理解都不对。", "AB"),
        ("答案：ABC。无论怎么理解，C都应选上。", "ABC"),
        ("答案：AB。C不管怎么理解都是错的。", "AB"),
    ],
)
def test_an_option_left_to_how_the_question_is_read(text, expected):
    assert letters_read(text, {"A": "甲", "B": "乙", "C": "丙", "D": "丁"}, "multi") == expected
