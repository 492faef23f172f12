"""The DC Dash ``Game``: its facts and options; every rule lives in the modules it calls."""

from __future__ import annotations

from typing import Any

from dashgames.engine import Event, Game, Option, Outcome, Rng, Seat, house_rulings
from dashgames.games.dc_dash import legal, rules, view
from dashgames.games.dc_dash.bots import DEFAULT_LEVEL, LEVELS
from dashgames.games.dc_dash.events import EVENTS
from dashgames.games.dc_dash.moves import MOVES, DcDashMove
from dashgames.games.dc_dash.network import NETWORK_YEARS, TRANSFER_RULES
from dashgames.games.dc_dash.state import DcDashState

FIRST_PLAYER_CHOICES: tuple[Any, ...] = ("random", *range(8))


class DcDash(Game[DcDashState, DcDashMove]):
    id = "dc_dash"
    client_components = "network-map.json"  # clients/export_boards.py writes it
    title = "DC Dash"
    min_players = 2
    max_players = 8
    hidden_info = True
    chance = True
    rules_summary = (
        "Race on the Washington Metrorail: visit every station on your Station cards, then be "
        "first back to Union Station. Each turn ride up to four stations on one line, play an "
        "Action card, or discard your Action hand to lift one Service Disruption."
    )
    rulings = house_rulings(__package__)
    state_type = DcDashState
    view_type = view.DcDashView
    moves = MOVES
    bots = LEVELS
    events = EVENTS
    default_bot_level = DEFAULT_LEVEL
    options = (
        Option("network", "choice", "2010", "Network year: 2010 as published, or with the "
               "Silver Line (2014: to Wiehle-Reston East; 2022: to Ashburn).", NETWORK_YEARS),
        Option("transfer_stations", "choice", "two_level", "Stations where ending a turn "
               "draws an Action card: the four two-level stations, or those plus the junctions "
               "where shared track splits.", TRANSFER_RULES),
        Option("first_player", "choice", "random", "Who goes first: a seat number, or "
               "random.", FIRST_PLAYER_CHOICES),
    )

    def validate_options(self, players: int, options: dict[str, Any]) -> None:
        rules.validate_options(players, options)

    def setup(self, players: int, options: dict[str, Any], seed: int | str) -> DcDashState:
        return rules.setup(players, options, seed)

    def to_act(self, state: DcDashState) -> frozenset[Seat]:
        return legal.to_act(state)

    def legal_moves(self, state: DcDashState, seat: Seat) -> list[DcDashMove]:
        return legal.legal_moves(state, seat)

    def apply(
        self, state: DcDashState, seat: Seat, move: DcDashMove
    ) -> tuple[DcDashState, list[Event]]:
        return rules.apply(state, seat, move)

    def outcome(self, state: DcDashState) -> Outcome | None:
        return rules.outcome(state)

    def view(self, state: DcDashState, seat: Seat | None) -> dict[str, Any]:
        return view.render(state, seat)

    def sample_hidden(self, view_json: dict[str, Any], seat: Seat | None, rng: Rng) -> DcDashState:
        return view.sample_hidden(view_json, seat, rng)


GAME = DcDash()
