from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..models.dc_dash_new_game_options_first_player import (
    DcDashNewGameOptionsFirstPlayer,
)
from ..models.dc_dash_new_game_options_network import DcDashNewGameOptionsNetwork
from ..models.dc_dash_new_game_options_transfer_stations import (
    DcDashNewGameOptionsTransferStations,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="DcDashNewGameOptions")


@_attrs_define
class DcDashNewGameOptions:
    """The game type's options; unset ones take their defaults.

    Attributes:
        first_player (DcDashNewGameOptionsFirstPlayer | Literal['random'] | Unset): Who goes first: a seat number, or
            random. Default: 'random'.
        network (DcDashNewGameOptionsNetwork | Unset): Network year: 2010 as published, or with the Silver Line (2014:
            to Wiehle-Reston East; 2022: to Ashburn).
        transfer_stations (DcDashNewGameOptionsTransferStations | Unset): Stations where ending a turn draws an Action
            card: the four two-level stations, or those plus the junctions where shared track splits.
    """

    first_player: DcDashNewGameOptionsFirstPlayer | Literal["random"] | Unset = "random"
    network: DcDashNewGameOptionsNetwork | Unset = UNSET
    transfer_stations: DcDashNewGameOptionsTransferStations | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        first_player: int | Literal["random"] | Unset
        if isinstance(self.first_player, Unset):
            first_player = UNSET
        elif isinstance(self.first_player, DcDashNewGameOptionsFirstPlayer):
            first_player = self.first_player.value
        else:
            first_player = self.first_player

        network: str | Unset = UNSET
        if not isinstance(self.network, Unset):
            network = self.network.value

        transfer_stations: str | Unset = UNSET
        if not isinstance(self.transfer_stations, Unset):
            transfer_stations = self.transfer_stations.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if first_player is not UNSET:
            field_dict["first_player"] = first_player
        if network is not UNSET:
            field_dict["network"] = network
        if transfer_stations is not UNSET:
            field_dict["transfer_stations"] = transfer_stations

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_first_player(
            data: object,
        ) -> DcDashNewGameOptionsFirstPlayer | Literal["random"] | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, int):
                    raise TypeError()
                first_player_type_0 = DcDashNewGameOptionsFirstPlayer(data)

                return first_player_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            first_player_type_1 = cast(Literal["random"], data)
            if first_player_type_1 != "random":
                raise ValueError(
                    f"first_player_type_1 must match const 'random', got '{first_player_type_1}'"
                )
            return first_player_type_1

        first_player = _parse_first_player(d.pop("first_player", UNSET))

        _network = d.pop("network", UNSET)
        network: DcDashNewGameOptionsNetwork | Unset
        if isinstance(_network, Unset):
            network = UNSET
        else:
            network = DcDashNewGameOptionsNetwork(_network)

        _transfer_stations = d.pop("transfer_stations", UNSET)
        transfer_stations: DcDashNewGameOptionsTransferStations | Unset
        if isinstance(_transfer_stations, Unset):
            transfer_stations = UNSET
        else:
            transfer_stations = DcDashNewGameOptionsTransferStations(_transfer_stations)

        dc_dash_new_game_options = cls(
            first_player=first_player,
            network=network,
            transfer_stations=transfer_stations,
        )

        return dc_dash_new_game_options
