"""What one command does to a game, as it travels from the rules to the store's commit.

``Rules`` turns a command into a ``Change`` (the game as read, and the step the command makes),
``next_version`` works out the game after it (``NextVersion``: its summary fields, views and
legal moves, the clocks it starts, the submitter's answer), and the commit writes both.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from dashgames.engine import Event, Game, visible_events
from dashgames.infra.redis_client import dumps
from dashgames.play import clocks
from dashgames.play.results import Command
from dashgames.play.snapshot import render, summary_fields, timers_with_deadlines
from dashgames.play.types import MoveResult


@dataclass(frozen=True)
class Change:
    """A command's step on the game read at ``version``.

    ``new_state`` is ``state`` itself when the step changed no state (a join, a seat handed to
    a bot); ``actor`` is a seat, ``"timer"``, ``"resign"`` or ``"platform"``, and ``move`` what
    it did (a move, a timer id, the resigning seat); ``seats`` is None when they did not change.
    """

    cmd: Command
    game: Game[Any, Any]
    meta: dict[str, str]
    version: int
    state: Any
    new_state: Any
    status: str
    events: list[Event] = field(default_factory=list)
    actor: Any = "platform"
    move: Any = None
    seats: list[dict[str, Any]] | None = None
    paused: dict[str, list[list[float]]] | None = None  # vacations, by seat (clocks.Paused)

    @property
    def new_version(self) -> int:
        return self.version + 1


@dataclass(frozen=True)
class NextVersion:
    """The game after a change, as the commit writes it and the submitter is answered."""

    fields: dict[str, str]  # the summary fields it changes (``snapshot.summary_fields``)
    to_act: list[int]
    finished: bool
    rendered: dict[str, str] | None  # views and legal moves; None when the state is unchanged
    started_timers: list[dict[str, Any]]
    result: MoveResult
    events: list[Event]  # the step's, with the table clock's


def next_version(change: Change) -> NextVersion:
    game, cmd, state = change.game, change.cmd, change.new_state
    finished = game.outcome(state) is not None
    running, started = timers_with_deadlines(
        game, state, change.meta.get("tm", ""), active=change.status == "active" and not finished
    )
    fields = summary_fields(game, state, change.status, running)
    if change.seats is not None:
        fields["seats"] = dumps(change.seats)
    to_act: list[int] = json.loads(fields["act"])
    events = change.events
    if change.meta.get("clk"):  # the table's clock: deadlines for the seats handed the turn
        seats = change.seats if change.seats is not None else json.loads(change.meta["seats"])
        before = json.loads(change.meta["act"]) if change.meta.get("act") else []
        alone = change.actor if [change.actor] == before else None
        ticked = clocks.tick(change.meta["clk"], seats, to_act, change.new_version, alone,
                             change.paused)
        assert ticked is not None
        fields["clk"] = ticked.raw
        started = [*started, *ticked.tasks]
        events = [*events, *ticked.events]
    if not finished and _table_played_out(change, fields):
        finished, to_act, started = True, [], []
    if finished and change.status != "finished" and fields["out"]:
        # Every game of every type ends with this event, after its own end event if it has one.
        events = [*events, {"type": "game_finished", "outcome": json.loads(fields["out"])}]
    rendered = None
    if state is not change.state:
        rendered = render(game, state, int(change.meta["n"]), finished)
    own_moves = None
    if rendered is not None and cmd.seat in to_act:
        own_moves = rendered.get(f"m{cmd.seat}")
    result = MoveResult(
        "applied", cmd.command_id, change.new_version,
        tuple(visible_events(events, cmd.seat)),
        to_act=tuple(to_act), legal_moves_json=own_moves,
        clock=clocks.seat_clock(fields.get("clk", ""), cmd.seat), game_type=game.id,
    )
    return NextVersion(fields, to_act, finished, rendered, started, result, events)


BOT_TABLE_STEPS = 2000
"""A platform limit, not a rule: a table where no person sits (house bots and bot accounts
only) ends as a draw, reason ``step_limit``, at this version (docs/ARCHITECTURE.md, "Limits").
A table with a person at it plays on as the rulebook says."""


def _table_played_out(change: Change, fields: dict[str, str]) -> bool:
    """At ``BOT_TABLE_STEPS``, a table with no person seated: ``fields`` made a drawn end."""
    if change.new_version < BOT_TABLE_STEPS or fields["st"] != "active":
        return False
    seats = change.seats if change.seats is not None else json.loads(change.meta["seats"])
    if any(row.get("p") and not row.get("ib") for row in seats):
        return False
    players = int(change.meta["n"])
    fields.update(st="finished", act=dumps([]), tm=dumps([]), out=dumps({
        "winners": [], "ranks": [1] * players, "scores": None,
        "score_direction": change.game.score_direction, "reason": "step_limit",
        "detail": f"no person at the table after {BOT_TABLE_STEPS} steps"}))
    return True
