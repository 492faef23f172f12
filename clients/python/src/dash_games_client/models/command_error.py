from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.command_error_details import CommandErrorDetails


T = TypeVar("T", bound="CommandError")


@_attrs_define
class CommandError:
    """Why the rules refused the command.

    Attributes:
        code (str):
        details (CommandErrorDetails):
        message (str):
    """

    code: str
    details: CommandErrorDetails
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
        from ..models.command_error_details import CommandErrorDetails

        d = dict(src_dict)
        code = d.pop("code")

        details = CommandErrorDetails.from_dict(d.pop("details"))

        message = d.pop("message")

        command_error = cls(
            code=code,
            details=details,
            message=message,
        )

        return command_error
