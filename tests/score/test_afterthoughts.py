"""A reply's close: a last line taking the answer back, and a letter said right "too"."""

from __future__ import annotations

import pytest

from psyexam.score.afterthoughts import more_than_read, or_line, withdrawn_at_end
from tests.score.reading import letters_read

OPTS = {"A": "华生", "B": "铁钦纳", "C": "冯特", "D": "詹姆斯"}


@pytest.mark.parametrize(
    ("text", "withdrawn"),
    [
        ("C\n\n等等，我再想想……", True),
        ("答案：C\n\nWait, let me reconsider.", True),
        ("C\n\nWait, let me reconsider. Yes, the answer is C.", False),
        ("等等，再看一下……确实是冯特。所以答案还是C。", False),
        ("C\n\n相关的学者还有艾宾浩斯、巴德利等等。", False),
        ("答案是C。\n\n嗯，题目问的是错误的，这个答案不对。", True),
        ("The answer is C.\n\nThe stem asks for the exception, so my answer above is wrong.", True),
        ("答案是C。\n\n有人选A，这个答案不对，应选C。", False),
        ("So the answer should be C. Wait, no — yes C. But hold on, the lab", True),  # the last second look is cut off
        ("Wait, let me reconsider. Hold on, let me double-check: yes, C.", False),
    ],
)
def test_withdrawn_at_end(text, withdrawn):
    assert withdrawn_at_end(text) is withdrawn


def test_a_letter_right_too():
    assert more_than_read("（C也对）", frozenset("C"), multi=False)
    assert more_than_read("（C也对）", frozenset("BC"), multi=True)
    assert not more_than_read("B项正确，C也对。", frozenset("BC"), multi=True)
    assert more_than_read("B项正确，D也对。", frozenset("B"), multi=True)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案是C。\n\n但如果按另一本教材，答案是D。", None),
        ("The answer is C.\n\nBut if the question means America, the answer is D.", None),
        ("答案是C。\n\n但詹姆斯也建立了演示实验室，所以答案仍是C。", "C"),
        ("C\n\n（D也对）", None),
        ("C\n\n冯特建立了第一个心理学实验室。\n\n等等，我再想想……", None),
    ],
)
def test_closing_afterthoughts(text, expected):
    assert letters_read(text, OPTS, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("也有可能选C。", None),
        ("最可能选C，冯特建立了第一个实验室。", "C"),
        ("The answer is C.\n\nWundt opened the first laboratory.\n\nI'm not 100% sure though.", None),
        ("The answer is C.\n\nWundt opened the first laboratory.\n\nI'm not sure why D is listed at all.", "C"),
        ("答案：C\n\n冯特建立了实验室。\n\nD其实也不算错。", None),
        ("答案：C\n\n冯特建立了实验室。\n\nOr D.", None),
        ("答案：C\n\n冯特建立了实验室。\n\n我记不太清了。", None),
        ("答案：C\n\n冯特建立了实验室。\n\n或者说C，冯特。", "C"),
    ],
)
def test_doubts_before_the_lead_and_on_the_closing_line(text, expected):
    assert letters_read(text, OPTS, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案：C\n\n冯特建立了实验室。\n\n两个都有可能：C和D。", None),
        ("答案：C\n\n冯特建立了实验室。\n\n（D待定）", None),
        ("答案：C\n\n冯特建立了实验室。\n\n仅凭印象作答。", None),
        ("答案：C\n\n冯特建立了实验室。\n\n但条件不全，我没法给出确定的答案。", None),
        ("答案：C\n\n冯特建立了实验室。\n\nD也有点像，这个我没法完全排除。", None),
        ("答案：C\n\n冯特建立了实验室，其余三项都可以完全排除。", "C"),
        ("答案：C\n\n相关研究没法确定因果关系，冯特用的是实验。", "C"),  # no writer's doubt
    ],
)
def test_closing_lines_leaving_the_answer_open(text, expected):
    assert letters_read(text, OPTS, "single") == expected


def test_own_letters_said_possible_together_keep_a_multiple_response():
    assert letters_read("答案：BC\n\n两个都有可能：B和C。", OPTS, "multi") == "BC"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("我不太确定，但我猜：\n\n冯特建立了实验室。答案：C", None),
        ("Not sure about this one, but here goes.\n\nAnswer: C", None),
        ("一开始我不太确定。\n\n查证后确定：冯特建立了实验室。答案：C", "C"),
        ("这题我在C和D之间犹豫。\n\nC", None),
        ("有的书选D，有的书选C。\n\n答案：C", None),
        ("有的书选D，但那是旧版的错误。\n\n答案：C", "C"),
    ],
)
def test_doubts_and_other_keys_before_the_answer(text, expected):
    assert letters_read(text, OPTS, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案：ABC\n\n至少包括这些。", None),
        ("答案：ABC\n\nD也许也该选。", None),
        ("Answer: ABC\n\nD may belong here as well.", None),
        ("A B C\n\nAlso possibly D.", None),
        ("答案：ABC\n\nD也不选，它是巴德利的模型。", "ABC"),
    ],
)
def test_a_multiple_response_left_open_at_its_close(text, expected):
    assert letters_read(text, OPTS, "multi") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案：C\n\n不过我不太确定，也可能是D。\n\n希望对你有帮助！", None),
        ("The answer is C.\n\nD is a close second.\n\nHope this helps!", None),
        ("答案：C\n\n冯特建立了实验室。\n\n希望对你有帮助！如有疑问欢迎追问。", "C"),
    ],
)
def test_closing_courtesies_are_passed_over(text, expected):
    assert letters_read(text, OPTS, "single") == expected


def test_a_topic_s_hesitation_is_no_writer_s_doubt():
    opts = {"A": "双趋冲突", "B": "双避冲突", "C": "趋避冲突", "D": "多重趋避冲突"}
    assert letters_read("个体在两个目标之间犹豫不决，这属于双趋冲突。\n\n答案：A", opts, "single") == "A"
    assert letters_read("(Not fully confident.)\n\nAnswer: A", opts, "single") is None


def test_a_line_of_letters_joined_by_or():
    opts = {"A": "本我", "B": "镜我", "C": "自我", "D": "超我"}
    assert or_line("A或C") and or_line("解释……\nB or D.") and not or_line("本我或自我都是概念。")
    assert letters_read("A或C\n\nA项本我是正确的。", opts, "single") is None
    assert letters_read("答案：A\n\nA或C", opts, "single") is None
    assert letters_read("A或C？\n\n题干说的是快乐原则。\n\n答案：A", opts, "single") == "A"


@pytest.mark.parametrize(
    ("text", "expected"),
    [("Maybe the answer is B.", None), ("Perhaps the best answer is B.", None), ("So possibly the answer is B.", None),
     ("**Probably the answer is B**", None), ("Option A is probably a distractor. The answer is B.", "B"),
     ("A is probably tempting, but the answer is B.", "B"), ("The answer is B, probably the clearest case.", "B")],
)
def test_an_english_maybe_opening_the_answers_sentence(text, expected):
    assert letters_read(text, OPTS, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("B\n\n嗯等等不对 是D", "D"),
        ("Answer: B. Hmm, no, it's D.", "D"),
        ("答案：B\n\n哦不对，应该选D。", "D"),
        ("B\n\n嗯等等不对 是D吗", None),
        ("Answer: B. Hmm, no, it's D or C.", None),
        ("B\n\n等等不对", None),
        ("B项说法不对，是C项的定义。", None),
        ("答案：B\n\n等等，再看一下……A也不对。所以还是B。", "B"),
    ],
)
def test_an_answer_taken_back_towards_another_letter(text, expected):
    assert letters_read(text, OPTS, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The answer is C. Never mind, ignore that.", None),
        ("答案：C。我收回这个答案。", None),
        ("答案：C。算了，这题我答不了。", None),
        ("The answer is C.\n\nEdit: it's D.", None),
        ("答案是C。不，D。", None),
        ("The answer is C, although I wouldn't bet on it.", None),
        ("答案：C。不，不是A，是C。", "C"),
        ("The answer is C. No other option fits.", "C"),
    ],
)
def test_an_answer_dropped_or_disowned_after_it_is_given(text, expected):
    assert letters_read(text, OPTS, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The answer is C. Actually, make that C and D.", None),
        ("选C。唔，好像不太对。", None),
        ("答案：C。emmm，再看看。", None),
        ("答案：C。后来想了想，D可能更准确。", None),
        ("答案：C。A好像不太对。", "C"),
        ("答案：C\n\n这题考的是冯特。要不要再看看AC两项的区别？", "C"),
    ],
)
def test_an_answer_doubted_at_once_or_left_for_another_look(text, expected):
    assert letters_read(text, OPTS, "single") == expected


@pytest.mark.parametrize(
    ("reply", "expected"),
    [("只有C符合。但我不是十分肯定。", None), ("只有C符合，不过我没法百分之百肯定。", None), ("答案：C。我不肯定。", None),
     ("Only C fits. That said, I can't be fully sure.", None), ("只有C符合。这题我给不出唯一的答案。", None),
     ("答案：C。患者表现出自我不肯定。", "C"), ("只有C符合，这一点可以肯定。", "C")],
)
def test_a_closing_line_short_of_certain_leaves_the_answer_open(reply, expected):
    assert letters_read(reply, {"A": "单一性", "B": "破坏性", "C": "继时性", "D": "促进性"}, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案：ACD\n\n再确认一下B：铁钦纳不是。没错，排除B，答案仍是ACD。", "ACD"),  # the same set restated packed
        ("答案：ACD\n\n再确认一下B：有人也算铁钦纳……那就是ABCD了。", None),  # another packed set
        ("答案：ACD\n\n等等，再确认一下B：不对，还是AC吧", None),
    ],
)
def test_a_recheck_restating_a_packed_set(text, expected):
    assert letters_read(text, OPTS, "multi") == expected


@pytest.mark.parametrize(
    ("reply", "expected"),
    [("应交错安排，答案：D。不过也有一种说法认为应该分类安排。", None),
     ("群体动力学由勒温提出，选D。不过我记得也有资料说是苛勒。", None),
     ("答案：D。不过也有说法认为应分类安排，这种说法已经过时。", "D"),
     ("答案：D。交错安排的做法也有学者称为穿插安排。", "D"),
     ("The answer is D, though some textbooks argue for grouping by category.", None),
     ("The answer is D, though some textbooks argue for grouping by category, which is outdated.", "D"),
     ("The answer is D. Some textbooks call this interleaving.", "D")],
)
def test_another_view_conceded_at_the_close_leaves_the_answer_open(reply, expected):
    assert letters_read(reply, {"A": "随机安排", "B": "分类安排", "C": "集中安排", "D": "交错安排"}, "single") == expected


_LEWIN = {"A": "科尔伯格", "B": "勒温", "C": "普雷斯顿", "D": "苛勒"}


@pytest.mark.parametrize(
    ("reply", "expected"),
    [("选B。不过我记得有的教材写的是苛勒。", None), ("答案：B。另有观点认为是苛勒。", None),
     ("答案：B。也有资料提到苛勒（D），但苛勒研究的是顿悟。", "B"), ("故选B。也有教材说B，各版本一致。", "B"),
     ("选B。不过有的教材把勒温译作卢因。", "B"), ("选B。不过有的学者误认为是苛勒。", "B"),
     ("答案：B。有的教材写的是勒温（Lewin），与此一致。", "B")],
)
def test_other_sources_conceded_at_the_close(reply, expected):
    assert letters_read(reply, _LEWIN, "single") == expected


@pytest.mark.parametrize(
    ("reply", "expected"),
    [("答案：B。不过D似乎也是教材原话。", None), ("答案：B。D好像也是一种说法。", None),
     ("答案：B。A好像也是一种说法，但不是场论的提出者。", "B"), ("答案：B。A似乎也对，但不全面。", "B")],
)
def test_another_letter_said_perhaps_so_too_at_the_close(reply, expected):
    assert letters_read(reply, _LEWIN, "single") == expected


@pytest.mark.parametrize(
    ("reply", "expected"),
    [("这题我拿不准。答案：B", None), ("我不太确定。答案是B。", None), ("这道题不难。答案：B", "B"),
     ("我确定。答案：B", "B")],
)
def test_a_doubt_in_a_sentence_before_the_answer_on_the_first_line(reply, expected):
    assert letters_read(reply, _LEWIN, "single") == expected


@pytest.mark.parametrize(
    ("reply", "expected"),
    [("答案：B。\n\n不过说实话，我也有点犹豫。", None), ("答案：B\n\n本题存在一定争议。", None), ("选B。有争议。", None),
     ("答案：B\n\nPS：A我一开始也很犹豫。", "B"), ("答案：B。\n\n这个概念在学界有争议。", "B"),
     ("答案：B。\n\n我也有点犹豫，不过核对后确定无误。", "B")],
)
def test_a_closing_line_torn_or_calling_the_item_disputed(reply, expected):
    assert letters_read(reply, {"A": "正强化", "B": "负强化", "C": "正惩罚", "D": "负惩罚"}, "single") == expected


FIVE = {"A": "感觉", "B": "知觉", "C": "记忆", "D": "情绪", "E": "思维"}
KEYED = "【答案】ACE\n【解析】……B 也属于认知过程。\n\n"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (KEYED + "更正：【答案】ABCE。", "ABCE"),  # a correction label, then the answer in its own key bracket
        (KEYED + "修正：【答案】ABCE。", "ABCE"),
        (KEYED + "纠正一下：答案应为ABCE。", "ABCE"),
        (KEYED + "Correction: 【答案】ABCE", "ABCE"),
        (KEYED + "【答案】ABCE。", None),  # no correction label: two keys that disagree
        (KEYED + "更正：", None),  # the label, and no answer after it
        (KEYED + "更正：【答案】可能是ABCE。", None),  # the correction hedges
        (KEYED + "更正：B 也应选入。", None),  # the label, then no new answer
    ],
)
def test_a_correction_label_then_a_new_answer(text, expected):
    assert letters_read(text, FIVE, "multi") == expected


def test_a_correction_label_closing_the_reply_withdraws_the_answer():
    assert withdrawn_at_end("答案：B\n\n更正：")
    assert not withdrawn_at_end("答案：B\n\n更正：答案为C")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Answer: C\n\nCaveat: if the lab counted as informal, the founder would be better described as D.", None),
        ("答案：C。\n\n如果题目问的是美国第一个实验室，那就是D。", None),
        ("答案：C。\n\n如果问的是第一个实验室在哪里建立，答案仍是C。", "C"),
        ("答案：C。\n\n如果再问美国第一个实验室，就是另一位学者（D）。", "C"),
        ("答案：C。\n\n如果想快些作答，也可以先排除A。", "C"),
    ],
)
def test_a_closing_sentence_supposing_a_case_that_ends_on_another_letter(text, expected):
    assert letters_read(text, OPTS, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Answer: C\n\nP.S. I originally considered D and still think it has merit.", None),
        ("Answer: C\n\nP.S. I originally considered D but no longer think it has merit.", "C"),
        ("答案：C\n\n附：我一开始考虑过D，仍然觉得它有道理。", None),
        ("Answer: C*\n\n*Tentative.", None),
        ("答案：C\n\n（暂定）", None),
        ("答案：C\n\n（暂定之后已核实，确认无误）", "C"),
        ("Answer: C. For the first American laboratory, it'd be D instead.", None),
        ("Answer: C. A common mistake would be D.", "C"),
    ],
)
def test_a_closing_line_crediting_another_letter_or_only_doubting(text, expected):
    assert letters_read(text, OPTS, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案：C\n\n不过，有人把实验室的标准定得更宽，那样答案就是D。", None),
        ("答案：C\n\n按另一种说法，答案就会是D。", None),
        ("Answer: C\n\nSome date it from the first demonstrations, in which case the answer would be D.", None),
        ("答案：C\n\n也有教材谈到自我心理学的起源，那样答案便是D。", None),  # 自我 is no "我" of the writer's
        # near misses: a view refuted, the same answer kept, a mistake told, a correction
        ("答案：C\n\n有人把实验室的标准定得更宽，那样就错了。", "C"),
        ("答案：C\n\n按另一种说法，答案也会是C。", "C"),
        ("答案：C\n\n审题不清的话，答案就会误选D。", "C"),
        ("答案：D\n\n等等，不是那样，答案是C。", "C"),
    ],
)
def test_another_answer_supposed_after_the_firm_one_leaves_it_open(text, expected):
    assert letters_read(text, OPTS, "single") == expected


@pytest.mark.parametrize(
    ("text", "withdrawn"),
    [
        ("答案：B\n\n此答案作废。", True),
        ("答案：B\n\n上面的答案请忽略。", True),
        ("答案：B\n\n答案暂定，待复核。", True),
        ("答案：B，但需要查一下教材再确认。", True),
        ("Answer: B\n\nPlease disregard the answer above.", True),
        ("Answer: B — pending a check of the textbook.", True),
        ("Answer: B\n\nWithdrawn.", True),
        ("答案：B\n\n以上答案作废，正确答案是C。", False),  # a new answer after it
        ("答案：B\n\n我再确认了一遍，确实是B。", False),
        ("Answer: B\n\nDisregard the distractor D.", False),
    ],
)
def test_an_answer_declared_void_or_left_pending(text, withdrawn):
    assert withdrawn_at_end(text) is withdrawn
