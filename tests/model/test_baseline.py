"""The random and majority baselines."""

from __future__ import annotations

import math
from collections import Counter

import pytest

from psyexam.errors import ModelError
from psyexam.model import BackendError, Message, Request, get_backend
from psyexam.model.options import MajorityOptions, RandomOptions
from psyexam.model.providers.baseline import offered_letters


def _question(i: int, letters: str = "ABCD", **kw) -> Request:
    lines = [f"第{i}题：下列哪项正确？"] + [f"{c}. 选项{c}{i}" for c in letters]
    return Request(messages=(Message("user", "\n".join(lines)),), **kw)


def _letters(text: str) -> str:
    assert text.startswith("答案：")
    return text.removeprefix("答案：")


def test_offered_letters_from_choices_or_prompt():
    assert offered_letters(Request(prompt="x", choices=("B", "A"))) == ["B", "A"]
    prompt = "题干\nA. 甲\nB、乙\n（C）丙\nD：丁\n其他 E 不是选项"
    assert offered_letters(Request(prompt=prompt)) == ["A", "B", "C", "D"]
    assert offered_letters(Request(prompt="没有选项的问答题")) == []


async def test_random_is_reproducible_and_seed_dependent():
    a, b = get_backend("random", RandomOptions(seed=1)), get_backend("random", RandomOptions(seed=1))
    c = get_backend("random", RandomOptions(seed=2))
    qs = [_question(i) for i in range(40)]
    ra = [(await a.generate(q)).text for q in qs]
    assert ra == [(await b.generate(q)).text for q in qs]
    assert ra != [(await c.generate(q)).text for q in qs]


async def test_random_single_is_roughly_uniform():
    backend = get_backend("random", RandomOptions(seed=0))
    counts = Counter([_letters((await backend.generate(_question(i))).text) for i in range(800)])
    assert set(counts) == set("ABCD")
    assert all(150 <= n <= 250 for n in counts.values()), counts


async def test_random_multi_gives_non_empty_subsets_of_varied_size():
    backend = get_backend("random")
    answers = [_letters((await backend.generate(_question(i, "ABCDE", multi=True))).text) for i in range(300)]
    assert all(a and set(a) <= set("ABCDE") and list(a) == sorted(set(a)) for a in answers)
    sizes = Counter(len(a) for a in answers)
    # Uniform over non-empty subsets of 5: sizes 1..5 have weights 5,10,10,5,1 of 31.
    assert set(sizes) >= {1, 2, 3, 4}
    assert sizes[2] + sizes[3] > sizes[1] + sizes[4]


async def test_random_logprobs_agree_with_generation():
    backend = get_backend("random", RandomOptions(seed=3))
    for i in range(30):
        q = _question(i, choices=("A", "B", "C", "D"))
        lp = (await backend.logprobs(q)).logprobs
        assert set(lp) == {"A", "B", "C", "D"}
        assert math.isclose(sum(math.exp(v) for v in lp.values()), 1.0, rel_tol=1e-9)
        assert max(lp, key=lp.get) == _letters((await backend.generate(q)).text)


async def test_random_without_options_gives_empty_reply():
    backend = get_backend("random")
    assert (await backend.generate(Request(prompt="请论述记忆的分类。"))).text == ""
    with pytest.raises(BackendError):
        await backend.logprobs(Request(prompt="x"))


async def test_majority_answers_the_most_frequent_offered_letter():
    backend = get_backend("majority", MajorityOptions(answer_pool=Counter({"C": 9, "A": 5, "B": 5})))
    assert (await backend.generate(_question(1))).text == "答案：C"
    # C not offered: the most frequent offered letter; A and B tie and A comes first.
    assert (await backend.generate(_question(2, "ABD"))).text == "答案：A"
    assert (await backend.generate(_question(3, "BD"))).text == "答案：B"
    # No offered letter in the pool at all: the first offered letter.
    assert (await backend.generate(_question(4, "DE"))).text == "答案：D"
    lp = (await backend.logprobs(_question(5, choices=("A", "B", "C", "D")))).logprobs
    assert max(lp, key=lp.get) == "C"
    assert backend.identity()["answer_pool"] == {"A": 5, "B": 5, "C": 9}


def test_majority_needs_an_answer_pool():
    with pytest.raises(ModelError, match="train split"):
        get_backend("majority")
    with pytest.raises(ModelError):
        get_backend("majority", MajorityOptions(answer_pool=Counter({"A": 0})))


def test_baselines_take_no_argument():
    with pytest.raises(ModelError, match="no argument"):
        get_backend("random:5")
