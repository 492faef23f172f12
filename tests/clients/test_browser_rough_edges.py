"""Rough edges a person met playing (issue 26), each played through the screen as a person
does: clicks reach what they aim at, and the words on screen are true and complete."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.clients.checks import covered_targets
from tests.clients.ui import (
    LANDED,
    MOVE_TARGET,
    SELECTOR,
    TURN_OR_END,
    api,
    create_game,
    open_lobby,
    play_one,
    play_to_end,
)
from tests.support.service_helpers import wait_until

pytestmark = pytest.mark.browser

# The point at the centre of each drawn tunnel: what a click there lands on.
TUNNEL_HITS = """() => [...document.querySelectorAll('svg.flag-yard circle.tunnel')].map((c) => {
  const r = c.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return hit ? hit.getAttribute('class') : 'nothing';
})"""


def test_flag_dash_tunnels_take_clicks_and_the_winner_is_named(desktop: Any,
                                                               base_url: str) -> None:
    page = desktop
    open_lobby(page, base_url, "web")
    create_game(page, "flag_dash", {"round_limit": "3"})
    page.wait_for_selector(TURN_OR_END, timeout=30000)
    hits = page.evaluate(TUNNEL_HITS)
    assert hits, "no tunnel drawn"
    assert all("yard-square" in h for h in hits), hits  # the square under the tunnel, not it
    covered: list[str] = []
    play_to_end(page, seconds=150, each=lambda: covered.extend(covered_targets(page)))
    assert covered == []
    page.wait_for_selector(".results-panel .headline")
    log = page.locator(".log").inner_text()
    assert "undefined" not in log
    assert log.count("The game is over") == 1, log  # the winner said once
    end = page.locator(".log li", has_text="The game is over:").first.inner_text()
    assert any(words in end for words in ("Red wins", "White wins", "a draw")), end


def _module(page: Any, path: str, script: str) -> Any:
    """Run ``script`` (a function of the module) on one of the client's modules, as loaded."""
    base = page.evaluate("document.querySelector('link[rel=modulepreload]').href"
                         ".split('/shared/')[0]")
    return page.evaluate(f"import('{base}/shared/{path}').then({script})")


def test_flag_dash_names_the_winning_team_as_the_server_sends_it(desktop: Any,
                                                                 base_url: str) -> None:
    open_lobby(desktop, base_url, "web")
    said = _module(desktop, "games/flag_dash.words.js", """m => ['red', 'white'].map((w) =>
      m.narrate({type: 'game_over', winner: w, reason: 'the flag reached enemy territory'},
                {who: (s) => `Seat ${s + 1}`, view: null}))""")
    assert said == ["The game is over: Red wins (the flag reached enemy territory).",
                    "The game is over: White wins (the flag reached enemy territory)."]


def _token(page: Any) -> str:
    return str(page.evaluate("localStorage.getItem('dashgames.token')"))


def test_a_player_whose_time_ran_out_takes_the_seat_back(desktop: Any, base_url: str) -> None:
    """You and bob, 4 s a move: your time runs out, a bot plays your turn; while bob thinks you
    take your seat back from the screen, and your next turn is yours again."""
    page = desktop
    open_lobby(page, base_url, "web")
    create_game(page, "double_dash")  # the page's player is made by the lobby, as a person's
    bob = api(base_url, "/v1/players", {"name": "bob"})["token"]
    game = api(base_url, "/v1/games", {
        "type": "dicey_curves", "options": {"race_length": 8, "cars_per_player": 1},
        "seats": [{"kind": "human"}, {"kind": "human"}], "seat": 0,
        "clock": {"per_move_seconds": 4}}, _token(page))
    api(base_url, f"/v1/games/{game['id']}/join", {"seat": 1}, bob)
    page.goto(f"{base_url}/web/#/game/{game['id']}")
    button = page.locator("button.reclaim-seat")
    button.wait_for(timeout=20000)  # your time ran out: a bot plays the seat
    assert "A bot is playing your seat." in page.locator(".game-screen .status").inner_text()
    assert page.locator(".message[data-kind=error]:not(:empty)").count() == 0
    button.click()
    page.wait_for_selector(".log li:has-text('You took the seat back from the bot.')")
    # the event stream may tell it before the join's own answer comes back and says it
    page.wait_for_selector(".message:has-text('You have your seat back')", timeout=5000)
    page.wait_for_selector('.game-screen[data-my-turn="true"]', timeout=15000)
    assert page.locator("button.reclaim-seat").count() == 0


def test_a_game_bots_finished_after_both_timed_out_is_not_a_win(desktop: Any,
                                                                base_url: str) -> None:
    page = desktop
    open_lobby(page, base_url, "web")
    create_game(page, "double_dash")
    bob = api(base_url, "/v1/players", {"name": "bob"})["token"]
    game = api(base_url, "/v1/games", {
        "type": "dicey_curves", "options": {"race_length": 2, "cars_per_player": 1},
        "seats": [{"kind": "human"}, {"kind": "human"}], "seat": 0,
        "clock": {"per_move_seconds": 1}}, _token(page))
    api(base_url, f"/v1/games/{game['id']}/join", {"seat": 1}, bob)
    page.goto(f"{base_url}/web/#/my-games")
    row = page.locator(f'.my-game.finished[data-game="{game["id"]}"]')
    for _ in range(30):  # both clocks run out, the bots race to the end, the game is archived
        page.select_option("#mg-status", "finished")
        page.wait_for_timeout(1000)
        if row.count():
            break
        page.select_option("#mg-status", "active")
    line = row.locator(".mg-line").inner_text()
    assert line.startswith("Your time ran out; a bot finished it (the bot "), line


def test_a_double_dash_timeout_is_told_as_one(desktop: Any, base_url: str) -> None:
    """Losing on time is said once, as time (not also as a resignation), in the log, the
    results and the replay."""
    page = desktop
    open_lobby(page, base_url, "web")
    create_game(page, "double_dash")
    bot = {"kind": "bot", "level": None}
    game = api(base_url, "/v1/games", {"type": "double_dash", "seats": [{"kind": "human"}, bot],
                                       "seat": 0, "clock": {"per_move_seconds": 1}}, _token(page))
    page.goto(f"{base_url}/web/#/game/{game['id']}")
    page.wait_for_selector(".results-panel .headline", timeout=20000)
    page.wait_for_selector(".log li:has-text('The game is over')")
    log = page.locator(".log").inner_text()
    assert "You ran out of time and forfeited." in log
    assert "resigned" not in log, log
    assert "Bot 2 wins (the other side ran out of time)" in log
    reason = page.locator(".results-panel .reason").inner_text()
    assert reason == "How it ended: you ran out of time."
    page.locator("button.replay").click()
    page.wait_for_selector(".replay-screen")
    page.get_by_role("button", name="Last", exact=True).click()
    page.wait_for_selector(".replay-screen .results-panel .headline")
    label = page.locator(".replay-screen").inner_text()
    assert "undefined" not in label
    assert "Guest resigned or ran out of time" in label  # the seat's one name


def test_dash_and_cache_tells_claims_rounds_and_points_truly(desktop: Any,
                                                             base_url: str) -> None:
    """A claim nobody challenged stands (it is not "rejected"); a game without a round limit
    has no "of 0"; each seat's points are in view."""
    page = desktop
    open_lobby(page, base_url, "web")
    create_game(page, "dash_and_cache", {"timer_seconds": "2", "round_limit": "3",
                                         "room_size": "24"})
    play_to_end(page, seconds=150)
    game_id = page.evaluate("location.hash.split('/')[2]")
    view = api(base_url, f"/v1/games/{game_id}", token=_token(page))["view"]
    panel = page.locator(".cache-panel")
    text = panel.inner_text()
    assert "Round 3 of 3" in text
    standing = [c for c in view["claims"] if not c["accepted"]]
    assert text.count("stands (nobody challenged it)") == len(standing)
    assert text.count("rejected") == len(view["rejected"])
    points = panel.locator(".points li").all_inner_texts()
    names = ["Guest (you)", "Bot 2"]  # each seat's one name
    assert points == [f"{names[s]}: {p} point{'' if p == 1 else 's'}"
                      for s, p in enumerate(view["points"])]
    bot = {"kind": "bot", "level": None}
    unlimited = api(base_url, "/v1/games", {"type": "dash_and_cache", "seats": [{"kind": "human"},
                                            bot], "seat": 0}, _token(page))
    page.goto(f"{base_url}/web/#/game/{unlimited['id']}")
    page.wait_for_selector(".cache-panel .phase:has-text('Round 1')")
    assert page.locator(".cache-panel .phase").inner_text().startswith("Round 1 (no round limit);")


def test_a_move_made_offline_is_held_and_sent_when_the_connection_returns(
        browser: Any, base_url: str) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    sent: list[str] = []
    page.on("request", lambda r: sent.append(r.headers.get("idempotency-key", ""))
            if r.method == "POST" and r.url.endswith("/moves") else None)
    try:
        open_lobby(page, base_url, "web")
        create_game(page, "double_dash")
        page.wait_for_selector('.game-screen[data-my-turn="true"]', timeout=20000)
        version = page.locator(".game-screen").get_attribute("data-version")
        context.set_offline(True)
        page.locator(SELECTOR).first.click()  # a piece, then where it lands
        page.locator(MOVE_TARGET).first.click()
        message = page.locator(".message[data-kind=pending]")
        message.wait_for(timeout=5000)
        assert "No connection: it goes as soon as the connection is back." in message.inner_text()
        page.wait_for_timeout(1500)  # a try or two, refused by the network
        context.set_offline(False)
        page.wait_for_function(LANDED, arg=version, timeout=15000)
        page.wait_for_selector(".log li:has-text('You moved')")
        assert page.locator(".message[data-kind=error]:not(:empty)").count() == 0
        keys = [k for k in sent if k]
        assert keys and len(set(keys)) == 1, keys  # every try carried the same key
        assert page.locator(".log li:has-text('You moved')").count() == 1
    finally:
        context.close()


def test_a_bad_link_says_so_in_a_sentence(desktop: Any, base_url: str) -> None:
    open_lobby(desktop, base_url, "web")
    desktop.goto(f"{base_url}/web/#/game/0000deadbeef")
    message = desktop.locator(".message[data-kind=error]")
    message.wait_for()
    assert message.inner_text() == ("There is no such game: the link may be mistyped, "
                                    "or the game was removed.")
    assert desktop.locator(".game-title").inner_text() == "This game could not be opened"


def test_one_score_is_said_in_the_singular(desktop: Any, base_url: str) -> None:
    open_lobby(desktop, base_url, "web")
    said = _module(desktop, "screens/common.js", """m => m.resultsPanel(
      {seats: [{seat: 0, kind: 'human', player_name: 'ada'}, {seat: 1, kind: 'bot'}],
       outcome: {winners: [0], ranks: [1, 2], scores: [1, 0]}}, 0,
      {scoring: {unit: 'stations visited'}}).querySelector('.ranking').textContent""")
    assert "You · 1 station visited" in said and "Bot 2 · 0 stations visited" in said, said


PRESS = """([selector, ms]) => new Promise((done) => {
  const el = document.querySelector(selector);
  const r = el.getBoundingClientRect();
  const touch = new Touch({identifier: 1, target: el, clientX: r.left + 5, clientY: r.top + 5});
  el.dispatchEvent(new TouchEvent('touchstart', {bubbles: true, touches: [touch]}));
  setTimeout(() => {
    el.dispatchEvent(new TouchEvent('touchend', {bubbles: true, cancelable: true}));
    document.querySelector(selector).click();  // the tap that ends the press (on the card
    // as drawn now: the screen may have been redrawn meanwhile)
    done();
  }, ms);
})"""


def test_a_long_press_shows_the_tip_and_makes_no_move(phone: Any, base_url: str) -> None:
    page = phone
    open_lobby(page, base_url, "mobile")
    create_game(page, "flag_dash", {"round_limit": "3"}, tap=True)
    card = '.plan-hand .flag-card[data-card="run_forward"]'
    page.wait_for_selector(card)
    tip = page.locator(card).get_attribute("title")
    assert tip and len(tip) > 20
    page.evaluate(PRESS, [card, 700])
    shown = page.locator(".touch-tip:not([hidden])")
    assert shown.inner_text() == tip
    assert page.locator(".plan-hand .selected").count() == 0  # asking selected nothing
    page.evaluate(PRESS, [card, 100])  # a short tap: no tip, the card is chosen
    assert page.locator(".touch-tip:not([hidden])").count() == 0
    page.wait_for_selector(".plan-hand .selected")


def test_a_spectator_of_a_finished_game_reads_no_null(desktop: Any, base_url: str) -> None:
    token = api(base_url, "/v1/players", {"name": "host"})["token"]
    bots = [{"kind": "bot", "level": None}, {"kind": "bot", "level": None}]
    game = api(base_url, "/v1/games", {"type": "double_dash", "seats": bots, "seat": None}, token)
    for _ in range(120):  # the bots play it out; then a spectator opens it
        if api(base_url, f"/v1/games/{game['id']}")["game"]["status"] == "finished":
            break
        desktop.wait_for_timeout(500)
    desktop.goto(f"{base_url}/web/#/game/{game['id']}?watch=1")
    desktop.wait_for_selector(".results-panel .headline", timeout=20000)
    desktop.wait_for_selector(".results button.replay")
    text = desktop.locator("main").inner_text()
    assert "null" not in text and "undefined" not in text


ON_TARGET = "document.activeElement.closest('.board-wrap [data-target-key]') !== null"


def test_the_focus_goes_to_the_board_when_a_turn_starts(desktop: Any, base_url: str) -> None:
    page = desktop
    on_target = ON_TARGET
    open_lobby(page, base_url, "web")
    create_game(page, "double_dash")
    page.wait_for_selector('.game-screen[data-my-turn="true"]', timeout=20000)
    page.wait_for_function(on_target)  # the game opened on your turn: the focus is on it
    page.keyboard.press("Enter")  # the keyboard chooses a piece right away
    page.wait_for_selector(".board-wrap .selected")
    while page.locator('.game-screen[data-my-turn="true"]').count():  # play your turn out
        version = page.locator(".game-screen").get_attribute("data-version")
        if play_one(page) and not page.locator(".board-wrap .selected").count():
            page.wait_for_function(LANDED, arg=version, timeout=15000)
    # the target clicked last went with the redraw: nothing has the focus (no blur here: a
    # blur after the next turn drew would take away the focus the test waits for)
    page.wait_for_selector(TURN_OR_END, timeout=20000)
    if page.locator('.game-screen[data-my-turn="true"]').count():
        page.wait_for_function(on_target, timeout=5000)  # your next turn starts on the board too


def test_the_keyboard_stays_on_the_board_after_a_move(desktop: Any, base_url: str) -> None:
    """A move made with the keyboard redraws the board: when it is your turn again (the same
    turn goes on, or the bot replied before any draw showed its turn), the focus is on a
    target again, not dropped on the page."""
    page = desktop
    open_lobby(page, base_url, "web")
    create_game(page, "double_dash")
    for _ in range(3):  # three moves made with the keyboard alone
        page.wait_for_selector('.game-screen[data-my-turn="true"]', timeout=20000)
        page.wait_for_function(ON_TARGET, timeout=5000)
        version = page.locator(".game-screen").get_attribute("data-version")
        if not page.locator(".board-wrap .selected").count():
            page.keyboard.press("Enter")  # the piece the focus is on
            page.wait_for_selector(".board-wrap .selected")
        page.wait_for_function(ON_TARGET, timeout=5000)  # still on the board, on the piece
        for _ in range(40):  # past the other pieces to where the chosen one lands
            page.keyboard.press("Tab")
            if page.evaluate("!!document.activeElement.closest('.board-wrap .landing')"):
                break
        page.keyboard.press("Enter")
        if page.locator(".chooser:not([hidden])").count():
            page.keyboard.press("Enter")  # one square, two dice: the first is taken
        page.wait_for_function(LANDED, arg=version, timeout=15000)
        page.wait_for_selector(TURN_OR_END, timeout=20000)
        if page.locator('.game-screen[data-status="finished"]').count():
            return


def test_a_move_overtaken_by_others_is_news_not_an_error(desktop: Any, base_url: str) -> None:
    """Simultaneous phases (Dash and Cache's grabs and votes) often meet a newer version: that
    is said calmly, not as a red error."""
    page = desktop
    open_lobby(page, base_url, "web")
    create_game(page, "double_dash")
    page.wait_for_selector('.game-screen[data-my-turn="true"]', timeout=20000)
    body = json.dumps({"code": "STALE_VERSION", "message": "stale", "details": {}})
    page.route("**/v1/games/*/moves", lambda route: route.fulfill(
        status=409, body=body, headers={"Content-Type": "application/json"}))
    assert play_one(page) and play_one(page)  # a piece, then where it lands
    message = page.locator(".message:has-text('moved on')")
    message.wait_for()
    assert message.get_attribute("data-kind") != "error"
    assert message.inner_text() == ("The game moved on before your move arrived: "
                                    "here is the new position.")
    page.unroute("**/v1/games/*/moves")


def test_the_lobby_starts_with_the_quickest_games(phone: Any, base_url: str) -> None:
    """On a phone Double Dash! (the quickest to learn) is the first form, on the first screen,
    not the fifth ~2,000 px down; the long games come last."""
    open_lobby(phone, base_url, "mobile")
    order = phone.eval_on_selector_all("section.game-type", "els => els.map(e => e.dataset.type)")
    assert order[:2] == ["double_dash", "flag_dash"] and order[-1] == "dash_and_cache", order
    top = phone.locator('section.game-type[data-type="double_dash"]').bounding_box()
    assert top is not None and top["y"] < 844, top


def test_a_notice_never_covers_the_phone_board(phone: Any, base_url: str) -> None:
    """A challenge arrives while you play on a phone: the notice takes its place above the
    screen, and the board stays uncovered."""
    page = phone
    open_lobby(page, base_url, "mobile")
    create_game(page, "double_dash", tap=True)
    page.wait_for_selector('.game-screen[data-my-turn="true"]', timeout=20000)
    me = api(base_url, "/v1/players/me", token=_token(page))
    bob = api(base_url, "/v1/players", {"name": "bob"})["token"]
    api(base_url, "/v1/challenges", {"to": me["id"], "type": "double_dash", "seat": 0}, bob)
    notice = page.locator(".notice-challenge")
    notice.wait_for(timeout=30000)
    box, board = notice.bounding_box(), page.locator(".board-wrap svg.board").bounding_box()
    assert box and board
    apart = box["y"] + box["height"] <= board["y"] or box["y"] >= board["y"] + board["height"]
    assert apart, (box, board)


def test_a_dicey_curves_combo_offers_only_dice_that_lead_to_a_move(desktop: Any,
                                                                   base_url: str) -> None:
    """Dice 0 and 1 make a combo, dice 2 and 3 another: once die 0 is chosen only die 1 (and
    die 0, to take it out) may be pressed; no die leads to a dead end."""
    open_lobby(desktop, base_url, "web")
    offered = _module(desktop, "games/dicey_curves.js", """m => [[], [0], [0, 1], [2]].map((c) =>
      [...m.offeredDice([{type: 'drive', car: 0, dice: [0, 1]}, {type: 'drive', car: 0,
        dice: [2, 3]}, {type: 'reroll', dice: [3]}, {type: 'end_turn'}], c)].sort())""")
    assert offered == [[0, 1, 2, 3], [0, 1], [0, 1], [2, 3]]


def test_arrow_keys_move_the_focus_across_the_board(desktop: Any, base_url: str) -> None:
    """On your turn the focus is on a piece; the right arrow goes to the piece to its right
    on the screen, the left arrow back."""
    page = desktop
    open_lobby(page, base_url, "web")
    create_game(page, "double_dash")
    page.wait_for_selector('.game-screen[data-my-turn="true"]', timeout=20000)
    page.wait_for_function(ON_TARGET, timeout=5000)
    where = "(() => { const r = document.activeElement.getBoundingClientRect();" \
            " return [r.x, r.y]; })()"
    first = page.evaluate(where)
    key = page.evaluate("document.activeElement.dataset.targetKey")
    page.keyboard.press("ArrowRight")
    right = page.evaluate(where)
    assert page.evaluate(ON_TARGET)
    assert right[0] > first[0] and abs(right[1] - first[1]) < 5, (first, right)
    page.keyboard.press("ArrowLeft")
    assert page.evaluate("document.activeElement.dataset.targetKey") == key


def test_an_archived_game_shows_the_log_it_showed_live(desktop: Any, base_url: str,
                                                       game_service: Any) -> None:
    """Once a finished game is archived and its live keys expire, its page reads the history:
    the same log, line for line (the log was empty here before the events were served from
    the archive)."""
    page = desktop
    open_lobby(page, base_url, "web")
    create_game(page, "double_dash")
    bot = {"kind": "bot", "level": None}
    game = api(base_url, "/v1/games", {"type": "double_dash", "seats": [{"kind": "human"}, bot],
                                       "seat": 0, "clock": {"per_move_seconds": 1}}, _token(page))
    page.goto(f"{base_url}/web/#/game/{game['id']}")
    page.wait_for_selector(".log li:has-text('The game is over')", timeout=20000)
    live = page.locator(".log li").all_inner_texts()
    wait_until(lambda: game_service.store.meta(game["id"]).get("arch") == "1", 60, 0.2)
    game_service.store.redis.delete(*game_service.store.game_keys(game["id"]))  # the expiry
    page.reload()  # the page read afresh, from the history now
    page.wait_for_selector(".log li:has-text('The game is over')", timeout=20000)
    assert len(live) >= 2 and page.locator(".log li").all_inner_texts() == live
