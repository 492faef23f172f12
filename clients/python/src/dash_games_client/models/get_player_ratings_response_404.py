from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.get_player_ratings_response_404_code import (
    GetPlayerRatingsResponse404Code,
)

if TYPE_CHECKING:
    from ..models.error_details import ErrorDetails


T = TypeVar("T", bound="GetPlayerRatingsResponse404")


@_attrs_define
class GetPlayerRatingsResponse404:
    """
    Attributes:
        code (GetPlayerRatingsResponse404Code): Stable machine-readable error code.
        details (ErrorDetails): Context; a 400 has `fields`: {dotted field path: [problems]}.
        message (str):
    """

    code: GetPlayerRatingsResponse404Code
    details: ErrorDetails
    message: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        code = self.code.value

        details = self.details.to_dict()

        message = self.message

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "code": code,
                "details": details,
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.error_details import ErrorDetails

        d = dict(src_dict)
        code = GetPlayerRatingsResponse404Code(d.pop("code"))

        details = ErrorDetails.from_dict(d.pop("details"))

        message = d.pop("message")

        get_player_ratings_response_404 = cls(
            code=code,
            details=details,
            message=message,
        )

        get_player_ratings_response_404.additional_properties = d
        return get_player_ratings_response_404

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
