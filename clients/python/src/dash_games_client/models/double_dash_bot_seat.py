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

from ..models.double_dash_bot_seat_level import DoubleDashBotSeatLevel
from ..types import UNSET, Unset

T = TypeVar("T", bound="DoubleDashBotSeat")


@_attrs_define
class DoubleDashBotSeat:
    """Our AI, at one of the game's levels (null: its default level, heuristic).

    Attributes:
        kind (Literal['bot']):
        level (DoubleDashBotSeatLevel | None | Unset):
    """

    kind: Literal["bot"]
    level: DoubleDashBotSeatLevel | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        level: None | str | Unset
        if isinstance(self.level, Unset):
            level = UNSET
        elif isinstance(self.level, DoubleDashBotSeatLevel):
            level = self.level.value
        else:
            level = self.level

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )
        if level is not UNSET:
            field_dict["level"] = level

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = cast(Literal["bot"], d.pop("kind"))
        if kind != "bot":
            raise ValueError(f"kind must match const 'bot', got '{kind}'")

        def _parse_level(data: object) -> DoubleDashBotSeatLevel | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                level_type_0 = DoubleDashBotSeatLevel(data)

                return level_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DoubleDashBotSeatLevel | None | Unset, data)

        level = _parse_level(d.pop("level", UNSET))

        double_dash_bot_seat = cls(
            kind=kind,
            level=level,
        )

        return double_dash_bot_seat
