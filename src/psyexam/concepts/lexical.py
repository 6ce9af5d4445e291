"""Lexical concept matching: BM25 (rank-bm25) over concept names, aliases and descriptions, jieba words.

A raw BM25 score depends on the collection and the query's length, so scores
are normalised per concept: a question's score for a concept is its BM25
score divided by the score that the concept's own name and aliases, asked as a
query, reach against it. 1.0 means "as much evidence as naming the concept";
a question that names the concept or an alias verbatim scores at least 1.0.
:data:`THRESHOLD` (0.5: half the evidence of the name) is the documented cut
for assigning a concept (coverage) and for "the question tests its concept"
(generation checks).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from rank_bm25 import BM25Okapi

from psyexam.concepts.inventory import Concept
from psyexam.text import fold
from psyexam.text.segment import words

THRESHOLD = 0.5
"""Least normalised score for a question to count as testing a concept."""

NAME_WEIGHT = 2
"""Names and aliases are repeated this often in a concept's document: a name says more than its gloss."""


@dataclass(frozen=True)
class Match:
    """One concept and the normalised lexical score a text reaches for it."""

    concept_id: str
    score: float


class LexicalMatcher:
    """BM25 over a fixed set of concepts; scores any text against all of them."""

    def __init__(self, concepts: Sequence[Concept]):
        if not concepts:
            raise ValueError("a matcher needs at least one concept")
        self.concepts = list(concepts)
        docs = [_document(c) for c in self.concepts]
        self._bm25 = BM25Okapi(docs)
        self._folded_names = [[fold(n) for n in c.names if len(fold(n)) >= 2] for c in self.concepts]
        names_only = [words(" ".join(c.names)) for c in self.concepts]
        self._scale = np.array([
            max(float(self._bm25.get_batch_scores(q, [i])[0]), 1e-9) for i, q in enumerate(names_only)
        ])
        self._index = {c.id: i for i, c in enumerate(self.concepts)}

    def scores(self, text: str) -> np.ndarray:
        """The normalised score of every concept, in the matcher's concept order."""
        raw = self._bm25.get_scores(words(text)) if text.strip() else np.zeros(len(self.concepts))
        scores = np.asarray(raw, dtype=float) / self._scale
        folded = fold(text)
        for i, names in enumerate(self._folded_names):
            if any(n in folded for n in names):
                scores[i] = max(scores[i], 1.0)
        return scores

    def score(self, text: str, concept_id: str) -> float:
        """The normalised score of one concept."""
        return float(self.scores(text)[self._index[concept_id]])

    def top(self, text: str, k: int) -> list[Match]:
        """The ``k`` best-scoring concepts, best first (ties in inventory order)."""
        s = self.scores(text)
        order = sorted(range(len(s)), key=lambda i: (-s[i], i))[:k]
        return [Match(self.concepts[i].id, float(s[i])) for i in order]

    def match(self, text: str, threshold: float = THRESHOLD, limit: int = 3) -> list[Match]:
        """At most ``limit`` concepts scoring at least ``threshold``, best first."""
        return [m for m in self.top(text, limit) if m.score >= threshold]


def _document(c: Concept) -> list[str]:
    return words(" ".join(c.names)) * NAME_WEIGHT + words(c.description)
