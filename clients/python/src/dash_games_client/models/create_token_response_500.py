from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.create_token_response_500_code import CreateTokenResponse500Code

if TYPE_CHECKING:
    from ..models.error_details import ErrorDetails


T = TypeVar("T", bound="CreateTokenResponse500")


@_attrs_define
class CreateTokenResponse500:
    """
    Attributes:
        code (CreateTokenResponse500Code): Stable machine-readable error code.
        details (ErrorDetails): Context; a 400 has `fields`: {dotted field path: [problems]}.
        message (str):
    """

    code: CreateTokenResponse500Code
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
        code = CreateTokenResponse500Code(d.pop("code"))

        details = ErrorDetails.from_dict(d.pop("details"))

        message = d.pop("message")

        create_token_response_500 = cls(
            code=code,
            details=details,
            message=message,
        )

        create_token_response_500.additional_properties = d
        return create_token_response_500

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
