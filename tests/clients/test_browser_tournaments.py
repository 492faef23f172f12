"""Tournaments in Chromium: the list and an event's live standings on both clients at
1280x800 and 390x844 (screenshots under test-artifacts/clients/), and two people and two
house bots playing a Swiss to the end, each person's next game opening by itself: one round
in make test, two (the second paired from the first's results) in make test-long."""

from __future__ import annotations

import time
from typing import Any

import pytest

from tests.clients.ui import api, play_one, shot

pytestmark = pytest.mark.browser

SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}
EVENT = {"type": "dicey_curves", "format": "swiss", "rounds": 2, "table_size": 2,
         "options": {"race_length": 2, "round_limit": 2}, "clock": {"per_move_seconds": 60},
         "house_bots": 2}


def _event(base_url: str, name: str, starts_in: float, rounds: int = 2) -> dict[str, Any]:
    made = api(base_url, "/v1/players", {"name": "organiser"})
    body = {**EVENT, "name": name, "starts_at": time.time() + starts_in, "rounds": rounds}
    found: dict[str, Any] = api(base_url, "/v1/tournaments", body, made["token"])
    return found


def _page(browser: Any, size: str) -> Any:
    phone = size == "phone"
    context = browser.new_context(viewport=SIZES[size], device_scale_factor=2 if phone else 1,
                                  is_mobile=phone, has_touch=phone)
    page = context.new_page()
    page.errors = []  # type: ignore[attr-defined]
    page.on("pageerror", lambda e: page.errors.append(str(e)))  # type: ignore[attr-defined]
    return page


@pytest.mark.parametrize("client", ["web", "m"])
@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_the_list_and_the_standings_fit_each_client(browser: Any, base_url: str, client: str,
                                                    size: str) -> None:
    event = _event(base_url, f"Look {client} {size}", 3600)
    for i in range(3):  # three entrants: a standings table with rows
        player = api(base_url, "/v1/players", {"name": f"entrant{i}"})
        api(base_url, f"/v1/tournaments/{event['id']}/join", {}, player["token"])
    page = _page(browser, size)
    try:
        page.goto(f"{base_url}/{client}/#/tournaments")
        row = page.locator(f'.tournament-row[data-id="{event["id"]}"]')
        row.wait_for()
        assert "Swiss, 2 rounds" in row.inner_text()
        assert page.evaluate("document.documentElement.scrollWidth") <= SIZES[size]["width"]
        shot(page, f"tournaments-list-{client}-{size}")
        row.locator("a.tr-name").click()
        page.wait_for_selector("table.standings tbody tr")
        assert page.locator("table.standings tbody tr").count() == 3
        assert page.locator("button.join-tournament").is_visible()
        assert page.evaluate("document.documentElement.scrollWidth") <= SIZES[size]["width"]
        shot(page, f"tournament-standings-{client}-{size}")
        assert not page.errors  # type: ignore[attr-defined]
    finally:
        page.context.close()


@pytest.mark.timeout(600)
@pytest.mark.parametrize("rounds", [1, pytest.param(2, marks=pytest.mark.long)])
def test_two_people_and_two_bots_play_a_swiss_to_the_end(browser: Any, base_url: str,
                                                         rounds: int) -> None:
    event = _event(base_url, "Browser Swiss", 20, rounds)
    tid = event["id"]
    people = [_page(browser, "desktop"), _page(browser, "phone")]
    try:
        for page, client in zip(people, ("web", "m"), strict=True):
            page.goto(f"{base_url}/{client}/#/tournament/{tid}")
            page.locator("button.join-tournament").click()
            page.wait_for_selector("button.withdraw-tournament")
        rounds_seen: list[set[str]] = [set(), set()]
        ends = time.monotonic() + 420
        while time.monotonic() < ends:
            status = api(base_url, f"/v1/tournaments/{tid}")["status"]
            if status == "finished":
                break
            for n, page in enumerate(people):
                if page.locator(".game-screen").count() == 0:
                    continue
                rounds_seen[n].add(page.evaluate("location.hash.split('/')[2]"))
                if page.locator('.game-screen[data-my-turn="true"]').count():
                    play_one(page, tap=n == 1)
            people[0].wait_for_timeout(60)
        assert status == "finished"
        # each game opened by itself
        assert [len(games) for games in rounds_seen] == [rounds, rounds]
        standings = api(base_url, f"/v1/tournaments/{tid}/standings")
        assert standings["total"] == 4
        assert sum(r["points"] for r in standings["standings"]) == 2 * rounds * 2  # 2 tables
        assert all(r["games"] == rounds for r in standings["standings"])
        page = people[0]
        page.goto(f"{base_url}/web/#/tournament/{tid}")
        page.wait_for_selector('.tournament-status[data-status="finished"]')
        assert page.locator("table.standings caption").inner_text() == "Final standings"
        assert page.locator("table.standings tbody tr").count() == 4
        shot(page, f"tournament-final-web-desktop-{rounds}")
        for each in people:
            assert not each.errors  # type: ignore[attr-defined]
    finally:
        for page in people:
            page.context.close()
