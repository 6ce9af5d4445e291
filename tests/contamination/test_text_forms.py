"""The normal forms the scan relies on, against their definitions."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from psyexam.text import is_cjk, letters_digits, letters_digits_lines, letters_digits_offset, nfkc, token_spans, tokens

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


def test_offset_points_at_the_original_character():
    text = "（1）下列关于 Ｆｒｅｕｄ, S. 的说法"
    norm = letters_digits(text)
    assert norm == "1下列关于freud s的说法"
    assert text[letters_digits_offset(text, norm.index("下"))] == "下"
    assert text[letters_digits_offset(text, norm.index("freud"))] == "Ｆ"
    assert text[letters_digits_offset(text, norm.index("s的"))] == "S"
