"""find_duplicates: canonical record, conflicts, repeated ids, findings, progress, configuration."""

from __future__ import annotations

from pathlib import Path

import pytest

from psyexam.bank.records import Part, Provenance, QType, Question
from psyexam.build import DedupConfig, find_duplicates
from psyexam.errors import PsyexamError

OPTS = {"A": "自由联想", "B": "系统脱敏", "C": "厌恶疗法", "D": "满灌疗法"}
STEM = "精神分析疗法的基本技术是（ ）"


def _q(rid: str, text: str = STEM, options: dict[str, str] | None = None, answer: str | None = "A",
       qtype: QType = QType.SINGLE, explanation: str | None = None, position: int = 1,
       split: str | None = None) -> Question:
    opts = dict(OPTS if options is None else options)
    return Question(id=rid, text=text, qtype=qtype, part=Part.KG, options=opts, split=split,
                    answer=frozenset(answer) if answer else None, explanation=explanation,
                    source=Provenance("bank.jsonl", position))


class Recorder:
    """A Progress that remembers what it was told."""

    def __init__(self) -> None:
        self.total: int | None = None
        self.advanced = 0
        self.stopped = 0

    def start(self, total: int) -> None:
        self.total = total

    def advance(self, ok: bool, unparsed: bool = False) -> None:
        self.advanced += 1

    def stop(self) -> None:
        self.stopped += 1


# -- canonical record ------------------------------------------------------------------------

def test_canonical_prefers_a_record_without_defects() -> None:
    broken = _q("broken", answer="E")  # answer points at no option
    fine = _q("fine", "1. " + STEM)
    result = find_duplicates([broken, fine])
    assert result.clusters[0].canonical == "fine"


def test_canonical_prefers_an_answer_then_an_explanation_then_more_options() -> None:
    hidden = _q("hidden", answer=None)
    bare = _q("bare")
    explained = _q("explained", explanation="自由联想是精神分析的基本技术")
    assert find_duplicates([hidden, bare]).clusters[0].canonical == "bare"
    assert find_duplicates([bare, explained]).clusters[0].canonical == "explained"
    fewer = _q("fewer", options={**OPTS, "E": ""})
    more = _q("more", options={**OPTS, "E": "以上都不是"})
    assert find_duplicates([fewer, more]).clusters == []  # another option set: another question
    assert find_duplicates([_q("first"), _q("second")]).clusters[0].canonical == "first"


def test_ids_repeat_but_positions_tell_records_apart() -> None:
    same = [_q("x", position=1), _q("y", position=2), _q("x", position=3)]
    other = _q("x", "下列属于行为疗法的是（ ）", position=4)
    result = find_duplicates([*same, other])
    assert len(result.clusters) == 1
    cluster = result.clusters[0]
    assert cluster.ids == ["x", "y", "x"] and cluster.positions == [0, 1, 2]
    assert cluster.canonical == "x" and cluster.canonical_position == 0
    assert result.cluster_of("x") is cluster and result.cluster_of("nope") is None
    assert result.dropped_positions() == {1, 2}


# -- conflicts -------------------------------------------------------------------------------

def test_answers_are_compared_by_option_text() -> None:
    a = _q("a", answer="A")
    same = _q("same", options={"A": "满灌疗法", "B": "厌恶疗法", "C": "系统脱敏", "D": "自由联想"}, answer="D")
    other = _q("other", options={"A": "满灌疗法", "B": "厌恶疗法", "C": "系统脱敏", "D": "自由联想"}, answer="A")
    assert find_duplicates([a, same]).conflicts == []
    result = find_duplicates([a, same, other])
    assert [c.ids for c in result.conflicts] == [["a", "same", "other"]]
    codes = [f.code for f in result.findings if f.code == "duplicate_conflict"]
    assert len(codes) == 3 and all(f.severity == "error" for f in result.findings if f.code == "duplicate_conflict")


def test_hidden_answers_never_conflict() -> None:
    result = find_duplicates([_q("a", answer="A"), _q("b", answer=None), _q("c", answer=None)])
    assert len(result.clusters) == 1 and result.conflicts == []


def test_multi_answers_and_answers_pointing_at_nothing() -> None:
    a = _q("a", answer="AB", qtype=QType.MULTI)
    b = _q("b", options={"A": "系统脱敏", "B": "自由联想", "C": "厌恶疗法", "D": "满灌疗法"}, answer="AB",
           qtype=QType.MULTI)
    c = _q("c", answer="AF", qtype=QType.MULTI)
    assert find_duplicates([a, b]).conflicts == []
    result = find_duplicates([a, b, c])
    assert len(result.conflicts) == 1 and "?F" in result.conflicts[0].answers[2]


# -- findings --------------------------------------------------------------------------------

def test_findings_name_the_copies_and_the_kept_record() -> None:
    result = find_duplicates([_q("a"), _q("b", "（2019年真题）" + STEM), _q("c", "精神分析疗法的基本技木是（ ）"),
                              _q("d", "下列属于行为疗法的是（ ）")])
    by_id = {f.id: f for f in result.findings}
    assert set(by_id) == {"b", "c"}
    assert by_id["b"].code == "exact_duplicate" and "duplicate of a" in by_id["b"].message
    assert by_id["c"].code == "near_duplicate" and all(f.severity == "info" for f in by_id.values())
    assert result.clusters[0].kind == "near"


def test_records_without_text_are_counted_not_dropped() -> None:
    result = find_duplicates([_q("a", "  "), _q("b", "（ ）"), _q("c"), _q("d")])
    not_compared = sorted(f.id for f in result.findings if f.code == "not_compared")
    assert not_compared == ["a", "b"]
    assert result.stats.records == 4 and result.stats.compared == 2
    assert [c.ids for c in result.clusters] == [["c", "d"]]


# -- scale guards ----------------------------------------------------------------------------

def test_short_texts_do_not_collapse_together() -> None:
    words = ["强化", "记忆", "动机", "人格", "气质", "智力", "情绪", "意志", "注意", "思维"]
    records = [_q(str(i), w, {"A": f"{w}甲", "B": f"{w}乙"}) for i, w in enumerate(words)]
    records += [_q(f"s{i}", w, {"A": "是", "B": "否"}) for i, w in enumerate(words)]
    result = find_duplicates(records)
    assert result.clusters == []


def test_oversized_buckets_are_windowed_and_reported() -> None:
    records = [_q(str(i), STEM + f"（{'甲乙丙丁戊己庚辛'[i % 8]}{i}）") for i in range(12)]
    # twelve stems that differ only in a number: one bucket, never one question
    config = DedupConfig(max_bucket=4, window=2)
    result = find_duplicates(records, config)
    assert result.clusters == []
    capped = [f for f in result.findings if f.code == "dedup_bucket_capped"]
    assert len(capped) == 1 and result.stats.capped_buckets >= 1


def test_oversized_bucket_of_real_copies_still_clusters() -> None:
    records = [_q(str(i), ("" if i % 2 else f"{i}. ") + STEM.replace("技术", "技木" if i % 3 else "技术"))
               for i in range(30)]
    result = find_duplicates(records, DedupConfig(max_bucket=4, window=2))
    assert len(result.clusters) == 1 and len(result.clusters[0].ids) == 30


def test_progress_counts_two_steps_per_record_and_stops() -> None:
    rec = Recorder()
    find_duplicates([_q("a"), _q("b"), _q("c", "下列属于行为疗法的是（ ）")], progress=rec)
    assert rec.total == 6 and rec.advanced == 6 and rec.stopped == 1


@pytest.mark.parametrize("kwargs", [
    {"threshold": 0}, {"threshold": 1.5}, {"max_typos": -1}, {"num_perm": 100, "bands": 32}, {"max_bucket": 1},
])
def test_bad_configuration_is_a_user_error(kwargs: dict) -> None:
    with pytest.raises(PsyexamError):
        DedupConfig(**kwargs)


def test_threshold_one_keeps_only_exact_duplicates() -> None:
    records = [_q("a"), _q("b", "精神分析疗法的基本技木是（ ）"), _q("c", "1." + STEM)]
    result = find_duplicates(records, DedupConfig(threshold=1.0))
    assert [c.ids for c in result.clusters] == [["a", "c"]]


# -- the real release ------------------------------------------------------------------------

RELEASE = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "cpsyexam"


@pytest.mark.slow
@pytest.mark.skipif(not (RELEASE / "cpsyexam.zip").exists(), reason="CPsyExam release not present")
def test_every_verbatim_duplicate_the_checker_finds_is_clustered() -> None:
    from psyexam.bank.loaders import load_bank

    bank = load_bank(str(RELEASE))
    result = find_duplicates(bank.records)
    at = {(q.source.file, q.source.position): i for i, q in enumerate(bank.records) if q.source}
    clustered = {i for c in result.clusters for i in c.positions}
    flagged = [f for f in bank.findings if f.code in ("duplicate_question", "leakage")]
    assert len(flagged) > 700
    assert all(at[(f.file, f.position)] in clustered for f in flagged)
