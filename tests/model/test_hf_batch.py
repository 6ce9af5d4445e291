"""Batched log-probabilities in the transformers backend equal one-at-a-time ones."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from psyexam.errors import ModelError
from psyexam.model.base import Message, Request
from psyexam.model.options import HFOptions
from psyexam.model.providers import hf
from psyexam.model.spec import BackendSettings, check_options

LETTERS = ("A", "B", "C", "D")
TEXTS = [
    "问题：下列哪一项属于心理学的研究方法？\nA. 实验法\nB. 观察法\nC. 调查法\nD. 个案法\n答案：",
    "Q: short one\nA. x\nB. y\nC. z\nD. w\nAnswer:",
    "问题：" + "记忆的加工水平理论认为，" * 6 + "\nA. 甲\nB. 乙\nC. 丙\nD. 丁\n答案：",
    "答案：",
    "Which of these is a defence mechanism? A. repression B. rehearsal C. chunking D. priming. Answer:",
    "问题：斯金纳箱用于研究什么？\nA. 操作条件反射\nB. 经典条件反射\nC. 观察学习\nD. 顿悟\n答案：",
]


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory) -> Path:
    """A 2-layer random-weights Llama with a byte-level BPE tokenizer, saved to a folder."""
    torch = pytest.importorskip("torch")
    transformers = pytest.importorskip("transformers")
    tokenizers = pytest.importorskip("tokenizers")
    folder = tmp_path_factory.mktemp("tiny-llama")
    bpe = tokenizers.Tokenizer(tokenizers.models.BPE())
    bpe.pre_tokenizer = tokenizers.pre_tokenizers.ByteLevel(add_prefix_space=False)
    bpe.decoder = tokenizers.decoders.ByteLevel()
    trainer = tokenizers.trainers.BpeTrainer(
        vocab_size=400, special_tokens=["<eos>"],
        initial_alphabet=tokenizers.pre_tokenizers.ByteLevel.alphabet(),
    )
    bpe.train_from_iterator(TEXTS * 3, trainer=trainer)
    tok = transformers.PreTrainedTokenizerFast(tokenizer_object=bpe, eos_token="<eos>")
    tok.save_pretrained(folder)
    torch.manual_seed(0)
    config = transformers.LlamaConfig(
        vocab_size=len(tok), hidden_size=32, intermediate_size=64, num_hidden_layers=2,
        num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=256,
        eos_token_id=tok.eos_token_id,
    )
    transformers.LlamaForCausalLM(config).save_pretrained(folder)
    return folder


def _backend(folder: Path, batch_size: int) -> hf.HFBackend:
    options = check_options("hf", BackendSettings(chat_template=False), device="cpu", batch_size=batch_size)
    return hf.HFBackend(str(folder), options)


def _requests() -> list[Request]:
    return [Request(prompt=t, choices=LETTERS) for t in TEXTS]


def test_batch_size_option(tiny_model):
    assert _backend(tiny_model, 3).capabilities.max_concurrency == 3
    on = {device: hf.HFBackend(str(tiny_model), HFOptions(device=device)) for device in ("cpu", "cuda")}
    # batching pays on a GPU; on a CPU one row at a time is as fast per token and needs no padding
    assert on["cpu"].capabilities.max_concurrency == 1 and on["cuda"].capabilities.max_concurrency == 8
    assert on["cpu"].capabilities.order == "length"
    for bad in (0, -2, "x", 2.5):
        with pytest.raises(ModelError, match="batch_size"):
            _backend(tiny_model, bad)


def test_padded_batch_matches_single_rows(tiny_model):
    backend = _backend(tiny_model, 8)
    singles = [backend.logprobs_batch([r])[0] for r in _requests()]
    batched = backend.logprobs_batch(_requests())
    lengths = {s.input_tokens for s in singles}
    assert len(lengths) > 2  # the rows really differ in length, so padding is exercised
    for one, many in zip(singles, batched, strict=True):
        assert many.input_tokens == one.input_tokens
        for letter in LETTERS:
            assert many.logprobs[letter] == pytest.approx(one.logprobs[letter], abs=1e-3)
    # the random model must not give every prompt the same answer distribution
    assert len({round(s.logprobs["A"], 4) for s in singles}) > 1


async def test_concurrent_calls_share_forward_passes(tiny_model):
    backend = _backend(tiny_model, 4)
    sizes: list[int] = []
    real = backend.logprobs_batch

    def counting(requests):
        sizes.append(len(requests))
        return real(requests)

    backend.logprobs_batch = counting  # type: ignore[method-assign]
    results = await asyncio.gather(*(backend.logprobs(r) for r in _requests()))
    assert sorted(sizes, reverse=True) == [4, 2]
    for request, got in zip(_requests(), results, strict=True):
        want = real([request])[0]
        for letter in LETTERS:
            assert got.logprobs[letter] == pytest.approx(want.logprobs[letter], abs=1e-3)


async def test_a_bad_request_fails_alone(tiny_model):
    backend = _backend(tiny_model, 4)
    bad = Request(prompt="答案：", choices=("A", "不存在的字母组合"))
    good, failed = await asyncio.gather(
        backend.logprobs(_requests()[0]), backend.logprobs(bad), return_exceptions=True,
    )
    assert set(good.logprobs) == set(LETTERS)
    assert isinstance(failed, hf.BackendError)
    with pytest.raises(hf.BackendError, match="choices"):
        await backend.logprobs(Request(messages=(Message("user", "hi"),)))


@pytest.mark.slow
async def test_batched_equals_single_on_small_gguf():
    """The 0.5B GGUF through transformers: one padded batch of real questions matches one-by-one calls."""
    pytest.importorskip("transformers")
    from psyexam.model import default

    from .test_hf import SMALL, _questions

    if not default.is_installed(SMALL):
        pytest.skip(f"{SMALL} not installed (psyexam model install {SMALL})")
    requests = _questions(6)
    backend = hf.HFBackend(SMALL, HFOptions(device="cpu", batch_size=6))
    batched = await asyncio.gather(*(backend.logprobs(r) for r in requests))
    for request, got in zip(requests, batched, strict=True):
        want = backend.logprobs_batch([request])[0]
        for letter in LETTERS:
            assert got.logprobs[letter] == pytest.approx(want.logprobs[letter], abs=1e-3)
    await backend.aclose()
