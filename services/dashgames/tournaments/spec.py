"""What makes an event valid, checked alike for a player's and for the operator's schedule."""

from __future__ import annotations

from dataclasses import replace

from dashgames.engine import BadOptions, get_game
from dashgames.engine.options import resolve_options
from dashgames.matchmaking.errors import RatedWithBots
from dashgames.play import clocks
from dashgames.play.errors import PlayerCountUnsupported
from dashgames.tournaments.types import TournamentSpec

MAX_MINUTES = 24 * 60
MAX_ROUNDS = 50


def checked(spec: TournamentSpec) -> TournamentSpec:
    """The spec with its options resolved and its clock's expiry set to forfeit; refusals:
    ``PLAYER_COUNT_UNSUPPORTED``, ``BAD_OPTIONS``, ``RATED_WITH_BOTS``."""
    game = get_game(spec.game_type)
    if not game.min_players <= spec.table_size <= game.max_players:
        raise PlayerCountUnsupported(
            f"{game.id} seats {game.min_players} to {game.max_players} players",
            players=[spec.table_size], min_players=game.min_players,
            max_players=game.max_players)
    options = resolve_options(game.options, spec.options)  # BAD_OPTIONS
    game.validate_options(spec.table_size, options)
    # A seat that runs out of time forfeits that game (docs/TOURNAMENTS.md, "No-shows").
    clock = replace(spec.clock, on_expiry="forfeit")
    clocks.configure(game, clock, spec.table_size)  # BAD_OPTIONS
    if spec.format == "arena" and not 0 < spec.minutes <= MAX_MINUTES:
        raise BadOptions(f"an arena lasts 1 to {MAX_MINUTES} minutes", field="minutes")
    if spec.format == "swiss" and not 1 <= spec.rounds <= MAX_ROUNDS:
        raise BadOptions(f"a Swiss has 1 to {MAX_ROUNDS} rounds", field="rounds")
    least = max(spec.min_players, spec.table_size)  # a table's worth at the least
    if spec.max_players < least:
        raise BadOptions("max_players is at least min_players and the table size",
                         field="max_players")
    if spec.rated and spec.house_bots:
        raise RatedWithBots("a rated event has no house bots: make it casual")
    return replace(spec, options=options, clock=clock, min_players=least,
                   minutes=spec.minutes if spec.format == "arena" else 0.0,
                   rounds=spec.rounds if spec.format == "swiss" else 0)
