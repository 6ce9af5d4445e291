"""`psyexam mink` with the mock backend: texts, JSON, failures and the backends that cannot score tokens."""

from __future__ import annotations

import json

import pytest

from psyexam.cli import main
from psyexam.contamination.minkprob import lowest_mean
from psyexam.model.providers.baseline import stable_hash


@pytest.fixture(autouse=True)
def in_tmp(tmp_path, monkeypatch):
    """The calls' default store (mink/<model>) goes under the working folder."""
    monkeypatch.chdir(tmp_path)


def mock_mink(text: str, k: float) -> float:
    """What the mock backend's Min-K% of ``text`` is, from its documented rule."""
    chars = [c for c in text if not c.isspace()]
    return lowest_mean([-1.0 - stable_hash("mock-token", a + b) % 8 for a, b in zip(chars, chars[1:])], k)


def test_text_files_json(tmp_path, capsys):
    a, b = tmp_path / "a.txt", tmp_path / "b.txt"
    a.write_text("认知心理学研究注意与记忆", encoding="utf-8")
    b.write_text("x", encoding="utf-8")  # one character: no scored token
    out = tmp_path / "mink.json"
    assert main(["mink", "--text", str(a), "--text", str(b), "--model", "mock", "--k", "50",
                 "--json", "--out", str(out)]) == 1  # one text failed
    doc = json.loads(capsys.readouterr().out)
    assert json.loads(out.read_text(encoding="utf-8")) == doc
    first, second = doc["items"]
    assert first["tokens"] == 11 and first["mink"] == pytest.approx(mock_mink("认知心理学研究注意与记忆", 50))
    assert first["minkpp"] == pytest.approx((first["mink"] + 4.5) / 2.0)
    assert second["error"] == "no scored token (text too short)"
    assert doc["summary"]["failed"] == 1 and doc["fields"] == "text file"


def test_bank_items_table(tmp_path, capsys):
    assert main(["mink", "demo", "--model", "mock", "--limit", "3", "--fields", "question+options"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0] == "id\ttokens\tMin-20%\tMin-20%++"
    assert len([line for line in out.splitlines() if line.startswith("demo-")]) == 3
    assert "3 texts (question+options) · 0 failed" in out and "not a proof" in out
    assert (tmp_path / "mink" / "mock" / "results.sqlite").exists()


@pytest.mark.parametrize("argv, message", [
    (["mink", "demo", "--model", "random"], "cannot score a text's tokens"),
    (["mink", "--model", "mock"], "give a bank SPEC"),
    (["mink", "demo", "--model", "mock", "--split", "nosuch"], "no usable item in split(s) nosuch"),
])
def test_user_errors_are_one_line(argv, message, capsys):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err
