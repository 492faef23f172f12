from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="Vacation")


@_attrs_define
class Vacation:
    """
    Attributes:
        allowance_seconds (float): Vacation a year (`DASHGAMES_VACATION_DAYS`), in seconds.
        ends_at (float | None): When the running vacation ends by itself, the year's allowance used up (unix seconds);
            null when off.
        left_seconds (float): What is left.
        on (bool): On vacation: your turn-based clocks (an hour or more per move) are paused; live clocks run.
        since (float | None): When the running vacation began (unix seconds); null when off.
        used_seconds (float): Taken this year, the running vacation included.
        year (int): The UTC year the allowance counts for (a vacation counts for the year it began in).
    """

    allowance_seconds: float
    ends_at: float | None
    left_seconds: float
    on: bool
    since: float | None
    used_seconds: float
    year: int

    def to_dict(self) -> dict[str, Any]:
        allowance_seconds = self.allowance_seconds

        ends_at: float | None
        ends_at = self.ends_at

        left_seconds = self.left_seconds

        on = self.on

        since: float | None
        since = self.since

        used_seconds = self.used_seconds

        year = self.year

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "allowance_seconds": allowance_seconds,
                "ends_at": ends_at,
                "left_seconds": left_seconds,
                "on": on,
                "since": since,
                "used_seconds": used_seconds,
                "year": year,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        allowance_seconds = d.pop("allowance_seconds")

        def _parse_ends_at(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        ends_at = _parse_ends_at(d.pop("ends_at"))

        left_seconds = d.pop("left_seconds")

        on = d.pop("on")

        def _parse_since(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        since = _parse_since(d.pop("since"))

        used_seconds = d.pop("used_seconds")

        year = d.pop("year")

        vacation = cls(
            allowance_seconds=allowance_seconds,
            ends_at=ends_at,
            left_seconds=left_seconds,
            on=on,
            since=since,
            used_seconds=used_seconds,
            year=year,
        )

        return vacation
