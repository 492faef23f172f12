from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.flag_dash_view_phase import FlagDashViewPhase

if TYPE_CHECKING:
    from ..models.flag_dash_character_view import FlagDashCharacterView
    from ..models.flag_dash_hand_view import FlagDashHandView
    from ..models.flag_dash_layout import FlagDashLayout
    from ..models.flag_dash_turn import FlagDashTurn


T = TypeVar("T", bound="FlagDashView")


@_attrs_define
class FlagDashView:
    """The table as one seat (or a spectator, seat null) sees it.

    Attributes:
        abilities (bool):
        basic (bool):
        characters (list[FlagDashCharacterView]):
        dig_supply (int):
        hands (list[FlagDashHandView]):
        last_team (int | None):
        layout (FlagDashLayout): The board's fixed parts; tunnels can change (Dig), so the layout lives in the state.
        phase (FlagDashViewPhase):
        players (int):
        round_ (int):
        round_limit (int):
        seat (int | None):
        secret_setup (bool):
        setup_ready (list[bool]):
        spy_queue (list[int]):
        spy_target (int | None):
        step (int):
        team (int | None):
        team_flags (list[None | str]):
        tie_hands (list[int]):
        tiebreak (int):
        trap_supply (int):
        traps (list[str]):
        tunnel_queue (list[int]):
        turn (FlagDashTurn | None):
        win_reason (str):
        winner (int | None):
    """

    abilities: bool
    basic: bool
    characters: list[FlagDashCharacterView]
    dig_supply: int
    hands: list[FlagDashHandView]
    last_team: int | None
    layout: FlagDashLayout
    phase: FlagDashViewPhase
    players: int
    round_: int
    round_limit: int
    seat: int | None
    secret_setup: bool
    setup_ready: list[bool]
    spy_queue: list[int]
    spy_target: int | None
    step: int
    team: int | None
    team_flags: list[None | str]
    tie_hands: list[int]
    tiebreak: int
    trap_supply: int
    traps: list[str]
    tunnel_queue: list[int]
    turn: FlagDashTurn | None
    win_reason: str
    winner: int | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.flag_dash_turn import FlagDashTurn

        abilities = self.abilities

        basic = self.basic

        characters = []
        for characters_item_data in self.characters:
            characters_item = characters_item_data.to_dict()
            characters.append(characters_item)

        dig_supply = self.dig_supply

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data.to_dict()
            hands.append(hands_item)

        last_team: int | None
        last_team = self.last_team

        layout = self.layout.to_dict()

        phase = self.phase.value

        players = self.players

        round_ = self.round_

        round_limit = self.round_limit

        seat: int | None
        seat = self.seat

        secret_setup = self.secret_setup

        setup_ready = []
        for setup_ready_item_data in self.setup_ready:
            setup_ready_item: bool
            setup_ready_item = setup_ready_item_data
            setup_ready.append(setup_ready_item)

        spy_queue = self.spy_queue

        spy_target: int | None
        spy_target = self.spy_target

        step = self.step

        team: int | None
        team = self.team

        team_flags = []
        for team_flags_item_data in self.team_flags:
            team_flags_item: None | str
            team_flags_item = team_flags_item_data
            team_flags.append(team_flags_item)

        tie_hands = self.tie_hands

        tiebreak = self.tiebreak

        trap_supply = self.trap_supply

        traps = self.traps

        tunnel_queue = self.tunnel_queue

        turn: dict[str, Any] | None
        if isinstance(self.turn, FlagDashTurn):
            turn = self.turn.to_dict()
        else:
            turn = self.turn

        win_reason = self.win_reason

        winner: int | None
        winner = self.winner

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "abilities": abilities,
                "basic": basic,
                "characters": characters,
                "dig_supply": dig_supply,
                "hands": hands,
                "last_team": last_team,
                "layout": layout,
                "phase": phase,
                "players": players,
                "round": round_,
                "round_limit": round_limit,
                "seat": seat,
                "secret_setup": secret_setup,
                "setup_ready": setup_ready,
                "spy_queue": spy_queue,
                "spy_target": spy_target,
                "step": step,
                "team": team,
                "team_flags": team_flags,
                "tie_hands": tie_hands,
                "tiebreak": tiebreak,
                "trap_supply": trap_supply,
                "traps": traps,
                "tunnel_queue": tunnel_queue,
                "turn": turn,
                "win_reason": win_reason,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.flag_dash_character_view import FlagDashCharacterView
        from ..models.flag_dash_hand_view import FlagDashHandView
        from ..models.flag_dash_layout import FlagDashLayout
        from ..models.flag_dash_turn import FlagDashTurn

        d = dict(src_dict)
        abilities = d.pop("abilities")

        basic = d.pop("basic")

        characters = []
        _characters = d.pop("characters")
        for characters_item_data in _characters:
            characters_item = FlagDashCharacterView.from_dict(characters_item_data)

            characters.append(characters_item)

        dig_supply = d.pop("dig_supply")

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = FlagDashHandView.from_dict(hands_item_data)

            hands.append(hands_item)

        def _parse_last_team(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last_team = _parse_last_team(d.pop("last_team"))

        layout = FlagDashLayout.from_dict(d.pop("layout"))

        phase = FlagDashViewPhase(d.pop("phase"))

        players = d.pop("players")

        round_ = d.pop("round")

        round_limit = d.pop("round_limit")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        secret_setup = d.pop("secret_setup")

        setup_ready = []
        _setup_ready = d.pop("setup_ready")
        for setup_ready_item_data in _setup_ready:

            def _parse_setup_ready_item(data: object) -> bool:
                return cast(bool, data)

            setup_ready_item = _parse_setup_ready_item(setup_ready_item_data)

            setup_ready.append(setup_ready_item)

        spy_queue = cast(list[int], d.pop("spy_queue"))

        def _parse_spy_target(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        spy_target = _parse_spy_target(d.pop("spy_target"))

        step = d.pop("step")

        def _parse_team(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        team = _parse_team(d.pop("team"))

        team_flags = []
        _team_flags = d.pop("team_flags")
        for team_flags_item_data in _team_flags:

            def _parse_team_flags_item(data: object) -> None | str:
                if data is None:
                    return data
                return cast(None | str, data)

            team_flags_item = _parse_team_flags_item(team_flags_item_data)

            team_flags.append(team_flags_item)

        tie_hands = cast(list[int], d.pop("tie_hands"))

        tiebreak = d.pop("tiebreak")

        trap_supply = d.pop("trap_supply")

        traps = cast(list[str], d.pop("traps"))

        tunnel_queue = cast(list[int], d.pop("tunnel_queue"))

        def _parse_turn(data: object) -> FlagDashTurn | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                turn_type_0 = FlagDashTurn.from_dict(data)

                return turn_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FlagDashTurn | None, data)

        turn = _parse_turn(d.pop("turn"))

        win_reason = d.pop("win_reason")

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        flag_dash_view = cls(
            abilities=abilities,
            basic=basic,
            characters=characters,
            dig_supply=dig_supply,
            hands=hands,
            last_team=last_team,
            layout=layout,
            phase=phase,
            players=players,
            round_=round_,
            round_limit=round_limit,
            seat=seat,
            secret_setup=secret_setup,
            setup_ready=setup_ready,
            spy_queue=spy_queue,
            spy_target=spy_target,
            step=step,
            team=team,
            team_flags=team_flags,
            tie_hands=tie_hands,
            tiebreak=tiebreak,
            trap_supply=trap_supply,
            traps=traps,
            tunnel_queue=tunnel_queue,
            turn=turn,
            win_reason=win_reason,
            winner=winner,
        )

        return flag_dash_view
