"""Both clients at every size: the web client in a phone-sized window (390x844) and the mobile
client on a desktop (1280x800) keep the board big, the controls tappable, the text readable and
nothing wider than the screen; a shared link opens the client that fits the device."""

from __future__ import annotations

from typing import Any

import pytest

from tests.clients.checks import board_size, overflow, small_targets, small_text
from tests.clients.ui import TURN_OR_END, create_game, open_lobby

pytestmark = pytest.mark.browser
PHONE_WINDOW = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
OPTIONS = {"flag_dash": {"round_limit": "3"}}


def _context(browser: Any, viewport: dict[str, int], keep: str | None = None,
             touch: bool = False) -> Any:
    context = browser.new_context(viewport=viewport, is_mobile=touch, has_touch=touch)
    if keep:  # the person chose this client in the menu
        context.add_init_script(f"localStorage.setItem('dashgames.client', '{keep}')")
    return context


def _fits(page: Any, where: str, phone: bool) -> None:
    assert overflow(page) <= 0, f"{where}: the page is wider than the screen"
    assert small_text(page) == [], f"{where}: text under 12 px"
    if phone:
        assert small_targets(page) == [], f"{where}: tap targets under 44x44 px"


@pytest.mark.parametrize("game_type", ["double_dash", "flag_dash", "dicey_curves",
                                       "dash_and_cache", "dc_dash"])
@pytest.mark.parametrize(("client", "viewport"), [("web", PHONE_WINDOW), ("mobile", DESKTOP)],
                         ids=["web-390", "mobile-1280"])
def test_the_other_client_fits_the_size(browser: Any, base_url: str, client: str,
                                        viewport: dict[str, int], game_type: str) -> None:
    phone = viewport["width"] < 700
    context = _context(browser, viewport, keep=client)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        open_lobby(page, base_url, client)
        assert page.url.startswith(f"{base_url}/{'web' if client == 'web' else 'm'}/")
        _fits(page, "lobby", phone)
        create_game(page, game_type, OPTIONS.get(game_type))
        page.wait_for_selector(TURN_OR_END, timeout=30000)
        page.wait_for_timeout(300)
        width, height = board_size(page)
        least = 300 if phone else 400
        assert width >= least and height >= 200, f"the board is {width:.0f}x{height:.0f} px"
        _fits(page, "game", phone)
    finally:
        context.close()
    assert not errors, errors


def test_a_shared_link_opens_the_client_that_fits(browser: Any, base_url: str) -> None:
    """An invite or profile link keeps its screen and its query, whichever client sent it."""
    phone = _context(browser, {"width": 390, "height": 844}, touch=True)
    desk = _context(browser, DESKTOP)
    chose = _context(browser, DESKTOP, keep="mobile")
    try:
        page = phone.new_page()
        page.goto(f"{base_url}/web/#/game/abc?invite=xyz")
        page.wait_for_url(f"{base_url}/m/#/game/abc?invite=xyz")
        page = desk.new_page()
        page.goto(f"{base_url}/m/#/player/p1")
        page.wait_for_url(f"{base_url}/web/#/player/p1")
        page.wait_for_selector("nav.app-menu a.other-layout")
        # The menu's link to the other layout is kept as a choice.
        page.locator("nav.app-menu a.other-layout").click()
        page.wait_for_url(f"{base_url}/m/#/player/p1")
        page.wait_for_selector("nav.app-menu")
        page.wait_for_timeout(300)
        assert page.url == f"{base_url}/m/#/player/p1"
        page = chose.new_page()
        page.goto(f"{base_url}/m/#/")
        page.wait_for_selector("form.create")
        assert page.url == f"{base_url}/m/#/"
    finally:
        for c in (phone, desk, chose):
            c.close()


BOTTOM = """() => {
  const b = document.querySelector('.board-wrap svg.board');
  return [b.getBoundingClientRect().bottom, innerHeight];
}"""


@pytest.mark.parametrize("game_type", ["double_dash", "flag_dash", "dicey_curves", "dc_dash"])
def test_the_whole_board_is_in_view_on_a_desktop(browser: Any, base_url: str,
                                                 game_type: str) -> None:
    """At 1280x800 the board, with Double Dash!'s dice drawn under it, ends above the fold."""
    context = _context(browser, DESKTOP)
    page = context.new_page()
    try:
        open_lobby(page, base_url, "web")
        create_game(page, game_type, OPTIONS.get(game_type))
        page.wait_for_selector(TURN_OR_END, timeout=30000)
        page.evaluate("window.scrollTo(0, 0)")
        bottom, height = page.evaluate(BOTTOM)
        assert bottom <= height, f"the board ends at {bottom:.0f} px, the window at {height} px"
    finally:
        context.close()


MAX_ZOOM = 6.0


def test_dicey_curves_zooms_and_its_numbers_stay_readable(phone: Any, base_url: str) -> None:
    """The track opens whole; Zoom in and out, Whole map shows it all again; at every zoom the
    gate and car numbers stay at least 12 px."""
    page = phone
    open_lobby(page, base_url, "mobile")
    create_game(page, "dicey_curves", {"cars_per_player": "1"}, tap=True)
    page.wait_for_selector("svg.dicey-track[data-scale]")
    track = page.locator("svg.dicey-track")
    whole = float(track.get_attribute("data-scale") or 0)
    for _ in range(2):
        page.get_by_role("button", name="Zoom in").tap()
    zoomed = float(page.locator("svg.dicey-track").get_attribute("data-scale") or 0)
    # Two steps in, or as far as the map goes (clients/shared/games/zoom.js stops at 6x): a
    # short new track's whole-map scale can already be past 4.
    assert zoomed >= min(whole * 1.5, MAX_ZOOM) and zoomed > whole, (whole, zoomed)
    assert small_text(page) == []
    page.get_by_role("button", name="Zoom out").tap()
    page.get_by_role("button", name="Whole map").tap()
    assert float(page.locator("svg.dicey-track").get_attribute("data-scale") or 0) == whole
    assert small_text(page) == []
    assert page.get_by_role("button", name="Centre on my car").count() == 1


TILE = "() => document.querySelector('.room-zoom .item').getBoundingClientRect().width"


def test_dash_and_cache_room_zooms_and_pans(phone: Any, base_url: str) -> None:
    """The room zooms in (bigger tiles), out to the pictures alone (the whole room at a
    glance, still a finger's size), and pans by scrolling; the text stays readable. Your own
    holding and cache come right under the room's box, not ~2,500 px down the page."""
    page = phone
    open_lobby(page, base_url, "mobile")
    create_game(page, "dash_and_cache", {"timer_seconds": "30", "room_size": "24"}, tap=True)
    page.wait_for_selector(".room-zoom .item")
    for area in ("held", "cache"):
        top = page.locator(f".area.{area}", has_text="(you)").evaluate(
            "e => e.getBoundingClientRect().top + scrollY")
        assert top < 1.5 * page.viewport_size["height"], (area, top)
    at_one = page.evaluate(TILE)
    page.get_by_role("button", name="Zoom in").tap()
    page.get_by_role("button", name="Zoom in").tap()
    assert page.evaluate(TILE) > at_one * 1.3
    assert small_text(page) == []
    room = page.locator(".room-zoom")
    assert room.evaluate("e => e.scrollHeight > e.clientHeight")  # more room than the box
    room.evaluate("e => { e.scrollTop = 120; }")
    assert room.evaluate("e => e.scrollTop") > 0  # panned
    page.get_by_role("button", name="Whole room").tap()
    assert page.locator(".room-zoom").get_attribute("data-zoom") == "0.6"
    assert page.evaluate(TILE) < at_one and page.evaluate(TILE) >= 44
    assert small_text(page) == []
    assert small_targets(page) == []
