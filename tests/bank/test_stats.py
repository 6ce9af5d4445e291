"""Bank statistics: the CPsyExam paper's Table 1 from the records' own fields."""

from __future__ import annotations

from pathlib import Path

import pytest

from psyexam.bank.bank import Bank
from psyexam.bank.check import validate
from psyexam.bank.findings import Finding, Severity
from psyexam.bank.loaders import cpsyexam
from psyexam.bank.records import CACategory, Part, Provenance, QType, Question
from psyexam.bank.stats import compute

DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data"


def _q(n, split, part, qtype, **kw) -> Question:
    return Question(id=f"q{n}", text=f"题{n}", qtype=qtype, part=part, split=split,
                    source=Provenance("f", n), **kw)


def test_compute_small_bank():
    records = [
        _q(1, "train", Part.KG, QType.SINGLE, exam="GEE", subject="普通心理学", chapter="感觉"),
        _q(2, "train", Part.KG, QType.MULTI, exam="GEE", subject="普通心理学"),
        _q(3, "test", Part.CA, QType.SINGLE, ca_category=CACategory.DIAGNOSIS),
        _q(4, "test", Part.CA, QType.QA),
        _q(5, None, Part.KG, QType.QA),
    ]
    bank = Bank("t", records, [Finding("x", Severity.ERROR, "f", "m", position=2)])
    s = compute(bank)
    assert s.splits == ["train", "test", "(none)"]
    assert s.counts["train"]["KG"] == {"MCQA": 1, "MRQA": 1, "QA": 0}
    assert s.counts["test"]["CA"] == {"MCQA": 1, "MRQA": 0, "QA": 1}
    assert s.counts["(none)"]["KG"]["QA"] == 1
    assert s.by_exam == {"GEE": {"train": 2}}
    assert s.by_subject == {"普通心理学": {"train": 2}}
    assert s.by_chapter == {"感觉": {"train": 1}}
    assert s.by_ca_category == {"diagnosis": {"test": 1}}
    assert s.total == 5 and s.quarantined["train"] == 1 and s.usable["train"] == 1
    d = s.to_dict()
    assert d["counts"]["test"]["CA"]["QA"] == 1 and d["totals"]["all"] == 5


@pytest.mark.skipif(not (DATA / "cpsyexam" / "cpsyexam.zip").exists(), reason="CPsyExam release not present")
@pytest.mark.parametrize("sub", ["cpsyexam", "cpsyexam-unpacked"])
def test_table1_on_release(sub):
    bank = cpsyexam.load(DATA / sub)
    validate(bank)
    c = compute(bank).counts
    mcq = {s: {t: c[s]["KG"][t] + c[s]["CA"][t] for t in ("MCQA", "MRQA", "QA")} for s in c}
    # CPsyExam paper Table 1 / the release README
    assert (mcq["train"]["MCQA"], mcq["train"]["MRQA"]) == (6896, 2959)
    assert (mcq["dev"]["MCQA"], mcq["dev"]["MRQA"]) == (769, 328)
    assert (c["test"]["KG"]["MCQA"], c["test"]["KG"]["MRQA"]) == (2321, 781)
    assert (c["test"]["CA"]["MCQA"], c["test"]["CA"]["MRQA"]) == (600, 200)
    assert (mcq["train"]["QA"], mcq["dev"]["QA"], mcq["test"]["QA"]) == (2921, 323, 200)
    # the KG/CA split of train and dev, counted from the records' own kind fields
    assert c["train"]["CA"]["MCQA"] + c["train"]["CA"]["MRQA"] == 773
    assert c["train"]["KG"]["MCQA"] + c["train"]["KG"]["MRQA"] == 9082
    assert c["dev"]["CA"]["MCQA"] + c["dev"]["CA"]["MRQA"] == 88
    s = compute(bank)
    assert set(s.by_exam) == {"GEE", "PCE", "TQE", "SSE"}
    assert set(s.by_ca_category) == {"method", "diagnosis", "treatment"}
    assert sum(s.by_ca_category["method"].values()) == sum(
        1 for q in bank.records if q.ca_category is CACategory.METHOD)
