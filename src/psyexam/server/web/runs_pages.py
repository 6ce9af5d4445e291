"""The run browser: the list of runs, one run item by item, two runs side by side, and their exports."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse, Response

from psyexam.report.load import ReportError
from psyexam.runs import CellStats, tally
from psyexam.server.web.browse import OUTCOMES, Filters, RunIndex
from psyexam.server.web.catalog import Entry, catalog
from psyexam.server.web.diff import SHOWS, DiffFilters, diff
from psyexam.server.web.export import static_page
from psyexam.server.web.standings import matrix
from psyexam.server.web.templating import page

router = APIRouter(include_in_schema=False)


def _int(value: str | None, default: int = 1) -> int:
    try:
        return int(value or default)
    except ValueError:
        return default


def _missing(request: Request, what: str) -> HTMLResponse:
    return page(request, "runs/missing.html", status_code=404, layout="base.html", static=False, what=what)


def _open(request: Request, key: str) -> tuple[Entry, RunIndex] | str:
    """The run with catalogue key ``key`` and its index, or why it cannot be shown."""
    e = catalog(request).entry(key)
    if e is None:
        return "没有这个运行 No such run"
    try:
        return e, catalog(request).index(e)
    except ReportError as err:
        return f"{e.name}: {err}"


@router.get("/runs", response_class=HTMLResponse)
def runs(request: Request) -> HTMLResponse:
    """Every run the catalogue found, with its counts, and a form to put two side by side."""
    loaded, notes = catalog(request).loaded()
    rows = [(e, r, CellStats.from_tally(tally(r.items))) for e, r in loaded]
    return page(request, "runs/index.html", layout="base.html", static=False, rows=rows, notes=notes)


def filters_of(request: Request) -> Filters:
    q = request.query_params
    return Filters(wrong=q.get("wrong") == "1", unparsed=q.get("unparsed") == "1",
                   subject=q.get("subject", ""), chapter=q.get("chapter", ""), concept=q.get("concept", ""),
                   q=q.get("q", "")[:200])


def run_view(request: Request, e: Entry, idx: RunIndex) -> dict[str, Any]:
    """What the run browser shows for the request's filters and page."""
    f = filters_of(request)
    pg = idx.page(f, _int(request.query_params.get("page")))
    return {"entry": e, "idx": idx, "run": idx.run, "f": f, "pg": pg, "outcomes": OUTCOMES,
            "query": _query(f), "stats": CellStats.from_tally(tally(idx.run.items))}


def _query(f: Filters) -> Any:
    """A function: the URL query of ``f`` with some fields replaced (for pager and export links)."""
    from urllib.parse import urlencode

    def q(**extra: Any) -> str:
        base = {"wrong": "1" if f.wrong else "", "unparsed": "1" if f.unparsed else "", "subject": f.subject,
                "chapter": f.chapter, "concept": f.concept, "q": f.q}
        base.update({k: str(v) for k, v in extra.items()})
        return urlencode([(k, v) for k, v in base.items() if v])

    return q


@router.get("/runs/{key}", response_class=HTMLResponse)
def run_page(request: Request, key: str) -> HTMLResponse:
    """One run, a page of items at a time, filtered and searched on the server."""
    opened = _open(request, key)
    if isinstance(opened, str):
        return _missing(request, opened)
    return page(request, "runs/run.html", layout="base.html", static=False, **run_view(request, *opened))


@router.get("/runs/{key}/export")
def run_export(request: Request, key: str) -> Response:
    """The run page as on screen (filters and page) as one self-contained HTML file."""
    opened = _open(request, key)
    if isinstance(opened, str):
        return _missing(request, opened)
    view = run_view(request, *opened)
    return static_page(request, "runs/run.html", f"psyexam-{opened[0].name}-p{view['pg'].number}.html", **view)


def diff_view(request: Request) -> dict[str, Any] | str:
    """What the side-by-side page shows, or why it cannot be shown."""
    q = request.query_params
    a, b = _open(request, q.get("a", "")), _open(request, q.get("b", ""))
    if isinstance(a, str) or isinstance(b, str):
        return a if isinstance(a, str) else str(b)
    if a[0].key == b[0].key:
        return "请选择两个不同的运行 Choose two different runs"
    (ea, ia), (eb, ib) = a, b
    f = DiffFilters(show=q.get("show", "discordant") if q.get("show") in SHOWS else "discordant",
                    subject=q.get("subject", ""), q=q.get("q", "")[:200])
    d = diff(ia, ib)
    rows, number, pages, matched = d.page(f, _int(q.get("page")))
    ia.show([p.a for p in rows])
    ib.show([p.b for p in rows])
    test = matrix([ia.run, ib.run])
    pair = test.comparison.pairs[0] if test.comparison and test.comparison.pairs else None
    subjects = sorted({p.a.item.subject for p in d.pairs if p.a.item.subject})
    return {"a": ea, "b": eb, "ia": ia, "ib": ib, "d": d, "f": f, "rows": rows, "number": number, "pages": pages,
            "matched": matched, "pair": pair, "test_notes": test.notes, "shows": SHOWS, "subjects": subjects}


@router.get("/diff", response_class=HTMLResponse)
def diff_page(request: Request) -> HTMLResponse:
    """Two runs item by item: where they differ, and McNemar's test on their shared items."""
    view = diff_view(request)
    if isinstance(view, str):
        return _missing(request, view)
    return page(request, "runs/diff.html", layout="base.html", static=False, **view)


@router.get("/diff/export")
def diff_export(request: Request) -> Response:
    """The side-by-side page as on screen as one self-contained HTML file."""
    view = diff_view(request)
    if isinstance(view, str):
        return _missing(request, view)
    return static_page(request, "runs/diff.html", f"psyexam-diff-{view['a'].name}-{view['b'].name}.html", **view)
