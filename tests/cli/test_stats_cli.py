"""Tests for ``psyexam stats mcnemar``."""

from __future__ import annotations

import json

import pytest

from psyexam.cli import main


def test_mcnemar_text_exact(capsys):
    assert main(["stats", "mcnemar", "--table", "9959", "11", "1", "29"]) == 0
    out = capsys.readouterr().out
    assert "test used: exact binomial" in out
    assert "exact binomial p = 0.006348" in out
    assert "chi-square (continuity-corrected): 6.75" in out
    assert "9959" in out and "29" in out
    assert "reading: the two models differ (p < 0.05)" in out
    assert "the first is right more often" in out


def test_mcnemar_text_chi2_no_difference(capsys):
    assert main(["stats", "mcnemar", "--table", "9945", "25", "15", "15"]) == 0
    out = capsys.readouterr().out
    assert "test used: chi-square" in out
    assert "2.025, p = 0.1547" in out
    assert "reading: no evidence of a difference" in out


def test_mcnemar_json(capsys):
    assert main(["stats", "mcnemar", "--table", "9945", "25", "15", "15", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["table"] == [[9945, 25], [15, 15]]
    assert data["test"] == "chi2"
    assert data["statistic"] == pytest.approx(2.025)
    assert data["pvalue"] == pytest.approx(0.1547, abs=1e-4)
    assert data["reading"].startswith("no evidence")


def test_mcnemar_force_exact_and_alpha(capsys):
    args = ["stats", "mcnemar", "--table", "9945", "25", "15", "15", "--exact", "--json"]
    assert main(args + ["--alpha", "0.2"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["test"] == "exact" and data["pvalue"] == data["pvalue_exact"]
    assert data["reading"].startswith("the two models differ (p < 0.2)")


def test_mcnemar_no_discordant(capsys):
    assert main(["stats", "mcnemar", "--table", "5", "0", "0", "5", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["pvalue"] == 1.0 and data["statistic"] is None
    assert "never disagree" in data["reading"]


@pytest.mark.parametrize(
    ("cells", "message"),
    [(["1", "-2", "3", "4"], "must not be negative"), (["1", "2.5", "3", "4"], "not a whole number"),
     (["1", "x", "3", "4"], "not a whole number")],
)
def test_mcnemar_bad_input(capsys, cells, message):
    assert main(["stats", "mcnemar", "--table", *cells]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert message in captured.err
    assert captured.err.count("\n") == 1
    assert "Traceback" not in captured.err


def test_mcnemar_wrong_arity(capsys):
    assert main(["stats", "mcnemar", "--table", "1", "2", "3"]) == 2
    assert "4 arguments" in capsys.readouterr().err
