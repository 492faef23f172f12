"""Confirm my moves (docs/CLIENTS.md, "At your own pace") in the games whose turns have several
steps: Double Dash! (web client) and Flag Dash's plans (mobile client). A move is staged, taken
back (nothing reaches the server), staged again and confirmed: the server's log holds exactly
one step more, the seat's. Dicey Curves is played through this way in
``test_browser_own_pace.py``."""

from __future__ import annotations

from typing import Any

import pytest

from tests.clients.test_browser_own_pace import STAGED, _stage
from tests.clients.ui import LANDED, api

pytestmark = pytest.mark.browser


@pytest.mark.parametrize(("game_type", "mobile"), [("double_dash", False), ("flag_dash", True)])
def test_a_staged_move_is_undone_then_confirmed_and_only_it_is_sent(
        browser: Any, base_url: str, game_type: str, mobile: bool) -> None:
    people = [api(base_url, "/v1/players", {"name": n}) for n in ("ann", "bob")]
    game = api(base_url, "/v1/games", {"type": game_type, "seat": 0,
                                        "seats": [{"kind": "human"}, {"kind": "human"}]},
               people[0]["token"])
    api(base_url, f"/v1/games/{game['id']}/join", {"seat": 1}, people[1]["token"])
    read = api(base_url, f"/v1/games/{game['id']}", None, people[0]["token"])
    seat = read["game"]["to_act"][0]  # who moves first may be drawn
    who, version = people[seat], read["version"]
    size = {"width": 390, "height": 844} if mobile else {"width": 1280, "height": 800}
    context = browser.new_context(viewport=size)
    try:
        page = context.new_page()
        prefix = "m" if mobile else "web"
        page.goto(f"{base_url}/{prefix}/#/")
        page.evaluate("""([token, player]) => {
            localStorage.setItem('dashgames.token', token);
            localStorage.setItem('dashgames.player', JSON.stringify(player));
            localStorage.setItem('dashgames.speed', 'instant');
            localStorage.setItem('dashgames.confirmMoves.' + player.id, '1');
        }""", [who["token"], {"id": who["id"], "name": who["name"]}])
        page.goto(f"{base_url}/{prefix}/#/game/{game['id']}")
        page.wait_for_selector(
            f'.game-screen[data-my-turn="true"][data-version="{version}"]', timeout=15000)
        _stage(page)
        page.click(".staged .undo-move")
        assert page.locator(STAGED).count() == 0
        _stage(page)
        staged = page.locator(".staged").inner_text()
        assert api(base_url, f"/v1/games/{game['id']}", None, who["token"])["version"] \
            == version, "nothing was sent before Confirm"
        page.click(STAGED)
        page.wait_for_function(LANDED, arg=str(version), timeout=15000)
        events = api(base_url, f"/v1/games/{game['id']}/events?after={version}&limit=200",
                     None, who["token"])["events"]
        assert {e["version"] for e in events if e["version"] > version} == {version + 1}, staged
        assert api(base_url, f"/v1/games/{game['id']}", None, who["token"])["version"] \
            == version + 1, "one step: the confirmed move"
        assert not page.locator(".message[data-kind=error]:not(:empty)").count()
    finally:
        context.close()
