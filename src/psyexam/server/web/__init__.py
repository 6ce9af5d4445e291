"""The web pages: leaderboard, run browser, human rating and question review.

They live on the exam service's app and database (``psyexam server start``), and on a
local viewer that needs no set-up (``psyexam web RUN_DIR...``). Pages are rendered on the
server with Jinja2 and made interactive with htmx; every asset ships with the package.
"""

from __future__ import annotations

from fastapi import FastAPI


def mount(app: FastAPI) -> None:
    """Add the pages and their static assets to ``app``."""
    from fastapi.staticfiles import StaticFiles

    from psyexam.server.web import admin_pages, auth, board, home, rating_board, rating_pages, review_pages, runs_pages

    app.mount("/static", StaticFiles(packages=[("psyexam.server.web", "static")]), name="static")
    app.include_router(home.router)
    app.include_router(board.router)
    app.include_router(runs_pages.router)
    app.include_router(review_pages.router)
    auth.install(app)
    app.include_router(rating_pages.router)
    app.include_router(admin_pages.router)
    app.state.human_standings = rating_board.human_context
