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

from ..models.dicey_curves_bot_seat_level import DiceyCurvesBotSeatLevel
from ..types import UNSET, Unset

T = TypeVar("T", bound="DiceyCurvesBotSeat")


@_attrs_define
class DiceyCurvesBotSeat:
    """Our AI, at one of the game's levels (null: its default level, heuristic).

    Attributes:
        kind (Literal['bot']):
        level (DiceyCurvesBotSeatLevel | None | Unset):
    """

    kind: Literal["bot"]
    level: DiceyCurvesBotSeatLevel | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        level: None | str | Unset
        if isinstance(self.level, Unset):
            level = UNSET
        elif isinstance(self.level, DiceyCurvesBotSeatLevel):
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

        def _parse_level(data: object) -> DiceyCurvesBotSeatLevel | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                level_type_0 = DiceyCurvesBotSeatLevel(data)

                return level_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DiceyCurvesBotSeatLevel | None | Unset, data)

        level = _parse_level(d.pop("level", UNSET))

        dicey_curves_bot_seat = cls(
            kind=kind,
            level=level,
        )

        return dicey_curves_bot_seat
