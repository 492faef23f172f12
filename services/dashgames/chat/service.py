"""Table chat: quick phrases for everyone, free text between people who opted in, mutes,
reports, and who may read (docs/CHAT.md).

Only the seated accounts post; spectators read when the table lets them (``spectators``:
"read", the default, or "off", chosen by the game's creator). A bot account reads only when
its owner allows it (``bots_read`` in the owner's preferences). Messages are the players' own
words and nothing of the game: no view, hand or plan is ever put into one, so a reader learns
no hidden information from the chat beyond what a player chooses to say. Each message is also
an account event (``chat_message``) for every account that may read it, so the account stream
delivers it as it is said.
"""

from __future__ import annotations

import json
import time
import unicodedata
from collections.abc import Callable
from typing import Any

from dashgames.accounts.inbox import Inbox
from dashgames.accounts.types import Player
from dashgames.chat.errors import (
    BadChatMessage,
    ChatNotAllowed,
    FreeTextOff,
    MessageNotFound,
    NotAnOperator,
)
from dashgames.chat.store import MAX_MESSAGES, ChatStore
from dashgames.infra.errors import GameNotFound
from dashgames.play.seats import load_seats
from dashgames.play.store import Store

PHRASES = {
    "hello": "Hello!", "good_luck": "Good luck!", "gg": "GG", "thanks": "Thanks!",
    "well_played": "Well played!", "oops": "Oops!", "thinking": "Let me think...",
    "rematch": "Rematch?",
}
"""The quick phrases everyone may send (an id -> the text every client shows)."""
MAX_TEXT = 200
MESSAGE_EVENT = "chat_message"
SPECTATORS = ("read", "off")


def clean_text(text: str) -> str:
    """Free text as it is kept: trimmed, with no control or format characters (no hidden
    right-to-left overrides), 1 to ``MAX_TEXT`` characters."""
    if any(unicodedata.category(c) in ("Cc", "Cf") for c in text):
        raise BadChatMessage("text may not hold control or format characters", field="text")
    text = " ".join(text.split())
    if not text:
        raise BadChatMessage("text is empty", field="text")
    if len(text) > MAX_TEXT:
        raise BadChatMessage(f"text is over {MAX_TEXT} characters", field="text", max=MAX_TEXT)
    return text


class ChatService:
    def __init__(self, store: ChatStore, games: Store, operators: frozenset[str] = frozenset(),
                 clock: Callable[[], float] = time.time) -> None:
        self.store = store
        self.games = games
        self.inbox = Inbox(store.redis, store.prefix)
        self.operators = operators
        self.clock = clock

    # ---- who sits where ----------------------------------------------------------------
    def _table(self, game_id: str) -> tuple[list[dict[str, Any]], str, dict[str, str]]:
        """The game's seats and creator (from the live game, else the copy the chat kept)."""
        cfg = self.store.config(game_id)
        meta = self.games.meta(game_id)
        if meta.get("seats"):
            return load_seats(meta["seats"]), meta.get("by", ""), cfg
        if cfg.get("seats"):
            return load_seats(cfg["seats"]), cfg.get("by", ""), cfg
        raise GameNotFound(f"no game {game_id}", game_id=game_id)

    def _may_read(self, player: Player | None, seats: list[dict[str, Any]],
                  cfg: dict[str, str]) -> bool:
        seated = player is not None and any(r.get("p") == player.id for r in seats)
        if player is not None and player.is_bot:
            return seated and player.owner is not None and \
                self.store.prefs(player.owner)["bots_read"]
        return seated or cfg.get("spectators", "read") == "read"

    # ---- posting ------------------------------------------------------------------------
    def post(self, player: Player, game_id: str, phrase: str | None, text: str | None
             ) -> dict[str, Any]:
        seats, creator, cfg = self._table(game_id)
        seat = next((i for i, r in enumerate(seats) if r.get("p") == player.id), None)
        if seat is None:
            raise ChatNotAllowed("only the players of this game chat at its table",
                                 game_id=game_id)
        if (phrase is None) == (text is None):
            raise BadChatMessage("send one of phrase and text", field="phrase")
        if phrase is not None:
            if phrase not in PHRASES:
                raise BadChatMessage(f"no quick phrase {phrase!r}", field="phrase",
                                     allowed=sorted(PHRASES))
            body: dict[str, str | None] = {"kind": "phrase", "phrase": phrase,
                                           "text": PHRASES[phrase]}
        else:
            assert text is not None
            if player.is_bot or not self.store.prefs(player.id)["free_text"]:
                raise FreeTextOff("free text needs your opt-in (chat preferences: free_text)")
            body = {"kind": "text", "phrase": None, "text": clean_text(text)}
        if self.store.count(game_id) >= MAX_MESSAGES:
            raise BadChatMessage(f"a table keeps at most {MAX_MESSAGES} messages",
                                 field="text", max=MAX_MESSAGES)
        if "seats" not in cfg:
            self.store.configure(game_id, seats=_dumps(seats), by=creator)
        message = self.store.append(game_id, {
            "seat": seat, "player_id": player.id, "name": player.name, **body,
            "at": round(self.clock(), 3)})
        for row in seats:
            reader = row.get("p")
            if reader and reader != player.id and self._delivered(reader, row, message):
                self.inbox.publish(reader, MESSAGE_EVENT, {"game_id": game_id, **message})
        # The game's bell: its event streams that carry the chat read it now (docs/CHAT.md).
        self.store.redis.publish(self.games.channel(game_id), "chat")
        return message

    def _delivered(self, reader: str, row: dict[str, Any], message: dict[str, Any]) -> bool:
        """Whether a seated account is sent ``message`` on its account stream: only one that
        asked for it (``on_stream``; a client that never asked never meets the event type)."""
        if not self.store.prefs(reader)["on_stream"]:
            return False
        if row.get("ib"):
            owner = row.get("o")
            if not owner or not self.store.prefs(owner)["bots_read"]:
                return False
        return self._shown(reader, message, bool(row.get("ib")))

    def _shown(self, reader: str | None, message: dict[str, Any], is_bot: bool) -> bool:
        if reader is not None and message["player_id"] in self.store.mutes(reader):
            return False
        if message["kind"] == "text":  # free text only between people who opted in
            return reader is not None and not is_bot and self.store.prefs(reader)["free_text"]
        return True

    # ---- reading ------------------------------------------------------------------------
    def read(self, player: Player | None, game_id: str, after: int = 0) -> dict[str, Any]:
        seats, _, cfg = self._table(game_id)
        if not self._may_read(player, seats, cfg):
            raise ChatNotAllowed("this table's chat is not open to you", game_id=game_id)
        reader = player.id if player is not None else None
        is_bot = player is not None and player.is_bot
        shown = [m for m in self.store.messages(game_id, max(0, after))
                 if self._shown(reader, m, is_bot)]
        return {"messages": shown, "last_id": self.store.count(game_id),
                "spectators": cfg.get("spectators", "read"), "phrases": PHRASES}

    def settings(self, player: Player, game_id: str, spectators: str) -> dict[str, str]:
        seats, creator, _ = self._table(game_id)
        if player.id != creator:
            raise ChatNotAllowed("only the game's creator sets its chat", game_id=game_id)
        if spectators not in SPECTATORS:
            raise BadChatMessage("spectators is 'read' or 'off'", field="spectators")
        self.store.configure(game_id, spectators=spectators, seats=_dumps(seats), by=creator)
        return {"spectators": spectators}

    # ---- preferences, mutes, reports --------------------------------------------------
    def preferences(self, player: Player) -> dict[str, Any]:
        return {**self.store.prefs(player.id), "muted": sorted(self.store.mutes(player.id))}

    def set_preferences(self, player: Player, changes: dict[str, bool]) -> dict[str, Any]:
        if player.is_bot and changes.get("free_text"):
            raise FreeTextOff("a bot account does not chat in free text")
        self.store.set_prefs(player.id, {k: bool(v) for k, v in changes.items()
                                         if k in ("free_text", "bots_read", "on_stream")})
        return self.preferences(player)

    def mute(self, player: Player, other: str, on: bool) -> dict[str, Any]:
        if other == player.id:
            raise BadChatMessage("you cannot mute yourself", field="player_id")
        self.store.mute(player.id, other, on)
        return self.preferences(player)

    def report(self, player: Player, game_id: str, message_id: int, reason: str
               ) -> dict[str, Any]:
        seats, _, cfg = self._table(game_id)
        if not self._may_read(player, seats, cfg):
            raise ChatNotAllowed("this table's chat is not open to you", game_id=game_id)
        message = self.store.message(game_id, message_id) if message_id > 0 else None
        if message is None or not self._shown(player.id, message, player.is_bot):
            raise MessageNotFound(f"no message {message_id} here", message_id=message_id)
        record = {"game_id": game_id, "message": message, "reporter": player.id,
                  "reason": reason.strip()[:MAX_TEXT], "at": round(self.clock(), 3)}
        self.store.report(record)
        return record

    def reports(self, player: Player, limit: int) -> list[dict[str, Any]]:
        if player.id not in self.operators:
            raise NotAnOperator("only the platform's operators read chat reports")
        return self.store.reports(limit)


def _dumps(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"))
