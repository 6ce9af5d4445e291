"""Text normalisation and n-grams, shared by every stage that compares texts.

One module, so that the checker's duplicate and leakage tests, the few-shot
selector, answer extraction, de-duplication and contamination checks all
agree on what "the same text" means. CJK text is counted in characters,
other text in words: splitting on whitespace alone would make an unspaced
Chinese clause one token.
"""

from typing import Any

from psyexam.text.markers import (
    strip_numbering,
    strip_option_marker,
    strip_question_furniture,
    strip_source_tags,
)
from psyexam.text.ngrams import jaccard, ngrams, shingles, token_spans, tokens
from psyexam.text.normal import (
    collapse_space,
    fold,
    is_cjk,
    letters_digits,
    letters_digits_lines,
    letters_digits_origins,
    nfkc,
    strip_punct,
    strip_space,
)
from psyexam.text.tidy import tidy

__all__ = [
    "collapse_space", "fold", "is_cjk", "jaccard", "letters_digits", "letters_digits_lines", "letters_digits_origins",
    "ngrams", "nfkc", "shingles", "strip_numbering", "strip_option_marker", "strip_punct", "strip_question_furniture",
    "strip_source_tags", "strip_space", "tidy", "token_spans", "tokens", "words",
]


def __getattr__(name: str) -> Any:
    # words imports jieba, which loads a dictionary: only for the stages that segment
    if name == "words":
        from psyexam.text.segment import words

        return words
    raise AttributeError(f"module 'psyexam.text' has no attribute {name!r}")
