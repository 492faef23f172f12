"""The game screen's table manners in Chromium: results worded honestly (win, loss, draw, shared
win), the replay without spoilers, resigning asks first, the turn alert in the page title, a
Join button for whoever opens the link of a game with an open seat, and clocks that tick."""

from __future__ import annotations

from typing import Any

import pytest

from tests.clients.ui import api, create_game, open_lobby

pytestmark = pytest.mark.browser

HEADLINES = """async () => {
  const v = document.querySelector('link[rel=modulepreload]').href.split('/v/')[1].split('/')[0];
  const { headline, resultKind } = await import(`./v/${v}/shared/screens/common.js`);
  const game = (winners, ranks, seats) => ({
    seats: seats.map((kind, seat) => ({ seat, kind, player_name: kind[0] === 'h' ? 'ada' : '' })),
    outcome: { winners, ranks, scores: null, reason: 'x' },
  });
  const two = ['human', 'bot'];
  const three = ['human', 'bot', 'bot'];
  const cases = [
    [game([0, 1], [1, 1], two), 0],   // 0-0 in Dash and Cache: everyone shares the win
    [game([], [1, 1], two), 0],       // Flag Dash's draw: nobody wins
    [game([0], [1, 2], two), 0],
    [game([1], [2, 1], two), 0],
    [game([0, 2], [1, 3, 1], three), 0],
    [game([1, 2], [3, 1, 1], three), 0],
    [game([1], [2, 1], two), null],
  ];
  return cases.map(([g, me]) => [resultKind(g, me), headline(g, me)]);
}"""


def test_results_say_win_loss_draw_and_shared_win(desktop: Any, base_url: str) -> None:
    open_lobby(desktop, base_url)
    got = desktop.evaluate(HEADLINES)
    assert got == [
        ["draw", "A draw: every player shares the win."],
        ["draw", "A draw: nobody won."],
        ["win", "You won!"],
        ["loss", "You lost: Bot 2 won."],
        ["shared", "A shared win: you and Bot 3 tied for first."],
        ["loss", "You lost: Bot 2 and Bot 3 share the win."],
        ["watched", "Bot 2 won."],
    ]


def test_resign_asks_first_then_the_loss_is_told(desktop: Any, base_url: str) -> None:
    open_lobby(desktop, base_url)
    create_game(desktop, "double_dash")
    desktop.wait_for_selector('.game-screen[data-my-turn="true"]')
    assert desktop.title().startswith("● Your turn")
    desktop.click("button.resign")
    desktop.click("button.resign-no")  # changed my mind: nothing happens
    assert desktop.locator(".game-screen").get_attribute("data-status") == "active"
    desktop.click("button.resign")
    desktop.click("button.resign-yes")
    desktop.wait_for_selector('.results-panel[data-result="loss"]')
    assert desktop.locator(".results-panel .headline").inner_text() == "You lost: Bot 2 won."
    assert not desktop.title().startswith("●")
    # The replay starts unspoiled: the result shows at the last step only.
    desktop.click("button.replay")
    desktop.wait_for_selector(".replay-screen[data-step='0'] .spoiler-free")
    assert desktop.locator(".replay-screen .results-panel").count() == 0
    desktop.get_by_role("button", name="Last", exact=True).click()
    desktop.wait_for_selector(".replay-screen .results-panel .headline")


def test_whoever_opens_the_link_joins_and_the_clock_ticks(desktop: Any, base_url: str) -> None:
    """A host opens a game with an open seat and a 60 s clock; a newcomer opens its link, joins,
    and sees the game's name (not its id) and the host's clock counting down."""
    host = api(base_url, "/v1/players", {"name": "hostess"})["token"]
    game = api(base_url, "/v1/games", {
        "type": "double_dash", "seats": [{"kind": "human"}, {"kind": "human"}], "seat": 0,
        "clock": {"per_move_seconds": 60},
    }, host)
    desktop.goto(f"{base_url}/web/#/game/{game['id']}")
    desktop.wait_for_selector("button.join-seat")
    title = desktop.locator(".game-title").inner_text()
    assert "hostess" in title and game["id"][:8] not in title
    desktop.click("button.join-seat")
    desktop.wait_for_selector('.game-screen[data-status="active"]')
    assert desktop.locator("button.join-seat").count() == 0
    clock = desktop.locator(".players .clock.running").first
    clock.wait_for()
    first = clock.inner_text()
    desktop.wait_for_timeout(1600)
    assert clock.inner_text() != first and first.startswith(("0:", "1:"))


def test_reduced_motion_means_no_animation_by_default(browser: Any, base_url: str) -> None:
    context = browser.new_context(reduced_motion="reduce")
    page = context.new_page()
    try:
        page.goto(f"{base_url}/web/#/")
        page.wait_for_selector("form.create")
        create_game(page, "double_dash")
        assert page.locator("#anim-speed").input_value() == "instant"
        page.select_option("#anim-speed", "slow")  # a choice made is kept
        page.reload()
        page.wait_for_selector("#anim-speed")
        assert page.locator("#anim-speed").input_value() == "slow"
    finally:
        context.close()
