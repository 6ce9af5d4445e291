"""The matching rule: what counts as a match, and the per-item figures."""

from __future__ import annotations

from pathlib import Path

import pytest

from psyexam.contamination import Settings, find_contamination

from .conftest import question, write_jsonl

STEM = "下列关于弗洛伊德人格结构理论的说法中正确的是哪一项"  # 25 CJK characters


def scan(tmp_path: Path, questions, docs: list[str], **settings):
    corpus = tmp_path / "c.txt"
    corpus.write_text("\n".join(docs) + "\n", encoding="utf-8")
    return find_contamination(questions, Settings(corpus=[str(corpus)], **settings))


def by_id(result):
    return {i.id: i for i in result.items}


def test_a_question_copied_with_other_punctuation_width_and_spacing_is_found(tmp_path):
    q = question("q1", "下列关于弗洛伊德人格结构理论的说法中，正确的是（    ）")
    r = scan(tmp_path, [q], ["无关的文字。", "前文 下列关于弗洛伊德人格 结构理论的说法中,正确的是( ) 后文"])
    item = by_id(r)["q1"]
    assert item.contaminated and not item.short
    assert item.ngrams == 22 - 13 + 1 and item.matched_ngrams == item.ngrams and item.overlap == 1.0
    assert item.longest_span == 22
    assert item.first_match is not None
    assert (item.first_match.document, item.first_match.offset) == (2, 3)  # the line, and "下" in it
    assert r.summary.contaminated == 1 and r.summary.documents == 2


def test_one_shared_13_gram_is_enough_and_less_is_not(tmp_path):
    q = question("q1", STEM)
    hit = scan(tmp_path, [q], ["开头" + STEM[5:18] + "结尾"])  # exactly 13 characters of it
    miss = scan(tmp_path, [q], ["开头" + STEM[5:17] + "结尾"])  # 12
    assert by_id(hit)["q1"].contaminated and by_id(hit)["q1"].matched_ngrams == 1
    assert by_id(hit)["q1"].longest_span == 13
    assert not by_id(miss)["q1"].contaminated and by_id(miss)["q1"].first_match is None


def test_longest_span_is_the_longest_run_of_matched_positions(tmp_path):
    q = question("q1", STEM)
    r = scan(tmp_path, [q], [STEM[:14], STEM[8:24]])  # 2 positions, then 4 positions
    item = by_id(r)["q1"]
    assert item.matched_ngrams == 6 and item.longest_span == 16


def test_words_are_whole_tokens(tmp_path):
    q = question("q1", "ab cd")  # short: two word tokens
    assert not by_id(scan(tmp_path, [q], ["abcd"]))["q1"].contaminated
    assert not by_id(scan(tmp_path, [q], ["xab cd"]))["q1"].contaminated
    assert not by_id(scan(tmp_path, [q], ["ab cde"]))["q1"].contaminated
    assert by_id(scan(tmp_path, [q], ["see: AB, CD!"]))["q1"].contaminated
    assert by_id(scan(tmp_path, [q], ["中ab cd文"]))["q1"].contaminated  # CJK next to a word is a boundary


def test_latin_text_is_counted_in_words(tmp_path):
    text = "the quick brown fox jumps over the lazy dog and then runs far away again"  # 15 words
    q = question("q1", text)
    assert by_id(scan(tmp_path, [q], ["The Quick brown fox jumps over the lazy dog and then runs far."]))["q1"].contaminated
    assert not by_id(scan(tmp_path, [q], ["quick brown fox jumps over the lazy dog and then runs far"]))["q1"].contaminated


def test_a_short_item_counts_when_its_whole_text_occurs(tmp_path):
    q = question("q1", "艾宾浩斯遗忘曲线")
    r = scan(tmp_path, [q], ["关于艾宾浩斯的遗忘曲线", "艾宾浩斯遗忘曲线说明了什么"])
    item = by_id(r)["q1"]
    assert item.short and item.ngrams == 1 and item.contaminated and item.longest_span == 8
    assert item.first_match is not None and item.first_match.document == 2


def test_nfkc_folds_full_width_letters_and_digits(tmp_path):
    q = question("q1", "SCL-90量表共有90个项目，包括10个因子")
    r = scan(tmp_path, [q], ["ＳＣＬ９０量表共有９０个项目包括１０个因子"])
    assert by_id(r)["q1"].contaminated


def test_item_with_no_letters_or_digits_is_never_contaminated(tmp_path):
    r = scan(tmp_path, [question("q1", "（  ）？")], ["任何文字"])
    item = by_id(r)["q1"]
    assert item.ngrams == 0 and not item.contaminated and item.overlap == 0.0


def test_options_are_matched_only_when_asked(tmp_path):
    q = question("q1", "哪一项", options={"A": "经典条件反射与操作条件反射的区别", "B": "观察学习"})
    doc = ["A.经典条件反射与操作条件反射的区别 B.观察学习"]
    assert not by_id(scan(tmp_path, [q], doc))["q1"].contaminated
    assert by_id(scan(tmp_path, [q], doc, fields="question+options"))["q1"].contaminated


def test_top_ngrams_count_the_items_a_template_matched_in(tmp_path):
    template = "下列关于心理学研究方法的说法中正确的是"
    qs = [question(f"q{i}", template + topic) for i, topic in enumerate(["实验法", "观察法", "调查法"])]
    qs.append(question("solo", STEM))
    r = scan(tmp_path, qs, [template + "个案法", STEM])
    assert r.summary.contaminated == 4
    assert r.top_ngrams[0].items == 3 and r.top_ngrams[0].ngram in template
    assert r.top_ngrams[-1].items == 1


def test_ignore_common_drops_template_ngrams_but_keeps_them_counted(tmp_path):
    template = "下列关于心理学研究方法的说法中正确的是"
    qs = [question(f"q{i}", template + topic) for i, topic in enumerate(["实验法", "观察法", "调查法"])]
    r = scan(tmp_path, qs, [template + "个案法"], ignore_common=3)
    assert r.summary.contaminated == 0
    item = by_id(r)["q0"]
    assert item.ngrams == 22 - 13 + 1 and item.ignored_ngrams == 7 and item.matched_ngrams == 0
    # below the threshold nothing is ignored
    assert scan(tmp_path, qs, [template + "个案法"], ignore_common=4).summary.contaminated == 3


@pytest.mark.parametrize(("share", "verdict"), [(0.0, True), (0.25, True), (0.5, False)])
def test_min_overlap_needs_that_share_of_the_ngrams(tmp_path, share, verdict):
    q = question("q1", STEM)  # 13 positions
    r = scan(tmp_path, [q], [STEM[:16]], min_overlap=share)  # 4 positions: 0.31
    item = by_id(r)["q1"]
    assert item.matched_ngrams == 4 and item.contaminated is verdict


def test_first_match_is_the_earliest_in_corpus_order(tmp_path):
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    write_jsonl(a, ["无关", "xx" + STEM[10:23]])
    write_jsonl(b, [STEM])
    r = find_contamination([question("q1", STEM)], Settings(corpus=[str(b), str(a)]))
    m = r.items[0].first_match
    assert m is not None and (m.file, m.document, m.offset) == (str(b), 1, 0)
    r = find_contamination([question("q1", STEM)], Settings(corpus=[str(a), str(b)]))
    m = r.items[0].first_match
    assert m is not None and (m.file, m.document, m.offset) == (str(a), 2, 2)
    assert r.items[0].matched_ngrams == 13  # b still adds the n-grams a lacks
