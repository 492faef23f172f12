"""Table chat (docs/CHAT.md): quick phrases and opted-in free text between a game's seats,
read by spectators when the table allows; mutes, reports for the operators."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView

from dashgames.accounts.types import Player
from dashgames.http.blueprint import ApiBlueprint, backend
from dashgames.http.resources.chat.schemas import (
    ChatMessageSchema,
    ChatPageSchema,
    ChatPostSchema,
    ChatPreferencesChangeSchema,
    ChatPreferencesSchema,
    ChatQuerySchema,
    ChatReportListSchema,
    ChatReportSchema,
    ChatSettingsSchema,
    MuteSchema,
    ReportSchema,
    ReportsQuerySchema,
)

blp = ApiBlueprint("chat", __name__, url_prefix="/v1/",
                   description="Table chat: phrases, free text, mutes and reports.")

MESSAGE = {"id": 3, "seat": 1, "player_id": "a1b2c3d4e5f6", "name": "ada", "kind": "phrase",
           "phrase": "gg", "text": "GG", "at": 1764140000.5}
PREFS = {"free_text": True, "bots_read": False, "on_stream": False, "muted": []}
REPORT = {"game_id": "4be1c0ffee42", "message": MESSAGE, "reporter": "5d41402abc4b",
          "reason": "insults", "at": 1764140100.0}


@blp.route("/games/<game_id>/chat")
class Chat(MethodView):
    @blp.auth(optional=True)
    @blp.arguments(ChatQuerySchema, location="query")
    @blp.response(200, ChatPageSchema, example={"messages": [MESSAGE], "last_id": 3,
                                                "spectators": "read", "phrases": {"gg": "GG"}})
    @blp.fails("GAME_NOT_FOUND", "CHAT_NOT_ALLOWED")
    @blp.doc(operationId="read_chat")
    def get(self, query: dict[str, Any], game_id: str, player: Player | None) -> Any:
        """The table's messages after `after`: free text only if you opted in, none from
        players you muted. Spectators read when the table allows; a bot account only when its
        owner allows (`bots_read`). New messages also arrive on the account stream
        (`chat_message`) of an account that asked for them (`on_stream`)."""
        return backend().chat_read(player, game_id, query["after"])

    @blp.auth(scope="play")
    @blp.arguments(ChatPostSchema, example={"phrase": "gg"})
    @blp.response(201, ChatMessageSchema, example=MESSAGE)
    @blp.fails("GAME_NOT_FOUND", "CHAT_NOT_ALLOWED", "CHAT_FREE_TEXT_OFF", "BAD_CHAT_MESSAGE")
    @blp.doc(operationId="create_chat_message")
    def post(self, body: dict[str, Any], game_id: str, player: Player) -> Any:
        """Say something at your table: one quick `phrase` or `text`. Seats only; rate-limited
        (the `chat` limit: 429 `RATE_LIMITED` past it)."""
        return backend().chat_post(player, game_id, body["phrase"], body["text"])


@blp.route("/games/<game_id>/chat/settings")
class ChatSettings(MethodView):
    @blp.auth(scope="play")
    @blp.arguments(ChatSettingsSchema, example={"spectators": "off"})
    @blp.response(200, ChatSettingsSchema, example={"spectators": "off"})
    @blp.fails("GAME_NOT_FOUND", "CHAT_NOT_ALLOWED")
    @blp.doc(operationId="create_chat_settings")
    def put(self, body: dict[str, Any], game_id: str, player: Player) -> Any:
        """The game's creator lets spectators read the chat (`read`, the default) or not."""
        return backend().chat_settings(player, game_id, body["spectators"])


@blp.route("/games/<game_id>/chat/<message_id>/report")
class Report(MethodView):
    @blp.auth(scope="play")
    @blp.arguments(ReportSchema, example={"reason": "insults"})
    @blp.response(201, ChatReportSchema, example=REPORT)
    @blp.fails("GAME_NOT_FOUND", "CHAT_NOT_ALLOWED", "CHAT_MESSAGE_NOT_FOUND")
    @blp.doc(operationId="create_chat_report")
    def post(self, body: dict[str, Any], game_id: str, message_id: str, player: Player) -> Any:
        """Report a message you can read (its `id`); it is kept for the platform's operators."""
        number = int(message_id) if message_id.isdigit() and len(message_id) < 10 else 0
        return backend().chat_report(player, game_id, number, body["reason"])


@blp.route("/players/me/chat")
class Preferences(MethodView):
    @blp.auth()
    @blp.response(200, ChatPreferencesSchema, example=PREFS)
    @blp.doc(operationId="get_chat_preferences")
    def get(self, player: Player) -> Any:
        """Your chat preferences and the players you muted."""
        return backend().chat_preferences(player, None)

    @blp.auth(scope="play")
    @blp.arguments(ChatPreferencesChangeSchema, example={"free_text": True})
    @blp.response(200, ChatPreferencesSchema, example=PREFS)
    @blp.fails("CHAT_FREE_TEXT_OFF")
    @blp.doc(operationId="create_chat_preferences")
    def put(self, body: dict[str, Any], player: Player) -> Any:
        """Opt in to free text (off by default), and let your bot accounts read chat."""
        return backend().chat_preferences(player, body)


@blp.route("/players/me/chat/mutes")
class Mutes(MethodView):
    @blp.auth(scope="play")
    @blp.arguments(MuteSchema, example={"player_id": "a1b2c3d4e5f6", "muted": True})
    @blp.response(200, ChatPreferencesSchema, example=PREFS)
    @blp.fails("BAD_CHAT_MESSAGE")
    @blp.doc(operationId="create_chat_mute")
    def post(self, body: dict[str, Any], player: Player) -> Any:
        """Mute a player's messages for you, at every table (`muted: false` to unmute)."""
        return backend().chat_mute(player, body["player_id"], body["muted"])


@blp.route("/chat/reports")
class Reports(MethodView):
    @blp.auth()
    @blp.arguments(ReportsQuerySchema, location="query")
    @blp.response(200, ChatReportListSchema, example={"reports": [REPORT]})
    @blp.fails("NOT_AN_OPERATOR")
    @blp.doc(operationId="list_chat_reports")
    def get(self, query: dict[str, Any], player: Player) -> Any:
        """The reported messages, newest last: for the platform's operators
        (`DASHGAMES_OPERATORS`)."""
        return {"reports": backend().chat_reports(player, query["limit"])}
