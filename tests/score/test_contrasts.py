"""A firm answer (a reasoned conclusion, an answer line) argued against by a later one with only a contrast word between them."""

from __future__ import annotations

import pytest

from psyexam.score import extract_choice
from tests.score.reading import letters_read

OPTS = {"A": "视<听<触", "B": "听<触<视", "C": "触<视<听", "D": "触<听<视"}


@pytest.mark.parametrize(
    ("reply", "letters"),
    [
        ("所以正确的是B。\n\n但是根据数据，触觉比听觉短，所以应该是D。", None),
        ("因此选B。不过考虑到触觉最快，应选D。", None),
        ("Therefore the answer is B. However, touch is faster than hearing, so the answer is D.", None),
        ("So the answer is B. But according to the data, touch is faster than hearing, so it should be D.", None),
        ("Touch is the fastest, so it should be D.", "D"),
        # an answer opening its own sentence is as firm as a conclusion
        ("Thus it is about speed. The answer is B. However, touch is faster, so the answer is D.", None),
        # near misses: the conclusion withdrawn, an error owned, or only a first impression
        ("所以正确的是B。\n\n等等，触觉比听觉短，所以应该是D。", "D"),
        ("所以正确的是B。\n\n但是我算错了，触觉比听觉短，所以应该是D。", "D"),
        ("It seems the answer is B. However, touch is faster than hearing, so the answer is D.", "D"),
    ],
)
def test_a_conclusion_contested_only_by_a_contrast_word_stands_against_the_later_one(reply, letters):
    got = extract_choice(reply, OPTS, "single").letters
    assert (None if got is None else "".join(sorted(got))) == letters


HEIDER = {"A": "费斯汀格", "B": "海德", "C": "凯利", "D": "班杜拉"}


@pytest.mark.parametrize(
    ("reply", "letters"),
    [
        ("答案：A\n\n费斯汀格提出了认知失调理论。不过题干问的是平衡理论，那是海德提出的。\n\n所以答案是B。", None),
        ("The answer is A.\n\nHowever, the stem asks about balance theory, which is Heider's.\n\nSo the answer is B.", None),
        ("**答案：A**\n\n但是平衡理论是海德提出的。\n\n最终答案：B", None),
        # near misses: the change marked or the first answer taken back, a first thought, the same answer again
        ("答案：A\n\n等等，题干问的是平衡理论，那是海德提出的。\n\n所以答案是B。", "B"),
        ("答案：A\n\n不过重新看题，题干问的是平衡理论，那是海德提出的。所以答案是B。", "B"),
        ("答案：A\n\n不过，A不对，平衡理论是海德提出的。\n\n所以答案是B。", "B"),
        ("答案：A\n\n更正：平衡理论是海德提出的。\n\n答案：B", "B"),
        ("可能是A。不过平衡理论是海德提出的，所以答案是B。", "B"),
        ("初步判断A。不过平衡理论是海德提出的，所以答案是B。", "B"),
        ("有的资料答案是A，但正确答案是B。", "B"),
        ("答案：B\n\n费斯汀格提出的是认知失调理论，不过平衡理论是海德提出的。\n\n所以答案还是B。", "B"),
    ],
)
def test_a_firm_answer_line_contested_only_by_reasoning_and_a_contrast_word_stands_against_the_later_one(reply, letters):
    got = extract_choice(reply, HEIDER, "single").letters
    assert (None if got is None else "".join(sorted(got))) == letters


TESTS = {"A": "比一西量表", "B": "斯一比量表", "C": "韦氏量表", "D": "瑞文推理测验"}


@pytest.mark.parametrize(
    ("reply", "letters"),
    [
        # "仔细说来" (strictly speaking) qualifies; it does not rethink as "仔细想想" does; "MA/CA" is no Italian "ma"
        ("答案：B\n\n比率智商IQ = MA/CA × 100。\n\n不过仔细说来，……应该是A比一西量表。", None),
        ("答案：B\n\n不过严格来说，……应该是A。", None),
        ("答案：B\n\n不过仔细想想，我看错了，应该是A。", "A"),
        ("答案：B\n\n比率智商IQ = MA/CA × 100，最先用于斯一比量表。", "B"),
    ],
)
def test_a_qualifier_is_no_rethinking(reply, letters):
    assert letters_read(reply, TESTS, "single") == letters


CONFORMITY = {"A": "阿希", "B": "谢利夫", "C": "克拉奇菲尔德", "D": "罗森伯格"}


@pytest.mark.parametrize(
    ("reply", "letters"),
    [
        # a field's term holding 错/误 ("游动错觉", "误差", "试误") owns no error; a question restating the stem doubts nothing
        ("答案：A\n\n阿希的实验最著名。不过题目问的是最早的研究，谢利夫利用游动错觉的研究早于阿希。\n\n所以答案是B。", None),
        ("答案：A\n\n但题干问的是最早的研究，谢利夫的研究控制了测量误差，早于阿希。\n\n所以答案是B。", None),
        ("答案：A\n\n但题目问的是哪一个最早？谢利夫1935年的研究早于阿希。\n\n所以答案是B。", None),
        ("Answer: A\n\nHowever, what does the question ask for? The earliest study, Sherif's autokinetic illusion work.\n\n"
         "So the answer is B.", None),
        # near misses: the first answer taken back in words, a slip owned, a correction marked, a first thought
        ("答案：A\n\n不过题目问的是最早的研究，A不对，谢利夫利用游动错觉的研究早于阿希。\n\n所以答案是B。", "B"),
        ("答案：A\n\n不过题目问的是最早的研究，我看错了题，谢利夫的研究早于阿希。\n\n所以答案是B。", "B"),
        ("答案：A\n\n等等，题目问的是最早的研究，谢利夫利用错觉的研究早于阿希。\n\n所以答案是B。", "B"),
        ("Answer: A\n\nHowever, the question asks about the earliest study; I misread it.\n\nSo the answer is B.", "B"),
        ("初步判断是A。\n\n不过题目问的是最早的研究，谢利夫利用错觉的研究早于阿希。\n\n所以答案是B。", "B"),
    ],
)
def test_a_contrast_over_a_term_or_a_restated_stem_withdraws_no_answer(reply, letters):
    assert letters_read(reply, CONFORMITY, "single") == letters


def test_clause_answer_then_another_after_a_bare_contrast():
    from psyexam.score.extract import extract_choice
    opts = {"A": "选择性", "B": "整体性", "C": "理解性", "D": "恒常性"}
    def read(reply: str) -> frozenset[str] | None:
        return extract_choice(reply, opts, "single", "这是利用了知觉的什么特性？( )").letters
    assert read("这是利用了知觉的理解性，选C。\n\n但从另一个角度看，这又是选择性。\n\n所以答案是A。") is None
    assert read("这是利用了知觉的理解性，选C。\n\n等等，再想想，这其实是选择性。\n\n所以答案是A。") == {"A"}
    assert read("如果只看联想，选C。\n\n但红色让酒杯突显出来。\n\n所以答案是A。") == {"A"}


WRONG_STEM = "下列表述中有错误的是(    )"
IQ_OPTS = {"A": "智商决定学习成绩", "B": "性格影响个体的行为方式", "C": "认知方式是习得的", "D": "不同个体间智力有质与量的差异"}


@pytest.mark.parametrize(
    ("reply", "stem", "letters"),
    [
        # under a stem asking for the wrong statement, "A的说法是错误的" argues for A: the bare 不过 takes nothing back
        ("答案：A\n\n智商不能决定成绩，因此A的说法是错误的。\n\n不过，说认知方式是习得的也不准确。\n\n所以本题答案为C。", WRONG_STEM, None),
        ("Answer: A\n\nIQ does not decide grades, so statement A is false. However, C is loose too.\n\nSo the answer is C.",
         WRONG_STEM, None),
        ("答案：A\n\n智商不能决定成绩，因此A的说法是错误的。", WRONG_STEM, "A"),
        ("答案：A\n\nA的说法是错误的。\n\n等等，再想想，认知方式并非习得，所以答案为C。", WRONG_STEM, "C"),  # a marked correction
        ("答案：A\n\nA的说法是错误的。\n\n不过B才对，所以本题答案为B。", "下列表述中正确的是(    )", "B"),  # a right-stem: taken back
        ("答案：A\n\nA的说法是错误的。\n\n不过B才对，所以本题答案为B。", "", "B"),  # no stem: as before
    ],
)
def test_the_answers_statement_called_wrong_under_a_wrong_stem(reply: str, stem: str, letters: str | None) -> None:
    assert letters_read(reply, IQ_OPTS, "single", stem) == letters


COLOUR = {"A": "外侧膝状体的感受野位于大脑皮层", "B": "色光混合是加法过程，颜色混合是减法过程", "C": "夜幕降临时，人眼看蓝花会觉得比红花亮",
          "D": "颜色的三个基本特性是色调、明度、饱和度"}
VERDICTS = "\n\n- A错误：外侧膝状体位于丘脑；\n- C正确：浦肯野现象；\n- D正确。\n\n"


@pytest.mark.parametrize(
    ("reply", "qtype", "letters"),
    [
        # options outside the first answer called wrong judge the options; they own no error of the reply's
        ("答案：BCD" + VERDICTS + "不过，B项的表述不够严谨。\n\n所以答案是CD。", "multi", None),
        ("Answer: C\n\nA is wrong and B is incorrect.\n\nHowever, D is the more standard textbook statement.\n\nSo the answer is D.",
         "single", None),
        ("答案：C\n\n- A项不正确；\n- B的说法错误。\n\n但D也是教材原话。\n\n因此选D。", "single", None),
        # near misses: a marked correction, a first thought, the same answer again, the first answer's own letter called wrong
        ("答案：BCD" + VERDICTS + "等等，B项的说法不对。\n\n所以答案是CD。", "multi", "CD"),
        ("初步看是BCD。" + VERDICTS + "不过，B项的表述不够严谨。\n\n所以答案是CD。", "multi", "CD"),
        ("答案：CD" + VERDICTS + "不过，B项的表述不够严谨。\n\n所以答案是CD。", "multi", "CD"),
        ("答案：C\n\n- A项不正确。\n\n不过，C项的说法是错误的，蓝花变亮是暗适应的结果。\n\n因此选D。", "single", "D"),
        ("Answer: C\n\nA is wrong. However, C is wrong too, I misread it.\n\nSo the answer is D.", "single", "D"),
        ("答案：C\n\n- A项不正确。\n\n不过D也可能对。\n\n所以答案可能是D。", "single", None),
    ],
)
def test_other_options_called_wrong_own_no_error_between_two_answers(reply: str, qtype: str, letters: str | None) -> None:
    assert letters_read(reply, COLOUR, qtype) == letters


NOT_STEM = "下列关于学校学习特点的描述，不正确的是（ ）"
SCHOOL = {"A": "学习不能越过直接经验", "B": "学习是在教师指导下进行", "C": "动机是学习的动力源泉", "D": "学习以获得知识、技能和发展能力为主"}


@pytest.mark.parametrize(
    ("reply", "stem", "letters"),
    [
        # the first answer's own text quoted and called wrong argues for it under a stem asking for the wrong statement
        ('Answer: A\n\n"学习不能越过直接经验" is wrong.\n\nHowever, B is questionable too.\n\nSo the answer is B.', NOT_STEM, None),
        ("答案：A\n\n“学习不能越过直接经验”的说法是错误的。\n\n不过B也值得商榷。\n\n所以答案是B。", NOT_STEM, None),
        # near misses: a stem asking for the right one (taken back in words), no stem, a marked correction
        ('Answer: A\n\n"学习不能越过直接经验" is wrong.\n\nHowever, B is questionable too.\n\nSo the answer is B.',
         "下列关于学校学习特点的描述，正确的是（ ）", "B"),
        ("答案：A\n\n“学习不能越过直接经验”的说法是错误的。\n\n不过B也值得商榷。\n\n所以答案是B。", "", "B"),
        ('Answer: A\n\n"学习不能越过直接经验" is wrong.\n\nWait, B is the clearly incorrect one.\n\nSo the answer is B.', NOT_STEM, "B"),
    ],
)
def test_the_answers_quoted_text_called_wrong_under_a_not_stem(reply: str, stem: str, letters: str | None) -> None:
    assert letters_read(reply, SCHOOL, "single", stem) == letters
