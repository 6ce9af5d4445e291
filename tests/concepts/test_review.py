"""Review: consensus of N reviewers, edits, adjudication, the audit trail, sheets, agreement, publishing."""

import csv

import pytest
from openpyxl import load_workbook

from psyexam.bank.loaders import load_bank
from psyexam.concepts.publish import publish
from psyexam.concepts.review import DecisionInput, ReviewError, checklist_from, decide, progress
from psyexam.concepts.review_db import ReviewDB
from psyexam.concepts.sheet import export_sheet, import_sheet
from tests.concepts.conftest import GOOD, item, reply

IDS = ["GEN-1-02", "EXP-1-04"]
FECHNER = item("费希纳定律认为感觉量与刺激强度的什么成正比", ["对数", "平方", "倒数", "立方"])


@pytest.fixture
def folder(run_gen, tmp_path):
    f = tmp_path / "gen"
    run_gen({"韦伯定律": reply(GOOD), "费希纳定律": reply(FECHNER)}, IDS, folder=f)
    with ReviewDB.open(f) as db:
        for name in ("ann", "bob", "cy"):
            db.add_reviewer(name)
        db.add_reviewer("dee", adjudicator=True)
    return f


def ids(folder):
    with ReviewDB.open(folder) as db:
        return [r.id for r in db.candidates()]


def vote(folder, cid, who, verdict="accept", edit=None, adjudicate=False, passed=None):
    with ReviewDB.open(folder) as db:
        row = decide(db, DecisionInput(cid, who, verdict, checklist_from(passed, verdict), edit, adjudicate=adjudicate))
        return row.status, row.version, dict(row.payload)


def test_a_verdict_takes_effect_only_when_three_reviewers_agree(folder):
    cid = ids(folder)[0]
    assert vote(folder, cid, "ann")[0] == "pending"
    assert vote(folder, cid, "bob")[0] == "pending"
    assert vote(folder, cid, "cy")[0] == "accepted"


def test_an_edit_needs_the_same_edit_from_every_reviewer(folder):
    cid = ids(folder)[0]
    edit = {"question": "按照韦伯定律，中等强度下差别阈限与原刺激量的比值"}
    status, version, payload = vote(folder, cid, "ann", "edit", edit)
    assert (status, version) == ("pending", 1) and payload["question"] != edit["question"]
    vote(folder, cid, "bob", "edit", edit)
    status, version, payload = vote(folder, cid, "cy", "edit", edit)
    assert (status, version, payload["question"]) == ("accepted", 2, edit["question"])


def test_disagreement_goes_to_adjudication_and_an_adjudicator_settles_it(folder):
    cid = ids(folder)[0]
    vote(folder, cid, "ann")
    assert vote(folder, cid, "bob", "reject", passed=["concept_sound"])[0] == "adjudication"
    with ReviewDB.open(folder) as db:
        assert progress(db)["adjudication_queue"] == [cid]
    with pytest.raises(ReviewError, match="not an adjudicator"):
        vote(folder, cid, "cy", adjudicate=True)
    assert vote(folder, cid, "dee", "reject", adjudicate=True, passed=[])[0] == "rejected"


def test_every_decision_is_in_the_audit_trail_with_before_and_after(folder):
    cid = ids(folder)[0]
    vote(folder, cid, "ann")
    vote(folder, cid, "ann", "reject", passed=[])
    with ReviewDB.open(folder) as db:
        trail = db.audit_trail(cid)
        row = db.candidate(cid)
        assert [a.action for a in trail] == ["add", "decide:accept", "decide:reject"]
        assert trail[-1].actor == "ann" and trail[-1].before["status"] == "pending" and trail[-1].at is not None
        assert [d.superseded for d in row.decisions] == [True, False]  # the earlier decision is kept, superseded


def test_bad_decisions_are_refused(folder):
    cid = ids(folder)[0]
    with pytest.raises(ReviewError, match="unknown reviewer"):
        vote(folder, cid, "zed")
    with pytest.raises(ReviewError, match="no candidate"):
        vote(folder, "nope", "ann")
    with pytest.raises(ReviewError, match="not sound: repeated_options"):
        vote(folder, cid, "ann", "edit", {"options": {"A": "一", "B": "一", "C": "三", "D": "四"}})
    with pytest.raises(ReviewError, match="fails checklist item one_correct"):
        checklist_from(["concept_sound", "question_sound", "matches_concept", "options_match_concept"], "accept")
    with pytest.raises(ReviewError, match="unknown checklist item"):
        checklist_from(["tidy"], "reject")


@pytest.mark.parametrize("suffix", [".xlsx", ".csv"])
def test_sheet_round_trip_records_decisions_and_edits(folder, tmp_path, suffix):
    sheet = tmp_path / f"s{suffix}"
    with ReviewDB.open(folder) as db:
        assert export_sheet(db, sheet) == 2
    rows = _read(sheet)
    rows[1]["verdict"] = "accept"
    rows[2]["verdict"] = "edit"
    rows[2]["question"] = "费希纳定律：感觉量与刺激强度的什么成正比"
    _write(sheet, rows)
    with ReviewDB.open(folder) as db:
        db.set_required(1)
        result = import_sheet(db, sheet, "ann")
        assert result.applied == 2 and not result.findings
        first, second = db.candidates()
        assert first.status == "accepted" and second.payload["question"].startswith("费希纳定律：")
        again = import_sheet(db, sheet, "ann")  # the same sheet twice changes nothing
        assert again.applied == 0 and again.skipped == 2
        assert [f.code for f in again.findings] == ["stale"]  # the edit row was filled in on version 1


def test_sheet_with_unknown_ids_or_reviewers_names_file_and_line_and_imports_nothing(folder, tmp_path):
    sheet = tmp_path / "s.csv"
    with ReviewDB.open(folder) as db:
        export_sheet(db, sheet)
    rows = _read(sheet)
    rows[1]["verdict"] = "accept"
    rows[2]["verdict"] = "accept"
    rows[2]["reviewer"] = "zed"
    rows.append({**rows[1], "id": "GHOST:1", "verdict": "reject"})
    _write(sheet, rows)
    with ReviewDB.open(folder) as db:
        result = import_sheet(db, sheet, "ann")
        assert [(f.code, f.line) for f in result.errors] == [("unknown-reviewer", 3), ("unknown-id", 4)]
        assert "s.csv, line 3" in str(result.errors[0])
        assert result.applied == 0 and all(not r.decisions for r in db.candidates())


def test_conflicting_and_stale_rows_are_reported_not_applied(folder, tmp_path):
    cid = ids(folder)[0]
    vote(folder, cid, "ann")
    sheet = tmp_path / "s.csv"
    with ReviewDB.open(folder) as db:
        export_sheet(db, sheet)
    rows = _read(sheet)
    rows[1]["verdict"] = "reject"
    rows[2]["verdict"] = "accept"
    rows[2]["version"] = "7"
    _write(sheet, rows)
    with ReviewDB.open(folder) as db:
        result = import_sheet(db, sheet, "ann")
        assert {f.code for f in result.findings} == {"changed-decision", "stale"} and result.applied == 0
        assert db.candidate(cid).decisions[-1].verdict == "accept"
        assert import_sheet(db, sheet, "ann", replace=True).applied == 1
        assert db.candidate(cid).decisions[-1].verdict == "reject"


def test_agreement_uses_kappa_over_reviewers(folder):
    a, b = ids(folder)
    for who in ("ann", "bob"):
        vote(folder, a, who)
    vote(folder, b, "ann")
    vote(folder, b, "bob", "reject", passed=[])
    with ReviewDB.open(folder) as db:
        p = progress(db)
    assert p["agreement"]["method"] == "cohen" and p["agreement"]["percent_agreement"] == 0.5
    assert p["reviewers"]["ann"]["decisions"] == 2 and p["status"] == {"pending": 1, "adjudication": 1}


def test_publish_writes_accepted_questions_as_a_bank_with_a_card(folder, tmp_path, demo_inv):
    b, a = ids(folder)  # sorted: EXP-… (费希纳定律) before GEN-… (韦伯定律)
    for who in ("ann", "bob", "cy"):
        vote(folder, a, who)
        vote(folder, b, who, "reject", passed=["concept_sound"])
    inv = demo_inv.select(ids=IDS)
    out = tmp_path / "bank"
    with ReviewDB.open(folder) as db:
        result = publish(db, inv, out)
    assert sum(result.splits.values()) == 1 and result.missing == ["EXP-1-04"]
    bank = load_bank(str(out))
    (q,) = bank.records
    assert (q.subject, q.chapter, q.concept, q.extra["concept_id"]) == ("普通心理学", "感觉与知觉", "韦伯定律", "GEN-1-02")
    assert q.options[next(iter(q.answer))] == "是一个常数"
    card = result.card.read_text(encoding="utf-8")
    assert "Not 100%" in card and "EXP-1-04 费希纳定律" in card
    assert "| reviewers | question_sound | 1 |" in card


def test_publish_splits_are_stratified_by_concept():
    from types import SimpleNamespace

    from psyexam.concepts.publish import assign_splits

    rows = [SimpleNamespace(id=f"{c}:{i}", concept_id=c) for c in "abcde" for i in range(4)]
    splits = assign_splits(rows, seed=1)
    counts = {s: list(splits.values()).count(s) for s in ("dev", "valid", "test")}
    assert counts == {"dev": 2, "valid": 2, "test": 16}


def _read(path):
    if path.suffix == ".csv":
        with path.open(encoding="utf-8-sig", newline="") as f:
            r = list(csv.reader(f))
    else:
        r = [["" if v is None else str(v) for v in row] for row in load_workbook(path).active.iter_rows(values_only=True)]
    header = r[0]
    return [header] + [dict(zip(header, row)) for row in r[1:]]


def _write(path, rows):
    header, body = rows[0], rows[1:]
    if path.suffix == ".csv":
        with path.open("w", encoding="utf-8-sig", newline="") as f:
            w = csv.writer(f)
            w.writerow(header)
            w.writerows([row[h] for h in header] for row in body)
    else:
        from openpyxl import Workbook

        wb = Workbook()
        wb.active.append(header)
        for row in body:
            wb.active.append([row[h] for h in header])
        wb.save(path)
