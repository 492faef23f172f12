from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.dash_and_cache_event_victory_called_matching import (
        DashAndCacheEventVictoryCalledMatching,
    )


T = TypeVar("T", bound="DashAndCacheEventVictoryCalled")


@_attrs_define
class DashAndCacheEventVictoryCalled:
    """The seat called victory: its matching item for each goal card.

    Attributes:
        matching (DashAndCacheEventVictoryCalledMatching):
        seat (int):
        type_ (Literal['victory_called']):
    """

    matching: DashAndCacheEventVictoryCalledMatching
    seat: int
    type_: Literal["victory_called"]

    def to_dict(self) -> dict[str, Any]:
        matching = self.matching.to_dict()

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "matching": matching,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dash_and_cache_event_victory_called_matching import (
            DashAndCacheEventVictoryCalledMatching,
        )

        d = dict(src_dict)
        matching = DashAndCacheEventVictoryCalledMatching.from_dict(d.pop("matching"))

        seat = d.pop("seat")

        type_ = cast(Literal["victory_called"], d.pop("type"))
        if type_ != "victory_called":
            raise ValueError(f"type must match const 'victory_called', got '{type_}'")

        dash_and_cache_event_victory_called = cls(
            matching=matching,
            seat=seat,
            type_=type_,
        )

        return dash_and_cache_event_victory_called
