"""``psyexam web``: the leaderboard and run browser over some run folders, with no set-up."""

from __future__ import annotations

import click

from psyexam.errors import PsyexamError


@click.command()
@click.argument("runs", nargs=-1, required=True, type=click.Path(file_okay=False, path_type=str))
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on.")
@click.option("--port", type=click.IntRange(0, 65535), default=8787, show_default=True,
              help="Port (0: any free port).")
@click.option("--review-db", type=click.Path(dir_okay=False, path_type=str), default=None,
              help="A concepts review database (review.sqlite) for the question-review pages.")
@click.option("--no-browser", is_flag=True, help="Do not open a browser; just print the address.")
@click.option("--log-level", type=click.Choice(["critical", "error", "warning", "info", "debug"]), default="warning")
def web(runs: tuple[str, ...], host: str, port: int, review_db: str | None, no_browser: bool, log_level: str) -> None:
    """Browse RUN_DIR... (run folders, or folders of them) in a browser, until stopped.

    The pages are those of `psyexam server start` (leaderboard, run browser, side by side,
    exports) on a temporary database that is deleted on exit: nothing to set up.
    """
    import tempfile
    import webbrowser
    from pathlib import Path

    import uvicorn

    from psyexam.server.app import create_app
    from psyexam.server.settings import Settings
    from psyexam.server.web.catalog import discover

    found, notes = discover(runs)
    for n in notes:
        click.echo(f"psyexam: warning: {n}", err=True)
    if not found:
        raise PsyexamError("no run folder found in " + ", ".join(runs) + " (a run folder holds manifest.json)")
    if review_db is not None and not Path(review_db).is_file():
        raise PsyexamError(f"{review_db}: no such review database")
    with tempfile.TemporaryDirectory(prefix="psyexam-web-") as tmp:
        settings = Settings.model_validate({"db_url": str(Path(tmp) / "web.sqlite"), "runs": runs,
                                            "review_db": review_db})
        port = port or _free_port(host)
        url = f"http://{'127.0.0.1' if host in ('0.0.0.0', '::') else host}:{port}/leaderboard"
        click.echo(f"psyexam: {len(found)} run(s) at {url} (Ctrl+C stops)", err=True)
        click.echo(url)
        if not no_browser:
            webbrowser.open(url)
        uvicorn.run(create_app(settings), host=host, port=port, log_level=log_level)


def _free_port(host: str) -> int:
    import socket

    with socket.socket() as s:
        s.bind((host, 0))
        return int(s.getsockname()[1])
