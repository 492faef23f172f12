from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.error_details_fields import ErrorDetailsFields


T = TypeVar("T", bound="ErrorDetails")


@_attrs_define
class ErrorDetails:
    """Context; a 400 has `fields`: {dotted field path: [problems]}.

    Attributes:
        current_version (int | Unset):
        fields (ErrorDetailsFields | Unset):
    """

    current_version: int | Unset = UNSET
    fields: ErrorDetailsFields | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        current_version = self.current_version

        fields: dict[str, Any] | Unset = UNSET
        if not isinstance(self.fields, Unset):
            fields = self.fields.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if current_version is not UNSET:
            field_dict["current_version"] = current_version
        if fields is not UNSET:
            field_dict["fields"] = fields

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.error_details_fields import ErrorDetailsFields

        d = dict(src_dict)
        current_version = d.pop("current_version", UNSET)

        _fields = d.pop("fields", UNSET)
        fields: ErrorDetailsFields | Unset
        if isinstance(_fields, Unset):
            fields = UNSET
        else:
            fields = ErrorDetailsFields.from_dict(_fields)

        error_details = cls(
            current_version=current_version,
            fields=fields,
        )

        error_details.additional_properties = d
        return error_details

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
