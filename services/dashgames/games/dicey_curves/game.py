"""The Dicey Curves game object: its facts and options, wired to the pure rules (``rules``,
``legal``), the view (``view``) and the bots (``bots``)."""

from __future__ import annotations

from typing import Any, ClassVar

from dashgames.engine import Event, Game, MoveCodec, Option, Outcome, Rng, Seat, house_rulings
from dashgames.games.dicey_curves import legal, rules
from dashgames.games.dicey_curves.bots import DEFAULT_LEVEL, LEVELS
from dashgames.games.dicey_curves.events import EVENTS
from dashgames.games.dicey_curves.moves import MOVES, DiceyCurvesMove
from dashgames.games.dicey_curves.state import DiceyCurvesState
from dashgames.games.dicey_curves.view import DiceyCurvesView, render, sample_hidden

# ruling: table-big-enough
# Over 200 races of the default length a 32 x 32 table lays exactly
# the tracks a 40 x 40 one does, and its edge sets no card aside.
TABLE = 32


class DiceyCurves(Game[DiceyCurvesState, DiceyCurvesMove]):
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
            rules.AUTO_CARS,
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
            TABLE,
            "Table width in track card widths, centred on the Start. A card that would run "
            "off the table is discarded; the default is wide enough that its edge never "
            "matters in a race of the default length.",
            minimum=4,
            maximum=40,
        ),
        Option(
            "table_height",
            "int",
            TABLE,
            "Table depth in track card widths, centred on the Start (at least 5: room for the "
            "Start, the Wide-Open and the Finish in a row).",
            minimum=5,
            maximum=40,
        ),
        Option(
            "look_ahead",
            "bool",
            False,
            "Not in the rulebook (off, the default, lays a card unless it would run over the "
            "track or off the table, as printed): also set aside a drawn card after which a "
            "straight, or the next few cards and the Finish, would find no room.",
        ),
        Option(
            "round_limit",
            "int",
            0,
            "A platform option, not in the rulebook (0, the default, turns it off): after this "
            "many rounds the race stops and unfinished cars are ranked by how far down the "
            "track they are.",
            minimum=0,
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
    rulings = house_rulings(__package__)
    state_type = DiceyCurvesState
    view_type = DiceyCurvesView
    moves: ClassVar[MoveCodec[Any]] = MOVES
    bots = LEVELS
    events = EVENTS
    previewable = frozenset({"add_green", "set_green", "drive", "step", "keep_going",
                             "take_control", "juke"})
    """A turn's combos and drives shown as they are built; a reroll and a car placed on the
    Start (its card may be drawn) are played before anything after them is shown."""
    default_bot_level = DEFAULT_LEVEL
    score_direction = "lower"  # a score is the places of a seat's cars: the lowest wins

    def validate_options(self, players: int, options: dict[str, Any]) -> None:
        rules.validate_options(players, options)

    def setup(self, players: int, options: dict[str, Any], seed: int | str) -> DiceyCurvesState:
        return rules.setup(players, options, seed)

    def to_act(self, state: DiceyCurvesState) -> frozenset[Seat]:
        return legal.to_act(state)

    def legal_moves(self, state: DiceyCurvesState, seat: Seat) -> list[DiceyCurvesMove]:
        return legal.legal_moves(state, seat)

    def apply(
        self, state: DiceyCurvesState, seat: Seat, move: DiceyCurvesMove
    ) -> tuple[DiceyCurvesState, list[Event]]:
        return rules.apply(state, seat, move)

    def view(self, state: DiceyCurvesState, seat: Seat | None) -> dict[str, Any]:
        return render(state, seat)

    def outcome(self, state: DiceyCurvesState) -> Outcome | None:
        return rules.outcome(state)

    def outcome_reason(self, outcome: Outcome) -> str:
        return rules.outcome_reason(outcome)

    def sample_hidden(self, view: dict[str, Any], seat: Seat | None, rng: Rng) -> DiceyCurvesState:
        return sample_hidden(view, seat, rng)


GAME = DiceyCurves()
