"""Split: the same count per exam group, subjects uniform, clusters whole, seeded."""

from __future__ import annotations

from collections import Counter

from psyexam.bank.records import CACategory, Part, QType, Question
from psyexam.build.split import SplitConfig, split


def _records() -> list[Question]:
    out = []
    # GEE: 3 subjects of unequal size; PCE: 2 subjects; CA: 2 categories
    for exam, sizes in (("GEE", (30, 12, 6)), ("PCE", (20, 20))):
        for s, size in enumerate(sizes):
            for i in range(size):
                out.append(Question(id=f"{exam}-{s}-{i}", text="t", part=Part.KG, exam=exam, subject=f"S{s}",
                                    qtype=QType.MULTI if i % 3 == 0 else QType.SINGLE))
    for c, cat in enumerate((CACategory.DIAGNOSIS, CACategory.TREATMENT)):
        for i in range(15):
            out.append(Question(id=f"CA-{c}-{i}", text="t", qtype=QType.SINGLE, part=Part.CA, ca_category=cat))
    return out


CFG = SplitConfig(test_per_exam=9, dev_per_exam=3, reserved_per_exam=3, seed=7)


def test_every_group_gives_the_same_counts_and_nothing_is_lost():
    records = _records()
    result = split(records, [], CFG)
    for group in ("GEE", "PCE", "CA"):
        assert {k: v for k, v in result.groups[group].items() if k != "train"} == {"test": 9, "dev": 3, "reserved": 3}
    assert sum(len(v) for v in result.splits.values()) == len(records)
    assert all(q.split in ("train", "dev", "test", "reserved") for q in records)
    assert not result.findings


def test_subjects_take_turns():
    records = _records()
    split(records, [], CFG)
    test_gee = Counter(q.subject for q in records if q.exam == "GEE" and q.split == "test")
    assert sorted(test_gee.values()) == [3, 3, 3]


def test_types_are_kept_in_proportion():
    records = _records()
    split(records, [], SplitConfig(test_per_exam=20, dev_per_exam=0, reserved_per_exam=0, seed=1))
    pce = [q for q in records if q.exam == "PCE" and q.split == "test"]
    multi = sum(q.qtype is QType.MULTI for q in pce)
    assert 6 <= multi <= 8  # a third of 20, as in the pool


def test_clusters_stay_in_one_split():
    records = _records()
    clusters = [[f"GEE-0-{i}", f"GEE-1-{i}", f"PCE-0-{i}"] for i in range(10)]
    split(records, clusters, CFG)
    by_id = {q.id: q.split for q in records}
    for ids in clusters:
        assert len({by_id[i] for i in ids}) == 1, ids


def test_seeded_and_deterministic():
    a, b = _records(), _records()
    split(a, [], CFG)
    split(b, [], CFG)
    assert [q.split for q in a] == [q.split for q in b]
    c = _records()
    split(c, [], SplitConfig(test_per_exam=9, dev_per_exam=3, reserved_per_exam=3, seed=8))
    assert [q.split for q in a] != [q.split for q in c]


def test_a_small_group_is_reported():
    records = _records()
    result = split(records, [], SplitConfig(test_per_exam=40, dev_per_exam=0, reserved_per_exam=0))
    assert {f.file for f in result.findings if f.code == "split_shortfall"} == {"CA"}
    assert result.groups["CA"]["test"] == 30
