"""One seat, one name (issue 26): the bot in seat 2 is "Bot 2" and a person is their name in the
title, the player panels, the status, the board, the log, the move labels and the notices;
never "Seat 2 · bot (…)", "seat 2" or "hand 2"."""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.clients.ui import TURN_OR_END, create_game, open_lobby, play_one

pytestmark = pytest.mark.browser

# A seat called by its number: "seat 2", "Seat 2", "hand 2", "Hand 2".
NUMBERED = re.compile(r"\b(seat|hand) \d", re.IGNORECASE)

# Every move label and log line that concerns another seat, for each game that has one, with
# the seats named as the game screen names them (the renderers' own modules, as loaded).
SAID = """async () => {
  const base = document.querySelector('link[rel=modulepreload]').href.split('/shared/')[0];
  const load = (path) => import(`${base}/shared/${path}`);
  const [cache, dc, flag, common] = await Promise.all([load('games/dash_and_cache.words.js'),
    load('games/dc_dash.words.js'), load('games/flag_dash.words.js'), load('screens/common.js')]);
  const name = (seat) => ['ada', 'Bot 2', 'bob'][seat];
  const two = {hands: [{seat: 0, team: 0}, {seat: 1, team: 1}]};
  const three = {hands: [{seat: 0, team: 0}, {seat: 1, team: 0}, {seat: 2, team: 1},
    {seat: 2, team: 1}]};
  const summary = {seats: [{seat: 0, kind: 'human', player_name: 'ada'},
    {seat: 1, kind: 'bot'}, {seat: 2, kind: 'human', player_name: 'bob'}]};
  const told = common.narration(summary, 0, {});
  return [
    cache.describe({type: 'choose_opponent', seat: 1}, {}, name),
    cache.describe({type: 'choose_partner', seat: 2}, {}, name),
    cache.describe({type: 'break_tie', seat: 1}, {}, name),
    dc.describe({type: 'play_doors_closing', card: 'doors_closing', target: 1}, {}, name),
    flag.describe({type: 'spy', target: 1}, two, name),
    flag.describe({type: 'choose_first', hand: 3}, three, name),
    flag.narrate({type: 'card_spied', by: 0, hand: 2}, {who: name, view: three}),
    common.narrate(null, {type: 'seat_taken', seat: 2, player: 'bob'}, told),
    common.narrate(null, {type: 'seat_taken', seat: 0, player: 'ada'}, told),
    common.narrate(null, {type: 'seat_left', seat: 2}, told),
  ];
}"""


def test_move_labels_and_notices_call_a_seat_by_its_name(desktop: Any, base_url: str) -> None:
    open_lobby(desktop, base_url, "web")
    said = desktop.evaluate(SAID)
    assert said[:3] == ["Choose Bot 2 as opponent", "Choose bob as partner",
                        "Break the tie for Bot 2"]
    assert said[3].endswith(" on Bot 2") and said[3].startswith("Play "), said[3]
    assert said[4:7] == ["Spy on Bot 2 (White)", "bob (White, 2nd hand) goes first",
                         "ada (Red) spied on bob (White, 1st hand)."]
    assert said[7:] == ["bob joined the game.", "You joined the game.",
                        "A player left: the seat is open again."]


def test_a_seat_has_one_name_everywhere(desktop: Any, base_url: str) -> None:
    """Double Dash! and Flag Dash played a little: the bot in seat 2 is "Bot 2" in the title,
    the panels, the status, the board and the log (Flag Dash's hands too)."""
    page = desktop
    open_lobby(page, base_url, "web")
    create_game(page, "double_dash")
    page.wait_for_selector('.game-screen[data-my-turn="true"]', timeout=20000)
    play_one(page)
    play_one(page)
    page.wait_for_selector(".log li", timeout=15000)
    page.wait_for_selector('.game-screen[data-my-turn="true"]', timeout=20000)
    shown = page.evaluate("""() => [
      ...[...document.querySelectorAll('.game-title, .status, .players, .log, .board-wrap')]
        .map((e) => e.textContent)]""")
    text = " ".join(shown)
    assert "Bot 2" in page.locator(".players").inner_text()
    assert not NUMBERED.search(text.replace("You are in seat 1", "")), text[:400]
    assert "bot (" not in text
    page.goto(f"{base_url}/web/#/")
    create_game(page, "flag_dash", {"round_limit": "3"})
    page.wait_for_selector(TURN_OR_END, timeout=30000)
    hands = page.locator(".flag-panel .hands").inner_text()
    assert "Bot 2 (White)" in hands and not NUMBERED.search(hands), hands
    plan = page.locator(".flag-panel .plan h4").first.inner_text()
    assert plan.startswith("You (Red): "), plan
