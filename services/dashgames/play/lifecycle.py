"""Creating a game: seats, a secret seed with its public commitment, the first state.

The seed is 128 random bits from ``secrets``; its SHA-256 is public from the start (every read
shows it) and the seed itself only in the replay, once the game has ended.
"""

from __future__ import annotations

import json
import secrets
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from dashgames.accounts.types import Player
from dashgames.engine import BadOptions, get_game, seed_commitment
from dashgames.engine.options import resolve_options
from dashgames.engine.play import new_game
from dashgames.infra.redis_client import dumps
from dashgames.play import clocks, notices
from dashgames.play.errors import RatedWithHouseBots
from dashgames.play.followups import Followups
from dashgames.play.reconciler import owed_at
from dashgames.play.seats import SeatRow, account_row, all_filled
from dashgames.play.snapshot import render, summary_fields, timers_with_deadlines
from dashgames.play.store import Store
from dashgames.play.types import ClockSpec, SeatSpec

FIRST_VERSION = 1


@dataclass(frozen=True)
class Table:
    """What the platform sets up beyond a creator's choices, for the games it makes itself (a
    rematch, a pairing) and for private games: the id, players seated from the start, extra
    summary fields (``prv``, ``inv``...), and ``if_absent``: store the game only if no game has
    the id yet, so that two processes making the same game make it once. ``also`` queues more
    writes (the seeks' new state) in the same MULTI as the game; ``started`` adds fields to the
    players' ``game_started`` events (a rematch's ``rematch_of``)."""

    game_id: str = ""
    seated: Mapping[int, Player] = field(default_factory=dict)
    meta: Mapping[str, str] = field(default_factory=dict)
    if_absent: bool = False
    also: Callable[[Any], None] | None = None
    started: Mapping[str, Any] = field(default_factory=dict)  # more in each game_started


def seat_rows(game_type: str, specs: list[SeatSpec]) -> list[SeatRow]:
    game = get_game(game_type)
    rows: list[SeatRow] = []
    for i, spec in enumerate(specs):
        if spec.kind == "bot":
            level = game.bot_level(spec.bot_level or game.default_bot_level)
            if level is None:
                raise BadOptions(
                    f"{game.id} has no bot level {spec.bot_level!r}",
                    field=f"seats[{i}].bot_level", allowed=game.bot_levels(),
                )
            rows.append({"k": "bot", "b": level})
        else:
            rows.append({"k": "human"})
    return rows


def create_game(
    store: Store, followups: Followups, creator: Player, game_type: str,
    options: dict[str, Any] | None, specs: list[SeatSpec], creator_seat: int | None,
    clock: ClockSpec | None = None, table: Table | None = None, rated: bool = False,
) -> str:
    """Set the game up and store it; returns its id. Bots start playing once it is full.
    ``rated``: the result will update the players' ratings (``dashgames.history.archive``), so
    every seat must be an account's: a house bot seat is refused. ``table``: what the platform
    sets up beyond the creator's choices (the id, accounts seated from the start: a challenge's
    two players, a rematch's, a pairing's)."""
    table = table or Table()
    game = get_game(game_type)
    if rated and any(spec.kind == "bot" for spec in specs):
        raise RatedWithHouseBots(
            "a rated game seats only accounts (players and bot accounts), not house bots",
            seats=[i for i, spec in enumerate(specs) if spec.kind == "bot"])
    rows = seat_rows(game_type, specs)
    sitting = dict(table.seated)
    if creator_seat is not None:
        sitting[creator_seat] = creator
    for seat, player in sorted(sitting.items()):
        if not 0 <= seat < len(rows) or rows[seat]["k"] != "human" or rows[seat].get("p"):
            raise BadOptions("the creator's seat must be one of the human seats", field="seat")
        rows[seat].update(account_row(player.id, player.name, player.is_bot, player.owner))
    resolved = resolve_options(game.options, options)
    clock_meta = clocks.configure(game, clock, len(rows))
    seed = secrets.token_hex(16)
    state = new_game(game, len(rows), resolved, seed)
    status = "active" if all_filled(rows) else "open"
    running, started = timers_with_deadlines(game, state, "", active=status == "active")
    created = time.time()
    game_id = table.game_id or secrets.token_hex(6)
    meta = summary_fields(game, state, status, running)
    meta.update(
        type=game.id, n=str(len(rows)), opt=dumps(resolved), seats=dumps(rows),
        at=repr(created), sha=seed_commitment(seed), seed=seed, v=str(FIRST_VERSION),
        av=str(FIRST_VERSION), by=creator.id, **{"rated": "1" if rated else "0", **table.meta},
    )
    finished = game.outcome(state) is not None
    if clock_meta:  # the table's clock starts with the game (at once when it starts full)
        ticked = clocks.tick(clock_meta, rows, json.loads(meta["act"]), FIRST_VERSION)
        assert ticked is not None
        meta["clk"] = ticked.raw
        started = [*started, *ticked.tasks]
    rendered = render(game, state, len(rows), finished)
    to_act = [int(s) for s in sorted(game.to_act(state))]
    owed = owed_at(rows, to_act, [*running, *clocks.running(meta.get("clk", ""))], meta["st"],
                   created, store.settings.owed_grace)
    told = []
    if meta["st"] == "active":
        told = [*notices.games_started(game_id, game.id, FIRST_VERSION, rows,
                                       meta["rated"] == "1", table.started),
                *notices.your_turns(game_id, game.id, FIRST_VERSION, rows, to_act,
                                    meta.get("clk", ""))]
    stored = store.create(game_id, meta, dumps(game.state_to_json(state)), rendered, game.id,
                          created, owed_at=owed, if_absent=table.if_absent, also=table.also,
                          notices=[(n.player_id, n.type, n.body, n.moves_of) for n in told])
    if stored and meta["st"] == "active":
        followups.after_commit(game_id, FIRST_VERSION, rows, to_act, started)
    return game_id
