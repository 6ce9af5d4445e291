import json

from psyexam.cli import main


def _train_only(path):
    rows = [{"id": f"t{i}", "question": f"第{i}题", "type": "single", "part": "KG",
             "options": {"A": "甲", "B": "乙", "C": "丙", "D": "丁"}, "answer": "ABCD"[i % 4],
             "subject": "普通心理学", "split": "train"} for i in range(6)]
    path.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n", encoding="utf-8")
    return path


def test_a_bank_with_only_a_train_split_is_evaluated_on_it(tmp_path, capsys):
    bank = _train_only(tmp_path / "train.jsonl")
    code = main(["run", "--model", "mock:A", "--bench", str(bank), "--out", str(tmp_path / "r"), "--json",
                 "--no-progress"])
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err
    assert code == 0
    assert json.loads(captured.out)["overall"]["n"] == 6


def test_a_bank_with_nothing_readable_is_one_line_naming_the_file(tmp_path, capsys):
    bad = tmp_path / "bank.jsonl"
    bad.write_bytes(b"\xff\xfe\x00garbage" * 10)
    code = main(["run", "--model", "mock:A", "--bench", str(bad), "--out", str(tmp_path / "r"), "--no-progress"])
    err = capsys.readouterr().err
    assert code == 2
    assert "Traceback" not in err and "bank.jsonl" in err
    assert len(err.strip().splitlines()) == 1
