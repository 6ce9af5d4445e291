import json

from psyexam.report.aggregate import grouped
from psyexam.runs import ItemResult
from psyexam.runs.items import parse_sample


def _item(i, correct, tags=None, **kw):
    return ItemResult(id=i, split="dev", qtype="single", part="KG", exam=None, subject="s", chapter=None, concept=None,
                      ca_category=None, gold="A", prediction="A" if correct else "B", correct=correct,
                      exam_credit=None, f1=None, unparsed=False, error=None, tags=tags or {}, **kw)


def test_group_by_extra_tag_and_field():
    items = [_item("1", True, {"difficulty": "easy"}), _item("2", False, {"difficulty": "hard"}),
             _item("3", True, {"difficulty": "easy"}), _item("4", True)]
    by = grouped(items, "extra.difficulty")
    assert {k: [i.id for i in v] for k, v in by.items()} == {"easy": ["1", "3"], "hard": ["2"]}
    assert list(grouped(items, "split")) == ["dev"]


def test_old_samples_lines_have_no_tags_and_new_ones_round_trip():
    old = _item("1", True).to_dict()
    assert "tags" not in old  # untagged lines are written as before
    assert parse_sample(json.dumps(old), "x").tags == {}
    new = _item("1", True, {"level": "理解"})
    assert parse_sample(json.dumps(new.to_dict(), ensure_ascii=False), "x").tags == {"level": "理解"}


def test_report_groups_by_tag_with_intervals(tmp_path, capsys):
    from psyexam.cli import main

    rows = [{"id": f"q{n}", "question": f"第{n}题", "type": "single", "part": "KG", "subject": "普通心理学",
             "options": {"A": "甲", "B": "乙", "C": "丙", "D": "丁"}, "answer": "A" if n % 3 else "B", "split": "dev",
             "extra": {"difficulty": "easy" if n < 6 else "hard"}} for n in range(12)]
    bank = tmp_path / "tagged.jsonl"
    bank.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n", encoding="utf-8")
    assert main(["run", "--model", "mock:A", "--bench", str(bank), "--out", str(tmp_path / "r"), "--no-progress"]) == 0
    capsys.readouterr()
    assert main(["report", str(tmp_path / "r"), "--by", "extra.difficulty", "--json"]) == 0
    groups = json.loads(capsys.readouterr().out)["runs"][0]["groups"]["extra.difficulty"]
    stats = {g["key"]: g for g in groups}
    # mock:A answers A: right where n % 3 != 0 — easy n<6: 1,2,4,5 of 6; hard: 7,8,10,11 of 6
    assert stats["easy"]["n"] == 6 and stats["easy"]["correct"] == 4
    assert stats["hard"]["n"] == 6 and stats["hard"]["correct"] == 4
    low, high = stats["easy"]["accuracy"]["low"], stats["easy"]["accuracy"]["high"]
    assert low < 4 / 6 < high
