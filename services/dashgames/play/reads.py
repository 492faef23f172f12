"""Reading a live game for the API: the lobby, a seat's or a spectator's view, legal moves, the
event history and its live tail, a finished game's replay. Every read is a Redis lookup of what
the rules service rendered at commit time; a game gone from Redis is ``GameNotFound`` here (the
composition, ``http/backend.py``, then asks the history)."""

from __future__ import annotations

import contextlib
import json
import re
from collections.abc import Callable, Iterator

from dashgames.accounts.types import Player
from dashgames.infra.bell import Bell
from dashgames.infra.errors import Forbidden, GameNotFound, PlatformError
from dashgames.play import clocks
from dashgames.play import seats as seating
from dashgames.play.errors import ReplayUnavailable
from dashgames.play.events import Following, events_after
from dashgames.play.store import Store, seat_view
from dashgames.play.table_events import PLATFORM_ONLY
from dashgames.play.tables import invite_path, is_private
from dashgames.play.types import EventRecord, GameRead, GameStatus, GameSummary, LegalMoves, Replay

_CURSOR = re.compile(r"^(\d{1,20})(?:-(\d{1,20}))?$")


class GameReads:
    def __init__(self, store: Store, bell: Bell | None) -> None:
        self.store = store
        self.bell = bell

    def list_games(
        self, status: GameStatus | None, game_type: str | None, limit: int
    ) -> list[GameSummary]:
        found = self.store.indexes.lobby(status or "all", game_type, max(1, min(limit, 500)))
        return [summary(meta["id"], meta) for meta in found]

    def read_game(self, player: Player | None, game_id: str) -> GameRead:
        meta, rendered = self.store.meta_and_rendered(game_id)
        if not meta:
            raise not_found(game_id)  # archived, or gone
        seat = seat_in(meta, player)
        view = seat_view(rendered, seat)
        invite = None
        if is_private(meta) and player is not None and (
                meta.get("by") == player.id or seat_in(meta, player, True) is not None):
            invite = invite_path(game_id, meta["inv"])
        return GameRead(summary(game_id, meta), seat, int(meta["v"]), view or "{}",
                               invite)

    def legal_moves(self, player: Player, game_id: str) -> LegalMoves:
        meta, rendered = self.store.meta_and_rendered(game_id)
        if not meta:
            raise not_found(game_id)
        seat = seat_in(meta, player)
        if seat is None:
            raise Forbidden("you have no seat in this game", game_id=game_id)
        moves = "[]"
        if meta["st"] == "active" and seat in json.loads(meta["act"]):
            moves = rendered.get(f"m{seat}", "[]")
        return LegalMoves(seat, int(meta["v"]), moves, meta["type"])

    def events_after(
        self, player: Player | None, game_id: str, after: str | None,
        wait_seconds: float, limit: int, alive: Callable[[], bool] | None = None,
        following: Following | None = None, woken: Callable[[], bool] | None = None,
    ) -> list[EventRecord]:
        """``alive``: checked again each time the wait wakes (the reader's token still valid;
        False ends the wait with ``TOKEN_REVOKED``). ``following``: an open stream's standing
        registration (``follow``): after its first read, it reads only when rung. ``woken``:
        True ends an empty wait early (``play.events.events_after``)."""
        cursor = event_cursor(after)

        def seat_of(meta: dict[str, str]) -> tuple[int | None, bool]:
            seat = seat_in(meta, player, resigned_too=True)
            return seat, seat is not None and seat == seat_in(meta, player)

        return events_after(self.store, self.bell, game_id, seat_of, cursor, wait_seconds,
                            limit, following, alive, woken)

    @contextlib.contextmanager
    def follow(self, game_id: str) -> Iterator[Following | None]:
        """An open stream's registration with the bell for as long as the block runs (None
        without a bell): pass it to every ``events_after`` of the stream."""
        if self.bell is None:
            yield None
            return
        with self.bell.waiting(game_id) as rung:
            yield Following(rung)

    def replay(self, game_id: str) -> Replay:
        meta = self.store.meta(game_id)
        if not meta:
            raise not_found(game_id)  # archived, or gone
        if meta["st"] != "finished":
            raise ReplayUnavailable("the replay opens when the game ends", game_id=game_id)
        steps = self.store.log.all_steps(game_id, int(meta.get("av", "1")))
        played = [s for s in steps if s.actor != "platform"]
        return Replay(
            game_type=meta["type"], players=int(meta["n"]), options=json.loads(meta["opt"]),
            seed=meta["seed"], seed_sha256=meta["sha"],
            moves=tuple({"actor": s.actor, "move": s.move, "version": s.version} for s in played),
            events=tuple(e for s in played for e in s.events  # the game's, not the table's
                         if e.get("type") not in PLATFORM_ONLY),
            outcome=json.loads(meta["out"]) if meta.get("out") else None,
        )


def event_cursor(after: str | None) -> tuple[int, int]:
    """An event id (``"<version>-<seq>"``, or a version) as the (version, seq) it names."""
    if not after:
        return (0, 0)
    found = _CURSOR.match(after)
    if found is None:
        raise PlatformError("bad event id", after=after)
    return (int(found.group(1)), int(found.group(2) or 0))


def meta_of(store: Store, game_id: str) -> dict[str, str]:
    meta = store.meta(game_id)
    if not meta:
        raise not_found(game_id)
    return meta


def seat_in(meta: dict[str, str], player: Player | None,
          resigned_too: bool = False) -> int | None:
    if player is None:
        return None
    rows = seating.load_seats(meta["seats"])
    seat = seating.seat_of(rows, player.id)
    if seat is None and resigned_too:
        seat = next((i for i, r in enumerate(rows) if r.get("p") == player.id), None)
    return seat


def summary(game_id: str, meta: dict[str, str]) -> GameSummary:
    return GameSummary(
        id=game_id, type=meta["type"], status=meta["st"],  # type: ignore[arg-type]
        options=json.loads(meta["opt"]),
        seats=seating.seat_infos(seating.load_seats(meta["seats"])),
        version=int(meta["v"]), seed_sha256=meta["sha"], created_at=float(meta["at"]),
        to_act=tuple(json.loads(meta["act"])),
        outcome=json.loads(meta["out"]) if meta.get("out") else None,
        timers=tuple(json.loads(meta["tm"])) if meta.get("tm") else (),
        clock=clocks.summary(meta.get("clk", "")),
        private=is_private(meta), rematch_of=meta.get("rof") or None,
        rated=meta.get("rated") == "1",
    )


def not_found(game_id: str) -> GameNotFound:
    return GameNotFound(f"no game {game_id}", game_id=game_id)
