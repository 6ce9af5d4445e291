"""A reply that ends unsettled after its answer, with the near misses that stay read."""

from __future__ import annotations

import pytest

from psyexam.score.unsettled import ends_unsettled
from tests.score.reading import letters_read

SINGLE = {"A": "感觉等距法", "B": "差别阈限法", "C": "数量估计法", "D": "分段法", "E": ""}
MULTI = {"A": "气质", "B": "性格", "C": "认知风格", "D": "认知能力", "E": ""}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("所以选B。\n\n不过题干问的是一般方法。嗯，也许还是A。", None),
        ("The answer is B.\n\nThen again, maybe it's A after all.", None),
        ("The answer is B.\n\nI weighed A against it and I can't settle this one.", None),
        ("The answer is B.\n\nFechner summed JNDs. Equal intervals matter. I'm torn, both A and B are defensible.", None),
        ("答案：B\n\nA和B都说得通，我还是拿不定主意。", None),
        ("The answer is B.\n\nFechner summed JNDs. A isn't entirely wrong either.", None),
        ("The answer is B.\n\nFechner summed JNDs. I wouldn't be shocked if the key says A.", None),
        # near misses
        ("The answer is B.\n\nFechner summed JNDs. Equal intervals matter. Both A and B are plausible, but only B fits.", "B"),
        ("答案：B。\n\n其余选项各有问题。分段法做的是比例量表。所以不可能是D。", "B"),
        ("答案：B。\n\n费希纳量表靠差别阈限累加。另说。起初我也下不了决心，后来想清楚了。", "B"),
        ("所以选B。\n\n这是费希纳的做法。另说。有人会问也许是A吗？不是，A不是费希纳的方法。", "B"),
        ("所以选B。\n\n这是费希纳的做法。最可能是B。", "B"),
    ],
)
def test_a_single_answer_left_unsettled_at_the_end(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


def test_a_closing_maybe_before_other_letters_of_a_multiple_response_answer():
    assert letters_read("答案：BD\n\n但题目问的是好坏。嗯，说不定只选B。", MULTI, "multi") is None
    assert letters_read("答案：B\n\n不，应该只选B。嗯，也许还是BD。", MULTI, "multi") is None
    assert letters_read("答案：BD\n\n性格有好坏。能力有高低。也许BD就是全部。", MULTI, "multi") == "BD"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案：ABC。\n\n认知风格属于个性差异吗？所以C可能要去掉？", None),
        ("答案：ABC\n\n不过，是不是该把C去掉？", None),
        ("Answer: ABC. Maybe C should be dropped, since it is no trait?", None),
        ("答案：ABC。不过C似乎不太对。", None),  # a chosen letter doubted
        ("Answer: ABC. Hmm, C may not belong here.", None),
        ("答案：ABC。C似乎不太对，但仔细看它也符合。", "ABC"),  # the doubt set aside
        ("Answer: ABC. D may not belong, since it is an ability.", "ABC"),  # a letter not chosen
        # near misses: a letter not chosen dropped, or a doubt told as a past one
        ("答案：ABC。\n\nD要去掉，因为认知能力不属于个性。", "ABC"),
        ("答案：ABC。D可能要排除，因为它属于能力。", "ABC"),
        ("答案：ABC。一开始我想C是不是该去掉，后来确认它也对。", "ABC"),
    ],
)
def test_a_chosen_letter_wondered_away(text, expected):
    assert letters_read(text, MULTI, "multi") == expected


def test_only_the_closing_sentences_after_the_answer_count():
    text = "也许是A。再看定义。费希纳累加差别阈限。所以选B。"
    assert not ends_unsettled(text, text.index("B"), ("B",))
    assert ends_unsettled("B。可能是A。", 1, ("B",))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The answer is B.\n\nOn the other hand, A could be what they want.", None),
        ("My answer: B. Then again, it might well be A.", None),
        ("The answer is B.\n\nThat said, A is a strong possibility too.", None),
        ("选B。A也不是不行。", None),
        ("答案是B。\n\n不过A和B我觉得都有可能。", None),
        # near misses
        ("The answer is B.\n\nA could be what a careless reader picks, but B fits.", "B"),
        ("答案：B。\n\nA也不是不行，但费希纳的量表是B。", "B"),
        ("答案：B。\n\n比例量表另说。C和D都不行。", "B"),
        ("The answer is B.\n\nIt might well be a trick question.", "B"),
        ("答案：B\n\n这题考的是费希纳。要不要再看看AB两项的区别？", "B"),
    ],
)
def test_another_option_kept_possible_at_the_end(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


def test_a_closing_question_of_other_letters_only():
    assert letters_read("答案：B\n\n那应该是BD。不，应该只选B。嗯，BD？", MULTI, "multi") is None
    assert letters_read("答案：BD\n\n等等，D算不算？也许只有B。", MULTI, "multi") is None
    assert letters_read("答案：BD\n\n性格有好坏。还要再比较BD吗？不用了。", MULTI, "multi") == "BD"


def test_a_weak_reading_of_a_reply_ending_unsettled_stands_down():
    assert letters_read("B\n\nFechner summed JNDs. Then again, it might well be A.", SINGLE, "single") is None
    assert letters_read("差别阈限法。\n\nA也不是不行。", SINGLE, "single") is None
    assert letters_read("B\n\nFechner summed JNDs. B is his method.", SINGLE, "single") == "B"


AGGRESSION = {"A": "给自行车打气", "B": "武器效应", "C": "去个性化", "D": "观看摇滚乐影片", "E": ""}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("可能诱发侵犯行为的：\n- B 武器效应 ✓\n- C 去个性化 ✓\n\n这题A和D我实在判断不了，B、C肯定选，A和D就看你的教材了。", None),
        ("答案：BC\n\n都会诱发侵犯。A和D我判断不了。", None),
        ("答案：BC。\n\n都会诱发侵犯。B的出处可以看教材第三章。", "BC"),
        ("答案：BC\n\n都会诱发侵犯。A、D两项说不好听点就是凑数的。", "BC"),
    ],
)
def test_letters_left_to_the_reader_or_the_textbook(text, expected):
    assert letters_read(text, AGGRESSION, "multi") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The answer is B.\n\nThough A wouldn't be wrong either.", None),
        ("The answer is B.\n\nHonestly, A works just as well.", None),
        ("The answer is B.\n\nIf your textbook uses a different definition, go with A.", None),
        ("The answer is B. I'm about 60% on this.", None),
        ("The answer is B, with A a close runner up.", None),
        ("最终答案：B\n\n其实A和B差别不大，两个都能选。", None),
        ("选B吧，应该。", None),
        ("答案：B\n\nA、B这两个我倾向B，但A不排除。", None),
        ("答案：B，但我对A也有一半的信心。", None),
        # near misses
        ("The answer is B.\n\nA wouldn't be wrong elsewhere, but here it is.", "B"),
        ("答案：B\n\nA项也排除了，因为它做的是等距量表。", "B"),
    ],
)
def test_another_option_left_open_in_more_words(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案：BD。\n\nC我再查查。", None),
        ("BD肯定对，C嘛，见仁见智。", None),
        ("答案：BD。\n\nC项的定义可以查一下教材第五章。", "BD"),
    ],
)
def test_a_letter_left_to_be_checked(text, expected):
    assert letters_read(text, MULTI, "multi") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Answer: B\n\nNote: the official key might say A.", None),
        ("Answer: B\n\n(A is a distant second.)", None),
        ("答案：B\n\n如果只能选一个的话。", None),
        ("答案：B\n\n不过这题出得有问题，A也能说通。", None),
        ("The answer is B, although the question is ambiguous.", None),
        ("答案是B——至少按费希纳的原始定义是这样。", None),
        ("答案：B。\n\n这道题考的是费希纳定律，题干没有问题。", "B"),
        ("The answer is B.\n\nThe key, if you check it, will say B as well.", "B"),
    ],
)
def test_an_answer_under_a_proviso_or_a_flawed_item(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


def test_a_letter_left_to_circumstances():
    assert letters_read("答案：B、D，E看情况。", MULTI, "multi") is None


def test_a_letter_called_debatable_at_the_end():
    assert letters_read("The answer includes all options: A, B, C, D — but D is debatable.", MULTI, "multi") is None
    assert letters_read("Answer: A, B, C. D is debatable, but most texts leave it out.", MULTI, "multi") == "ABC"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("### Answer\nB — tentatively.", None),
        ("答案：B ❓", None),
        ("Answer: B\n\nAlso acceptable: A.", None),
        ("Answer: B — probably the most tested distinction here, since A is a common trap.", "B"),
    ],
)
def test_a_closing_doubt_or_another_accepted_answer(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


def test_another_letter_optional():
    assert letters_read("答案：BD\n\n（C可选）", MULTI, "multi") is None
    assert letters_read("答案：BD\n\nC项不可选，因为认知风格无好坏。", MULTI, "multi") == "BD"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("**B**\n\n(A would be my second guess.)", None),
        ("B is my pick, A my backup.", None),
        ("Answer: B\n\nPart of me wants to say A.", None),
        ("Answer: B. My gut says A though.", None),
        ("答案：B。直觉告诉我是A。", None),
        ("Answer: B. My gut said A at first, but the JND construction settles it.", "B"),
    ],
)
def test_a_second_guess_or_a_gut_feeling_for_another_option(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


FIVE = {"A": "气质", "B": "性格", "C": "认知风格", "D": "认知能力", "E": "动机"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案：BD\n\n严格来说还应该加上E。", None),
        ("Answer: B, D\n\nIn a broader sense, E too.", None),
        ("答案：BD。E有点争议。", None),
        ("答案：BD；E：部分正确。", None),
        ("B 对\nD 对\nE 半对", None),
        ("答案：BD\n\nE部分正确，但不全面，所以不选。", "BD"),
        ("Answer: B, D, E: all three describe personality.", "BDE"),
    ],
)
def test_another_letter_added_disputed_or_partly_right(text, expected):
    assert letters_read(text, FIVE, "multi") == expected


def test_both_choosable_only_beside_another_letter():
    assert letters_read("答案：BD。B和D两个都对。", MULTI, "multi") == "BD"
    assert letters_read("最终答案：B\n\n其实A和B差别不大，两个都能选。", SINGLE, "single") is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("B\n\n差别阈限法，或者说感觉等距法也行。", None),
        ("(B) 差别阈限法\n(A) 感觉等距法 —— 也说得过去", None),
        ("B\n\n费希纳量表就是差别阈限法，感觉等距法不行。", "B"),
        ("答案：B\n\n费希纳的做法就是累加最小可觉差，所以差别阈限法也行。", "B"),
    ],
)
def test_another_option_named_by_its_text_at_the_end(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


def test_option_texts_count_as_their_letters():
    assert ends_unsettled("B。感觉等距法也行。", 2, ("B",), {"A": "感觉等距法", "B": "差别阈限法"})
    assert not ends_unsettled("B。感觉等距法也行。", 2, ("B",))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("**Answer: B**\n\nThat said, I wouldn't rule out A entirely.", None),
        ("**Answer: B**\n\nCould go either way between A and B.", None),
        ("**Answer: B**\n\nIt's really a toss-up between A and B.", None),
        ("**Answer: B**\n\nA is just as plausible, to be honest.", None),
        ("**Answer: B**\n\nIf I had to bet, B — but A wouldn't surprise me.", None),
        ("答案：B\n\n不过A我也不敢完全否定。", None),
        ("答案：B\n\nA选项我也动摇过，现在仍然动摇。", None),
        ("答案：B\n\nA也不无可能。", None),
        ("Answer: B\n\nAt first it seemed a toss-up between A and B, but the JND construction settles it.", "B"),
        ("Answer: B\n\nA is just as plausible at first glance, but it builds a different scale.", "B"),
    ],
)
def test_an_even_choice_or_another_option_not_ruled_out(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("形象记忆、语义记忆和情景记忆都可能随时间淡忘。所以D项最合适。", "D"),
        ("形象记忆和动作记忆都有可能，不好说。所以D项最合适。", None),
        ("A和D都可能是对的。D项最合适。", None),
        ("所以D项最符合——A次之，两者都有道理。", None),
    ],
)
def test_options_that_may_do_something_are_not_credited_as_answers(text, expected):
    options = {"A": "形象记忆", "B": "语义记忆", "C": "情景记忆", "D": "动作记忆"}
    assert letters_read(text, options, "single") == expected


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("答案：ABC，D五五开。", None),
        ("答案：ABC，D模棱两可。", None),
        ("我认为应选ABC，D的归属值得讨论。", None),
        ("答案：ABC\nD：待议", None),
        ("答案：ABC\n\n附注：D有一定可能。", None),
        ("答案：ABC，D我不敢选。", None),
        ("选ABC，D先不选，回头再看。", None),
        ("答案：ABC（或ABCD）", None),
        ("答案：ABC/ABCD", None),
        ("答案：A、B、C，D不选。", "ABC"),
        ("答案：ABC。D有一定可能被误选，但它不属于此类。", "ABC"),
    ],
)
def test_another_option_left_pending_in_other_words(reply, expected):
    assert letters_read(reply, {"A": "甲", "B": "乙", "C": "丙", "D": "丁"}, "multi") == expected


@pytest.mark.parametrize(
    ("reply", "letters"),
    [
        ("That would be D. However, some studies allow it, in which case A would fit as well. "
         "I can't say for certain whether it's A or D.", None),
        ("The answer is D. I can't tell whether it is A or D.", None),
        ("Answer: D. In some studies A would work too.", None),
        # near misses: no two letters left open, or another fitting only under a condition set aside
        ("The answer is D. I can't say for certain whether Stevens used this name, but D is standard.", "D"),
        ("Answer: D. A would fit as well if the scale were nominal, but it is not.", "D"),
    ],
)
def test_two_letters_the_writer_cannot_tell_apart(reply, letters):
    assert letters_read(reply, SINGLE, "single") == letters
