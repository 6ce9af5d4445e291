"""Item scores (exact, exam credit, F1) and summaries."""

from __future__ import annotations

import math

import pytest

from psyexam.score.metrics import ItemScore, score_item, summarise, summarise_by

F = frozenset


@pytest.mark.parametrize(
    ("pred", "gold", "credit", "f1"),
    [
        (F("ABD"), F("ABD"), 1.0, 1.0),  # 全对
        (F("AB"), F("ABD"), 0.5, 0.8),  # 少选: a correct proper subset
        (F("A"), F("ABD"), 0.5, 0.5),
        (F("ABC"), F("ABD"), 0.0, 2 / 3),  # one wrong letter
        (F("ABCD"), F("ABD"), 0.0, 6 / 7),  # 多选
        (F("C"), F("ABD"), 0.0, 0.0),
    ],
)
def test_multi_exam_credit_and_f1(pred, gold, credit, f1):
    s = score_item(pred, gold, "multi")
    assert s.exam_credit == credit
    assert s.f1 == pytest.approx(f1)
    assert s.correct is (pred == gold)
    assert not s.unparsed


def test_single_is_all_or_nothing():
    assert score_item(F("B"), F("B"), "single") == ItemScore(True, 1.0, 1.0, False)
    assert score_item(F("A"), F("B"), "single") == ItemScore(False, 0.0, 0.0, False)


def test_single_never_gets_partial_credit_even_against_a_two_letter_gold():
    # a defective single question with gold "AC" (it exists in the CPsyExam dev split)
    s = score_item(F("A"), F("AC"), "single")
    assert s.exam_credit == 0.0 and not s.correct


def test_unparsed_is_wrong():
    assert score_item(None, F("B"), "single") == ItemScore(False, 0.0, 0.0, True)
    assert score_item(None, F("AB"), "multi") == ItemScore(False, 0.0, 0.0, True)


def test_invalid_calls():
    with pytest.raises(ValueError):
        score_item(F("A"), F(), "single")
    with pytest.raises(ValueError):
        score_item(F("A"), F("A"), "qa")


def test_summarise_keeps_unparsed_in_the_denominator():
    scores = [
        score_item(F("B"), F("B"), "single"),
        score_item(None, F("B"), "single"),
        score_item(F("AB"), F("ABD"), "multi"),
        score_item(F("ABD"), F("ABD"), "multi"),
    ]
    s = summarise(scores)
    assert (s.n, s.correct, s.unparsed) == (4, 2, 1)
    assert s.accuracy == 0.5
    assert s.exam_credit_mean == pytest.approx((1 + 0 + 0.5 + 1) / 4)
    assert s.f1_mean == pytest.approx((1 + 0 + 0.8 + 1) / 4)


def test_summarise_nothing_is_nan_not_zero():
    s = summarise([])
    assert s.n == 0 and math.isnan(s.accuracy)
    assert s.to_dict()["accuracy"] is None


def test_summarise_by_groups():
    out = summarise_by([("single", score_item(F("B"), F("B"), "single")),
                        ("multi", score_item(F("A"), F("AB"), "multi")),
                        ("single", score_item(F("C"), F("B"), "single"))])
    assert list(out) == ["single", "multi"]
    assert out["single"].accuracy == 0.5 and out["multi"].exam_credit_mean == 0.5
