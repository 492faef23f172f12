"""A bot's turn: read only the seat's pre-rendered view and legal moves, pick, submit.

The bot never sees the true state. Its random generator is seeded from (game, seat, version),
so a redelivered task picks the same move, and the command's idempotency key (derived from the
same triple) plus the expected version make a second submission harmless.
"""

from __future__ import annotations

import json

from dashgames.engine import Rng, get_game
from dashgames.platform.store import Store
from dashgames.rules.results import Command


def bot_command(store: Store, game_id: str, seat: int, version: int) -> Command | None:
    """The move the seat's bot makes at ``version``, or None when the task is out of date."""
    meta, view_json, legal_json = store.seat_inputs(game_id, seat)
    if not meta or meta["st"] != "active" or int(meta["v"]) != version or not legal_json:
        return None
    row = json.loads(meta["seats"])[seat]
    if row["k"] != "bot":
        return None
    game = get_game(meta["type"])
    bot = game.bots.get(row.get("b") or "", game.bots[game.default_bot_level])
    legal = [game.moves.parse(raw) for raw in json.loads(legal_json)]
    if not legal:
        return None
    rng = Rng.from_seed(f"{game_id}:{seat}:{version}")
    move = bot(json.loads(view_json), seat, legal, rng)
    return Command(
        game_id, "move", seat, f"bot-{seat}-{version}", game.moves.dump(move),
        expected_version=version, idempotency_key=f"ai:{seat}:{version}",
    )
