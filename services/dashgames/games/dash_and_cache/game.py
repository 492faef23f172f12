"""The Dash and Cache game object: the facts and options the platform reads, and the engine
protocol, each method handing over to the module that holds that part of the rules."""

from __future__ import annotations

from typing import Any, ClassVar

from dashgames.engine import (
    Event,
    Game,
    MoveCodec,
    Option,
    Outcome,
    Rng,
    Seat,
    Timer,
    house_rulings,
)
from dashgames.games.dash_and_cache import legal, rules
from dashgames.games.dash_and_cache.bots import DEFAULT_LEVEL, LEVELS
from dashgames.games.dash_and_cache.components import ROOM_OBJECTS
from dashgames.games.dash_and_cache.events import EVENTS
from dashgames.games.dash_and_cache.moves import MOVES, DashAndCacheMove
from dashgames.games.dash_and_cache.state import DashAndCacheState
from dashgames.games.dash_and_cache.view import DashAndCacheView, render, sample_hidden


class DashAndCache(Game[DashAndCacheState, DashAndCacheMove]):
    id = "dash_and_cache"
    title = "Dash and Cache"
    min_players = 2
    max_players = 10
    simultaneous = True
    hidden_info = True
    chance = True
    timers = True
    resign_policy = "bot"
    options = (
        Option("mode", "choice", "digital",
               "digital: a generated room of virtual items; companion: real objects, named "
               "by the players, disputes settled by vote", choices=("digital", "companion")),
        Option("timer_seconds", "int", 30, "length of every sand-timer run, in seconds",
               minimum=1, maximum=600),
        Option("round_limit", "int", 0, "a platform option, not in the rulebook: call time "
               "after this many rounds (most goal cards matched wins); 0, the default, plays "
               "to a full cache as the rulebook does", minimum=0, maximum=1000),
        Option("choice_clocks", "bool", False, "not in the rulebook: the sand timer also runs "
               "on a challenge's vote, on the junking after a failed trade and on a failed "
               "challenger's penalty; when it runs out, ballots not cast do not count and a side "
               "that has not chosen junks its newest item. Off, the default: these wait for "
               "every player, as printed (the table's turn clock and take-over move on a "
               "player who never chooses)"),
        Option("room_size", "int", 60, "digital room: items drawn from the catalogue before "
               "every card is topped up to three matching items", minimum=24,
               maximum=len(ROOM_OBJECTS)),
    )
    rules_summary = (
        "Everyone grabs two items in 30 seconds, keeps one and junks the other, then gets "
        "five goal cards face up. On your turn roll the die: Search (find an item for a drawn "
        "card in 30 seconds), Steal (take another player's item), Race (first of two players "
        "back with an item for the card wins it), Switch (swap an item with the junk pile), "
        "Trade (agree a swap with another player in 30 seconds or both junk an item), Auction "
        "(players bid items for a junk-pile item). Any match that is not obvious can be "
        "challenged when it is claimed, and the table votes. The first whose cache holds five "
        "items matching their five goal cards wins at once, however the fifth arrived."
    )
    rulings = house_rulings(__package__)
    state_type = DashAndCacheState
    view_type = DashAndCacheView
    moves: ClassVar[MoveCodec[Any]] = MOVES
    bots = LEVELS
    events = EVENTS
    default_bot_level = DEFAULT_LEVEL

    def validate_options(self, players: int, options: dict[str, Any]) -> None:
        rules.validate_options(players, options)

    def setup(self, players: int, options: dict[str, Any], seed: int | str) -> DashAndCacheState:
        return rules.setup(players, options, seed)

    def to_act(self, state: DashAndCacheState) -> frozenset[Seat]:
        return legal.to_act(state)

    def legal_moves(self, state: DashAndCacheState, seat: Seat) -> list[DashAndCacheMove]:
        return legal.legal_moves(state, seat)

    def apply(
        self, state: DashAndCacheState, seat: Seat, move: DashAndCacheMove
    ) -> tuple[DashAndCacheState, list[Event]]:
        return rules.apply(state, seat, move)

    def view(self, state: DashAndCacheState, seat: Seat | None) -> dict[str, Any]:
        return render(state, seat)

    def outcome(self, state: DashAndCacheState) -> Outcome | None:
        return rules.outcome(state)

    def sample_hidden(self, view: dict[str, Any], seat: Seat | None, rng: Rng) -> DashAndCacheState:
        return sample_hidden(view, seat, rng)

    def pending_timers(self, state: DashAndCacheState) -> tuple[Timer, ...]:
        return rules.pending_timers(state)

    def on_timer(
        self, state: DashAndCacheState, timer_id: str
    ) -> tuple[DashAndCacheState, list[Event]]:
        return rules.on_timer(state, timer_id)


GAME = DashAndCache()
