"""A deterministic fake model for tests, with fault injection for the engine's retry logic."""

from __future__ import annotations

import asyncio
import math

from psyexam.bank.records import LETTERS
from psyexam.errors import ModelError
from psyexam.model.base import BackendError, Capabilities, Request, Response
from psyexam.model.options import MockOptions
from psyexam.model.providers.baseline import (
    answer_text,
    offered_letters,
    one_hot_logprobs,
    stable_hash,
)
from psyexam.model.tokens import TokenScores

NO_CHOICE_REPLY = "mock answer"
"""What the hash and fixed modes generate when the prompt offers no letters (open questions)."""
TOKEN_MEAN, TOKEN_STD = -4.5, 2.0
"""The mean and std every position of the mock's next-token distribution reports."""


class MockBackend:
    """A fake model whose answers follow from the prompt alone.

    Modes, by the spec's argument:

    - ``mock`` / ``mock:`` (``hash``): one of the offered letters, picked by a
      stable hash of the prompt; generated as ``答案：X`` and given almost all the
      log-probability mass.
    - ``mock:A`` (``fixed``): always that letter (generated even when not offered;
      log-probabilities are uniform when it is not offered).
    - ``mock:echo``: generation returns the prompt itself; log-probabilities as ``hash``.

    Options (:class:`~psyexam.model.options.MockOptions`): ``responses``
    (``{prompt substring: reply}``; the first substring found in the prompt
    decides the generated reply, before the mode), fault injection
    (``fail_every``, ``fail_first``, ``retryable``, ``retry_after``,
    ``latency``) and advertised capabilities (``logprobs``, ``local``,
    ``max_concurrency``, ``order``).

    Counters for tests: ``calls`` (every call, failed ones included),
    ``in_flight`` and ``peak_in_flight`` (concurrent calls), ``requests``
    (every request received, in order).
    """

    options_model = MockOptions

    def __init__(self, arg: str, options: MockOptions):
        self.options = o = options
        # letter is set exactly in fixed mode.
        self.mode, self.letter = _parse_mode(arg)
        self.spec = f"mock:{self.letter or arg}" if arg else "mock"
        self.responses: dict[str, str] = dict(o.responses)
        self.fail_every, self.fail_first = o.fail_every, o.fail_first
        self.retryable, self.retry_after, self.latency = o.retryable, o.retry_after, o.latency
        self.capabilities = Capabilities(
            logprobs=o.logprobs, chat=True, completion=True, local=o.local,
            max_concurrency=o.max_concurrency, order=o.order,
        )
        self.calls = 0
        self.in_flight = 0
        self.peak_in_flight = 0
        self.requests: list[Request] = []

    async def generate(self, request: Request) -> Response:
        """The reply the mode (or a matching ``responses`` entry) gives."""
        await self._enter(request)
        try:
            text = request.text
            for needle, reply in self.responses.items():
                if needle in text:
                    return self._reply(reply, text)
            if self.mode == "echo":
                return self._reply(text, text)
            letters = offered_letters(request)
            if self.letter is not None:  # fixed mode
                return self._reply(answer_text(self.letter), text)
            if not letters:
                return self._reply(NO_CHOICE_REPLY, text)
            return self._reply(answer_text(self._hashed(text, letters)), text)
        finally:
            self.in_flight -= 1

    async def logprobs(self, request: Request) -> Response:
        """Near one-hot log-probabilities over ``request.choices`` on the mode's letter."""
        await self._enter(request)
        try:
            if not self.capabilities.logprobs:
                raise BackendError("this mock backend was built without logprobs")
            if not request.choices:
                raise BackendError("logprobs needs request.choices (the answer letters to score)")
            choices = request.choices
            if self.letter is not None and self.letter not in choices:
                flat = -math.log(len(choices))
                return Response(logprobs={c: flat for c in choices}, input_tokens=_tokens(request.text))
            picked = self.letter if self.letter is not None else self._hashed(request.text, list(choices))
            return Response(logprobs=one_hot_logprobs(choices, picked), input_tokens=_tokens(request.text))
        finally:
            self.in_flight -= 1

    async def token_logprobs(self, text: str) -> TokenScores:
        """Each character after the first is a token; its log-probability, from -1 to -8, follows from
        a stable hash of the character and the one before it. Every position reports
        ``TOKEN_MEAN`` and ``TOKEN_STD``. Deterministic, for plumbing tests only."""
        await self._enter(Request(prompt=text))
        try:
            chars = [c for c in text if not c.isspace()]
            values = tuple(-1.0 - stable_hash("mock-token", a + b) % 8 for a, b in zip(chars, chars[1:]))
            n = len(values)
            return TokenScores(tuple(chars[1:]), values, (TOKEN_MEAN,) * n, (TOKEN_STD,) * n, "mock")
        finally:
            self.in_flight -= 1

    def identity(self) -> dict:
        """Spec, mode and canned responses; fault settings do not change answers and are left out."""
        ident: dict = {"backend": "mock", "spec": self.spec, "mode": self.mode}
        if self.letter:
            ident["letter"] = self.letter
        if self.responses:
            ident["responses"] = dict(sorted(self.responses.items()))
        return ident

    async def aclose(self) -> None:
        """Nothing to release."""

    def __repr__(self) -> str:
        return f"MockBackend(spec={self.spec!r}, mode={self.mode!r})"

    async def _enter(self, request: Request) -> None:
        """Count the call, wait the latency, then fail if fault injection says so."""
        self.calls += 1
        n = self.calls
        self.requests.append(request)
        self.in_flight += 1
        self.peak_in_flight = max(self.peak_in_flight, self.in_flight)
        try:
            if self.latency > 0:
                await asyncio.sleep(self.latency)
            if n <= self.fail_first or (self.fail_every > 0 and n % self.fail_every == 0):
                raise BackendError(
                    f"mock failure injected on call {n}",
                    retryable=self.retryable,
                    retry_after=self.retry_after,
                )
        except BaseException:
            self.in_flight -= 1
            raise

    def _hashed(self, text: str, letters: list[str]) -> str:
        return letters[stable_hash("mock", text) % len(letters)]

    def _reply(self, reply: str, prompt: str) -> Response:
        return Response(text=reply, input_tokens=_tokens(prompt), output_tokens=_tokens(reply))


def _parse_mode(arg: str) -> tuple[str, str | None]:
    if not arg:
        return "hash", None
    if arg == "echo":
        return "echo", None
    if len(arg) == 1 and arg.upper() in LETTERS:
        return "fixed", arg.upper()
    raise ModelError(
        f"unknown mock mode {arg!r}: use 'mock' (hash), 'mock:A' … 'mock:{LETTERS[-1]}' or 'mock:echo'"
    )


def _tokens(text: str) -> int:
    """A stand-in token count (characters), so usage fields are populated."""
    return len(text)
