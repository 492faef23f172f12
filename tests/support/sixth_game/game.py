"""The Sprint game object: the facts the platform needs, wired to the pure rules."""

from __future__ import annotations

from typing import Any, ClassVar

from dashgames.engine import Event, Game, MoveCodec, Option, Outcome, Rng, Seat, house_rulings
from tests.support.sixth_game import legal, rules
from tests.support.sixth_game import view as views  # "view" is also a method's name
from tests.support.sixth_game.bots import DEFAULT_LEVEL, LEVELS
from tests.support.sixth_game.events import EVENTS
from tests.support.sixth_game.moves import MOVES, SprintMove
from tests.support.sixth_game.state import SprintState
from tests.support.sixth_game.view import SprintView


class Sprint(Game[SprintState, SprintMove]):
    id = "sprint"
    title = "Sprint"
    min_players = 2
    max_players = 2
    chance = True
    resign_policy = "forfeit"
    options = (Option("length", "int", 12, "the finish square", minimum=6, maximum=30),)
    rules_summary = (
        "Two runners race along a track. Each turn a die is rolled for you: step one square "
        "or the die's value. A boost square moves you two further. First to the finish wins."
    )
    rulings = house_rulings(__package__)
    state_type = SprintState
    view_type = SprintView
    moves: ClassVar[MoveCodec[Any]] = MOVES
    bots = LEVELS
    events = EVENTS
    default_bot_level = DEFAULT_LEVEL

    def setup(self, players: int, options: dict[str, Any], seed: int | str) -> SprintState:
        return rules.setup(players, options, seed)

    def to_act(self, state: SprintState) -> frozenset[Seat]:
        return legal.to_act(state)

    def legal_moves(self, state: SprintState, seat: Seat) -> list[SprintMove]:
        return legal.legal_moves(state, seat)

    def apply(
        self, state: SprintState, seat: Seat, move: SprintMove
    ) -> tuple[SprintState, list[Event]]:
        return rules.apply(state, seat, move)

    def view(self, state: SprintState, seat: Seat | None) -> dict[str, Any]:
        return views.render(state, seat)

    def outcome(self, state: SprintState) -> Outcome | None:
        return rules.outcome(state)

    def outcome_reason(self, outcome: Outcome) -> str:
        return rules.outcome_reason(outcome)

    def sample_hidden(self, view: dict[str, Any], seat: Seat | None, rng: Rng) -> SprintState:
        return views.sample_hidden(view, seat, rng)

    def resign(self, state: SprintState, seat: Seat) -> tuple[SprintState, list[Event]]:
        return rules.resign(state, seat)


GAME = Sprint()
