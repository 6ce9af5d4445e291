"""The llama-cpp-python backend, its shared helpers, and smoke checks on the real default model."""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path

import numpy as np
import pytest

from psyexam.errors import MissingExtra, ModelError
from psyexam.model import default
from psyexam.model.base import BackendError, GenerateParams, Message, Request
from psyexam.model.options import LlamaOptions
from psyexam.model.providers import _local
from psyexam.model.providers.llama import LlamaBackend, common_prefix_len

DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data"
LETTERS = ("A", "B", "C", "D")
HEAD = "以下是中国关于心理学考试的单项选择题，请选出其中的正确答案。\n\n"
EASY = HEAD + "提出精神分析理论的心理学家是（ ）\nA. 斯金纳\nB. 罗杰斯\nC. 弗洛伊德\nD. 华生"
EASY_IQ = HEAD + "“智商”的英文缩写是（ ）\nA. EQ\nB. IQ\nC. AQ\nD. MQ"


# -- helpers, no model needed ------------------------------------------------------


def test_common_prefix_len():
    assert common_prefix_len([1, 2, 3], [1, 2, 4, 5]) == 2
    assert common_prefix_len([1, 2], [1, 2, 3]) == 2
    assert common_prefix_len([], [1]) == 0
    assert common_prefix_len([9], [1]) == 0


def test_letter_ids_collect_both_spellings():
    vocab = {"A": [10], " A": [20], "B": [11], " B": [11], "C": [12, 13], " C": [30]}
    ids = _local.letter_token_ids(("A", "B", "C"), lambda s: vocab[s])
    assert ids == {"A": (10, 20), "B": (11,), "C": (30,)}
    with pytest.raises(BackendError, match="not a single token"):
        _local.letter_token_ids(("Z",), lambda s: [1, 2])


def test_pick_letters_is_logsumexp_of_spellings():
    logits = np.array([0.0, 1.0, 2.0, 3.0])
    lp = _local.log_softmax(logits)
    assert math.isclose(np.exp(lp).sum(), 1.0)
    out = _local.pick_letters(lp, {"A": (0, 1), "B": (3,)})
    assert math.isclose(out["A"], math.log(math.exp(lp[0]) + math.exp(lp[1])))
    assert math.isclose(out["B"], lp[3])


def test_split_continuation_and_plain_text():
    msgs = (Message("user", "问题"), Message("assistant", "答案："))
    head, cont = _local.split_continuation(msgs)
    assert head == [Message("user", "问题")] and cont == "答案："
    assert _local.split_continuation(msgs[:1]) == ([Message("user", "问题")], "")
    assert _local.plain_text(Request(prompt="P", messages=msgs)) == "P"
    assert _local.plain_text(Request(messages=msgs)) == "问题\n\n答案："


def test_missing_llama_cpp_is_missing_extra(monkeypatch):
    monkeypatch.setitem(sys.modules, "llama_cpp", None)
    with pytest.raises(MissingExtra, match=r"psyexam\[llama\]"):
        LlamaBackend("default", LlamaOptions())


def test_missing_model_file_is_model_error(monkeypatch, tmp_path):
    pytest.importorskip("llama_cpp")
    monkeypatch.setenv(default.MODEL_DIR_ENV, str(tmp_path))
    with pytest.raises(ModelError, match="psyexam model install"):
        LlamaBackend("default", LlamaOptions())
    with pytest.raises(ModelError, match="not found"):
        LlamaBackend(str(tmp_path / "nope.gguf"), LlamaOptions())


def test_registry_reports_missing_llama_cpp(monkeypatch):
    registry = pytest.importorskip("psyexam.model.registry")
    monkeypatch.setitem(sys.modules, "llama_cpp", None)
    with pytest.raises(MissingExtra):
        registry.get_backend("llama:default", LlamaOptions())


# -- the real default model -----------------------------------------------------------


@pytest.fixture(scope="module")
def llama():
    pytest.importorskip("llama_cpp")
    if not default.is_installed():
        pytest.skip("default model not installed (psyexam model install)")
    backend = LlamaBackend("default", LlamaOptions(seed=0))
    yield backend
    if backend._llm is not None:
        backend._llm.close()


def _chat(body: str) -> Request:
    return Request(messages=(Message("user", body), Message("assistant", "答案：")), choices=LETTERS)


@pytest.mark.slow
@pytest.mark.ci
@pytest.mark.parametrize(("body", "gold"), [(EASY, "C"), (EASY_IQ, "B")], ids=["freud", "iq"])
async def test_logprobs_are_a_distribution_and_sane(llama, body, gold):
    out = await llama.logprobs(_chat(body))
    assert set(out.logprobs) == set(LETTERS)
    assert all(math.isfinite(v) and v < 0 for v in out.logprobs.values())
    assert sum(math.exp(v) for v in out.logprobs.values()) < 1
    assert max(out.logprobs, key=out.logprobs.get) == gold
    assert out.input_tokens and out.input_tokens > 20


@pytest.mark.slow
@pytest.mark.ci
async def test_generation_returns_text(llama):
    req = Request(messages=(Message("user", "用一句话解释什么是条件反射。"),), params=GenerateParams(max_tokens=16))
    out = await llama.generate(req)
    assert out.text and out.text.strip()
    assert 0 < out.output_tokens <= 16


@pytest.mark.slow
async def test_prefix_reuse_matches_fresh_evaluation(llama):
    first = _chat(EASY.replace("华生", "冯特"))
    await llama.logprobs(first)
    reused = await llama.logprobs(_chat(EASY))
    assert reused.raw["reused_tokens"] > 10
    llama._llm.n_tokens = 0  # forget the cache: evaluate from scratch
    fresh = await llama.logprobs(_chat(EASY))
    assert fresh.raw["reused_tokens"] == 0
    # Splitting the evaluation changes float rounding a little, nothing more.
    assert max(reused.logprobs, key=reused.logprobs.get) == max(fresh.logprobs, key=fresh.logprobs.get)
    for k in LETTERS:
        assert math.exp(reused.logprobs[k]) == pytest.approx(math.exp(fresh.logprobs[k]), abs=0.01)


@pytest.mark.slow
def test_continuation_renders_without_end_of_turn(llama):
    text = llama.render_chat(_chat(EASY).messages)
    assert text.endswith("<|im_start|>assistant\n答案：")
    assert text.count("<|im_end|>") == 2  # system and user turns only


@pytest.mark.slow
async def test_raw_completion_prompt(llama):
    out = await llama.logprobs(Request(prompt=EASY + "\n答案：", choices=LETTERS))
    assert max(out.logprobs, key=out.logprobs.get) == "C"
    gen = await llama.generate(Request(prompt=EASY + "\n答案：", params=GenerateParams(max_tokens=4)))
    assert gen.text is not None


@pytest.mark.slow
def test_identity_hashes_the_file(llama):
    ident = llama.identity()
    assert ident["sha256"] == default.known_model("default").sha256
    assert ident["n_ctx"] == 4096 and ident["chat_template"] is True


def _dev_singles(n: int) -> list[dict]:
    folder = DATA / "cpsyexam-unpacked" / "mcq" / "dev"
    if not folder.is_dir():
        pytest.skip(f"real data not found at {folder}")
    recs = []
    for f in sorted(folder.glob("*.json")):
        for r in json.loads(f.read_text(encoding="utf-8")):
            opts = r.get("options") or {}
            if r.get("question_type") == "single" and r.get("answer") in LETTERS and all(
                str(opts.get(k, "")).strip() for k in LETTERS
            ):
                recs.append(r)
    return sorted(recs, key=lambda r: r["id"])[:n]  # ids are hashes: a spread over subjects


@pytest.mark.slow
async def test_zero_shot_accuracy_above_chance(llama):
    """40 dev single-choice questions, plain completion prompt: chance is 25%."""
    plain = LlamaBackend("default", LlamaOptions(chat_template=False))
    plain._llm = llama._load()  # share the loaded weights
    correct = 0
    questions = _dev_singles(40)
    for r in questions:
        body = r["question"].strip() + "\n" + "\n".join(f"{k}. {str(r['options'][k]).strip()}" for k in LETTERS)
        out = await plain.logprobs(Request(prompt=HEAD + body + "\n答案：", choices=LETTERS))
        correct += max(out.logprobs, key=out.logprobs.get) == r["answer"]
    # P(X >= 17 | n=40, p=0.25) < 0.01
    assert correct >= 17, f"{correct}/{len(questions)}"
