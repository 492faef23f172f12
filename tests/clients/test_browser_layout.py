"""Every game screen at a desktop size (1280x800) and a phone size (390x844), in Chromium:
nothing wider than the screen, no text under 12 px, the board and the controls in view, the
last move marked and animated, the rules panel with its rulings and legend, and a log in plain
words (no hex ids, station codes, item ids or JSON). Also the weight of each screen.

With DASHGAMES_SCREENSHOTS=1 (``make screenshots``) each game is also played to its end and
photographed at start, middle and end under tests/artifacts/ (kept out of git).
"""

from __future__ import annotations

import json
import os
import time
from typing import Any

import pytest

from tests.clients.checks import (
    in_view,
    label_overlaps,
    overflow,
    raw_codes,
    small_text,
    words_shown,
)
from tests.clients.ui import (
    ROOT,
    TURN_OR_END,
    api,
    create_game,
    open_lobby,
    play_one,
    play_to_end,
)

pytestmark = pytest.mark.browser
ARTIFACTS = ROOT / "tests" / "artifacts"
FULL = os.environ.get("DASHGAMES_SCREENSHOTS") == "1"
SIZES = {"web": {"width": 1280, "height": 800}, "mobile": {"width": 390, "height": 844}}
# `make screenshots` also photographs each client at the other's size.
OTHER_SIZES = {"web-390": {"width": 390, "height": 844},
               "mobile-1280": {"width": 1280, "height": 800}}
SHOWN = [*SIZES, *(OTHER_SIZES if FULL else ())]
SHORT = {
    "double_dash": {},
    "dc_dash": {},
    "flag_dash": {"round_limit": "3"},
    "dicey_curves": {"race_length": "2", "round_limit": "8", "cars_per_player": "1"},
    "dash_and_cache": {"timer_seconds": "2", "round_limit": "3", "room_size": "24"},
}
BOARD = ".board-wrap svg.board, .board-wrap .cache-room"
CONTROLS = '.board-wrap [data-target-key], .game-head .turn-moves button.move'
MARKED = ".board-wrap .last-move"


def _page(browser: Any, client: str) -> tuple[Any, Any, list[str]]:
    viewport = SIZES.get(client) or OTHER_SIZES[client]
    phone = viewport["width"] < 700
    context = browser.new_context(viewport=viewport, is_mobile=phone, has_touch=phone,
                                  device_scale_factor=1)
    context.add_init_script(f"localStorage.setItem('dashgames.client', '{client.split('-')[0]}')")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    return context, page, errors


def _shot(page: Any, name: str) -> None:
    if FULL:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"{name}.png"))


def _layout(page: Any, where: str) -> None:
    assert overflow(page) <= 0, f"{where}: the page is wider than the screen"
    assert small_text(page) == [], f"{where}: text under 12 px"
    page.evaluate("window.scrollTo(0, 0)")
    assert in_view(page, BOARD), f"{where}: the board is not in view"


def _controls(page: Any, where: str) -> None:
    if page.locator('.game-screen[data-my-turn="true"]').count():
        page.evaluate("window.scrollTo(0, 0)")
        if not in_view(page, CONTROLS):  # a tall phone board: the moves are one scroll away
            page.locator(".board-wrap").scroll_into_view_if_needed()
        if not in_view(page, CONTROLS):  # Dash and Cache's roll and votes: under the room
            page.locator(CONTROLS).filter(visible=True).first.scroll_into_view_if_needed()
        assert in_view(page, CONTROLS), f"{where}: no move control in view"


def _marked_and_moving(page: Any) -> tuple[bool, bool]:
    marked = page.locator(MARKED).count() > 0
    animated = int(page.evaluate("Number(document.body.dataset.animated || 0)")) > 0
    return marked, animated


@pytest.mark.timeout(600)
@pytest.mark.parametrize("client", [  # make test: the web client; the sweep fits both
    c if c == "web" else pytest.param(c, marks=pytest.mark.long) for c in SHOWN])
@pytest.mark.parametrize("game_type", list(SHORT))
def test_a_game_screen_fits_teaches_and_animates(browser: Any, base_url: str, game_type: str,
                                                 client: str) -> None:
    context, page, errors = _page(browser, client)
    tap = (SIZES.get(client) or OTHER_SIZES[client])["width"] < 700
    try:
        open_lobby(page, base_url, client.split("-")[0], speed="fast")
        create_game(page, game_type, SHORT[game_type], tap=tap)
        page.wait_for_selector(TURN_OR_END, timeout=30000)
        _layout(page, "start")
        _controls(page, "start")
        if game_type == "dc_dash":  # the map opens on your pawn, its names never overlap
            assert in_view(page, "svg.metro .pawn.mine", settle_ms=5000)
            labels = label_overlaps(page)
            assert labels["shown"] >= 10 and labels["overlaps"] == [], labels
        _shot(page, f"{client}-{game_type}-1-start")

        marked = animated = False
        made = 0
        ends = time.monotonic() + 60
        while time.monotonic() < ends and (made < 6 or not (marked and animated)):
            page.wait_for_selector(TURN_OR_END, timeout=30000)
            now = _marked_and_moving(page)
            marked, animated = marked or now[0], animated or now[1]
            if page.locator(".game-screen").get_attribute("data-status") == "finished":
                break
            version = page.locator(".game-screen").get_attribute("data-version")
            if not play_one(page, tap):
                continue
            made += 1
            if page.locator(".board-wrap .selected").count():
                continue
            page.wait_for_function(
                "v => document.querySelector('.game-screen').dataset.version !== v",
                arg=version, timeout=15000)
            page.wait_for_timeout(300)  # the others' moves start to play out
        now = _marked_and_moving(page)
        marked, animated = marked or now[0], animated or now[1]
        assert marked, "the last move was never marked on the board"
        assert animated, "no move was animated"
        _layout(page, "middle")
        lines = words_shown(page)
        assert page.locator(".log li").count() >= 3
        assert raw_codes(lines) == []
        _shot(page, f"{client}-{game_type}-2-middle")

        page.locator("details.rules-panel > summary").click()
        page.wait_for_selector("details.rules-panel .rulings dl, details.rules-panel .rulings p")
        assert page.locator("details.rules-panel .legend li").count() >= 4
        assert small_text(page) == []
        page.locator("details.rules-panel > summary").click()

        if FULL:
            play_to_end(page, seconds=300, tap=tap)
            page.wait_for_selector(".results-panel .headline")
            page.wait_for_timeout(800)
            _layout(page, "end")
            assert raw_codes(words_shown(page)) == []
            _shot(page, f"{client}-{game_type}-3-end")
    finally:
        context.close()
    assert not errors, f"script errors in the page: {errors}"


WEIGHT = """() => {
  const entries = performance.getEntriesByType('resource');
  const nav = performance.getEntriesByType('navigation')[0];
  return {
    bytes: entries.reduce((n, e) => n + (e.transferSize || 0), 0) + (nav ? nav.transferSize : 0),
    files: entries.map((e) => new URL(e.name).pathname),
  };
}"""


def _measure(browser: Any, url: str, ready: str) -> dict[str, Any]:
    context = browser.new_context(viewport=SIZES["mobile"])
    page = context.new_page()
    try:
        started = time.monotonic()
        page.goto(url)
        page.wait_for_selector(ready, timeout=30000)
        interactive = time.monotonic() - started
        got: dict[str, Any] = page.evaluate(WEIGHT)
        got["interactive_ms"] = round(interactive * 1000)
        return got
    finally:
        context.close()


def test_each_screen_loads_only_what_it_needs(browser: Any, base_url: str) -> None:
    """The lobby loads no game's code or data and no move schemas; files come compressed;
    the figures (bytes over the wire, time until the screen answers) go to tests/artifacts/."""
    lobby = _measure(browser, f"{base_url}/m/", "form.create")
    games = ("double_dash", "flag_dash", "dc_dash", "dicey_curves", "dash_and_cache")
    assert not [f for f in lobby["files"] if any(g in f for g in games) or "game-types" in f]
    assert lobby["bytes"] < 95_000, lobby  # 91 KB since the status bar held the buttons
    figures: dict[str, Any] = {"lobby": {k: lobby[k] for k in ("bytes", "interactive_ms")}}
    token = api(base_url, "/v1/players", {"name": "weigher"})["token"]
    for game_type in SHORT:
        bots = [{"kind": "bot", "level": None}, {"kind": "bot", "level": None}]
        game = api(base_url, "/v1/games", {"type": game_type, "seats": bots, "seat": None}, token)
        screen = _measure(browser, f"{base_url}/m/#/game/{game['id']}?watch=1",
                          ".game-screen[data-version] .board-wrap > *")
        figures[game_type] = {k: screen[k] for k in ("bytes", "interactive_ms")}
        assert screen["bytes"] < 250_000, (game_type, screen)
        if game_type != "dc_dash":
            assert not [f for f in screen["files"] if "dc_dash" in f], screen["files"]
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS / "client-weights.json").write_text(json.dumps(figures, indent=2) + "\n")


def test_static_files_are_compressed_and_cached_for_good(base_url: str) -> None:
    import urllib.error
    import urllib.request

    html = urllib.request.urlopen(f"{base_url}/web/", timeout=10)
    assert html.headers["Cache-Control"] == "no-cache"
    page = html.read().decode()
    version = page.split('href="v/', 1)[1].split("/", 1)[0]
    request = urllib.request.Request(f"{base_url}/web/v/{version}/shared/screens/game.js",
                                     headers={"Accept-Encoding": "gzip"})
    with urllib.request.urlopen(request, timeout=10) as r:
        assert r.headers["Content-Encoding"] == "gzip"
        cache = r.headers["Cache-Control"]
        assert "immutable" in cache and "max-age=31536000" in cache
        etag = r.headers["ETag"]
    again = urllib.request.Request(f"{base_url}/web/v/{version}/shared/screens/game.js",
                                   headers={"If-None-Match": etag})
    try:
        urllib.request.urlopen(again, timeout=10)
        raise AssertionError("an unchanged file was sent again")
    except urllib.error.HTTPError as e:
        assert e.code == 304
    stale = urllib.request.urlopen(f"{base_url}/web/v/0000/shared/app.js", timeout=10)
    assert "immutable" not in stale.headers["Cache-Control"]  # another release's address


