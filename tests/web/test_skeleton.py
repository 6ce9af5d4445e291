"""The pages' shell: the front page, assets shipped with the package, escaping, the font."""

from __future__ import annotations

from fastapi.testclient import TestClient

from psyexam.server.app import create_app
from psyexam.server.settings import Settings


def client(tmp_path, **kw) -> TestClient:
    return TestClient(create_app(Settings(db_url=str(tmp_path / "s.sqlite"), **kw)))


def test_front_page_links_every_area_and_uses_only_local_assets(tmp_path):
    r = client(tmp_path).get("/")
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/html")
    for href in ("/leaderboard", "/runs", "/rate", "/review"):
        assert f'href="{href}"' in r.text
    assert "http://" not in r.text.replace("http://testserver", "") and "https://" not in r.text
    assert "排行榜" in r.text


def test_static_assets_and_cjk_font_are_served(tmp_path):
    c = client(tmp_path)
    assert "htmx" in c.get("/static/htmx.min.js").text[:2000]
    assert "font-face" in c.get("/static/app.css").text
    font = c.get("/font/cjk.otf")
    assert font.status_code == 200 and len(font.content) > 1_000_000


def test_pages_can_be_switched_off(tmp_path):
    assert client(tmp_path, web=False).get("/").status_code == 404


def test_front_page_in_chromium_renders_chinese(tmp_path, page, screenshots):
    from tests.web.conftest import live_server

    with live_server(Settings(db_url=str(tmp_path / "s.sqlite"))) as url:
        page.goto(url + "/")
        page.wait_for_load_state("networkidle")
        assert page.locator("h1").inner_text() == "psyexam"
        page.keyboard.press("Tab")  # the skip link comes first, for keyboard users
        assert page.evaluate("document.activeElement.className") == "skip"
        page.screenshot(path=str(screenshots / "home.png"), full_page=True)
