"""CSRF protection: a per-session token every unsafe request must echo, and no foreign origins.

The token is an HMAC, under the service key, of the session's cookie token (or, before sign-in,
of a random pre-session cookie), so nothing extra is stored and it changes with every session.
A form sends it as the field ``csrf_token``; htmx sends it as the header ``X-CSRF-Token``.
"""

from __future__ import annotations

import hashlib
import hmac
from urllib.parse import urlsplit

from starlette.datastructures import Headers

SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS", "TRACE"})
HEADER = "x-csrf-token"
FIELD = "csrf_token"


def csrf_token(key: bytes, base: str) -> str:
    """The CSRF token bound to the cookie token ``base``."""
    return hmac.new(key, b"csrf:" + base.encode("utf-8"), hashlib.sha256).hexdigest()


def token_matches(expected: str, submitted: str | None) -> bool:
    """Constant-time comparison; a missing token never matches."""
    return bool(submitted) and hmac.compare_digest(expected.encode(), str(submitted).encode())


def foreign_origin(headers: Headers, scheme: str) -> bool:
    """Whether the request says it comes from another site (Origin, else Referer, differs from Host).

    Requests with neither header (command-line clients) are let through: the token still guards them.
    """
    source = headers.get("origin") or headers.get("referer")
    if not source:
        return False
    if source == "null":
        return True
    parts = urlsplit(source)
    host = headers.get("host", "")
    return parts.netloc.lower() != host.lower() or parts.scheme not in (scheme, "http", "https")
