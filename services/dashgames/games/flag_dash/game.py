"""The Flag Dash ``Game``: its facts and options; every rule lives in the modules it calls."""

from __future__ import annotations

from typing import Any

from dashgames.engine import Event, Game, Option, Outcome, Rng, Seat, house_rulings
from dashgames.games.flag_dash import legal, rules
from dashgames.games.flag_dash.bots import DEFAULT_LEVEL, LEVELS
from dashgames.games.flag_dash.events import EVENTS
from dashgames.games.flag_dash.moves import MOVES, FlagDashMove
from dashgames.games.flag_dash.state import FlagDashState
from dashgames.games.flag_dash.view import FlagDashView, render, sample_hidden

OPTIONS = (
    Option("mode", "choice", "basic", "2-player game: 'basic' (one hand moving any of your "
           "three characters) or 'advanced' (you play both hands of your team)",
           choices=("basic", "advanced")),
    Option("board", "choice", "backyard", "'backyard' (default side), 'street' (alternate side "
           "with walled corners and the secret tunnel) or 'custom' (see custom_layout)",
           choices=("backyard", "street", "custom")),
    Option("custom_layout", "str", "", "JSON layout for board='custom': width, height, walls "
           "(pairs of neighbouring squares), tunnels, start squares, zones (territory, cones, "
           "rows or squares)"),
    Option("abilities", "bool", False, "Runners use their character abilities"),
    Option("red_defender", "choice", "yellow", "Which Red character defends",
           choices=("purple", "blue", "yellow")),
    Option("white_defender", "choice", "black", "Which White character defends",
           choices=("green", "orange", "black")),
    Option("secret_setup", "bool", False, "Each team places its pieces in its own half unseen "
           "before the first round"),
    Option("round_limit", "int", 0, "A platform option, not in the rulebook (off by "
           "default): after this many rounds without a winner the game is drawn; 0 plays until "
           "a team wins", minimum=0, maximum=1000),
    Option("first_tiebreak", "choice", "red", "Team holding the tiebreak marker at the start",
           choices=("red", "white")),
)


class FlagDash(Game[FlagDashState, FlagDashMove]):
    id = "flag_dash"
    title = "Flag Dash"
    min_players = 2
    max_players = 4
    options = OPTIONS
    simultaneous = True
    hidden_info = True
    rules_summary = (
        "Two teams plan two moves each round in secret (an action card under a priority token), "
        "then resolve them from the lowest token up. Bring the opposing team flag into your "
        "territory, or have one runner collect a character flag from every opponent."
    )
    rulings = house_rulings(__package__)
    state_type = FlagDashState
    view_type = FlagDashView
    moves = MOVES
    bots = LEVELS
    events = EVENTS
    previewable = frozenset({"select", "combo", "copy"})
    """Resolving a plan card: which character, a combo's second card, what Copy copies. A plan
    card placed draws its commitment's salt, so it is played before anything after it shows."""
    default_bot_level = DEFAULT_LEVEL

    def validate_options(self, players: int, options: dict[str, Any]) -> None:
        rules.validate_options(players, options)

    def setup(self, players: int, options: dict[str, Any], seed: int | str) -> FlagDashState:
        return rules.setup(players, options, seed)

    def to_act(self, state: FlagDashState) -> frozenset[Seat]:
        return legal.to_act(state)

    def legal_moves(self, state: FlagDashState, seat: Seat) -> list[FlagDashMove]:
        return legal.legal_moves(state, seat)

    def apply(
        self, state: FlagDashState, seat: Seat, move: FlagDashMove
    ) -> tuple[FlagDashState, list[Event]]:
        return rules.apply(state, seat, move)

    def outcome(self, state: FlagDashState) -> Outcome | None:
        return rules.outcome(state)

    def teams(self, players: int, options: dict[str, Any]) -> tuple[tuple[Seat, ...], ...]:
        return rules.teams(players, options)

    def outcome_reason(self, outcome: Outcome) -> str:
        return rules.outcome_reason(outcome)

    def view(self, state: FlagDashState, seat: Seat | None) -> dict[str, Any]:
        return render(state, seat)

    def sample_hidden(self, view: dict[str, Any], seat: Seat | None, rng: Rng) -> FlagDashState:
        return sample_hidden(view, seat, rng)


GAME = FlagDash()
