"""The app factory: one FastAPI app and one database layer for the exam API and the web pages."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from sqlalchemy.exc import OperationalError

from psyexam import __version__
from psyexam.server.db import Database, hmac_key, open_database
from psyexam.server.exams import Refused
from psyexam.server.middleware import AuditLog, BodyLimit
from psyexam.server.pool import Pool, load_pool
from psyexam.server.ratelimit import OrgLimiter
from psyexam.server.settings import Settings

log = logging.getLogger("psyexam.server")
_TOKEN_CACHE = 10_000
KEEP_ALIVE = 75
"""Seconds an idle connection stays open: longer than a load balancer's usual 60 s idle timeout, so
the balancer, not the service, closes it, and a request never races a closing connection."""


@dataclass
class Service:
    """Everything a request handler needs; the only mutable state is in the database."""

    settings: Settings
    db: Database
    pool: Pool
    key: bytes
    limiter: OrgLimiter
    known_tokens: dict[str, int] = field(default_factory=dict)
    """Tokens already verified: a token never changes owner, so this cache can never be wrong,
    and it spares a database round trip per request."""

    def remember(self, token: str, org_id: int) -> None:
        """Cache a verified token (the cache is bounded: emptied when full)."""
        if len(self.known_tokens) >= _TOKEN_CACHE:
            self.known_tokens.clear()
        self.known_tokens[token] = org_id


def create_app(settings: Settings, *, pool: Pool | None = None) -> FastAPI:
    """The service for ``settings`` (the bank is loaded now unless ``pool`` is given)."""
    from psyexam.server.api import v1

    db = open_database(settings.db_url, pool_size=settings.pool_size)
    service = Service(settings, db, pool or load_pool(settings), hmac_key(db), OrgLimiter.from_spec(settings.rate_limit))
    app = FastAPI(title="psyexam exam service", version=__version__,
                  description="Fresh, never-repeated exams for each organisation, one question at a time.")
    app.state.service = service
    app.include_router(v1.router, prefix="/api/v1")
    if settings.web:
        from psyexam.server import web

        web.mount(app)
    _handlers(app)
    _openapi_with_cap(app, settings.max_size)
    app.add_middleware(BodyLimit, max_bytes=settings.max_body)
    if settings.cors_origins:
        from fastapi.middleware.cors import CORSMiddleware

        app.add_middleware(CORSMiddleware, allow_origins=list(settings.cors_origins),
                           allow_methods=["GET", "POST"], allow_headers=["Authorization", "Content-Type"])
    app.add_middleware(AuditLog, db=db)  # outermost, so refused bodies are logged too
    return app


def app_from_env() -> FastAPI:
    """The factory uvicorn's worker processes call (settings come from the environment)."""
    return create_app(Settings.from_env())


def _openapi_with_cap(app: FastAPI, cap: int) -> None:
    """Publish this service's own exam size cap in the schema, so clients can know it."""
    default = app.openapi

    def openapi() -> dict:
        if app.openapi_schema is None:
            schema = default()
            schema["components"]["schemas"]["ExamRequest"]["properties"]["size"]["maximum"] = cap
            app.openapi_schema = schema
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]


def _handlers(app: FastAPI) -> None:
    @app.exception_handler(Refused)
    async def _refused(_request: Request, e: Refused) -> JSONResponse:
        from psyexam.server.api.deps import RateLimited

        headers = {"WWW-Authenticate": "Bearer"} if e.status == 401 else None
        if isinstance(e, RateLimited):
            headers = {"Retry-After": str(e.retry_after)}
        return JSONResponse({"detail": e.detail}, status_code=e.status, headers=headers)

    @app.exception_handler(RequestValidationError)
    async def _invalid(_request: Request, e: RequestValidationError) -> JSONResponse:
        # without the inputs echoed back: they may not even be JSON (1e400 parses as infinity)
        errors = [{"type": str(x.get("type", "")), "loc": [str(p) for p in x.get("loc", ())], "msg": str(x.get("msg", ""))}
                  for x in e.errors()]
        return JSONResponse({"detail": errors}, status_code=422)

    @app.exception_handler(OperationalError)
    async def _busy(_request: Request, e: OperationalError) -> JSONResponse:
        log.warning("database unavailable: %s", str(e).splitlines()[0])
        return JSONResponse({"detail": "the database is busy or unavailable; try again"}, status_code=503,
                            headers={"Retry-After": "1"})
