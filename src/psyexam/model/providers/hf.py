"""A Hugging Face transformers causal LM in this process (CPU or GPU).

Spec ``hf:ARG``: ARG is a local model directory, a ``.gguf`` file (loaded with
``gguf_file=`` and dequantised), or ``default`` / a known model name (its
installed GGUF file). Nothing is fetched from the hub.

Options (:class:`~psyexam.model.options.HFOptions`): ``n_threads`` (torch
CPU threads), ``seed``, ``chat_template``, ``device`` (default: ``cuda`` when
available, else ``cpu``), ``dtype`` (``float32``, ``bfloat16``, ``float16`` or ``auto``; default
``float32`` on CPU, ``auto`` on GPU) and ``batch_size`` (default 8 on a GPU, 1 on a CPU).

Log-probabilities are computed from the last position's logits. Concurrent
log-probability requests are gathered into batches of up to ``batch_size`` and
run as one left-padded forward pass; the backend therefore lets the engine have
``batch_size`` calls in flight, sent in order of length so that a batch's rows
need little padding. Generation runs one request at a time.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TypedDict

from psyexam.errors import MissingExtra, ModelError
from psyexam.model.base import BackendError, Capabilities, Message, Request, Response
from psyexam.model.default import KNOWN_MODELS, model_digest, resolve_model_file
from psyexam.model.options import HFOptions
from psyexam.model.providers._batch import Batcher
from psyexam.model.providers._local import (
    LetterIds,
    local_identity,
    log_softmax,
    pick_letters,
    plain_text,
    run_locked,
    split_continuation,
)
from psyexam.model.tokens import TokenScores


class _LoadArgs(TypedDict, total=False):
    """What ``from_pretrained`` is given besides the folder and dtype."""

    local_files_only: bool
    gguf_file: str


def _import_hf() -> tuple[Any, Any]:
    try:
        import torch
        import transformers
    except ImportError as e:
        raise MissingExtra("hf", "hf", "transformers and torch") from e
    return torch, transformers


def _model_location(arg: str) -> Path:
    if arg in ("", "default") or arg in KNOWN_MODELS:
        return resolve_model_file(arg)
    path = Path(arg).expanduser()
    if not path.exists():
        raise ModelError(f"hf backend: model directory or .gguf file not found: {path}")
    if path.is_file() and path.suffix.lower() != ".gguf":
        raise ModelError(f"hf backend: expected a model directory or a .gguf file, got {path}")
    return path


def truncate_at_stop(text: str, stop: Sequence[str]) -> str:
    """``text`` up to the earliest occurrence of any stop string."""
    cut = min((i for s in stop if s and (i := text.find(s)) >= 0), default=len(text))
    return text[:cut]


class HFBackend:
    """transformers ``AutoModelForCausalLM``; loaded on first use, one call at a time."""

    options_model = HFOptions

    def __init__(self, arg: str, options: HFOptions):
        self._torch, self._tf = _import_hf()
        self.path = _model_location(arg)
        self.spec = f"hf:{arg or 'default'}"
        self.options = options
        self.device = options.device or ("cuda" if self._torch.cuda.is_available() else "cpu")
        self.dtype = options.dtype or ("float32" if self.device == "cpu" else "auto")
        # on a CPU a padded batch is no faster per token than one row, and padding costs extra
        self.batch_size = options.batch_size or (1 if self.device == "cpu" else 8)
        self.capabilities = Capabilities(
            logprobs=True, chat=options.chat_template, completion=True, local=True,
            max_concurrency=self.batch_size, order="length",
        )
        self._model: Any = None
        self._tok: Any = None
        self._lock = threading.Lock()
        self._ids = LetterIds(lambda s: self._load()[1].encode(s, add_special_tokens=False))
        self._digest: str | None = None
        self._batcher: Batcher[Request] = Batcher(self._locked_batch, self.batch_size)

    # -- loading -----------------------------------------------------------------

    def _load(self) -> tuple[Any, Any]:
        if self._model is None:
            torch, tf = self._torch, self._tf
            if self.options.n_threads:
                torch.set_num_threads(self.options.n_threads)
            folder, kwargs = self.path, _LoadArgs(local_files_only=True)
            if self.path.is_file():
                folder, kwargs["gguf_file"] = self.path.parent, self.path.name
            dtype = self.dtype if self.dtype == "auto" else getattr(torch, self.dtype)
            try:
                tok = tf.AutoTokenizer.from_pretrained(folder, **kwargs)
                model = tf.AutoModelForCausalLM.from_pretrained(folder, dtype=dtype, **kwargs)
            except (OSError, ValueError) as e:
                raise BackendError(f"transformers could not load {self.path}: {e}") from e
            self._model, self._tok = model.to(self.device).eval(), tok
        return self._model, self._tok

    # -- prompts -----------------------------------------------------------------

    def render_chat(self, messages: Sequence[Message]) -> str:
        """``messages`` through the tokenizer's chat template; a final assistant message is continued."""
        _, tok = self._load()
        if not getattr(tok, "chat_template", None):
            raise BackendError(f"{self.path.name} has no chat template; turn the chat template off")
        head, continuation = split_continuation(messages)
        rendered = tok.apply_chat_template(
            [{"role": m.role, "content": m.content} for m in head],
            tokenize=False, add_generation_prompt=True,
        )
        return rendered + continuation

    def _token_ids(self, request: Request) -> list[int]:
        _, tok = self._load()
        if request.prompt is None and request.messages and self.options.chat_template:
            text, special = self.render_chat(request.messages), False  # the template holds them
        else:
            text, special = plain_text(request), True
        return list(tok(text, add_special_tokens=special)["input_ids"])

    def _encode(self, request: Request) -> Any:
        return self._torch.tensor([self._token_ids(request)], device=self.device)

    # -- log-probabilities ---------------------------------------------------------

    async def logprobs(self, request: Request) -> Response:
        """Log-probabilities of ``request.choices`` as the next token after the prompt.

        The request joins the next batch; concurrent callers share one forward pass.
        """
        if not request.choices:
            raise BackendError("a log-probability request needs answer letters (choices)")
        return await self._batcher.submit(request)

    def _locked_batch(self, requests: list[Request]) -> list[Response | Exception]:
        with self._lock:
            return self.logprobs_batch(requests)

    def logprobs_batch(self, requests: Sequence[Request]) -> list[Response | Exception]:
        """Log-probabilities for several requests in one left-padded forward pass.

        A request that cannot be encoded gets its error in its place; the others still run.
        """
        model, tok = self._load()
        encoded: list[list[int] | Exception] = []
        for request in requests:
            try:
                encoded.append(self._token_ids(request))
            except BackendError as e:
                encoded.append(e)
        rows = [ids for ids in encoded if not isinstance(ids, Exception)]
        last = iter(self._last_logits(model, tok, rows)) if rows else iter(())
        out: list[Response | Exception] = []
        for request, ids in zip(requests, encoded, strict=True):
            if isinstance(ids, Exception):
                out.append(ids)
                continue
            logits = next(last)
            try:
                letters = self._ids(request.choices)
            except BackendError as e:
                out.append(e)
                continue
            logprobs = pick_letters(log_softmax(logits), letters)
            out.append(Response(logprobs=logprobs, input_tokens=len(ids), output_tokens=0))
        return out

    def _last_logits(self, model: Any, tok: Any, rows: list[list[int]]) -> list[Any]:
        """Each row's next-token logits; rows are left-padded so the last position is real in all."""
        torch = self._torch
        width = max(len(r) for r in rows)
        pad = tok.pad_token_id if tok.pad_token_id is not None else (tok.eos_token_id or 0)
        ids = torch.tensor([[pad] * (width - len(r)) + r for r in rows], device=self.device)
        mask = torch.tensor([[0] * (width - len(r)) + [1] * len(r) for r in rows], device=self.device)
        # positions count real tokens only, as generate() does for left-padded input
        positions = (mask.cumsum(-1) - 1).clamp(min=0)
        with torch.inference_mode():
            logits = model(
                input_ids=ids, attention_mask=mask, position_ids=positions, logits_to_keep=1,
            ).logits[:, -1]
        return list(logits.float().cpu().numpy())

    # -- per-token log-probabilities of a text ------------------------------------------

    async def token_logprobs(self, text: str) -> TokenScores:
        """Every token of ``text`` (raw, no template) scored from the full next-token distribution."""
        return await run_locked(self._lock, self._token_logprobs_sync, text)

    def _token_logprobs_sync(self, text: str) -> TokenScores:
        torch = self._torch
        model, tok = self._load()
        ids = list(tok(text, add_special_tokens=True)["input_ids"])
        if len(ids) < 2:
            return TokenScores((), (), (), (), "full distribution (transformers logits)")
        x = torch.tensor([ids], device=self.device)
        with torch.inference_mode():
            logp = torch.log_softmax(model(input_ids=x).logits[0, :-1].float(), dim=-1)
            target = x[0, 1:]
            picked = logp.gather(-1, target[:, None])[:, 0]
            p = logp.exp()
            lp = torch.where(p > 0, logp, torch.zeros_like(logp))
            mean = (p * lp).sum(-1)
            std = ((p * lp * lp).sum(-1) - mean * mean).clamp(min=0).sqrt()
        # as with llama.cpp, the first token is scored only when the tokenizer put a start token before it
        words = tuple(tok.decode([t]) for t in ids[1:])
        return TokenScores(words, tuple(picked.tolist()), tuple(mean.tolist()), tuple(std.tolist()),
                           "full distribution (transformers logits)")

    # -- generation ----------------------------------------------------------------

    async def generate(self, request: Request) -> Response:
        """Generate text (greedy at temperature 0); stop strings are cut off the reply."""
        return await run_locked(self._lock, self._generate_sync, request)

    def _generate_sync(self, request: Request) -> Response:
        model, tok = self._load()
        p = request.params
        ids = self._encode(request)
        kwargs: dict[str, Any] = {"max_new_tokens": p.max_tokens, "do_sample": p.temperature > 0}
        if p.temperature > 0:
            kwargs.update(temperature=p.temperature, top_p=p.top_p)
            seed = p.seed if p.seed is not None else self.options.seed
            if seed is not None:
                self._torch.manual_seed(seed)
        if p.stop:
            kwargs.update(stop_strings=list(p.stop), tokenizer=tok)
        pad = tok.pad_token_id if tok.pad_token_id is not None else tok.eos_token_id
        with self._torch.inference_mode():
            out = model.generate(
                input_ids=ids, attention_mask=self._torch.ones_like(ids),
                pad_token_id=pad, **kwargs,
            )
        new = out[0, ids.shape[1]:]
        text = truncate_at_stop(tok.decode(new, skip_special_tokens=True), p.stop)
        return Response(text=text, input_tokens=int(ids.shape[1]), output_tokens=int(new.shape[0]))

    # -- identity and cleanup --------------------------------------------------------

    def identity(self) -> dict:
        """The model's content hash, dtype, template use and transformers version."""
        if self._digest is None:
            self._digest = model_digest(self.path)
        return local_identity("hf", self.spec, self.path.name, self._digest, self.options,
                              f"transformers {self._tf.__version__}", dtype=self.dtype)

    async def aclose(self) -> None:
        """Drop the model; a later call loads it again."""
        with self._lock:
            self._model = self._tok = None
