"""`psyexam report --contamination`: clean-subset rescoring in the report, its JSON and its figure."""

from __future__ import annotations

import json

import pytest

from psyexam.cli import main
from psyexam.contamination.result import write_result
from tests.contamination.test_rescore import result, verdict
from tests.report.runfolders import outcomes, write_run


@pytest.fixture
def folders(tmp_path):
    # run a: 1111110000 (6/10); run b: 1010101010 (5/10); q0..q3 contaminated, q4..q8 clean, q9 unknown
    a = write_run(tmp_path / "a", outcomes("1111110000"), model="mock:A")
    b = write_run(tmp_path / "b", outcomes("1010101010"), model="mock:B")
    file = tmp_path / "contamination.json"
    write_result(file, result([verdict(f"q{i}", i < 4) for i in range(9)] + [verdict("x", True)]))
    return a, b, file, tmp_path


def test_report_json_carries_the_clean_subset(folders, capsys):
    a, b, file, tmp = folders
    assert main(["report", str(a), str(b), "--contamination", str(file), "--json", "--resamples", "500",
                 "--plots", str(tmp / "plots")]) == 0
    doc = json.loads(capsys.readouterr().out)
    rows = {r["run"].split(" ")[0]: r for r in doc["contamination"]["runs"]}
    ra, rb = rows["mock:A"], rows["mock:B"]
    # a: clean q4..q8 = 1,1,0,0,0 -> 2/5; contaminated q0..q3 = 4/4; all 6/10
    assert (ra["n"], ra["clean_n"], ra["contaminated_n"], ra["unknown"], ra["file_only"]) == (10, 5, 4, 1, 1)
    assert ra["accuracy_all"]["estimate"] == pytest.approx(0.6)
    assert ra["accuracy_clean"]["estimate"] == pytest.approx(0.4)
    assert ra["accuracy_contaminated"]["estimate"] == pytest.approx(1.0)
    assert ra["difference"]["estimate"] == pytest.approx(-0.2)
    assert ra["share_clean"] == pytest.approx(5 / 9)
    # b: clean q4..q8 = 1,0,1,0,1 -> 3/5; all 5/10
    assert rb["accuracy_clean"]["estimate"] == pytest.approx(0.6)
    assert rb["difference"]["estimate"] == pytest.approx(0.1)
    assert any(p.endswith("clean_subset.png") for p in doc["figures"])
    assert (tmp / "plots" / "clean_subset.svg").stat().st_size > 2000


def test_report_table_and_html(folders, capsys):
    a, _, file, tmp = folders
    assert main(["report", str(a), "--contamination", str(file), "--md", "--resamples", "500",
                 "--html", str(tmp / "r.html")]) == 0
    out = capsys.readouterr().out
    assert "Accuracy on clean and contaminated items" in out
    assert "| 10 | 5 | 4 | 1 | 55.6 | 60.0 [" in out
    assert "not in the contamination file" in out
    page = (tmp / "r.html").read_text(encoding="utf-8")
    assert "Accuracy on clean and contaminated items" in page and "GPT-3 Figure 4.2 style" in page


def test_a_file_of_another_kind_is_one_line(folders, capsys):
    a, _, _, tmp = folders
    bad = tmp / "bad.json"
    bad.write_text('{"format": "something-else"}', encoding="utf-8")
    assert main(["report", str(a), "--contamination", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "not a psyexam contamination result" in err and "Traceback" not in err
