"""Every game played to the end in a real browser, against bots, through the clients' targets.

The web client at a desktop size (mouse), the mobile client at a phone size (touch taps).
Screenshots land in test-artifacts/clients/. Game options keep the games short.
"""

from __future__ import annotations

import time
from typing import Any

import pytest

from tests.clients.ui import (
    api,
    create_game,
    open_lobby,
    play_one,
    play_to_end,
    shot,
    unlabelled_controls,
)

pytestmark = pytest.mark.browser
FOCUS_ON_PIECE = "document.activeElement.matches('.board-wrap [data-target-key^=\"select:\"]')"
FOCUS_ON_MOVE = "document.activeElement.matches('.board-wrap .landing[data-target-key]')"

# Options that shorten play where a game offers them (names from each game's catalogue).
SHORT = {
    "double_dash": {},
    "dc_dash": {},
    "flag_dash": {"round_limit": "4"},
    "dicey_curves": {"race_length": "2", "round_limit": "10", "cars_per_player": "1"},
    "dash_and_cache": {"timer_seconds": "1", "round_limit": "4", "room_size": "24"},
}


def _catalogue(page: Any) -> list[str]:
    found: list[str] = page.eval_on_selector_all(
        "section.game-type", "els => els.map(e => e.dataset.type)"
    )
    return found


def _short_options(page: Any, game_type: str) -> dict[str, str]:
    """Only the options this game's form really has (its catalogue may differ from SHORT)."""
    wanted = SHORT.get(game_type, {})
    return {k: v for k, v in wanted.items() if page.locator(f"#{game_type}-opt-{k}").count()}


def _results_shown(page: Any) -> None:
    page.wait_for_selector(".results-panel .headline")
    assert page.locator(".results-panel .ranking li").count() >= 2


# make test plays Double Dash! here and the sweep's games by the board
# (test_browser_sweep.py); make test-long plays every game to the end here on both clients.
LONG_GAME = pytest.mark.long


@pytest.mark.parametrize("game_type", [
    g if g == "double_dash" else pytest.param(g, marks=LONG_GAME) for g in SHORT])
def test_web_plays_a_game_against_bots_to_the_end_then_its_replay(desktop: Any, base_url: str,
                                                                  game_type: str) -> None:
    open_lobby(desktop, base_url)
    if game_type not in _catalogue(desktop):
        pytest.skip(f"{game_type} is not registered on this platform yet")
    create_game(desktop, game_type, _short_options(desktop, game_type))
    shot(desktop, f"web-{game_type}-start")
    made = play_to_end(desktop, seconds=100)
    _results_shown(desktop)
    shot(desktop, f"web-{game_type}-over")
    assert made >= 1
    assert unlabelled_controls(desktop) == []
    _step_through_the_replay(desktop, game_type)


def _board_at(page: Any, step: int) -> str:
    """The replay's board (its SVG) once the frame of ``step`` is drawn (a zoomable map once
    its view is placed: it carries its scale)."""
    frame = f".replay-screen[data-step='{step}'] .board-wrap[data-step='{step}']"
    page.wait_for_selector(f"{frame}:not(:has(.zoom-map)) svg, {frame} .zoom-map svg[data-scale]")
    board: str = page.locator(".replay-screen .board-wrap").inner_html()
    return board


def _press_button(page: Any, name: str) -> None:
    """A replay control by its name (``text=`` would also match a board's SVG titles)."""
    page.get_by_role("button", name=name, exact=True).click()


def _step_through_the_replay(page: Any, game_type: str) -> None:
    """Every step draws the board as it stood: the first move changes it, the end differs."""
    page.click("button.replay")
    start = _board_at(page, 0)
    _press_button(page, "Next move")
    after_one = _board_at(page, 1)
    assert "Move 1 of" in page.locator(".replay-screen .step").inner_text()
    if game_type == "double_dash":  # a Double Dash! move always moves a piece
        assert after_one != start
    _press_button(page, "Previous move")
    assert _board_at(page, 0) == start
    _press_button(page, "Last")
    total = int(page.locator("#replay-step").get_attribute("max") or "0")
    final = _board_at(page, total)
    assert final != start  # the final position is drawn, not the opening one
    assert page.locator(".replay-screen .board-wrap [data-target-key]").count() == 0
    shot(page, f"web-{game_type}-replay")


@pytest.mark.parametrize("client", ["web", pytest.param("mobile", marks=LONG_GAME)])
def test_replay_draws_the_board_at_every_step(browser: Any, base_url: str, client: str) -> None:
    """A bots-only Double Dash! game, then its replay: each move redraws the board."""
    game_id = _finished_bot_game(base_url, "double_dash")
    frames = api(base_url, f"/v1/games/{game_id}/replay/frames?count=6")["frames"]
    size = {"width": 1280, "height": 900} if client == "web" else {"width": 390, "height": 844}
    context = browser.new_context(viewport=size)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(f"{base_url}/{'web' if client == 'web' else 'm'}/#/replay/{game_id}")
        boards = [_board_at(page, 0)]
        for step in range(1, len(frames)):
            _press_button(page, "Next move")
            boards.append(_board_at(page, step))
            if frames[step]["view"] != frames[step - 1]["view"]:
                assert boards[step] != boards[step - 1], f"step {step} drew the same board"
        assert len(set(boards)) > 1
        page.fill("#replay-step", "2")  # the slider jumps back to a step already drawn
        assert _board_at(page, 2) == boards[2]
        _press_button(page, "Last")
        total = int(page.locator("#replay-step").get_attribute("max") or "0")
        assert total >= 1 and _board_at(page, total) != boards[0]
        assert page.locator(".replay-screen .board-wrap [data-target-key]").count() == 0
        shot(page, f"{client}-double_dash-replay-steps")
    finally:
        context.close()
    assert not errors, f"script errors in the page: {errors}"


def _finished_bot_game(base_url: str, game_type: str, seconds: float = 120.0) -> str:
    """Create a game of two bots (the creator only hosts) and wait for it to end."""
    token = api(base_url, "/v1/players", {"name": "host"})["token"]
    bots = [{"kind": "bot", "level": None}, {"kind": "bot", "level": None}]
    game = api(base_url, "/v1/games", {"type": game_type, "seats": bots, "seat": None}, token)
    ends = time.monotonic() + seconds
    while time.monotonic() < ends:
        if api(base_url, f"/v1/games/{game['id']}")["game"]["status"] == "finished":
            return str(game["id"])
        time.sleep(0.5)
    raise AssertionError(f"the bots did not finish {game_type} within {seconds} s")


@pytest.mark.parametrize("game_type", [pytest.param(g, marks=LONG_GAME)
                                       for g in ("double_dash", "dc_dash")])
def test_mobile_plays_a_game_by_touch(phone: Any, base_url: str, game_type: str) -> None:
    open_lobby(phone, base_url, client="mobile")
    if game_type not in _catalogue(phone):
        pytest.skip(f"{game_type} is not registered on this platform yet")
    create_game(phone, game_type, _short_options(phone, game_type), tap=True)
    shot(phone, f"mobile-{game_type}-start")
    play_to_end(phone, seconds=100, tap=True)
    _results_shown(phone)
    shot(phone, f"mobile-{game_type}-over")
    assert unlabelled_controls(phone) == []


def test_lobby_controls_are_labelled(desktop: Any, base_url: str) -> None:
    open_lobby(desktop, base_url)
    assert unlabelled_controls(desktop) == []
    shot(desktop, "web-lobby")


def _tab_to(page: Any, condition: str, presses: int = 80) -> None:
    for _ in range(presses):
        page.keyboard.press("Tab")
        if page.evaluate(condition):
            return
    raise AssertionError(f"the keyboard never reached {condition}")


def test_keyboard_only_moves_on_the_web(desktop: Any, base_url: str) -> None:
    """Tab to a piece, Enter selects it; Tab on to a square it can land on, Space moves."""
    open_lobby(desktop, base_url)
    create_game(desktop, "double_dash")
    screen = desktop.locator(".game-screen")
    for _ in range(3):
        desktop.wait_for_selector('.game-screen[data-my-turn="true"]', timeout=20000)
        version = screen.get_attribute("data-version")
        desktop.locator("main").focus()
        _tab_to(desktop, FOCUS_ON_PIECE)
        desktop.keyboard.press("Enter")
        desktop.wait_for_selector(".board-wrap .selected")
        _tab_to(desktop, FOCUS_ON_MOVE)
        desktop.keyboard.press("Space")
        if desktop.locator(".chooser:not([hidden]) button.move").count():
            desktop.keyboard.press("Enter")  # the chooser has focused its first move
        desktop.wait_for_function(
            "v => document.querySelector('.game-screen').dataset.version !== v", arg=version
        )
    shot(desktop, "web-keyboard")


def test_a_refused_move_shows_its_reason(desktop: Any, base_url: str) -> None:
    """The rules refuse a move (here one rewritten on the wire to leave the board): the
    screen shows the rules' reason in words (not the code), and the game goes on."""
    open_lobby(desktop, base_url)
    create_game(desktop, "double_dash")
    desktop.wait_for_selector('.game-screen[data-my-turn="true"]')
    illegal = '{"type": "move", "piece": "a1", "direction": "SW", "die": 1}'

    def rewrite(route: Any) -> None:
        route.continue_(post_data=illegal)

    desktop.route("**/v1/games/*/moves", rewrite)
    assert play_one(desktop)  # selects a piece
    assert play_one(desktop)  # chooses a direction: the rewritten move is sent
    message = desktop.locator(".message[data-kind=error]")
    message.wait_for()
    assert "refused" in message.inner_text()
    said = message.inner_text()
    assert "ILLEGAL_MOVE" not in said and "BAD_MOVE" not in said and len(said) > 20, said
    desktop.unroute("**/v1/games/*/moves")
    assert desktop.locator(".game-screen").get_attribute("data-status") == "active"
    shot(desktop, "web-refused")


def test_a_spectator_follows_the_game_live(desktop: Any, browser: Any, base_url: str) -> None:
    """Another browser with no account watches: the event stream brings each new position."""
    open_lobby(desktop, base_url)
    game_id = create_game(desktop, "double_dash")
    watcher_context = browser.new_context(viewport={"width": 1280, "height": 900})
    watcher = watcher_context.new_page()
    try:
        watcher.goto(f"{base_url}/web/#/game/{game_id}?watch=1")
        watcher.wait_for_selector(".game-screen[data-version]")
        assert "(spectating)" in watcher.locator(".game-screen .status").inner_text()
        assert watcher.locator(".board-wrap [data-target-key]").count() == 0
        desktop.wait_for_selector('.game-screen[data-my-turn="true"]')
        before = int(watcher.locator(".game-screen").get_attribute("data-version"))
        assert play_one(desktop) and play_one(desktop)  # select a piece, move it
        watcher.wait_for_function(
            "v => Number(document.querySelector('.game-screen').dataset.version) > v",
            arg=before, timeout=15000,
        )
        assert watcher.locator(".game-screen").get_attribute("data-stream") == "sse"
        shot(watcher, "web-spectator")
    finally:
        watcher_context.close()


def test_replay_steps_from_any_log_line_plays_itself_and_ends_with_statistics(
        desktop: Any, base_url: str) -> None:
    """The replay lists every move: choosing a line goes to that move; Play steps on by itself
    (Pause stops it); the last move shows per seat the moves made and the final standing."""
    game_id = _finished_bot_game(base_url, "double_dash")
    replay = api(base_url, f"/v1/games/{game_id}/replay")
    made = [sum(1 for m in replay["moves"] if m["actor"] == seat) for seat in (0, 1)]
    page = desktop
    page.goto(f"{base_url}/web/#/replay/{game_id}")
    _board_at(page, 0)
    lines = page.locator(".replay-log li button.step-link")
    total = int(page.locator("#replay-step").get_attribute("max") or "0")
    assert lines.count() == total >= 3
    lines.nth(2).click()  # the third move's line
    _board_at(page, 3)  # drawn at the step of the line
    assert page.locator(".replay-log li.current").get_attribute("data-step") == "3"
    assert page.locator(".replay-stats table").count() == 0  # no spoilers before the end
    _press_button(page, "Play")
    page.wait_for_selector(".replay-screen[data-step='5']", timeout=10000)  # on by itself
    _press_button(page, "Pause")
    held = page.locator(".replay-screen").get_attribute("data-step")
    page.wait_for_timeout(1500)
    assert page.locator(".replay-screen").get_attribute("data-step") == held
    _press_button(page, "Last")
    _board_at(page, total)
    rows = page.locator(".replay-stats tbody tr")
    assert rows.count() == 2
    for seat in (0, 1):
        cells = rows.nth(seat).locator("td").all_inner_texts()
        assert cells[0] == str(made[seat])
        assert "piece" in cells[1], cells  # Double Dash!'s standing: the pieces left
