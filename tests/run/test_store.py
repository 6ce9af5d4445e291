import math

from psyexam.calls.store import Store, call_key
from psyexam.model.base import GenerateParams, Message, Request, Response


def _req(text="问题", **kw):
    return Request(messages=(Message("user", text),), params=GenerateParams(**kw))


def test_call_key_depends_on_model_messages_and_params():
    ident = {"spec": "mock:"}
    k = call_key(ident, _req(), "generate")
    assert k == call_key(dict(ident), _req(), "generate")
    assert k != call_key({"spec": "mock:A"}, _req(), "generate")
    assert k != call_key(ident, _req("别的问题"), "generate")
    assert k != call_key(ident, _req(max_tokens=3), "generate")
    assert k != call_key(ident, _req(), "logprob")


def test_store_round_trip_and_persistence(tmp_path):
    s = Store(tmp_path)
    s.put_response("k1", "logprob", Response(logprobs={"A": -0.1, "B": -math.inf}), 1, 0.2)
    s.put_error("k2", "generate", "HTTP 500", 6)
    s.close()
    s = Store(tmp_path)  # a new process sees everything written
    got = s.get("k1")
    assert got.response.logprobs["A"] == -0.1 and got.response.logprobs["B"] == -math.inf
    assert s.get("k2").error == "HTTP 500" and s.get("k2").response is None
    assert set(s.successes()) == {"k1"}
    # a later success replaces the error; a later error never overwrites a success
    s.put_response("k2", "generate", Response(text="答案：B"), 1, 0.1)
    s.put_error("k2", "generate", "again", 1)
    assert s.get("k2").response.text == "答案：B" and s.get("k2").error is None


def test_token_scores_round_trip(tmp_path):
    from psyexam.model.tokens import TokenScores

    full = TokenScores(("认", "知"), (-1.5, -math.inf), (-4.0, -4.5), (2.0, 0.0), "full distribution")
    top = TokenScores(("a",), (-2.0,), source="top-k only")
    s = Store(tmp_path)
    s.put_response("full", "tokens", Response(scores=full, input_tokens=2), 1, 0.1)
    s.put_response("top", "tokens", Response(scores=top), 1, 0.1)
    s.put_response("plain", "generate", Response(text="答案：A"), 1, 0.1)
    s.close()
    s = Store(tmp_path)
    assert s.get("full").response.scores == full and s.get("top").response.scores == top
    assert s.get("plain").response.scores is None
    s._db.execute("UPDATE calls SET response = ? WHERE key = 'top'", ('{"scores": {"logprobs": [1, 2]}}',))
    import pytest

    from psyexam.errors import PsyexamError

    with pytest.raises(PsyexamError, match="stored call top"):
        s.get("top")  # two log-probabilities for no token


def test_corrupt_store_is_a_clear_error(tmp_path):
    import pytest

    from psyexam.errors import PsyexamError

    (tmp_path / "results.sqlite").write_bytes(b"this is not a database" * 100)
    with pytest.raises(PsyexamError, match="not a readable results store"):
        Store(tmp_path)
