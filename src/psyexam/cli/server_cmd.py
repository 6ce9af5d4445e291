"""``psyexam server``: register organisations and run the exam-bank service."""

from __future__ import annotations

from pathlib import Path

import click

from psyexam.run.config import DEFAULT_BENCH

_DB_HELP = "Database: a SQLite file path, sqlite:///PATH or postgresql+psycopg://USER@HOST/DB."


@click.group()
def server() -> None:
    """Host exams over a bank: fresh questions for each organisation, one at a time (see docs/server.md)."""


@server.command("add-org")
@click.argument("name")
@click.option("--db", "db_url", required=True, help=_DB_HELP)
@click.option("--json", "as_json", is_flag=True, help="Print {\"name\", \"token\"} as JSON.")
def add_org(name: str, db_url: str, as_json: bool) -> None:
    """Register organisation NAME and print its token (shown this once; only its hash is stored)."""
    import json

    from psyexam.server.db import open_database
    from psyexam.server.tokens import add_org as register

    db = open_database(db_url)
    try:
        token = register(db, name)
    finally:
        db.dispose()
    if as_json:
        click.echo(json.dumps({"name": name.strip(), "token": token}, ensure_ascii=False))
    else:
        click.echo(f"organisation: {name.strip()}\ntoken: {token}\n(shown once: store it now; only its hash is kept)")


@server.command("add-user")
@click.argument("name")
@click.option("--role", type=click.Choice(["rater", "reviewer", "admin"]), required=True, help="What the user may do.")
@click.option("--db", "db_url", required=True, help=_DB_HELP)
@click.option("--password-stdin", is_flag=True, help="Read the password from the first line of standard input.")
def add_user(name: str, role: str, db_url: str, password_stdin: bool) -> None:
    """Create web user NAME (password asked twice, or read from stdin); recorded in the admin audit."""
    import sys

    from psyexam.server.db import open_database
    from psyexam.server.web.accounts import add_user as create
    from psyexam.server.web.accounts import cli_actor

    if password_stdin:
        password = sys.stdin.readline().rstrip("\r\n")
    else:
        password = click.prompt("password", hide_input=True, confirmation_prompt=True)
    db = open_database(db_url)
    try:
        user = create(db, name, role, password, actor=cli_actor())
    finally:
        db.dispose()
    click.echo(f"user {user.name} ({user.role}) created")


@server.command("list-users")
@click.option("--db", "db_url", required=True, help=_DB_HELP)
def list_users(db_url: str) -> None:
    """List the web users: name, role, and whether disabled."""
    from psyexam.server.db import open_database
    from psyexam.server.web.accounts import list_users as users

    db = open_database(db_url)
    try:
        rows = users(db)
    finally:
        db.dispose()
    for name, role, disabled, _created in rows:
        click.echo(f"{name}\t{role}{chr(9) + 'disabled' if disabled else ''}")
    if not rows:
        click.echo("no users yet: psyexam server add-user NAME --role admin --db DB", err=True)


@server.command("disable-user")
@click.argument("name")
@click.option("--db", "db_url", required=True, help=_DB_HELP)
@click.option("--enable", is_flag=True, help="Enable the user again instead.")
def disable_user(name: str, db_url: str, enable: bool) -> None:
    """Disable web user NAME (their sessions end at once); recorded in the admin audit."""
    from psyexam.server.db import open_database
    from psyexam.server.web.accounts import cli_actor, set_disabled

    db = open_database(db_url)
    try:
        set_disabled(db, name, not enable, actor=cli_actor())
    finally:
        db.dispose()
    click.echo(f"user {name.strip()} {'enabled' if enable else 'disabled'}")


@server.command("rating-task")
@click.argument("name")
@click.option("--db", "db_url", required=True, help=_DB_HELP)
@click.option("--run", "runs", multiple=True, required=True, type=click.Path(exists=True, file_okay=False, path_type=Path),
              help="A run folder; give two for blind pairwise rating of their answers to the same items.")
@click.option("--raters", "k", type=click.IntRange(min=1), required=True, help="Raters per item (K).")
@click.option("--rater", "rater_names", multiple=True, help="Only these users rate (repeatable; default: every rater).")
@click.option("--rubric", default="dimensions", show_default=True, metavar="NAME|FILE",
              help="Item-wise dimensions and scales (a shipped rubric or a .toml file).")
@click.option("--show-reference/--hide-reference", default=True, show_default=True,
              help="Show raters the reference answer.")
@click.option("--limit", type=click.IntRange(min=1), default=None, help="Rate at most N items (a seeded sample).")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of the sample, the assignment and the sides.")
def rating_task(name: str, db_url: str, runs: tuple[Path, ...], k: int, rater_names: tuple[str, ...], rubric: str,
                show_reference: bool, limit: int | None, seed: int) -> None:
    """Create rating task NAME over one run (item-wise) or two (blind pairwise); each item gets K raters."""
    from psyexam.judge.rubrics import get_rubric
    from psyexam.server.db import open_database
    from psyexam.server.web.accounts import cli_actor
    from psyexam.server.web.rating_tasks import TaskSpec, create_task

    spec = TaskSpec(name.strip(), list(runs), k, get_rubric(rubric), show_reference, limit, seed, list(rater_names))
    if not spec.name:
        raise click.BadParameter("a task needs a name", param_hint="NAME")
    db = open_database(db_url)
    try:
        made = create_task(db, spec, actor=cli_actor())
    finally:
        db.dispose()
    left_out = "; ".join(f"{v} {k}" for k, v in made.skipped.items()) or "none"
    click.echo(f"task {spec.name} ({made.kind}, id {made.task_id}): {made.items} items, {made.assignments} assignments "
               f"to {len(made.raters)} raters ({', '.join(made.raters)}); items left out: {left_out}")


@server.command()
@click.option("--bank", default=DEFAULT_BENCH, show_default=True, help="Bank spec: demo, a path, FORMAT:PATH or hf:OWNER/NAME.")
@click.option("--split", default=None, help="Serve only this split (default: every split with answers).")
@click.option("--type", "qtypes", multiple=True, type=click.Choice(["single", "multi"]),
              help="Question types (repeatable; default both).")
@click.option("--part", type=click.Choice(["KG", "CA"], case_sensitive=False), default=None)
@click.option("--exam", default=None, help="Only this exam (GEE, PCE, TQE, SSE, …).")
@click.option("--subject", default=None, help="Only this subject.")
@click.option("--db", "db_url", required=True, help=_DB_HELP)
@click.option("--host", default="127.0.0.1", show_default=True)
@click.option("--port", type=click.IntRange(0, 65535), default=8000, show_default=True)
@click.option("--workers", type=click.IntRange(min=1), default=1, show_default=True,
              help="Worker processes (they share the database; use PostgreSQL for more than one).")
@click.option("--rate-limit", default="300/minute", show_default=True, help="Requests per organisation and worker.")
@click.option("--time-limit", type=click.FloatRange(min=0, min_open=True), default=None,
              help="Seconds an exam stays open; unanswered questions then count as wrong.")
@click.option("--max-size", type=click.IntRange(1, 1000), default=200, show_default=True, help="Most questions per exam.")
@click.option("--cors-origin", "cors_origins", multiple=True, help="Allow this browser origin (repeatable; default: CORS off).")
@click.option("--runs", "runs", multiple=True, type=click.Path(file_okay=False, path_type=str),
              help="A run folder, or a folder of them, for the leaderboard and run browser pages (repeatable).")
@click.option("--review-db", type=click.Path(dir_okay=False, path_type=str), default=None,
              help="The concepts review database (review.sqlite) the question-review pages work on.")
@click.option("--log-level", type=click.Choice(["critical", "error", "warning", "info", "debug"]), default="info")
def start(qtypes: tuple[str, ...], host: str, port: int, workers: int, log_level: str, **opts) -> None:
    """Serve the exam API over a bank until stopped."""
    import os

    import uvicorn

    from psyexam.server.app import KEEP_ALIVE, create_app
    from psyexam.server.db import hmac_key, open_database
    from psyexam.server.pool import load_pool
    from psyexam.server.ratelimit import OrgLimiter
    from psyexam.server.settings import Settings

    settings = Settings(qtypes=tuple(qtypes) or ("single", "multi"), **opts)
    # fail here, once, on a bad bank, database or limit, before any worker starts; this also
    # creates the tables and the service key, so workers never race to make them
    OrgLimiter.from_spec(settings.rate_limit)
    db = open_database(settings.db_url)
    hmac_key(db)
    db.dispose()
    pool = load_pool(settings)
    click.echo(f"psyexam: serving {len(pool)} distinct questions of {settings.bank!r} "
               f"({pool.duplicates} duplicates merged) on http://{host}:{port} with {workers} worker(s)", err=True)
    if workers == 1:
        uvicorn.run(create_app(settings, pool=pool), host=host, port=port, log_level=log_level,
                    timeout_keep_alive=KEEP_ALIVE)
        return
    os.environ.update(settings.to_env())
    uvicorn.run("psyexam.server.app:app_from_env", factory=True, host=host, port=port, workers=workers,
                log_level=log_level, timeout_keep_alive=KEEP_ALIVE)
