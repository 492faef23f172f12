"""The one entry point to every house bot, by game type and level name.

The levels (``random``, ``heuristic``, and the search: ``search``, or ``strong`` where it is
measured to beat the heuristic) are named alike in every game; ``choose`` is a
pure function of what a seat may know, a seeded generator and a budget, so the arena and scripts
call it directly. docs/AI.md describes the levels.
"""

from __future__ import annotations

import importlib
import os
import time
from functools import cache
from types import ModuleType
from typing import Any

from dashgames.ai.budget import Budget
from dashgames.ai.search import Evaluator, Policy, Search, Settings
from dashgames.engine import Game, Rng, all_games, get_game
from dashgames.engine.errors import BadOptions

SEED_SECONDS = 0.5
"""The search tries the heuristic's move first when it has at least this long: the heuristic
itself takes up to a quarter of a second in some positions, too much of a shorter budget."""

__all__ = ["Budget", "choose", "level_names", "live_iterations", "resolve", "search_settings"]


def level_names(game_type: str) -> list[str]:
    """The levels a house bot of ``game_type`` may play at (aliases not included)."""
    return get_game(game_type).bot_levels()


def resolve(game: Game[Any, Any], level: str | None) -> str:
    """The level ``level`` stands for (None: the game's default); ``BadOptions`` if unknown."""
    found = game.bot_level(level or game.default_bot_level)
    if found is None:
        raise BadOptions(f"{game.id} has no bot level {level!r}", field="level",
                         allowed=game.bot_levels())
    return found


def choose(
    game_type: str,
    level: str,
    view: dict[str, Any],
    seat: int,
    legal: list[Any],
    rng: Rng,
    budget: Budget | None = None,
) -> Any:
    """The move the bot at ``level`` makes for ``seat`` (one of ``legal``, parsed moves).

    ``budget`` limits the search levels (default: ``Budget()``, one second); the one-move
    levels ignore it.
    """
    started = time.monotonic()
    game = get_game(game_type)
    name = resolve(game, level)
    bot = game.bots.get(name)
    if bot is not None:
        return bot(view, seat, legal, rng)
    if len(legal) == 1:
        return legal[0]
    budget = budget or Budget()
    first = None
    heuristic = _heuristic(game)
    seed_rng = rng.fork()  # forked either way, so the search's generator does not depend on it
    if heuristic is not None and (budget.seconds is None or budget.seconds >= SEED_SECONDS):
        first = heuristic(view, seat, legal, seed_rng)
    search = Search(game, view, seat, legal, rng.fork(), _evaluator(game.id),
                    search_settings(game.id), first=first, policy=playout_policy(game.id))
    move, _ = search.run(budget, started)
    return move


def preload() -> None:
    """Import every registered game's evaluator now (an ai worker does at start), so no
    player's first strong move pays for the imports."""
    for game in all_games():
        _evaluation_module(game.id)


def _heuristic(game: Game[Any, Any]) -> Any:
    """The game's best one-move bot: its ``heuristic`` level, else its default unless random."""
    if "heuristic" in game.bots:
        return game.bots["heuristic"]
    if game.default_bot_level != "random":
        return game.bots.get(game.default_bot_level)
    return None


@cache
def _evaluation_module(game_type: str) -> ModuleType | None:
    package = type(get_game(game_type)).__module__.rpartition(".")[0]
    try:
        return importlib.import_module(f"{package}.evaluate")
    except ModuleNotFoundError as e:
        if e.name != f"{package}.evaluate":
            raise
        return None


@cache
def playout_policy(game_type: str) -> Policy | None:
    """The game's playout policy: ``playout`` in its evaluate.py; else, where evaluate.py sets
    ``HEURISTIC_PLAYOUT`` (a chance in [0, 1]), the heuristic bot playing from each seat's
    own view of the determinization with that chance and a random move otherwise (the
    heuristic's knowledge carried into the playouts, at a few milliseconds a move); else None:
    random moves."""
    module = _evaluation_module(game_type)
    found: Policy | None = getattr(module, "playout", None)
    if found is not None:
        return found
    share = os.environ.get("DASHGAMES_SEARCH_HEURISTIC_PLAYOUT") or getattr(
        module, "HEURISTIC_PLAYOUT", None)
    game = get_game(game_type)
    heuristic = _heuristic(game)
    if share is None or heuristic is None:
        return None
    chance = float(share)

    def guided(state: Any, seat: int, legal: list[Any], rng: Rng) -> Any:
        if rng.random() < chance:
            return heuristic(game.view(state, seat), seat, legal, rng)
        return legal[rng.below(len(legal))]

    return guided


def _evaluator(game_type: str) -> Evaluator | None:
    module = _evaluation_module(game_type)
    found: Evaluator | None = getattr(module, "evaluate", None)
    return found


LIVE_ITERATIONS = 500
"""Iterations a game's evaluate.py does not state: about what a second reaches in the slowest
house game."""


def live_iterations(game_type: str) -> int:
    """The search iterations the live budget (one second of a quiet core) reaches in
    ``game_type``: ``LIVE_ITERATIONS`` in its evaluate.py (the arena plays at it, so that a
    ladder measures the level players get and still reproduces on any machine)."""
    return int(getattr(_evaluation_module(game_type), "LIVE_ITERATIONS", LIVE_ITERATIONS))


@cache
def search_settings(game_type: str) -> Settings:
    """The search knobs a game's evaluate.py sets (``PLAYOUT_DEPTH``, ``EXPLORATION``,
    ``KEEP_FIRST_MARGIN``); ``DASHGAMES_SEARCH_<KNOB>`` in the environment overrides one, for
    tuning runs."""
    module = _evaluation_module(game_type)
    base = Settings()
    if module is None:  # no evaluator: play the game out further before guessing a draw
        return Settings(playout_depth=40)
    def knob(name: str, default: float) -> float:
        found = os.environ.get(f"DASHGAMES_SEARCH_{name}")
        return float(found) if found else float(getattr(module, name, default))

    return Settings(
        playout_depth=int(knob("PLAYOUT_DEPTH", base.playout_depth)),
        exploration=knob("EXPLORATION", base.exploration),
        keep_first_margin=knob("KEEP_FIRST_MARGIN", base.keep_first_margin),
    )
