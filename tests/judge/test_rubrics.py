import hashlib
import json

import pytest

from psyexam.cli import main
from psyexam.errors import PsyexamError
from psyexam.judge import JudgeOptions, judge_run
from psyexam.judge.rubrics import RUBRICS, get_rubric, list_rubrics, load_rubric, parse_rubric

# sha256 of the score100 and dimensions prompts as they were written in code: the files must ask the same
OLD_PROMPTS = {
    "score100": "0ca42482bdaecdb50b7b38a0ddf02930abaf4b36610b78eba4d397cb79905c5b",
    "dimensions": "86b6ba022fde74b0a00e641ca7445076dbb256f37909898a71a400e0179d5d23",
}

MINIMAL = """
name = "mine"
combine = "{combine}"
[prompt]
builtin = "generic"
[[dimensions]]
key = "a"
name = "甲"
weight = 2
levels = [{{ value = 1, label = "差", points = 0 }}, {{ value = 2, label = "好", points = 10 }}]
[[dimensions]]
key = "b"
name = "乙"
low = 1
high = 5
"""


def test_shipped_rubrics():
    assert list_rubrics() == ["dimensions", "llmeval2", "score100", "three_level"]
    for name, digest in OLD_PROMPTS.items():
        assert hashlib.sha256(RUBRICS[name].template().encode()).hexdigest() == digest
    assert (RUBRICS["score100"].low, RUBRICS["score100"].high, RUBRICS["score100"].rated) == (0, 100, ())
    assert (RUBRICS["dimensions"].low, RUBRICS["dimensions"].high) == (1, 5)
    assert (RUBRICS["llmeval2"].low, RUBRICS["llmeval2"].high) == (4, 14)
    three = RUBRICS["three_level"]
    assert len(three.dimensions) == 9 and {d.group for d in three.dimensions} == {"语言层面", "语义层面", "知识层面"}
    assert all(d.name in three.template() for d in three.dimensions)
    assert len({r.fingerprint() for r in RUBRICS.values()}) == 4


@pytest.mark.parametrize("combine, expected", [("weighted_sum", 2 * 10 + 3), ("mean", (2 * 10 + 3) / 3), ("min", 3)])
def test_combinations_use_points_and_weights(combine, expected):
    rb = parse_rubric(MINIMAL.format(combine=combine), "mine.toml")
    assert rb.score({"a": 2, "b": 3}) == pytest.approx(expected)
    assert rb.dimensions[0].values() == [1, 2] and rb.dimensions[1].values() == [1, 2, 3, 4, 5]


def test_llmeval2_weighted_sum():
    assert RUBRICS["llmeval2"].score({"accuracy": 4, "informativeness": 2, "fluency": 3, "logic": 1}) == 10


def test_fingerprint_follows_content():
    a = parse_rubric(MINIMAL.format(combine="mean"), "x")
    b = parse_rubric(MINIMAL.format(combine="mean").replace("weight = 2", "weight = 3"), "x")
    assert a.fingerprint() == parse_rubric(MINIMAL.format(combine="mean"), "y").fingerprint()
    assert a.fingerprint() != b.fingerprint() and len(a.fingerprint()) == 12


@pytest.mark.parametrize("change, message", [
    (("name = \"mine\"", "name = \"mine\"\ncolour = 1"), "colour: unknown key"),
    (("low = 1", "low = 6"), "dimensions.1: a scale needs low < high"),
    (("combine = \"mean\"", "combine = \"median\""), "combine: Input should be"),
    (("builtin = \"generic\"", "builtin = \"nosuch\""), "prompt.builtin: unknown prompt 'nosuch'"),
    (("builtin = \"generic\"", "template = \"{question} {nope}\""), "prompt: unknown placeholder(s) ['nope']"),
    (("key = \"a\"", "key = \"a b\""), "dimensions.0.key: String should match"),
    (("[prompt]", "[prompt"), "invalid TOML"),
])
def test_bad_rubric_file_names_file_and_field(tmp_path, change, message):
    path = tmp_path / "mine.toml"
    path.write_text(MINIMAL.format(combine="mean").replace(*change), encoding="utf-8")
    with pytest.raises(PsyexamError) as e:
        load_rubric(path)
    assert str(e.value).startswith(str(path)) and message in str(e.value) and "\n" not in str(e.value)


def test_unknown_name():
    with pytest.raises(PsyexamError, match="known rubrics: dimensions, llmeval2, score100, three_level"):
        get_rubric("nosuch")


def test_judge_with_rubric_file(qa_run, tmp_path, capsys):
    path = tmp_path / "mine.toml"
    path.write_text(MINIMAL.format(combine="weighted_sum"), encoding="utf-8")
    replies = {"条件反射": '{"甲": 2, "乙": 4}', "遗忘": '{"甲": 3, "乙": 4}', "心理健康": '{"a": 1, "b": 5}'}
    rc = main(["judge", str(qa_run), "--judge", "mock", "--rubric", str(path), "--json",
               "--backend-option", "responses=" + json.dumps(replies, ensure_ascii=False)])
    assert rc == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["rubric"] == "mine" and summary["scale"] == [1.0, 25.0]
    assert summary["counts"]["scored"] == 2 and summary["judge_failures"] == 2  # 甲=3 is no level; q4 unreadable
    manifest = json.loads((qa_run / "judge_manifest.json").read_text())
    assert manifest["rubric"]["fingerprint"] == load_rubric(path).fingerprint()
    assert manifest["rubric"]["combine"] == "weighted_sum" and manifest["rubric"]["dimensions"][0]["values"] == [1, 2]
    lines = [json.loads(x) for x in (qa_run / "judge.jsonl").read_text().splitlines()]
    assert [x["score"] for x in lines[:3]] == [24.0, None, 5.0]


def test_bad_rubric_on_the_command_line(qa_run, tmp_path, capsys):
    path = tmp_path / "bad.toml"
    path.write_text("name = 'x'\n", encoding="utf-8")
    assert main(["judge", str(qa_run), "--judge", "mock", "--rubric", str(path)]) == 2
    err = capsys.readouterr().err
    assert "bad.toml" in err and "prompt" in err


def test_same_results_as_the_code_rubrics(qa_run):
    reply = '{"正确性": 4, "信息量": 3, "流畅性": 5, "逻辑性": 4, "无害性": 5}'
    j = judge_run(qa_run, JudgeOptions("mock", extra={"responses": {"条件反射": reply}}), get_rubric("dimensions"))
    assert j.items[0].score == pytest.approx(21 / 5) and j.scale == (1.0, 5.0)
    assert [d["key"] for d in j.manifest["rubric"]["dimensions"]] == [d.key for d in RUBRICS["dimensions"].dimensions]
