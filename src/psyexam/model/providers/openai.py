"""Any OpenAI-compatible chat completions endpoint, over plain HTTP with aiohttp.

Works with commercial APIs and with local servers (vLLM, SGLang, Ollama, the
llama.cpp server). Failures become :class:`BackendError`; the engine retries the
``retryable`` ones, waiting ``retry_after`` seconds when the server says how long.
"""

from __future__ import annotations

import asyncio
import ipaddress
import json
import math
import os
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, TypedDict
from urllib.parse import urlsplit

import aiohttp

from psyexam.errors import ModelError
from psyexam.model.base import BackendError, Capabilities, Request, Response
from psyexam.model.options import OpenAIOptions
from psyexam.model.providers._echo import echo_payload, echo_scores
from psyexam.model.providers._retry_after import parse_retry_after
from psyexam.model.tokens import TokenScores

DEFAULT_BASE_URL = "https://api.openai.com/v1"
BASE_URL_ENV = "OPENAI_BASE_URL"

_EXCERPT_CHARS = 200


@dataclass(frozen=True, slots=True)
class _Reply:
    """An HTTP reply, read in full."""

    status: int
    headers: Mapping[str, str]
    text: str


class OpenAIBackend:
    """A model behind ``POST {base_url}/chat/completions``; spec ``openai:MODEL``.

    ``options.base_url`` (else ``$OPENAI_BASE_URL``, else OpenAI's) picks the
    server; the API key is read from the environment variable named by
    ``options.api_key_env`` and may be absent for a loopback or private-network
    server. Other options (:class:`~psyexam.model.options.OpenAIOptions`):

    - ``logprobs`` (default False): advertise log-probability scoring; needs a
      server that honours ``logprobs``/``top_logprobs`` on chat completions.
    - ``top_logprobs`` (default 20, the most OpenAI's API returns): alternatives asked for per token.
    - ``extra_body``: a dict merged into every request body (vendor options).

    HTTP goes through one aiohttp session per event loop: at dozens of
    concurrent requests it costs a fraction of the CPU time per call of httpx's
    own connection pool, which matters when a run is bound by network latency.
    Proxies are taken from the environment (``HTTPS_PROXY`` and the like).
    """

    options_model = OpenAIOptions

    def __init__(self, arg: str, options: OpenAIOptions):
        if not arg:
            raise ModelError(
                "the 'openai' backend needs a model name: openai:MODEL (e.g. openai:gpt-4o-mini)"
            )
        self.model = arg
        self.spec = f"openai:{arg}"
        self.options = options
        self.base_url = _base_url(options.base_url or os.environ.get(BASE_URL_ENV) or DEFAULT_BASE_URL)
        key = os.environ.get(options.api_key_env) or None
        if key is None and not _is_local(self.base_url):
            raise ModelError(
                f"the 'openai' backend needs an API key for {self.base_url}: "
                f"set the environment variable {options.api_key_env}"
            )
        self._key = key
        self._extra_body: dict[str, Any] = dict(options.extra_body)
        self._top_logprobs = options.top_logprobs
        self.capabilities = Capabilities(logprobs=options.logprobs, chat=True)
        self._client: aiohttp.ClientSession | None = None
        self._client_loop: asyncio.AbstractEventLoop | None = None

    async def generate(self, request: Request) -> Response:
        """The assistant's reply to ``request.messages`` (a bare ``prompt`` is sent as one user message)."""
        data = await self._post(self._payload(request))
        choice = self._first_choice(data)
        message = choice.get("message")
        content = message.get("content") if isinstance(message, dict) else None
        finish = choice.get("finish_reason")
        if content is None and finish == "length" and isinstance(message, dict):
            # Reasoning models can spend the whole budget before answering:
            # an empty answer, not a broken reply worth retrying.
            content = ""
        if not isinstance(content, str):
            raise BackendError(
                f"{self.spec}: malformed reply: the first choice has no message content", retryable=True
            )
        raw: dict[str, Any] = {"finish_reason": finish, "model": data.get("model")}
        if isinstance(message, dict) and isinstance(message.get("reasoning_content"), str):
            raw["reasoning"] = message["reasoning_content"]
        return Response(text=content, raw=raw, **_usage(data))

    async def logprobs(self, request: Request) -> Response:
        """Log-probabilities of ``request.choices`` as the first generated token.

        Read from that token's ``top_logprobs``; surrounding whitespace is
        stripped and full-width letters are folded (NFKC), spellings of the same
        letter are summed, and letters outside the top alternatives get -inf.
        """
        if not self.capabilities.logprobs:
            raise BackendError(
                f"{self.spec}: log-probabilities are not enabled for this backend (option logprobs)"
            )
        if not request.choices:
            raise BackendError("logprobs needs request.choices (the answer letters to score)")
        payload = self._payload(
            request, max_tokens=1, temperature=0.0, logprobs=True, top_logprobs=self._top_logprobs
        )
        data = await self._post(payload)
        choice = self._first_choice(data)
        block = choice.get("logprobs")
        content = block.get("content") if isinstance(block, dict) else None
        if not content or not isinstance(content, list) or not isinstance(content[0], dict):
            raise BackendError(
                f"{self.spec}: the server returned no token log-probabilities; "
                "it may not support logprobs on chat completions"
            )
        first = content[0]
        entries = [first, *(first.get("top_logprobs") or [])]
        return Response(
            logprobs=letter_logprobs(entries, request.choices),
            raw={"token": first.get("token")},
            **_usage(data),
        )

    async def token_logprobs(self, text: str) -> TokenScores:
        """Every token of ``text`` scored through ``POST {base_url}/completions`` with ``echo`` (where offered)."""
        return echo_scores(self.spec, await self._post(echo_payload(self.model, text), "completions"))

    def identity(self) -> dict:
        """Model, server and request options that change answers; never the API key."""
        ident: dict[str, Any] = {
            "backend": "openai",
            "spec": self.spec,
            "model": self.model,
            "base_url": self.base_url,
        }
        if self._extra_body:
            ident["extra_body"] = self._extra_body
        return ident

    async def aclose(self) -> None:
        """Close the HTTP client."""
        if self._client is not None:
            await self._client.close()
            self._client = None

    def __repr__(self) -> str:
        return f"OpenAIBackend(spec={self.spec!r}, base_url={self.base_url!r})"

    # -- HTTP -----------------------------------------------------------------

    def _http(self) -> aiohttp.ClientSession:
        # A session's connection pool belongs to one event loop; a new loop gets a new session.
        loop = asyncio.get_running_loop()
        if self._client is None or self._client_loop is not loop:
            headers = {"Authorization": f"Bearer {self._key}"} if self._key else {}
            self._client = aiohttp.ClientSession(
                # The executor bounds concurrency; the pool must not add a second, lower bound.
                connector=aiohttp.TCPConnector(limit=0),
                headers=headers,
                timeout=aiohttp.ClientTimeout(total=self.options.timeout),
                # The proxy is looked up once here: aiohttp's trust_env would do it per request, in a thread.
                proxy=_env_proxy(self.base_url),
            )
            self._client_loop = loop
        return self._client

    async def _post(self, payload: dict[str, Any], path: str = "chat/completions") -> dict[str, Any]:
        url = f"{self.base_url}/{path}"
        try:
            async with self._http().post(url, json=payload) as resp:
                reply = _Reply(resp.status, dict(resp.headers), await resp.text(errors="replace"))
        except TimeoutError as e:
            raise BackendError(
                f"{self.spec}: no reply from {self.base_url} "
                f"within {self.options.timeout:g}s ({type(e).__name__})",
                retryable=True,
            ) from e
        except aiohttp.ClientConnectorError as e:
            raise BackendError(
                f"{self.spec}: cannot reach {self.base_url} ({type(e).__name__}: {self._redact(str(e))})",
                retryable=True,
            ) from e
        except aiohttp.ClientError as e:
            raise BackendError(
                f"{self.spec}: the connection to {self.base_url} failed "
                f"({type(e).__name__}: {self._redact(str(e))})",
                retryable=True,
            ) from e
        if reply.status >= 400:
            raise self._status_error(reply)
        try:
            data = json.loads(reply.text)
        except ValueError:
            raise BackendError(
                f"{self.spec}: malformed reply (not JSON): {self._excerpt(reply.text)}", retryable=True
            ) from None
        if not isinstance(data, dict):
            raise BackendError(f"{self.spec}: malformed reply (not a JSON object)", retryable=True)
        return data

    def _status_error(self, resp: _Reply) -> BackendError:
        status = resp.status
        retryable = status in (408, 429) or status >= 500
        what = "rate limited (HTTP 429)" if status == 429 else f"HTTP {status}"
        return BackendError(
            f"{self.spec}: {what} from {self.base_url}: {self._excerpt(resp.text)}",
            retryable=retryable,
            retry_after=parse_retry_after(resp.headers) if retryable else None,
            status=status,
        )

    def _first_choice(self, data: dict[str, Any]) -> dict[str, Any]:
        choices = data.get("choices")
        if not isinstance(choices, list) or not choices or not isinstance(choices[0], dict):
            error = data.get("error")
            detail = f" (error: {self._excerpt(str(error))})" if error else ""
            raise BackendError(f"{self.spec}: malformed reply: no choices{detail}", retryable=True)
        return choices[0]

    def _payload(self, request: Request, **override: Any) -> dict[str, Any]:
        messages = [{"role": m.role, "content": m.content} for m in request.messages]
        if not messages:
            if request.prompt is None:
                raise BackendError("the request has neither messages nor a prompt")
            messages = [{"role": "user", "content": request.prompt}]
        p = request.params
        body: dict[str, Any] = {
            "model": self.model,
            "messages": messages,
            "max_tokens": p.max_tokens,
            "temperature": p.temperature,
            "top_p": p.top_p,
        }
        seed = p.seed if p.seed is not None else self.options.seed
        if seed is not None:
            body["seed"] = seed
        if p.stop:
            body["stop"] = list(p.stop)
        return {**body, **self._extra_body, **override}

    def _excerpt(self, text: str) -> str:
        """A short one-line excerpt of a reply body, preferring an API error's message."""
        message = _error_message(text)
        flat = " ".join((message or text).split())
        flat = self._redact(flat)
        if not flat:
            return "(empty body)"
        return flat if len(flat) <= _EXCERPT_CHARS else flat[:_EXCERPT_CHARS] + "…"

    def _redact(self, text: str) -> str:
        # A server may echo the key back (e.g. in a 401 body); it never reaches a message.
        return text.replace(self._key, "***") if self._key else text


def letter_logprobs(entries: Iterable[Mapping[str, Any]], choices: Iterable[str]) -> dict[str, float]:
    """Per choice letter, the log of the summed probability of the tokens that spell it.

    ``entries`` are ``{"token": ..., "logprob": ...}`` alternatives for one
    position; a token spells a letter when it equals it after NFKC folding and
    stripping whitespace. Repeated tokens count once; letters never seen get -inf.
    """
    seen: set[str] = set()
    found: dict[str, list[float]] = {}
    wanted = set(choices)
    for entry in entries:
        token, lp = entry.get("token"), entry.get("logprob")
        if not isinstance(token, str) or not isinstance(lp, int | float) or token in seen:
            continue
        seen.add(token)
        letter = unicodedata.normalize("NFKC", token).strip()
        if letter in wanted:
            found.setdefault(letter, []).append(float(lp))
    return {c: _logsumexp(found[c]) if c in found else -math.inf for c in choices}


class _Usage(TypedDict):
    """Token counts as :class:`Response` takes them."""

    input_tokens: int | None
    output_tokens: int | None


def _usage(data: dict[str, Any]) -> _Usage:
    usage = data.get("usage")
    if not isinstance(usage, dict):
        usage = {}

    def pick(key: str) -> int | None:
        value = usage.get(key)
        return value if isinstance(value, int) else None

    return {"input_tokens": pick("prompt_tokens"), "output_tokens": pick("completion_tokens")}


def _error_message(text: str) -> str | None:
    try:
        body = json.loads(text)
    except ValueError:
        return None
    error = body.get("error") if isinstance(body, dict) else None
    if isinstance(error, dict) and isinstance(error.get("message"), str):
        return error["message"]
    if isinstance(error, str):
        return error
    return None


def _logsumexp(values: list[float]) -> float:
    top = max(values)
    if top == -math.inf:
        return top
    return top + math.log(sum(math.exp(v - top) for v in values))


def _base_url(url: str) -> str:
    try:
        parsed = urlsplit(url)
        host = parsed.hostname
        parsed.port  # noqa: B018 - raises ValueError for a bad port
    except ValueError as e:
        raise ModelError(f"invalid base URL {url!r} for the 'openai' backend: {e}") from None
    if parsed.scheme not in ("http", "https") or not host:
        raise ModelError(
            f"invalid base URL {url!r} for the 'openai' backend: expected http(s)://HOST[:PORT]/PATH"
        )
    return url.rstrip("/")


def _env_proxy(url: str) -> str | None:
    """The proxy the environment (``HTTPS_PROXY``, ``NO_PROXY``...) sets for ``url``, if any."""
    import urllib.request

    parsed = urlsplit(url)
    if urllib.request.proxy_bypass(parsed.hostname or ""):
        return None
    return urllib.request.getproxies().get(parsed.scheme)


def _is_local(url: str) -> bool:
    """True for loopback and private-network servers, which usually need no key."""
    host = urlsplit(url).hostname or ""
    if host == "localhost" or host.endswith(".localhost"):
        return True
    try:
        ip = ipaddress.ip_address(host)
    except ValueError:
        return False
    return ip.is_loopback or ip.is_private or ip.is_unspecified
