"""``psyexam coverage``, ``psyexam generate`` and ``psyexam review`` end to end with the scripted mock model."""

from __future__ import annotations

import csv
import json

from psyexam.bank.loaders import load_bank
from psyexam.cli import main
from tests.concepts.conftest import GOOD, reply
from tests.report.runfolders import Spec, write_run


def _json(capsys, argv):
    assert main(argv) == 0
    return json.loads(capsys.readouterr().out)


def test_coverage_json_shape_and_uncovered(capsys):
    out = _json(capsys, ["coverage", "demo", "--concepts", "demo", "--json"])
    cov = out["coverage"]
    assert set(cov) >= {"rate", "covered", "required", "by_subject"}
    assert cov["covered"] < cov["required"] and {u["name"] for u in out["uncovered"]} >= {"工作记忆", "功能固着"}
    assert out["assignments"]["demo-gen-001"] == ["GEN-1-01"] and out["methods"] == {"label": 181}


def test_coverage_with_runs_adds_accuracy_spread(capsys, tmp_path):
    run = write_run(tmp_path / "run", [Spec("demo-gen-001", True), Spec("demo-gen-002", False), Spec("demo-gen-003", None)])
    out = _json(capsys, ["coverage", "demo", "--concepts", "demo", "--runs", str(run), "--json"])
    (spread,) = out["runs"].values()
    gen = spread["by_subject"]["普通心理学"]
    assert gen["concepts"]["GEN-1-01"] == {"correct": 1, "n": 1, "accuracy": 1.0}
    assert gen["chapters"]["感觉与知觉"]["n"] == 2 and spread["ungraded"] == 1


def test_coverage_with_a_model_classifier_counts_failures(capsys, tmp_path):
    out = _json(capsys, ["coverage", "demo", "--concepts", "demo", "--ignore-labels", "--classifier", "mock",
                         "--calls-dir", str(tmp_path / "calls"), "--json"])
    # the hash mock never writes a concept id: every question is a counted failure, none is dropped
    assert out["classifier_failures"] == out["questions"] == 181 and out["coverage"]["covered"] == 0
    assert (tmp_path / "calls" / "results.sqlite").is_file()


def test_coverage_text_and_malformed_inventory(capsys, tmp_path):
    assert main(["coverage", "demo", "--concepts", "demo"]) == 0
    assert "Concept coverage" in capsys.readouterr().out
    bad = tmp_path / "inv.jsonl"
    bad.write_text('{"id": "a"}\n{', encoding="utf-8")
    assert main(["coverage", "demo", "--concepts", str(bad)]) == 2
    assert "inv.jsonl, line 1: name: Field required" in capsys.readouterr().err


def _generate(tmp_path, capsys, responses, *extra):
    opt = json.dumps({f"概念：{k}": v for k, v in responses.items()}, ensure_ascii=False)
    return _json(capsys, ["generate", "--concepts", "demo", "--model", "mock", "--concept", "GEN-1-02", "--concept", "GEN-1-01",
                          "--per-concept", "1", "--out", str(tmp_path / "gen"), "--backend-option", f"responses={opt}",
                          "--json", *extra])


def test_generate_json_and_a_reply_that_is_not_json(capsys, tmp_path):
    out = _generate(tmp_path, capsys, {"韦伯定律": reply(GOOD), "绝对感觉阈限": "抱歉，我无法完成。"})
    by = {c["concept"]: c for c in out["candidates"]}
    assert by["GEN-1-02"]["status"] == "accepted"
    assert by["GEN-1-01"]["status"] == "rejected" and by["GEN-1-01"]["reasons"] == ["unparseable"]
    assert out["counts"] == {"accepted": 1, "rejected": 1} and out["answer_letters"]["balanced"]["p"] is not None


def test_generate_text_names_the_file_and_line_of_a_reply_that_is_not_json(capsys, tmp_path):
    opt = json.dumps({"概念：韦伯定律": "抱歉，我无法完成。"}, ensure_ascii=False)
    assert main(["generate", "--concepts", "demo", "--model", "mock", "--concept", "GEN-1-02", "--per-concept", "1",
                 "--out", str(tmp_path / "gen"), "--backend-option", f"responses={opt}"]) == 0
    out = capsys.readouterr().out.replace("\n", "")
    assert "candidates.jsonl, line 1: GEN-1-02:calculation:1: unparseable: no JSON array or object in the reply" in out


def test_review_workflow_from_sheet_to_published_bank(capsys, tmp_path):
    _generate(tmp_path, capsys, {"韦伯定律": reply(GOOD), "绝对感觉阈限": "抱歉"})
    gen = str(tmp_path / "gen")
    assert main(["review", "reviewers", gen, "--add", "ann", "--add", "bob", "--required", "2"]) == 0
    sheet = tmp_path / "sheet.csv"
    assert main(["review", "export", gen, "--out", str(sheet)]) == 0
    rows = list(csv.DictReader(sheet.open(encoding="utf-8-sig")))
    weber = next(r for r in rows if r["id"].startswith("GEN-1-02"))
    weber["verdict"] = "accept"
    with sheet.open("w", encoding="utf-8-sig", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)
    assert main(["review", "import", gen, str(sheet), "--reviewer", "ann"]) == 0
    assert main(["review", "decide", gen, weber["id"], "--reviewer", "bob", "--accept"]) == 0
    capsys.readouterr()
    status = _json(capsys, ["review", "status", gen, "--json"])
    assert status["status"] == {"accepted": 1, "pending": 1}
    assert main(["review", "publish", gen, "--out", str(tmp_path / "bank")]) == 0
    assert "not 100% coverage: 1 concepts" in capsys.readouterr().err
    assert "against the inventory `demo`" in (tmp_path / "bank" / "README.md").read_text(encoding="utf-8")
    (q,) = load_bank(str(tmp_path / "bank")).records
    assert q.concept == "韦伯定律" and (tmp_path / "bank" / "README.md").is_file()


def test_review_errors_are_one_line_and_lose_nothing(capsys, tmp_path):
    _generate(tmp_path, capsys, {"韦伯定律": reply(GOOD)})
    gen = str(tmp_path / "gen")
    main(["review", "reviewers", gen, "--add", "ann"])
    sheet = tmp_path / "s.csv"
    main(["review", "export", gen, "--out", str(sheet)])
    rows = list(csv.DictReader(sheet.open(encoding="utf-8-sig")))
    rows[0].update(id="NOPE", verdict="accept")
    with sheet.open("w", encoding="utf-8", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)
    capsys.readouterr()
    assert main(["review", "import", gen, str(sheet), "--reviewer", "ann"]) == 2
    err = capsys.readouterr().err
    assert "s.csv, line 2: no candidate" in err and "nothing imported" in err
    assert main(["review", "decide", gen, "X", "--reviewer", "ann"]) == 2
    assert "exactly one of --accept" in capsys.readouterr().err
    assert main(["review", "status", str(tmp_path)]) == 2
    assert "not a generation folder" in capsys.readouterr().err
