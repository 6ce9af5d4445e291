"""The code point form of letters_digits_lines: the same text for every character, alone and among others."""

from __future__ import annotations

import random

import numpy as np
import pytest

from psyexam.text import letters_digits_lines
from psyexam.text.codepoints import code_classes, decode, letters_digits_codes, letters_digits_forms

CONTEXTS = ["x{c}y", "中{c}文", "{c}", " {c} ", "1{c}{c}2", "{c}\u0301", "a{c}\u0308", "{c}\u1161", "\u1100{c}", "{c}{c}中"]


def same(text: str) -> None:
    want = letters_digits_lines(text).split("\n")
    got = decode(letters_digits_codes(text)).split("\n")
    assert len(got) == len(want)
    bad = [(line, w, g) for line, w, g in zip(text.split("\n"), want, got) if w != g]
    assert not bad, bad[:5]
    codes, classes = letters_digits_forms(text)
    assert np.array_equal(classes, code_classes(codes))


@pytest.mark.parametrize("context", CONTEXTS)
def test_every_character_of_the_basic_plane_and_the_cjk_extensions(context):
    points = [*range(0x10000), *range(0x1D400, 0x1D800), *range(0x1F100, 0x1F200), *range(0x20000, 0x20400),
              *range(0x2F800, 0x2FA20)]
    same("\n".join(context.format(c=chr(p)) for p in points if p != 10 and not 0xD800 <= p < 0xE000))


def test_random_mixtures_with_combining_marks_jamo_and_lone_surrogates():
    rng = random.Random(0)
    pools = [range(0x110000), range(0x80), [*range(0x3000, 0x3100), *range(0x4E00, 0x4E40), *range(0xFF00, 0xFF70)],
             [*range(0x300, 0x370), *range(0x41, 0x5B), *[10] * 5, *[32] * 5], [*range(0x1100, 0x1200), *range(0xAC00, 0xAC10)],
             range(0xD7F0, 0xE010), [0x2026, 0x2161, 0xDF, 0x338F, 0x2460, 0x5F]]
    for _ in range(3000):
        same("".join(chr(rng.choice(rng.choice(pools))) for _ in range(rng.randint(0, 60))))


def test_blocks_with_many_complex_lines_and_empty_text():
    same("")
    same("\n\n")
    same("\n".join(["ß…Ⅱ ok", "中文", "①②"] * 50))
    same("\n".join(["正常的一行 abc"] * 50 + ["ﬁ"]))
