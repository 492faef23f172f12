"""Confirm my moves (docs/CONFIRM.md), by the board as a person plays. A Double Dash! turn of two
dice on both clients: the first move staged shows its result (the board after it, the other
die's moves as targets: the server's preview), the second is staged and ends the turn, is taken
back and staged again, and Confirm sends both: the server's log holds exactly those two steps.
A Flag Dash plan card (mobile) is staged, undone, staged and confirmed alone: placing one draws
its commitment's salt, so its result shows only once played. Dicey Curves is played through
this way in ``test_browser_own_pace.py``. Screenshots of a staged turn at both sizes."""

from __future__ import annotations

from typing import Any

import pytest

from tests.clients.ui import STAGED, api, confirming, shot, stage

pytestmark = pytest.mark.browser

SIZES = {False: {"width": 1280, "height": 800}, True: {"width": 390, "height": 844}}
PREVIEW = '.game-screen[data-preview="{}"][data-staged="{}"]'


def _table(base_url: str, game_type: str) -> tuple[list[dict[str, Any]], str]:
    people = [api(base_url, "/v1/players", {"name": n}) for n in ("ann", "bob")]
    game = api(base_url, "/v1/games", {"type": game_type, "seat": 0,
                                        "seats": [{"kind": "human"}, {"kind": "human"}]},
               people[0]["token"])
    api(base_url, f"/v1/games/{game['id']}/join", {"seat": 1}, people[1]["token"])
    return people, game["id"]


def _read(base_url: str, game_id: str, who: dict[str, Any]) -> dict[str, Any]:
    found: dict[str, Any] = api(base_url, f"/v1/games/{game_id}", None, who["token"])
    return found


def _to_act(base_url: str, game_id: str, people: list[dict[str, Any]]) -> tuple[dict[str, Any],
                                                                                dict[str, Any]]:
    read = _read(base_url, game_id, people[0])
    who = people[read["game"]["to_act"][0]]  # who moves first may be drawn
    return who, _read(base_url, game_id, who)


def _screen(browser: Any, base_url: str, who: dict[str, Any], game_id: str, mobile: bool,
            version: int) -> Any:
    extra = {"device_scale_factor": 2, "is_mobile": True, "has_touch": True} if mobile else {}
    context = browser.new_context(viewport=SIZES[mobile], **extra)
    page = context.new_page()
    prefix = "m" if mobile else "web"
    page.goto(f"{base_url}/{prefix}/#/")
    confirming(page, base_url, who["token"], {"id": who["id"], "name": who["name"]})
    page.goto(f"{base_url}/{prefix}/#/game/{game_id}")
    page.wait_for_selector(
        f'.game-screen[data-my-turn="true"][data-version="{version}"]', timeout=15000)
    page.wait_for_selector("input.confirm-moves:checked", state="attached")  # the account's
    return page


def _steps_logged(base_url: str, game_id: str, who: dict[str, Any], after: int) -> list[int]:
    events = api(base_url, f"/v1/games/{game_id}/events?after={after}&limit=200", None,
                 who["token"])["events"]
    return sorted({e["version"] for e in events if e["version"] > after})


@pytest.mark.parametrize("mobile", [False, True], ids=["web-1280x800", "mobile-390x844"])
def test_a_turn_of_two_dice_is_built_shown_undone_and_confirmed_whole(
        browser: Any, base_url: str, mobile: bool) -> None:
    people, game_id = _table(base_url, "double_dash")
    for _ in range(2):  # each side's first turn has one die: played through the API
        who, read = _to_act(base_url, game_id, people)
        legal = api(base_url, f"/v1/games/{game_id}/legal-moves", None, who["token"])["moves"]
        api(base_url, f"/v1/games/{game_id}/moves", legal[0], who["token"])
    who, read = _to_act(base_url, game_id, people)
    version, before = read["version"], read["view"]
    assert len(before["dice"]) == 2
    page = _screen(browser, base_url, who, game_id, mobile, version)
    try:
        stage(page)
        page.wait_for_selector(PREVIEW.format("open", 1), timeout=10000)
        assert "Go on, or confirm." in page.locator(".staged").inner_text()
        stage(page, 2, tap=mobile)  # the other die, from the preview's targets
        page.wait_for_selector(PREVIEW.format("turn_over", 2), timeout=10000)
        staged = page.locator(".staged")
        assert staged.locator(".staged-steps li").count() == 2
        assert "That ends your turn." in staged.inner_text()
        shot(page, f"confirm-turn-{'390x844' if mobile else '1280x800'}")
        page.click(".staged .undo-move")  # the last step only
        page.wait_for_selector(PREVIEW.format("open", 1))
        stage(page, 2, tap=mobile)
        page.wait_for_selector(PREVIEW.format("turn_over", 2), timeout=10000)
        assert _read(base_url, game_id, who)["version"] == version, "nothing before Confirm"
        page.click(STAGED)
        page.wait_for_selector(f'.game-screen[data-version="{version + 2}"]', timeout=15000)
        assert _steps_logged(base_url, game_id, who, version) == [version + 1, version + 2]
        after = _read(base_url, game_id, who)
        assert after["game"]["to_act"] != read["game"]["to_act"]  # the turn was handed on
        assert not page.locator(".message[data-kind=error]:not(:empty)").count()
    finally:
        page.context.close()


def test_a_plan_card_is_undone_then_confirmed_alone(browser: Any, base_url: str) -> None:
    people, game_id = _table(base_url, "flag_dash")
    who, read = _to_act(base_url, game_id, people)
    version = read["version"]
    page = _screen(browser, base_url, who, game_id, True, version)
    try:
        stage(page)
        page.wait_for_selector(PREVIEW.format("hidden_result", 1), timeout=10000)
        assert "Its result shows once it is played." in page.locator(".staged").inner_text()
        page.click(".staged .undo-move")
        assert page.locator(STAGED).count() == 0
        stage(page)
        page.wait_for_selector(PREVIEW.format("hidden_result", 1), timeout=10000)
        assert _read(base_url, game_id, who)["version"] == version, "nothing before Confirm"
        page.click(STAGED)
        page.wait_for_selector(f'.game-screen:not([data-version="{version}"])', timeout=15000)
        assert _steps_logged(base_url, game_id, who, version) == [version + 1]
        assert not page.locator(".message[data-kind=error]:not(:empty)").count()
    finally:
        page.context.close()
