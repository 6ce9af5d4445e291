"""Fixtures for the web pages: a live uvicorn server and a Playwright page in the Debian Chromium.

Playwright never downloads a browser here: it drives the installed Chromium through
``executable_path``. Without Chromium the browser tests skip, except in CI (``CI`` set),
where a missing browser is a failure: CI installs it.
"""

from __future__ import annotations

import os
import shutil
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from psyexam.server.app import create_app
from psyexam.server.settings import Settings


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def live_server(settings: Settings, **app_kwargs) -> Iterator[str]:
    """Serve ``create_app(settings)`` with uvicorn in a thread; yields the base URL."""
    import uvicorn

    port = free_port()
    server = uvicorn.Server(uvicorn.Config(create_app(settings, **app_kwargs), host="127.0.0.1", port=port,
                                           log_level="warning", lifespan="off"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("the test server did not start")
        time.sleep(0.05)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(10)


@pytest.fixture(scope="session")
def chromium() -> str:
    """The installed Chromium's path."""
    path = os.environ.get("PSYEXAM_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    if not path:
        if os.environ.get("CI"):
            pytest.fail("Chromium is not installed; .ci/run installs Debian's chromium")
        pytest.skip("Chromium is not installed (apt-get install chromium)")
    pytest.importorskip("playwright")
    return path


@pytest.fixture(scope="module")
def _browser(chromium: str):
    # per module: Playwright's sync API keeps an event loop running in this thread while it is
    # open, and tests after it that call asyncio.run (the engine, the judge) would fail
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        yield browser
        browser.close()


@pytest.fixture
def page(_browser):
    """A fresh browser context and page, 1280×900."""
    context = _browser.new_context(viewport={"width": 1280, "height": 900}, locale="zh-CN")
    pg = context.new_page()
    yield pg
    context.close()


@pytest.fixture(scope="session")
def screenshots(tmp_path_factory) -> Path:
    """Where browser tests save screenshots (``PSYEXAM_SCREENSHOTS`` to keep them)."""
    where = os.environ.get("PSYEXAM_SCREENSHOTS")
    path = Path(where) if where else tmp_path_factory.mktemp("screenshots")
    path.mkdir(parents=True, exist_ok=True)
    return path
