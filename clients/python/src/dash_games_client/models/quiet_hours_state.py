from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.quiet_hours import QuietHours


T = TypeVar("T", bound="QuietHoursState")


@_attrs_define
class QuietHoursState:
    """
    Attributes:
        quiet_hours (None | QuietHours): No push from start_hour up to end_hour, local time (null: none).
    """

    quiet_hours: None | QuietHours

    def to_dict(self) -> dict[str, Any]:
        from ..models.quiet_hours import QuietHours

        quiet_hours: dict[str, Any] | None
        if isinstance(self.quiet_hours, QuietHours):
            quiet_hours = self.quiet_hours.to_dict()
        else:
            quiet_hours = self.quiet_hours

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "quiet_hours": quiet_hours,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.quiet_hours import QuietHours

        d = dict(src_dict)

        def _parse_quiet_hours(data: object) -> None | QuietHours:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                quiet_hours_type_0 = QuietHours.from_dict(data)

                return quiet_hours_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | QuietHours, data)

        quiet_hours = _parse_quiet_hours(d.pop("quiet_hours"))

        quiet_hours_state = cls(
            quiet_hours=quiet_hours,
        )

        return quiet_hours_state
