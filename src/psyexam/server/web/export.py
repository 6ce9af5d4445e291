"""Static export: the page on screen as one self-contained HTML file, to share or open offline.

The export renders the same template as the page, in a layout with the stylesheet inline and
no script or link to the service: it opens from disk in any browser. Chinese text renders
with the packaged CJK font cut down to the characters the page uses (a few hundred kB where
the whole font is 16 MB), embedded in the stylesheet.
"""

from __future__ import annotations

import base64
import io
import logging
import re
import time
from functools import cache, lru_cache
from importlib import resources
from typing import Any
from urllib.parse import quote

from fastapi import Request
from fastapi.responses import Response

from psyexam import __version__
from psyexam.server.web.templating import env

STATIC_LAYOUT = "static_base.html"
_CSS = "/*psyexam-css*/"
# the CJK blocks of the pages' @font-face (app.css): these characters need the embedded font
_CJK = re.compile("[\u2e80-\u2fdf\u3000-\u33ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]")
log = logging.getLogger("psyexam.server")


@cache
def inline_css() -> str:
    """The pages' stylesheets without its web-font rule (the font is served, not shipped in exports)."""
    folder = resources.files("psyexam.server.web") / "static"
    css = "\n".join((folder / name).read_text(encoding="utf-8") for name in ("app.css", "browse.css"))
    return re.sub(r"@font-face\s*{[^}]*}", "", css)


def render_static(name: str, **context: Any) -> str:
    """Template ``name`` rendered in the static layout, with its stylesheet and CJK glyphs inline."""
    context.setdefault("user", None)
    context.setdefault("csrf_token", "")
    body = env.get_template(name).render(
        layout=STATIC_LAYOUT, static=True, css=_CSS, version=__version__,
        exported=time.strftime("%Y-%m-%d %H:%M:%S %Z"), **context)
    face = font_face("".join(sorted(set(_CJK.findall(body)))))
    return body.replace(_CSS, face + inline_css(), 1)


@lru_cache(maxsize=8)
def font_face(chars: str) -> str:
    """An @font-face rule embedding the packaged CJK font cut down to ``chars`` ("" when none or no font)."""
    if not chars:
        return ""
    from psyexam.plotting.fonts import font_file

    path = font_file()
    if path is None:
        return ""
    try:
        from fontTools import subset
        from fontTools.ttLib import TTFont

        opts = subset.Options()
        opts.layout_features = ["*"]
        opts.notdef_outline = True
        font = TTFont(path, lazy=True)
        sub = subset.Subsetter(opts)
        sub.populate(unicodes=[ord(c) for c in chars])
        sub.subset(font)
        buf = io.BytesIO()
        font.save(buf)
    except Exception as e:  # an export without the font still reads where CJK fonts are installed
        log.warning("export: the CJK font could not be embedded (%s)", e)
        return ""
    data = base64.b64encode(buf.getvalue()).decode("ascii")
    return f'@font-face {{ font-family: "psyexam CJK"; src: url(data:font/otf;base64,{data}) format("opentype"); }}\n'


def static_page(request: Request, name: str, filename: str, **context: Any) -> Response:
    """A download of template ``name`` as a self-contained HTML file called ``filename``."""
    source = str(request.url.path) + ("?" + request.url.query if request.url.query else "")
    body = render_static(name, source=source.replace("/export", "", 1), **context)
    return Response(body, media_type="text/html; charset=utf-8", headers={
        "Content-Disposition": f"attachment; filename*=UTF-8''{quote(filename, safe='')}",
        "Cache-Control": "no-store",
    })
