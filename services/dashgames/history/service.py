"""The history's reads for the API (the relational history: ``dashgames.records``): "my
games", ratings, leaderboards, and a finished game once Redis has let it go (read, replay,
frames). It reads two stores: Redis for a player's live games, the database for finished ones.
The database is opened on first use, running its migrations then if no other process has yet.
"""

from __future__ import annotations

import json
import threading
from typing import Any

import sqlalchemy as sa

from dashgames.accounts.errors import PlayerNotFound
from dashgames.accounts.types import Player
from dashgames.engine import get_game
from dashgames.infra.errors import GameNotFound
from dashgames.infra.settings import Settings
from dashgames.play import seats as seating
from dashgames.play.reads import event_cursor
from dashgames.play.store import Store, seat_view
from dashgames.play.table_events import PLATFORM_ONLY
from dashgames.play.types import EventRecord, GameRead, GameSummary, Replay
from dashgames.records import reads
from dashgames.records.cursors import cursor_text, parse_cursor
from dashgames.records.database import open_history

ACTIVE = ("open", "active")


YOUR_TURN_FIRST = 1e11
"""Added to a game's sort key in "my games" while it waits on the player: past any seat time
(unix seconds), so those games sort first."""

class HistoryReads:
    def __init__(self, settings: Settings, store: Store) -> None:
        self.settings = settings
        self.store = store
        self._engine: sa.Engine | None = None
        self._lock = threading.Lock()

    @property
    def engine(self) -> sa.Engine:
        with self._lock:
            if self._engine is None:
                self._engine = open_history(self.settings.history_url)
            return self._engine

    # ---- a finished game Redis no longer holds ---------------------------------------------
    def archived(self, game_id: str) -> reads.ArchivedGame:
        found = reads.archived_game(self.engine, game_id)
        if found is None:
            raise GameNotFound(f"no game {game_id}", game_id=game_id)
        return found

    def summary(self, game: reads.ArchivedGame) -> GameSummary:
        return GameSummary(
            id=game.id, type=game.game_type, status="finished", options=game.options,
            seats=seating.seat_infos(game.seat_rows), version=game.version,
            seed_sha256=game.seed_sha256, created_at=game.created_at, to_act=(),
            outcome=game.outcome, timers=(), clock=None,
        )

    def read(self, player: Player | None, game_id: str) -> GameRead:
        game = self.archived(game_id)
        seat = None
        if player is not None:
            seat = seating.seat_of(game.seat_rows, player.id)
        view = seat_view(game.views, seat)
        return GameRead(self.summary(game), seat, game.version, view or "{}")

    def replay(self, game_id: str) -> Replay:
        game = self.archived(game_id)
        played = [s for s in game.steps if s[1] != "platform"]
        return Replay(
            game_type=game.game_type, players=game.players, options=game.options,
            seed=game.seed, seed_sha256=game.seed_sha256,
            moves=tuple({"actor": s[1], "move": s[2], "version": s[0]} for s in played),
            events=tuple(e for s in played for e in s[3]  # the game's, not the table's
                         if e.get("type") not in PLATFORM_ONLY),
            outcome=game.outcome,
        )

    def events_after(self, game_id: str, after: str | None, limit: int) -> list[EventRecord]:
        """An archived game's event log after the cursor, as its live stream told it (a
        finished game hides nothing: its replay is public too); GAME_NOT_FOUND without it."""
        game = self.archived(game_id)
        cursor = event_cursor(after)
        found: list[EventRecord] = []
        for step in game.steps:  # Step.record(): version, actor, move, events[, to_act]
            version, events = step[0], step[3]
            to_act = tuple(step[4]) if len(step) > 4 and step[4] is not None else None
            for seq, event in enumerate(events, start=1):
                if (version, seq) > cursor and len(found) < limit:
                    found.append(EventRecord(f"{version}-{seq}", version, event, seq, to_act,
                                             game_type=game.game_type))
        return found

    # ---- lists --------------------------------------------------------------------------------
    def my_games(self, player: Player, status: str, game_type: str | None,
                 result: str | None, limit: int, cursor: str | None) -> dict[str, Any]:
        if status == "finished":
            found, after = reads.finished_games_of(self.engine, player.id, game_type, result,
                                                   limit, cursor)
            return {"games": [_finished(g) for g in found], "next_cursor": after,
                    "your_turn": None}
        if result is not None:  # a game still going has no result yet
            return {"games": [], "next_cursor": None, "your_turn": None}
        return self._active(player, game_type, limit, cursor)

    def _active(self, player: Player, game_type: str | None, limit: int,
                cursor: str | None) -> dict[str, Any]:
        """The games the player sits in that have not ended, from the Redis index (entries for
        games gone, archived or left are dropped on the way): the games where it is the
        player's turn first, then the others, each newest seat first. The sort key (and so the
        cursor) is the seat's time plus ``YOUR_TURN_FIRST`` for a game waiting on the player;
        ``your_turn`` counts those games (the menu's count, the app badge)."""
        entries = self.store.indexes.games_of(player.id)
        pipe = self.store.redis.pipeline(transaction=False)
        for game_id, _ in entries:
            pipe.hgetall(self.store.game_key(game_id, "meta"))
        metas = pipe.execute()
        listed, stale = [], []
        for (game_id, at), raw in zip(entries, metas, strict=True):
            meta = {_text(k): _text(v) for k, v in raw.items()}
            rows = seating.load_seats(meta["seats"]) if meta else []
            seat = next((i for i, r in enumerate(rows) if r.get("p") == player.id), None)
            if not meta or seat is None or meta.get("arch") == "1":
                stale.append(game_id)
                continue
            if meta["st"] in ACTIVE and (game_type is None or meta["type"] == game_type):
                waiting = meta["st"] == "active" and seat in json.loads(meta.get("act") or "[]")
                listed.append(((at + (YOUR_TURN_FIRST if waiting else 0.0), game_id), seat,
                               meta))
        self.store.indexes.forget_games(player.id, stale)
        listed.sort(key=lambda row: row[0], reverse=True)
        turns = sum(1 for key, _, _ in listed if key[0] >= YOUR_TURN_FIRST)
        after = parse_cursor(cursor)
        if after is not None:  # newest first: the rows that sort after the cursor's
            listed = [row for row in listed if row[0] < after]
        page = listed[:limit]
        last = page[-1][0] if len(listed) > limit else None
        return {"games": [_active(key[1], seat, meta) for key, seat, meta in page],
                "next_cursor": cursor_text(*last) if last is not None else None,
                "your_turn": turns}

    def ratings(self, player_id: str, game_type: str | None, limit: int, cursor: str | None
                ) -> dict[str, Any]:
        if not reads.ID.match(player_id):
            raise PlayerNotFound(f"no player {player_id!r}", player_id=player_id)
        current, history, after = reads.ratings_of(self.engine, player_id, game_type, limit,
                                                   cursor)
        if not current and not history and not self.store.redis.exists(
                self.store.player_key(player_id)):
            raise PlayerNotFound(f"no player {player_id}", player_id=player_id)
        return {"player_id": player_id, "ratings": current, "history": history,
                "next_cursor": after}

    def leaderboard(self, game_type: str, bots: reads.BotFilter, limit: int,
                    cursor: str | None) -> dict[str, Any]:
        get_game(game_type)  # UNKNOWN_GAME for a type nobody plays here
        entries, after = reads.leaderboard(self.engine, game_type, bots, limit, cursor)
        return {"game_type": game_type, "bots": bots, "entries": entries, "next_cursor": after}


def _active(game_id: str, seat: int, meta: dict[str, str]) -> dict[str, Any]:
    return {
        "id": game_id, "type": meta["type"], "status": meta["st"], "seat": seat,
        "seats": [_seat(i, r) for i, r in enumerate(seating.load_seats(meta["seats"]))],
        "options": json.loads(meta["opt"]), "created_at": float(meta["at"]),
        "finished_at": None, "outcome": None, "result": None,
        "rated": meta.get("rated") == "1", "rating": None, "version": int(meta["v"]),
        "to_act": json.loads(meta.get("act") or "[]"),
    }


def _finished(game: dict[str, Any]) -> dict[str, Any]:
    return {
        "id": game["id"], "type": game["type"], "status": "finished", "seat": game["seat"],
        "seats": [_seat(i, r) for i, r in enumerate(game["seats"])],
        "options": game["options"], "created_at": game["created_at"],
        "finished_at": game["finished_at"], "outcome": game["outcome"],
        "result": game["result"], "rated": game["rated"], "rating": game["rating"],
        "version": game["version"], "to_act": [],
    }


def _seat(index: int, row: dict[str, Any]) -> dict[str, Any]:
    """As a live game's seat (``rules.seats.seat_infos``): the contract's ``SeatInfo``."""
    return {"seat": index, "kind": row["k"], "player_id": row.get("p"),
            "player_name": row.get("n"), "bot_level": row.get("b"),
            "resigned": bool(row.get("r", False)),
            "is_bot": row["k"] == "bot" or bool(row.get("ib")), "bot_owner": row.get("o")}


def _text(raw: Any) -> str:
    return raw.decode() if isinstance(raw, bytes) else str(raw)
