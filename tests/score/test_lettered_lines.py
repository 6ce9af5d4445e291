"""A lead and a list whose every line closes with one option's own text and its letter; letters apposed to texts."""

from __future__ import annotations

import pytest

from psyexam.score.apposed_letters import apposed_letters
from psyexam.score.lettered_lines import lettered_lines
from psyexam.score.reading import Context

OPTS = {"A": "提问错误", "B": "内容反应使用错误", "C": "理念错误", "D": "情感表达使用错误"}
STEM = "……求助者：我不甘心。本案例中，该咨询师出现的失误包括()。多选"


def _read(text: str, stem: str = STEM) -> str | None:
    found = lettered_lines(Context(text, OPTS, True, stem=stem))
    return "".join(sorted(found.letters)) if found is not None and found.letters else None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("咨询师的失误:\n\n1. 连续问了三个问题,属于提问错误(A)\n2. “我不是说过吗”——理念错误(C)", "AC"),
        ("咨询师的失误有:\n- 三个问题一起问:提问错误(A)\n- “我都替你着急”:情感表达使用错误(D)", "AD"),
        ("咨询师的失误:\n1. 连续发问——提问错误(A)\n2. 可能是理念错误(C)", None),  # hedged
        ("咨询师的失误:\n1. 连续发问——提问错误(A)\n2. 不算内容反应使用错误(B)", None),  # denied
        ("咨询师的失误:\n1. 连续发问——理念错误(A)\n2. 替你着急——情感表达使用错误(D)", None),  # another option's text
        ("咨询师的失误:\n1. 连续发问——提问错误(A)\n2. 替你着急——情感表达使用错误(D)\n\n不过B也有一点。", None),
        ("咨询师没有出现的失误:\n1. 内容反应使用错误(B)\n2. 理念错误(C)", None),  # the lead not the stem's ask
    ],
)
def test_lettered_lines(text: str, expected: str | None) -> None:
    assert _read(text) == expected


def test_lettered_lines_need_a_stem_asking_for_what_is() -> None:
    text = "咨询师的失误:\n1. 连续发问——提问错误(A)\n2. 替你着急——情感表达使用错误(D)"
    assert _read(text, "") is None
    assert _read(text, "本案例中,该咨询师没有出现的失误是()。") is None


REFLEX = {"A": "巴宾斯基反射", "B": "食物反射", "C": "防御反射", "D": "手掌抓握反射"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("生存反射包括食物反射(觅食、吸吮)和防御反射,B、C。巴宾斯基反射属于原始反射。", "BC"),
        ("The survival reflexes are the 食物反射 and the 防御反射, B and C.", "BC"),
        ("生存反射包括食物反射和防御反射,A、C。", None),  # not the texts named
        ("生存反射可能包括食物反射和防御反射,B、C。", None),  # hedged
        ("生存反射不包括食物反射和防御反射,B、C吗?", None),
        ("生存反射包括食物反射和防御反射,B、C。抓握也算手掌抓握反射,D。", None),  # two such sentences
    ],
)
def test_apposed_letters(text: str, expected: str | None) -> None:
    found = apposed_letters(Context(text, REFLEX, True, stem="在新生儿反射中，生存反射包括( )"))
    assert ("".join(sorted(found.letters)) if found is not None and found.letters else None) == expected
