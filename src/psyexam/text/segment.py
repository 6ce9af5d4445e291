"""Word tokens for retrieval: Chinese segmented into words with jieba, other text in words.

:func:`psyexam.text.tokens` counts CJK text in characters, which suits shingles
but not term matching: "感觉" and "觉察" share a character, not a meaning. Here
Chinese is cut into words (jieba's search mode, which also yields the parts of
long compounds, so "韦伯定律" gives "韦伯", "定律" and "韦伯定律"), and function
words and punctuation are dropped.
"""

from __future__ import annotations

import logging
from functools import lru_cache
from typing import Any

from psyexam.text.normal import nfkc

# Function words that carry no concept; BM25's IDF would only partly discount them
# in a small collection (a few hundred concept descriptions).
STOPWORDS = frozenset(
    "的 了 是 在 和 与 及 或 等 对 为 以 于 由 其 之 而 也 被 把 将 从 向 这 那 个 一 不 有 中 上 下 "
    "就 都 则 即 并 且 但 如 若 所 者 该 此 各 能 会 可 可以 一种 一个 什么 哪 哪个 哪种 下列 以下 "
    "属于 称为 叫做 是指 指 主要 一般 通常 进行 认为 提出 包括 可能 应该 应 不是 没有 答案 选项 正确".split()
)


@lru_cache(maxsize=1)
def _segmenter() -> Any:
    import jieba

    # jieba logs its dictionary loading at INFO on every first use
    jieba.setLogLevel(logging.WARNING)
    tokenizer = jieba.Tokenizer()
    tokenizer.initialize()
    return tokenizer


def words(text: str) -> list[str]:
    """The text's content words, case-folded: jieba search-mode segments without punctuation or function words."""
    out: list[str] = []
    for piece in _segmenter().cut_for_search(nfkc(text).casefold()):
        w = piece.strip()
        if w and any(ch.isalnum() for ch in w) and w not in STOPWORDS:
            out.append(w)
    return out
