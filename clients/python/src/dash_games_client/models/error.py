from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.error_details import ErrorDetails


T = TypeVar("T", bound="Error")


@_attrs_define
class Error:
    """Every error: a stable code, a message for people, and JSON details.

    Attributes:
        code (str): Stable machine-readable error code. An open set: each operation documents its codes (`x-error-codes`
            on each error answer); a code not known to a client is handled by its HTTP status.
        details (ErrorDetails): Context; a 400 has `fields`: {dotted field path: [problems]}.
        message (str):
    """

    code: str
    details: ErrorDetails
    message: str

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        details = self.details.to_dict()

        message = self.message

        field_dict: dict[str, Any] = {}

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
        code = d.pop("code")

        details = ErrorDetails.from_dict(d.pop("details"))

        message = d.pop("message")

        error = cls(
            code=code,
            details=details,
            message=message,
        )

        return error
