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

T = TypeVar("T", bound="FlagDashEventRoundEnded")


@_attrs_define
class FlagDashEventRoundEnded:
    """
    Attributes:
        round_ (int):
        tiebreak (int):
        type_ (Literal['round_ended']):
    """

    round_: int
    tiebreak: int
    type_: Literal["round_ended"]

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        tiebreak = self.tiebreak

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "round": round_,
                "tiebreak": tiebreak,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        round_ = d.pop("round")

        tiebreak = d.pop("tiebreak")

        type_ = cast(Literal["round_ended"], d.pop("type"))
        if type_ != "round_ended":
            raise ValueError(f"type must match const 'round_ended', got '{type_}'")

        flag_dash_event_round_ended = cls(
            round_=round_,
            tiebreak=tiebreak,
            type_=type_,
        )

        return flag_dash_event_round_ended
