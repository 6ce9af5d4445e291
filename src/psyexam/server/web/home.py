"""The front page and the shared font route."""

from __future__ import annotations

from fastapi import APIRouter, Request
from fastapi.responses import FileResponse, HTMLResponse, Response

from psyexam.server.web.templating import page

router = APIRouter(include_in_schema=False)


@router.get("/", response_class=HTMLResponse)
def home(request: Request) -> HTMLResponse:
    """Links to every page."""
    return page(request, "home.html")


@router.get("/font/cjk.otf")
def cjk_font() -> Response:
    """The packaged CJK font (Noto Sans CJK SC, via mplfonts), so Chinese renders on any machine."""
    from psyexam.plotting.fonts import font_file

    path = font_file()
    if path is None:
        return Response(status_code=404)
    return FileResponse(path, media_type="font/otf", headers={"Cache-Control": "public, max-age=86400"})
