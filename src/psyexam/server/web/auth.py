"""Signing in and out, the session middleware, and the ``require`` dependency of every page.

``WebAuth`` runs on every page request: it reads the session cookie into ``request.state.user``
(a :class:`WebUser` or None) and ``request.state.csrf_token``, and refuses an unsafe request
(POST...) with 403 when its CSRF token is missing or wrong or it comes from a foreign origin.
The JSON API (``/api/``, bearer tokens, no cookies) is left alone.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import dataclass
from http.cookies import SimpleCookie
from urllib.parse import quote

import anyio
from fastapi import APIRouter, FastAPI, Form, Request
from fastapi.responses import HTMLResponse, PlainTextResponse, RedirectResponse, Response
from limits import parse
from limits.storage import MemoryStorage
from limits.strategies import MovingWindowRateLimiter
from starlette.datastructures import Headers, MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from psyexam.server.db import Database
from psyexam.server.middleware import read_body, replay
from psyexam.server.web import accounts
from psyexam.server.web.accounts import WebUser
from psyexam.server.web.csrf import FIELD, HEADER, SAFE_METHODS, csrf_token, foreign_origin, token_matches
from psyexam.server.web.templating import page

SESSION_COOKIE = "psyexam_session"
ANON_COOKIE = "psyexam_pre"
"""A random pre-session cookie, so the sign-in form itself has a CSRF token."""
UNGUARDED = ("/api/", "/static/", "/font/")
LOGIN_LIMITS = ("5/minute", "30/minute")
"""Failed sign-ins allowed per user name, and per client address."""

router = APIRouter(include_in_schema=False)


class SignInRequired(Exception):
    """The page needs a signed-in user."""

    def __init__(self, path: str):
        self.path = path


class WrongRole(Exception):
    """The signed-in user's role may not see this page."""


def require(*roles: str) -> Callable[[Request], WebUser]:
    """A dependency giving the signed-in user, who must hold one of ``roles`` (any role if none)."""

    def dependency(request: Request) -> WebUser:
        user: WebUser | None = getattr(request.state, "user", None)
        if user is None:
            target = request.url.path + (f"?{request.url.query}" if request.url.query else "")
            raise SignInRequired(target)
        if roles and not user.has(*roles):
            raise WrongRole()
        return user

    return dependency


def database(request: Request) -> Database:
    """The service's database."""
    return request.app.state.service.db


@dataclass
class LoginLimiter:
    """Failed sign-ins per name and per client, in this process's memory (a moving window)."""

    limiter: MovingWindowRateLimiter
    per_name = parse(LOGIN_LIMITS[0])
    per_client = parse(LOGIN_LIMITS[1])

    def allowed(self, name: str, client: str) -> bool:
        """Whether another attempt may be checked now."""
        return self.limiter.test(self.per_name, "name", name) and self.limiter.test(self.per_client, "client", client)

    def failed(self, name: str, client: str) -> None:
        """Count a failed attempt."""
        self.limiter.hit(self.per_name, "name", name)
        self.limiter.hit(self.per_client, "client", client)


class WebAuth:
    """Session cookie → ``request.state.user``; CSRF and origin checks on unsafe methods."""

    def __init__(self, app: ASGIApp, db: Database, key: bytes):
        self.app, self.db, self.key = app, db, key

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["path"].startswith(UNGUARDED):
            await self.app(scope, receive, send)
            return
        headers = Headers(scope=scope)
        cookies = _cookies(headers)
        session = cookies.get(SESSION_COOKIE)
        user = await anyio.to_thread.run_sync(accounts.session_user, self.db, session) if session else None
        base, new_anon = (session, None) if user and session else _anon(cookies)
        state = scope.setdefault("state", {})
        state.update(user=user, csrf_token=csrf_token(self.key, base), session_token=session if user else None)
        if scope["method"] not in SAFE_METHODS:
            if foreign_origin(headers, scope.get("scheme", "http")):
                await _refuse(scope, receive, send, "cross-site request refused")
                return
            body = await read_body(receive)  # BodyLimit, outside, has already capped it
            if body is None:  # the client left: there is no one to answer
                return
            submitted = headers.get(HEADER) or await _form_token(scope, body)
            if not token_matches(state["csrf_token"], submitted):
                await _refuse(scope, receive, send, "CSRF token missing or wrong: reload the page and try again")
                return
            receive = replay(body, receive)
        if new_anon is not None:
            send = _with_cookie(send, ANON_COOKIE, new_anon, scope.get("scheme") == "https")
        await self.app(scope, receive, send)


def _cookies(headers: Headers) -> dict[str, str]:
    jar: SimpleCookie = SimpleCookie()
    try:
        jar.load(headers.get("cookie", ""))
    except Exception:  # a malformed cookie header means no cookies, not a 500
        return {}
    return {k: m.value for k, m in jar.items()}


def _anon(cookies: dict[str, str]) -> tuple[str, str | None]:
    """The pre-session cookie value, and the new one to set when there was none."""
    value = cookies.get(ANON_COOKIE)
    if value and 20 <= len(value) <= 100:
        return value, None
    value = secrets.token_urlsafe(24)
    return value, value


async def _form_token(scope: Scope, body: bytes) -> str | None:
    ctype = Headers(scope=scope).get("content-type", "")
    if not ctype.startswith(("application/x-www-form-urlencoded", "multipart/form-data")):
        return None

    async def empty() -> Message:
        return {"type": "http.disconnect"}

    request = Request(scope, replay(body, empty))
    try:
        form = await request.form()
    except Exception:  # unparsable form: no token
        return None
    value = form.get(FIELD)
    return value if isinstance(value, str) else None


async def _refuse(scope: Scope, receive: Receive, send: Send, why: str) -> None:
    await PlainTextResponse(why, status_code=403)(scope, receive, send)


def _with_cookie(send: Send, name: str, value: str, secure: bool) -> Send:
    async def sending(message: Message) -> None:
        if message["type"] == "http.response.start":
            headers = MutableHeaders(scope=message)
            headers.append("set-cookie", _cookie_header(name, value, secure=secure))
        await send(message)

    return sending


def _cookie_header(name: str, value: str, *, secure: bool, max_age: int | None = None) -> str:
    parts = [f"{name}={value}", "Path=/", "HttpOnly", "SameSite=Lax"]
    if max_age is not None:
        parts.append(f"Max-Age={max_age}")
    if secure:
        parts.append("Secure")
    return "; ".join(parts)


def _safe_next(target: str | None) -> str:
    """Only a path on this site: never ``//host`` or ``https://...`` (no open redirect)."""
    if not target or not target.startswith("/") or target.startswith("//") or "\\" in target:
        return "/"
    return target


@router.get("/login", response_class=HTMLResponse)
def login_page(request: Request, next: str = "/") -> HTMLResponse:
    """The sign-in form."""
    return page(request, "auth/login.html", next=_safe_next(next), error=None, login_name="")


@router.post("/login", response_class=HTMLResponse)
def login(request: Request, name: str = Form(""), password: str = Form(""), next: str = Form("/")) -> Response:
    """Check the password; on success start a fresh session (a new token, whatever cookie came in)."""
    limiter: LoginLimiter = request.app.state.login_limiter
    client = request.client.host if request.client else "-"
    name = name.strip()
    if not limiter.allowed(name, client):
        return page(request, "auth/login.html", status_code=429, next=_safe_next(next), login_name=name,
                    error="尝试次数过多，请稍后再试 Too many attempts: wait a minute and try again")
    user = accounts.authenticate(database(request), name, password)
    if user is None:
        limiter.failed(name, client)
        return page(request, "auth/login.html", status_code=401, next=_safe_next(next), login_name=name,
                    error="用户名或密码错误 Wrong name or password")
    token = accounts.start_session(database(request), user, replacing=request.cookies.get(SESSION_COOKIE))
    response = RedirectResponse(_safe_next(next), status_code=303)
    secure = request.url.scheme == "https"
    response.headers.append("set-cookie", _cookie_header(SESSION_COOKIE, token, secure=secure,
                                                         max_age=accounts.SESSION_SECONDS))
    response.headers.append("set-cookie", _cookie_header(ANON_COOKIE, "", secure=secure, max_age=0))
    return response


@router.post("/logout")
def logout(request: Request) -> Response:
    """End the session on the server and drop the cookie."""
    token = request.cookies.get(SESSION_COOKIE)
    if token:
        accounts.end_session(database(request), token)
    response = RedirectResponse("/", status_code=303)
    response.headers.append("set-cookie", _cookie_header(SESSION_COOKIE, "", secure=request.url.scheme == "https",
                                                         max_age=0))
    return response


def install(app: FastAPI) -> None:
    """Add the middleware, the sign-in routes and the handlers of ``require``'s refusals."""
    service = app.state.service
    app.state.login_limiter = LoginLimiter(MovingWindowRateLimiter(MemoryStorage()))
    app.add_middleware(WebAuth, db=service.db, key=service.key)
    app.include_router(router)

    @app.exception_handler(SignInRequired)
    async def _sign_in(request: Request, e: SignInRequired) -> Response:
        target = "/login?next=" + quote(e.path, safe="/")
        if request.headers.get("hx-request"):
            return Response(status_code=204, headers={"HX-Redirect": target})
        return RedirectResponse(target, status_code=303)

    @app.exception_handler(WrongRole)
    async def _wrong_role(request: Request, _e: WrongRole) -> Response:
        return page(request, "auth/forbidden.html", status_code=403)
