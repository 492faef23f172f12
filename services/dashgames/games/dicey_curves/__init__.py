"""Dicey Curves (Matt Worden): race cars down a track built from cards as you go, moving them
with combos of exploding dice, crossing gates with exact combos and spending control chips.

The game object declares the facts and options and wires the pure rules (``rules``,
``turns``), the view (``view``) and the bots (``bots``) into the engine protocol. The rules in
our own words, every ruling and the move design: RULES.md.
"""

from __future__ import annotations

from typing import Any, ClassVar

from dashgames.engine import BadOptions, Event, Game, MoveCodec, Option, Outcome, Rng, Seat
from dashgames.games.dicey_curves import legality, rules, turns
from dashgames.games.dicey_curves.bots import bots as _bots
from dashgames.games.dicey_curves.moves import MOVES, DiceyMove
from dashgames.games.dicey_curves.state import DiceyState
from dashgames.games.dicey_curves.view import DiceyView, rebuild, render

MAX_CARS = 8  # eight car pawns in the box, nine spaces on the Start
AUTO = 0


class DiceyCurves(Game[DiceyState, DiceyMove]):
    id = "dicey_curves"
    title = "Dicey Curves"
    min_players = 2
    max_players = 8
    chance = True
    hidden_info = True
    options = (
        Option(
            "cars_per_player",
            "int",
            AUTO,
            "Cars each player races: 1 or 2; 0 picks two for 2-4 players and one for 5-8.",
            minimum=0,
            maximum=2,
        ),
        Option(
            "race_length",
            "int",
            16,
            "How many track cards lie above the Finish in the shuffled deck (the two drawn at "
            "setup included): more makes a longer race.",
            minimum=2,
            maximum=33,
        ),
        Option(
            "table_width",
            "int",
            16,
            "Table width in card widths; a card that would run off the table is discarded.",
            minimum=4,
            maximum=40,
        ),
        Option(
            "table_height",
            "int",
            12,
            "Table depth in card widths; the Start lies at the table's centre.",
            minimum=4,
            maximum=40,
        ),
        Option(
            "round_limit",
            "int",
            50,
            "Safeguard: after this many rounds the race stops and unfinished cars are ranked "
            "by how far down the track they are.",
            minimum=10,
            maximum=1000,
        ),
    )
    rules_summary = (
        "The track grows by one card at the start of each turn. Roll five white dice; each 6 "
        "brings in a green die and is rolled again. Group dice into combos (equal or running "
        "values) and singles; each die moves a car one space forward or sideways. A single "
        "ends that car's move for the turn; gates need a combo of exactly their size. Control "
        "chips tweak dice and allow special moves; leftover dice buy chips. Cross the Finish "
        "gate first; with two cars each, first place plus twice the second, lowest wins."
    )
    state_type = DiceyState
    view_type = DiceyView
    moves: ClassVar[MoveCodec[Any]] = MOVES
    bots = _bots
    default_bot_level = "heuristic"

    def validate_options(self, players: int, options: dict[str, Any]) -> None:
        cars = options["cars_per_player"] or (2 if players <= 4 else 1)
        if players * cars > MAX_CARS:
            raise BadOptions(
                f"{players} players with {cars} cars each need more than {MAX_CARS} cars",
                field="options.cars_per_player",
            )

    def setup(self, players: int, options: dict[str, Any], seed: int | str) -> DiceyState:
        cars = options["cars_per_player"] or (2 if players <= 4 else 1)
        state, _ = turns.new_race(
            players,
            cars,
            options["race_length"],
            options["table_width"],
            options["table_height"],
            options["round_limit"],
            seed,
        )
        return state

    def to_act(self, state: DiceyState) -> frozenset[Seat]:
        seat = legality.actor(state)
        return frozenset() if seat is None else frozenset((seat,))

    def legal_moves(self, state: DiceyState, seat: Seat) -> list[DiceyMove]:
        return legality.legal_moves(state, seat)

    def apply(
        self, state: DiceyState, seat: Seat, move: DiceyMove
    ) -> tuple[DiceyState, list[Event]]:
        return rules.apply(state, seat, move)

    def view(self, state: DiceyState, seat: Seat | None) -> dict[str, Any]:
        return render(state, seat, legality.actor(state))

    def outcome(self, state: DiceyState) -> Outcome | None:
        return turns.outcome(state)

    def sample_hidden(self, view: dict[str, Any], seat: Seat | None, rng: Rng) -> DiceyState:
        return rebuild(view, rng)


GAME = DiceyCurves()

__all__ = ["GAME", "DiceyCurves"]
