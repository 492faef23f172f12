"""Player panels as on a game site: per seat its name, its standing in the game (what the
view says: pieces, stations, flags, points, place on the track) and, with a clock, both clocks
always; the status bar (whose turn, what to do, the turn's buttons) stays in view while the
page scrolls."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.clients.ui import LANDED, api, create_game, open_lobby

pytestmark = pytest.mark.browser


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _flags(view: dict[str, Any], seat: int) -> str:
    hand = next(h for h in view["hands"] if h["seat"] == seat)
    team = [c for c in view["characters"] if c["team"] == hand["team"]]
    carried = sum(1 for c in team if c["carrying"] is not None)
    collected = sum(len(c["collected"]) for c in team)
    name = ["Red", "White"][hand["team"]]
    return f"{name}: {_plural(carried, 'flag')} carried, {collected} collected"


def _cars(view: dict[str, Any], seat: int) -> str:
    cars = [c for c in view["cars"] if c["owner"] == seat]
    assert len(cars) == 1 and cars[0]["card"] is None  # before the cars are placed
    return "car not on the track yet"


STANDING: dict[str, Callable[[dict[str, Any], int], str]] = {
    "double_dash": lambda v, s: _plural(len(v["pieces"][s]), "piece") + " left",
    "dc_dash": lambda v, s: _plural(next(r for r in v["riders"] if r["seat"] == s)["station_cards"],
                                    "station") + " left to visit",
    "flag_dash": _flags,
    "dicey_curves": _cars,
    "dash_and_cache": lambda v, s: _plural(v["points"][s], "point"),
}
OPTIONS = {"dicey_curves": {"cars_per_player": 1}}
PHONE = {"width": 390, "height": 844}
# The status bar as drawn: where it is, what it says, and each of its buttons with its box and
# whether a tap at its centre reaches it (a button the row scrolled out of sight is "clipped").
STATUS_BAR = """() => {
  const bar = document.querySelector('.game-head');
  const r = bar.getBoundingClientRect();
  const row = bar.querySelector('.turn-moves').getBoundingClientRect();
  return {top: r.top, bottom: r.bottom, scrolled: scrollY, status: bar.innerText,
    buttons: [...bar.querySelectorAll('button')].filter((b) => b.getClientRects().length)
      .map((b) => {
      const q = b.getBoundingClientRect();
      const x = q.left + q.width / 2, y = q.top + q.height / 2;
      const clipped = b.closest('.turn-moves') && (x < row.left || x > row.right);
      const hit = document.elementFromPoint(x, y);
      return {text: b.textContent.trim(), width: q.width, height: q.height, clipped,
              inView: q.top >= 0 && q.bottom <= innerHeight && q.left >= 0 && q.right <= innerWidth,
              reached: !!hit && b.contains(hit)};
    })};
}"""


@pytest.mark.parametrize("game_type", list(STANDING))
def test_each_seat_shows_its_standing_and_its_clock(desktop: Any, base_url: str,
                                                    game_type: str) -> None:
    page = desktop
    open_lobby(page, base_url, "web")
    create_game(page, "double_dash")  # the page's player, made by the lobby
    token = page.evaluate("localStorage.getItem('dashgames.token')")
    bot = {"kind": "bot", "level": None}
    game = api(base_url, "/v1/games", {
        "type": game_type, "options": OPTIONS.get(game_type, {}), "seats": [{"kind": "human"}, bot],
        "seat": 0, "clock": {"per_move_seconds": 600}}, token)
    page.goto(f"{base_url}/web/#/game/{game['id']}")
    # (the lobby's game had no clock: a ticking one is this game's, your turn come)
    page.wait_for_selector('.game-screen[data-my-turn="true"] .players .clock.running',
                           timeout=20000)
    read = api(base_url, f"/v1/games/{game['id']}", token=token)
    panels = page.locator(".players > li.seat")
    assert panels.count() == 2
    for seat in range(2):
        panel = panels.nth(seat)
        assert panel.locator(".standing").inner_text() == STANDING[game_type](read["view"], seat)
    # Your clock ticks; the bot's seat has none; the ticking one reads minutes and seconds.
    assert panels.nth(0).locator(".clock.running").inner_text().startswith(("9:", "10:"))


def test_both_clocks_show_and_the_status_bar_stays(desktop: Any, base_url: str) -> None:
    page = desktop
    open_lobby(page, base_url, "web")
    create_game(page, "double_dash")
    token = page.evaluate("localStorage.getItem('dashgames.token')")
    game = api(base_url, "/v1/games", {
        "type": "double_dash", "seats": [{"kind": "human"}, {"kind": "human"}], "seat": 0,
        "clock": {"per_move_seconds": 60}}, token)
    bob = api(base_url, "/v1/players", {"name": "bob"})["token"]
    api(base_url, f"/v1/games/{game['id']}/join", {"seat": 1}, bob)
    page.goto(f"{base_url}/web/#/game/{game['id']}")
    page.wait_for_selector(".players > li.seat .clock.running")
    clocks = page.locator(".players > li.seat .clock")
    assert clocks.count() == 2  # the one to act ticking, the other's a move's time
    assert page.locator(".players > li.seat .clock.idle").inner_text() == "1:00"
    page.set_viewport_size({"width": 1280, "height": 500})  # a short window: the page scrolls
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    page.wait_for_timeout(200)
    top = page.evaluate("document.querySelector('.game-head').getBoundingClientRect().top")
    assert 0 <= top < 5, top
    assert page.locator(".game-head button.resign").is_visible()


def test_each_player_panel_has_an_online_dot(desktop: Any, browser: Any, base_url: str) -> None:
    """You follow the game: your dot is green; bob has not opened it: his is grey, until he
    does. A bot's seat has no dot."""
    page = desktop
    open_lobby(page, base_url, "web")
    create_game(page, "double_dash")  # the lobby makes the page's player on a first game
    token = str(page.evaluate("localStorage.getItem('dashgames.token')"))
    bob = api(base_url, "/v1/players", {"name": "bob"})["token"]
    game = api(base_url, "/v1/games", {
        "type": "double_dash", "seats": [{"kind": "human"}, {"kind": "human"}], "seat": 0,
    }, token)
    api(base_url, f"/v1/games/{game['id']}/join", {"seat": 1}, bob)
    page.goto(f"{base_url}/web/#/game/{game['id']}")
    page.wait_for_selector(".players .seat-0 .online-dot.online", timeout=15000)
    assert page.locator(".players .seat-1 .online-dot").get_attribute("data-online") == "false"
    assert api(base_url, f"/v1/games/{game['id']}/presence") == {
        "seats": [{"seat": 0, "online": True, "vacation": False},
                  {"seat": 1, "online": False, "vacation": False}]}
    other = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        bobs = other.new_page()
        bobs.goto(f"{base_url}/web/#/")
        bobs.evaluate(f"localStorage.setItem('dashgames.token', '{bob}')")
        bobs.goto(f"{base_url}/web/#/game/{game['id']}")
        bobs.wait_for_selector(".game-screen[data-version]")
        page.wait_for_selector(".players .seat-1 .online-dot.online", timeout=25000)
    finally:
        other.close()


@pytest.mark.parametrize("client", ["web", "mobile"])
def test_the_status_bar_keeps_the_turns_buttons_in_view_on_a_phone(browser: Any, base_url: str,
                                                                   client: str) -> None:
    """DC Dash on a phone, scrolled to the bottom of the page (the log, the settings): the
    status bar is still on top of the screen, says whose turn it is and what to do, and holds
    the turn's buttons ("Stay where you are", Resign), each in view, a finger's size (44x44 px)
    and reached by a tap at its centre; the tap makes the move from there."""
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    context.add_init_script(f"localStorage.setItem('dashgames.client', '{client}')")
    page = context.new_page()
    try:
        open_lobby(page, base_url, client)
        create_game(page, "dc_dash", tap=True)
        page.wait_for_selector('.game-screen[data-my-turn="true"] .game-head button.move',
                               timeout=30000)
        page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
        page.wait_for_timeout(200)
        bar = page.evaluate(STATUS_BAR)
        assert bar["scrolled"] > 1000, bar  # far down the page: the board is out of sight
        assert 0 <= bar["top"] < 5 and bar["bottom"] < PHONE["height"] / 3, bar
        assert bar["status"].startswith("Your turn.") and "choose" in bar["status"].lower(), bar
        shown = [b for b in bar["buttons"] if not b["clipped"]]
        assert {"Stay where you are", "Resign"} <= {b["text"] for b in shown}, bar
        for button in shown:
            assert button["inView"] and button["reached"], button
            assert button["width"] >= 44 and button["height"] >= 44, button
        version = page.locator(".game-screen").get_attribute("data-version")
        page.locator(".game-head button.move", has_text="Stay where you are").tap()
        page.wait_for_function(LANDED, arg=version, timeout=15000)
        assert page.evaluate("scrollY") > 1000  # made from down there, never scrolled up
    finally:
        context.close()
