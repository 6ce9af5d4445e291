"""Ingest: field names, options and answers in free text, exam papers, and findings for what is unreadable."""

from __future__ import annotations

import json

import pytest

from psyexam.bank.records import QType
from psyexam.build.ingest import ingest
from psyexam.build.ingest_fields import parse_overrides
from psyexam.build.ingest_parse import parse_answer, split_options
from psyexam.errors import PsyexamError


@pytest.mark.parametrize("raw, letters", [
    ("B", "B"), ("答案：B", "B"), ("BD", "BD"), ("B、D", "BD"), ("正确答案是C", "C"),
    ("A,B,C", "ABC"), ("【答案】A", "A"), ("b", "B"), ("参考答案：A、C", "AC"),
])
def test_answers_in_common_spellings(raw, letters):
    assert parse_answer(raw).letters == frozenset(letters)


@pytest.mark.parametrize("raw", ["ABA", "", "华生", "D、华生", "答案见解析", None, 3])
def test_answers_that_do_not_read_are_none(raw):
    assert parse_answer(raw) is None


def test_option_text_spilled_into_the_answer_reads_when_it_matches_the_option():
    parsed = parse_answer("D、华生", {"A": "冯特", "D": "华生"})
    assert parsed.letters == frozenset("D") and "carried" in parsed.note
    assert parse_answer("D、冯特", {"A": "冯特", "D": "华生"}) is None


@pytest.mark.parametrize("text", [
    "弗洛伊德的方法是（ ） A. 自由联想 B. 系统脱敏 C. 满灌",
    "弗洛伊德的方法是（ ）A、自由联想 B、系统脱敏 C、满灌",
    "弗洛伊德的方法是（ ）（A）自由联想（B）系统脱敏（C）满灌",
    "弗洛伊德的方法是（ ）\nA．自由联想\nB．系统脱敏\nC．满灌",
])
def test_options_embedded_in_the_stem(text):
    stem, options = split_options(text)
    assert stem == "弗洛伊德的方法是（ ）"
    assert options == {"A": "自由联想", "B": "系统脱敏", "C": "满灌"}


def test_a_letter_inside_the_stem_does_not_start_options():
    stem, options = split_options("A型人格的特点是 A. 急躁 B. 温和")
    assert stem == "A型人格的特点是" and options == {"A": "急躁", "B": "温和"}
    assert split_options("只提到A. 一个字母") == ("只提到A. 一个字母", {})


def test_csv_with_chinese_columns_and_option_columns(raw_dir):
    (raw_dir / "q.csv").write_text(
        "题干,A,B,C,D,正确答案,解析,科目,来源\n"
        "马斯洛需要层次中最高的是,生理,安全,尊重,自我实现,答案：D,略,普通心理学,http://x\n"
        "下列属于感觉的有,视觉,记忆,听觉,思维,\"A、C\",,普通心理学,\n", encoding="utf-8")
    r = ingest([str(raw_dir / "q.csv")])
    a, b = r.records
    assert a.text == "马斯洛需要层次中最高的是" and a.answer == frozenset("D") and a.qtype is QType.SINGLE
    assert a.explanation == "略" and a.subject == "普通心理学" and a.extra["crawl_source"] == "http://x"
    assert b.answer == frozenset("AC") and b.qtype is QType.MULTI
    assert (a.source.file, a.source.position, a.source.line) == (str(raw_dir / "q.csv"), 1, 2)
    assert b.source.line == 3


def test_gbk_csv_is_read(raw_dir):
    (raw_dir / "g.csv").write_bytes("question,options,answer\n下列正确的是,A.甲 B.乙,B\n".encode("gb18030"))
    (q,) = ingest([str(raw_dir / "g.csv")]).records
    assert q.text == "下列正确的是" and q.options == {"A": "甲", "B": "乙"} and q.answer == frozenset("B")


def test_map_overrides_detection(raw_dir):
    rows = [{"内容": "下列正确的是", "题目": "not this", "opts": ["甲", "乙"], "key": "A"}]
    (raw_dir / "m.json").write_text(json.dumps(rows, ensure_ascii=False), encoding="utf-8")
    (q,) = ingest([str(raw_dir / "m.json")], parse_overrides(["question=内容", "options=opts"])).records
    assert q.text == "下列正确的是" and q.options == {"A": "甲", "B": "乙"} and q.answer == frozenset("A")
    with pytest.raises(PsyexamError, match="FIELD=NAME"):
        parse_overrides(["question"])
    with pytest.raises(PsyexamError, match="unknown field"):
        parse_overrides(["colour=x"])


def test_json_object_holding_a_list_and_jsonl_with_a_bad_line(raw_dir):
    (raw_dir / "d.json").write_text(json.dumps({"data": [
        {"question": "甲是（ ）A.一 B.二", "answer": "正确答案是B"}, "not an object"]}, ensure_ascii=False),
        encoding="utf-8")
    (raw_dir / "e.jsonl").write_text('{"stem": "乙是", "options": {"A": "一", "B": "二"}, "answer": "A"}\n'
                                     '{broken\n', encoding="utf-8")
    r = ingest([str(raw_dir)])
    assert [q.answer for q in r.records] == [frozenset("B"), frozenset("A")]
    codes = {(f.code, f.file.rsplit("/", 1)[-1], f.position, f.line) for f in r.findings}
    assert ("record_not_object", "d.json", 2, None) in codes
    assert ("unparsed_line", "e.jsonl", 2, 2) in codes


def test_unreadable_rows_are_findings_not_losses(raw_dir):
    (raw_dir / "u.csv").write_text("题目,A,B,答案\n,,,A\n下列是,甲,乙,XYZ\n", encoding="utf-8")
    r = ingest([str(raw_dir / "u.csv")])
    assert len(r.records) == 2
    codes = {(f.code, f.line) for f in r.findings}
    assert ("unparsed_record", 2) in codes and ("malformed_answer", 3) in codes


def test_repeated_ids_are_made_unique_and_reported(raw_dir):
    rows = [{"id": "x", "question": f"题{i}（ ）A.一 B.二", "answer": "A"} for i in range(2)]
    (raw_dir / "i.json").write_text(json.dumps(rows, ensure_ascii=False), encoding="utf-8")
    r = ingest([str(raw_dir / "i.json")])
    assert [q.id for q in r.records] == ["x", "x~2"]
    assert [f.code for f in r.findings] == ["renamed_id"]


def test_xlsx(raw_dir):
    openpyxl = pytest.importorskip("openpyxl")
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.append(["试题", "选项A", "选项B", "选项C", "答案", "题型"])
    sheet.append(["下列属于防御机制的是", "升华", "学习", "记忆", "A", "单选题"])
    sheet.append(["下列属于认知疗法的有", "合理情绪疗法", "贝克认知疗法", "精神分析", "AB", "多选题"])
    book.save(raw_dir / "x.xlsx")
    a, b = ingest([str(raw_dir / "x.xlsx")]).records
    assert a.options == {"A": "升华", "B": "学习", "C": "记忆"} and a.qtype is QType.SINGLE
    assert b.answer == frozenset("AB") and b.qtype is QType.MULTI and b.source.line == 3


PAPER = """心理学模拟试卷
一、单项选择题
1. 弗洛伊德认为人格结构包括（ ）
A. 本我  B. 自我  C. 超我  D. 以上都是
2．（2019年真题）下列属于防御机制的是
A、升华
B、学习
答案：A
解析：升华是防御机制。
二、多项选择题
3. 下列属于认知疗法的有（ ）（A）合理情绪疗法（B）贝克认知疗法（C）精神分析
4. 没有答案的题 A. 甲 B. 乙
参考答案：
1.D 2.A 3.AB 7.C
"""


def test_text_paper_with_answer_key(raw_dir):
    (raw_dir / "p.txt").write_text(PAPER, encoding="utf-8")
    r = ingest([str(raw_dir / "p.txt")])
    q1, q2, q3, q4 = r.records
    assert q1.options["D"] == "以上都是" and q1.answer == frozenset("D") and q1.source.line == 3
    assert q2.answer == frozenset("A") and q2.explanation == "升华是防御机制。"
    assert q3.qtype is QType.MULTI and q3.answer == frozenset("AB") and len(q3.options) == 3
    assert q4.answer is None
    found = {(f.code, f.line) for f in r.findings}
    assert ("no_key_entry", 12) in found and ("orphan_key_entry", 14) in found and ("skipped_line", 1) in found


def test_docx_paper(raw_dir):
    docx = pytest.importorskip("docx")
    document = docx.Document()
    for line in PAPER.splitlines():
        document.add_paragraph(line)
    document.save(raw_dir / "p.docx")
    records = ingest([str(raw_dir / "p.docx")]).records
    assert [q.answer_text for q in records] == ["D", "A", "AB", None]


def test_a_missing_input_is_a_user_error(tmp_path):
    with pytest.raises(PsyexamError, match="no such file"):
        ingest([str(tmp_path / "nope.csv")])
