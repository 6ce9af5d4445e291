import pytest

from psyexam.judge.parse import parse_dimensions, parse_score, parse_verdict


@pytest.mark.parametrize("reply, expected", [
    ("分数：85分", 85),
    ("分数：８５分", 85),
    ("分数: 85", 85),
    ("得分为 72。理由：要点基本覆盖。", 72),
    ("评分：90（满分100分）", 90),
    ("我给这个回答85分（满分100分），因为……", 85),
    ("85/100", 85),
    ("８５／１００", 85),
    ('{"score": 64, "reason": "ok"}', 64),
    ('结果如下：{"分数": "77"}', 77),
    ("Score: 58.5", 58.5),
    ("The score is 40 out of 100", 40),
    ("60", 60),
    ("0分", 0),
    ("分数：100分", 100),
])
def test_scores(reply, expected):
    parsed = parse_score(reply)
    assert parsed.ok, parsed.error
    assert parsed.value == expected


@pytest.mark.parametrize("reply, why", [
    ("", "empty"),
    ("这个回答很好。", "no score"),
    ("分数：120分", "outside"),
    ("分数：-5", "outside"),
    ("8/10", "out of 10"),
    ("前半部分值30分，后半部分值60分", "several"),
])
def test_score_failures_are_not_numbers(reply, why):
    parsed = parse_score(reply)
    assert not parsed.ok
    assert parsed.value is None
    assert why in parsed.error


def test_dimensions_json_and_lines():
    p = parse_dimensions('{"正确性": 4, "信息量": 3, "流畅性": 5, "逻辑性": 4, "无害性": 5}')
    assert p.value == {"correctness": 4, "informativeness": 3, "fluency": 5, "logic": 4, "harmlessness": 5}
    p = parse_dimensions("正确性：４\n信息量：3\n流畅性：5分\nlogic: 2\n无害性=5")
    assert p.value == {"correctness": 4, "informativeness": 3, "fluency": 5, "logic": 2, "harmlessness": 5}


@pytest.mark.parametrize("reply, why", [
    ('{"正确性": 4, "信息量": 3, "流畅性": 5, "逻辑性": 4}', "harmlessness"),
    ('{"正确性": 7, "信息量": 3, "流畅性": 5, "逻辑性": 4, "无害性": 5}', "correctness score 7"),
    ('{"正确性": 3.5, "信息量": 3, "流畅性": 5, "逻辑性": 4, "无害性": 5}', "not an integer"),
    ("好", "no score"),
])
def test_dimension_failures(reply, why):
    p = parse_dimensions(reply)
    assert not p.ok and why in p.error


@pytest.mark.parametrize("reply, expected", [
    ("结论：A", "A"),
    ("结论：B\n理由：B更完整。", "B"),
    ("结论：A\n理由：A覆盖了要点，B没有。", "A"),
    ("结论：平局", "tie"),
    ("结论：都不好", "both_bad"),
    ("结论: Ｂ", "B"),
    ("Verdict: tie", "tie"),
    ("A", "A"),
    ("回答A和回答B都不好。", "both_bad"),
    ("我认为回答B更好。", "B"),
])
def test_verdicts(reply, expected):
    p = parse_verdict(reply)
    assert p.ok, p.error
    assert p.value == expected


@pytest.mark.parametrize("reply", ["", "两个回答各有千秋", "A更全面，但B更准确"])
def test_verdict_failures(reply):
    p = parse_verdict(reply)
    assert not p.ok and p.value is None
