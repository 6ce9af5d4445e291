"""The fault server: replies, fault shares, counters and determinism."""

import asyncio
import json
import urllib.request

import aiohttp
import pytest

from psyexam.testing.faultserver import FaultProfile, FaultServer, running


async def _ask(session, url, text, **extra):
    body = {"model": "m", "messages": [{"role": "user", "content": text}], **extra}
    try:
        async with session.post(url + "/chat/completions", json=body) as r:
            return r.status, r.headers.get("Retry-After"), await r.text()
    except aiohttp.ClientError as e:
        return type(e).__name__, None, ""


async def test_answers_with_a_letter_derived_from_the_prompt():
    async with FaultServer(FaultProfile(latency=0.001)) as server, aiohttp.ClientSession() as s:
        first = [await _ask(s, server.base_url, f"题目{i}") for i in range(20)]
        again = await _ask(s, server.base_url, "题目3")
        letters = {json.loads(t)["choices"][0]["message"]["content"] for _, _, t in first}
        assert all(status == 200 for status, _, _ in first)
        assert letters <= {f"答案：{x}" for x in "ABCD"} and len(letters) > 1
        assert again[2] == first[3][2]
        st = server.stats
        assert st.requests == 21 and st.answered == 21 and st.distinct_answered == 20
        assert st.duplicate_successes == 1 and st.outcomes["ok"] == 21


async def test_logprobs_reply_puts_the_answer_on_top():
    async with FaultServer(FaultProfile(latency=0.0)) as server, aiohttp.ClientSession() as s:
        _, _, text = await _ask(s, server.base_url, "题目", logprobs=True, top_logprobs=20)
        content = json.loads(text)["choices"][0]["logprobs"]["content"][0]
        best = max(content["top_logprobs"], key=lambda e: e["logprob"])
        assert best["token"] == content["token"] in "ABCD"


@pytest.mark.parametrize("fault, expected", [
    ("p429", 429), ("p500", 500), ("pmalformed", 200), ("pdrop", "ServerDisconnectedError"),
])
async def test_each_fault(fault, expected):
    async with FaultServer(FaultProfile(latency=0.0, retry_after=0.7, **{fault: 1.0})) as server, \
            aiohttp.ClientSession() as s:
        status, retry_after, text = await _ask(s, server.base_url, "题目")
        assert status == expected
        if fault == "p429":
            assert retry_after == "0.7"
        if fault == "pmalformed":
            with pytest.raises(ValueError):
                json.loads(text)
        st = server.stats
        assert st.requests == 1 and st.answered == 0 and st.outcomes[fault[1:]] == 1


async def test_a_hang_is_never_answered():
    async with FaultServer(FaultProfile(latency=0.0, phang=1.0, hang=30)) as server, \
            aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=0.2)) as s:
        with pytest.raises(asyncio.TimeoutError):
            await _ask(s, server.base_url, "题目")
        await asyncio.sleep(0.05)
        st = server.stats
        assert st.outcomes["hang"] == 1 and st.answered == 0 and st.in_flight == 0


async def test_shares_are_roughly_honoured_and_seeded():
    profile = FaultProfile(latency=0.0, p429=0.3, p500=0.2, seed=7)

    async def outcomes():
        async with FaultServer(profile) as server, aiohttp.ClientSession() as s:
            await asyncio.gather(*(_ask(s, server.base_url, f"题目{i}") for i in range(400)))
            return server.stats.outcomes

    first, second = await outcomes(), await outcomes()
    assert first == second  # same seed, same prompts: same faults whatever the arrival order
    assert 80 <= first["429"] <= 160 and 45 <= first["500"] <= 120 and first["ok"] + first["429"] + first["500"] == 400


def test_stats_endpoint_reset_and_thread_runner():
    with running(FaultProfile(latency=0.0)) as server:
        root = server.base_url.rsplit("/v1", 1)[0]
        assert server.base_url.startswith("http://127.0.0.1:")
        body = json.dumps({"messages": [{"role": "user", "content": "x"}]}).encode()
        req = urllib.request.Request(server.base_url + "/chat/completions", data=body,
                                     headers={"Content-Type": "application/json"})
        urllib.request.urlopen(req).read()
        stats = json.loads(urllib.request.urlopen(root + "/stats").read())
        assert stats["requests"] == 1 and stats["answered"] == 1 and stats["duplicate_successes"] == 0
        urllib.request.urlopen(urllib.request.Request(root + "/reset", method="POST")).read()
        assert server.stats.requests == 0


def test_bad_shares_are_refused():
    with pytest.raises(ValueError):
        FaultProfile(p429=0.8, p500=0.3)
