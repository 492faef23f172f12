"""The Double Dash! game object: the facts the platform needs, wired to the pure rules.

Every method only delegates: the rules to ``rules``, what may be done to ``legal``, what a
seat sees to ``view``; the bots are ``bots.LEVELS``. The rules in our own words: RULES.md.
"""

from __future__ import annotations

from typing import Any, ClassVar

from dashgames.engine import Event, Game, MoveCodec, Outcome, Rng, Seat, house_rulings
from dashgames.games.double_dash import legal, rules
from dashgames.games.double_dash import view as views  # "view" is also a method's name
from dashgames.games.double_dash.bots import ALIASES, DEFAULT_LEVEL, LEVELS
from dashgames.games.double_dash.events import EVENTS
from dashgames.games.double_dash.moves import MOVES, DoubleDashMove
from dashgames.games.double_dash.state import DoubleDashState
from dashgames.games.double_dash.view import DoubleDashView


class DoubleDash(Game[DoubleDashState, DoubleDashMove]):
    id = "double_dash"
    title = "Double Dash!"
    min_players = 2
    max_players = 2
    chance = True
    resign_policy = "forfeit"
    rules_summary = (
        "Each turn the dice are rolled for you (one die on each side's first turn, two after). "
        "Each die moves a different piece that many squares in a straight line, any of 8 "
        "directions; doubles may move one piece twice the value in a line, or the value in two "
        "lines. Black spaces and the edge stop a piece early, opponents block it, and a piece "
        "captures only an opponent exactly the die's distance away. Capture every opposing "
        "piece to win."
    )
    rulings = house_rulings(__package__)
    state_type = DoubleDashState
    view_type = DoubleDashView
    moves: ClassVar[MoveCodec[Any]] = MOVES
    bots = LEVELS
    events = EVENTS
    previewable = frozenset({"move"})
    """Each die's move while another die is left: its result shows before the turn is sent."""
    default_bot_level = DEFAULT_LEVEL
    level_aliases = ALIASES

    def setup(self, players: int, options: dict[str, Any], seed: int | str) -> DoubleDashState:
        return rules.setup(players, options, seed)

    def to_act(self, state: DoubleDashState) -> frozenset[Seat]:
        return legal.to_act(state)

    def legal_moves(self, state: DoubleDashState, seat: Seat) -> list[DoubleDashMove]:
        return legal.legal_moves(state, seat)

    def apply(
        self, state: DoubleDashState, seat: Seat, move: DoubleDashMove
    ) -> tuple[DoubleDashState, list[Event]]:
        return rules.apply(state, seat, move)

    def view(self, state: DoubleDashState, seat: Seat | None) -> dict[str, Any]:
        return views.render(state, seat)

    def outcome(self, state: DoubleDashState) -> Outcome | None:
        return rules.outcome(state)

    def sample_hidden(self, view: dict[str, Any], seat: Seat | None, rng: Rng) -> DoubleDashState:
        return views.sample_hidden(view, seat, rng)

    def resign(self, state: DoubleDashState, seat: Seat) -> tuple[DoubleDashState, list[Event]]:
        return rules.resign(state, seat)


GAME = DoubleDash()
