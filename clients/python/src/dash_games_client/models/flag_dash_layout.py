from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="FlagDashLayout")


@_attrs_define
class FlagDashLayout:
    """The board's fixed parts; tunnels can change (Dig), so the layout lives in the state.

    Attributes:
        closed (list[str]):
        height (int):
        name (str):
        tunnels (list[str]):
        walls (list[list[str]]):
        width (int):
        zones (list[list[str]]):
        hideouts (list[str] | Unset):
        secret_entrance (list[str] | Unset):
        secret_exits (list[str] | Unset):
    """

    closed: list[str]
    height: int
    name: str
    tunnels: list[str]
    walls: list[list[str]]
    width: int
    zones: list[list[str]]
    hideouts: list[str] | Unset = UNSET
    secret_entrance: list[str] | Unset = UNSET
    secret_exits: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        closed = self.closed

        height = self.height

        name = self.name

        tunnels = self.tunnels

        walls = []
        for walls_item_data in self.walls:
            walls_item = []
            for walls_item_item_data in walls_item_data:
                walls_item_item: str
                walls_item_item = walls_item_item_data
                walls_item.append(walls_item_item)

            walls.append(walls_item)

        width = self.width

        zones = []
        for zones_item_data in self.zones:
            zones_item: list[str]
            if isinstance(zones_item_data, list):
                zones_item = zones_item_data

            zones.append(zones_item)

        hideouts: list[str] | Unset = UNSET
        if not isinstance(self.hideouts, Unset):
            hideouts = self.hideouts

        secret_entrance: list[str] | Unset = UNSET
        if not isinstance(self.secret_entrance, Unset):
            secret_entrance = self.secret_entrance

        secret_exits: list[str] | Unset = UNSET
        if not isinstance(self.secret_exits, Unset):
            secret_exits = self.secret_exits

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "closed": closed,
                "height": height,
                "name": name,
                "tunnels": tunnels,
                "walls": walls,
                "width": width,
                "zones": zones,
            }
        )
        if hideouts is not UNSET:
            field_dict["hideouts"] = hideouts
        if secret_entrance is not UNSET:
            field_dict["secret_entrance"] = secret_entrance
        if secret_exits is not UNSET:
            field_dict["secret_exits"] = secret_exits

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        closed = cast(list[str], d.pop("closed"))

        height = d.pop("height")

        name = d.pop("name")

        tunnels = cast(list[str], d.pop("tunnels"))

        walls = []
        _walls = d.pop("walls")
        for walls_item_data in _walls:
            walls_item = []
            _walls_item = walls_item_data
            for walls_item_item_data in _walls_item:

                def _parse_walls_item_item(data: object) -> str:
                    return cast(str, data)

                walls_item_item = _parse_walls_item_item(walls_item_item_data)

                walls_item.append(walls_item_item)

            walls.append(walls_item)

        width = d.pop("width")

        zones = []
        _zones = d.pop("zones")
        for zones_item_data in _zones:

            def _parse_zones_item(data: object) -> list[str]:
                if not isinstance(data, list):
                    raise TypeError()
                zones_item_type_0 = cast(list[str], data)

                return zones_item_type_0

            zones_item = _parse_zones_item(zones_item_data)

            zones.append(zones_item)

        hideouts = cast(list[str], d.pop("hideouts", UNSET))

        secret_entrance = cast(list[str], d.pop("secret_entrance", UNSET))

        secret_exits = cast(list[str], d.pop("secret_exits", UNSET))

        flag_dash_layout = cls(
            closed=closed,
            height=height,
            name=name,
            tunnels=tunnels,
            walls=walls,
            width=width,
            zones=zones,
            hideouts=hideouts,
            secret_entrance=secret_entrance,
            secret_exits=secret_exits,
        )

        return flag_dash_layout
