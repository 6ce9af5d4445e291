"""Accounts, sessions and CSRF: the layer every page signs in through."""

from __future__ import annotations

import re

import pytest
from click.testing import CliRunner
from fastapi import Depends
from fastapi.testclient import TestClient
from sqlalchemy import select

from psyexam.cli import main
from psyexam.errors import PsyexamError
from psyexam.server.app import create_app
from psyexam.server.db import open_database
from psyexam.server.settings import Settings
from psyexam.server.web import accounts
from psyexam.server.web.auth import SESSION_COOKIE, require

PASSWORD = "correct horse 1"


def make_app(tmp_path):
    app = create_app(Settings(db_url=str(tmp_path / "s.sqlite")))

    @app.get("/only-admins")
    def only_admins(user=Depends(require("admin"))) -> dict:
        return {"name": user.name}

    return app


def csrf_of(html: str) -> str:
    return re.search(r'name="csrf_token" value="([0-9a-f]+)"', html).group(1)


def sign_in(c: TestClient, name: str, password: str = PASSWORD, nxt: str = "/"):
    token = csrf_of(c.get("/login").text)
    return c.post("/login", data={"name": name, "password": password, "next": nxt, "csrf_token": token},
                  follow_redirects=False)


@pytest.fixture
def app(tmp_path):
    app = make_app(tmp_path)
    db = app.state.service.db
    accounts.add_user(db, "ann", "rater", PASSWORD, actor="test")
    accounts.add_user(db, "root", "admin", PASSWORD, actor="test")
    return app


def test_sign_in_sets_an_httponly_lax_cookie_and_shows_the_user(app):
    c = TestClient(app)
    r = sign_in(c, "ann", nxt="/rate")
    assert r.status_code == 303 and r.headers["location"] == "/rate"
    cookie = next(h for h in r.headers.get_list("set-cookie") if h.startswith(SESSION_COOKIE))
    assert "HttpOnly" in cookie and "SameSite=Lax" in cookie and "Secure" not in cookie
    assert "ann (rater)" in c.get("/").text


def test_wrong_password_and_unknown_name_are_refused_alike(app):
    c = TestClient(app)
    for name, pw in (("ann", "wrong password"), ("nobody", PASSWORD)):
        r = sign_in(c, name, pw)
        assert r.status_code == 401 and "Wrong name or password" in r.text
        assert SESSION_COOKIE not in c.cookies


def test_open_redirects_are_not_followed(app):
    assert sign_in(TestClient(app), "ann", nxt="//evil.example/").headers["location"] == "/"


def test_post_without_or_with_a_wrong_csrf_token_is_refused(app):
    c = TestClient(app)
    sign_in(c, "ann")
    assert c.post("/logout").status_code == 403
    assert c.post("/logout", data={"csrf_token": "0" * 64}).status_code == 403
    assert c.post("/logout", headers={"X-CSRF-Token": "nope"}).status_code == 403
    assert "ann (rater)" in c.get("/").text  # still signed in: nothing happened


def test_the_csrf_header_htmx_sends_is_accepted_and_a_foreign_origin_is_not(app):
    c = TestClient(app)
    sign_in(c, "ann")
    token = csrf_of(c.get("/").text)
    r = c.post("/logout", headers={"X-CSRF-Token": token, "Origin": "https://evil.example"}, follow_redirects=False)
    assert r.status_code == 403
    r = c.post("/logout", headers={"X-CSRF-Token": token, "Origin": "http://testserver"}, follow_redirects=False)
    assert r.status_code == 303


def test_sign_in_without_the_pre_session_cookie_is_refused(app):
    c = TestClient(app)
    token = csrf_of(c.get("/login").text)
    c.cookies.clear()
    r = c.post("/login", data={"name": "ann", "password": PASSWORD, "csrf_token": token})
    assert r.status_code == 403


def test_session_fixation_a_new_token_at_sign_in(app):
    c = TestClient(app)
    sign_in(c, "ann")
    planted = c.cookies[SESSION_COOKIE]
    sign_in(c, "root")
    fresh = c.cookies[SESSION_COOKIE]
    assert fresh != planted
    other = TestClient(app, cookies={SESSION_COOKIE: planted})
    assert "ann (rater)" not in other.get("/").text  # the old token ended when the new one began


def test_logout_ends_the_session_on_the_server(app):
    c = TestClient(app)
    sign_in(c, "ann")
    token = c.cookies[SESSION_COOKIE]
    c.post("/logout", data={"csrf_token": csrf_of(c.get("/").text)})
    replay = TestClient(app, cookies={SESSION_COOKIE: token})
    assert "ann (rater)" not in replay.get("/").text
    with app.state.service.db.session() as s:
        assert s.get(accounts.WebSession, accounts.token_hash(token)) is None


def test_require_redirects_strangers_and_refuses_wrong_roles(app):
    c = TestClient(app)
    r = c.get("/only-admins?x=1", follow_redirects=False)
    assert r.status_code == 303 and r.headers["location"] == "/login?next=/only-admins%3Fx%3D1"
    sign_in(c, "ann")
    assert c.get("/only-admins").status_code == 403
    sign_in(c, "root")
    assert c.get("/only-admins").json() == {"name": "root"}


def test_passwords_are_stored_as_argon2id_hashes(app):
    with app.state.service.db.session() as s:
        stored = s.scalar(select(accounts.User.password_hash).where(accounts.User.name == "ann"))
    assert stored.startswith("$argon2id$") and PASSWORD not in stored


def test_password_guessing_is_rate_limited(app):
    c = TestClient(app)
    codes = [sign_in(c, "ann", f"guess {i:04d}").status_code for i in range(7)]
    assert codes[:5] == [401] * 5 and codes[5:] == [429, 429]
    assert sign_in(c, "ann").status_code == 429  # even the right password waits out the window


def test_disabled_users_lose_their_sessions_and_cannot_sign_in(app):
    c = TestClient(app)
    sign_in(c, "ann")
    accounts.set_disabled(app.state.service.db, "ann", True, actor="test")
    assert "ann (rater)" not in c.get("/").text
    assert sign_in(TestClient(app), "ann").status_code == 401


def test_bad_names_roles_and_short_passwords_are_user_errors(tmp_path):
    db = open_database(str(tmp_path / "s.sqlite"))
    for name, role, pw in (("a b", "rater", PASSWORD), ("ann", "boss", PASSWORD), ("ann", "rater", "short")):
        with pytest.raises(PsyexamError):
            accounts.add_user(db, name, role, pw, actor="t")
    accounts.add_user(db, "ann", "rater", PASSWORD, actor="t")
    with pytest.raises(PsyexamError, match="already exists"):
        accounts.add_user(db, "ann", "admin", PASSWORD, actor="t")


class Result:
    def __init__(self, exit_code: int, output: str):
        self.exit_code, self.output = exit_code, output


def run(args: list[str], input: str = "") -> Result:
    """``psyexam ARGS`` as the shell runs it (user errors printed as one line, exit code returned)."""
    with CliRunner().isolation(input=input) as (out, err, *_):
        code = main(args)
        return Result(code, out.getvalue().decode() + err.getvalue().decode())


def test_admin_commands_create_list_disable_and_are_audited(tmp_path):
    url = str(tmp_path / "s.sqlite")
    r = run(["server", "add-user", "bob", "--role", "reviewer", "--db", url, "--password-stdin"],
            input=PASSWORD + "\n")
    assert r.exit_code == 0, r.output
    r = run(["server", "add-user", "eve", "--role", "rater", "--db", url], input=f"{PASSWORD}\n{PASSWORD}\n")
    assert r.exit_code == 0, r.output
    assert run(["server", "disable-user", "eve", "--db", url]).exit_code == 0
    listing = run(["server", "list-users", "--db", url]).output
    assert "bob\treviewer" in listing and "eve\trater\tdisabled" in listing
    r = run(["server", "add-user", "bob", "--role", "rater", "--db", url, "--password-stdin"], input=PASSWORD)
    assert r.exit_code == 2 and "already exists" in r.output
    db = open_database(url)
    with db.session() as s:
        rows = s.scalars(select(accounts.AdminAudit).order_by(accounts.AdminAudit.id)).all()
        assert [(a.action, a.actor.startswith("cli")) for a in rows] == [
            ("add-user", True), ("add-user", True), ("disable-user", True)]
        assert '"name": "eve"' in rows[2].details
