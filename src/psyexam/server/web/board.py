"""The leaderboard page: run folders and the exam service's finished exams, filtered, sorted, compared."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse, Response
from sqlalchemy.exc import SQLAlchemyError

from psyexam.report.leaderboard import build_board
from psyexam.report.load import ReportError, Run
from psyexam.report.tables import board_table, to_html
from psyexam.server.web.catalog import catalog
from psyexam.server.web.export import static_page
from psyexam.server.web.service_runs import SOURCE, service_runs
from psyexam.server.web.standings import (
    COLUMNS,
    TEXT_COLUMNS,
    BoardFilters,
    Standing,
    matrix,
    options,
    sort_standings,
    standing,
)
from psyexam.server.web.templating import page

router = APIRouter(include_in_schema=False)

HEADERS = {
    "name": "运行 Run", "model": "模型 Model", "source": "来源 Source", "n": "题数 Items",
    "accuracy": "准确率 Accuracy % [95% CI]", "KG": "KG %", "CA": "CA %", "MCQA": "单选 MCQA %",
    "MRQA": "多选 MRQA %", "unparsed": "未解析 Unparsed", "failed": "失败 Failed", "ungraded": "未评分 Ungraded",
    "qa": "问答评委 QA judge",
}


def human_standings(request: Request) -> Any:
    """The human-ratings standings shown under the leaderboard, or None.

    The rating pages register a provider as ``app.state.human_standings`` (request -> context).
    """
    provider = getattr(request.app.state, "human_standings", None)
    return provider(request) if provider is not None else None


def board_filters(request: Request) -> BoardFilters:
    q = request.query_params
    return BoardFilters(**{name: q.get(name, "").strip() for name in ("exam", "subject", "part", "qtype", "chapter")})


def _standings(request: Request, f: BoardFilters) -> tuple[list[Standing], list[Run], list[str]]:
    """A row per run on the filtered items (unsorted), every run unfiltered, and load notes."""
    loaded, notes = catalog(request).loaded()
    sources: list[tuple[Run, str, str | None]] = [(r, "folder", e.key) for e, r in loaded]
    try:
        sources += [(r, SOURCE, None) for r in service_runs(request.app.state.service)]
    except SQLAlchemyError as e:  # the folders still make a leaderboard when the database fails
        notes.append(f"exam service results not shown: {str(e).splitlines()[0]}")
    return [standing(f.apply(r), src, key) for r, src, key in sources], [r for r, _, _ in sources], notes


def board_view(request: Request, with_matrix: bool) -> dict[str, Any]:
    """Everything the leaderboard templates show, for the request's filters and sort."""
    f = board_filters(request)
    rows, runs, notes = _standings(request, f)
    col, order = sort_standings(rows, request.query_params.get("sort", ""), request.query_params.get("order", ""))
    return {
        "filters": f, "options": options(runs), "rows": rows, "sort": col, "order": order,
        "columns": COLUMNS, "text_columns": TEXT_COLUMNS, "headers": HEADERS, "notes": notes,
        "show_qa": any(s.qa is not None for s in rows),
        "matrix": matrix([s.run for s in rows]) if with_matrix else None,
        "keys": _keys(rows),
        "table2": _table2([s.run for s in rows if s.source != SOURCE]),
        "human": human_standings(request),
    }


def _keys(rows: list[Standing]) -> dict[str, str]:
    """Run name -> catalogue key, for the runs that can be browsed."""
    return {s.run.name: s.key for s in rows if s.key}


def _table2(runs: list[Run]) -> dict[str, str]:
    """The CPsyExam Table 2 layout of the folder runs (HTML from the report), or why it cannot be made."""
    runs = [r for r in runs if r.items]
    if not runs:
        return {"note": "no run"}
    try:
        return {"html": to_html(board_table(build_board(runs, allow_mixed=True, resamples=2000)), heading=False)}
    except ReportError as e:
        return {"note": str(e)}


@router.get("/leaderboard", response_class=HTMLResponse)
def leaderboard(request: Request) -> HTMLResponse:
    """Runs ranked on the filtered items; the paired tests load separately (they cost more)."""
    view = board_view(request, with_matrix=request.query_params.get("matrix") == "1")
    return page(request, "board/leaderboard.html", layout="base.html", static=False, **view)


@router.get("/leaderboard/matrix", response_class=HTMLResponse)
def leaderboard_matrix(request: Request) -> HTMLResponse:
    """The paired-significance matrix alone (fetched by the leaderboard page)."""
    f = board_filters(request)
    rows, _, _ = _standings(request, f)
    sort_standings(rows, request.query_params.get("sort", ""), request.query_params.get("order", ""))
    return page(request, "board/_matrix.html", static=False, filters=f, matrix=matrix([s.run for s in rows]),
                keys=_keys(rows))


@router.get("/leaderboard/export")
def leaderboard_export(request: Request) -> Response:
    """The leaderboard as on screen (filters and sort), with its matrix, as one self-contained HTML file."""
    view = board_view(request, with_matrix=True)
    return static_page(request, "board/leaderboard.html", "psyexam-leaderboard.html", **view)
