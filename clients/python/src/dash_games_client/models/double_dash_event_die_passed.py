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

T = TypeVar("T", bound="DoubleDashEventDiePassed")


@_attrs_define
class DoubleDashEventDiePassed:
    """The seat passed a die it could not (or chose not to) use.

    Attributes:
        die (int):
        seat (int):
        type_ (Literal['die_passed']):
    """

    die: int
    seat: int
    type_: Literal["die_passed"]

    def to_dict(self) -> dict[str, Any]:
        die = self.die

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "die": die,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        die = d.pop("die")

        seat = d.pop("seat")

        type_ = cast(Literal["die_passed"], d.pop("type"))
        if type_ != "die_passed":
            raise ValueError(f"type must match const 'die_passed', got '{type_}'")

        double_dash_event_die_passed = cls(
            die=die,
            seat=seat,
            type_=type_,
        )

        return double_dash_event_die_passed
