"""Generic play on top of any ``Game``: checked creation and moves, replays, and the one loop
that plays a game forward (``play_forward``), which random playouts, the arena, the search,
the training environment and the tests all use."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any, Final, Literal

from dashgames.engine.errors import BadOptions, GameOver, NotYourTurn
from dashgames.engine.options import resolve_options
from dashgames.engine.protocol import Event, Game, Seat, Timer
from dashgames.engine.rng import Rng

STOP: Final = "stop"
"""What a chooser returns to stop playing forward (nothing is applied)."""
Choice = tuple[Seat, Any] | Literal["stop"] | None
Chooser = Callable[[Any, list[Seat], int], Choice]
"""``choose(state, seats, ply)``: ``seats`` are those to act, sorted, and ``ply`` the number of
steps played so far. Returns (seat, parsed move), None when nobody moves now (the next timer
fires), or ``STOP``."""


def new_game(
    game: Game[Any, Any], players: int, options: dict[str, Any] | None, seed: int | str
) -> Any:
    """Validate the player count and options, fill defaults, and set the game up."""
    if isinstance(players, bool) or not isinstance(players, int):
        raise BadOptions("players must be an integer", field="players")
    if not game.min_players <= players <= game.max_players:
        raise BadOptions(
            f"{game.id} takes {game.min_players} to {game.max_players} players",
            field="players",
        )
    resolved = resolve_options(game.options, options)
    game.validate_options(players, resolved)
    return game.setup(players, resolved, seed)


def checked_move(game: Game[Any, Any], state: Any, seat: Seat, raw_move: Any) -> Any:
    """Everything a move from outside must pass before the game's own ``apply`` sees it: the
    game goes on, the seat is to act, the move parses. Returns the parsed move."""
    if game.outcome(state) is not None:
        raise GameOver("the game is over", seat=seat)
    if seat not in game.to_act(state):
        raise NotYourTurn(f"seat {seat} may not move now", seat=seat)
    return game.moves.parse(raw_move)


def checked_apply(
    game: Game[Any, Any], state: Any, seat: Seat, raw_move: Any
) -> tuple[Any, list[Event]]:
    """``apply`` after ``checked_move``."""
    return game.apply(state, seat, checked_move(game, state, seat, raw_move))


def replay(
    game: Game[Any, Any],
    players: int,
    options: dict[str, Any] | None,
    seed: int | str,
    moves: list[tuple[Any, Any]],
) -> tuple[Any, list[Event]]:
    """Re-run a game from its seed: each entry is (seat, move JSON) or ("timer", timer id)."""
    state = new_game(game, players, options, seed)
    events: list[Event] = []
    for actor, move in moves:
        state, evs = apply_recorded(game, state, actor, move)
        events.extend(evs)
    return state, events


def apply_recorded(
    game: Game[Any, Any], state: Any, actor: Any, move: Any
) -> tuple[Any, list[Event]]:
    """One recorded step: a seat's move (checked), ("timer", timer id) or ("resign", seat)."""
    if actor == "timer":
        return game.on_timer(state, move)
    if actor == "resign":
        return game.resign(state, move)
    return checked_apply(game, state, actor, move)


@dataclass(frozen=True)
class Step:
    """One step played forward: ``seat`` moved ``move`` (parsed), or a timer fired (``seat``
    None, ``move`` the timer id); ``state`` is the state after it, which emitted ``events``."""

    seat: Seat | None
    move: Any
    state: Any
    events: list[Event]


def soonest_timer(game: Game[Any, Any], state: Any) -> Timer | None:
    """The running timer due first (ties by id), or None."""
    timers = game.pending_timers(state)
    return min(timers, key=lambda t: (t.seconds, t.id)) if timers else None


def play_forward(
    game: Game[Any, Any],
    state: Any,
    choose: Chooser,
    *,
    max_steps: int,
    until: Callable[[Any], bool] | None = None,
    next_timer: Callable[[Any], Timer | None] | None = None,
    stop_when_stuck: bool = False,
) -> Iterator[Step]:
    """Play ``state`` forward, one ``Step`` at a time: a move ``choose`` picks, else the timer
    ``next_timer`` names (default: ``soonest_timer``).

    Stops when the game is over, when ``until(state)`` holds (asked after the game-over check),
    when ``choose`` says ``STOP``, or after ``max_steps`` steps (the last step's state is not
    checked then); where nobody moves and no timer runs, stops if ``stop_when_stuck``, else
    raises ``RuntimeError``. The caller may also leave the loop at any step.
    """
    pick_timer = next_timer or (lambda s: soonest_timer(game, s))
    for ply in range(max_steps):
        if game.outcome(state) is not None or (until is not None and until(state)):
            return
        choice = choose(state, sorted(game.to_act(state)), ply)
        if choice == STOP:
            return
        if choice is None:
            timer = pick_timer(state)
            if timer is None:
                if stop_when_stuck:
                    return
                raise RuntimeError(f"{game.id}: nobody can act and no timer runs")
            state, events = game.on_timer(state, timer.id)
            yield Step(None, timer.id, state, events)
            continue
        seat, move = choice
        state, events = game.apply(state, seat, move)
        yield Step(seat, move, state, events)


def random_playout(
    game: Game[Any, Any],
    players: int,
    seed: int | str,
    options: dict[str, Any] | None = None,
    max_moves: int = 20_000,
) -> tuple[Any, list[tuple[Any, Any]]]:
    """Play uniformly random legal moves (and fire due timers) until the game ends."""
    rng = Rng.from_seed(f"playout:{seed}")
    state = new_game(game, players, options, seed)
    log: list[tuple[Any, Any]] = []
    for step in play_forward(game, state, uniform_chooser(game, rng), max_steps=max_moves):
        state = step.state
        log.append(("timer", step.move) if step.seat is None
                   else (step.seat, game.moves.dump(step.move)))
    return state, log


def uniform_chooser(game: Game[Any, Any], rng: Rng) -> Chooser:
    """Every (seat, legal move) of the seats to act equally likely; None when there is none."""

    def choose(state: Any, seats: list[Seat], ply: int) -> Choice:
        choices = [(s, m) for s in seats for m in game.legal_moves(state, s)]
        return rng.choice(choices) if choices else None

    return choose
