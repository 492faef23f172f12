"""The contract's examples, taken from a real Double Dash! game played with the engine.

Every operation shows an example of its answer (and of its request body); they come from the
rules themselves, from a fixed seed, so they stay true when the rules or views change and the
document stays the same from one export to the next. ``tests/contract`` checks each against its
operation's schema.
"""

from __future__ import annotations

from functools import cache
from typing import Any

import dashgames.games  # noqa: F401 - registers every game
from dashgames.engine import get_game, seed_commitment, visible_events
from dashgames.http.contract import catalogue_entry

GAME_ID = "5f1c0a9e2b7d"
GAME = "double_dash"
SEED = "example"
CREATED_AT = 1767225600.0


@cache
def _played() -> dict[str, Any]:
    """The opening of an example game: seat 0 (a person) makes its first move against the
    greedy bot in seat 1."""
    game = get_game(GAME)
    state = game.setup(2, {}, SEED)
    seat = min(game.to_act(state))
    legal = [game.moves.dump(m) for m in game.legal_moves(state, seat)]
    after, events = game.apply(state, seat, game.moves.parse(legal[0]))
    return {"game": game, "state": state, "seat": seat, "legal": legal, "after": after,
            "events": visible_events(events, seat), "to_act": sorted(game.to_act(after))}


def summary(version: int = 1) -> dict[str, Any]:
    played = _played()
    return {
        "id": GAME_ID, "type": GAME, "status": "active", "options": {},
        "seats": [
            {"seat": 0, "kind": "human", "player_id": "a1b2c3d4e5f6", "player_name": "ada",
             "bot_level": None, "resigned": False,
             "is_bot": False, "bot_owner": None},
            {"seat": 1, "kind": "bot", "player_id": None, "player_name": None,
             "bot_level": "greedy", "resigned": False,
             "is_bot": True, "bot_owner": None},
        ],
        "version": version, "seed_sha256": seed_commitment(SEED), "created_at": CREATED_AT,
        "to_act": [played["seat"]] if version == 1 else played["to_act"],
        "outcome": None, "timers": [], "clock": None, "rated": False, "private": False,
        "rematch_of": None,
    }


def game_read(seat: int | None = 0) -> dict[str, Any]:
    played = _played()
    return {"type": GAME, "game": summary(), "seat": seat, "version": 1,
            "view": played["game"].view(played["state"], seat)}


def legal_moves() -> dict[str, Any]:
    played = _played()
    return {"game_type": GAME, "seat": played["seat"], "version": 1, "moves": played["legal"]}


def move() -> dict[str, Any]:
    move: dict[str, Any] = _played()["legal"][0]
    return move


def staged_moves() -> dict[str, Any]:
    return {"moves": [move()]}


def turn_preview() -> dict[str, Any]:
    """The example's first move staged: a side's first turn has one die, so it ends the turn
    and the preview shows the board as it was (``stop``: ``turn_over``)."""
    played = _played()
    assert played["seat"] not in played["to_act"], "the example's first move ends its turn"
    return {"game_type": GAME, "seat": played["seat"], "version": 1, "shown": 0,
            "stop": "turn_over", "view": played["game"].view(played["state"], played["seat"]),
            "legal_moves": []}


def move_result() -> dict[str, Any]:
    played = _played()
    return {"game_type": GAME, "status": "applied", "command_id": "9c4e2f7a1b3d5e60",
            "version": 2, "events": played["events"], "error": None,
            "to_act": played["to_act"], "legal_moves": None, "clock": None}


def event_page() -> dict[str, Any]:
    played = _played()
    records = [{"game_type": GAME, "id": f"2-{i}", "version": 2, "seq": i,
                "to_act": played["to_act"], "event": event, "legal_moves": None}
               for i, event in enumerate(played["events"], start=1)]
    return {"events": records, "last_event_id": records[-1]["id"]}


def replay() -> dict[str, Any]:
    played = _played()
    return {"game_type": GAME, "players": 2, "options": {}, "seed": SEED,
            "seed_sha256": seed_commitment(SEED),
            "moves": [{"actor": played["seat"], "move": move(), "version": 2}],
            "events": played["events"],
            "outcome": {"winners": [0], "ranks": [1, 2], "scores": None,
                        "score_direction": "higher", "reason": "captured_all",
                        "detail": "captured_all"}}


def replay_frames() -> dict[str, Any]:
    played = _played()
    game = played["game"]
    return {"frames": [
        {"step": 0, "version": 1, "actor": None, "move": None,
         "view": game.view(played["state"], None)},
        {"step": 1, "version": 2, "actor": played["seat"], "move": move(),
         "view": game.view(played["after"], None)},
    ]}


def game_type() -> dict[str, Any]:
    return catalogue_entry(get_game(GAME))


NEW_GAME = {"type": GAME, "seats": [{"kind": "human"}, {"kind": "bot", "level": "greedy"}],
            "seat": 0}
NEW_PLAYER = {"name": "ada-bot", "bot": True, "accepts": ["double_dash"]}
PLAYER = {"id": "a1b2c3d4e5f6", "name": "ada", "is_bot": False, "bot_owner": None,
          "accepts": None, "token_id": "t0k3n1d", "scopes": ["read", "play"]}
PLAYER_CREATED = {"id": "5d41402abc4b", "name": "ada-bot", "is_bot": True, "bot_owner": None,
                  "accepts": ["double_dash"], "token": "dg_3q2-example-token-shown-once",
                  "token_id": "t0k3n1d", "scopes": ["read", "bot"]}
JOIN = {"seat": 1}
HEALTH = {"ok": True, "checks": {"process": "up"}}
READY = {"ok": True, "checks": {"redis": "ok", "broker": "ok"}}
