"""Word segmentation for retrieval."""

from psyexam.text import jaccard, shingles, words


def test_chinese_is_cut_into_words_with_compound_parts_and_no_function_words():
    w = words("根据韦伯定律，差别阈限的比值是一个常数")
    assert {"韦伯", "定律", "韦伯定律", "阈限", "常数"} <= set(w)
    assert "的" not in w and "，" not in w and "是" not in w


def test_latin_text_is_folded():
    assert "abba" in words("ABBA 法") and "d" in words("d′ 指标")


def test_jaccard():
    assert jaccard(shingles("抑郁发作核心症状", 2), shingles("抑郁发作核心症状", 2)) == 1.0
    assert jaccard(set(), set()) == 0.0
    assert 0 < jaccard({"a", "b"}, {"b", "c"}) < 1
