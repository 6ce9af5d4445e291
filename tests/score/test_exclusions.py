"""Letters named to leave out never count as chosen; a whole-reply complement answers a
multiple-response question only."""

from __future__ import annotations

import pytest

from psyexam.score.exclusions import blank_exclusions
from psyexam.score.extract import extract_choice
from tests.score.reading import letters_read

OPTS = {"A": "尊重", "B": "热情", "C": "真诚", "D": "积极关注", "E": ""}


@pytest.mark.parametrize(("reply", "expected"), [
    ("答案：A、B（C、D不选）", {"A", "B"}),
    ("本题选ABD，C项真诚虽然重要，但不在此列。", {"A", "B", "D"}),
    ("选B和D，排除A、C。", {"B", "D"}),
    ("The correct options are A and C, excluding B.", {"A", "C"}),
    ("Answer: B, C (not A or D)", {"B", "C"}),
])
def test_letters_left_out_are_not_read(reply, expected):
    assert extract_choice(reply, OPTS, "multi").letters == expected


def test_a_verdict_before_a_left_out_letter_is_kept():
    # "A正确" asserts A: only the clause that leaves letters out is blanked
    text = "A正确，B不选"
    assert blank_exclusions(text).startswith("A正确")
    assert "B" not in blank_exclusions(text)


def test_a_correction_is_not_an_exclusion():
    assert extract_choice("答案不是A，而是C", OPTS, "single").letters == {"C"}


@pytest.mark.parametrize(("reply", "qtype", "expected", "method"), [
    ("除了C，其他都对", "multi", {"A", "B", "D"}, "complement"),
    ("All options except A and B are correct.", "multi", {"C", "D"}, "complement"),
    ("除了C，其他都对", "single", None, "complement:ambiguous"),
    ("除了E，其他都对", "multi", None, "complement:invalid"),
    ("除了C，其他都不对", "multi", None, "none"),
])
def test_complement(reply, qtype, expected, method):
    got = extract_choice(reply, OPTS, qtype)
    assert (got.letters, got.method) == (expected, method)


def test_all_correct_after_an_exception_is_not_every_letter():
    assert extract_choice("All options except A are correct, I think?", OPTS, "multi").letters is None


def test_the_wrong_ones_named_and_the_rest_called_right():
    from psyexam.score.extract import extract_choice

    options = {"A": "系统脱敏法", "B": "满灌疗法", "C": "厌恶疗法", "D": "代币制", "E": "生物反馈"}
    for text in ("C、D错误，其余正确。", "C和D不对，其他都对。", "除C、D外都正确。", "All but C and D."):
        assert extract_choice(text, options, "multi").letters == {"A", "B", "E"}, text
    for text in ("C和D不对，其他的不好说。", "除了C正确。", "All but C and D, I think."):
        assert extract_choice(text, options, "multi").letters is None, text


TRAITS = {"A": "辩证的", "B": "相对的", "C": "实用性", "D": "抽象性", "E": "整合性"}


@pytest.mark.parametrize(
    ("text", "qtype", "expected"),
    [
        ("成人思维有四个特点。抽象性属于形式运算阶段。\n\n所以除D以外全选。", "multi", "ABCE"),
        ("成人思维有四个特点。\n\n因此除了A和D，其余都选。", "multi", "BCE"),
        ("Adult thought is pragmatic.\n\nSo select all except D.", "multi", "ABCE"),
        ("所以除D以外全选。", "single", None),
        ("除D以外全选吗？我再想想。", "multi", None),
        ("除了D以外其余都选的话就错了，因为A也有问题。", "multi", None),
        ("答案：ABC\n\n所以除D以外全选。", "multi", None),  # the earlier answer left out E
    ],
)
def test_a_closing_sentence_choosing_all_but_some(text, qtype, expected):
    assert letters_read(text, TRAITS, qtype) == expected


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("B、C不符合题意，其余正确。社会助长和群体极化都是增强反应的现象。", "AD"),
        ("B、C错误，其余正确。不过去个性化是否算在内，说法不同。", None),
        ("除了B，其他都对。这题我有点没把握。", None),
        ("除了B，其他都对。也许吧。", None),
    ],
)
def test_a_complement_opening_the_reply_before_an_explanation(reply, expected):
    assert letters_read(reply, {"A": "甲", "B": "乙", "C": "丙", "D": "丁"}, "multi") == expected


TESTS = {"A": "标准化", "B": "信度", "C": "效度", "D": "常模", "E": "趣味性"}
_WHY = "趣味性不是必要的技术指标。\n\n"


@pytest.mark.parametrize(("reply", "qtype", "expected"), [
    (_WHY + "除E外均正确：A、B、C、D", "multi", "ABCD"),
    (_WHY + "除E外都是：ABCD", "multi", "ABCD"),
    # near misses: the list differs from the complement, the rest called wrong, a doubt, a single choice
    (_WHY + "除E外均正确：A、B、C、D、E", "multi", None),
    (_WHY + "除E外均正确：A、B、C", "multi", None),
    (_WHY + "除E外均错误：A、B、C、D", "multi", None),
    (_WHY + "除E外均正确：A、B、C、D吧？", "multi", None),
    (_WHY + "除E外都是", "multi", None),
    (_WHY + "除E外均正确：A、B、C、D", "single", None),
])
def test_a_closing_complement_with_the_rest_listed(reply, qtype, expected):
    assert letters_read(reply, TESTS, qtype) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("躯体症状包括：\n- 睡眠问题（B）：入睡难；\n- 头痛（C）：常头痛。\n\n未提到头晕和食欲下降，因此A、D不选。", "BC"),
        ("躯体症状有睡眠问题（B）和头痛（C），故排除A、D。", "BC"),
        # near misses: the left-out letters no complement, a doubt, a question, a letter after another option's text
        ("躯体症状包括：\n- 睡眠问题（B）\n- 头痛（C）\n- 头晕（A）\n\n因此A、D不选。", None),
        ("躯体症状可能包括：\n- 睡眠问题（B）\n- 头痛（C）\n\n因此A、D不选。", None),
        ("躯体症状包括：\n- 睡眠问题（B）\n- 头痛（C）\n\n因此A、D不选？", None),
        ("躯体症状包括：\n- 睡眠问题（C）\n- 头痛（B）\n\n因此A、D不选。", None),
    ],
)
def test_options_listed_with_their_letters_then_the_rest_left_out(text, expected):
    opts = {"A": "头晕", "B": "睡眠问题", "C": "头痛", "D": "食欲下降", "E": ""}
    assert letters_read(text, opts, "multi") == expected


@pytest.mark.parametrize(
    ("text", "qtype", "expected"),
    [
        ("躯体症状：B、C。\n\nA、D错误：案例没有提到头晕和食欲下降。", "multi", "BC"),
        ("躯体症状有：\n\n- 睡眠问题（B）\n- 头痛（C）\n\n“头晕”和“食欲下降”没有提到，不选。", "multi", "BC"),
        ("全选。\n\n- 躯体：头晕（A）、头痛（C）\n- 生理：睡眠问题（B）、食欲下降（D）", "multi", "ABCD"),
        # near misses: a rejection doubted, a quoted text no option's, a letter left unsaid,
        # a single choice told "全选", all chosen with a letter doubted
        ("躯体症状：B、C。\n\nA、D错误：但头晕也许算。", "multi", None),
        ("躯体症状有：\n\n- 睡眠问题（B）\n- 头痛（C）\n\n“头昏”和“食欲下降”没有提到，不选。", "multi", None),
        ("躯体症状：B、C。\n\nA错误：案例没有提到头晕。", "multi", None),
        ("全选。\n\n- 头晕（A）、头痛（C）\n- 睡眠问题（B）、食欲下降（D）", "single", None),
        ("全选。\n\n- 头晕（A）、头痛（C）\n- 睡眠问题（B），食欲下降（D）不确定", "multi", None),
    ],
)
def test_options_listed_then_the_rest_rejected_or_all_chosen(text, qtype, expected):
    opts = {"A": "头晕", "B": "睡眠问题", "C": "头痛", "D": "食欲下降", "E": ""}
    assert letters_read(text, opts, qtype) == expected


ACCEPTED = {"A": "有婚外性行为", "B": "主动寻求帮助", "C": "道德观念薄弱", "D": "拒绝外出学习开会"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('无条件接纳应体现在接纳其：A、B、D。\n\nC"道德观念薄弱"本身是带评判色彩的标签，不应作为接纳的内容。', "ABD"),
        ("无条件接纳应体现在接纳其：A、B、D。\n\nC是一种评价，不属于接纳的内容。", "ABD"),
        # near misses: the rest counted too, doubted, the list asked
        ("无条件接纳应体现在接纳其：A、B、D。\n\nC是一种评价，也应作为接纳的内容。", None),
        ("无条件接纳应体现在接纳其：A、B、D。\n\nC可能不应作为接纳的内容。", None),
        ("无条件接纳应体现在接纳其：A、B、D？\n\nC是一种评价，不应作为接纳的内容。", None),
    ],
)
def test_a_led_list_then_the_rest_denied_a_place(text, expected):
    assert letters_read(text, ACCEPTED, "multi") == expected


_STEM = "编制心理测验应符合的技术指标有( )"


@pytest.mark.parametrize(("reply", "stem", "expected"), [
    (_WHY + "所以除了E，其余都属于技术指标。", _STEM, "ABCD"),  # the rest said to be what the stem asks
    (_WHY + "所以除了E以外，其他都是技术指标。", _STEM, "ABCD"),
    # near misses: no stem, a stem asking for what is not, another predicate, a doubt, a question
    (_WHY + "所以除了E，其余都属于技术指标。", "", None),
    (_WHY + "所以除了E，其余都属于技术指标。", "不属于编制心理测验的技术指标的是( )", None),
    (_WHY + "所以除了E，其余都属于测验的特点。", _STEM, None),
    (_WHY + "所以除了E，其余可能都属于技术指标。", _STEM, None),
    (_WHY + "所以除了E，其余都属于技术指标吗？", _STEM, None),
])
def test_the_rest_said_to_be_what_the_stem_asks(reply, stem, expected):
    assert letters_read(reply, TESTS, "multi", stem) == expected


_ENV = {"A": "课堂自然条件", "B": "师生关系", "C": "教学设施", "D": "上下级关系", "E": "空间布置"}
_ENV_STEM = "教学的物质环境包括( )"


@pytest.mark.parametrize(("reply", "stem", "expected"), [
    # a lead's list of letters each with its own text, the rest set aside after
    ("教学的物质环境包括：\n\n- E 空间布置\n- A 课堂自然条件\n- C 教学设施\n\n而师生关系、上下级关系属于教学的心理环境。",
     _ENV_STEM, {"A", "C", "E"}),
    ("正确选项：\n- **A. 课堂自然条件**——光线、温度\n- **C. 教学设施**\n- **E. 空间布置**\n\nB、D不选。", "", {"A", "C", "E"}),
    ("物质环境有：课堂自然条件（A）、教学设施（C）、空间布置（E）。\n\nB和D不属于物质环境。", _ENV_STEM, {"A", "C", "E"}),
    # the rest denied the class says "wrong" only where the stem asks for what is: unknown or negated stem, unread
    ("物质环境有：课堂自然条件（A）、教学设施（C）、空间布置（E）。\n\nB和D不属于物质环境。", "", None),
    ("物质环境有：课堂自然条件（A）、教学设施（C）、空间布置（E）。\n\nB和D不属于物质环境。", "不属于教学的物质环境的是( )", None),
    # a set-aside text placed in the class the list gives, a candidates' lead, an item doubted: unread
    ("教学的物质环境包括：\n\n- E 空间布置\n- A 课堂自然条件\n- C 教学设施\n\n而师生关系、上下级关系属于教学的物质环境的延伸。", _ENV_STEM, None),
    ("可能的有：\n- A 课堂自然条件\n- C 教学设施\n- E 空间布置\n\nB、D不选。", _ENV_STEM, None),
    ("教学的物质环境包括：\n- A 课堂自然条件\n- C 教学设施？\n- E 空间布置\n\nB、D不选。", _ENV_STEM, None),
])
def test_listed_letters_with_the_rest_set_aside(reply, stem, expected):
    assert extract_choice(reply, _ENV, "multi", stem).letters == (frozenset(expected) if expected else None)
