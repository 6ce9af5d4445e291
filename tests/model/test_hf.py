"""The transformers backend: import guard, helpers, and agreement with llama-cpp on the small GGUF."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from psyexam.errors import MissingExtra, ModelError
from psyexam.model import default
from psyexam.model.base import GenerateParams, Message, Request
from psyexam.model.options import HFOptions, LlamaOptions
from psyexam.model.providers import hf

DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data"
LETTERS = ("A", "B", "C", "D")
SMALL = "qwen2.5-coder-0.5b"


def test_missing_torch_is_missing_extra(monkeypatch):
    monkeypatch.setitem(sys.modules, "torch", None)
    with pytest.raises(MissingExtra, match=r"psyexam\[hf\]"):
        hf.HFBackend("/some/model", HFOptions())


def test_truncate_at_stop():
    assert hf.truncate_at_stop("答案：B\n解析", ("\n",)) == "答案：B"
    assert hf.truncate_at_stop("abc", ("x", "")) == "abc"
    assert hf.truncate_at_stop("a#b$c", ("$", "#")) == "a"


def test_model_location(tmp_path):
    weights = tmp_path / "model.safetensors"
    weights.write_bytes(b"x")
    with pytest.raises(ModelError, match="expected a model directory or a .gguf"):
        hf._model_location(str(weights))
    with pytest.raises(ModelError, match="not found"):
        hf._model_location(str(tmp_path / "missing"))
    assert hf._model_location(str(tmp_path)) == tmp_path


def _questions(n: int) -> list[Request]:
    folder = DATA / "cpsyexam-unpacked" / "mcq" / "dev"
    if not folder.is_dir():
        pytest.skip(f"real data not found at {folder}")
    recs = json.loads(next(iter(sorted(folder.glob("KG-GEE-*单项选择题.json")))).read_text(encoding="utf-8"))
    out = []
    for r in recs[:n]:
        body = r["question"].strip() + "\n" + "\n".join(f"{k}. {str(r['options'][k]).strip()}" for k in LETTERS)
        msgs = (Message("user", "以下是心理学单项选择题，请选出正确答案。\n\n" + body), Message("assistant", "答案："))
        out.append(Request(messages=msgs, choices=LETTERS))
    return out


@pytest.mark.slow
async def test_hf_agrees_with_llama_on_small_gguf():
    """Both backends read the same 0.5B GGUF (transformers dequantises it): the answers mostly agree."""
    pytest.importorskip("transformers")
    llama_mod = pytest.importorskip("psyexam.model.providers.llama")
    pytest.importorskip("llama_cpp")
    if not default.is_installed(SMALL):
        pytest.skip(f"{SMALL} not installed (psyexam model install {SMALL})")
    requests = _questions(6)
    lb = llama_mod.LlamaBackend(SMALL, LlamaOptions())
    hb = hf.HFBackend(SMALL, HFOptions())
    assert hb.render_chat(requests[0].messages) == lb.render_chat(requests[0].messages)
    agree, gaps = 0, []
    for req in requests:
        a, b = (await lb.logprobs(req)).logprobs, (await hb.logprobs(req)).logprobs
        agree += max(a, key=a.get) == max(b, key=b.get)
        gaps += [abs(a[k] - b[k]) for k in LETTERS]
    assert agree >= 4, f"argmax agreed on {agree}/6"
    assert sum(gaps) / len(gaps) < 0.5, f"mean |logprob difference| {sum(gaps) / len(gaps):.3f}"
    gen = await hb.generate(Request(messages=(Message("user", "你好"),), params=GenerateParams(max_tokens=8)))
    assert gen.text and 0 < gen.output_tokens <= 8
    assert hb.identity()["sha256"] == default.known_model(SMALL).sha256
    await lb.aclose()
    await hb.aclose()
