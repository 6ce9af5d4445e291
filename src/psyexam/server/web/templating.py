"""The one Jinja2 environment of the pages: templates from the package, HTML always escaped."""

from __future__ import annotations

from typing import Any

from fastapi import Request
from fastapi.responses import HTMLResponse
from fastapi.templating import Jinja2Templates
from jinja2 import Environment, PackageLoader, StrictUndefined, select_autoescape

env = Environment(
    loader=PackageLoader("psyexam.server.web", "templates"),
    autoescape=select_autoescape(default=True, default_for_string=True),
    undefined=StrictUndefined,  # a missing variable is a bug, not an empty cell
)
templates = Jinja2Templates(env=env)


def page(request: Request, name: str, status_code: int = 200, **context: Any) -> HTMLResponse:
    """Render template ``name`` with the signed-in user (or None) and ``context``."""
    context.setdefault("user", getattr(request.state, "user", None))
    context.setdefault("csrf_token", getattr(request.state, "csrf_token", ""))
    return templates.TemplateResponse(request, name, context, status_code=status_code)
