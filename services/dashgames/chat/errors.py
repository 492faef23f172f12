"""Table chat's errors (docs/CHAT.md)."""

from __future__ import annotations

from dashgames.infra.errors import Forbidden, GameNotFound, PlatformError


class ChatNotAllowed(Forbidden):
    code = "CHAT_NOT_ALLOWED"  # 403: not a seat of this game (or spectators' chat is off)


class FreeTextOff(Forbidden):
    code = "CHAT_FREE_TEXT_OFF"  # 403: free text needs the sender to have opted in


class BadChatMessage(PlatformError):
    code = "BAD_CHAT_MESSAGE"  # 422: unknown phrase, empty or over-long text; details.max


class MessageNotFound(GameNotFound):
    code = "CHAT_MESSAGE_NOT_FOUND"  # 404


class NotAnOperator(Forbidden):
    code = "NOT_AN_OPERATOR"  # 403: only the platform's operators read the reports
