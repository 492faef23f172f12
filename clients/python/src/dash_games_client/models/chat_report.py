from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.chat_message import ChatMessage


T = TypeVar("T", bound="ChatReport")


@_attrs_define
class ChatReport:
    """
    Attributes:
        at (float):
        game_id (str):
        message (ChatMessage):
        reason (str):
        reporter (str):
    """

    at: float
    game_id: str
    message: ChatMessage
    reason: str
    reporter: str

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        game_id = self.game_id

        message = self.message.to_dict()

        reason = self.reason

        reporter = self.reporter

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "at": at,
                "game_id": game_id,
                "message": message,
                "reason": reason,
                "reporter": reporter,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.chat_message import ChatMessage

        d = dict(src_dict)
        at = d.pop("at")

        game_id = d.pop("game_id")

        message = ChatMessage.from_dict(d.pop("message"))

        reason = d.pop("reason")

        reporter = d.pop("reporter")

        chat_report = cls(
            at=at,
            game_id=game_id,
            message=message,
            reason=reason,
            reporter=reporter,
        )

        return chat_report
