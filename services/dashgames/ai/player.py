"""A bot's turn: read only the seat's pre-rendered view and legal moves, pick, submit.

The bot never sees the true state. Its random generator is seeded from (game, seat, version),
so a redelivered task picks the same move (a search level's choice also depends on how far its
time budget got), and the command's idempotency key (derived from the same triple) plus the
expected version make a second submission harmless.

The search levels think for ``DASHGAMES_AI_SECONDS`` counted from the task's start, so reading
the inputs is part of the budget; the think time of every move is a metric
(``dashgames_bot_think_seconds``).
"""

from __future__ import annotations

import json
import time

from dashgames.ai.budget import Budget
from dashgames.ai.levels import choose
from dashgames.engine import Rng, get_game
from dashgames.infra.metrics import BOT_THINK
from dashgames.play import clocks
from dashgames.play.results import Command
from dashgames.play.store import Store

MIN_SECONDS = 0.05
"""The least a search gets, however long reading its inputs took."""
CLOCK_MARGIN = 0.5
"""Seconds a bot leaves on its seat's clock: the move still has to reach the rules worker and
be applied before the deadline (a take-over bot on a short clock must not lose on time)."""


def think_seconds(seconds: float, clock: str, seat: int, at: float) -> float:
    """What a search level may think: ``seconds``, but no further than ``CLOCK_MARGIN`` before
    the seat's clock deadline (``clock``: the game's ``clk`` meta; unix time ``at``), and never
    under ``MIN_SECONDS``."""
    found = clocks.seat_clock(clock, seat)
    deadline = None if found is None else found["deadline"]
    if deadline is not None:
        seconds = min(seconds, deadline - at - CLOCK_MARGIN)
    return max(MIN_SECONDS, seconds)


def bot_command(
    store: Store, game_id: str, seat: int, version: int, seconds: float = 1.0
) -> Command | None:
    """The move the seat's bot makes at ``version``, or None when the task is out of date."""
    started = time.monotonic()
    meta, view_json, legal_json = store.seat_inputs(game_id, seat)
    if not meta or meta["st"] != "active" or int(meta["v"]) != version or not legal_json:
        return None
    row = json.loads(meta["seats"])[seat]
    if row["k"] != "bot":
        return None
    game = get_game(meta["type"])
    # A level this build no longer knows (a rolled-back deploy) plays the default.
    level = game.bot_level(row.get("b") or "") or game.default_bot_level
    legal = [game.moves.parse(raw) for raw in json.loads(legal_json)]
    if not legal:
        return None
    rng = Rng.from_seed(f"{game_id}:{seat}:{version}")
    left = think_seconds(seconds - (time.monotonic() - started), meta.get("clk", ""), seat,
                         clocks.now())
    move = choose(game.id, level, json.loads(view_json), seat, legal, rng, Budget(seconds=left))
    command = Command(
        game_id, "move", seat, f"bot-{seat}-{version}", game.moves.dump(move),
        expected_version=version, idempotency_key=f"ai:{seat}:{version}",
    )
    BOT_THINK.labels(game.id, level).observe(time.monotonic() - started)
    return command
