"""The vLLM backend: import guard and the pure helpers, with fakes (vLLM needs a GPU)."""

from __future__ import annotations

import math
import sys
from dataclasses import dataclass, field

import pytest

from psyexam.errors import MissingExtra, ModelError
from psyexam.model.base import BackendError, BackendOptions, Message, Request
from psyexam.model.providers import vllm as vb


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
        vb.VLLMBackend("/some/model", BackendOptions())


def test_registry_reports_missing_vllm(monkeypatch):
    registry = pytest.importorskip("psyexam.model.registry")
    monkeypatch.setitem(sys.modules, "vllm", None)
    with pytest.raises(MissingExtra):
        registry.get_backend("vllm:/some/model", BackendOptions())


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
        self.kwargs = kwargs
        self.prompts = []

    def get_tokenizer(self):
        return FakeTokenizer()

    def generate(self, prompts, params, use_tqdm=False):
        self.prompts += prompts
        if params.max_tokens == 1:
            top = {ord("B"): FakeLogprob(-0.2), 1000 + ord("A"): FakeLogprob(-2.0)}
            return [FakeOutput([FakeCompletion(token_ids=[ord("B")], logprobs=[top])])]
        return [FakeOutput([FakeCompletion(text="答案：B", token_ids=[1, 2, 3])])]


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
    return vb.VLLMBackend(str(tmp_path), BackendOptions(tensor_parallel_size=2, seed=1))


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


async def test_generate_and_identity(backend):
    out = await backend.generate(Request(prompt="问题"))
    assert out.text == "答案：B" and out.output_tokens == 3
    ident = backend.identity()
    assert ident["backend"] == "vllm" and len(ident["sha256"]) == 64 and ident["seed"] == 1


def test_bad_arguments(monkeypatch, tmp_path):
    monkeypatch.setattr(vb, "_import_vllm", lambda: FakeVLLM)
    with pytest.raises(ModelError, match="needs a model directory"):
        vb.VLLMBackend("", BackendOptions())
    with pytest.raises(ModelError, match="not found"):
        vb.VLLMBackend(str(tmp_path / "missing"), BackendOptions())
