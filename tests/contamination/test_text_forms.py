"""The normal forms the scan relies on, against their definitions."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from psyexam.text import is_cjk, letters_digits, letters_digits_lines, letters_digits_origins, nfkc, token_spans, tokens

_RUN = re.compile(r"[^\W_]+")


def reference(text: str) -> str:
    """letters_digits as its docstring defines it: alphanumeric runs, a space only between two non-CJK runs."""
    runs = _RUN.findall(nfkc(text).casefold())
    out = ""
    for run in runs:
        if out and not is_cjk(out[-1]) and not is_cjk(run[0]):
            out += " "
        out += run
    return out


ALPHABET = st.sampled_from(list("ab Zé中文，。、 _-\n\t\r１２ＡＢ下列关于ǅﬁ.,!?😀ßİ㎏") + ["\u3000", "\u00a0"])
TEXTS = st.lists(ALPHABET, max_size=30).map("".join)


@settings(max_examples=400, deadline=None)
@given(TEXTS)
def test_letters_digits_is_its_definition(text):
    assert letters_digits(text) == reference(text)


@settings(max_examples=400, deadline=None)
@given(TEXTS)
def test_letters_digits_lines_normalises_each_line(text):
    assert letters_digits_lines(text).split("\n") == [reference(line) for line in text.split("\n")]


@settings(max_examples=200, deadline=None)
@given(TEXTS)
def test_token_spans_slice_the_normal_form_into_tokens(text):
    norm, spans = token_spans(text)
    assert norm == letters_digits(text)
    assert [norm[a:b] for a, b in spans] == tokens(text)


def test_origins_point_at_the_original_characters():
    text = "（1）下列关于 Ｆｒｅｕｄ, S. 的说法"
    norm = letters_digits(text)
    assert norm == "1下列关于freud s的说法"
    origins = letters_digits_origins(text)
    assert "".join(text[i] for i in origins) == "1下列关于ＦｒｅｕｄS的说法"
    assert letters_digits_origins("重量㎏为Ａ") == [0, 1, 2, 2, 3, 4]  # "㎏" is "kg": two letters from one character


@settings(max_examples=200, deadline=None)
@given(TEXTS)
def test_there_is_an_origin_for_every_letter_or_digit(text):
    assert len(letters_digits_origins(text)) == len(letters_digits(text).replace(" ", ""))
