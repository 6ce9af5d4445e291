"""One option's text written with its own letter mid-reply, stated with nothing against it."""

from __future__ import annotations

import pytest

from psyexam.score.lettered_subjects import asked_or_refused, lettered_subject
from psyexam.score.reading import Context

OPTS = {"A": "冯特", "B": "艾宾浩斯", "C": "马斯洛", "D": "弗洛伊德"}
STEM = "最早对遗忘进程进行研究的心理学家是()"
NOT_STEM = "下列心理学家中不是人本主义代表人物的是()"


def _read(text: str, stem: str = STEM) -> str | None:
    found = lettered_subject(Context(text, OPTS, False, stem=stem))
    return "".join(sorted(found.letters)) if found is not None and found.letters else None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("最早系统研究遗忘的是德国心理学家艾宾浩斯(B),他绘制了遗忘曲线。", "B"),
        ("The forgetting curve was first drawn by 艾宾浩斯 (B).", "B"),
        ("艾宾浩斯(B)最早研究遗忘,冯特(A)也研究过记忆。", None),  # two candidates
        ("容易误选的冯特(A)是实验心理学之父。", None),  # the tempting wrong one
        ("如果问的是实验心理学,那就是冯特(A)。", None),  # a supposition
        ("艾宾浩斯(B)可能是最早的。", None),  # a hedge
        ("艾宾浩斯(B)最早研究遗忘。C不对。", None),  # another letter named
        ("艾宾浩斯(B)最早研究遗忘,冯特也是如此。", None),  # another granted the same
        ("最早研究遗忘的是艾宾浩斯(B),而这种说法其实是错误的。", None),  # called wrong later
    ],
)
def test_lettered_subject(text: str, expected: str | None) -> None:
    assert _read(text) == expected


def test_a_fact_needs_a_stem_asking_for_what_is() -> None:
    fact = "艾宾浩斯(B)最早研究遗忘。"
    assert _read(fact, "") is None  # the stem unknown
    assert _read("马斯洛(C)是人本主义的代表人物。", NOT_STEM) is None  # what does belong
    assert _read("弗洛伊德(D)是精神分析学派的创始人,不是人本主义者,所以这题选它。", NOT_STEM) == "D"
    assert _read("弗洛伊德(D)是精神分析学派的创始人,所以不选它。", NOT_STEM) is None


def test_asked_or_refused() -> None:
    assert asked_or_refused("艾宾浩斯(B)算最早的吗?", frozenset("B"), OPTS)
    assert asked_or_refused("艾宾浩斯(B)是……,所以不选它。", frozenset("B"), OPTS)
    assert not asked_or_refused("艾宾浩斯(B)最早研究遗忘。", frozenset("B"), OPTS)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("最早研究遗忘的是艾宾浩斯(B),而不是冯特(A)。", "B"),  # the other refused
        ("这不是冯特(A),而是艾宾浩斯(B):他绘制了遗忘曲线。", "B"),
        ("最早研究遗忘的是艾宾浩斯(B),而不是冯特(A)吗?", None),  # the refusal asked
        ("最早研究遗忘的是艾宾浩斯(B),而不是冯特(A),不过冯特(A)也说得通。", None),  # granted after all
        ("最早研究遗忘的可能是艾宾浩斯(B),而不是冯特(A)。", None),  # hedged
        ("最早研究遗忘的是艾宾浩斯(B),而不是艾宾浩斯(B)。", None),  # the same one refused
    ],
)
def test_beside_a_refused_option(text: str, expected: str | None) -> None:
    assert _read(text) == expected
    assert _read(text, "") is None  # a fact: the stem must be known
