"""The extractor against a hand-labelled file of realistic replies (``data/responses.jsonl``)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from psyexam.score import extract_choice, letters_text

DATA = Path(__file__).resolve().parent / "data" / "responses.jsonl"


def _rows() -> list[dict]:
    return [json.loads(line) for line in DATA.read_text(encoding="utf-8").splitlines() if line.strip()]


def test_file_is_varied_enough():
    rows = _rows()
    assert len(rows) >= 80
    types = Counter(r["question_type"] for r in rows)
    assert types["single"] >= 30 and types["multi"] >= 20
    assert sum(r["expected"] is None for r in rows) >= 15, "needs unreadable replies too"
    assert len({r["id"] for r in rows}) == len(rows)


def test_extractor_matches_every_labelled_reply():
    rows = _rows()
    misses, methods = [], Counter()
    for r in rows:
        ex = extract_choice(r["response"], r["options"], r["question_type"])
        methods[ex.method] += 1
        got = letters_text(ex.letters)
        if got != r["expected"]:
            misses.append(f"{r['id']} ({r['note']}): got {got} via {ex.method}, expected {r['expected']}")
    agree = len(rows) - len(misses)
    print(f"\nextractor agrees with the labels on {agree}/{len(rows)} replies ({100 * agree / len(rows):.1f}%)")
    print("methods:", dict(sorted(methods.items())))
    assert not misses, "\n".join(misses)
