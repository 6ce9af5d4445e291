"""Baselines that answer without a model: ``random`` and ``majority``.

Both read the offered letters from ``Request.choices`` when given, else from the
option lines of the prompt (``A. ...``, ``B、...``, ``(C) ...``). They answer by
generation as ``答案：X`` and by log-probabilities as a near one-hot
distribution over the offered letters (the picked letter gets almost all of the
mass), so either scoring method gives the same answer.
"""

from __future__ import annotations

import hashlib
import math
import random
import re
from collections import Counter

from psyexam.bank.records import LETTERS
from psyexam.errors import ModelError
from psyexam.model.base import BackendError, Capabilities, Request, Response
from psyexam.model.options import BackendOptions, MajorityOptions, RandomOptions

_OPTION_LINE = re.compile(r"^\s*[(（]?([A-H])\s*[)）.．、:：]", re.MULTILINE)

_EPS = 1e-6
"""Probability mass spread over the letters not picked; keeps log-probabilities finite."""


def offered_letters(request: Request) -> list[str]:
    """The answer letters a request offers: ``request.choices``, else those of the prompt's option lines."""
    if request.choices:
        return list(dict.fromkeys(request.choices))
    found = set(_OPTION_LINE.findall(request.text))
    return [c for c in LETTERS if c in found]


def stable_hash(*parts: object) -> int:
    """A hash of ``parts`` that is the same in every process (unlike ``hash()``)."""
    h = hashlib.sha256()
    for p in parts:
        h.update(str(p).encode())
        h.update(b"\0")
    return int.from_bytes(h.digest()[:8], "big")


def answer_text(letters: list[str] | str) -> str:
    """The reply a baseline generates for the given letters."""
    return "答案：" + "".join(sorted(letters))


def one_hot_logprobs(choices: tuple[str, ...], picked: str) -> dict[str, float]:
    """Log-probabilities giving ``picked`` 1-ε and splitting ε over the other choices."""
    others = len(choices) - 1
    if others <= 0:
        return {c: 0.0 for c in choices}
    rest = math.log(_EPS / others)
    return {c: (math.log1p(-_EPS) if c == picked else rest) for c in choices}


class _Baseline:
    """Shared plumbing: capabilities, the two calls and identity; subclasses pick letters."""

    name = ""
    capabilities = Capabilities(logprobs=True, chat=True, completion=True, local=True)

    def __init__(self, arg: str, options: BackendOptions):
        if arg:
            raise ModelError(f"the '{self.name}' baseline takes no argument, got {self.name}:{arg}")
        self.options = options
        self.spec = self.name

    def pick(self, request: Request, letters: list[str]) -> list[str]:
        """The letters this baseline answers with (non-empty, all offered)."""
        raise NotImplementedError

    async def generate(self, request: Request) -> Response:
        """Reply ``答案：X`` with the picked letters; an empty reply when no letters are offered."""
        letters = offered_letters(request)
        if not letters:
            return Response(text="")
        return Response(text=answer_text(self.pick(request, letters)))

    async def logprobs(self, request: Request) -> Response:
        """A near one-hot distribution over ``request.choices`` on the picked letter."""
        if not request.choices:
            raise BackendError("logprobs needs request.choices (the answer letters to score)")
        picked = self.pick(request, list(request.choices))[0]
        return Response(logprobs=one_hot_logprobs(request.choices, picked))

    def identity(self) -> dict:
        """The spec; subclasses add what changes their answers."""
        return {"backend": self.name, "spec": self.spec}

    async def aclose(self) -> None:
        """Nothing to release."""

    def __repr__(self) -> str:
        return f"{type(self).__name__}(spec={self.spec!r})"


class RandomBackend(_Baseline):
    """Uniform random answers, reproducible: seeded by a stable hash of the prompt and ``options.seed``.

    A single-choice question gets one offered letter, each equally likely. A
    question marked ``request.multi`` gets a subset drawn uniformly from all
    2^n - 1 non-empty subsets of its n offered letters. Log-probability scoring
    picks the same single letter that generation would for a single-choice question.
    """

    name = "random"
    options_model = RandomOptions
    options: RandomOptions

    def pick(self, request: Request, letters: list[str]) -> list[str]:
        rng = random.Random(stable_hash(self.options.seed or 0, request.text))
        if not request.multi:
            return [rng.choice(letters)]
        mask = rng.randrange(1, 2 ** len(letters))
        return [c for i, c in enumerate(letters) if mask >> i & 1]

    def identity(self) -> dict:
        return {**super().identity(), "seed": self.options.seed or 0}


class MajorityBackend(_Baseline):
    """Always the most frequent gold letter of the bank's train single-choice items.

    ``options.answer_pool`` holds those letter counts; the run supplies them
    because :class:`~psyexam.model.options.MajorityOptions` asks for them. When the overall most
    frequent letter is not offered, the most frequent offered one is used; ties
    (letters absent from the pool count 0) go to the earlier letter. Multiple-
    response questions get that single letter too.
    """

    name = "majority"
    options_model = MajorityOptions

    def __init__(self, arg: str, options: MajorityOptions):
        super().__init__(arg, options)
        pool = Counter({k: v for k, v in options.answer_pool.items() if v > 0})
        if not pool:
            raise ModelError(
                "the 'majority' baseline needs the answer letters of the bank's train split, "
                "and none were given (does the bank have a train split with single-choice answers?)"
            )
        self.pool = pool

    def pick(self, request: Request, letters: list[str]) -> list[str]:
        # max() keeps the first of equal counts, so sorting gives the earlier letter.
        return [max(sorted(letters), key=lambda c: self.pool.get(c, 0))]

    def identity(self) -> dict:
        return {**super().identity(), "answer_pool": dict(sorted(self.pool.items()))}
