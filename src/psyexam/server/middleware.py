"""ASGI middleware: a cap on request bodies, the one way a body is read and replayed, and the audit log of every request."""

from __future__ import annotations

import json
import logging
import time

import anyio
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from psyexam.server.db import Database
from psyexam.server.models import Audit

log = logging.getLogger("psyexam.server")


class BodyLimit:
    """Refuse bodies over ``max_bytes`` with 413, whether declared by Content-Length or streamed."""

    def __init__(self, app: ASGIApp, max_bytes: int):
        self.app, self.max_bytes = app, max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = dict(scope["headers"]).get(b"content-length")
        if declared is not None and (not declared.isdigit() or int(declared) > self.max_bytes):
            await _reply(send, 413, "request body too large")
            return
        try:
            body = await read_body(receive, self.max_bytes)
        except BodyTooLarge:
            await _reply(send, 413, "request body too large")
            return
        if body is None:  # the client left: there is no one to answer
            return
        await self.app(scope, replay(body, receive), send)


class BodyTooLarge(Exception):
    """A request body grew past its limit while it was read."""


async def read_body(receive: Receive, max_bytes: int | None = None) -> bytes | None:
    """A request's whole body from ``receive``; None when the client disconnects before its end.

    Raises :class:`BodyTooLarge` as soon as more than ``max_bytes`` have arrived, so an
    oversized stream is never held in full.
    """
    body, more = b"", True
    while more:
        message = await receive()
        if message["type"] == "http.disconnect":
            return None
        body += message.get("body", b"")
        more = message.get("more_body", False)
        if max_bytes is not None and len(body) > max_bytes:
            raise BodyTooLarge(f"request body over {max_bytes} bytes")
    return body


def replay(body: bytes, receive: Receive) -> Receive:
    """A ``receive`` that gives an already-read ``body`` once, then defers to the original one."""
    sent = False

    async def again() -> Message:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return again


class AuditLog:
    """Write (when, organisation, method, path, status, client) for every HTTP request.

    The organisation is what authentication left in the request state (none for
    public endpoints and refused tokens).
    """

    def __init__(self, app: ASGIApp, db: Database):
        self.app, self.db = app, db

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        state = scope.setdefault("state", {})
        status = 500
        started = time.time()

        async def sending(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
            await send(message)

        try:
            await self.app(scope, receive, sending)
        finally:
            client = scope.get("client")
            row = Audit(at=started, org_id=state.get("org_id"), method=scope.get("method", "")[:16],
                        path=scope.get("path", "").replace("\x00", "\ufffd")[:500], status=status,
                        client=f"{client[0]}"[:100] if client else None)
            await anyio.to_thread.run_sync(self._write, row)

    def _write(self, row: Audit) -> None:
        try:
            with self.db.session() as s:
                s.add(row)
        except Exception:
            log.exception("audit log write failed")


async def _reply(send: Send, status: int, detail: str) -> None:
    body = json.dumps({"detail": detail}).encode()
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]})
    await send({"type": "http.response.body", "body": body})
