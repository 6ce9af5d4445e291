"""The OpenAI-compatible backend against a real HTTP server running in this process."""

from __future__ import annotations

import json
import math
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from email.utils import formatdate
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from psyexam.errors import ModelError
from psyexam.model import BackendError, GenerateParams, Message, Request, get_backend
from psyexam.model.options import OpenAIOptions
from psyexam.model.providers._retry_after import parse_retry_after
from psyexam.model.providers.openai import letter_logprobs

KEY = "sk-test-SECRET-0123456789"
KEY_ENV = "PSYEXAM_TEST_OPENAI_KEY"


@dataclass
class Reply:
    status: int = 200
    body: bytes | dict = field(default_factory=dict)
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0


@dataclass
class Seen:
    path: str
    headers: dict[str, str]
    body: dict


class FakeServer:
    """A chat completions server whose reply each test sets."""

    def __init__(self):
        self.reply: Callable[[Seen], Reply] = lambda seen: Reply(body=_completion("答案：A"))
        self.seen: list[Seen] = []
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                length = int(self.headers.get("Content-Length", 0))
                seen = Seen(self.path, dict(self.headers), json.loads(self.rfile.read(length)))
                server.seen.append(seen)
                reply = server.reply(seen)
                time.sleep(reply.delay)
                body = reply.body if isinstance(reply.body, bytes) else json.dumps(reply.body).encode()
                try:
                    self.send_response(reply.status)
                    for k, v in {"Content-Type": "application/json", **reply.headers}.items():
                        self.send_header(k, v)
                    self.send_header("Content-Length", str(len(body)))
                    self.end_headers()
                    self.wfile.write(body)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up (timeout test)

            def log_message(self, *args):
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"
        self.thread = threading.Thread(target=self.httpd.serve_forever, args=(0.02,), daemon=True)
        self.thread.start()

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()


def _completion(text, usage=(12, 3), **extra) -> dict:
    return {
        "id": "x",
        "model": "fake-model",
        "choices": [
            {"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "stop", **extra}
        ],
        "usage": {"prompt_tokens": usage[0], "completion_tokens": usage[1], "total_tokens": sum(usage)},
    }


@pytest.fixture
def server():
    s = FakeServer()
    yield s
    s.close()


@pytest.fixture
async def backend_for(monkeypatch):
    monkeypatch.setenv(KEY_ENV, KEY)
    made = []

    def make(url: str, **kw):
        extra = kw.pop("extra", {})
        b = get_backend("openai:fake-model", OpenAIOptions(base_url=url, api_key_env=KEY_ENV, **extra, **kw))
        made.append(b)
        return b

    yield make
    for b in made:
        await b.aclose()


REQ = Request(
    messages=(Message("system", "你是考生。"), Message("user", "题目\nA. 甲\nB. 乙")),
    params=GenerateParams(max_tokens=16, seed=5, stop=("\n\n",)),
)


async def test_ok_reply_and_request_shape(server, backend_for):
    backend = backend_for(server.url)
    resp = await backend.generate(REQ)
    assert resp.text == "答案：A"
    assert (resp.input_tokens, resp.output_tokens) == (12, 3)
    assert resp.raw["finish_reason"] == "stop"
    seen = server.seen[0]
    assert seen.path == "/v1/chat/completions"
    assert seen.headers["Authorization"] == f"Bearer {KEY}"
    assert seen.body["model"] == "fake-model"
    assert seen.body["messages"][1] == {"role": "user", "content": "题目\nA. 甲\nB. 乙"}
    assert (seen.body["max_tokens"], seen.body["seed"], seen.body["stop"]) == (16, 5, ["\n\n"])
    await backend.aclose()


async def test_key_never_in_spec_identity_or_repr(server, backend_for):
    backend = backend_for(server.url)
    for text in (backend.spec, json.dumps(backend.identity()), repr(backend)):
        assert KEY not in text
    assert backend.identity()["base_url"] == server.url


@pytest.mark.parametrize(
    ("headers", "expected"),
    [({"Retry-After": "7"}, 7.0), ({"Retry-After": "1.5"}, 1.5), ({"retry-after-ms": "250"}, 0.25)],
)
async def test_429_is_retryable_with_retry_after_seconds(server, backend_for, headers, expected):
    server.reply = lambda s: Reply(429, {"error": {"message": "Rate limit reached"}}, headers)
    with pytest.raises(BackendError) as err:
        await backend_for(server.url).generate(REQ)
    assert err.value.retryable
    assert err.value.retry_after == pytest.approx(expected)
    assert "429" in str(err.value) and "Rate limit reached" in str(err.value)


async def test_429_with_http_date(server, backend_for):
    server.reply = lambda s: Reply(
        429, b"slow down", {"Retry-After": formatdate(time.time() + 30, usegmt=True)}
    )
    with pytest.raises(BackendError) as err:
        await backend_for(server.url).generate(REQ)
    assert err.value.retryable
    assert 25 <= err.value.retry_after <= 31


async def test_429_with_ratelimit_reset_headers(server, backend_for):
    headers = {
        "x-ratelimit-remaining-requests": "10",
        "x-ratelimit-reset-requests": "1m30s",
        "x-ratelimit-remaining-tokens": "0",
        "x-ratelimit-reset-tokens": "6.5s",
    }
    server.reply = lambda s: Reply(429, b"", headers)
    with pytest.raises(BackendError) as err:
        await backend_for(server.url).generate(REQ)
    assert err.value.retry_after == pytest.approx(6.5)


@pytest.mark.parametrize("status", [500, 502, 503, 408])
async def test_server_errors_are_retryable(server, backend_for, status):
    server.reply = lambda s: Reply(status, b"<html>upstream\n  failed</html>")
    with pytest.raises(BackendError) as err:
        await backend_for(server.url).generate(REQ)
    assert err.value.retryable and err.value.retry_after is None
    assert f"HTTP {status}" in str(err.value) and "upstream failed" in str(err.value)


async def test_malformed_json_is_retryable(server, backend_for):
    server.reply = lambda s: Reply(200, b"{not json")
    with pytest.raises(BackendError, match="malformed reply") as err:
        await backend_for(server.url).generate(REQ)
    assert err.value.retryable


@pytest.mark.parametrize(
    "body",
    [
        {"choices": []},
        {"object": "error", "error": "model overloaded"},
        {"choices": [{"message": {"role": "assistant"}, "finish_reason": "stop"}]},
        {"choices": [{"message": {"role": "assistant", "content": None}, "finish_reason": "stop"}]},
    ],
)
async def test_no_choices_or_content_is_malformed(server, backend_for, body):
    server.reply = lambda s: Reply(200, body)
    with pytest.raises(BackendError, match="malformed reply") as err:
        await backend_for(server.url).generate(REQ)
    assert err.value.retryable


async def test_length_cut_without_content_is_an_empty_answer(server, backend_for):
    body = {
        "choices": [
            {
                "message": {"role": "assistant", "content": None, "reasoning_content": "嗯"},
                "finish_reason": "length",
            }
        ]
    }
    server.reply = lambda s: Reply(200, body)
    resp = await backend_for(server.url).generate(REQ)
    assert resp.text == "" and resp.raw["reasoning"] == "嗯" and resp.input_tokens is None


async def test_connection_refused_is_retryable(backend_for):
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    sock.close()
    with pytest.raises(BackendError, match="cannot reach") as err:
        await backend_for(f"http://127.0.0.1:{port}/v1").generate(REQ)
    assert err.value.retryable


async def test_timeout_is_retryable(server, backend_for):
    server.reply = lambda s: Reply(body=_completion("late"), delay=0.5)
    with pytest.raises(BackendError, match="no reply") as err:
        await backend_for(server.url, timeout=0.2).generate(REQ)
    assert err.value.retryable


async def test_401_is_final_and_hides_the_key(server, backend_for):
    def echo_key(seen: Seen) -> Reply:
        key = seen.headers["Authorization"].removeprefix("Bearer ")
        return Reply(
            401, {"error": {"message": f"Incorrect API key provided: {key}.", "code": "invalid_api_key"}}
        )

    server.reply = echo_key
    with pytest.raises(BackendError) as err:
        await backend_for(server.url).generate(REQ)
    assert not err.value.retryable and err.value.retry_after is None
    message = str(err.value)
    assert "401" in message and "Incorrect API key" in message
    assert KEY not in message


async def test_404_body_excerpt_is_short(server, backend_for):
    server.reply = lambda s: Reply(404, b"x" * 5000)
    with pytest.raises(BackendError) as err:
        await backend_for(server.url).generate(REQ)
    assert not err.value.retryable
    assert len(str(err.value)) < 400


def test_missing_key_is_a_model_error(monkeypatch):
    monkeypatch.delenv(KEY_ENV, raising=False)
    with pytest.raises(ModelError, match=KEY_ENV):
        get_backend(
            "openai:gpt-4o-mini", OpenAIOptions(base_url="https://api.example.com/v1", api_key_env=KEY_ENV)
        )


async def test_local_server_needs_no_key(server, monkeypatch):
    monkeypatch.delenv(KEY_ENV, raising=False)
    backend = get_backend("openai:m", OpenAIOptions(base_url=server.url, api_key_env=KEY_ENV))
    assert (await backend.generate(REQ)).text == "答案：A"
    assert "Authorization" not in server.seen[0].headers


def test_base_url_from_environment_and_validation(monkeypatch):
    monkeypatch.setenv(KEY_ENV, KEY)
    monkeypatch.setenv("OPENAI_BASE_URL", "http://10.0.0.5:8000/v1/")
    backend = get_backend("openai:m", OpenAIOptions(api_key_env=KEY_ENV))
    assert backend.base_url == "http://10.0.0.5:8000/v1"
    with pytest.raises(ModelError, match="invalid base URL"):
        get_backend("openai:m", OpenAIOptions(base_url="ftp://x/v1", api_key_env=KEY_ENV))
    with pytest.raises(ModelError, match="model name"):
        get_backend("openai:", OpenAIOptions(api_key_env=KEY_ENV))


async def test_logprobs_of_offered_letters(server, backend_for):
    top = [
        {"token": "B", "logprob": -0.4},
        {"token": " A", "logprob": -1.6},
        {"token": "A", "logprob": -2.3},
        {"token": "Ｃ", "logprob": -3.0},
        {"token": "答案", "logprob": -4.0},
    ]
    block = {"content": [{"token": "B", "logprob": -0.4, "top_logprobs": top}]}
    server.reply = lambda s: Reply(body=_completion("B", usage=(20, 1), logprobs=block))
    backend = backend_for(server.url, extra={"logprobs": True})
    assert backend.capabilities.logprobs
    resp = await backend.logprobs(Request(messages=REQ.messages, choices=("A", "B", "C", "D")))
    lp = resp.logprobs
    assert lp["B"] == pytest.approx(-0.4)
    assert lp["A"] == pytest.approx(math.log(math.exp(-1.6) + math.exp(-2.3)))
    assert lp["C"] == pytest.approx(-3.0)
    assert lp["D"] == -math.inf
    body = server.seen[0].body
    assert (body["max_tokens"], body["logprobs"], body["top_logprobs"], body["temperature"]) == (
        1,
        True,
        20,
        0.0,
    )
    assert resp.input_tokens == 20


async def test_logprobs_unsupported_by_server(server, backend_for):
    server.reply = lambda s: Reply(body=_completion("B"))
    backend = backend_for(server.url, extra={"logprobs": True})
    with pytest.raises(BackendError, match="no token log-probabilities") as err:
        await backend.logprobs(Request(messages=REQ.messages, choices=("A", "B")))
    assert not err.value.retryable


async def test_logprobs_off_by_default(server, backend_for):
    backend = backend_for(server.url)
    assert not backend.capabilities.logprobs
    with pytest.raises(BackendError):
        await backend.logprobs(Request(messages=REQ.messages, choices=("A", "B")))
    assert server.seen == []


def test_parse_retry_after_edge_cases():
    now = 1_700_000_000.0
    assert parse_retry_after({}, now) is None
    assert parse_retry_after({"Retry-After": "garbage"}, now) is None
    assert parse_retry_after({"Retry-After": formatdate(now - 60, usegmt=True)}, now) == 0.0
    assert parse_retry_after({"x-ratelimit-reset": str(int(now) + 12)}, now) == pytest.approx(12)
    assert parse_retry_after({"x-ratelimit-reset": "3"}, now) == 3
    assert parse_retry_after({"x-ratelimit-reset-requests": "1h2m3s"}, now) == 3723
    assert (
        parse_retry_after({"x-ratelimit-reset-requests": "20ms", "x-ratelimit-reset-tokens": "2s"}, now)
        == 0.02
    )


def test_letter_logprobs_ignores_repeats_and_junk():
    entries = [
        {"token": "A", "logprob": -1.0},
        {"token": "A", "logprob": -1.0},
        {"token": None},
        {"logprob": 0},
    ]
    assert letter_logprobs(entries, ["A", "B"]) == {"A": -1.0, "B": -math.inf}
