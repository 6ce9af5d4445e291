"""Reading a request body whole, once, for the body cap and the CSRF check alike."""

from __future__ import annotations

import pytest

from psyexam.server.middleware import BodyTooLarge, read_body, replay


def _receiver(*messages: dict):
    queue = list(messages)

    async def receive() -> dict:
        return queue.pop(0)

    return receive


def _chunk(body: bytes, more: bool) -> dict:
    return {"type": "http.request", "body": body, "more_body": more}


async def test_the_chunks_are_joined():
    assert await read_body(_receiver(_chunk(b"ab", True), _chunk(b"", True), _chunk(b"c", False))) == b"abc"


async def test_a_disconnect_before_the_end_is_none():
    assert await read_body(_receiver(_chunk(b"ab", True), {"type": "http.disconnect"})) is None


async def test_a_body_over_the_limit_stops_at_the_chunk_that_passes_it():
    receive = _receiver(_chunk(b"abc", True), _chunk(b"de", True), _chunk(b"never read", False))
    with pytest.raises(BodyTooLarge):
        await read_body(receive, max_bytes=4)
    assert await receive() == _chunk(b"never read", False)


async def test_a_body_at_the_limit_is_read():
    assert await read_body(_receiver(_chunk(b"abcd", False)), max_bytes=4) == b"abcd"


async def test_a_read_body_is_replayed_once_then_the_original_receive_follows():
    receive = replay(b"abc", _receiver({"type": "http.disconnect"}))
    assert await read_body(receive) == b"abc"
    assert await receive() == {"type": "http.disconnect"}
