from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.decline_reason import DeclineReason
from ..types import UNSET, Unset

T = TypeVar("T", bound="Decline")


@_attrs_define
class Decline:
    """
    Attributes:
        reason (DeclineReason | Unset): Why, as Lichess words it: generic, later, tooFast, tooSlow, timeControl, rated,
            casual, standard, variant, noBot, onlyBot.
    """

    reason: DeclineReason | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        reason: str | Unset = UNSET
        if not isinstance(self.reason, Unset):
            reason = self.reason.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        _reason = d.pop("reason", UNSET)
        reason: DeclineReason | Unset
        if isinstance(_reason, Unset):
            reason = UNSET
        else:
            reason = DeclineReason(_reason)

        decline = cls(
            reason=reason,
        )

        return decline
