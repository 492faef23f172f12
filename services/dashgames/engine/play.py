"""Generic play on top of any ``Game``: checked creation and moves, replays, random playouts."""

from __future__ import annotations

from typing import Any

from dashgames.engine.errors import BadOptions, GameOver, NotYourTurn
from dashgames.engine.options import resolve_options
from dashgames.engine.protocol import Event, Game, Seat
from dashgames.engine.rng import Rng


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


def checked_apply(
    game: Game[Any, Any], state: Any, seat: Seat, raw_move: Any
) -> tuple[Any, list[Event]]:
    """Everything a move from outside must pass before the game's own ``apply`` sees it."""
    if game.outcome(state) is not None:
        raise GameOver("the game is over", seat=seat)
    if seat not in game.to_act(state):
        raise NotYourTurn(f"seat {seat} may not move now", seat=seat)
    move = game.moves.parse(raw_move)
    return game.apply(state, seat, move)


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
    for _ in range(max_moves):
        if game.outcome(state) is not None:
            break
        seats = sorted(game.to_act(state))
        choices = [(s, m) for s in seats for m in game.legal_moves(state, s)]
        if not choices:
            timers = game.pending_timers(state)
            if not timers:
                raise RuntimeError(f"{game.id}: nobody can act and no timer runs")
            timer = min(timers, key=lambda t: (t.seconds, t.id))
            state, _ = game.on_timer(state, timer.id)
            log.append(("timer", timer.id))
            continue
        seat, move = rng.choice(choices)
        state, _ = game.apply(state, seat, move)
        log.append((seat, game.moves.dump(move)))
    return state, log
