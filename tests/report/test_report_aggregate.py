"""Groupings, intervals, micro/macro averages and spreads of one run."""

from __future__ import annotations

import math

import numpy as np
import pytest

from psyexam.report.aggregate import Settings, build_report, macro
from psyexam.report.load import load_run
from psyexam.stats import bootstrap_mean, wilson
from tests.report.runfolders import Spec, standard_run

FAST = Settings(resamples=2000, seed=0)


@pytest.fixture
def rep(tmp_path):
    return build_report(load_run(standard_run(tmp_path / "run")), FAST)


def by_key(rep, level):
    return {g.key: g for g in rep.groups[level]}


def test_overall_counts_keep_failed_and_unparsed_in_denominator(rep):
    o = rep.overall
    assert (o.n, o.correct, o.unparsed, o.failed, o.ungraded) == (15, 8, 1, 1, 1)
    assert o.accuracy.estimate == pytest.approx(8 / 15)
    w = wilson(8, 15)
    assert (o.accuracy.low, o.accuracy.high) == (pytest.approx(w.low), pytest.approx(w.high))
    assert [i.id for i in rep.failed] == ["c2"]
    assert [i.id for i in rep.unparsed] == ["p3"]


def test_groupings(rep):
    subj = by_key(rep, "subject")
    assert {k: (g.n, g.correct) for k, g in subj.items()} == {
        "普通心理学": (4, 2), "发展心理学": (7, 4), "心理诊断": (3, 1), "心理咨询": (1, 1)}
    assert subj["普通心理学"].ungraded == 1
    assert {k: (g.n, g.correct) for k, g in by_key(rep, "exam").items()} == {"GEE": (4, 2), "PCE": (7, 4)}
    assert {k: (g.n, g.correct) for k, g in by_key(rep, "ca_category").items()} == {
        "diagnosis": (3, 1), "treatment": (1, 1)}
    assert {k: (g.n, g.correct) for k, g in by_key(rep, "part").items()} == {"KG": (11, 6), "CA": (4, 2)}
    pq = by_key(rep, "part_qtype")
    assert (pq["KG/MCQA"].n, pq["KG/MCQA"].correct) == (8, 5)
    assert (pq["CA/MRQA"].n, pq["CA/MRQA"].correct) == (1, 1)
    assert by_key(rep, "qtype")["QA"].ungraded == 1
    assert by_key(rep, "part_qtype")["CA/MCQA"].failed == 1


def test_chapters_and_concepts_follow_bank_order(rep):
    assert [g.key for g in rep.groups["chapter"]] == ["第一章 感知", "第二章 记忆"]
    assert [g.key for g in rep.groups["concept"]] == ["感觉", "知觉", "记忆"]
    assert [g.accuracy.estimate for g in rep.groups["concept"]] == [0.5, 1.0, 0.0]


def test_mrqa_partial_credit_bootstrap(rep):
    kg = by_key(rep, "part_qtype")["KG/MRQA"]
    assert kg.n_multi == 3
    expect = bootstrap_mean([1.0, 0.5, 0.0], n_resamples=2000, seed=0)
    assert kg.exam_credit.estimate == pytest.approx(0.5)
    assert (kg.exam_credit.low, kg.exam_credit.high) == (pytest.approx(expect.low), pytest.approx(expect.high))
    assert kg.f1.estimate == pytest.approx(0.6)
    assert math.isnan(by_key(rep, "part_qtype")["KG/MCQA"].exam_credit.estimate)  # no MRQA items


def test_macro_is_unweighted_mean_of_groups(rep):
    m = rep.macro["subject"]
    assert m.groups == 4
    assert m.accuracy.estimate == pytest.approx(np.mean([2 / 4, 4 / 7, 1 / 3, 1.0]))
    assert m.accuracy.estimate != pytest.approx(rep.overall.accuracy.estimate)
    assert m.accuracy.low <= m.accuracy.estimate <= m.accuracy.high
    assert rep.macro["exam"].accuracy.estimate == pytest.approx((0.5 + 4 / 7) / 2)


def test_macro_interval_narrows_with_more_items():
    from tests.report.runfolders import outcomes

    def width(k):
        groups = {"a": outcomes("10" * k, "a"), "b": outcomes("1110" * k, "b")}
        items = {g: [_item(s) for s in specs] for g, specs in groups.items()}
        iv = macro("subject", items, FAST).accuracy
        return iv.high - iv.low

    assert width(50) < width(5)


def _item(s: Spec):
    from psyexam.report.load import Item

    return Item(id=s.id, split=s.split, qtype=s.qtype, part=s.part, exam=s.exam, subject=s.subject,
                chapter=s.chapter, concept=s.concept, ca_category=s.ca_category, gold="A", prediction=None,
                correct=s.correct, exam_credit=None, f1=None, unparsed=s.unparsed, error=s.error)


def test_spreads_as_in_conceptpsy_table3(rep):
    s = rep.spreads["concept"]
    assert (s.min, s.max, s.mean, s.n) == (0.0, 1.0, 0.5, 3)
    assert s.std == pytest.approx(0.5)
    chapters = dict(rep.chapter_spreads)
    assert chapters["第一章 感知"].mean == pytest.approx(0.75)
    assert chapters["第一章 感知"].std == pytest.approx(np.std([0.5, 1.0], ddof=1))
    assert chapters["第二章 记忆"].n == 1


def test_to_dict_is_json(rep):
    import json

    d = json.loads(json.dumps(rep.to_dict()))
    assert d["micro"]["n"] == 15
    assert d["macro"]["subject"]["groups"] == 4
    assert d["failed"] == [{"id": "c2", "split": "dev", "error": "HTTP 500"}]


def test_macro_interval_does_not_collapse_with_one_item_groups():
    # 20 subjects of one item each, 2 right: resampling within groups would give a point
    items = {f"s{i}": [_item(Spec(f"q{i}", subject=f"s{i}", correct=i < 2))] for i in range(20)}
    iv = macro("subject", items, FAST).accuracy
    assert iv.estimate == pytest.approx(0.1)
    assert iv.low < 0.1 < iv.high and iv.high - iv.low > 0.15


def test_macro_of_equal_groups_matches_micro_wilson():
    items = {g: [_item(Spec(f"{g}{i}", subject=g, correct=i < 3)) for i in range(10)] for g in "ab"}
    iv = macro("subject", items, FAST).accuracy
    micro = wilson(6, 20)
    assert iv.estimate == pytest.approx(0.3)
    assert iv.low == pytest.approx(micro.low, abs=0.03) and iv.high == pytest.approx(micro.high, abs=0.03)
