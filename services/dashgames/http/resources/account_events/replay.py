"""What is still open, listed at the start of an account stream's connection (``replay=true``),
as Lichess's event stream does when it connects: a bot that was away answers the challenges
sent meanwhile and picks up its games without a second request.

Records, in order: ``challenge_received`` for each pending challenge to the account,
``challenge_sent`` for each pending challenge from it, ``game_ongoing`` for each active game it
sits in (whose turn it is), then ``your_turn`` (with the legal moves) for each such game that
waits for the account's seat. Each carries ``replayed: true`` and, as its ``id``, the cursor
the connection started from: storing it never moves a client's cursor past a real event.
"""

from __future__ import annotations

import json
from typing import Any

from dashgames.accounts.types import Player
from dashgames.http.port import Backend
from dashgames.infra.errors import PlatformError

MOST_GAMES = 100


def open_records(source: Backend, player: Player, cursor: str) -> list[dict[str, Any]]:
    """The replayed records for ``player``, each with ``id`` ``cursor`` (see the module)."""
    found: list[dict[str, Any]] = []

    def add(kind: str, data: dict[str, Any]) -> None:
        found.append({"id": cursor, "type": kind, "data": data, "replayed": True})

    challenges = source.list_challenges(player)
    for direction, kind in (("in", "challenge_received"), ("out", "challenge_sent")):
        for challenge in reversed(challenges.get(direction, [])):  # oldest first
            if challenge.get("status") == "pending":
                add(kind, challenge)
    games = source.my_games(player, "active", None, None, MOST_GAMES, None)["games"]
    owed: list[dict[str, Any]] = []
    for game in games:
        to_act = list(game.get("to_act") or [])
        add("game_ongoing", {"game_id": game["id"], "game_type": game["type"],
                             "seat": game["seat"], "version": game["version"],
                             "to_act": to_act, "my_turn": game["seat"] in to_act})
        if game["seat"] in to_act:
            owed.append(game)
    for game in owed:
        try:
            legal = source.legal_moves(player, game["id"])
        except PlatformError:  # the game moved on or ended since the list was read
            continue
        add("your_turn", {"game_id": game["id"], "game_type": legal.game_type,
                          "version": legal.version, "seat": legal.seat,
                          "legal_moves": json.loads(legal.moves_json), "clock": None})
    return found
