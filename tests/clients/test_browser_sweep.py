"""Every game played to the end by tapping the board (never the move list beside it) on both
clients at a phone size (390x844, touch) and a desktop size (1280x800): 20 runs. On a phone
every board target takes a finger (44x44 px, WCAG 2.5.5) and none is covered; axe-core finds
no serious or critical violation on the lobby, the game (at its start and at its end) or the
replay. `make test` plays each game once, the combinations in turn; `make test-long` the rest."""

from __future__ import annotations

from typing import Any

import pytest

from tests.clients.checks import axe_violations, covered_targets, small_board_targets
from tests.clients.test_browser_layout import SHORT  # the games' short options
from tests.clients.ui import TURN_OR_END, create_game, open_lobby, play_to_end

pytestmark = pytest.mark.browser
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
COMBOS = {"web-390": ("web", PHONE), "web-1280": ("web", DESKTOP),
          "mobile-390": ("mobile", PHONE), "mobile-1280": ("mobile", DESKTOP)}
# `make test`: four games once, on the four combinations; DC Dash's game (a minute on the phone,
# its rules have no shorter option) and every other run in `make test-long`.
SAMPLED = {"double_dash": "web-390", "flag_dash": "mobile-1280", "dicey_curves": "mobile-390",
           "dash_and_cache": "web-1280", "dc_dash": "none"}
RUNS = [pytest.param(game, combo, id=f"{game}-{combo}",
                     marks=() if SAMPLED[game] == combo else pytest.mark.long)
        for game in SHORT for combo in COMBOS]


def _axe(page: Any, where: str, found: list[str]) -> None:
    found.extend(f"{where}: {v}" for v in axe_violations(page))


@pytest.mark.timeout(600)
@pytest.mark.parametrize(("game_type", "combo"), RUNS)
def test_every_game_to_the_end_by_the_board(browser: Any, base_url: str, game_type: str,
                                            combo: str) -> None:
    client, viewport = COMBOS[combo]
    phone = viewport["width"] < 700
    context = browser.new_context(viewport=viewport, is_mobile=phone, has_touch=phone)
    context.add_init_script(f"localStorage.setItem('dashgames.client', '{client}')")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    small: set[str] = set()
    covered: set[str] = set()
    widened: set[int] = set()  # a phone's page laid out wider than the phone (it zooms out)
    axe: list[str] = []

    seen = [0]

    def check() -> None:  # on every third board (each is a few hundred targets to measure)
        seen[0] += 1
        if seen[0] % 3 != 1:
            return
        if phone:
            small.update(small_board_targets(page))
            widened.update({page.evaluate("innerWidth")} - {viewport["width"]})
        covered.update(covered_targets(page))

    try:
        open_lobby(page, base_url, client)
        _axe(page, "lobby", axe)
        create_game(page, game_type, SHORT[game_type], tap=phone)
        page.wait_for_selector(TURN_OR_END, timeout=30000)
        _axe(page, "game", axe)
        made = play_to_end(page, seconds=420, tap=phone, each=check)
        page.wait_for_selector(".results-panel .headline")
        _axe(page, "game over", axe)
        button = page.locator(".results button.replay")
        button.tap() if phone else button.click()
        page.wait_for_selector(".replay-screen .board-wrap svg, "
                               ".replay-screen .board-wrap .cache-room", timeout=20000)
        _axe(page, "replay", axe)
    finally:
        context.close()
    assert made >= 1
    assert not widened, f"the page was laid out {sorted(widened)} px wide on a phone"
    assert not small, "board targets under 44x44 px:\n" + "\n".join(sorted(small)[:30])
    assert not covered, "board targets covered:\n" + "\n".join(sorted(covered)[:30])
    assert not axe, "axe:\n" + "\n".join(axe)
    assert not errors, errors
