"""Few-shot selection: same key, seeded, shared per key, never the question itself, train first."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from psyexam.bank.records import Part, QType, Question
from psyexam.prompt import ShotSelector, build_prompt, derive_seed, get_template, select_shots

DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data"


def _pool(make_q, n=20, subject="普通心理学", qtype=QType.SINGLE, split="train", tag="t"):
    answer = "AB" if qtype is QType.MULTI else "A"
    return [
        make_q(f"{subject}{tag}题{i}", qtype, answer=answer, subject=subject, split=split, id=f"{tag}{i}")
        for i in range(n)
    ]


def _ids(qs):
    return [q.id for q in qs]


def test_same_subject_and_type_only(make_q):
    pool = (
        _pool(make_q, 10)
        + _pool(make_q, 10, subject="发展心理学", tag="d")
        + _pool(make_q, 10, qtype=QType.MULTI, tag="m")
    )
    sel = ShotSelector(pool, 5, seed=1)
    for q in (make_q(split="test"), make_q(subject="发展心理学", split="test"),
              make_q(qtype=QType.MULTI, answer="AB", split="test")):
        shots = sel.for_question(q)
        assert len(shots) == 5
        assert all(s.subject == q.subject and s.qtype is q.qtype for s in shots)


def test_identical_for_every_question_of_a_key(make_q):
    sel = ShotSelector(_pool(make_q, 20), 5, seed=7)
    questions = [make_q(f"待答题{i}", split="test") for i in range(10)]
    first = _ids(sel.for_question(questions[0]))
    assert all(_ids(sel.for_question(q)) == first for q in questions)
    t = get_template("plain")
    prompts = [build_prompt(q, t, sel.for_question(q)) for q in questions]
    assert len({p.prefix for p in prompts}) == 1


def test_seeded(make_q):
    pool = _pool(make_q, 30)
    q = make_q(split="test")
    a = _ids(ShotSelector(pool, 5, seed=1).for_question(q))
    assert a == _ids(ShotSelector(pool, 5, seed=1).for_question(q))
    others = {tuple(_ids(ShotSelector(pool, 5, seed=s).for_question(q))) for s in range(2, 6)}
    assert any(o != tuple(a) for o in others)


def test_independent_of_pool_order(make_q):
    pool = _pool(make_q, 30)
    q = make_q(split="test")
    shuffled = pool[:]
    random.Random(3).shuffle(shuffled)
    assert _ids(ShotSelector(pool, 5, 11).for_question(q)) == _ids(ShotSelector(shuffled, 5, 11).for_question(q))


def test_excludes_the_question_itself_for_that_question_only(make_q):
    pool = _pool(make_q, 20)
    sel = ShotSelector(pool, 5, seed=3)
    base = sel.for_question(make_q(split="test"))
    order = sel.candidates(("普通心理学", QType.SINGLE))
    assert _ids(base) == _ids(order[:5])
    victim = base[2]
    got = sel.for_question(victim)  # evaluating a pool record (same id)
    assert victim.id not in _ids(got) and len(got) == 5
    assert _ids(got) == _ids(base[:2] + base[3:] + [order[5]])
    assert _ids(sel.for_question(make_q(split="test"))) == _ids(base)  # others unchanged


def test_excludes_duplicates_by_normalised_text_and_options(make_q):
    pool = _pool(make_q, 20)
    sel = ShotSelector(pool, 5, seed=3)
    target = sel.for_question(make_q(split="test"))[0]
    dup = make_q(" " + target.text.replace("题", " 题") + "\n", split="test", id="other-id",
                 options={"A": "识记 ", "B": "思维", "C": "想象", "D": "注意", "E": ""})
    assert target.id not in _ids(sel.for_question(dup))
    changed_option = make_q(target.text, split="test", id="other-id2",
                            options={"A": "别的", "B": "思维", "C": "想象", "D": "注意"})
    assert target.id in _ids(sel.for_question(changed_option))


def test_fullwidth_and_spacing_count_as_duplicate(make_q):
    a = make_q("ＡＢＣ　测试题（　）", id="x1")
    b = make_q("ABC 测试题( )", id="x2")
    sel = ShotSelector([a], 1, seed=0)
    assert sel.for_question(b) == []


def test_pool_duplicates_never_both_chosen(make_q):
    pool = _pool(make_q, 4) + [make_q("普通心理学t题0", id="dup0"), make_q("普通心理学t题1", id="dup1")]
    shots = ShotSelector(pool, 6, seed=0).for_question(make_q(split="test"))
    texts = [s.text for s in shots]
    assert len(texts) == len(set(texts)) == 4


def test_only_answered_items(make_q):
    pool = [
        make_q("无答案", answer=None, id="none"),
        make_q("指向空选项", answer="E", id="empty-opt"),
        make_q("有答案", answer="B", id="ok"),
        make_q("问答无参考", QType.QA, reference="  ", id="qa-blank"),
        make_q("问答有参考", QType.QA, reference="参考", id="qa-ok"),
    ]
    sel = ShotSelector(pool, 5, seed=0)
    assert _ids(sel.for_question(make_q(split="test"))) == ["ok"]
    assert _ids(sel.for_question(make_q("问", QType.QA, reference="r", split="test"))) == ["qa-ok"]


def test_train_preferred_over_dev(make_q):
    train, dev = _pool(make_q, 6, tag="t"), _pool(make_q, 6, split="dev", tag="d")
    q = make_q(split="test")
    assert {s.split for s in ShotSelector(train + dev, 5, 0).for_question(q)} == {"train"}
    shots = ShotSelector(train[:2] + dev, 5, 0).for_question(q)
    assert [s.split for s in shots] == ["train", "train", "dev", "dev", "dev"]
    assert {s.split for s in ShotSelector(dev, 5, 0).for_question(q)} == {"dev"}


def test_other_splits_never_used(make_q):
    pool = _pool(make_q, 5, split="test") + _pool(make_q, 5, split=None, tag="n")
    assert ShotSelector(pool, 3, 0).for_question(make_q(split="test")) == []
    assert len(ShotSelector(pool, 3, 0, splits=(None,)).for_question(make_q(split="test"))) == 3


def test_shortfall_reported(make_q):
    sel = ShotSelector(_pool(make_q, 3), 5, seed=0)
    assert sel.shortfalls == []
    assert len(sel.for_question(make_q(split="test"))) == 3
    assert len(sel.for_question(sel.candidates(("普通心理学", QType.SINGLE))[0])) == 2
    [short] = sel.shortfalls
    assert (short.subject, short.qtype, short.wanted, short.got) == ("普通心理学", QType.SINGLE, 5, 2)
    assert "2 of 5" in str(short)


def test_exclude_predicate_and_zero_k(make_q):
    pool = _pool(make_q, 10)
    shots = select_shots(pool, make_q(split="test"), 5, 0, exclude=lambda q: q.id in {"t0", "t1", "t2"})
    assert len(shots) == 5 and not {"t0", "t1", "t2"} & set(_ids(shots))
    assert select_shots(pool, make_q(split="test"), 0, 0) == []
    with pytest.raises(ValueError):
        ShotSelector(pool, -1, 0)


def test_derive_seed_is_stable():
    assert derive_seed(1, "a", QType.SINGLE) == derive_seed(1, "a", QType.SINGLE)
    assert derive_seed(1, "a", QType.SINGLE) != derive_seed(1, "a", QType.MULTI)
    assert derive_seed(1, None, QType.SINGLE) != derive_seed(1, "", QType.SINGLE)


_CHILD = """
import json, sys
sys.path.insert(0, {here!r})
from conftest import build_q
from psyexam.bank.records import QType
from psyexam.prompt import ShotSelector
subjects = ["普通心理学", "发展心理学", "社会心理学"]
pool = [build_q(f"{{s}}题{{i}}", t, answer="AB", subject=s, split=sp, id=f"{{s}}-{{t}}-{{sp}}-{{i}}")
        for s in subjects for t in (QType.SINGLE, QType.MULTI) for sp in ("train", "dev") for i in range(8)]
sel = ShotSelector(pool, 5, seed=42)
out = {{f"{{s}}/{{t}}": [x.id for x in sel.for_question(build_q("新题", t, answer="AB", subject=s, split="test"))]
       for s in subjects for t in (QType.SINGLE, QType.MULTI)}}
print(json.dumps(out, ensure_ascii=False, sort_keys=True))
"""


def test_deterministic_across_processes():
    code = _CHILD.format(here=str(Path(__file__).parent))
    outputs = []
    for hash_seed in ("1", "2", "12345"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        run = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
        outputs.append(json.loads(run.stdout))
    assert outputs[0] == outputs[1] == outputs[2]
    assert all(len(v) == 5 for v in outputs[0].values())


def _read_cpsyexam(split: str, name: str) -> list[Question]:
    path = DATA / "cpsyexam-unpacked" / "mcq" / split / f"{name}.json"
    if not path.exists():
        pytest.skip(f"real data absent: {path}")
    out = []
    for _i, r in enumerate(json.loads(path.read_text(encoding="utf-8"))):
        answer = r.get("answer")
        out.append(Question(
            id=r["id"], text=r["question"], qtype=QType(r["question_type"]), part=Part.KG,
            options=r["options"], answer=frozenset(answer) if answer and answer.isalpha() else None,
            subject=r["subject_name"], split=split, explanation=r.get("explanation"),
        ))
    return out


def test_real_cpsyexam_dev_questions_get_train_examples():
    name = "KG-GEE-发展心理学-单项选择题"
    train, dev = _read_cpsyexam("train", name), _read_cpsyexam("dev", name)
    sel = ShotSelector(train + dev, 5, seed=2024)
    base = None
    for q in dev:
        shots = sel.for_question(q)
        assert len(shots) == 5
        assert all(s.split == "train" and s.subject == q.subject and s.qtype is q.qtype for s in shots)
        assert q.id not in _ids(shots) and q.text.strip() not in {s.text.strip() for s in shots}
        base = base or _ids(shots)
    # all but the few dev questions that also sit in train share one example set
    same = sum(_ids(sel.for_question(q)) == base for q in dev)
    assert same >= len(dev) - 5
    assert sel.shortfalls == []
