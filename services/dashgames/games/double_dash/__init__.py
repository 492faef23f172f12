"""Double Dash! (Joel Miller): two sides of ten pieces race dice across a 10 x 10 board.

The game object declares the facts and wires the pure rules (``rules``), the view (``view``)
and the bots (``bots``) into the engine protocol. The rules in our own words: RULES.md.
"""

from __future__ import annotations

from typing import Any, ClassVar

from dashgames.engine import Event, Game, MoveCodec, Outcome, Rng, Seat
from dashgames.games.double_dash import rules
from dashgames.games.double_dash.bots import bots as _bots
from dashgames.games.double_dash.moves import MOVES, DoubleDashMove
from dashgames.games.double_dash.state import DoubleDashState
from dashgames.games.double_dash.view import DoubleDashView, rebuild, render


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
    state_type = DoubleDashState
    view_type = DoubleDashView
    moves: ClassVar[MoveCodec[Any]] = MOVES
    bots = _bots
    default_bot_level = "greedy"

    def setup(self, players: int, options: dict[str, Any], seed: int | str) -> DoubleDashState:
        return rules.new_state(seed)

    def to_act(self, state: DoubleDashState) -> frozenset[Seat]:
        return frozenset() if state.to_move is None else frozenset((state.to_move,))

    def legal_moves(self, state: DoubleDashState, seat: Seat) -> list[DoubleDashMove]:
        return rules.legal_moves(state, seat)

    def apply(
        self, state: DoubleDashState, seat: Seat, move: DoubleDashMove
    ) -> tuple[DoubleDashState, list[Event]]:
        return rules.apply(state, seat, move)

    def view(self, state: DoubleDashState, seat: Seat | None) -> dict[str, Any]:
        return render(state, seat)

    def outcome(self, state: DoubleDashState) -> Outcome | None:
        return rules.outcome(state)

    def sample_hidden(self, view: dict[str, Any], seat: Seat | None, rng: Rng) -> DoubleDashState:
        # Nothing is hidden but the dice generator, which a view never shows: a fresh one.
        return rebuild(view, rng)

    def resign(self, state: DoubleDashState, seat: Seat) -> tuple[DoubleDashState, list[Event]]:
        return rules.resign(state, seat)


GAME = DoubleDash()

__all__ = ["GAME", "DoubleDash"]
