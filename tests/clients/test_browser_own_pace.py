"""Play at your own pace, in Chromium: two people on two devices (the web client at 1280x800,
the mobile client at 390x844) play a Dicey Curves game at one day per move with two days in the
bank, on a faked clock: the platform's clocks (``shift_clock``) and both browsers' (Playwright's
``clock``) move forward together, so that 19.5 hours pass before one move (each device shows
the seat's clock at what the server's deadline leaves) and 30.5 hours before another (its bank
pays the 6.5 hours over the day, and the game goes on). Each is told by push when it is their
turn: the server's Web Push request reaches a push service on loopback that decrypts it with
the device's keys, and that payload is delivered to the device's service worker through the
DevTools protocol (ServiceWorker.deliverPushMessage), which shows the notification. Ann goes
on vacation and back from the table's options (Bob is told through the game's presence). Every
move is staged and confirmed ("confirm my moves"), one is undone first; they say "GG" at the
end, which reaches each of them on the game's event stream too. Screenshots of the staged move
and the chat, both sizes."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from typing import Any

import pytest

from tests.clients.ui import LANDED, STAGED, api, confirming, shot, stage
from tests.support.push_service import Device, PushServiceStandIn, push_service

pytestmark = pytest.mark.browser

OPTIONS = {"race_length": 2, "round_limit": 8, "cars_per_player": 1}
HOUR, DAY = 3600.0, 86400.0
CLOCK = {"per_move_seconds": DAY, "bank_seconds": 2 * DAY}  # a day a move, two in the bank
# Before the move of this index, so many hours pass, and the seat's clock then reads so (the
# day and the bank less the hours: 2d 4h 30m, then 1d 17h 30m, less the real seconds).
LATER = {1: (19.5, "2d 4h"), 2: (30.5, "1d 17h")}
SLACK = 60.0  # real seconds a move may take on a loaded machine (they count on the clock too)
NOTES = """() => navigator.serviceWorker.ready.then(r => r.getNotifications())
  .then(ns => ns.map(n => ({title: n.title, body: n.body, url: n.data.url, tag: n.tag})))"""


@dataclass
class Person:
    name: str
    page: Any
    cdp: Any
    token: str
    id: str
    device: Device
    registrations: dict[str, str] = field(default_factory=dict)  # scope -> registration id
    pushes_seen: int = 0


def _person(browser: Any, base_url: str, service: PushServiceStandIn, name: str,
            mobile: bool) -> Person:
    size = {"width": 390, "height": 844} if mobile else {"width": 1280, "height": 800}
    extra: dict[str, Any] = {"device_scale_factor": 2, "is_mobile": True, "has_touch": True} \
        if mobile else {}
    context = browser.new_context(viewport=size, **extra)
    context.grant_permissions(["notifications"], origin=base_url)
    page = context.new_page()
    page.clock.install()  # the real time, running, until the test lets hours pass at once
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.errors = errors  # checked at the end
    created = api(base_url, "/v1/players", {"name": name})
    prefix = "m" if mobile else "web"
    page.goto(f"{base_url}/{prefix}/#/")
    confirming(page, base_url, created["token"], {"id": created["id"], "name": name})
    cdp = context.new_cdp_session(page)
    person = Person(name, page, cdp, created["token"], created["id"], service.device(name))
    cdp.on("ServiceWorker.workerRegistrationUpdated", lambda e: person.registrations.update(
        {r["scopeURL"]: r["registrationId"] for r in e["registrations"]}))
    cdp.send("ServiceWorker.enable")
    # The device opts in: its subscription (the loopback push service's endpoint, the
    # device's own keys) kept by the server through the API.
    kept = api(base_url, "/v1/players/me/push/subscriptions",
               {**person.device.subscription, "device": prefix}, created["token"])
    assert kept["device"] == prefix
    return person


def _open(person: Person, base_url: str, game_id: str, mobile: bool) -> None:
    prefix = "m" if mobile else "web"
    person.page.goto(f"{base_url}/{prefix}/#/game/{game_id}")
    person.page.wait_for_selector(".game-screen[data-version]")
    person.page.wait_for_selector("input.confirm-moves:checked", state="attached")
    if not mobile:  # the mobile client registers its worker itself; the web one on opting in
        person.page.evaluate("navigator.serviceWorker.register('sw.js')")
    person.page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    deadline = time.monotonic() + 10
    while not person.registrations and time.monotonic() < deadline:
        person.page.wait_for_timeout(50)
    assert person.registrations, "no service worker registration was seen"


def _told(person: Person, service: PushServiceStandIn, base_url: str, game_id: str,
          mobile: bool) -> dict[str, Any]:
    """The next push to this person's device: decrypted by the push service, delivered to the
    device's service worker, shown as a notification that links to the game."""
    [*_, push] = service.wait_for(person.name, person.pushes_seen + 1)
    person.pushes_seen = len([r for r in service.received if r.path == person.name])
    payload = person.device.decrypt(push.body)
    scope = f"{base_url}/{'m' if mobile else 'web'}/"
    person.cdp.send("ServiceWorker.deliverPushMessage", {
        "origin": base_url, "registrationId": person.registrations[scope],
        "data": json.dumps(payload)})
    url = f"{scope}#/game/{game_id}"
    person.page.wait_for_function(
        f"() => navigator.serviceWorker.ready.then(r => r.getNotifications())"
        f".then(ns => ns.some(n => n.data.url === {json.dumps(url)}))", timeout=10000)
    return payload


def _finished_push(service: PushServiceStandIn, person: Person) -> dict[str, Any]:
    """The "game finished" push (the history service writes it when it archives the game)."""
    ends = time.monotonic() + 20
    while time.monotonic() < ends:
        for received in [r for r in service.received if r.path == person.name]:
            payload = person.device.decrypt(received.body)
            if payload["type"] == "game_finished":
                return payload
        time.sleep(0.2)
    raise AssertionError(f"no game_finished push reached {person.name}")


def _to_act(base_url: str, game_id: str, token: str) -> tuple[str, list[int], int]:
    game = api(base_url, f"/v1/games/{game_id}", None, token)
    return game["game"]["status"], game["game"]["to_act"], game["version"]


def _clock(base_url: str, game_id: str, token: str) -> dict[str, Any]:
    return dict(api(base_url, f"/v1/games/{game_id}", None, token)["game"]["clock"])


def _let_pass(people: list[tuple[Person, bool]], shift_clock: Any, hours: float) -> float:
    """So many hours pass at once for the platform and both browsers; returns how far the
    platform's clocks are ahead of the real time."""
    ahead = float(shift_clock(hours * HOUR))
    for person, _ in people:
        person.page.clock.fast_forward(int(hours * HOUR * 1000))
    return ahead


def _clock_reads(page: Any, seat: int, text: str) -> None:
    """The seat's running clock on this page reads ``text``."""
    page.wait_for_function(
        "([seat, text]) => { const c = document.querySelector("
        "`.players .seat-${seat} .clock.running`); return c && c.textContent === text; }",
        arg=[seat, text], timeout=5000)


@pytest.mark.long  # two devices, push and a whole Dicey Curves game: about 40 s
def test_two_devices_play_at_their_own_pace_told_by_push(browser: Any, base_url: str,
                                                         shift_clock: Any) -> None:
    with push_service() as service:
        ann = _person(browser, base_url, service, "ann", mobile=False)
        bob = _person(browser, base_url, service, "bob", mobile=True)
        game = api(base_url, "/v1/games", {
            "type": "dicey_curves", "options": OPTIONS, "seat": 0,
            "seats": [{"kind": "human"}, {"kind": "human"}],
            "clock": CLOCK}, ann.token)
        game_id = game["id"]
        api(base_url, f"/v1/games/{game_id}/join", {"seat": 1}, bob.token)
        people = [(ann, False), (bob, True)]
        for person, mobile in people:
            _open(person, base_url, game_id, mobile)
        assert game["clock"]["per_move_seconds"] == DAY
        assert game["clock"]["bank"] == {"0": 2 * DAY, "1": 2 * DAY}
        # Ann goes on vacation from the table's options and comes back: Bob's side is told.
        ann.page.wait_for_selector(".vacation-note:has-text('30 days left this year')")
        ann.page.click(".vacation-toggle")
        ann.page.wait_for_selector(".vacation-note:has-text('at the latest')")
        away = api(base_url, f"/v1/games/{game_id}/presence", None, bob.token)["seats"]
        assert [s["vacation"] for s in away] == [True, False]
        tag = ".players .seat-0 .vacation-tag"  # beside Ann's name, at her next presence read
        bob.page.wait_for_selector(tag, timeout=15000)
        assert bob.page.locator(".players .seat-1 .vacation-tag").count() == 0
        assert bob.page.locator(".players .seat-0 .clock.paused").count() == 1  # not ticking
        shot(bob.page, "own-pace-vacation-390x844")
        ann.page.click(".vacation-toggle")
        ann.page.wait_for_selector(".vacation-note:has-text('left this year')")
        assert api(base_url, "/v1/players/me/vacation", None, ann.token)["on"] is False
        bob.page.wait_for_selector(tag, state="detached", timeout=15000)
        # a day a move reads in days and hours: the seat not to act shows its whole day
        idle = bob.page.locator(".players .clock.idle").first.text_content()
        assert idle == "1d 0h", idle

        undone = set()
        handoffs = moves = 0
        last_seat = None
        ends = time.monotonic() + 240
        while time.monotonic() < ends:
            status, to_act, version = _to_act(base_url, game_id, ann.token)
            if status == "finished":
                break
            [seat] = to_act
            person, mobile = people[seat]
            if seat != last_seat:  # the turn changed hands: the player is told by push
                told = _told(person, service, base_url, game_id, mobile)
                assert (told["type"], told["url"]) == ("your_turn", f"#/game/{game_id}")
                handoffs += 1
                last_seat = seat
                # The menu counts the games waiting on this player: this one.
                person.page.wait_for_function(
                    "() => { const c = document.querySelector('.app-menu .turn-count');"
                    " return c && !c.hidden && c.textContent === '1'; }", timeout=35000)
            page = person.page
            page.wait_for_selector(
                f'.game-screen[data-my-turn="true"][data-version="{version}"]', timeout=15000)
            later = LATER.get(moves)
            if later:  # hours pass before this move, on every clock: the server's, both pages'
                hours, reads = later
                bank = _clock(base_url, game_id, ann.token)["bank"][str(seat)]
                ahead = _let_pass(people, shift_clock, hours)
                deadline = _clock(base_url, game_id, ann.token)["deadlines"][str(seat)]
                left = deadline - (time.time() + ahead)  # the deadline, on the server's clock
                assert DAY + bank - hours * HOUR - SLACK < left <= DAY + bank - hours * HOUR
                for each, _ in people:  # both devices show it, in days and hours
                    _clock_reads(each.page, seat, reads)
            stage(page)
            if seat not in undone:  # the first staged move: seen, then taken back
                shot(page, f"own-pace-staged-{'390x844' if mobile else '1280x800'}")
                page.click(".staged .undo-move")
                assert page.locator(STAGED).count() == 0
                assert _to_act(base_url, game_id, ann.token)[2] == version  # nothing was sent
                undone.add(seat)
                stage(page)
            page.click(STAGED)
            page.wait_for_function(LANDED, arg=str(version), timeout=15000)
            moves += 1
            if later:  # it landed late in its day or past it: past it, the bank paid the rest
                clock = _clock(base_url, game_id, ann.token)
                drawn = bank - clock["bank"][str(seat)]
                over = max(0.0, hours * HOUR - DAY)
                if over:
                    assert over <= drawn < over + SLACK, (drawn, over)
                else:  # within its day: the bank stays whole
                    assert drawn == 0, drawn
                # The game went on: the next seat's day and bank run from this move.
                status, [after], _ = _to_act(base_url, game_id, ann.token)
                assert status == "active"
                given = clock["deadlines"][str(after)] - (time.time() + ahead)
                assert DAY + clock["bank"][str(after)] - SLACK < given \
                    <= DAY + clock["bank"][str(after)]
        else:
            raise AssertionError(f"the game did not end ({moves} moves)")
        assert handoffs >= 2 and moves >= 4

        # The end: each is told the game finished, and they say GG.
        for person, _ in people:
            assert _finished_push(service, person)["url"] == f"#/game/{game_id}"
            person.page.wait_for_function(  # no game waits on anyone: the count is gone
                "() => document.querySelector('.app-menu .turn-count').hidden", timeout=35000)
            person.page.wait_for_selector('.game-screen[data-status="finished"]')
            person.page.click('.chat-phrase[data-phrase="gg"]')
        for person, mobile in people:
            person.page.wait_for_function(
                "() => document.querySelectorAll('.chat-line .chat-said').length >= 2",
                timeout=10000)
            said = person.page.locator(".chat-line .chat-said").all_inner_texts()
            assert said == ["GG", "GG"]
            person.page.locator(".chat").scroll_into_view_if_needed()
            shot(person.page, f"own-pace-chat-{'390x844' if mobile else '1280x800'}")
            assert not person.page.errors, person.page.errors
        # The same words on the game's event stream, on the chat's own cursor: each person's
        # long poll (their token) carries both, and the events' cursor is the game's last.
        for person, _ in people:
            whole = api(base_url, f"/v1/games/{game_id}/events?chat_after=0&limit=200", None,
                        person.token)
            page_chat = [(m["seat"], m["text"]) for m in whole["chat"]]
            assert sorted(page_chat) == [(0, "GG"), (1, "GG")] and whole["chat_last_id"] == 2
            after = api(base_url, f"/v1/games/{game_id}/events?after={whole['last_event_id']}"
                        "&chat_after=2", None, person.token)
            assert (after["events"], after["chat"]) == ([], [])
