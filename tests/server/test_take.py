"""``exam take``'s loop in process: prompts as psyexam run builds them, calls in the store, resuming."""

from __future__ import annotations

import asyncio
import json

import httpx
import pytest

from psyexam.calls import Store
from psyexam.errors import PsyexamError
from psyexam.model.options import MockOptions
from psyexam.model.providers.mock import MockBackend
from psyexam.remote.client import ExamClient
from psyexam.remote.files import EXAM_ANSWERS, EXAM_SCORE, EXAM_STATE
from psyexam.remote.take import TakeOptions, take


def _run(orgs, opts, backend):
    client = ExamClient(opts.url, orgs.acme, transport=httpx.ASGITransport(app=orgs.client.app))
    return asyncio.run(_take(opts, orgs.acme, backend, client))


async def _take(opts, token, backend, client):
    async with client:
        return await take(opts, token, backend=backend, client=client)


def test_an_interrupted_take_resumes_where_it_stopped(orgs, tmp_path):
    opts = TakeOptions(url="http://exam.test", model="mock", size=5, out=tmp_path, retries=0)
    failing = MockBackend("", MockOptions(**{"fail_every": 3, "retryable": False}))
    with pytest.raises(PsyexamError, match="question 2: the model call failed"):
        _run(orgs, opts, failing)
    assert len((tmp_path / EXAM_ANSWERS).read_text().splitlines()) == 2
    exam_id = json.loads((tmp_path / EXAM_STATE).read_text())["exam_id"]

    working = MockBackend("", MockOptions())
    final = _run(orgs, opts, working)
    assert final["exam_id"] == exam_id and final["status"] == "done"
    assert working.calls == 3  # questions 2, 3 and 4 only: 0 and 1 were answered before
    assert json.loads((tmp_path / EXAM_SCORE).read_text())["score"]["overall"]["n"] == 5
    rows = [json.loads(x) for x in (tmp_path / EXAM_ANSWERS).read_text().splitlines()]
    assert [r["index"] for r in rows] == [0, 1, 2, 3, 4]

    again = MockBackend("", MockOptions())
    assert _run(orgs, opts, again)["exam_id"] == exam_id and again.calls == 0  # done: nothing more to ask
    store = Store(tmp_path)
    assert len(store.successes()) == 5
    store.close()


class DropsFirstAnswer(ExamClient):
    """Loses the connection on its first answer: the model was asked, the server never heard."""

    dropped = False

    async def answer(self, exam_id, index, answer):
        if not self.dropped:
            self.dropped = True
            raise PsyexamError("connection lost")
        return await super().answer(exam_id, index, answer)


def test_a_call_made_before_an_interruption_is_read_back_not_asked_again(orgs, tmp_path):
    opts = TakeOptions(url="http://exam.test", model="mock", size=3, out=tmp_path)
    transport = httpx.ASGITransport(app=orgs.client.app)
    first = MockBackend("", MockOptions())
    with pytest.raises(PsyexamError, match="connection lost"):
        asyncio.run(_take(opts, orgs.acme, first, DropsFirstAnswer(opts.url, orgs.acme, transport=transport)))
    assert first.calls == 1
    second = MockBackend("", MockOptions())
    final = _run(orgs, opts, second)
    assert final["status"] == "done" and second.calls == 2  # question 0's call came from the store


def test_the_folder_of_another_exam_is_refused(orgs, tmp_path):
    _run(orgs, TakeOptions(url="http://exam.test", model="mock", size=1, out=tmp_path), MockBackend("", MockOptions()))
    with pytest.raises(PsyexamError, match="holds an exam of 'mock'"):
        _run(orgs, TakeOptions(url="http://exam.test", model="mock:A", size=1, out=tmp_path),
             MockBackend("A", MockOptions()))


def test_unparsed_replies_are_sent_and_counted(orgs, tmp_path):
    opts = TakeOptions(url="http://exam.test", model="mock", size=3, out=tmp_path)
    vague = MockBackend("", MockOptions(**{"logprobs": False, "responses": {"": "我不确定。"}}))
    final = _run(orgs, opts, vague)
    assert final["score"]["overall"]["unparsed"] == 3 and final["score"]["overall"]["n"] == 3
