from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.flag_dash_new_game_options_board import FlagDashNewGameOptionsBoard
from ..models.flag_dash_new_game_options_first_tiebreak import (
    FlagDashNewGameOptionsFirstTiebreak,
)
from ..models.flag_dash_new_game_options_mode import FlagDashNewGameOptionsMode
from ..models.flag_dash_new_game_options_red_defender import (
    FlagDashNewGameOptionsRedDefender,
)
from ..models.flag_dash_new_game_options_white_defender import (
    FlagDashNewGameOptionsWhiteDefender,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="FlagDashNewGameOptions")


@_attrs_define
class FlagDashNewGameOptions:
    """The game type's options; unset ones take their defaults.

    Attributes:
        abilities (bool | Unset): Runners use their character abilities Default: False.
        board (FlagDashNewGameOptionsBoard | Unset): 'backyard' (default side), 'street' (alternate side with walled
            corners and the secret tunnel) or 'custom' (see custom_layout)
        custom_layout (str | Unset): JSON layout for board='custom': width, height, walls (pairs of neighbouring
            squares), tunnels, start squares, zones (territory, cones, rows or squares) Default: ''.
        first_tiebreak (FlagDashNewGameOptionsFirstTiebreak | Unset): Team holding the tiebreak marker at the start
        mode (FlagDashNewGameOptionsMode | Unset): 2-player game: 'basic' (one hand moving any of your three characters)
            or 'advanced' (you play both hands of your team)
        red_defender (FlagDashNewGameOptionsRedDefender | Unset): Which Red character defends
        round_limit (int | Unset): A platform option, not in the rulebook (off by default): after this many rounds
            without a winner the game is drawn; 0 plays until a team wins Default: 0.
        secret_setup (bool | Unset): Each team places its pieces in its own half unseen before the first round Default:
            False.
        white_defender (FlagDashNewGameOptionsWhiteDefender | Unset): Which White character defends
    """

    abilities: bool | Unset = False
    board: FlagDashNewGameOptionsBoard | Unset = UNSET
    custom_layout: str | Unset = ""
    first_tiebreak: FlagDashNewGameOptionsFirstTiebreak | Unset = UNSET
    mode: FlagDashNewGameOptionsMode | Unset = UNSET
    red_defender: FlagDashNewGameOptionsRedDefender | Unset = UNSET
    round_limit: int | Unset = 0
    secret_setup: bool | Unset = False
    white_defender: FlagDashNewGameOptionsWhiteDefender | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        abilities = self.abilities

        board: str | Unset = UNSET
        if not isinstance(self.board, Unset):
            board = self.board.value

        custom_layout = self.custom_layout

        first_tiebreak: str | Unset = UNSET
        if not isinstance(self.first_tiebreak, Unset):
            first_tiebreak = self.first_tiebreak.value

        mode: str | Unset = UNSET
        if not isinstance(self.mode, Unset):
            mode = self.mode.value

        red_defender: str | Unset = UNSET
        if not isinstance(self.red_defender, Unset):
            red_defender = self.red_defender.value

        round_limit = self.round_limit

        secret_setup = self.secret_setup

        white_defender: str | Unset = UNSET
        if not isinstance(self.white_defender, Unset):
            white_defender = self.white_defender.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if abilities is not UNSET:
            field_dict["abilities"] = abilities
        if board is not UNSET:
            field_dict["board"] = board
        if custom_layout is not UNSET:
            field_dict["custom_layout"] = custom_layout
        if first_tiebreak is not UNSET:
            field_dict["first_tiebreak"] = first_tiebreak
        if mode is not UNSET:
            field_dict["mode"] = mode
        if red_defender is not UNSET:
            field_dict["red_defender"] = red_defender
        if round_limit is not UNSET:
            field_dict["round_limit"] = round_limit
        if secret_setup is not UNSET:
            field_dict["secret_setup"] = secret_setup
        if white_defender is not UNSET:
            field_dict["white_defender"] = white_defender

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        abilities = d.pop("abilities", UNSET)

        _board = d.pop("board", UNSET)
        board: FlagDashNewGameOptionsBoard | Unset
        if isinstance(_board, Unset):
            board = UNSET
        else:
            board = FlagDashNewGameOptionsBoard(_board)

        custom_layout = d.pop("custom_layout", UNSET)

        _first_tiebreak = d.pop("first_tiebreak", UNSET)
        first_tiebreak: FlagDashNewGameOptionsFirstTiebreak | Unset
        if isinstance(_first_tiebreak, Unset):
            first_tiebreak = UNSET
        else:
            first_tiebreak = FlagDashNewGameOptionsFirstTiebreak(_first_tiebreak)

        _mode = d.pop("mode", UNSET)
        mode: FlagDashNewGameOptionsMode | Unset
        if isinstance(_mode, Unset):
            mode = UNSET
        else:
            mode = FlagDashNewGameOptionsMode(_mode)

        _red_defender = d.pop("red_defender", UNSET)
        red_defender: FlagDashNewGameOptionsRedDefender | Unset
        if isinstance(_red_defender, Unset):
            red_defender = UNSET
        else:
            red_defender = FlagDashNewGameOptionsRedDefender(_red_defender)

        round_limit = d.pop("round_limit", UNSET)

        secret_setup = d.pop("secret_setup", UNSET)

        _white_defender = d.pop("white_defender", UNSET)
        white_defender: FlagDashNewGameOptionsWhiteDefender | Unset
        if isinstance(_white_defender, Unset):
            white_defender = UNSET
        else:
            white_defender = FlagDashNewGameOptionsWhiteDefender(_white_defender)

        flag_dash_new_game_options = cls(
            abilities=abilities,
            board=board,
            custom_layout=custom_layout,
            first_tiebreak=first_tiebreak,
            mode=mode,
            red_defender=red_defender,
            round_limit=round_limit,
            secret_setup=secret_setup,
            white_defender=white_defender,
        )

        return flag_dash_new_game_options
