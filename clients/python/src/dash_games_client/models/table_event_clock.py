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
    from ..models.table_event_clock_deadlines import TableEventClockDeadlines
    from ..models.table_event_clock_remaining import TableEventClockRemaining


T = TypeVar("T", bound="TableEventClock")


@_attrs_define
class TableEventClock:
    """The table's clock after a step: each acting seat's deadline (unix seconds) and each seat's banked seconds (null
    without a bank), by seat.

        Attributes:
            deadlines (TableEventClockDeadlines):
            remaining (None | TableEventClockRemaining):
            type_ (Literal['clock']):
    """

    deadlines: TableEventClockDeadlines
    remaining: None | TableEventClockRemaining
    type_: Literal["clock"]

    def to_dict(self) -> dict[str, Any]:
        from ..models.table_event_clock_remaining import TableEventClockRemaining

        deadlines = self.deadlines.to_dict()

        remaining: dict[str, Any] | None
        if isinstance(self.remaining, TableEventClockRemaining):
            remaining = self.remaining.to_dict()
        else:
            remaining = self.remaining

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "deadlines": deadlines,
                "remaining": remaining,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.table_event_clock_deadlines import TableEventClockDeadlines
        from ..models.table_event_clock_remaining import TableEventClockRemaining

        d = dict(src_dict)
        deadlines = TableEventClockDeadlines.from_dict(d.pop("deadlines"))

        def _parse_remaining(data: object) -> None | TableEventClockRemaining:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                remaining_type_0 = TableEventClockRemaining.from_dict(data)

                return remaining_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TableEventClockRemaining, data)

        remaining = _parse_remaining(d.pop("remaining"))

        type_ = cast(Literal["clock"], d.pop("type"))
        if type_ != "clock":
            raise ValueError(f"type must match const 'clock', got '{type_}'")

        table_event_clock = cls(
            deadlines=deadlines,
            remaining=remaining,
            type_=type_,
        )

        return table_event_clock
