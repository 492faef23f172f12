"""Test-only games for the service tests: secrets per seat, dice, a turn clock, both policies.

"Toy duel": two seats race their score to a target; on a turn the seat rolls one or two dice.
Each seat holds a secret number from the start that only it may see until the end (so views
and events can be checked for leaks). With ``turn_seconds`` > 0 a turn clock runs: when it
fires, the seat to move loses its turn. ``toy_duel`` forfeits on resign; ``toy_duel_handover``
hands a resigning seat to its default bot.

The worker processes import this module through ``DASHGAMES_EXTRA_GAMES=tests.support.toy_games``
(with the project root on ``PYTHONPATH``); importing it registers the games. The test process
registers them only while the service tests run (``register_all``/``unregister_all``), so other
suites that list every registered game (the OpenAPI contract, say) never see them.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, ClassVar

from dashgames.engine import (
    Event,
    Game,
    IllegalMove,
    MoveCodec,
    Option,
    Outcome,
    Rng,
    Seat,
    Timer,
    UnknownTimer,
    event,
    private_event,
    register,
)
from dashgames.engine import registry as _registry


@dataclass(frozen=True)
class DuelState:
    rng: int
    target: int
    turn_seconds: float
    secrets: tuple[int, ...]
    scores: tuple[int, ...]
    to_move: int | None
    turn: int
    winner: int | None = None
    reason: str | None = None


@dataclass(frozen=True)
class Roll:
    """Roll ``dice`` dice (one or two) and add them to your score."""

    kind: ClassVar[str] = "roll"
    dice: int


MOVES: MoveCodec[Roll] = MoveCodec("toy_duel", (Roll,))


def _random_bot(view: dict[str, Any], seat: Seat, legal: list[Any], rng: Rng) -> Any:
    return rng.choice(legal)


def _steady_bot(view: dict[str, Any], seat: Seat, legal: list[Any], rng: Rng) -> Any:
    return legal[-1]


class ToyDuel(Game[DuelState, Roll]):
    id = "toy_duel"
    title = "Toy duel"
    min_players = 2
    max_players = 2
    chance = True
    hidden_info = True
    timers = True
    resign_policy = "forfeit"
    options = (
        Option("target", "int", 12, "score that wins", minimum=3, maximum=1000),
        Option("turn_seconds", "float", 0.0, "turn clock; 0 for none", minimum=0, maximum=60),
    )
    state_type = DuelState
    moves: ClassVar[MoveCodec[Any]] = MOVES
    bots = {"random": _random_bot, "steady": _steady_bot}
    default_bot_level = "steady"

    def setup(self, players: int, options: dict[str, Any], seed: int | str) -> DuelState:
        rng = Rng.from_seed(seed)
        secrets = (rng.roll(), rng.roll())
        return DuelState(rng.state, options["target"], float(options["turn_seconds"]),
                         secrets, (0, 0), 0, 1)

    def to_act(self, state: DuelState) -> frozenset[Seat]:
        return frozenset() if state.to_move is None else frozenset((state.to_move,))

    def legal_moves(self, state: DuelState, seat: Seat) -> list[Roll]:
        return [Roll(1), Roll(2)] if seat == state.to_move else []

    def apply(self, state: DuelState, seat: Seat, move: Roll) -> tuple[DuelState, list[Event]]:
        if move.dice not in (1, 2):
            raise IllegalMove("roll one or two dice", field="dice")
        rng = Rng(state.rng)
        values = [rng.roll() for _ in range(move.dice)]
        scores = list(state.scores)
        scores[seat] += sum(values)
        events = [event("rolled", seat=seat, dice=values),
                  private_event([seat], "secret_reminder", secret=state.secrets[seat])]
        if scores[seat] >= state.target:
            events.append(event("won", seat=seat))
            return replace(state, rng=rng.state, scores=tuple(scores), to_move=None,
                           winner=seat, reason="target"), events
        return replace(state, rng=rng.state, scores=tuple(scores), to_move=1 - seat,
                       turn=state.turn + 1), events

    def view(self, state: DuelState, seat: Seat | None) -> dict[str, Any]:
        over = state.winner is not None
        return {
            "you": seat, "scores": list(state.scores), "to_move": state.to_move,
            "turn": state.turn, "target": state.target,
            "my_secret": state.secrets[seat] if seat is not None else None,
            "secrets": list(state.secrets) if over else None,
            "winner": state.winner,
        }

    def outcome(self, state: DuelState) -> Outcome | None:
        if state.winner is None:
            return None
        ranks = tuple(1 if s == state.winner else 2 for s in range(2))
        return Outcome((state.winner,), ranks, state.reason or "target")

    def sample_hidden(self, view: dict[str, Any], seat: Seat | None, rng: Rng) -> DuelState:
        secrets = tuple(view["my_secret"] if s == seat else rng.roll() for s in range(2))
        return DuelState(rng.state, view["target"], 0.0, secrets, tuple(view["scores"]),
                         view["to_move"], view["turn"], view["winner"])

    def pending_timers(self, state: DuelState) -> tuple[Timer, ...]:
        if state.turn_seconds <= 0 or state.to_move is None:
            return ()
        return (Timer(f"turn-{state.turn}", state.turn_seconds),)

    def on_timer(self, state: DuelState, timer_id: str) -> tuple[DuelState, list[Event]]:
        if state.to_move is None or timer_id != f"turn-{state.turn}":
            raise UnknownTimer(f"no timer {timer_id}", timer=timer_id)
        lost = state.to_move
        return replace(state, to_move=1 - lost, turn=state.turn + 1), [
            event("timed_out", seat=lost)
        ]

    def resign(self, state: DuelState, seat: Seat) -> tuple[DuelState, list[Event]]:
        return replace(state, to_move=None, winner=1 - seat, reason="resigned"), [
            event("resigned", seat=seat)
        ]


class ToyDuelHandover(ToyDuel):
    id = "toy_duel_handover"
    title = "Toy duel (a resigning seat goes to a bot)"
    resign_policy = "bot"


GAMES = (ToyDuel(), ToyDuelHandover())


def register_all() -> None:
    for game in GAMES:
        register(game)


def unregister_all() -> None:
    for game in GAMES:
        _registry._GAMES.pop(game.id, None)


register_all()
