"""The one database layer: engine, sessions and schema, for SQLite (embedded) or PostgreSQL.

SQLite runs in WAL mode and starts every transaction with ``BEGIN IMMEDIATE``, so two
writers queue on the busy timeout instead of failing half-way; PostgreSQL relies on the
unique constraints and conditional updates the service uses everywhere.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.exc import IntegrityError, SQLAlchemyError
from sqlalchemy.orm import Session, sessionmaker

from psyexam.errors import PsyexamError
from psyexam.server.models import Base, Meta
from psyexam.server.settings import normalise_db_url

KEY_NAME = "hmac_key"


@dataclass
class Database:
    """An engine and its session factory."""

    engine: Engine
    sessions: sessionmaker[Session]

    @contextmanager
    def session(self) -> Iterator[Session]:
        """A session whose transaction commits on success and rolls back on error."""
        with self.sessions.begin() as s:
            yield s

    def dispose(self) -> None:
        """Close every pooled connection."""
        self.engine.dispose()


def open_database(url: str, *, pool_size: int = 10, create: bool = True) -> Database:
    """Connect to ``url`` (a bare path is a SQLite file) and create missing tables."""
    from psyexam.server.web import tables  # noqa: F401  (the pages' tables join the service's schema)

    url = normalise_db_url(url)
    try:
        if url.startswith("sqlite"):
            engine = create_engine(url, connect_args={"check_same_thread": False, "timeout": 30})
            _sqlite_setup(engine)
        else:
            engine = create_engine(url, pool_size=pool_size, max_overflow=pool_size, pool_pre_ping=True)
        db = Database(engine, sessionmaker(engine, expire_on_commit=False))
        if create:
            Base.metadata.create_all(engine)
    except (SQLAlchemyError, ImportError, ValueError) as e:
        raise PsyexamError(f"cannot open database {_redacted(url)}: {str(e).splitlines()[0]}") from None
    return db


def hmac_key(db: Database) -> bytes:
    """The service's secret key (made on first use and shared by every worker through the database)."""
    for _ in range(3):
        with db.session() as s:
            row = s.get(Meta, KEY_NAME)
            if row is not None:
                return bytes.fromhex(row.value)
        try:
            with db.session() as s:
                s.add(Meta(key=KEY_NAME, value=secrets.token_hex(32)))
        except IntegrityError:
            continue  # another worker made it first; read theirs
    raise PsyexamError("could not create the service key")  # pragma: no cover - needs three lost races


def _sqlite_setup(engine: Engine) -> None:
    @event.listens_for(engine, "connect")
    def _connect(dbapi_conn, _record) -> None:  # type: ignore[no-untyped-def]
        dbapi_conn.isolation_level = None  # let the "begin" hook below issue BEGIN itself
        cur = dbapi_conn.cursor()
        for pragma in ("journal_mode=WAL", "busy_timeout=30000", "foreign_keys=ON", "synchronous=NORMAL"):
            cur.execute(f"PRAGMA {pragma}")
        cur.close()

    @event.listens_for(engine, "begin")
    def _begin(conn) -> None:  # type: ignore[no-untyped-def]
        conn.exec_driver_sql("BEGIN IMMEDIATE")


def _redacted(url: str) -> str:
    head, at, tail = url.rpartition("@")
    if not at:
        return url
    scheme, _, _ = head.partition("://")
    return f"{scheme}://***@{tail}"


__all__ = ["Database", "hmac_key", "open_database"]
