"""Static export: the page on screen as one self-contained HTML file, to share or open offline.

The export renders the same template as the page, in a layout with the stylesheet inline and
no script, links to the service or font file: it opens from disk in any browser. Chinese
text uses the reader's own CJK fonts (the packaged font is too large to inline).
"""

from __future__ import annotations

import re
import time
from functools import cache
from importlib import resources
from typing import Any
from urllib.parse import quote

from fastapi import Request
from fastapi.responses import Response

from psyexam import __version__
from psyexam.server.web.templating import env

STATIC_LAYOUT = "static_base.html"


@cache
def inline_css() -> str:
    """The pages' stylesheets without its web-font rule (the font is served, not shipped in exports)."""
    folder = resources.files("psyexam.server.web") / "static"
    css = "\n".join((folder / name).read_text(encoding="utf-8") for name in ("app.css", "browse.css"))
    return re.sub(r"@font-face\s*{[^}]*}", "", css)


def render_static(name: str, **context: Any) -> str:
    """Template ``name`` rendered in the static layout."""
    context.setdefault("user", None)
    context.setdefault("csrf_token", "")
    return env.get_template(name).render(
        layout=STATIC_LAYOUT, static=True, css=inline_css(), version=__version__,
        exported=time.strftime("%Y-%m-%d %H:%M:%S %Z"), **context)


def static_page(request: Request, name: str, filename: str, **context: Any) -> Response:
    """A download of template ``name`` as a self-contained HTML file called ``filename``."""
    source = str(request.url.path) + ("?" + request.url.query if request.url.query else "")
    body = render_static(name, source=source.replace("/export", "", 1), **context)
    return Response(body, media_type="text/html; charset=utf-8", headers={
        "Content-Disposition": f"attachment; filename*=UTF-8''{quote(filename)}",
        "Cache-Control": "no-store",
    })
