"""The built-in demo bank: well formed, balanced, and identical to what its sources produce."""

from __future__ import annotations

import importlib.util
import json
import re
from collections import Counter, defaultdict
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DEMO = ROOT / "src" / "psyexam" / "bank" / "data" / "demo.jsonl"
BUILD = ROOT / "scripts" / "demo_bank" / "build.py"

FIELDS = {"id", "question", "type", "part", "options", "answer", "exam", "subject", "chapter",
          "concept", "ca_category", "split", "explanation", "extra"}
CHOICE = ("single", "multi")
ID_RE = re.compile(r"^demo-[a-z]+-\d{3}$")


@pytest.fixture(scope="module")
def items() -> list[dict]:
    lines = DEMO.read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines]


def _singles(items: list[dict], split: str | None = None) -> list[dict]:
    return [r for r in items if r["type"] == "single" and (split is None or r["split"] == split)]


def test_every_line_is_an_object_with_known_fields(items):
    for r in items:
        assert isinstance(r, dict)
        assert set(r) <= FIELDS, (r["id"], set(r) - FIELDS)
        for key in ("id", "question", "type", "part", "answer", "exam", "subject", "chapter",
                    "concept", "split", "explanation"):
            assert isinstance(r.get(key), str) and r[key].strip(), (r.get("id"), key)


def test_size_and_type_mix(items):
    assert len(items) >= 150
    types = Counter(r["type"] for r in items)
    assert set(types) == {"single", "multi", "qa"}
    share = {t: n / len(items) for t, n in types.items()}
    # Roughly 60 / 25 / 15 per cent.
    assert 0.55 <= share["single"] <= 0.67, share
    assert 0.20 <= share["multi"] <= 0.30, share
    assert 0.10 <= share["qa"] <= 0.20, share


def test_subjects_chapters_and_concepts(items):
    chapters: dict[str, set[str]] = defaultdict(set)
    for r in items:
        chapters[r["subject"]].add(r["chapter"])
    assert len(chapters) >= 8
    for subject, names in chapters.items():
        assert 2 <= len(names) <= 4, (subject, names)
    concepts = {(r["subject"], r["chapter"], r["concept"]) for r in items}
    assert len(concepts) >= len(items) // 2


def test_parts_and_case_categories(items):
    assert {r["part"] for r in items} == {"KG", "CA"}
    for r in items:
        if r["part"] == "CA":
            assert r.get("ca_category") in ("method", "diagnosis", "treatment"), r["id"]
        else:
            assert "ca_category" not in r, r["id"]
    cats = Counter(r["ca_category"] for r in items if r["part"] == "CA")
    assert set(cats) == {"method", "diagnosis", "treatment"}
    assert min(cats.values()) >= 5, cats


def test_choice_answers_are_valid(items):
    for r in items:
        if r["type"] not in CHOICE:
            assert "options" not in r, r["id"]
            continue
        opts = r["options"]
        assert list(opts) == ["A", "B", "C", "D"], r["id"]
        assert all(isinstance(t, str) and t.strip() for t in opts.values()), r["id"]
        assert len(set(opts.values())) == 4, r["id"]
        ans = r["answer"]
        assert ans == "".join(sorted(set(ans))), r["id"]
        assert set(ans) <= set(opts), r["id"]
        if r["type"] == "single":
            assert len(ans) == 1, r["id"]
        else:
            assert 2 <= len(ans) <= 4, r["id"]


def test_multi_answers_vary(items):
    multis = [r["answer"] for r in items if r["type"] == "multi"]
    sizes = Counter(len(a) for a in multis)
    assert sizes[2] and sizes[3] and sizes[4], sizes
    assert sizes[4] <= len(multis) // 5, sizes
    assert max(Counter(multis).values()) <= len(multis) // 3


def test_qa_reference_answers_are_concise(items):
    for r in items:
        if r["type"] == "qa":
            sentences = [s for s in re.split(r"[。！？]", r["answer"]) if s.strip()]
            assert 3 <= len(sentences) <= 6, (r["id"], len(sentences))


def test_ids_and_questions_are_unique(items):
    ids = [r["id"] for r in items]
    assert all(ID_RE.match(i) for i in ids)
    assert len(set(ids)) == len(ids)
    texts = [re.sub(r"\s+", "", r["question"]) for r in items]
    assert len(set(texts)) == len(texts)


def test_splits(items):
    assert {r["split"] for r in items} == {"train", "test"}
    assert sum(r["split"] == "test" for r in items) >= 112
    for subject in {r["subject"] for r in items}:
        train = [r for r in items if r["subject"] == subject and r["split"] == "train"]
        assert len(train) >= 4, subject
        assert {"single", "multi"} <= {r["type"] for r in train}, subject


@pytest.mark.parametrize("split", [None, "train", "test"])
def test_single_answer_positions_are_balanced(items, split):
    singles = _singles(items, split)
    counts = Counter(r["answer"] for r in singles)
    for letter in "ABCD":
        share = counts[letter] / len(singles)
        assert 0.20 <= share <= 0.30, (split, dict(counts))


def test_jsonl_matches_its_sources():
    if not BUILD.exists():
        pytest.skip("scripts/demo_bank is not part of this checkout")
    spec = importlib.util.spec_from_file_location("demo_bank_build", BUILD)
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    assert DEMO.read_text(encoding="utf-8") == build.render(), "rerun scripts/demo_bank/build.py"


def test_load_bank_reads_every_item_without_errors(items):
    loaders = pytest.importorskip("psyexam.bank.loaders")
    if not hasattr(loaders, "load_bank"):
        pytest.skip("load_bank is not available yet")
    from psyexam.bank.findings import Severity

    bank = loaders.load_bank("demo")
    assert [q.id for q in bank.records] == [r["id"] for r in items]
    assert len(bank.usable()) == len(items)
    problems = [f for f in bank.findings if f.severity in (Severity.FATAL, Severity.ERROR)]
    assert problems == [], [str(f) for f in problems]
    by_id = {r["id"]: r for r in items}
    for q in bank.records:
        assert q.answer_text == by_id[q.id]["answer"], q.id
        assert q.has_answer and q.explanation


def test_validate_finds_nothing_wrong():
    check = pytest.importorskip("psyexam.bank.check")
    loaders = pytest.importorskip("psyexam.bank.loaders")
    if not hasattr(loaders, "load_bank"):
        pytest.skip("load_bank is not available yet")
    bank = loaders.load_bank("demo", validate=False)
    check.validate(bank)
    assert [str(f) for f in bank.findings] == []


def test_hand_tags_are_on_test_items_with_known_values(items):
    tagged = [r for r in items if "extra" in r]
    assert len(tagged) >= 36
    for r in tagged:
        assert r["split"] == "test", r["id"]
        assert set(r["extra"]) == {"difficulty", "level"}, r["id"]
        assert r["extra"]["difficulty"] in ("易", "中", "难") and r["extra"]["level"] in ("识记", "理解", "应用")
    values = {(k, v) for r in tagged for k, v in r["extra"].items()}
    assert {("difficulty", d) for d in "易中难"} <= values  # every value occurs, or a grouping would be empty
