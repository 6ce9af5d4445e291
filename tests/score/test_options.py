"""Matching reply fragments against option texts."""

from __future__ import annotations

from psyexam.score.letters import canon
from psyexam.score.options import bare_line, echoes_options, letters_of_fragment, match_option_text

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
