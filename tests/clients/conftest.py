"""A real platform and a real Chromium for the browser tests.

The platform: the API app (which also serves both clients) over the real back end of
``tests/conftest.py`` (Redis, Celery rules and AI workers), served by werkzeug in a thread on a
free port. Set DASHGAMES_CLIENTS_URL to test a platform that is already running instead.
"""

from __future__ import annotations

import os
import shutil
import threading
import time
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest
from werkzeug.serving import make_server

from dashgames.http.app import create_app
from tests.clients.ui import CHROMIUM, CHROMIUM_ARGS


def _wait_ready(url: str, seconds: float) -> None:
    ends = time.monotonic() + seconds
    while time.monotonic() < ends:
        try:
            with urllib.request.urlopen(f"{url}/v1/game-types", timeout=2) as r:
                if r.status == 200:
                    return
        except OSError:
            time.sleep(0.25)
    raise RuntimeError(f"the platform at {url} did not answer within {seconds} s")


@pytest.fixture(scope="session")
def base_url(request: pytest.FixtureRequest) -> Iterator[str]:
    given = os.environ.get("DASHGAMES_CLIENTS_URL")
    if given:
        _wait_ready(given.rstrip("/"), 10)
        yield given.rstrip("/")
        return
    # The real back end (Redis, Celery rules and AI workers) from tests/conftest.py.
    game_service = request.getfixturevalue("game_service")
    app = create_app(backend=game_service)
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, name="clients-api", daemon=True)
    thread.start()
    url = f"http://127.0.0.1:{server.port}"
    try:
        _wait_ready(url, 30)
        yield url
    finally:
        server.shutdown()
        thread.join(timeout=10)


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    if not shutil.which(CHROMIUM):
        pytest.fail("Debian's chromium is missing: run `make browser` (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        launched = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield launched
        launched.close()


@pytest.fixture
def desktop(browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    yield page
    context.close()
    assert not errors, f"script errors in the page: {errors}"


@pytest.fixture
def phone(browser: Any) -> Iterator[Any]:
    """A phone: small portrait viewport, touch events, mobile user agent."""
    context = browser.new_context(
        viewport={"width": 390, "height": 844}, device_scale_factor=2, is_mobile=True,
        has_touch=True,
        user_agent="Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 "
                   "(KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
    )
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    yield page
    context.close()
    assert not errors, f"script errors in the page: {errors}"
