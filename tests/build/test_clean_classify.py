"""Clean (texts, tags, markers, originals kept, checker) and classify (rules, model, agreement)."""

from __future__ import annotations

import pytest

from psyexam.bank.records import CACategory, Part, Provenance, QType, Question
from psyexam.build.classify import (
    Label,
    agreement,
    ask_of,
    classify,
    classify_with_model,
    parse_model_label,
    release_pairs,
)
from psyexam.build.clean import clean, clean_option, clean_text
from psyexam.text import tidy


def _q(text, options=None, answer="A", qid="q", position=1, **kw):
    return Question(id=qid, text=text, qtype=kw.pop("qtype", QType.SINGLE), part=Part.KG,
                    options=options if options is not None else {"A": "甲", "B": "乙"},
                    answer=frozenset(answer) if answer else None, source=Provenance("raw.csv", position), **kw)


@pytest.mark.parametrize("raw, want", [
    ("1. 下列属于( )", "下列属于（）"),
    ("（3）（2019年真题）下列属于", "下列属于"),
    ("第5题 【单选题】弗洛伊德", "弗洛伊德"),
    ("【多选题】3. 下列属于", "下列属于"),
    ("[单选题]冲击疗法", "冲击疗法"),
    ("1.5倍的是", "1.5倍的是"),
    ("ＳＣＬ－９０　量表 的 T 分数", "SCL-90量表的T分数"),
])
def test_clean_text(raw, want):
    assert clean_text(raw)[0] == want


def test_tidy_keeps_latin_spacing_and_line_breaks():
    assert tidy("Freud, S. (1900)") == "Freud, S. (1900)"
    assert tidy("求助者:你好\r\n\r\n咨询师:嗯") == "求助者：你好\n咨询师：嗯"


def test_option_markers_go_only_when_they_are_the_options_own():
    assert clean_option("A", "A. 自由联想")[0] == "自由联想"
    assert clean_option("B", "（B）系统脱敏")[0] == "系统脱敏"
    assert clean_option("B", "A. 自由联想")[0] == "A.自由联想"
    assert clean_option("A", "A型人格")[0] == "A型人格"


def test_clean_keeps_originals_and_holds_what_the_checker_rejects():
    good = _q("1. 下列（2019年真题）", {"A": "A. 甲", "B": "B. 乙"}, qid="g", position=1)
    bad = _q("下列", {"A": "甲", "B": "乙"}, answer="C", qid="b", position=2)
    result = clean([good, bad])
    (kept,), (held,) = result.kept, result.held
    assert kept.text == "下列" and kept.options == {"A": "甲", "B": "乙"}
    assert kept.extra["raw"] == {"question": "1. 下列（2019年真题）", "options": {"A": "A. 甲", "B": "B. 乙"}}
    assert held.id == "b"
    assert any(f.code == "answer_not_in_options" and f.file == "raw.csv" and f.position == 2
               for f in result.findings)
    assert result.changes["number"] == 1 and result.changes["option_marker"] == 1


CASE = ("案例一：一般资料：求助者，女性，32岁，已婚，会计。案例介绍：求助者3个月前发现丈夫有外遇……"
        "心理咨询师：你好。求助者：我很痛苦。")


@pytest.mark.parametrize("ask, category", [
    ("对该求助者最可能的诊断是（ ）。", CACategory.DIAGNOSIS),
    ("该求助者的躯体症状包括（）。多选", CACategory.DIAGNOSIS),
    ("在这段对话中，心理咨询师使用了（ ）技术。", CACategory.TREATMENT),
    ("本案例中，恰当的咨询目标是（）", CACategory.TREATMENT),
    ("按照埃利斯的ABC理论，求助者的C包括（）", CACategory.METHOD),
])
def test_case_questions_by_their_ask(ask, category):
    label = classify(_q(CASE + ask))
    assert label.part is Part.CA and label.category is category


def test_knowledge_questions_and_uncertain_ones():
    assert classify(_q("下列关于感觉阈限的说法正确的是（）")) == Label(Part.KG, None, True, [])
    unsure = classify(_q("求助者中心疗法的创始人是（）"))
    assert unsure.part is Part.KG and not unsure.sure


def test_ask_is_the_last_sentence():
    assert ask_of("很长的案例。求助者说了很多话。对该求助者最可能的诊断是（ ）。单选") == "对该求助者最可能的诊断是"


def test_model_labels_the_uncertain_records_only(tmp_path):
    records = [_q("求助者中心疗法的创始人是（）", qid="u"), _q("下列关于感觉的说法正确的是（）", qid="s")]
    labels = [classify(q) for q in records]
    counts = classify_with_model(records, labels, "mock:", tmp_path / "calls",
                                 backend_options={"responses": {"创始人": "D"}})
    assert counts == {"asked": 1, "changed": 1, "unparsed": 0, "failed": 0}
    assert (labels[0].part, labels[0].category, labels[0].by) == (Part.CA, CACategory.METHOD, "model:mock:")
    assert labels[1].by == "rules"
    assert parse_model_label("答案：B") == (Part.CA, CACategory.DIAGNOSIS)
    assert parse_model_label("不知道") is None


def test_agreement_counts_precision_and_recall():
    scores = {s.label: s for s in agreement([("KG", "KG"), ("KG", "CA"), ("CA", "CA"), ("CA", "CA")])}
    assert (scores["CA"].precision, scores["CA"].recall) == (2 / 3, 1.0)
    assert (scores["KG"].precision, scores["KG"].recall) == (1.0, 0.5)


def test_release_pairs_compare_against_kept_labels():
    q = _q(CASE + "最可能的诊断是（）", extra={"release": {"part": "CA", "ca_category": "diagnosis"}})
    label = classify(q)
    q.part, q.ca_category = label.part, label.category
    assert release_pairs([q]) == ([("CA", "CA")], [("diagnosis", "diagnosis")])
