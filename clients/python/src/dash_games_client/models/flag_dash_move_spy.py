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

T = TypeVar("T", bound="FlagDashMoveSpy")


@_attrs_define
class FlagDashMoveSpy:
    """Spy token: make one opposing hand reveal this step's action card.

    Attributes:
        target (int):
        type_ (Literal['spy']):
    """

    target: int
    type_: Literal["spy"]

    def to_dict(self) -> dict[str, Any]:
        target = self.target

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "target": target,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        target = d.pop("target")

        type_ = cast(Literal["spy"], d.pop("type"))
        if type_ != "spy":
            raise ValueError(f"type must match const 'spy', got '{type_}'")

        flag_dash_move_spy = cls(
            target=target,
            type_=type_,
        )

        return flag_dash_move_spy
