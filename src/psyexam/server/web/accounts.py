"""Web accounts: users with a role, their sign-in sessions, and the audit trail of admin actions.

Passwords are kept only as argon2id hashes; a session token only as its SHA-256 (the token is
random, so a fast hash suffices, and a copy of the table signs nobody in). The tables share the
service's declarative base, so ``create_all`` makes them with the rest.
"""

from __future__ import annotations

import getpass
import hashlib
import json
import secrets
import time
from dataclasses import dataclass
from typing import Any, Literal, get_args

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError
from sqlalchemy import Boolean, Float, ForeignKey, Integer, String, Text, delete, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Mapped, Session, mapped_column

from psyexam.errors import PsyexamError
from psyexam.server.db import Database
from psyexam.server.models import Base

Role = Literal["rater", "reviewer", "admin"]
ROLES: tuple[str, ...] = get_args(Role)
SESSION_SECONDS = 12 * 3600
MIN_PASSWORD = 8
MAX_NAME = 64

_hasher = PasswordHasher()  # argon2id with the library's current recommended parameters
_DUMMY_HASH = _hasher.hash("not a password of anyone")  # verified against when a name is unknown, so timing tells nothing


class User(Base):
    """A person who signs in to the pages; never deleted, only disabled."""

    __tablename__ = "web_users"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    name: Mapped[str] = mapped_column(String(MAX_NAME), unique=True)
    role: Mapped[str] = mapped_column(String(16))
    password_hash: Mapped[str] = mapped_column(String(200))
    created: Mapped[float] = mapped_column(Float)
    disabled: Mapped[bool] = mapped_column(Boolean, default=False)


class WebSession(Base):
    """A signed-in browser: the SHA-256 of its cookie token, whose it is, until when."""

    __tablename__ = "web_sessions"
    token_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("web_users.id"), index=True)
    created: Mapped[float] = mapped_column(Float)
    expires: Mapped[float] = mapped_column(Float)


class AdminAudit(Base):
    """One admin action (user created or disabled, rating task made, ...): who, when, what, details."""

    __tablename__ = "web_admin_audit"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    at: Mapped[float] = mapped_column(Float)
    actor: Mapped[str] = mapped_column(String(100))
    action: Mapped[str] = mapped_column(String(64))
    details: Mapped[str] = mapped_column(Text)
    """JSON object."""


@dataclass(frozen=True)
class WebUser:
    """The signed-in user as the pages see it."""

    id: int
    name: str
    role: str

    def has(self, *roles: str) -> bool:
        """Whether this user may act in one of ``roles`` (an admin may act in every role)."""
        return self.role == "admin" or self.role in roles


def cli_actor() -> str:
    """How an admin command run from a shell is named in the audit trail."""
    try:
        return f"cli:{getpass.getuser()}"
    except (KeyError, OSError):  # no login name in some containers
        return "cli"


def audit(s: Session, actor: str, action: str, **details: Any) -> None:
    """Record an admin action in the same transaction as the action itself."""
    s.add(AdminAudit(at=time.time(), actor=actor[:100], action=action[:64],
                     details=json.dumps(details, ensure_ascii=False, sort_keys=True, default=str)))


def hash_password(password: str) -> str:
    """The argon2id hash of ``password``."""
    return _hasher.hash(password)


def check_name(name: str) -> str:
    """A valid user name (stripped), or a PsyexamError."""
    name = name.strip()
    if not name or len(name) > MAX_NAME or not name.isprintable() or any(c.isspace() for c in name):
        raise PsyexamError(f"a user name must be 1 to {MAX_NAME} printable characters without spaces")
    return name


def add_user(db: Database, name: str, role: str, password: str, *, actor: str) -> WebUser:
    """Create a user (audited); the password must have at least MIN_PASSWORD characters."""
    name = check_name(name)
    if role not in ROLES:
        raise PsyexamError(f"role must be one of {', '.join(ROLES)}, not {role!r}")
    if len(password) < MIN_PASSWORD:
        raise PsyexamError(f"a password needs at least {MIN_PASSWORD} characters")
    try:
        with db.session() as s:
            if s.scalar(select(User.id).where(User.name == name)) is not None:
                raise PsyexamError(f"a user named {name!r} already exists")
            user = User(name=name, role=role, password_hash=hash_password(password), created=time.time())
            s.add(user)
            s.flush()
            audit(s, actor, "add-user", name=name, role=role)
            return WebUser(user.id, name, role)
    except IntegrityError:
        raise PsyexamError(f"a user named {name!r} already exists") from None


def set_disabled(db: Database, name: str, disabled: bool, *, actor: str) -> None:
    """Disable (or enable again) a user; disabling also ends every session of theirs. Audited."""
    with db.session() as s:
        user = s.scalar(select(User).where(User.name == name.strip()))
        if user is None:
            raise PsyexamError(f"no user named {name!r}")
        user.disabled = disabled
        if disabled:
            s.execute(delete(WebSession).where(WebSession.user_id == user.id))
        audit(s, actor, "disable-user" if disabled else "enable-user", name=user.name)


def list_users(db: Database) -> list[tuple[str, str, bool, float]]:
    """(name, role, disabled, created) of every user, by name."""
    with db.session() as s:
        rows = s.execute(select(User.name, User.role, User.disabled, User.created).order_by(User.name))
        return [(r.name, r.role, r.disabled, r.created) for r in rows]


def users_with_role(s: Session, role: str) -> list[WebUser]:
    """Enabled users holding exactly ``role``, by name."""
    rows = s.scalars(select(User).where(User.role == role, User.disabled.is_(False)).order_by(User.name))
    return [WebUser(u.id, u.name, u.role) for u in rows]


def authenticate(db: Database, name: str, password: str) -> WebUser | None:
    """The enabled user with this name and password, or None (same work either way)."""
    with db.session() as s:
        user = s.scalar(select(User).where(User.name == name.strip()))
        stored = user.password_hash if user is not None else _DUMMY_HASH
        try:
            _hasher.verify(stored, password)
        except (VerificationError, InvalidHashError):
            return None
        if user is None or user.disabled:
            return None
        if _hasher.check_needs_rehash(stored):
            user.password_hash = hash_password(password)
        return WebUser(user.id, user.name, user.role)


def token_hash(token: str) -> str:
    """The stored form of a session token."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def start_session(db: Database, user: WebUser, *, replacing: str | None = None) -> str:
    """A fresh session token for ``user``; the session ``replacing`` (if any) ends, so a token
    planted before sign-in is never the one that gets signed in."""
    token = secrets.token_urlsafe(32)
    now = time.time()
    with db.session() as s:
        if replacing:
            s.execute(delete(WebSession).where(WebSession.token_hash == token_hash(replacing)))
        s.execute(delete(WebSession).where(WebSession.expires < now))
        s.add(WebSession(token_hash=token_hash(token), user_id=user.id, created=now, expires=now + SESSION_SECONDS))
    return token


def end_session(db: Database, token: str) -> None:
    """Forget the session of ``token`` on the server."""
    with db.session() as s:
        s.execute(delete(WebSession).where(WebSession.token_hash == token_hash(token)))


def session_user(db: Database, token: str) -> WebUser | None:
    """The enabled user a live session token belongs to, or None."""
    with db.session() as s:
        row = s.execute(select(User.id, User.name, User.role, User.disabled, WebSession.expires)
                        .join(WebSession, WebSession.user_id == User.id)
                        .where(WebSession.token_hash == token_hash(token))).first()
    if row is None or row.disabled or row.expires < time.time():
        return None
    return WebUser(row.id, row.name, row.role)
