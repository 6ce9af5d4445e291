"""Min-K% and Min-K%++ on the real default model: the Apache-2.0 licence, which the model has
surely seen, scores above perturbed copies of the same passages."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from psyexam.contamination.minkcalls import MinKOptions, score_texts
from psyexam.contamination.minkprob import auroc_bounds
from psyexam.model import default
from psyexam.model.options import LlamaOptions

LICENSE = Path(__file__).resolve().parents[2] / "LICENSE"
FILLER = ("banana", "river", "purple", "quietly", "engine", "garden", "seventeen", "cloud", "violin", "marble",
          "hungry", "lantern", "orbit", "pepper", "sandal", "thunder")


def passages(n: int = 10, words: int = 48, stride: int = 130) -> list[str]:
    """``n`` passages of the licence's terms, ``words`` words each, spread over the text."""
    body = LICENSE.read_text(encoding="utf-8").split("TERMS AND CONDITIONS", 1)[1]
    tokens = body.split()
    return [" ".join(tokens[i * stride:i * stride + words]) for i in range(n)]


def perturb(text: str, rng: random.Random) -> str:
    """A copy with a fifth of its words replaced and neighbouring words swapped here and there."""
    words = text.split()
    for i in rng.sample(range(len(words)), len(words) // 5):
        words[i] = rng.choice(FILLER)
    for i in rng.sample(range(len(words) - 1), len(words) // 10):
        words[i], words[i + 1] = words[i + 1], words[i]
    return " ".join(words)


@pytest.fixture(scope="module")
def llama():
    pytest.importorskip("llama_cpp")
    if not default.is_installed():
        pytest.skip("default model not installed (psyexam model install)")
    from psyexam.model.providers.llama import LlamaBackend

    backend = LlamaBackend("default", LlamaOptions(n_ctx=512, seed=0))
    yield backend
    if backend._llm is not None:
        backend._llm.close()


@pytest.mark.slow
@pytest.mark.ci
async def test_the_licence_scores_above_its_perturbed_copies(llama, tmp_path):
    rng = random.Random(7)
    originals = passages()
    perturbed = [perturb(t, rng) for t in originals]
    texts = [(f"orig{i}", t) for i, t in enumerate(originals)] + [(f"pert{i}", t) for i, t in enumerate(perturbed)]
    res = await score_texts(llama, texts, MinKOptions(model="llama:default", store=tmp_path, k=20))
    print(f"calls: {res.calls}; failed texts: {res.summary()['failed']}")
    by = {t.id: t for t in res.items}
    for method in ("mink", "minkpp"):
        orig = [getattr(by[f"orig{i}"], method) for i in range(10)]
        pert = [getattr(by[f"pert{i}"], method) for i in range(10)]
        # a failed text counts against the signal (the low end of the bounds), never left out
        low, high = auroc_bounds(orig, pert)
        wins = sum(o is not None and p is not None and o > p for o, p in zip(orig, pert))
        scored = [v for v in orig if v is not None], [v for v in pert if v is not None]
        print(f"{method}: originals mean {sum(scored[0]) / max(len(scored[0]), 1):.3f}, "
              f"perturbed mean {sum(scored[1]) / max(len(scored[1]), 1):.3f}, "
              f"AUROC {low:.2f}–{high:.2f}, original above its own copy {wins}/10")
        assert low >= 0.8
        assert wins >= 8


@pytest.mark.slow
async def test_batch_scores_match_one_position_at_a_time(llama):
    """The one-pass scores agree with scoring each prefix's next token alone (llama.cpp's batch
    and single-token kernels differ slightly in rounding on quantised weights)."""
    from psyexam.model.providers._local import log_softmax

    text = re.sub(r"\s+", " ", passages(1, words=20)[0])
    scores = await llama.token_logprobs(text)
    tokens = llama.tokenize(text, templated=False)
    assert len(scores.tokens) == len(tokens) - 1
    for i in (0, 5, len(tokens) - 2):
        llama._llm.n_tokens = 0
        logits, _ = llama._next_logits(tokens[: i + 1])
        assert scores.logprobs[i] == pytest.approx(float(log_softmax(logits)[tokens[i + 1]]), rel=0.02, abs=0.1)
    assert all(sd > 0 for sd in scores.std)
