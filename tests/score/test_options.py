"""Matching reply fragments against option texts."""

from __future__ import annotations

import pytest

from psyexam.score.every_option import all_of_them
from psyexam.score.letters import canon
from psyexam.score.options import (
    affirmed_together,
    bare_line,
    echoes_options,
    glossed_run,
    letters_of_fragment,
    match_option_text,
    named_text,
)
from psyexam.score.translations import renderings, translates
from tests.score.reading import letters_read

OPTS = {k: canon(v) for k, v in {"A": "焦虑", "B": "焦虑症", "C": "抑郁症", "D": "强迫症"}.items()}


def test_match_option_text_exact_list_and_prefix():
    assert match_option_text("焦虑", OPTS) == ("A",)
    assert match_option_text("「焦虑症」。", OPTS) == ("B",)
    assert match_option_text("抑郁症、强迫症", OPTS) == ("C", "D")
    assert match_option_text("焦虑症。因为求助者……", OPTS) == ("B",)  # not A: "焦虑" runs on into "症"
    assert match_option_text("恐惧症", OPTS) is None
    assert match_option_text("", OPTS) is None


def test_bare_line_needs_the_letters_own_text():
    assert bare_line("C. 抑郁症", OPTS) == ("C",)
    assert bare_line("C项", OPTS) == ("C",)
    assert bare_line("C. 强迫症", OPTS) is None
    assert bare_line("C is wrong", OPTS) is None


def test_echo_and_fragment():
    assert echoes_options("A. 焦虑\nB. 焦虑症", OPTS)
    assert not echoes_options("B. 焦虑症\n解析：……", OPTS)
    assert letters_of_fragment("A, C", OPTS) == ("A", "C")
    assert letters_of_fragment("抑郁症", OPTS) == ("C",)
    assert letters_of_fragment("不知道", OPTS) is None


def test_sentence_final_options():
    from psyexam.score.letters import canon
    from psyexam.score.options import sentence_final_options

    opts = {k: canon(v) for k, v in {"A": "迁移", "B": "顺向迁移", "C": "行为主义", "D": "发展"}.items()}
    assert sentence_final_options("它的基础是行为主义。", opts) == {"C"}
    assert sentence_final_options("这属于顺向迁移。", opts) == {"B"}  # the longer text, not 迁移
    assert sentence_final_options("它不属于行为主义。", opts) == set()
    assert sentence_final_options("C. 行为主义\n身心的发展。", opts) == set()
    assert sentence_final_options("源于迁移。后来成为行为主义。", opts) == {"A", "C"}
    assert sentence_final_options("所以它的理论基础来自行为主义。", opts) == {"C"}  # closing a conclusion sentence
    assert sentence_final_options("所以它的理论基础并非来自行为主义。", opts) == set()
    assert sentence_final_options("所以如果它来自行为主义。", opts) == set()
    assert sentence_final_options("所以它来自行为主义，重视发展。", opts) == set()  # another option named, no text closes the sentence after 所以


def test_glossed_run_reads_letters_each_with_its_own_text():
    assert glossed_run("A. 焦虑;C. 抑郁症", 0, OPTS).letters == ("A", "C")
    assert glossed_run("A(焦虑)、D(强迫症)", 0, OPTS).letters == ("A", "D")
    assert glossed_run("A. 焦虑、C、D", 0, OPTS).letters == ("A", "C", "D")
    assert glossed_run("A. 焦虑 C. 抑郁症", 0, OPTS).letters == ("A", "C")


def test_glossed_run_needs_a_text_and_stops_at_prose():
    assert glossed_run("A、C", 0, OPTS) is None  # no letter carries its text
    assert glossed_run("A. 焦虑,B项错误", 0, OPTS) is None  # "B项错误" is a verdict, not a listed letter
    assert glossed_run("A. 焦虑 C", 0, OPTS) is None  # after a bare space only a glossed letter


def test_glossed_run_leaves_out_a_glossed_letter_opening_a_clause():
    assert glossed_run("AC,D强迫症属于另一类。", 0, OPTS) is None  # D is the next clause's subject
    assert glossed_run("A. 焦虑,D强迫症。", 0, OPTS).letters == ("A", "D")


def test_all_of_them_only_where_no_option_says_it():
    assert all_of_them("以上都对", OPTS) == ("A", "B", "C", "D")
    assert all_of_them("All of the above.", OPTS) == ("A", "B", "C", "D")
    assert all_of_them("四个选项都正确", OPTS) == ("A", "B", "C", "D")
    assert all_of_them("五个选项都正确", OPTS) is None  # there are four
    assert all_of_them("以上都不对", OPTS) is None
    assert all_of_them("以上都对", {**OPTS, "E": canon("以上都是")}) is None


def test_all_of_them_in_clauses_each_saying_so():
    five = {**OPTS, "E": "传播效果"}
    assert all_of_them("以上五项都符合，本题全选", five) == ("A", "B", "C", "D", "E")
    assert all_of_them("所以本题全选，ABCDE。", five) == ("A", "B", "C", "D", "E")
    assert all_of_them("全选：A、B、C、D", OPTS) == ("A", "B", "C", "D")
    assert all_of_them("以上四项都符合，本题全选", five) is None  # there are five
    assert all_of_them("本题全选，ABCD", five) is None  # which is it?
    assert all_of_them("全选，但A存疑", five) is None
    assert all_of_them("以上五项都符合吗", five) is None


def test_affirmed_together_reads_option_texts_all_said_to_be_something():
    core = {k: canon(v) for k, v in {"A": "尊重", "B": "热情", "C": "真诚", "D": "积极关注"}.items()}
    assert affirmed_together("尊重、真诚和积极关注都是基本态度。", core) == ("A", "C", "D")
    assert affirmed_together("A. 尊重\nB. 热情\nC. 真诚\nD. 积极关注\n\n尊重和热情都属于态度。", core) == ("A", "B")
    assert affirmed_together("尊重和热情都不是核心条件。", core) is None
    assert affirmed_together("尊重和真诚都是基本态度，但不是本题所问的。", core) is None
    assert affirmed_together("分析如下。尊重和真诚都是基本态度。", core) is None  # more than one sentence
    assert affirmed_together("尊重都是基本态度。", core) is None  # one text
    assert match_option_text("尊重、真诚和积极关注都是……", core) is None  # "、" continues a list: no prefix reading


def test_a_list_of_option_texts_after_a_statement_and_no_prefix_before_another_option():
    from psyexam.score.extract import extract_choice

    multi = {"A": "系统脱敏法", "B": "满灌疗法", "C": "厌恶疗法", "D": "代币制"}
    assert extract_choice("本题应选满灌疗法、厌恶疗法。", multi, "multi").letters == {"B", "C"}
    assert extract_choice("本题应选满灌疗法、厌恶疗法，或许还有代币制。", multi, "multi").letters is None
    single = {"A": "安全型依恋", "B": "回避型依恋", "C": "反抗型依恋", "D": "混乱型依恋"}
    assert extract_choice("Answer: 回避型依恋 or 混乱型依恋", single, "single").letters is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("他强调社会文化对认知发展的作用——维果茨基。", "B"),
        ("他强调认知发展的阶段性，而非社会文化的作用——不是维果茨基。", None),
        ("他强调社会文化的作用——维果茨基，也可能是皮亚杰。", None),
        ("提出阶段论的不是皮亚杰——维果茨基。", None),
        ("他与皮亚杰齐名——维果茨基。", None),  # the head names another option
    ],
)
def test_an_option_text_set_off_by_a_dash_closing_the_reply(text, expected):
    assert letters_read(text, {"A": "皮亚杰", "B": "维果茨基", "C": "埃里克森", "D": "科尔伯格"}, "single") == expected


_SCALES = {"A": "平均数100,标准差15", "B": "平均数100,标准差16", "C": "平均数50,标准差10"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (":平均数100,标准差15。", ("A",)),
        ("平均数为100,标准差为15。", ("A",)),  # a dropped or added 为 is no other option
        (":平均数100,标准差15或16。", None),
        (":平均数100,标准差15,或者平均数100,标准差16。", None),
        (":平均数100,标准差17。", None),
    ],
)
def test_an_option_text_holding_a_comma_named_after_a_lead(text, expected):
    run = named_text(text, 0, _SCALES)
    assert (run.letters if run else None) == expected


def test_an_option_text_after_a_dash_following_the_lead():
    opts = {"A": "全国常模", "B": "区域常模", "C": "特殊常模", "D": "发展常模"}
    assert named_text("——发展常模。", 0, opts).letters == ("D",)
    assert named_text(" - 发展常模", 0, opts).letters == ("D",)
    assert named_text("——不是发展常模", 0, opts) is None


THEORISTS = {"A": "奥苏贝尔", "B": "班杜拉", "C": "马斯洛", "D": "陆钦斯"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("B. Bandura", "B"),
        ("B) Bandura", "B"),
        ("**B** — A. Bandura", "B"),
        ("Answer: B. Bandura", "B"),
        # near misses: another option's name, a name not in the table, a question, a hedge, two candidates, a negation
        ("B. Maslow", None),
        ("答案：B. Maslow", None),
        ("B. Rogers", None),
        ("B. Bandura?", None),
        ("B. Bandura, maybe", None),
        ("B. Bandura or C. Maslow", None),
        ("B. not Bandura", None),
    ],
)
def test_a_letter_with_the_standard_english_name_of_its_option(text, expected):
    assert letters_read(text, THEORISTS, "single") == expected


def test_standard_names_render_only_listed_names():
    assert translates("B. F. Skinner", "斯金纳") and translates("Halo effect", "光环效应")
    assert renderings("Smith") == () and not translates("Bandura", "马斯洛")


@pytest.mark.parametrize(("line", "expected"), [
    ("C: 定向 → 操作 → 内化 (orientation → operation → internalization)", ("C",)),
    ("C: 定向 → 内化 → 操作", None),  # another option's order
    ("D 多血质~", ("D",)),  # (a full-width tilde is one after NFKC)
    ("B. 《斯坦福—比纳量表》 (Stanford–Binet Intelligence Scale)", ("B",)),
])
def test_own_text_written_otherwise(line: str, expected: tuple[str, ...] | None) -> None:
    opts = {"A": "定向、内化、操作", "B": "《斯坦福一比纳量表》", "C": "定向、操作、内化", "D": "多血质"}
    assert bare_line(line, opts) == expected
