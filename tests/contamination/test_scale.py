"""Workers, shards and Ctrl-C: the same answer however the corpus is cut, and a partial one when stopped."""

from __future__ import annotations

import pytest

from psyexam.contamination import Settings, find_contamination, scan, workers
from psyexam.contamination.corpus import read_blocks

from .conftest import question, write_jsonl

STEMS = ["下列关于弗洛伊德人格结构理论的说法中正确的是哪一项", "艾宾浩斯遗忘曲线表明遗忘的进程是先快后慢的规律",
         "皮亚杰认为儿童认知发展的具体运算阶段的主要特点是什么", "the quick brown fox jumps over the lazy dog and then runs far away"]
QS = [question(f"q{i}", s) for i, s in enumerate(STEMS)]


@pytest.fixture
def corpus(tmp_path):
    filler = ["无关的一行文字，说的是别的事情。" * 3] * 400
    write_jsonl(tmp_path / "a.jsonl", filler + ["前文" + STEMS[0][3:20]] + filler + [STEMS[1]])
    (tmp_path / "b.txt").write_text("\n".join(filler + [STEMS[0]] + filler + [STEMS[3].upper()]) + "\n")
    write_jsonl(tmp_path / "c.jsonl.gz", filler + [STEMS[2][:15]])
    (tmp_path / "a.jsonl").write_bytes((tmp_path / "a.jsonl").read_bytes() + b"{bad\n")
    return tmp_path


def run(corpus, **kw):
    return find_contamination(QS, Settings(corpus=[str(corpus)]), **kw).to_json()


def without_time(result: dict) -> dict:
    result["summary"].pop("seconds")
    return result


def test_two_workers_and_small_shards_give_the_same_result_as_one(corpus):
    one = without_time(run(corpus))
    assert one["summary"]["contaminated"] == 4 and one["summary"]["bad_lines"] == 1
    assert without_time(run(corpus, workers=2, shard_bytes=4096)) == one
    assert without_time(run(corpus, workers=1, shard_bytes=777)) == one


def test_ctrl_c_in_the_reader_keeps_a_partial_result(corpus, monkeypatch):
    calls = {"n": 0}

    def interrupted(shard, text_field="text", block_bytes=0):
        for block in read_blocks(shard, text_field, block_bytes=1000):
            calls["n"] += 1
            if calls["n"] == 3:
                raise KeyboardInterrupt
            yield block

    monkeypatch.setattr(scan, "read_blocks", interrupted)
    r = find_contamination(QS, Settings(corpus=[str(corpus)]))
    s = r.summary
    assert s.partial and 0 < s.bytes_scanned < s.bytes_total
    assert s.documents > 0 and s.contaminated < 4


def test_ctrl_c_with_workers_stops_them_and_keeps_what_they_found(corpus, monkeypatch):
    real_wait = workers.wait
    calls = {"n": 0}

    def wait(*args, **kw):
        calls["n"] += 1
        if calls["n"] == 2:
            raise KeyboardInterrupt
        return real_wait(*args, **kw)

    monkeypatch.setattr(workers, "wait", wait)
    r = find_contamination(QS, Settings(corpus=[str(corpus)]), workers=2, shard_bytes=2048)
    assert r.summary.partial
    assert r.summary.bytes_scanned < r.summary.bytes_total


def test_stop_between_blocks_ends_a_shard_early(corpus):
    from psyexam.contamination.corpus import discover, plan_shards
    from psyexam.contamination.index import build_index

    shard = plan_shards(discover([str(corpus / "b.txt")]))[0]
    r = scan.scan_shard(build_index(QS), shard, stop=lambda: True, block_bytes=1000)
    assert not r.complete and 0 < r.bytes < shard.size


@pytest.mark.parametrize("seed", [3, 4])
def test_hash_lookups_find_what_the_automaton_finds(corpus, monkeypatch, seed):
    import random

    from psyexam.contamination import index

    rng = random.Random(seed)
    chars = "心理学认知发展记忆学习情绪动机人格社会儿童教育能力过程理论研究"
    words = ["28岁", "SCL-90", "IQ", "l7", "Beck", "3.5", "ABC理论", "p<0.05", "ⅱ", "…", "ß"]

    def text(k: int) -> str:
        return "".join(rng.choice(words) if rng.random() < 0.15 else rng.choice(chars) for _ in range(k))

    # n-grams of CJK characters, with letters and digits, and short items (whole texts shorter than n)
    qs = QS + [question(f"r{i}", text(rng.randint(3, 40))) for i in range(300)]
    pieces = [q.text[a:a + rng.randint(3, 20)] for q in qs[len(QS):] for a in [rng.randint(0, 10)]]
    # a third of the documents hold letters and digits (often "ⅱ", "ß" or "…": characters that take the string path)
    docs = [(text(200) if i % 3 == 0 else "".join(rng.choices(chars, k=200)))
            + rng.choice(["，", " ", "x", "中"]).join(rng.sample(pieces, 5)) for i in range(300)]
    write_jsonl(corpus / "random.jsonl", docs)
    settings = Settings(corpus=[str(corpus)])
    hashed = without_time(find_contamination(qs, settings).to_json())
    index._LAST_AUTOMATON.clear()
    monkeypatch.setattr(index, "_hash_matchers", lambda _: ([], set()))
    plain = without_time(find_contamination(qs, settings).to_json())
    assert hashed == plain
    assert hashed["summary"]["contaminated"] > 10
    index._LAST_AUTOMATON.clear()
