"""Recorded games, perft-style: one seeded game per game type and player-count extreme.

A file ``tests/games/<game>/recorded/<players>p.json`` holds the seed, the options, and for
every step the actor, the move (or timer), the legal-move count of every seat to act before it
and a digest of the events it emitted; then the outcome and a digest of the final state.
``tests/games/test_recorded_games.py`` replays every file: a rules change that alters any
position (a move more or less anywhere, an event, the end) fails it, at the first step that
differs.

The games are played by the game's own bots: the strongest level (``default_bot_level``) at
even seats and ``random`` at odd ones, so the game ends in a modest number of steps and still
visits the odd positions only a random player reaches (Flag Dash's teams sit 0-1 and 2-3, so
each team has one of each); when that does not end within ``STEP_CAP`` steps, the strongest
level at every seat. A game with a ``round_limit`` option is recorded with it off (0) when it
then ends, else with ``random_play.ROUND_LIMIT``. The file records the options and levels.

Regenerate every file (after a deliberate rules change) with
``python -m tests.support.recorded_games --write``; name game ids to regenerate only those.
Without ``--write`` it only reports what it would write.
"""

from __future__ import annotations

import argparse
import hashlib
import json
from pathlib import Path
from typing import Any

import dashgames.games  # noqa: F401 - fills the registry
from dashgames.engine import BadOptions, Game, Rng, all_games, get_game
from dashgames.engine.options import resolve_options
from dashgames.engine.play import Choice, apply_recorded, new_game, play_forward
from tests.support.random_play import ROUND_LIMIT

GAMES_DIR = Path(__file__).resolve().parents[1] / "games"
STEP_CAP = 3_000
"""A recorded game longer than this is too big to keep (and to replay in seconds)."""


def recorded_path(game_id: str, players: int) -> Path:
    return GAMES_DIR / game_id / "recorded" / f"{players}p.json"


def recorded_files() -> list[Path]:
    return sorted(GAMES_DIR.glob("*/recorded/*p.json"))


def digest(value: Any) -> str:
    """A short fingerprint of JSON: events of a step, a final state."""
    text = json.dumps(value, sort_keys=True, separators=(",", ":"), allow_nan=False)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def legal_counts(game: Game[Any, Any], state: Any) -> list[list[int]]:
    """[seat, number of legal moves] for every seat to act."""
    return [[s, len(game.legal_moves(state, s))] for s in sorted(game.to_act(state))]


def outcome_json(game: Game[Any, Any], state: Any) -> dict[str, Any] | None:
    outcome = game.outcome(state)
    if outcome is None:
        return None
    return {
        "winners": list(outcome.winners),
        "ranks": list(outcome.ranks),
        "reason": outcome.reason,
        "scores": None if outcome.scores is None else list(outcome.scores),
    }


def check_replay(recorded: dict[str, Any], name: str = "recorded game") -> None:
    """Replay ``recorded`` step by step: the same seats to act with the same number of legal
    moves before every step, the same events from it, the same outcome and final state."""
    game = get_game(recorded["game"])
    state = new_game(game, recorded["players"], recorded["options"], recorded["seed"])
    for i, (actor, move, counts, events_digest) in enumerate(recorded["steps"]):
        where = f"{name} of {game.id}, step {i} ({actor} {json.dumps(move)})"
        assert game.outcome(state) is None, f"{where}: the game is already over"
        now = legal_counts(game, state)
        assert now == counts, f"{where}: [seat, legal moves] {now}, recorded {counts}"
        state, events = apply_recorded(game, state, actor, move)
        assert digest(events) == events_digest, f"{where}: the events changed: {events}"
    outcome = outcome_json(game, state)
    assert outcome == recorded["outcome"], f"{name}: the outcome changed: {outcome}"
    assert digest(game.state_to_json(state)) == recorded["final_state"], (
        f"{name}: the final state changed")


def policies(game: Game[Any, Any], players: int) -> list[list[str]]:
    """Bot levels by seat: strongest and random in turn, then the strongest everywhere."""
    strongest = game.default_bot_level
    mixed = [strongest if s % 2 == 0 else "random" for s in range(players)]
    return [mixed, [strongest] * players]


def play(
    game: Game[Any, Any], players: int, options: dict[str, Any], seed: str, seats: list[str]
) -> dict[str, Any] | None:
    """The recorded game, or None when it does not end within ``STEP_CAP`` steps."""
    rng = Rng.from_seed(f"policy:{seed}")
    state = new_game(game, players, options, seed)
    steps: list[list[Any]] = []
    counts: list[list[int]] = []

    def bots(state: Any, to_act: list[int], ply: int) -> Choice:
        nonlocal counts
        counts = legal_counts(game, state)
        movers = [s for s, n in counts if n]
        if not movers:
            return None  # the soonest timer fires
        seat = rng.choice(movers)
        legal = game.legal_moves(state, seat)
        return seat, game.bots[seats[seat]](game.view(state, seat), seat, legal, rng.fork())

    for step in play_forward(game, state, bots, max_steps=STEP_CAP):
        state = step.state
        done = step.move if step.seat is None else game.moves.dump(step.move)
        steps.append(["timer" if step.seat is None else step.seat, done, counts,
                      digest(step.events)])
    if game.outcome(state) is None:
        return None
    return {
        "about": "A seeded game recorded by tests/support/recorded_games.py (bots: "
        + ", ".join(seats)
        + "); tests/games/test_recorded_games.py replays it step by step.",
        "game": game.id,
        "players": players,
        "seed": seed,
        "options": options,
        "levels": seats,
        "steps": steps,
        "outcome": outcome_json(game, state),
        "final_state": digest(game.state_to_json(state)),
    }


def record(game: Game[Any, Any], players: int) -> dict[str, Any]:
    """The first policy and options that end the game within ``STEP_CAP`` steps: the round
    limit off where the game allows it, mixed levels before the strongest everywhere."""
    seed = f"recorded:{game.id}:{players}p"
    for options in _option_choices(game, players):
        for seats in policies(game, players):
            recorded = play(game, players, options, seed, seats)
            if recorded is not None:
                return recorded
    raise AssertionError(f"{game.id} with {players} players: no end within {STEP_CAP} steps")


def _option_choices(game: Game[Any, Any], players: int) -> list[dict[str, Any]]:
    """No ``round_limit`` option: as it is. Else the limit off (0; a game that cannot switch
    it off today gets its largest), then bounded by ``ROUND_LIMIT``."""
    limit = next((o for o in game.options if o.name == "round_limit"), None)
    if limit is None:
        return [{}]
    off = {"round_limit": 0}
    try:
        game.validate_options(players, resolve_options(game.options, off))
    except BadOptions:
        off = {"round_limit": int(limit.maximum or ROUND_LIMIT)}
    return [off, {"round_limit": ROUND_LIMIT}]


def dumps(recorded: dict[str, Any]) -> str:
    """JSON with one step per line, so a regenerated file diffs step by step."""
    head = {k: v for k, v in recorded.items() if k not in ("steps", "outcome", "final_state")}
    lines = ["{"]
    lines += [f"  {json.dumps(k)}: {json.dumps(v)}," for k, v in head.items()]
    lines.append('  "steps": [')
    steps = [f"    {json.dumps(s, separators=(',', ':'))}" for s in recorded["steps"]]
    lines.append(",\n".join(steps))
    lines.append("  ],")
    lines.append(f'  "outcome": {json.dumps(recorded["outcome"])},')
    lines.append(f'  "final_state": {json.dumps(recorded["final_state"])}')
    lines.append("}")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", help="game ids (default: every registered game)")
    parser.add_argument("--write", action="store_true", help="write the files")
    args = parser.parse_args(argv)
    chosen = [get_game(g) for g in args.games] if args.games else all_games()
    for game in chosen:
        for players in sorted({game.min_players, game.max_players}):
            recorded = record(game, players)
            path = recorded_path(game.id, players)
            text = dumps(recorded)
            if args.write:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(text, encoding="utf-8")
            print(
                f"{path.relative_to(GAMES_DIR.parent.parent)}: {len(recorded['steps'])} steps, "
                f"{len(text) // 1024} KB, options {recorded['options']}, "
                f"{recorded['outcome']['reason']}{'' if args.write else ' (not written)'}"
            )


if __name__ == "__main__":
    main()
