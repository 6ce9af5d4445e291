"""Terse replies whose letters are plain (see psyexam.score.terse)."""

import pytest

from psyexam.score.extract import extract_choice

PHASES = {"A": "感知运动阶段", "B": "前运算阶段", "C": "具体运算阶段", "D": "形式运算阶段", "E": ""}
LAWS = {"A": "准备律", "B": "因果律", "C": "练习律", "D": "效果律", "E": ""}


@pytest.mark.parametrize(("reply", "options", "qtype", "expected"), [
    ("D啊", PHASES, "single", "D"),
    ("就是D", PHASES, "single", "D"),
    ("D 形式运算阶段😊", PHASES, "single", "D"),
    ("D。这一阶段的儿童能进行命题", PHASES, "single", "D"),
    ("A、C、D（准备律、练习律、效果律）", LAWS, "multi", "ACD"),
    ("桑代克的三大定律，A、C、D", LAWS, "multi", "ACD"),
])
def test_terse_reads(reply, options, qtype, expected):
    assert "".join(sorted(extract_choice(reply, options, qtype).letters or ())) == expected


@pytest.mark.parametrize(("reply", "options", "qtype"), [
    ("D吗？", PHASES, "single"),
    ("D吧？", PHASES, "single"),
    ("D。不过具体运算阶段也说得通", PHASES, "single"),
    ("D。C也可以", PHASES, "single"),
    ("也许是效果律，D", LAWS, "single"),
    ("这一阶段的儿童能进行命题", PHASES, "single"),
])
def test_terse_leaves_unread(reply, options, qtype):
    assert extract_choice(reply, options, qtype).letters is None
