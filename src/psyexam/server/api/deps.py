"""Request dependencies: the service, and the organisation a bearer token names (with its rate limit)."""

from __future__ import annotations

from fastapi import Depends, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer

from psyexam.server.exams import Refused
from psyexam.server.tokens import verify

bearer = HTTPBearer(auto_error=False, description="The organisation's token from `psyexam server add-org`.")


def service(request: Request):  # type: ignore[no-untyped-def]
    """The app's :class:`~psyexam.server.app.Service`."""
    return request.app.state.service


def organisation(request: Request, cred: HTTPAuthorizationCredentials | None = Depends(bearer)) -> int:
    """The id of the organisation whose token came with the request: 401 without a valid one, 429 over its limit."""
    svc = service(request)
    token = cred.credentials if cred is not None else ""
    if not token or len(token) > 200:
        raise Refused(401, "a valid bearer token is required")
    org_id = svc.known_tokens.get(token)
    if org_id is None:
        with svc.db.session() as s:
            org_id = verify(s, svc.key, token)
        if org_id is not None:
            svc.remember(token, org_id)
    if org_id is None:
        raise Refused(401, "a valid bearer token is required")
    request.state.org_id = org_id  # read by the audit log
    wait = svc.limiter.hit(org_id)
    if wait is not None:
        raise RateLimited(wait)
    return org_id


class RateLimited(Refused):
    """429 with the seconds to wait."""

    def __init__(self, wait: float):
        super().__init__(429, f"rate limit exceeded; retry in {int(wait)} s")
        self.retry_after = int(wait)
