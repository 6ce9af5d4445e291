"""A fault-injecting OpenAI-compatible chat completions server, for tests and benchmarks.

``POST /v1/chat/completions`` answers after a fixed latency with a reply whose
answer letter is derived from the prompt (``答案：B``), or, for a configured
share of requests, with a fault: HTTP 429 with ``Retry-After``, HTTP 500,
malformed JSON, a dropped connection, or a hang (the request is held, then
dropped, and never answered). Which fault a request gets is decided by a hash of
the seed, the prompt and how many times that prompt was asked before, so a run
is reproducible whatever order requests arrive in.

The server counts requests, outcomes and, per prompt, successful answers: a
prompt answered successfully more than once is a duplicate call the client
paid for twice. ``GET /stats`` returns the counts as JSON, ``POST /reset``
clears them; in-process, :attr:`FaultServer.stats` gives a snapshot.

Run it as ``python -m psyexam.testing.faultserver --port 8000 --latency 0.05
--p429 0.1``; it binds 127.0.0.1 only and prints its base URL on one line.
"""

from __future__ import annotations

import asyncio
import hashlib
import threading
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from aiohttp import web

HOST = "127.0.0.1"
LETTERS = "ABCD"
FAULTS = ("429", "500", "malformed", "drop", "hang")


@dataclass(frozen=True)
class FaultProfile:
    """Latency and the share of requests that get each fault (shares add up to at most 1)."""

    latency: float = 0.05
    p429: float = 0.0
    p500: float = 0.0
    pmalformed: float = 0.0
    pdrop: float = 0.0
    phang: float = 0.0
    retry_after: float = 0.2
    """Seconds sent in the ``Retry-After`` header of a 429."""
    hang: float = 600.0
    """Seconds a hung request is held before its connection is dropped unanswered."""
    seed: int = 0

    def __post_init__(self) -> None:
        shares = [self.p429, self.p500, self.pmalformed, self.pdrop, self.phang]
        if any(s < 0 for s in shares) or sum(shares) > 1 + 1e-9:
            raise ValueError(f"fault shares must be >= 0 and add up to at most 1, got {shares}")

    def shares(self) -> tuple[tuple[str, float], ...]:
        """(fault, share) pairs in a fixed order."""
        return tuple(zip(FAULTS, (self.p429, self.p500, self.pmalformed, self.pdrop, self.phang)))


@dataclass
class ServerStats:
    """What the server saw: requests, outcomes, and successful answers per prompt."""

    requests: int = 0
    outcomes: Counter = field(default_factory=Counter)
    answers: Counter = field(default_factory=Counter)
    """Successful answers per prompt hash."""
    in_flight: int = 0
    peak_in_flight: int = 0
    first_request: float | None = None
    """Wall-clock time (``time.time()``) the first request arrived."""
    last_reply: float | None = None
    """Wall-clock time the last request ended (answered or not)."""

    @property
    def busy_seconds(self) -> float:
        """From the first request to the end of the last one: the network part of a run."""
        if self.first_request is None or self.last_reply is None:
            return 0.0
        return self.last_reply - self.first_request

    @property
    def answered(self) -> int:
        """Successful answers sent, counting repeats."""
        return sum(self.answers.values())

    @property
    def distinct_answered(self) -> int:
        """Distinct prompts answered successfully at least once."""
        return len(self.answers)

    @property
    def duplicate_successes(self) -> int:
        """Successful answers beyond the first for the same prompt."""
        return sum(n - 1 for n in self.answers.values() if n > 1)

    def to_dict(self) -> dict:
        """JSON-ready counts (without the per-prompt table)."""
        return {
            "requests": self.requests,
            "outcomes": dict(self.outcomes),
            "answered": self.answered,
            "distinct_answered": self.distinct_answered,
            "duplicate_successes": self.duplicate_successes,
            "in_flight": self.in_flight,
            "peak_in_flight": self.peak_in_flight,
            "busy_seconds": round(self.busy_seconds, 4),
        }


class FaultServer:
    """The server; ``await start()`` (or ``async with``) binds it and sets :attr:`base_url`."""

    def __init__(self, profile: FaultProfile | None = None, *, port: int = 0):
        self.profile = profile or FaultProfile()
        self.port = port
        self.base_url = ""
        self._lock = threading.Lock()
        self._stats = ServerStats()
        self._asked: Counter = Counter()
        self._runner: web.AppRunner | None = None

    @property
    def stats(self) -> ServerStats:
        """A snapshot of the counts (safe to read from another thread)."""
        with self._lock:
            s = self._stats
            return ServerStats(s.requests, Counter(s.outcomes), Counter(s.answers), s.in_flight,
                               s.peak_in_flight, s.first_request, s.last_reply)

    def reset(self) -> None:
        """Forget all counts and how often each prompt was asked."""
        with self._lock:
            self._stats = ServerStats(in_flight=self._stats.in_flight)
            self._asked.clear()

    async def start(self) -> str:
        """Bind 127.0.0.1 and serve; returns the base URL (``http://127.0.0.1:PORT/v1``)."""
        app = web.Application()
        app.router.add_post("/v1/chat/completions", self._chat)
        app.router.add_get("/stats", self._get_stats)
        app.router.add_post("/reset", self._reset)
        # handler_cancellation: a request the client gave up on is never counted as answered.
        self._runner = web.AppRunner(app, access_log=None, handler_cancellation=True, shutdown_timeout=0.5)
        await self._runner.setup()
        site = web.TCPSite(self._runner, HOST, self.port, backlog=1024)
        await site.start()
        self.port = self._runner.addresses[0][1]
        self.base_url = f"http://{HOST}:{self.port}/v1"
        return self.base_url

    async def stop(self) -> None:
        """Stop serving and drop open connections."""
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> FaultServer:
        await self.start()
        return self

    async def __aexit__(self, *exc) -> None:
        await self.stop()

    # -- handlers ---------------------------------------------------------------

    async def _chat(self, request: web.Request) -> web.StreamResponse:
        try:
            body = await request.json()
            text = "\n".join(str(m.get("content", "")) for m in body["messages"])
        except (ValueError, KeyError, TypeError, AttributeError):
            return web.json_response({"error": {"message": "bad request body"}}, status=400)
        key = hashlib.sha256(text.encode()).hexdigest()[:32]
        with self._lock:
            s = self._stats
            s.requests += 1
            s.first_request = s.first_request or time.time()
            s.in_flight += 1
            s.peak_in_flight = max(s.peak_in_flight, s.in_flight)
            fault = self._pick(key, self._asked[key])
            self._asked[key] += 1
            s.outcomes[fault] += 1
        try:
            return await self._answer(request, body, key, fault)
        finally:
            with self._lock:
                self._stats.in_flight -= 1
                self._stats.last_reply = time.time()

    async def _answer(self, request: web.Request, body: dict, key: str, fault: str) -> web.StreamResponse:
        p = self.profile
        if fault == "hang":
            await asyncio.sleep(p.hang)
            return _drop(request)
        await asyncio.sleep(p.latency)
        if fault == "429":
            return web.json_response(
                {"error": {"message": "Rate limit reached", "type": "rate_limit_exceeded"}},
                status=429, headers={"Retry-After": f"{p.retry_after:g}"},
            )
        if fault == "500":
            return web.json_response({"error": {"message": "internal error"}}, status=500)
        if fault == "malformed":
            return web.Response(text='{"id": "chatcmpl-x", "choices": [{"message": {"content": "答',
                                content_type="application/json")
        if fault == "drop":
            return _drop(request)
        reply = _reply(body, LETTERS[int(key[:8], 16) % len(LETTERS)])
        with self._lock:
            self._stats.answers[key] += 1
        return web.json_response(reply)

    def _pick(self, key: str, asked: int) -> str:
        digest = hashlib.sha256(f"{self.profile.seed}\x1f{key}\x1f{asked}".encode()).digest()
        u = int.from_bytes(digest[:8], "big") / 2**64
        for fault, share in self.profile.shares():
            if u < share:
                return fault
            u -= share
        return "ok"

    async def _get_stats(self, request: web.Request) -> web.Response:
        return web.json_response(self.stats.to_dict())

    async def _reset(self, request: web.Request) -> web.Response:
        self.reset()
        return web.json_response({"reset": True})


def _drop(request: web.Request) -> web.StreamResponse:
    # Closing the transport ends the connection before any byte of a reply is sent.
    if request.transport is not None:
        request.transport.abort()
    raise asyncio.CancelledError


def _reply(body: dict, letter: str) -> dict:
    content = f"答案：{letter}"
    choice: dict = {"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}
    if body.get("logprobs"):
        top = [{"token": x, "logprob": -0.05 if x == letter else -4.0} for x in LETTERS]
        choice["message"]["content"] = letter
        choice["logprobs"] = {"content": [{"token": letter, "logprob": -0.05, "top_logprobs": top}]}
    prompt_tokens = sum(len(str(m.get("content", ""))) for m in body.get("messages", []))
    return {
        "id": "chatcmpl-fault",
        "object": "chat.completion",
        "model": body.get("model", "fault"),
        "choices": [choice],
        "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": len(choice["message"]["content"]),
                  "total_tokens": prompt_tokens + len(choice["message"]["content"])},
    }


@contextmanager
def running(profile: FaultProfile | None = None, *, port: int = 0) -> Iterator[FaultServer]:
    """Run a server on its own event loop in a background thread (for synchronous code)."""
    server = FaultServer(profile, port=port)
    loop = asyncio.new_event_loop()
    started = threading.Event()
    thread = threading.Thread(target=_serve, args=(loop, server, started), daemon=True, name="faultserver")
    thread.start()
    started.wait(10)
    if not server.base_url:
        raise RuntimeError("the fault server did not start")
    try:
        yield server
    finally:
        asyncio.run_coroutine_threadsafe(server.stop(), loop).result(10)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(10)
        loop.close()


def _serve(loop: asyncio.AbstractEventLoop, server: FaultServer, started: threading.Event) -> None:
    asyncio.set_event_loop(loop)
    try:
        loop.run_until_complete(server.start())
    finally:
        started.set()
    loop.run_forever()


def main(argv: list[str] | None = None) -> None:
    """Command line: serve until interrupted."""
    import argparse

    ap = argparse.ArgumentParser(prog="python -m psyexam.testing.faultserver", description=__doc__.split("\n\n")[0])
    ap.add_argument("--port", type=int, default=0, help="port on 127.0.0.1 (0: any free port)")
    for name, default in (("latency", 0.05), ("p429", 0.0), ("p500", 0.0), ("pmalformed", 0.0),
                          ("pdrop", 0.0), ("phang", 0.0), ("retry-after", 0.2), ("hang", 600.0)):
        ap.add_argument(f"--{name}", type=float, default=default)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    profile = FaultProfile(args.latency, args.p429, args.p500, args.pmalformed, args.pdrop, args.phang,
                           args.retry_after, args.hang, args.seed)

    async def serve() -> None:
        async with FaultServer(profile, port=args.port) as server:
            print(server.base_url, flush=True)
            await asyncio.Event().wait()

    try:
        asyncio.run(serve())
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
