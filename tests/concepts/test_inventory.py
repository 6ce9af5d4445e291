"""Inventories: the three formats, validation findings, malformed files, and the demo inventory against the demo bank."""

import json

import pytest

from psyexam.bank.loaders import load_bank
from psyexam.concepts import InventoryError, PromptType, load_inventory
from psyexam.concepts.resolve import LabelResolver

TOML = """name = "t"

[[subject]]
name = "普通心理学"

[[subject.chapter]]
name = "记忆"

[[subject.chapter.concept]]
id = "m1"
name = "遗忘曲线"
aliases = ["艾宾浩斯遗忘曲线"]
description = "遗忘先快后慢。"
types = ["theory", "calculation"]

[[subject.chapter.section]]
name = "短时记忆"

[[subject.chapter.section.concept]]
id = "m1"
name = "组块"
description = ""
types = ["theory", "essay"]
"""


def test_toml_nested_with_sections_and_findings_with_lines(tmp_path):
    p = tmp_path / "inv.toml"
    p.write_text(TOML, encoding="utf-8")
    inv = load_inventory(p)
    assert [c.name for c in inv] == ["遗忘曲线", "组块"]
    first, second = inv.concepts
    assert (first.subject, first.chapter, first.section, first.line) == ("普通心理学", "记忆", None, 9)
    assert first.prompt_types == [PromptType.THEORY, PromptType.CALCULATION]
    assert (second.section, second.line) == ("短时记忆", 19)
    codes = {(f.code, f.line) for f in inv.findings}
    assert codes == {("duplicate-id", 19), ("empty-description", 19), ("unknown-prompt-type", 19)}
    assert all(f.file == str(p) for f in inv.findings)
    assert "essay" in str(next(f for f in inv.findings if f.code == "unknown-prompt-type"))


def test_jsonl_and_csv_read_the_same_concepts(tmp_path):
    rows = [
        {"id": "a", "name": "从众", "subject": "社会心理学", "chapter": "社会影响", "aliases": ["阿希"],
         "description": "群体压力下与多数一致。", "types": ["theory", "case"]},
        {"id": "b", "name": "服从", "subject": "社会心理学", "chapter": "社会影响", "description": "按命令行动。"},
    ]
    j = tmp_path / "inv.jsonl"
    j.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n", encoding="utf-8")
    c = tmp_path / "inv.csv"
    c.write_text("id,name,subject,chapter,aliases,description,types\n"
                 "a,从众,社会心理学,社会影响,阿希,群体压力下与多数一致。,theory|case\n"
                 "b,服从,社会心理学,社会影响,,按命令行动。,\n", encoding="utf-8")
    a, b = load_inventory(j), load_inventory(c)
    assert [x.model_dump() for x in a] == [x.model_dump() for x in b]
    assert a.concepts[1].types == ("theory",) and a.concepts[1].line == 2 and b.concepts[1].line == 3
    assert not a.findings and not b.findings


@pytest.mark.parametrize("name, text, where", [
    ("bad.toml", 'name = "x"\n[[subject]]\nname = \n', "bad.toml, line 3: malformed TOML"),
    ("bad.jsonl", '{"id": "a", "name": "x", "subject": "s", "chapter": "c"}\n{"id": ', "bad.jsonl, line 2: malformed JSON"),
    ("missing.jsonl", '{"id": "a", "subject": "s", "chapter": "c"}\n', "missing.jsonl, line 1: name: Field required"),
    ("extra.csv", "id,name,subject,chapter,colour\n", "extra.csv, line 1: unknown column 'colour'"),
    ("short.csv", "id,name,subject,chapter\na,x,s,c\n,y,s,c\n", "short.csv, line 3: id:"),
    ("nochapter.toml", '[[subject]]\nname = "s"\n[[subject.chapter]]\n[[subject.chapter.concept]]\nid = "a"\n',
     "chapter #1 of s has no name"),
])
def test_malformed_files_are_one_line_errors_naming_file_and_line(tmp_path, name, text, where):
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    with pytest.raises(InventoryError) as e:
        load_inventory(p)
    assert where in str(e.value) and "\n" not in str(e.value)


def test_unknown_format_and_missing_file(tmp_path):
    with pytest.raises(InventoryError, match="no such inventory"):
        load_inventory(tmp_path / "none.toml")
    (tmp_path / "x.yaml").write_text("a: 1")
    with pytest.raises(InventoryError, match="unknown inventory format"):
        load_inventory(tmp_path / "x.yaml")


def test_demo_inventory_is_clean_and_large_enough():
    inv = load_inventory("demo")
    assert not inv.findings
    assert len(inv) >= 60 and len(inv.subjects) >= 6
    assert all(c.description and c.prompt_types for c in inv)
    assert any(PromptType.CALCULATION in c.prompt_types for c in inv)


def test_every_demo_bank_concept_label_is_in_the_demo_inventory_in_its_own_subject():
    inv = load_inventory("demo")
    resolver = LabelResolver(inv)
    bank = load_bank("demo")
    missing = []
    for q in bank.records:
        c = resolver.resolve(q.concept, q.subject, q.chapter)
        if c is None or c.subject != q.subject:
            missing.append((q.subject, q.chapter, q.concept))
    assert not missing


def test_resolver_prefers_the_questions_own_subject_and_chapter():
    inv = load_inventory("demo")
    r = LabelResolver(inv)
    assert r.resolve("判断标准", "实验心理学", "反应时与信号检测").subject == "实验心理学"
    assert r.resolve("判断标准", "变态心理学", "心理正常与异常").subject == "变态心理学"
    assert r.resolve("系统脱敏", "心理咨询", "x").subject == "心理咨询"
    assert r.resolve("GEN-1-01").name == "绝对感觉阈限"
    assert r.resolve("不存在的概念") is None


def test_select_by_subject_and_id():
    inv = load_inventory("demo")
    assert {c.subject for c in inv.select(subjects=["实验心理学"])} == {"实验心理学"}
    assert [c.id for c in inv.select(ids=["GEN-1-01"])] == ["GEN-1-01"]
    with pytest.raises(InventoryError, match="no concept with id"):
        inv.select(ids=["nope"])
