"""A tiny game for testing the engine on its own: players take 1 or 2 stones in turn.

Taking the last stone wins. Chance picks the first player; a turn timer skips a slow player;
resigning forfeits. Small on purpose: every engine path (options, codec, timers, replay) has
something to run against without depending on a real game.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, ClassVar, Literal

from dashgames.engine import (
    Event,
    Game,
    GameOver,
    IllegalMove,
    MoveCodec,
    NotYourTurn,
    Option,
    Outcome,
    Rng,
    Seat,
    Timer,
    UnknownTimer,
    event,
    private_event,
)


@dataclass(frozen=True)
class Take:
    kind: ClassVar[str] = "take"
    count: int


@dataclass(frozen=True)
class Taunt:
    kind: ClassVar[str] = "taunt"
    word: Literal["ha", "ho"]
    loud: bool = False


@dataclass(frozen=True)
class StonesState:
    rng: int
    players: int
    stones: int
    turn: int
    first: int
    winner: int | None = None
    resigned: tuple[int, ...] = ()

    @property
    def to_move(self) -> int:
        return (self.first + self.turn) % self.players


@dataclass(frozen=True)
class StonesView:
    stones: int
    to_move: int | None
    turn: int
    first: int
    players: int
    winner: int | None


class Stones(Game[StonesState, Take | Taunt]):
    id = "toy_stones"
    title = "Stones"
    min_players = 2
    max_players = 3
    chance = True
    timers = True
    resign_policy = "forfeit"
    options = (Option("stones", "int", 7, "stones on the pile", minimum=1, maximum=30),)
    state_type = StonesState
    view_type = StonesView
    moves: ClassVar[MoveCodec[Any]] = MoveCodec("toy_stones", (Take, Taunt))

    def setup(self, players: int, options: dict[str, Any], seed: int | str) -> StonesState:
        rng = Rng.from_seed(seed)
        first = rng.below(players)
        return StonesState(rng.state, players, options["stones"], 0, first)

    def to_act(self, state: StonesState) -> frozenset[Seat]:
        return frozenset() if state.winner is not None else frozenset((state.to_move,))

    def legal_moves(self, state: StonesState, seat: Seat) -> list[Take | Taunt]:
        if seat not in self.to_act(state):
            return []
        return [Take(n) for n in (1, 2) if n <= state.stones]

    def apply(
        self, state: StonesState, seat: Seat, move: Take | Taunt
    ) -> tuple[StonesState, list[Event]]:
        if state.winner is not None:
            raise GameOver("over")
        if seat != state.to_move:
            raise NotYourTurn("wait")
        if not isinstance(move, Take) or move.count not in (1, 2) or move.count > state.stones:
            raise IllegalMove("take 1 or 2 stones that are there")
        stones = state.stones - move.count
        after = replace(state, stones=stones, turn=state.turn + 1)
        events = [
            event("took", seat=seat, count=move.count),
            private_event([seat], "note", left=stones),
        ]
        if stones == 0:
            after = replace(after, winner=seat)
        return after, events

    def view(self, state: StonesState, seat: Seat | None) -> dict[str, Any]:
        to_move = None if state.winner is not None else state.to_move
        return {
            "stones": state.stones,
            "to_move": to_move,
            "turn": state.turn,
            "first": state.first,
            "players": state.players,
            "winner": state.winner,
        }

    def outcome(self, state: StonesState) -> Outcome | None:
        if state.winner is None:
            return None
        ranks = tuple(1 if s == state.winner else 2 for s in range(state.players))
        return Outcome((state.winner,), ranks, "last_stone")

    def sample_hidden(self, view: dict[str, Any], seat: Seat | None, rng: Rng) -> StonesState:
        return StonesState(
            rng.next_u64(),
            view["players"],
            view["stones"],
            view["turn"],
            view["first"],
            view["winner"],
        )

    def pending_timers(self, state: StonesState) -> tuple[Timer, ...]:
        return () if state.winner is not None else (Timer(f"turn-{state.turn}", 30.0),)

    def on_timer(self, state: StonesState, timer_id: str) -> tuple[StonesState, list[Event]]:
        if timer_id not in {t.id for t in self.pending_timers(state)}:
            raise UnknownTimer("no such timer", timer=timer_id)
        return replace(state, turn=state.turn + 1), [event("skipped", seat=state.to_move)]

    def resign(self, state: StonesState, seat: Seat) -> tuple[StonesState, list[Event]]:
        winner = (seat + 1) % state.players
        return replace(state, winner=winner, resigned=(seat,)), [event("resigned", seat=seat)]


STONES = Stones()
