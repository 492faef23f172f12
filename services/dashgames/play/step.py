"""A command's step on the game as read: a move, a timer, a seat taken or given up. Each
returns the ``Change`` it makes (None: nothing to do, for a timer the game no longer has
pending) or raises the ``RulesError`` the rules refuse it with; nothing here writes the game."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from dashgames.engine import GameOver
from dashgames.engine.play import checked_apply
from dashgames.infra.errors import Forbidden
from dashgames.play import clocks
from dashgames.play import seats as seating
from dashgames.play.change import Change
from dashgames.play.errors import DeadlinePassed, NotStarted
from dashgames.play.followups import Followups
from dashgames.play.store import Store


def step(store: Store, followups: Followups, read: Change) -> Change | None:
    """What the command does to the game as read (None: nothing, for a timer the game no
    longer has pending); a ``RulesError`` when the rules refuse it."""
    cmd = read.cmd
    seats = seating.load_seats(read.meta["seats"])
    if cmd.kind == "move":
        return _move(read, seats)
    if cmd.kind == "timer":
        return _timer(followups, read)
    if cmd.kind == "join":
        back = clocks.reclaim(seats, read.status, cmd.move["player"])
        if back is not None:
            seats, events = back
            return replace(read, events=events, seats=seats)
        seats, events, status = seating.take_seat(
            seats, read.status, cmd.move["player"], cmd.move["name"], cmd.seat,
            bool(cmd.move.get("bot")), cmd.move.get("owner"),
        )
        # "My games" lists it from now on; written before the commit, so a crash between
        # the two leaves an entry the listing finds unseated and drops, never a gap.
        store.indexes.index_seat(cmd.move["player"], cmd.game_id)
        return replace(read, events=events, seats=seats, status=status)
    if cmd.kind == "resign":
        assert cmd.seat is not None
        return _resign(read, seats, cmd.seat)
    raise ValueError(f"unknown command kind {cmd.kind!r}")


def _move(read: Change, seats: list[dict[str, Any]]) -> Change:
    cmd = read.cmd
    if read.status == "open":
        raise NotStarted("the game waits for players", game_id=cmd.game_id)
    assert cmd.seat is not None
    if cmd.scope is not None and seating.seat_of(seats, cmd.scope) != cmd.seat:
        # The seat changed hands since the caller looked (a resignation, say).
        raise Forbidden("you no longer hold that seat", game_id=cmd.game_id)
    late = clocks.late_timer(read.meta, cmd.seat, clocks.now(), read.paused)
    if late is not None:
        raise DeadlinePassed("the deadline for this move has passed",
                                    game_id=cmd.game_id, timer=late)
    new_state, events = checked_apply(read.game, read.state, cmd.seat, cmd.move)
    return replace(read, new_state=new_state, events=events, actor=cmd.seat, move=cmd.move)


def _timer(followups: Followups, read: Change) -> Change | None:
    timer_id = read.cmd.move
    if timer_id.startswith(clocks.CLOCK_TIMER):
        expiry = clocks.expire(read)  # the table's clock: whoever is past its deadline
        due = None if expiry is not None else clocks.early(
            read.meta.get("clk", ""), timer_id, clocks.now(), read.paused)
        if due is not None:
            followups.after_commit(read.cmd.game_id, read.version, [], [],
                                        [{"id": timer_id, "deadline": due}])
        return expiry
    pending = {t.id for t in read.game.pending_timers(read.state)}
    if read.status != "active" or timer_id not in pending:
        return None  # the game moved on (or the clock was already handled)
    new_state, events = read.game.on_timer(read.state, timer_id)
    return replace(read, new_state=new_state, events=events, actor="timer", move=timer_id)


def _resign(read: Change, seats: list[dict[str, Any]], seat: int) -> Change:
    game, state = read.game, read.state
    if read.status == "open":
        seats, events = seating.leave_open_game(seats, seat)
        return replace(read, events=events, seats=seats)
    finished = read.status == "finished" or game.outcome(state) is not None
    if game.resign_policy == "forfeit":
        if finished:
            raise GameOver("the game is over", seat=seat)
        new_state, events = game.resign(state, seat)
        seats = [dict(row) for row in seats]
        seats[seat]["r"] = True
        return replace(read, new_state=new_state, events=events, actor="resign", move=seat,
                       seats=seats)
    seats, events = seating.hand_to_bot(game, seats, seat, finished)
    return replace(read, events=events, seats=seats)
