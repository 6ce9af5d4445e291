"""Organisation tokens: made high-entropy, shown once, stored only as HMAC-SHA256 under the service key.

A token is ``pxe_<prefix>_<secret>``: the prefix (public, unique) finds the row in one
indexed lookup; the 256-bit secret is what authenticates. A fast keyed hash suffices
because the secret is random, not a password a dictionary could guess; the key lives
in the database (``server_meta``), so a copy of the ``orgs`` table alone verifies nothing.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import time

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from psyexam.errors import PsyexamError
from psyexam.server.db import Database, hmac_key
from psyexam.server.models import Org

SCHEME = "pxe"
MAX_NAME = 100


def make_token() -> tuple[str, str]:
    """A new token and its lookup prefix."""
    prefix = secrets.token_hex(8)
    return f"{SCHEME}_{prefix}_{secrets.token_urlsafe(32)}", prefix


def hash_token(key: bytes, token: str) -> str:
    """The stored form of a token."""
    return hmac.new(key, token.encode("utf-8"), hashlib.sha256).hexdigest()


def prefix_of(token: str) -> str | None:
    """The lookup prefix of a well-formed token, else None."""
    parts = token.split("_", 2)
    if len(parts) != 3 or parts[0] != SCHEME or len(parts[1]) != 16 or not parts[2]:
        return None
    return parts[1]


def add_org(db: Database, name: str) -> str:
    """Register an organisation; returns its token (the only time it is ever seen)."""
    name = name.strip()
    if not name or len(name) > MAX_NAME or not name.isprintable():
        raise PsyexamError(f"an organisation name must be 1 to {MAX_NAME} printable characters")
    key = hmac_key(db)
    token, prefix = make_token()
    try:
        with db.session() as s:
            if s.scalar(select(Org.id).where(Org.name == name)) is not None:
                raise PsyexamError(f"an organisation named {name!r} already exists")
            s.add(Org(name=name, token_prefix=prefix, token_hash=hash_token(key, token), created=time.time()))
    except IntegrityError:
        raise PsyexamError(f"an organisation named {name!r} already exists") from None
    return token


def verify(s: Session, key: bytes, token: str) -> int | None:
    """The organisation id a token belongs to, or None."""
    prefix = prefix_of(token)
    if prefix is None:
        return None
    org = s.scalar(select(Org).where(Org.token_prefix == prefix))
    if org is None:
        return None
    return org.id if hmac.compare_digest(org.token_hash, hash_token(key, token)) else None
