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

T = TypeVar("T", bound="DashAndCacheMoveVote")


@_attrs_define
class DashAndCacheMoveVote:
    """Your ballot on a challenged claim: ``accept`` it or not (a tie accepts).

    Attributes:
        accept (bool):
        type_ (Literal['vote']):
    """

    accept: bool
    type_: Literal["vote"]

    def to_dict(self) -> dict[str, Any]:
        accept = self.accept

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "accept": accept,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        accept = d.pop("accept")

        type_ = cast(Literal["vote"], d.pop("type"))
        if type_ != "vote":
            raise ValueError(f"type must match const 'vote', got '{type_}'")

        dash_and_cache_move_vote = cls(
            accept=accept,
            type_=type_,
        )

        return dash_and_cache_move_vote
