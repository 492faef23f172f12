"""A real platform and a real Chromium for the browser tests.

The platform is the embedded one (`python -m dashgames.platform.embedded`: its own Redis,
real Celery workers for rules and bots, the API serving both clients) started on a free port;
set DASHGAMES_CLIENTS_URL to test a platform that is already running instead.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest
from clients_ui import CHROMIUM, CHROMIUM_ARGS, ROOT


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def _wait_ready(url: str, process: subprocess.Popen[bytes] | None, seconds: float) -> None:
    ends = time.monotonic() + seconds
    while time.monotonic() < ends:
        if process is not None and process.poll() is not None:
            raise RuntimeError(f"the platform exited with {process.returncode}")
        try:
            with urllib.request.urlopen(f"{url}/v1/game-types", timeout=2) as r:
                if r.status == 200:
                    return
        except OSError:
            time.sleep(0.25)
    raise RuntimeError(f"the platform at {url} did not answer within {seconds} s")


@pytest.fixture(scope="session")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    given = os.environ.get("DASHGAMES_CLIENTS_URL")
    if given:
        _wait_ready(given.rstrip("/"), None, 10)
        yield given.rstrip("/")
        return
    port = _free_port()
    log = tmp_path_factory.mktemp("platform") / "platform.log"
    env = {**os.environ, "DASHGAMES_PORT": str(port), "DASHGAMES_HOST": "127.0.0.1",
           "PYTHONUNBUFFERED": "1"}
    with log.open("wb") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "dashgames.platform.embedded", "--port", str(port)],
            cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT,
        )
    url = f"http://127.0.0.1:{port}"
    try:
        _wait_ready(url, process, 60)
        yield url
    except RuntimeError as e:
        raise RuntimeError(f"{e}; log:\n{log.read_text()[-3000:]}") from None
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()


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
