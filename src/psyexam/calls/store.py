"""The per-run results store: every model call, written the moment it returns.

One SQLite file per run folder. A call is keyed by a hash of the model's
identity, the decoding parameters and the exact messages, so running the same
command again reuses every stored answer and asks only for what is missing.
WAL mode and a commit per call mean a killed process loses at most the calls
that were in flight.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import time
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

from psyexam.errors import PsyexamError
from psyexam.model.base import Request, Response
from psyexam.model.tokens import TokenScores
from psyexam.text import jsontext

STORE_NAME = "results.sqlite"

_SCHEMA = """
CREATE TABLE IF NOT EXISTS calls (
    key TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    response TEXT,
    error TEXT,
    attempts INTEGER NOT NULL DEFAULT 0,
    latency REAL,
    created REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS items (
    run_key TEXT NOT NULL,
    item_id TEXT NOT NULL,
    position INTEGER NOT NULL,
    call_key TEXT NOT NULL,
    method TEXT NOT NULL,
    question TEXT NOT NULL,
    PRIMARY KEY (run_key, item_id)
);
"""


def call_key(identity: dict, request: Request, kind: str) -> str:
    """A stable hash of everything that determines a call's answer."""
    payload = {
        "model": identity,
        "kind": kind,
        "params": _fields(request.params),
        "messages": [[m.role, m.content] for m in request.messages],
        "prompt": request.prompt,
        "choices": list(request.choices),
    }
    blob = json.dumps(payload, ensure_ascii=False, sort_keys=True, default=str)
    return hashlib.sha256(blob.encode()).hexdigest()


@dataclass(frozen=True, slots=True)
class StoredCall:
    """A stored call: its response, or the error of its last attempt."""

    key: str
    kind: str
    response: Response | None
    error: str | None
    attempts: int
    latency: float | None


class Store:
    """SQLite-backed store of model calls and of the items a run planned."""

    def __init__(self, folder: Path):
        folder.mkdir(parents=True, exist_ok=True)
        self.path = folder / STORE_NAME
        try:
            self._db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.executescript(_SCHEMA)
        except sqlite3.DatabaseError as e:
            raise PsyexamError(f"{self.path}: not a readable results store ({e})") from None

    def close(self) -> None:
        """Close the database."""
        self._db.close()

    def get(self, key: str) -> StoredCall | None:
        """The stored call for ``key``, if any."""
        row = self._db.execute(
            "SELECT key, kind, response, error, attempts, latency FROM calls WHERE key = ?", (key,)
        ).fetchone()
        if not row:
            return None
        try:
            return _row_to_call(row)
        # AttributeError, TypeError: JSON of another shape; ValueError: token scores that do not add up
        except (jsontext.JSONProblem, AttributeError, TypeError, ValueError) as e:
            raise PsyexamError(f"{self.path}: stored call {key[:12]} is not readable ({e})") from None

    def successes(self) -> dict[str, StoredCall]:
        """All calls that returned an answer, by key."""
        rows = self._db.execute(
            "SELECT key, kind, response, error, attempts, latency FROM calls WHERE response IS NOT NULL"
        )
        return {r[0]: _row_to_call(r) for r in rows}

    def put_response(self, key: str, kind: str, response: Response, attempts: int, latency: float) -> None:
        """Record a successful call (replacing an earlier error for the same key)."""
        self._db.execute(
            "INSERT OR REPLACE INTO calls (key, kind, response, error, attempts, latency, created) "
            "VALUES (?, ?, ?, NULL, ?, ?, ?)",
            (key, kind, json.dumps(_response_dict(response), ensure_ascii=False), attempts, latency, time.time()),
        )

    def put_error(self, key: str, kind: str, error: str, attempts: int) -> None:
        """Record a call that failed after all retries; a later run retries it."""
        self._db.execute(
            "INSERT INTO calls (key, kind, response, error, attempts, latency, created) VALUES (?, ?, NULL, ?, ?, NULL, ?) "
            "ON CONFLICT(key) DO UPDATE SET error = excluded.error, attempts = calls.attempts + excluded.attempts "
            "WHERE calls.response IS NULL",
            (key, kind, error, attempts, time.time()),
        )

    def plan_items(self, run_key: str, rows: list[tuple[str, int, str, str, dict]]) -> None:
        """Record the items of a run: (item id, position, call key, method, question dict)."""
        with self._db:
            self._db.execute("BEGIN")
            self._db.execute("DELETE FROM items WHERE run_key = ?", (run_key,))
            self._db.executemany(
                "INSERT INTO items (run_key, item_id, position, call_key, method, question) VALUES (?, ?, ?, ?, ?, ?)",
                [(run_key, i, p, k, m, json.dumps(q, ensure_ascii=False)) for i, p, k, m, q in rows],
            )

    def planned_items(self, run_key: str | None = None) -> list[tuple[str, str, str, dict]]:
        """The planned items (id, call key, method, question dict) in plan order."""
        sql = "SELECT item_id, call_key, method, question FROM items"
        args: tuple = ()
        if run_key is not None:
            sql += " WHERE run_key = ?"
            args = (run_key,)
        rows = self._db.execute(sql + " ORDER BY position", args)
        return [(i, k, m, self._json(q, f"planned item {i!r}")) for i, k, m, q in rows]

    def planned_questions(self, run_key: str | None, item_ids: list[str]) -> dict[str, dict]:
        """The question dicts of some planned items, by item id (ids the store lacks are left out)."""
        out: dict[str, dict] = {}
        for start in range(0, len(item_ids), 500):  # SQLite caps the parameters of one statement
            chunk = item_ids[start:start + 500]
            sql = f"SELECT item_id, question FROM items WHERE item_id IN ({','.join('?' * len(chunk))})"
            args: tuple = tuple(chunk)
            if run_key is not None:
                sql += " AND run_key = ?"
                args += (run_key,)
            out.update((i, self._json(q, f"planned item {i!r}")) for i, q in self._db.execute(sql, args))
        return out

    def _json(self, text: str, what: str) -> dict:
        try:
            value = jsontext.loads(text, finite=False)
        except jsontext.JSONProblem as e:
            raise PsyexamError(f"{self.path}: {what} is not readable JSON ({e})") from None
        if not isinstance(value, dict):
            raise PsyexamError(f"{self.path}: {what} is not a JSON object")
        return value


def _fields(obj) -> dict:
    # shallow on purpose: dataclasses.asdict deep-copies, and this runs once per call
    return {f.name: getattr(obj, f.name) for f in fields(obj)}


def _response_dict(r: Response) -> dict[str, Any]:
    d: dict[str, Any] = {
        "text": r.text,
        "logprobs": r.logprobs,
        "input_tokens": r.input_tokens,
        "output_tokens": r.output_tokens,
    }
    if r.scores is not None:
        s = r.scores
        d["scores"] = {"tokens": s.tokens, "logprobs": s.logprobs, "mean": s.mean, "std": s.std, "source": s.source}
    return d


def _scores(d: object) -> TokenScores | None:
    if d is None:
        return None
    if not isinstance(d, dict):
        raise ValueError("the token scores are not a JSON object")

    def floats(name: str) -> tuple[float, ...] | None:
        values = d.get(name)
        return None if values is None else tuple(float(v) for v in values)

    return TokenScores(tuple(str(t) for t in d.get("tokens") or ()), floats("logprobs") or (),
                       floats("mean"), floats("std"), str(d.get("source") or ""))


def _row_to_call(row: tuple) -> StoredCall:
    key, kind, response, error, attempts, latency = row
    resp = None
    if response is not None:
        d = jsontext.loads(response, finite=False)
        if not isinstance(d, dict):
            raise PsyexamError(f"stored call {key}: the response is not a JSON object")
        resp = Response(
            text=d.get("text"),
            logprobs=d.get("logprobs"),
            input_tokens=d.get("input_tokens"),
            output_tokens=d.get("output_tokens"),
            scores=_scores(d.get("scores")),
        )
    return StoredCall(key, kind, resp, error, attempts, latency)
