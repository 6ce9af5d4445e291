"""The vLLM backend: import guard and the pure helpers, with fakes (vLLM needs a GPU)."""

from __future__ import annotations

import math
import sys
from dataclasses import dataclass, field

import pytest

from psyexam.errors import MissingExtra, ModelError
from psyexam.model.base import BackendError, Message, Request
from psyexam.model.options import VLLMOptions
from psyexam.model.providers import vllm as vb
from psyexam.model.spec import check_options


@dataclass
class FakeLogprob:
    logprob: float
    decoded_token: str = ""


@dataclass
class FakeCompletion:
    text: str = ""
    token_ids: list[int] = field(default_factory=list)
    logprobs: list[dict] | None = None
    finish_reason: str = "stop"


@dataclass
class FakeOutput:
    outputs: list[FakeCompletion]


def test_missing_vllm_is_missing_extra(monkeypatch):
    monkeypatch.setitem(sys.modules, "vllm", None)
    with pytest.raises(MissingExtra, match=r"psyexam\[vllm\]"):
        vb.VLLMBackend("/some/model", VLLMOptions())


def test_registry_reports_missing_vllm(monkeypatch):
    registry = pytest.importorskip("psyexam.model.registry")
    monkeypatch.setitem(sys.modules, "vllm", None)
    with pytest.raises(MissingExtra):
        registry.get_backend("vllm:/some/model", VLLMOptions())


def test_pick_from_top_sums_spellings_and_marks_absent():
    top = {10: FakeLogprob(-0.5), 20: FakeLogprob(-2.0), 11: FakeLogprob(-1.5), 99: FakeLogprob(-3.0)}
    out = vb.pick_from_top(top, {"A": (10, 20), "B": (11,), "C": (12, 30)})
    assert out["A"] == pytest.approx(math.log(math.exp(-0.5) + math.exp(-2.0)))
    assert out["B"] == pytest.approx(-1.5)
    assert out["C"] == -math.inf
    assert vb.pick_from_top({5: -0.25}, {"A": (5,)}) == {"A": -0.25}


def test_first_token_top():
    top = {1: FakeLogprob(-0.1)}
    assert vb.first_token_top(FakeOutput([FakeCompletion(logprobs=[top, {}])])) is top
    with pytest.raises(BackendError):
        vb.first_token_top(FakeOutput([FakeCompletion(logprobs=None)]))


class FakeTokenizer:
    """One token per character; a leading space is its own spelling."""

    def encode(self, text, add_special_tokens=True):
        if text.startswith(" ") and len(text) == 2:
            ids = [1000 + ord(text[1])]
        else:
            ids = [ord(c) for c in text]
        return ([0] if add_special_tokens else []) + ids

    def apply_chat_template(self, messages, tokenize, add_generation_prompt):
        body = "".join(f"<{m['role']}>{m['content']}</{m['role']}>" for m in messages)
        return body + ("<assistant>" if add_generation_prompt else "")


class FakeLLM:
    def __init__(self, **kwargs):
        import threading

        self.kwargs = kwargs
        self.prompts = []
        self.built_on_main_thread = threading.current_thread() is threading.main_thread()
        self.calls = []  # the number of prompts of each generate() call

    def get_tokenizer(self):
        return FakeTokenizer()

    def generate(self, prompts, params, use_tqdm=False):
        """Like vLLM: a list of prompts with one SamplingParams each, outputs in prompt order."""
        assert isinstance(params, list) and len(params) == len(prompts)
        self.prompts += prompts
        self.calls.append(len(prompts))
        return [self._one(prompt, p) for prompt, p in zip(prompts, params)]

    def _one(self, prompt, params):
        if params.max_tokens == 1:
            assert params.logprobs == 20
            top = {ord("B"): FakeLogprob(-0.2), 1000 + ord("A"): FakeLogprob(-2.0)}
            return FakeOutput([FakeCompletion(token_ids=[ord("B")], logprobs=[top])])
        n = len(prompt["prompt_token_ids"])
        return FakeOutput([FakeCompletion(text=f"答案：B ({n})", token_ids=[1, 2, 3][: params.max_tokens])])


class FakeSamplingParams:
    def __init__(self, **kwargs):
        self.__dict__.update(kwargs)


class FakeVLLM:
    LLM = FakeLLM
    SamplingParams = FakeSamplingParams
    __version__ = "0.0-fake"


@pytest.fixture
def backend(monkeypatch, tmp_path):
    monkeypatch.setattr(vb, "_import_vllm", lambda: FakeVLLM)
    (tmp_path / "config.json").write_text("{}")
    return vb.VLLMBackend(str(tmp_path), VLLMOptions(tensor_parallel_size=2, seed=1))


async def test_logprobs_through_fake_engine(backend):
    req = Request(messages=(Message("user", "Q"), Message("assistant", "答案：")), choices=("A", "B", "C"))
    out = await backend.logprobs(req)
    assert out.logprobs["B"] == pytest.approx(-0.2)
    assert out.logprobs["A"] == pytest.approx(-2.0)
    assert out.logprobs["C"] == -math.inf
    sent = backend._llm.prompts[-1]["prompt_token_ids"]
    expected = "<user>Q</user><assistant>答案："
    assert sent == [ord(c) for c in expected]  # no special tokens added to template output
    assert backend._llm.kwargs["tensor_parallel_size"] == 2
    assert backend._llm.built_on_main_thread  # some vLLM releases refuse to start elsewhere


async def test_generate_and_identity(backend):
    out = await backend.generate(Request(prompt="问题"))
    assert out.text == "答案：B (3)" and out.output_tokens == 3
    ident = backend.identity()
    assert ident["backend"] == "vllm" and len(ident["sha256"]) == 64 and ident["seed"] == 1


def test_bad_arguments(monkeypatch, tmp_path):
    monkeypatch.setattr(vb, "_import_vllm", lambda: FakeVLLM)
    with pytest.raises(ModelError, match="needs a model directory"):
        vb.VLLMBackend("", VLLMOptions())
    with pytest.raises(ModelError, match="not found"):
        vb.VLLMBackend(str(tmp_path / "missing"), VLLMOptions())


async def test_concurrent_calls_share_one_generate(backend):
    """Log-probability and generation calls in flight together become one batch, each with its own parameters."""
    import asyncio

    from psyexam.model.base import GenerateParams

    assert backend.capabilities.max_concurrency == vb.DEFAULT_BATCH
    asks = [backend.logprobs(Request(prompt=f"题{i}", choices=("A", "B"))) for i in range(5)]
    asks += [backend.generate(Request(prompt="问" * i, params=GenerateParams(max_tokens=2))) for i in range(1, 4)]
    results = await asyncio.gather(*asks)
    assert backend._llm.calls == [8]
    assert all(r.logprobs["B"] == pytest.approx(-0.2) for r in results[:5])
    assert [r.text for r in results[5:]] == ["答案：B (2)", "答案：B (3)", "答案：B (4)"]
    assert all(r.output_tokens == 2 for r in results[5:])


async def test_batch_size_splits_and_bad_calls_fail_alone(monkeypatch, tmp_path):
    import asyncio

    monkeypatch.setattr(vb, "_import_vllm", lambda: FakeVLLM)
    (tmp_path / "config.json").write_text("{}")
    backend = vb.VLLMBackend(str(tmp_path), VLLMOptions(batch_size=3))
    empty = Request(prompt="题", choices=())  # rejected before it reaches the batch
    asks = [backend.logprobs(Request(prompt=f"题{i}", choices=("A", "B"))) for i in range(5)]
    results = await asyncio.gather(*asks, backend.logprobs(empty), return_exceptions=True)
    assert sorted(backend._llm.calls, reverse=True) == [3, 2]
    assert all(r.logprobs for r in results[:5])
    assert isinstance(results[5], BackendError)


async def test_an_engine_failure_reaches_every_call_of_its_batch(backend):
    import asyncio

    await backend.generate(Request(prompt="warm"))  # builds the engine

    def broken(prompts, params, use_tqdm=False):
        raise RuntimeError("CUDA out of memory")

    backend._llm.generate = broken
    results = await asyncio.gather(*(backend.generate(Request(prompt=f"{i}")) for i in range(3)),
                                   return_exceptions=True)
    assert all(isinstance(r, RuntimeError) and "out of memory" in str(r) for r in results)


def test_bad_batch_size(monkeypatch, tmp_path):
    monkeypatch.setattr(vb, "_import_vllm", lambda: FakeVLLM)
    for bad in (0, "many", 2.5):
        with pytest.raises(ModelError, match="batch_size"):
            vb.VLLMBackend(str(tmp_path), check_options("vllm:", batch_size=bad))


async def test_a_failed_start_is_reported_once_per_call_without_starting_again(monkeypatch, tmp_path):
    starts = []

    class NoGPU(FakeLLM):
        def __init__(self, **kwargs):
            starts.append(kwargs)
            raise RuntimeError("No CUDA GPUs are available")

    class FakeVLLMNoGPU(FakeVLLM):
        LLM = NoGPU

    monkeypatch.setattr(vb, "_import_vllm", lambda: FakeVLLMNoGPU)
    backend = vb.VLLMBackend(str(tmp_path), VLLMOptions())
    for _ in range(3):
        with pytest.raises(BackendError, match="could not start.*No CUDA GPUs") as info:
            await backend.generate(Request(prompt="问题"))
        assert not info.value.retryable
    assert len(starts) == 1
