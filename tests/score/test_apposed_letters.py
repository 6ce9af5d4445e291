"""Letters closing a sentence in apposition to the options' texts it names."""

from __future__ import annotations

import pytest

from psyexam.score.apposed_letters import apposed_letters
from psyexam.score.reading import Context

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
