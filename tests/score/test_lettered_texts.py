"""Letters each written with their own option's text, listed, then all chosen."""

from __future__ import annotations

import pytest

from tests.score.reading import letters_read

OPTS = {"A": "乐于接受一切经验", "B": "信任自己机体的感受", "C": "时刻保持生活充实", "D": "时刻保持积极乐观"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("A乐于接受一切经验、B信任自己机体的感受、C时刻保持生活充实，均是其特征，都应选。", "ABC"),
        ("A. 乐于接受一切经验和C. 时刻保持生活充实均正确。", "AC"),
        ("A乐于接受一切经验、B信任他人、C时刻保持生活充实，都应选。", None),
        ("A乐于接受一切经验、B信任自己机体的感受，都不应选。", None),
        ("A乐于接受一切经验、B信任自己机体的感受，可能都应选。", None),
        ("A乐于接受一切经验、B信任自己机体的感受，D也是，都应选。", None),
    ],
)
def test_a_list_of_lettered_texts_all_chosen(text, expected):
    assert letters_read(text, OPTS, "multi") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("四项都是。\n\nA、B、C、D 都是。", "ABCD"),
        ("四项都是。\n\nABCD均应选。", "ABCD"),
        ("四项都是。\n\n- A、B、C 都是", "ABC"),
        # near misses: asked, a predicate after "都是", a condition before the letters, a doubt after them
        ("A、B、C、D 都是？", None),
        ("A、B、C、D 都是干扰项。", None),
        ("如果问的是特征，A、B、C、D 都是。", None),
        ("A、B、C、D 都是，不过D有争议。", None),
    ],
)
def test_a_line_of_bare_letters_all_chosen(text, expected):
    assert letters_read(text, OPTS, "multi") == expected


INHIBITIONS = {"A": "外抑制", "B": "超限抑制", "C": "消退抑制", "D": "分化抑制"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("A,B,C,D 都是条件反射的抑制。\n外抑制和超限抑制属于无条件抑制。", "ABCD"),
        ("A、B、C均属于条件反射的抑制。", "ABC"),
        ("A、B、C、D 都是错误的。", None),
        ("A、B、C、D 都是干扰项。", None),
        ("A、B、C、D 可能都是条件反射的抑制。", None),
        ("A、B、C、D 都是条件反射的抑制吗？", None),
        ("A,B,C,D 都是条件反射的抑制。\n但是C和D其实不属于。", None),
        ("A,B,C,D 都是条件反射的抑制。\n不过D有争议。", None),
    ],
)
def test_letters_opening_the_reply_all_said_to_be_one_kind(text, expected):
    assert letters_read(text, INHIBITIONS, "multi") == expected


def test_letters_all_of_one_kind_name_several_for_a_single_choice():
    assert letters_read("A,B 都是条件反射的抑制。", INHIBITIONS, "single") is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("乐于接受一切经验（A）、信任自己机体的感受（B）都可以从材料里看出来，所以都要选。", "AB"),
        ("其特征有乐于接受一切经验(A)、时刻保持生活充实(C)都在材料里，均应选。", "AC"),  # a lead before the first text
        ("乐于接受一切经验（A）、信任自己机体的感受（B）都可以考虑。", None),  # a hedge, nothing chosen
        ("乐于接受一切经验（A）、信任自己机体的感受（B）也许都对，都要选。", None),
        ("乐于接受一切经验（A）、信任自己机体的感受（C）都要选。", None),  # a letter with another's text
        ("乐于接受一切经验（A）、信任自己机体的感受（B）都要选吗？", None),
        ("乐于接受一切经验（A）、信任自己机体的感受（B）都对，C也可能，都要选。", None),  # another letter doubted
    ],
)
def test_texts_each_before_its_own_letter_all_chosen(text, expected):
    assert letters_read(text, OPTS, "multi") == expected
