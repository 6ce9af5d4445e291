"""A GGUF model in this process with llama-cpp-python (CPU).

Spec ``llama:ARG``: ARG is ``default`` (the installed default model), a known
model name (``qwen2.5-coder-0.5b``) or a path to a ``.gguf`` file.

Options (:class:`~psyexam.model.options.LlamaOptions`): ``n_ctx`` (default
4096), ``n_threads`` (default all CPUs), ``n_batch``, ``n_gpu_layers``,
``seed``, ``chat_template``.

Log-probabilities are read from the last position's logits after evaluating
the prompt. The evaluated tokens stay in the model's KV cache, and the next
prompt only evaluates what follows the longest common token prefix, so
questions sharing a header or few-shot examples reuse that work.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from psyexam.errors import MissingExtra
from psyexam.model.base import BackendError, Capabilities, Message, Request, Response
from psyexam.model.default import file_sha256, resolve_model_file
from psyexam.model.options import LlamaOptions
from psyexam.model.providers._local import (
    LetterIds,
    local_identity,
    log_softmax,
    moments,
    pick_letters,
    plain_text,
    run_locked,
    split_continuation,
)
from psyexam.model.tokens import TokenScores

DEFAULT_N_CTX = 4096


def _import_llama_cpp() -> Any:
    try:
        import llama_cpp
    except ImportError as e:
        raise MissingExtra("llama", "llama", "llama-cpp-python") from e
    return llama_cpp


def common_prefix_len(a: Sequence[int], b: Sequence[int]) -> int:
    """How many leading tokens ``a`` and ``b`` share."""
    n = min(len(a), len(b))
    if n == 0:
        return 0
    diff = np.flatnonzero(np.asarray(a[:n]) != np.asarray(b[:n]))
    return int(diff[0]) if diff.size else n


class LlamaBackend:
    """llama-cpp-python on a GGUF file; loaded on first use, one call at a time."""

    options_model = LlamaOptions

    def __init__(self, arg: str, options: LlamaOptions):
        self._lib = _import_llama_cpp()
        self.path: Path = resolve_model_file(arg or "default")
        self.spec = f"llama:{arg or 'default'}"
        self.options = options
        self.n_ctx = options.n_ctx or DEFAULT_N_CTX
        self.n_threads = options.n_threads or os.cpu_count() or 1
        self.capabilities = Capabilities(
            logprobs=True, chat=options.chat_template, completion=True, local=True
        )
        self._llm: Any = None
        self._lock = threading.Lock()
        self._ids = LetterIds(lambda s: self._load().tokenize(s.encode("utf-8"), add_bos=False, special=False))
        self._sha256: str | None = None
        self._chat_formatter: Any = None
        self.reused_tokens = 0
        """Prompt tokens served from the KV cache instead of evaluated (all calls)."""
        self.evaluated_tokens = 0
        """Prompt tokens evaluated for log-probabilities (all calls)."""

    # -- loading and threading -------------------------------------------------

    def _load(self) -> Any:
        if self._llm is None:
            o = self.options
            kwargs: dict[str, Any] = {
                "model_path": str(self.path),
                "n_ctx": self.n_ctx,
                "n_threads": self.n_threads,
                "verbose": False,
            }
            if o.seed is not None:
                kwargs["seed"] = o.seed
            if o.n_batch is not None:
                kwargs["n_batch"] = o.n_batch
            if o.n_gpu_layers is not None:
                kwargs["n_gpu_layers"] = o.n_gpu_layers
            try:
                self._llm = self._lib.Llama(**kwargs)
            except (ValueError, RuntimeError) as e:
                raise BackendError(f"llama-cpp-python could not load {self.path}: {e}") from e
        return self._llm

    # -- prompts ---------------------------------------------------------------

    def render_chat(self, messages: Sequence[Message]) -> str:
        """``messages`` through the model's chat template; a final assistant message is continued."""
        head, continuation = split_continuation(messages)
        rendered = self._formatter()(messages=[{"role": m.role, "content": m.content} for m in head])
        return rendered.prompt + continuation

    def _formatter(self) -> Any:
        if self._chat_formatter is None:
            llm = self._load()
            template = llm.metadata.get("tokenizer.chat_template")
            if not template:
                raise BackendError(
                    f"{self.path.name} has no chat template; turn the chat template off to use raw prompts"
                )
            from llama_cpp.llama_chat_format import Jinja2ChatFormatter

            self._chat_formatter = Jinja2ChatFormatter(
                template, eos_token=self._token_text(llm.token_eos()),
                bos_token=self._token_text(llm.token_bos()), add_generation_prompt=True,
            )
        return self._chat_formatter

    def _token_text(self, token: int) -> str:
        return "" if token < 0 else self._llm._model.token_get_text(token)

    def prompt_text(self, request: Request) -> tuple[str, bool]:
        """The text to feed for ``request`` and whether it came from the chat template."""
        if request.prompt is None and request.messages and self.options.chat_template:
            return self.render_chat(request.messages), True
        return plain_text(request), False

    def tokenize(self, text: str, templated: bool) -> list[int]:
        """Tokens of ``text``; special tokens are parsed only in template output."""
        llm = self._load()
        bos = self._token_text(llm.token_bos())
        add_bos = not (templated and bos and text.startswith(bos))
        return llm.tokenize(text.encode("utf-8"), add_bos=add_bos, special=templated)

    # -- log-probabilities -----------------------------------------------------

    async def logprobs(self, request: Request) -> Response:
        """Log-probabilities of ``request.choices`` as the next token after the prompt."""
        return await run_locked(self._lock, self._logprobs_sync, request)

    def _logprobs_sync(self, request: Request) -> Response:
        if not request.choices:
            raise BackendError("a log-probability request needs answer letters (choices)")
        text, templated = self.prompt_text(request)
        tokens = self.tokenize(text, templated)
        if len(tokens) >= self.n_ctx:
            raise BackendError(f"prompt of {len(tokens)} tokens does not fit n_ctx={self.n_ctx}")
        try:
            logits, reused = self._next_logits(tokens)
        except RuntimeError as e:  # llama_decode failures
            self._llm.n_tokens = 0  # the KV cache is in an unknown state
            raise BackendError(f"llama-cpp-python could not evaluate the prompt: {e}") from e
        ids = self._ids(request.choices)
        return Response(
            logprobs=pick_letters(log_softmax(logits), ids),
            input_tokens=len(tokens),
            output_tokens=0,
            raw={"reused_tokens": reused},
        )

    def _next_logits(self, tokens: list[int]) -> tuple[np.ndarray, int]:
        """Evaluate ``tokens``, reusing the cached common prefix; the last position's logits."""
        llm = self._load()
        # At least one token is evaluated so the logits belong to this prompt.
        keep = min(common_prefix_len(llm.input_ids[: llm.n_tokens].tolist(), tokens), len(tokens) - 1)
        llm.n_tokens = keep  # eval() drops the KV cache beyond n_tokens
        llm.eval(tokens[keep:])
        # Llama.scores is not filled without logits_all; read the context's output row.
        ptr = self._lib.llama_get_logits_ith(llm.ctx, -1)
        logits = np.ctypeslib.as_array(ptr, shape=(llm.n_vocab(),)).copy()
        self.reused_tokens += keep
        self.evaluated_tokens += len(tokens) - keep
        return logits, keep

    # -- per-token log-probabilities of a text ------------------------------------

    async def token_logprobs(self, text: str) -> TokenScores:
        """Every token of ``text`` (raw, no template) scored from the full next-token distribution."""
        return await run_locked(self._lock, self._token_logprobs_sync, text)

    def _token_logprobs_sync(self, text: str) -> TokenScores:
        tokens = self.tokenize(text, templated=False)
        if len(tokens) > self.n_ctx:
            raise BackendError(f"text of {len(tokens)} tokens does not fit n_ctx={self.n_ctx}")
        try:
            rows = self._position_stats(tokens)
        except RuntimeError as e:
            self._llm.n_tokens = 0
            raise BackendError(f"llama-cpp-python could not evaluate the text: {e}") from e
        # the logits after token i predict token i + 1; the first token is scored only after a BOS
        first = 1
        words = [self._llm.detokenize([t]).decode("utf-8", errors="replace") for t in tokens[first:]]
        return TokenScores(tuple(words), tuple(r[0] for r in rows), tuple(r[1] for r in rows),
                           tuple(r[2] for r in rows), "full distribution (llama.cpp logits)")

    def _position_stats(self, tokens: list[int]) -> list[tuple[float, float, float]]:
        """For each next token: (its log-probability, mean, std of the distribution), in one pass.

        The KV cache is rebuilt from the start with logits kept at every position (a
        decode batch may ask for them without the model's ``logits_all``); each row is
        reduced at once, so a long text never holds a vocabulary-wide matrix.
        """
        llm = self._load()
        llm.n_tokens = 0
        llm._ctx.kv_cache_seq_rm(-1, 0, -1)
        out: list[tuple[float, float, float]] = []
        for start in range(0, len(tokens), llm.n_batch):
            chunk = tokens[start:start + llm.n_batch]
            llm._batch.set_batch(batch=chunk, n_past=llm.n_tokens, logits_all=True)
            llm._ctx.decode(llm._batch)
            llm.input_ids[llm.n_tokens:llm.n_tokens + len(chunk)] = chunk
            llm.n_tokens += len(chunk)
            for j in range(len(chunk)):
                nxt = start + j + 1
                if nxt >= len(tokens):
                    break
                ptr = self._lib.llama_get_logits_ith(llm.ctx, j)
                logp = log_softmax(np.ctypeslib.as_array(ptr, shape=(llm.n_vocab(),)))
                out.append((float(logp[tokens[nxt]]), *moments(logp)))
        self.evaluated_tokens += len(tokens)
        return out

    # -- generation ------------------------------------------------------------

    async def generate(self, request: Request) -> Response:
        """Generate text: the chat template for messages, a raw completion for a prompt."""
        return await run_locked(self._lock, self._generate_sync, request)

    def _generate_sync(self, request: Request) -> Response:
        llm = self._load()
        p = request.params
        kwargs: dict[str, Any] = {
            "max_tokens": p.max_tokens,
            "temperature": p.temperature,
            "top_p": p.top_p,
            "seed": p.seed if p.seed is not None else self.options.seed,
            "stop": list(p.stop) or None,
        }
        _, continuation = split_continuation(request.messages)
        use_chat = request.prompt is None and self.options.chat_template and request.messages
        try:
            if use_chat and not continuation:
                out = llm.create_chat_completion(
                    messages=[{"role": m.role, "content": m.content} for m in request.messages], **kwargs
                )
                choice = out["choices"][0]
                text = choice["message"]["content"] or ""
            else:
                prompt, _ = self.prompt_text(request)
                out = llm.create_completion(prompt, **kwargs)
                choice = out["choices"][0]
                text = choice["text"]
        except ValueError as e:  # llama-cpp-python's "exceeds context window" and the like
            raise BackendError(f"llama-cpp-python: {e}") from e
        usage = out.get("usage") or {}
        return Response(
            text=text,
            input_tokens=usage.get("prompt_tokens"),
            output_tokens=usage.get("completion_tokens"),
            raw={"finish_reason": choice.get("finish_reason")},
        )

    # -- identity and cleanup --------------------------------------------------

    def identity(self) -> dict:
        """The model file (name and sha256), context size, template use and runtime version."""
        if self._sha256 is None:
            self._sha256 = file_sha256(self.path)
        return local_identity("llama", self.spec, self.path.name, self._sha256, self.options,
                              f"llama-cpp-python {self._lib.__version__}", n_ctx=self.n_ctx)

    async def aclose(self) -> None:
        """Free the model's memory; a later call loads it again."""
        with self._lock:
            if self._llm is not None:
                self._llm.close()
                self._llm = None
