"""A model in this process with vLLM's offline engine (GPU).

Spec ``vllm:PATH``: a local model directory. Options
(:class:`~psyexam.model.options.VLLMOptions`): ``tensor_parallel_size``,
``n_ctx`` (vLLM's ``max_model_len``), ``seed``, ``chat_template``,
``logprobs_top_k`` (default 20), ``batch_size`` (default 256),
``gpu_memory_utilization`` and ``dtype``.

Concurrent calls, log-probability and generation alike, are gathered into one
``LLM.generate`` call of up to ``batch_size`` prompts, each with its own
sampling parameters, so vLLM schedules them together; the engine is told it
may keep ``batch_size`` calls in flight.

Log-probabilities come from one generated token with its top-k alternatives.
A letter missing from the top k gets ``-inf``: its probability is below the
k-th alternative's and is not known more precisely.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from psyexam.errors import MissingExtra, ModelError
from psyexam.model.base import BackendError, Capabilities, Message, Request, Response
from psyexam.model.default import model_digest
from psyexam.model.options import VLLMOptions
from psyexam.model.providers._batch import Batcher
from psyexam.model.providers._local import (
    LetterIds,
    local_identity,
    split_continuation,
)
from psyexam.model.tokens import TokenScores

DEFAULT_BATCH = VLLMOptions.model_fields["batch_size"].default


def _import_vllm() -> Any:
    try:
        import vllm
    except ImportError as e:
        raise MissingExtra("vllm", "vllm", "vllm") from e
    return vllm


def _logprob_value(entry: Any) -> float:
    """vLLM gives ``Logprob`` objects (``.logprob``); plain floats are accepted too."""
    return float(getattr(entry, "logprob", entry))


def pick_from_top(top: Mapping[int, Any], ids: Mapping[str, Sequence[int]]) -> dict[str, float]:
    """Letter log-probabilities from a first-token ``token id -> Logprob`` mapping.

    A letter's value is the log-sum-exp over its token ids present in ``top``,
    ``-inf`` when none is.
    """
    out: dict[str, float] = {}
    for letter, tokens in ids.items():
        vals = [_logprob_value(top[t]) for t in tokens if t in top]
        out[letter] = float(np.logaddexp.reduce(vals)) if vals else -math.inf
    return out


def first_token_top(output: Any) -> Mapping[int, Any]:
    """The first generated token's top log-probabilities from a ``RequestOutput``."""
    completions = getattr(output, "outputs", None) or []
    if not completions or not completions[0].logprobs:
        raise BackendError("vLLM returned no log-probabilities for the first token")
    return completions[0].logprobs[0]


class VLLMBackend:
    """vLLM ``LLM`` on a local model directory; loaded on first use, calls run in batches."""

    options_model = VLLMOptions

    def __init__(self, arg: str, options: VLLMOptions):
        self._vllm = _import_vllm()
        if not arg:
            raise ModelError("the vllm backend needs a model directory: vllm:/path/to/model")
        self.path = Path(arg).expanduser()
        if not self.path.exists():
            raise ModelError(f"vllm backend: model directory not found: {self.path}")
        self.spec = f"vllm:{arg}"
        self.options = options
        self.top_k = options.logprobs_top_k
        self.batch_size = options.batch_size
        self.capabilities = Capabilities(logprobs=True, chat=options.chat_template, completion=True, local=True,
                                         max_concurrency=self.batch_size)
        self._llm: Any = None
        self._failed: str | None = None
        self._batcher: Batcher[tuple[str, Request]] = Batcher(self.run_batch, self.batch_size)
        self._letters = LetterIds(lambda s: self._load().get_tokenizer().encode(s, add_special_tokens=False))
        self._digest: str | None = None

    def _load(self) -> Any:
        # Built here, on the event loop's (main) thread, not in the batch worker: some vLLM
        # releases install signal handlers when the engine starts, which only the main thread may.
        if self._failed is not None:
            # a failed start (no GPU, out of memory) is not retried once per question
            raise BackendError(self._failed)
        if self._llm is None:
            o = self.options
            kwargs: dict[str, Any] = {"model": str(self.path), "tensor_parallel_size": o.tensor_parallel_size or 1}
            if o.seed is not None:
                kwargs["seed"] = o.seed
            if o.n_ctx:
                kwargs["max_model_len"] = o.n_ctx
            for key in ("gpu_memory_utilization", "dtype"):
                if getattr(o, key) is not None:
                    kwargs[key] = getattr(o, key)
            try:
                self._llm = self._vllm.LLM(**kwargs)
            except Exception as e:
                self._failed = f"vLLM could not start on {self.path}: {type(e).__name__}: {e}"
                raise BackendError(self._failed) from e
        return self._llm

    def render_chat(self, messages: Sequence[Message]) -> str:
        """``messages`` through the tokenizer's chat template; a final assistant message is continued."""
        tok = self._load().get_tokenizer()
        head, continuation = split_continuation(messages)
        rendered = tok.apply_chat_template(
            [{"role": m.role, "content": m.content} for m in head], tokenize=False, add_generation_prompt=True
        )
        return rendered + continuation

    def _prompt(self, request: Request) -> dict:
        """A tokens prompt, so a template's own BOS is not doubled by vLLM's tokenizer."""
        tok = self._load().get_tokenizer()
        if request.prompt is None and request.messages and self.options.chat_template:
            ids = tok.encode(self.render_chat(request.messages), add_special_tokens=False)
        else:
            text = request.prompt if request.prompt is not None else "\n\n".join(m.content for m in request.messages)
            ids = tok.encode(text)
        return {"prompt_token_ids": ids}

    async def logprobs(self, request: Request) -> Response:
        """Log-probabilities of ``request.choices`` among the first token's top-k alternatives."""
        if not request.choices:
            raise BackendError("a log-probability request needs answer letters (choices)")
        self._load()
        return await self._batcher.submit(("logprob", request))

    async def generate(self, request: Request) -> Response:
        """Generate text with the request's sampling parameters."""
        self._load()
        return await self._batcher.submit(("generate", request))

    async def token_logprobs(self, text: str) -> TokenScores:
        """Every token of ``text`` scored from vLLM's prompt log-probabilities.

        vLLM gives each prompt token's own log-probability and its top-k alternatives,
        not the whole distribution: the scores carry no mean or std, so Min-K%++ is
        unavailable through this backend (Min-K% is exact).
        """
        self._load()
        response = await self._batcher.submit(("tokens", Request(prompt=text)))
        scores = (response.raw or {}).get("token_scores")
        if not isinstance(scores, TokenScores):
            raise BackendError("vLLM returned no prompt log-probabilities")
        return scores

    def run_batch(self, calls: list[tuple[str, Request]]) -> list[Response | Exception]:
        """Run ``(kind, request)`` calls as one ``LLM.generate``; a call that cannot be encoded fails alone."""
        llm = self._load()
        prompts: list[dict] = []
        params: list[Any] = []
        sent: list[int] = []
        out: list[Response | Exception] = []
        for i, (kind, request) in enumerate(calls):
            try:
                prompts.append(self._prompt(request))
            except BackendError as e:
                out.append(e)
                continue
            params.append(self._params(kind, request))
            sent.append(i)
            out.append(BackendError("vLLM returned no output for this prompt"))
        if prompts:
            outputs = llm.generate(prompts, params, use_tqdm=False)
            for i, prompt, output in zip(sent, prompts, outputs, strict=False):
                kind, request = calls[i]
                try:
                    out[i] = self._response(kind, request, prompt, output)
                except BackendError as e:
                    out[i] = e
        return out

    def _params(self, kind: str, request: Request) -> Any:
        if kind == "logprob":
            return self._vllm.SamplingParams(max_tokens=1, temperature=0.0, logprobs=self.top_k)
        if kind == "tokens":
            return self._vllm.SamplingParams(max_tokens=1, temperature=0.0, prompt_logprobs=0)
        p = request.params
        return self._vllm.SamplingParams(
            max_tokens=p.max_tokens, temperature=p.temperature, top_p=p.top_p,
            seed=p.seed if p.seed is not None else self.options.seed, stop=list(p.stop) or None,
        )

    def _response(self, kind: str, request: Request, prompt: dict, output: Any) -> Response:
        n_in = len(prompt["prompt_token_ids"])
        if kind == "logprob":
            values = pick_from_top(first_token_top(output), self._letters(request.choices))
            return Response(logprobs=values, input_tokens=n_in, output_tokens=0, raw={"top_k": self.top_k})
        if kind == "tokens":
            return Response(input_tokens=n_in, output_tokens=0,
                            raw={"token_scores": self._prompt_scores(prompt["prompt_token_ids"], output)})
        completions = getattr(output, "outputs", None) or []
        if not completions:
            raise BackendError("vLLM returned no completion")
        completion = completions[0]
        return Response(
            text=completion.text, input_tokens=n_in, output_tokens=len(completion.token_ids),
            raw={"finish_reason": completion.finish_reason},
        )

    def _prompt_scores(self, ids: Sequence[int], output: Any) -> TokenScores:
        """Each prompt token's log-probability from ``output.prompt_logprobs`` (the first has none)."""
        rows = getattr(output, "prompt_logprobs", None)
        if not rows or len(rows) != len(ids):
            raise BackendError("vLLM returned no prompt log-probabilities")
        tok = self._load().get_tokenizer()
        values = []
        for token, row in zip(ids[1:], rows[1:], strict=True):
            if not row or token not in row:
                raise BackendError("vLLM's prompt log-probabilities lack a prompt token")
            values.append(_logprob_value(row[token]))
        return TokenScores(tuple(tok.decode([t]) for t in ids[1:]), tuple(values),
                           source="prompt log-probabilities (vLLM; no full distribution)")

    def identity(self) -> dict:
        """The model's content hash, context length, template use and vLLM version."""
        if self._digest is None:
            self._digest = model_digest(self.path)
        return local_identity("vllm", self.spec, self.path.name, self._digest, self.options,
                              f"vllm {self._vllm.__version__}", max_model_len=self.options.n_ctx,
                              dtype=self.options.dtype or "auto")

    async def aclose(self) -> None:
        """Drop the engine (or a failed start); a later call builds it again."""
        self._llm = None
        self._failed = None
