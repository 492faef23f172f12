from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="DiceyCurvesNewSeekOptions")


@_attrs_define
class DiceyCurvesNewSeekOptions:
    """The game type's options; unset ones take their defaults.

    Attributes:
        cars_per_player (int | Unset): Cars each player races: 1 or 2; 0 picks two for 2-4 players and one for 5-8.
            Default: 0.
        look_ahead (bool | Unset): Not in the rulebook (off, the default, lays a card unless it would run over the track
            or off the table, as printed): also set aside a drawn card after which a straight, or the next few cards and the
            Finish, would find no room. Default: False.
        race_length (int | Unset): How many track cards lie above the Finish in the shuffled deck (the two drawn at
            setup included): more makes a longer race. Default: 16.
        round_limit (int | Unset): A platform option, not in the rulebook (0, the default, turns it off): after this
            many rounds the race stops and unfinished cars are ranked by how far down the track they are. Default: 0.
        table_height (int | Unset): Table depth in track card widths, centred on the Start (at least 5: room for the
            Start, the Wide-Open and the Finish in a row). Default: 32.
        table_width (int | Unset): Table width in track card widths, centred on the Start. A card that would run off the
            table is discarded; the default is wide enough that its edge never matters in a race of the default length.
            Default: 32.
    """

    cars_per_player: int | Unset = 0
    look_ahead: bool | Unset = False
    race_length: int | Unset = 16
    round_limit: int | Unset = 0
    table_height: int | Unset = 32
    table_width: int | Unset = 32

    def to_dict(self) -> dict[str, Any]:
        cars_per_player = self.cars_per_player

        look_ahead = self.look_ahead

        race_length = self.race_length

        round_limit = self.round_limit

        table_height = self.table_height

        table_width = self.table_width

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if cars_per_player is not UNSET:
            field_dict["cars_per_player"] = cars_per_player
        if look_ahead is not UNSET:
            field_dict["look_ahead"] = look_ahead
        if race_length is not UNSET:
            field_dict["race_length"] = race_length
        if round_limit is not UNSET:
            field_dict["round_limit"] = round_limit
        if table_height is not UNSET:
            field_dict["table_height"] = table_height
        if table_width is not UNSET:
            field_dict["table_width"] = table_width

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cars_per_player = d.pop("cars_per_player", UNSET)

        look_ahead = d.pop("look_ahead", UNSET)

        race_length = d.pop("race_length", UNSET)

        round_limit = d.pop("round_limit", UNSET)

        table_height = d.pop("table_height", UNSET)

        table_width = d.pop("table_width", UNSET)

        dicey_curves_new_seek_options = cls(
            cars_per_player=cars_per_player,
            look_ahead=look_ahead,
            race_length=race_length,
            round_limit=round_limit,
            table_height=table_height,
            table_width=table_width,
        )

        return dicey_curves_new_seek_options
