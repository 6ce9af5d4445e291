"""Few-shot example selection: the same seeded examples for every question of a (subject, type).

Examples come from the pool's ``train`` split, topped up from ``dev`` when train
has too few, with the question's subject and type and a gold answer. They are
drawn once per (subject, type) with a seed derived by a stable hash, so every
question of that key gets the same examples (a shareable prompt prefix) in any
process. When an example is the evaluated question itself or a duplicate of it,
that question alone gets the next candidate instead.
"""

from __future__ import annotations

import hashlib
import random
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from psyexam.bank.records import QType, Question
from psyexam.text import fold

DEFAULT_SPLITS = ("train", "dev")
_SPACE = re.compile(r"\s+")

Key = tuple[str | None, QType]


@dataclass(frozen=True, slots=True)
class Shortfall:
    """Fewer examples than wanted for a (subject, type): ``got`` of ``wanted`` (the lowest seen)."""

    subject: str | None
    qtype: QType
    wanted: int
    got: int

    def __str__(self) -> str:
        return f"{self.subject or '(no subject)'} / {self.qtype.value}: {self.got} of {self.wanted} examples"


class ShotSelector:
    """Seeded few-shot examples per (subject, type) from ``pool``.

    ``pool`` should hold usable records only (``Bank.usable()``); ``exclude``
    removes more. ``splits`` lists the splits to draw from, in order of preference.
    """

    def __init__(
        self,
        pool: Sequence[Question],
        k: int,
        seed: int,
        *,
        exclude: Callable[[Question], bool] | None = None,
        splits: Sequence[str | None] = DEFAULT_SPLITS,
    ):
        if k < 0:
            raise ValueError(f"number of examples must be >= 0, got {k}")
        self.k, self.seed, self.splits = k, seed, tuple(splits)
        self._by_key: dict[Key, list[Question]] = {}
        for q in pool:
            if q.split in self.splits and _eligible(q) and not (exclude and exclude(q)):
                self._by_key.setdefault((q.subject, q.qtype), []).append(q)
        self._candidates: dict[Key, list[tuple[Question, tuple]]] = {}
        self._shortfalls: dict[Key, Shortfall] = {}

    def for_question(self, question: Question) -> list[Question]:
        """Up to ``k`` examples for ``question``, never the question itself or a duplicate of it."""
        if self.k == 0:
            return []
        key = (question.subject, question.qtype)
        mark = fingerprint(question)
        chosen: list[Question] = []
        for c, c_mark in self._marked(key):
            if c.id == question.id or c_mark == mark:
                continue
            chosen.append(c)
            if len(chosen) == self.k:
                break
        if len(chosen) < self.k:
            old = self._shortfalls.get(key)
            if old is None or len(chosen) < old.got:
                self._shortfalls[key] = Shortfall(key[0], key[1], self.k, len(chosen))
        return chosen

    def candidates(self, key: Key) -> list[Question]:
        """Every distinct eligible record of ``key``, in the seeded order examples are taken from."""
        return [q for q, _ in self._marked(key)]

    @property
    def shortfalls(self) -> list[Shortfall]:
        """Keys seen so far that got fewer than ``k`` examples."""
        return list(self._shortfalls.values())

    def _marked(self, key: Key) -> list[tuple[Question, tuple]]:
        if key not in self._candidates:
            self._candidates[key] = self._order(key)
        return self._candidates[key]

    def _order(self, key: Key) -> list[tuple[Question, tuple]]:
        rng = random.Random(derive_seed(self.seed, key[0], key[1]))
        ordered: list[tuple[Question, tuple]] = []
        seen: set[tuple] = set()
        items = self._by_key.get(key, [])
        for split in self.splits:
            # sorted first so the draw does not depend on load order
            group = sorted((q for q in items if q.split == split), key=lambda q: (q.id, q.text))
            rng.shuffle(group)
            for q in group:
                mark = fingerprint(q)
                if mark not in seen:
                    seen.add(mark)
                    ordered.append((q, mark))
        return ordered


def select_shots(
    pool: Sequence[Question],
    question: Question,
    k: int,
    seed: int,
    *,
    exclude: Callable[[Question], bool] | None = None,
) -> list[Question]:
    """One question's examples; build a ``ShotSelector`` once to serve many questions."""
    return ShotSelector(pool, k, seed, exclude=exclude).for_question(question)


def derive_seed(seed: int, subject: str | None, qtype: QType) -> int:
    """A seed for one (subject, type), stable across processes (unlike ``hash()``)."""
    blob = "\x1f".join([str(seed), subject if subject is not None else "\x00", qtype.value])
    return int.from_bytes(hashlib.sha256(blob.encode()).digest()[:8], "big")


def fingerprint(q: Question) -> tuple:
    """The normalised question text and options: equal for duplicates that differ in spacing or width."""
    return (_norm(q.text), tuple((k, _norm(str(q.options[k]))) for k in q.choices))


def _norm(s: str) -> str:
    return fold(s)


def _eligible(q: Question) -> bool:
    """A record with a usable gold answer: letters among its offered options, or a non-blank reference."""
    if q.qtype is QType.QA:
        return bool(q.reference and q.reference.strip())
    return bool(q.answer) and bool(q.choices) and q.answer is not None and q.answer <= set(q.choices)
