"""Per-token scores: the OpenAI-compatible echo reply, the capability check, and the record's shape."""

from __future__ import annotations

import math

import pytest

from psyexam.cli import main
from psyexam.model import open_backend
from psyexam.model.base import BackendError
from psyexam.model.providers._echo import echo_scores
from psyexam.model.providers.openai import OpenAIBackend
from psyexam.model.tokens import TokenScores

# the shape of OpenAI's legacy completions reply to echo=True, logprobs=1, max_tokens=1
REPLY = {"choices": [{"text": "The cat sat.", "logprobs": {
    "tokens": ["The", " cat", " sat", "."], "token_logprobs": [None, -3.5, -2.0, -0.5],
    "top_logprobs": [None, {" cat": -3.5}, {" sat": -2.0}, {".": -0.5}]}}],
    "usage": {"prompt_tokens": 3, "completion_tokens": 1}}


def test_echo_reply_leaves_out_the_first_and_the_generated_token():
    s = echo_scores("openai:m", REPLY)
    assert s.tokens == (" cat", " sat") and s.logprobs == (-3.5, -2.0)
    assert not s.has_distribution and "no full distribution" in s.source
    no_usage = {**REPLY, "usage": None}
    assert echo_scores("openai:m", no_usage).tokens == (" cat", " sat")


@pytest.mark.parametrize("reply", [{"choices": [{"text": "x"}]}, {"choices": []},
                                   {"choices": [{"logprobs": {"tokens": ["a", "b", "c"], "token_logprobs": [None, None, -1.0]}}]}])
def test_echo_reply_without_log_probabilities_is_a_backend_error(reply):
    with pytest.raises(BackendError):
        echo_scores("openai:m", reply)


def test_openai_backend_asks_completions_with_echo(monkeypatch, capsys, tmp_path):
    monkeypatch.chdir(tmp_path)  # the calls' default store, mink/<model>, goes here
    sent = []

    async def fake_post(self, payload, path="chat/completions"):
        sent.append((path, payload))
        return REPLY

    monkeypatch.setattr(OpenAIBackend, "_post", fake_post)
    argv = ["mink", "--text", __file__, "--model", "openai:m", "--base-url", "http://127.0.0.1:9/v1", "--k", "50"]
    assert main([*argv, "--json"]) == 0
    path, payload = sent[0]
    assert path == "completions" and payload["echo"] is True and payload["logprobs"] == 1
    out = capsys.readouterr().out
    assert '"minkpp": null' in out and '"minkpp_unavailable": 1' in out
    assert main([*argv, "--method", "minkpp"]) == 2
    assert "Min-K%++ needs the whole next-token distribution" in capsys.readouterr().err
    assert len(sent) == 1  # the second command read the stored call


def test_token_scores_lengths_must_agree():
    with pytest.raises(ValueError, match="2 mean for 1 tokens"):
        TokenScores(("a",), (-1.0,), (-1.0, -2.0), (1.0,))


def test_mock_token_scores_are_deterministic():
    import asyncio

    b = open_backend("mock")
    s1, s2 = asyncio.run(b.token_logprobs("心理 学")), asyncio.run(b.token_logprobs("心理 学"))
    assert s1 == s2 and s1.tokens == ("理", "学") and all(-8 <= v <= -1 for v in s1.logprobs)
    assert s1.has_distribution and not math.isnan(s1.mean[0])
