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

T = TypeVar("T", bound="FlagDashEventSetupPlaced")


@_attrs_define
class FlagDashEventSetupPlaced:
    """Private to the team: a piece placed during the secret setup.

    Attributes:
        piece (str):
        square (str):
        type_ (Literal['setup_placed']):
    """

    piece: str
    square: str
    type_: Literal["setup_placed"]

    def to_dict(self) -> dict[str, Any]:
        piece = self.piece

        square = self.square

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "piece": piece,
                "square": square,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        piece = d.pop("piece")

        square = d.pop("square")

        type_ = cast(Literal["setup_placed"], d.pop("type"))
        if type_ != "setup_placed":
            raise ValueError(f"type must match const 'setup_placed', got '{type_}'")

        flag_dash_event_setup_placed = cls(
            piece=piece,
            square=square,
            type_=type_,
        )

        return flag_dash_event_setup_placed
