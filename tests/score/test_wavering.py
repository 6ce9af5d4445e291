"""An answer left open by what the reply says after it, with the near misses that stay read."""

from __future__ import annotations

import pytest

from psyexam.score.wavering import left_open, pending_letters
from tests.score.reading import letters_read

SINGLE = {"A": "皮亚杰", "B": "维果茨基", "C": "埃里克森", "D": "科尔伯格", "E": ""}
MULTI = {"A": "尊重", "B": "热情", "C": "真诚", "D": "积极关注", "E": "共情"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案：C（或B）", None),
        ("答案：C（B项错误）", "C"),
        ("所以是B。不过皮亚杰也谈过，A也对。", None),
        ("所以是B。A也对，但没有B贴切。", "B"),  # conceded
        ("我选A。两种说法我都见过，没法确定。", None),
        ("答案：B\n\n还有其他问题吗？", "B"),  # a closing question about no option
        ("如果从发展阶段来看，应选C。", "C"),  # one condition framing the answer
        ("答案：C\n\n埃里克森提出了八阶段理论。A也对应一种阶段理论。", "C"),  # "也对应" is no verdict
        ("答案：C\n\n埃里克森提出了八阶段理论。A型人格也有可能出现同一性危机。", "C"),  # "A型" names no option
        ("所以是D。这是科尔伯格的理论。\n\n不确定性是焦虑的来源之一。", "D"),  # a noun, not a doubt
    ],
)
def test_a_single_answer_left_open(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案：AB。B也正确，因为热情是基本态度。", "AB"),  # a chosen letter
        ("答案：B、D\n\n可这是多选题，那A要不要保留呢？", None),
        ("如果是单选题，选A；如果是多选题，选A、B。", None),
        ("A正确，B正确，C待定。", None),
        ("A正确，B正确，C错误。", "AB"),
    ],
)
def test_a_multiple_answer_left_open(text, expected):
    assert letters_read(text, MULTI, "multi") == expected


def test_left_open_looks_after_the_answer_only():
    text = "A也对。答案：B。"
    assert not left_open(text, text.index("答案"), len(text) - 1, ("B",))
    assert left_open(text + "C也对。", text.index("答案"), len(text) - 1, ("B",))


def test_pending_letters():
    assert pending_letters("暂定BDE，C和A待定。") == {"A", "C"}
    assert pending_letters("A说流言比时尚长久，这个不确定。") == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("C和D之间犹豫，暂选C。", None),
        ("暂定答案：C，回头再检查。", None),
        ("首先排除A、B、D，所以选C。", "C"),  # a step, not a provisional choice
        ("答案：C\n\n（本题存疑）", None),
    ],
)
def test_a_provisional_or_doubted_answer(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案：B（仅供参考）", "B"),
        ("答案：B\n\n（如有错误欢迎指正）", "B"),
        ("答案：B，保留意见。", None),
        ("答案：B（个人理解，不一定对）", None),
        ("答案选B，不过我记不太清了。", None),
        ("答案：B（C也行）", None),
        ("答案：C 埃里克森 或 D 科尔伯格", None),
        ("答案是C。嗯，应该没错吧？", None),
        ("我觉得是C，不过D好像也说得过去。", None),
        ("答案：埃里克森（D）", None),  # one option's text with another's letter
        ("本来想选D，后来发现C更准确，所以选C。", "C"),
    ],
)
def test_the_writer_doubting_or_offering_another(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案：ACE，B有争议。", None),
        ("答案：ACE\n注：B项是否入选各教材说法不一。", None),
        ("答案：A、C、E。B、D是干扰项。", "ACE"),
    ],
)
def test_another_letter_left_disputed(text, expected):
    assert letters_read(text, MULTI, "multi") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案選B，不過我記不太清了。", None),
        ("C和D之間猶豫，暫選C。", None),
        ("答案：B，保留意見。", None),
        ("本來想選D，後來發現C更準確，所以選C。", "C"),
        ("答案是C。嗯，應該沒錯吧？", None),
    ],
)
def test_traditional_characters_read_as_simplified(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案：A|C|E", "ACE"),
        ("答案：A（尊重）、C（真诚）、E（共情）", "ACE"),
        ("答案：A（尊重）、C（真诚）、E（热情）", None),  # E glossed with B's text: the run stops short
        ("A、C、E三项正确，B项可能也对", None),
        ("A、C、E三项正确，B项错误", "ACE"),
    ],
)
def test_multi_runs_stopped_short_or_left_open(text, expected):
    assert letters_read(text, MULTI, "multi") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案：C（70%把握）", None),
        ("答案：C，有七成把握。", None),
        ("答案：C。以上纯属个人猜测。", None),
        ("答案：C（如果是单选）", None),
        ("答案：C（100%确定）", "C"),
        ("答案：C\n\n约有30%的儿童在这一阶段出现同一性混乱。", "C"),
    ],
)
def test_confidence_guesses_and_conditions(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("我估计答案是C", None),
        ("我猜答案是C", None),
        ("答案是C，但我不敢保证", None),
        ("答案是C，有待商榷", None),
        ("答案是C，建议查阅教材核实", None),
        ("我选C，但B也有一定道理", None),
        ("我认为答案是C", "C"),
        ("蒙特梭利的观点对应的是C。", "C"),  # a name, not a guess
    ],
)
def test_guesses_and_no_warranty(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("所以答案是C还是", None),
        ("答案：C，不过", None),
        ("答案：C。但是D", None),
        ("答案：C。\n\n不过，仔细想想，", None),
        ("所以选C吗", None),
        ("答案：C，因为埃里克森", "C"),  # an explanation cut off, the answer stated
        ("答案：C。\n\n再想想，应该是D。", "D"),
    ],
)
def test_cut_off_mid_qualification(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


def test_another_letter_also_included():
    assert letters_read("答案：A、C、E\n\n补充：B项在某些教材中也被列入", MULTI, "multi") is None
    assert letters_read("答案：A、C、E\n\n补充：B项是干扰项", MULTI, "multi") == "ACE"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("C项正确。以上纯属个人猜测。", None),  # per-option verdicts left open too
        ("C项正确，不过", None),
        ("C项正确。", "C"),
        ("答案：C。横断研究难以确定因果关系。", "C"),  # what a method cannot do, not the writer's doubt
        ("答案：C。我实在无法确定。", None),
    ],
)
def test_verdicts_left_open_and_content_that_is_no_doubt(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案：C。三参数模型中的c是猜测参数。", "C"),  # terms of testing and statistics, not doubts
        ("所以用样本统计量估计总体参数的方法是C。", "C"),
        ("答案：C。随机抽样也不能保证样本的代表性。", "C"),
        ("答案：C，但不能保证正确。", None),
    ],
)
def test_terms_that_are_no_doubt(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("【解析】……故选C。\n【注意】本题答案存在争议，部分教材认为是D。", None),
        ("【答】C", "C"),
        ("答案：C。D项说法也正确但与题干无关。", "C"),  # conceded
    ],
)
def test_other_sources_and_answer_keys(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


NOTE = "\n\n（注：本题考查发展心理学的基础知识。）"


@pytest.mark.parametrize(
    ("text", "expected", "qtype"),
    [
        ("我选A。两种说法我都见过，没法确定。" + NOTE, None, "single"),  # a closing note after the doubt
        ("答案是C。嗯，应该没错吧？" + NOTE, None, "single"),
        ("答案：C\n\n（本题存疑）" + NOTE, None, "single"),
        ("答案：A、C、E（E存疑）\n\n希望对你有帮助！", None, "multi"),  # a courtesy closing after it
        ("答案：C。为什么不选D？因为D是科尔伯格的理论。", "C", "single"),  # a question answered, not left open
        ("答案：C\n\n希望对你有帮助！如有疑问欢迎继续提问。", "C", "single"),
    ],
)
def test_doubt_before_a_closing_note_or_courtesy(text, expected, qtype):
    assert letters_read(text, MULTI if qtype == "multi" else SINGLE, qtype) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案：A、C、E，B不选", "ACE"),  # only B left out, with its comma
        ("答案：A、C、E，B、D不选", "ACE"),
        ("选A、C、D，B，E不选", "ACD"),
        ("答案：B、E不选", None),
        ("答案：A、C、E，B和D是否正确还需看教材", None),  # letters after the comma left open
        ("答案：A、C、E（还可以加上B）", None),
        ("A和C肯定对，E也对", "ACE"),
        ("A和C肯定对，B、D、E都不对", "AC"),
    ],
)
def test_multi_letters_left_out_or_open_beside_the_answer(text, expected):
    assert letters_read(text, MULTI, "multi") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("题目：假如不复述，哪位学者的理论适用\n答案：B\n解析：假如不复述……", "B"),  # the line before is no clause of the answer
        ("如果问认知发展\n答案：A\n\n如果问社会文化\n答案：B", None),
        ("我猜\n答案：B", None),
    ],
)
def test_a_condition_weighed_only_in_the_answers_own_sentence(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("选B\n\n再想想……\n\n还是B", "B"),
        ("答案：B，还是D", None),
        ("答案是B。\n\n等一下，A会不会也对？不会，A排除。所以还是B。", "B"),
        ("答案是B。\n\n等一下，A会不会也对？会，A也对。", None),
    ],
)
def test_a_pause_settled_by_the_same_letter_or_a_denial(text, expected):
    assert letters_read(text, {"A": "正强化", "B": "负强化", "C": "正惩罚", "D": "负惩罚"}, "single") == expected


def test_a_count_that_is_the_options_own_text_in_brackets_is_no_miscount():
    opts = {"A": "4个", "B": "5个", "C": "6个", "D": "8个"}
    assert letters_read("共八个阶段。\n\n答案是 D（8个）。", opts, "single") == "D"
    assert letters_read("答案：A、C（四项）", {"A": "知识", "B": "技能", "C": "态度", "D": "气质", "E": "情绪"}, "multi") is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案：AE\n\n咨询师说“我听明白了……是这样吗？”是对求助者感受的理解（共情）。", "AE"),  # the question is quoted speech
        ("答案：AE\n\n是尊重和共情，对吧？", None),  # the writer's own check
    ],
)
def test_a_quoted_question_after_the_answer_is_no_check_of_it(text, expected):
    assert letters_read(text, MULTI, "multi") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案：C 埃里克森\n\n解析：八阶段论是埃里克森提出的。相比之下，皮亚杰和维果茨基虽然也研究发展，但", "C"),
        ("答案：C\n\n解析：八阶段论是埃里克森提出的。科尔伯格尽管也讲阶段，但是", "C"),
        ("答案：C\n\n解析：埃里克森虽然提出了八阶段论，但", None),  # the answer's own option conceded
        ("答案：C\n\n皮亚杰虽然也讲阶段，埃里克森虽然更全面，但", None),
        ("答案：C，皮亚杰虽然也讲阶段，但", None),  # on the answer's own line
        ("答案：C\n\n不过再想想，虽然皮亚杰也讲阶段，但", None),  # a second thought
        ("答案：C\n\nA虽然也讲阶段，但", None),  # a letter conceded: read by others
    ],
)
def test_a_reply_cut_off_conceding_to_other_options(text, expected):
    assert letters_read(text, SINGLE, "single") == expected
