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

from ..types import UNSET, Unset

T = TypeVar("T", bound="DashAndCacheTrade")


@_attrs_define
class DashAndCacheTrade:
    """The deal on the table: ``offered`` from the roller's cache for ``asked`` from the partner's. A seat in ``shaken``
    agreed to the deal as it stands now.

        Attributes:
            name (Literal['trade']):
            partner (int):
            timekeeper (int | None):
            asked (list[str] | Unset):
            changes (int | Unset):
            firm (list[int] | Unset):
            offered (list[str] | Unset):
            shaken (list[int] | Unset):
    """

    name: Literal["trade"]
    partner: int
    timekeeper: int | None
    asked: list[str] | Unset = UNSET
    changes: int | Unset = UNSET
    firm: list[int] | Unset = UNSET
    offered: list[str] | Unset = UNSET
    shaken: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        partner = self.partner

        timekeeper: int | None
        timekeeper = self.timekeeper

        asked: list[str] | Unset = UNSET
        if not isinstance(self.asked, Unset):
            asked = self.asked

        changes = self.changes

        firm: list[int] | Unset = UNSET
        if not isinstance(self.firm, Unset):
            firm = self.firm

        offered: list[str] | Unset = UNSET
        if not isinstance(self.offered, Unset):
            offered = self.offered

        shaken: list[int] | Unset = UNSET
        if not isinstance(self.shaken, Unset):
            shaken = self.shaken

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "partner": partner,
                "timekeeper": timekeeper,
            }
        )
        if asked is not UNSET:
            field_dict["asked"] = asked
        if changes is not UNSET:
            field_dict["changes"] = changes
        if firm is not UNSET:
            field_dict["firm"] = firm
        if offered is not UNSET:
            field_dict["offered"] = offered
        if shaken is not UNSET:
            field_dict["shaken"] = shaken

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = cast(Literal["trade"], d.pop("name"))
        if name != "trade":
            raise ValueError(f"name must match const 'trade', got '{name}'")

        partner = d.pop("partner")

        def _parse_timekeeper(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        timekeeper = _parse_timekeeper(d.pop("timekeeper"))

        asked = cast(list[str], d.pop("asked", UNSET))

        changes = d.pop("changes", UNSET)

        firm = cast(list[int], d.pop("firm", UNSET))

        offered = cast(list[str], d.pop("offered", UNSET))

        shaken = cast(list[int], d.pop("shaken", UNSET))

        dash_and_cache_trade = cls(
            name=name,
            partner=partner,
            timekeeper=timekeeper,
            asked=asked,
            changes=changes,
            firm=firm,
            offered=offered,
            shaken=shaken,
        )

        return dash_and_cache_trade
