"""The social screens in Chromium, two people at once (two browser contexts: one at 1280x800,
one a 390x844 phone): a private game's invite link copied by one and opened and joined by the
other; a challenge sent from a profile page and accepted from the live notice; quick pairing;
a rematch after a resignation; "my games" with its filters; a leaderboard with bots marked and
filtered. Every new screen keeps the phone's layout rules and is photographed at both sizes."""

from __future__ import annotations

import json
import time
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest

from tests.clients.checks import axe_violations, overflow, small_text
from tests.clients.ui import shot

pytestmark = pytest.mark.browser

PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 2, "is_mobile": True,
         "has_touch": True}


def _api(base_url: str, path: str, body: Any = None, token: str | None = None,
         method: str | None = None) -> Any:
    data = None if body is None else json.dumps(body).encode()
    headers = {"Content-Type": "application/json"} if data is not None else {}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    req = urllib.request.Request(base_url + path, data=data, headers=headers, method=method)
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.load(r)


def _each_moves(base_url: str, game_id: str, tokens: list[str]) -> None:
    """Every player makes a move of their own (a rated game counts only then: docs/HISTORY.md,
    "Rating integrity"): whoever may act plays its first legal move until all have moved."""
    moved: set[str] = set()
    for _ in range(40):
        for token in tokens:
            legal = _api(base_url, f"/v1/games/{game_id}/legal-moves", token=token)["moves"]
            if legal:
                _api(base_url, f"/v1/games/{game_id}/moves", legal[0], token)
                moved.add(token)
        if len(moved) == len(tokens):
            return
    raise AssertionError(f"not everyone could move in {game_id}")


class Person:
    """One browser context (its own localStorage: its own player) on one client."""

    def __init__(self, browser: Any, base_url: str, phone: bool) -> None:
        size = PHONE if phone else {"viewport": {"width": 1280, "height": 800}}
        self.context = browser.new_context(**size)
        self.context.grant_permissions(["clipboard-read", "clipboard-write"],
                                       origin=base_url)
        self.page = self.context.new_page()
        self.errors: list[str] = []
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.base = f"{base_url}/{'m' if phone else 'web'}/"
        self.size = "phone" if phone else "desktop"

    def go(self, hash_: str) -> None:
        self.page.goto(self.base + hash_)

    def sign_in(self, name: str) -> str:
        self.go("#/")
        self.page.evaluate("localStorage.setItem('dashgames.speed', 'instant')")
        self.page.fill("#player-name", name)
        self.page.click(".name-form button[type=submit]")
        self.page.wait_for_selector(".name-form label:text('Playing as')")
        return str(self.page.evaluate("JSON.parse(localStorage.getItem('dashgames.player')).id"))

    def token(self) -> str:
        return str(self.page.evaluate("localStorage.getItem('dashgames.token')"))

    def game_id(self) -> str:
        return str(self.page.evaluate("location.hash.split('/')[2].split('?')[0]"))

    def fits(self, name: str) -> None:
        """The layout rules at this size, and a screenshot to look at."""
        assert overflow(self.page) == 0, f"{name}: wider than the {self.size} viewport"
        assert small_text(self.page) == [], f"{name}: text under 12 px"
        shot(self.page, f"social-{self.size}-{name}")


@pytest.fixture
def pair(browser: Any, base_url: str) -> Iterator[tuple[Person, Person]]:
    ann, bob = Person(browser, base_url, False), Person(browser, base_url, True)
    yield ann, bob
    for p in (ann, bob):
        p.context.close()
    assert ann.errors == [] and bob.errors == [], (ann.errors, bob.errors)


def test_invite_link_copied_opened_and_joined(pair: tuple[Person, Person]) -> None:
    ann, bob = pair
    ann.sign_in("Ann")
    section = ann.page.locator('section.game-type[data-type="double_dash"]')
    section.locator("#double_dash-seat-1").select_option("open")
    section.locator("details.table-settings > summary").click()
    section.locator("#double_dash-private").check()
    section.locator("form.create button[type=submit]").click()
    ann.page.wait_for_selector("#invite-link")
    ann.page.click(".invite button.copy")
    ann.page.wait_for_selector(".invite .copied:text('Copied.')")
    link = ann.page.evaluate("navigator.clipboard.readText()")
    game = ann.game_id()
    assert link == ann.page.input_value("#invite-link")
    assert f"#/game/{game}?invite=" in link and "/v1/" not in link
    ann.fits("invite")
    # Without the invite, the same game cannot be joined: the page says so.
    bob.go(f"#/game/{game}")
    bob.page.wait_for_selector(".join .private-note")
    assert bob.page.locator("button.join-seat").count() == 0
    # The invite link, opened on the phone (the web client's link works in the mobile one).
    bob.page.goto(link.replace("/web/", "/m/"))
    bob.page.wait_for_selector("button.join-seat")
    bob.fits("join")
    bob.page.fill("#join-name", "Bob")
    bob.page.click("button.join-seat")
    bob.page.wait_for_selector('.game-screen[data-status="active"]')
    assert "invite=" not in bob.page.evaluate("location.hash")
    ann.page.wait_for_selector('.game-screen[data-status="active"]')
    assert ann.page.locator("#invite-link").count() == 0
    assert "Bob" in ann.page.locator(".game-title").inner_text()


def test_challenge_sent_from_a_profile_and_accepted_live(pair: tuple[Person, Person]) -> None:
    ann, bob = pair
    ann.sign_in("Ann")
    bob_id = bob.sign_in("Bob")
    bob.go("#/challenges")
    bob.page.wait_for_selector("#my-profile-link")
    assert bob.page.input_value("#my-profile-link").endswith(f"#/player/{bob_id}")
    bob.fits("challenges")
    ann.go(f"#/player/{bob_id}")
    ann.page.wait_for_selector("form.challenge-form")
    ann.page.select_option("#challenge-type", "double_dash")
    ann.page.select_option("#challenge-clock", "move60")
    ann.page.select_option("#challenge-seat", "1")
    ann.fits("profile-challenge")
    ann.page.click("button.send-challenge")
    ann.page.wait_for_selector(".challenge-form .message:text('Challenge sent to Bob')")
    # Bob, on another screen, sees it arrive and accepts it.
    notice = bob.page.locator(".notice-challenge")
    notice.wait_for(timeout=30000)
    text = notice.inner_text()
    assert "Ann" in text and "Double Dash!" in text and "1 min per move" in text
    assert "seat 1" in text  # Ann asked for seat 2
    bob.fits("challenge-notice")
    notice.locator("button.accept-challenge").click()
    bob.page.wait_for_selector('.game-screen[data-status="active"]')
    game = bob.game_id()
    ann.page.wait_for_function(f"location.hash === '#/game/{game}'", timeout=30000)
    ann.page.wait_for_selector('.game-screen[data-status="active"]')
    assert ann.page.locator(".players .clock").count() >= 1


def test_a_declined_challenge_tells_the_reason(pair: tuple[Person, Person]) -> None:
    ann, bob = pair
    ann_id = ann.sign_in("Ann")
    bob.sign_in("Bob")
    _api(bob.page.url.split("/m/")[0], "/v1/challenges",
         {"to": ann_id, "type": "flag_dash"}, bob.token())
    notice = ann.page.locator(".notice-challenge")
    notice.wait_for(timeout=30000)
    notice.locator("select.decline-reason").select_option("later")
    notice.locator("button.decline-challenge").click()
    bob.page.wait_for_selector(".notice-declined:has-text('Not now, maybe later')", timeout=30000)


def test_quick_pairing_seats_two_seekers_together(pair: tuple[Person, Person]) -> None:
    ann, bob = pair
    for person in (ann, bob):
        person.sign_in(person.size)
        person.go("#/play")
        person.page.wait_for_selector("form.seek-form")
        person.page.select_option("#seek-type", "dicey_curves")
        person.page.select_option("#seek-players", "2")
    ann.fits("quick-play")
    ann.page.click("form.seek-form button[type=submit]")
    ann.page.wait_for_selector(".seeking")
    ann.fits("seeking")
    bob.page.click("form.seek-form button[type=submit]")
    for person in (ann, bob):
        person.page.wait_for_selector(".game-screen[data-version]", timeout=40000)
    assert ann.game_id() == bob.game_id()
    assert bob.page.locator(".game-title").inner_text().startswith("Dicey Curves")


def test_rematch_my_games_and_leaderboard(pair: tuple[Person, Person], base_url: str) -> None:
    ann, bob = pair
    ann_id = ann.sign_in("Ann")
    bob_id = bob.sign_in("Bob")
    # A rated game between them (a challenge accepted through the API), which Bob resigns.
    sent = _api(base_url, "/v1/challenges", {"to": bob_id, "type": "double_dash", "rated": True,
                                             "seat": 0}, ann.token())
    game = _api(base_url, f"/v1/challenges/{sent['id']}/accept", {}, bob.token())["game_id"]
    _each_moves(base_url, game, [ann.token(), bob.token()])
    ann.go(f"#/game/{game}")
    bob.go(f"#/game/{game}")
    bob.page.wait_for_selector("button.resign")
    bob.page.click("button.resign")
    bob.page.click("button.resign-yes")
    ann.page.wait_for_selector('.results-panel[data-result="win"]')
    bob.page.wait_for_selector("button.rematch")
    bob.fits("results-rematch")
    bob.page.click("button.rematch")
    bob.page.wait_for_function(f"!location.hash.startsWith('#/game/{game}')")
    rematch = bob.game_id()
    # Ann, still on the finished game, is taken to the rematch; seats rotated.
    ann.page.wait_for_function(f"location.hash === '#/game/{rematch}'", timeout=30000)
    ann.page.wait_for_selector(".game-screen[data-version]")
    assert "You are in seat 2" in ann.page.locator(".game-screen .status").inner_text()
    # My games: the rematch is active, the first game finished and won (then filtered away).
    ann.go("#/my-games")
    ann.page.wait_for_selector(f'.my-game.active[data-game="{rematch}"]')
    ann.page.select_option("#mg-status", "finished")
    row = ann.page.locator(f'.my-game.finished[data-game="{game}"]')
    row.wait_for(timeout=30000)  # the archive worker writes it to the history
    assert "Won" in row.inner_text() and "rated" in row.inner_text()
    ann.fits("my-games")
    ann.page.select_option("#mg-result", "lost")
    ann.page.wait_for_selector(".my-games-list li.hint")
    assert ann.page.locator(f'.my-game[data-game="{game}"]').count() == 0
    # A bot account's rated game, so that the leaderboard has a bot to mark.
    robo = _api(base_url, "/v1/players", {"name": "Robo", "bot": True}, ann.token())
    sent = _api(base_url, "/v1/challenges", {"to": robo["id"], "type": "double_dash",
                                             "rated": True}, bob.token())
    played = _api(base_url, f"/v1/challenges/{sent['id']}/accept", {}, robo["token"])["game_id"]
    _each_moves(base_url, played, [bob.token(), robo["token"]])
    _api(base_url, f"/v1/games/{played}/resign", {}, bob.token())
    ends = time.monotonic() + 30  # the archive worker rates the game once it is over
    while not _api(base_url, f"/v1/players/{robo['id']}/ratings")["ratings"]:
        assert time.monotonic() < ends, "the bot's rated game was never rated"
        time.sleep(0.2)
    for person in (ann, bob):
        person.go("#/leaderboard/double_dash")
        person.page.wait_for_selector(f'.ladder tr[data-player="{robo["id"]}"] .bot-badge',
                                      timeout=30000)
        person.page.wait_for_selector(f'.ladder tr[data-player="{ann_id}"]')
        person.fits("leaderboard")
    bob.page.select_option("#lb-bots", "exclude")
    bob.page.wait_for_selector(f'.ladder tr[data-player="{ann_id}"]')
    assert bob.page.locator(f'.ladder tr[data-player="{robo["id"]}"]').count() == 0
    assert bob.page.locator(".ladder .bot-badge").count() == 0
    bob.page.select_option("#lb-bots", "only")
    bob.page.wait_for_selector(f'.ladder tr[data-player="{robo["id"]}"]')
    assert bob.page.locator(f'.ladder tr[data-player="{ann_id}"]').count() == 0
    # Ann's profile shows her Double Dash! rating.
    bob.page.click(f'.ladder a[href="#/player/{robo["id"]}"]')
    bob.page.wait_for_selector('.ratings-table tr[data-type="double_dash"]')
    bob.fits("profile")


@pytest.mark.parametrize("phone", [False, True], ids=["desktop", "phone"])
def test_every_new_screen_fits(browser: Any, base_url: str, phone: bool) -> None:
    """Each new screen at this size: no horizontal overflow, no text under 12 px, no serious or
    critical axe-core violation, photographed (the lobby's table settings, quick play,
    challenges, my games, a leaderboard, a profile)."""
    person = Person(browser, base_url, phone)
    try:
        me = person.sign_in("Casey")
        section = person.page.locator('section.game-type[data-type="flag_dash"]')
        section.locator("details.table-settings > summary").click()
        section.locator("#flag_dash-private").wait_for()
        section.screenshot(path=str(shot(person.page, f"social-{person.size}-lobby")))
        person.fits("lobby")
        for route, ready, name in (
            ("#/play", "form.seek-form", "quick-play"),
            ("#/challenges", "form.challenge-form", "challenges"),
            ("#/my-games", ".my-games-list li", "my-games"),
            ("#/leaderboard/flag_dash", ".ladder tbody tr", "leaderboard"),
            (f"#/player/{me}", ".ratings", "profile"),
        ):
            person.go(route)
            person.page.wait_for_selector(ready)
            person.page.wait_for_timeout(200)  # the lists settle
            person.fits(name)
            assert axe_violations(person.page) == [], name
            assert "null" not in person.page.inner_text("main"), name
        assert person.errors == []
    finally:
        person.context.close()
