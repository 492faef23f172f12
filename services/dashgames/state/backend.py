"""``GameService``: the back end behind the HTTP layer (``facade.Backend``).

Reads are Redis lookups of pre-rendered views; every change goes through the rules service
(``dashgames.rules``): in this process for a synchronous move, or through the Celery ``rules``
queue when the client asks to respond asynchronously or the platform runs in isolation mode.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
import re
import time
from collections.abc import Iterator
from typing import Any

from dashgames.platform import facade, probes
from dashgames.platform.accounts import Accounts
from dashgames.platform.bell import Bell
from dashgames.platform.celery_app import celery_for
from dashgames.platform.events import Following, events_after, events_on_ring
from dashgames.platform.games import load_games
from dashgames.platform.settings import Settings, from_env
from dashgames.platform.store import KEY_TAKEN, NO_GAME, Store, seat_view
from dashgames.platform.table_events import PLATFORM_ONLY
from dashgames.platform.tables import invite_matches, invite_path, is_private, new_invite
from dashgames.rules import clocks, frames, lifecycle
from dashgames.rules import seats as seating
from dashgames.rules.challenges import ChallengeDesk
from dashgames.rules.commands import Rules
from dashgames.rules.followups import Followups
from dashgames.rules.results import (
    Command,
    idem_value,
    move_result_from_json,
    new_command_id,
    parse_idem,
    result_field,
    stored,
)
from dashgames.state.accounts import AccountsMixin
from dashgames.state.backend_tables import TablesDesk
from dashgames.state.challenges import ChallengesMixin
from dashgames.state.history import HistoryReads

_CURSOR = re.compile(r"^(\d{1,20})(?:-(\d{1,20}))?$")


@dataclasses.dataclass(frozen=True)
class _Standing:
    """Where a game stands for a move: its summary, the answer already stored under the move's
    key ("" for none), the mover's seat, and whether it is this process's guess (no read)."""

    meta: dict[str, str]
    prior: str
    seat: int
    guessed: bool

    @property
    def version(self) -> int:
        return int(self.meta["v"])


class GameService(AccountsMixin, ChallengesMixin):
    def __init__(self, settings: Settings, store: Store | None = None) -> None:
        load_games(settings)
        self.settings = settings
        self.store = store or Store.connect(settings)
        self.celery = celery_for(settings)
        self.followups = Followups(self.celery)
        self.rules = Rules(self.store, self.followups)
        self.history = HistoryReads(settings, self.store)
        self.tables = TablesDesk(self.store, settings, self.followups, self._summary)
        self._init_accounts(Accounts(self.store.redis, settings))
        self.desk = ChallengeDesk(self.store, self.followups)
        # Waiting readers share one subscription per process (bell.py), started on first use;
        # DASHGAMES_EVENT_BELL=0 keeps a blocking XREAD per reader (for side-by-side benches).
        self.bell: Bell | None = Bell(self.store.redis, self.store.prefix)
        if os.environ.get("DASHGAMES_EVENT_BELL", "1") == "0":
            self.bell = None

    @classmethod
    def from_env(cls) -> GameService:
        return cls(from_env())

    # ---- games ------------------------------------------------------------------------------
    def create_game(
        self, creator: facade.Player, game_type: str, options: dict[str, Any] | None,
        seats: list[facade.SeatSpec], creator_seat: int | None,
        clock: facade.ClockSpec | None = None, private: bool = False, rated: bool = False,
    ) -> facade.GameSummary:
        quota = self.settings.open_games_per_player
        humans = sum(1 for s in seats if s.kind == "human")
        opens = humans > (1 if creator_seat is not None else 0)  # a seat left for others
        if opens and quota > 0 and self.store.open_games_of(creator.id) >= quota:
            raise facade.TooManyOpenGames(
                f"you have {quota} open games already: wait for players or resign one",
                quota=quota)
        table = lifecycle.Table(meta={"prv": "1", "inv": new_invite()} if private else {})
        game_id = lifecycle.create_game(
            self.store, self.followups, creator, game_type, options, seats, creator_seat, clock,
            rated=rated, table=table,
        )
        meta = self.store.meta(game_id)
        if meta.get("st") == "open":
            self.store.add_open_game(creator.id, game_id)
        return self._summary(game_id, meta)

    def list_games(
        self, status: facade.GameStatus | None, game_type: str | None, limit: int
    ) -> list[facade.GameSummary]:
        found = self.store.lobby(status or "all", game_type, max(1, min(limit, 500)))
        return [self._summary(meta["id"], meta) for meta in found]

    def join(self, player: facade.Player, game_id: str, seat: int | None,
             invite: str | None = None) -> facade.GameSummary:
        meta = self._meta(game_id)
        rows = seating.load_seats(meta["seats"])
        if is_private(meta) and not any(row.get("p") == player.id for row in rows):
            if not invite:
                raise facade.InviteRequired("this private game is joined through its invite",
                                            game_id=game_id)
            if not invite_matches(meta, invite):
                raise facade.InviteInvalid("this is not the game's invite", game_id=game_id)
        if seating.seat_of(rows, player.id) is None:
            move = {"player": player.id, "name": player.name, "bot": player.is_bot,
                    "owner": player.owner}
            self.rules.apply(Command(game_id, "join", seat, new_command_id(), move))
            meta = self._meta(game_id)
        return self._summary(game_id, meta)

    def read_game(self, player: facade.Player | None, game_id: str) -> facade.GameRead:
        meta, rendered = self.store.meta_and_rendered(game_id)
        if not meta:
            return self.history.read(player, game_id)  # archived, or GAME_NOT_FOUND
        seat = self._seat(meta, player)
        view = seat_view(rendered, seat)
        invite = None
        if is_private(meta) and player is not None and (
                meta.get("by") == player.id or self._seat(meta, player, True) is not None):
            invite = invite_path(game_id, meta["inv"])
        return facade.GameRead(self._summary(game_id, meta), seat, int(meta["v"]), view or "{}",
                               invite)

    def legal_moves(self, player: facade.Player, game_id: str) -> facade.LegalMoves:
        meta, rendered = self.store.meta_and_rendered(game_id)
        if not meta:
            raise _not_found(game_id)
        seat = self._seat(meta, player)
        if seat is None:
            raise facade.Forbidden("you have no seat in this game", game_id=game_id)
        moves = "[]"
        if meta["st"] == "active" and seat in json.loads(meta["act"]):
            moves = rendered.get(f"m{seat}", "[]")
        return facade.LegalMoves(seat, int(meta["v"]), moves, meta["type"])

    def submit_move(
        self, player: facade.Player, game_id: str, move: Any, expected_version: int | None,
        idempotency_key: str | None, respond_async: bool,
    ) -> facade.MoveResult:
        """Where the game stands, the caller's seat in it, then the command: applied here, or
        queued for a rules worker (isolation mode, or ``Prefer: respond-async``)."""
        command = Command(game_id, "move", None, new_command_id(), move, expected_version,
                          idempotency_key, scope=player.id)
        queued = self.settings.isolation or respond_async
        game = self._standing(command, player, may_guess=not queued)
        command = dataclasses.replace(command, seat=game.seat)
        if queued:
            result = self._queue(command, game.version, wait=not respond_async)
        else:
            result = self.rules.apply(command, preread=(game.meta, game.prior),
                                      guessed=game.guessed)
        return dataclasses.replace(result, game_type=game.meta["type"])

    def command_result(
        self, player: facade.Player, game_id: str, command_id: str
    ) -> facade.MoveResult:
        meta = self._meta(game_id)
        seat = self._seat(meta, player, resigned_too=True)
        if seat is None:
            raise facade.Forbidden("you have no seat in this game", game_id=game_id)
        return dataclasses.replace(self.rules.answer(game_id, command_id, seat),
                                   game_type=meta["type"])

    def resign(self, player: facade.Player, game_id: str) -> facade.GameSummary:
        meta = self._meta(game_id)
        seat = self._seat(meta, player)
        if seat is None:
            raise facade.Forbidden("you have no seat in this game", game_id=game_id)
        command = Command(game_id, "resign", seat, new_command_id())
        if self.settings.isolation and meta["st"] != "open":
            result = self._queue(command, int(meta["v"]), wait=True)
        else:
            result = self.rules.apply(command)
        if result.error is not None:
            raise facade.error_from_json(result.error)
        return self._summary(game_id, self._meta(game_id))

    def events_after(
        self, player: facade.Player | None, game_id: str, after: str | None,
        wait_seconds: float, limit: int, token: str | None = None,
        following: Following | None = None,
    ) -> list[facade.EventRecord]:
        """``token``: the reader's, checked again each time the wait wakes (a revoked token
        ends the wait with ``TOKEN_REVOKED``). ``following``: an open stream's standing
        registration (``follow``): after its first read, it reads only when rung."""
        cursor = (0, 0)
        if after:
            found = _CURSOR.match(after)
            if found is None:
                raise facade.PlatformError("bad event id", after=after)
            cursor = (int(found.group(1)), int(found.group(2) or 0))
        alive = None if player is None or token is None else (lambda: self.still_valid(token))
        if (following is not None and following.primed and wait_seconds > 0
                and self.bell is not None and self.bell.ready):
            def seat_of(meta: dict[str, str]) -> tuple[int | None, bool]:
                seat = self._seat(meta, player, resigned_too=True)
                return seat, seat is not None and seat == self._seat(meta, player)

            records = events_on_ring(self.store, game_id, seat_of, cursor, wait_seconds, limit,
                                     following, alive)
            if records is not None:
                return records
            wait_seconds = 0  # behind the live window: the full read, archive included
        if following is not None:  # this read sees every commit so far: only later ones ring
            following.rung.clear()
        meta = self._meta(game_id)
        seat = self._seat(meta, player, resigned_too=True)
        holds = seat is not None and seat == self._seat(meta, player)
        records = events_after(self.store, game_id, meta, seat, cursor, wait_seconds, limit,
                               self.bell, alive=alive, holds_seat=holds)
        if following is not None:  # only a reader that has caught up waits for rings
            following.primed, following.seat = len(records) < limit, seat if holds else None
        return records

    @contextlib.contextmanager
    def follow(self, game_id: str) -> Iterator[Following | None]:
        """An open stream's registration with the bell for as long as the block runs (None
        without a bell): pass it to every ``events_after`` of the stream."""
        if self.bell is None:
            yield None
            return
        with self.bell.waiting(game_id) as rung:
            yield Following(rung)

    def replay(self, game_id: str) -> facade.Replay:
        meta = self.store.meta(game_id)
        if not meta:
            return self.history.replay(game_id)  # archived, or GAME_NOT_FOUND
        if meta["st"] != "finished":
            raise facade.ReplayUnavailable("the replay opens when the game ends", game_id=game_id)
        steps = self.store.all_steps(game_id, int(meta.get("av", "1")))
        played = [s for s in steps if s.actor != "platform"]
        return facade.Replay(
            game_type=meta["type"], players=int(meta["n"]), options=json.loads(meta["opt"]),
            seed=meta["seed"], seed_sha256=meta["sha"],
            moves=tuple({"actor": s.actor, "move": s.move, "version": s.version} for s in played),
            events=tuple(e for s in played for e in s.events  # the game's, not the table's
                         if e.get("type") not in PLATFORM_ONLY),
            outcome=json.loads(meta["out"]) if meta.get("out") else None,
        )

    def replay_frames(self, game_id: str, start: int, count: int) -> list[dict[str, Any]]:
        """A finished game's public view after each step in [start, start + count), re-run from
        its revealed seed (``ReplayUnavailable`` until it ends)."""
        return frames.replay_frames(self.replay(game_id), start, count)

    # ---- tables: rematch and seeks (state/backend_tables.py) ---------------------------------
    def rematch(self, player: facade.Player, game_id: str) -> facade.GameSummary:
        try:
            return self.tables.rematch(player, game_id)
        except facade.GameNotFound:
            # The offer lasts while the finished game is live (DASHGAMES_ARCHIVED_TTL after
            # its archiving, five minutes by default), as a results screen's rematch button does.
            self.history.archived(game_id)  # GAME_NOT_FOUND when there was no such game
            raise facade.RematchUnavailable(
                "the rematch offer lapsed when the game was archived: challenge the players "
                "instead", game_id=game_id, status="archived") from None

    def create_seek(self, player: facade.Player, spec: facade.SeekSpec) -> facade.Seek:
        return self.tables.create_seek(player, spec)

    def read_seek(self, player: facade.Player, seek_id: str, wait_seconds: float
                  ) -> facade.Seek:
        return self.tables.read_seek(player, seek_id, wait_seconds)

    def cancel_seek(self, player: facade.Player, seek_id: str) -> None:
        self.tables.cancel_seek(player, seek_id)

    def list_seeks(self, game_type: str | None, limit: int) -> list[facade.Seek]:
        return self.tables.list_seeks(game_type, limit)

    # ---- the history ----------------------------------------------------------------------------
    def my_games(self, player: facade.Player, status: str, game_type: str | None,
                 result: str | None, limit: int, cursor: str | None) -> dict[str, Any]:
        return self.history.my_games(player, status, game_type, result, limit, cursor)

    def player_ratings(self, player_id: str, game_type: str | None, limit: int,
                       cursor: str | None) -> dict[str, Any]:
        return self.history.ratings(player_id, game_type, limit, cursor)

    def leaderboard(self, game_type: str, bots: str, limit: int, cursor: str | None
                    ) -> dict[str, Any]:
        return self.history.leaderboard(game_type, bots, limit, cursor)  # type: ignore[arg-type]

    def health(self) -> facade.Health:
        return facade.Health(ok=True, checks={"process": "up"})

    def readiness(self) -> facade.Health:
        checks: dict[str, str] = {}
        try:
            self.store.redis.ping()
            checks["redis"] = "ok"
        except Exception as e:  # any failure to reach Redis means not ready
            checks["redis"] = f"unreachable: {type(e).__name__}"
            return facade.Health(ok=False, checks=checks)
        checks["broker"] = probes.broker_check(self.settings.broker_url)  # may be elsewhere
        within = 3 * self.settings.heartbeat_seconds
        ok = checks["broker"] == "ok"
        for queue in ("rules", "ai"):
            alive = self.store.live_workers(queue, within)
            checks[f"{queue}_workers"] = str(alive)
            ok = ok and alive > 0
        return facade.Health(ok=ok, checks=checks)

    # ---- helpers ----------------------------------------------------------------------------
    def _standing(self, command: Command, player: facade.Player, may_guess: bool) -> _Standing:
        guess = self._newest_known(command, player) if may_guess else None
        return guess or self._read(command, player)

    def _newest_known(self, command: Command, player: facade.Player) -> _Standing | None:
        """The game as this process last committed it, when the command may act on that with
        no read: the commit's compare-and-set (and its idempotency check) catches a game that
        moved on meanwhile, and any refusal met on it is decided again on a fresh read
        (``Rules.apply``'s ``guessed``). None when a read must decide."""
        known = self.rules.cache.latest(command.game_id)
        if known is None or command.expected_version not in (None, int(known["v"])):
            return None
        seat = self._seat(known, player)
        if seat is None or known["st"] == "open":
            return None  # maybe only the guess is out of date: the read words the refusal
        return _Standing(known, "", seat, guessed=True)

    def _read(self, command: Command, player: facade.Player) -> _Standing:
        """One round trip: the game and any earlier answer under the command's key; the
        caller's seat in it, or why there is none."""
        meta, prior = self.store.meta_and_result(
            command.game_id, command.idem_field or result_field(command.command_id)
        )
        if not meta:
            raise _not_found(command.game_id)
        seat = self._seat(meta, player)
        if seat is None:
            raise facade.Forbidden("you have no seat in this game", game_id=command.game_id)
        if meta["st"] == "open":
            raise facade.NotStarted("the game waits for players", game_id=command.game_id)
        return _Standing(meta, prior, seat, guessed=False)

    def _queue(self, command: Command, version: int, wait: bool) -> facade.MoveResult:
        """Reserve the command's answer (and key), queue it, and wait a bounded time."""
        command = dataclasses.replace(command, reply=True)
        # Indexed before it is reserved: if this process dies before the command is queued
        # (or a worker holding it dies), the reconciler sends the reserved copy again.
        self.store.owe_command(command.game_id, command.command_id,
                               time.time() + self.settings.owed_grace)
        code, prior = self.store.record(
            command.game_id, command.idem_field, command.command_id,
            idem_value(version, command) if command.idem_field else "",
            result_field(command.command_id),
            stored(version, {"s": command.seat, "q": 1, "c": command.to_json()}),
        )
        if code == NO_GAME:
            raise _not_found(command.game_id)
        if code == KEY_TAKEN:
            first_id, body_hash = parse_idem(prior)
            if body_hash != command.body_hash:
                raise facade.IdempotencyMismatch(
                    "this idempotency key was used with another request",
                    idempotency_key=command.idempotency_key,
                )
            return self.rules.answer(command.game_id, first_id, command.seat)
        self.followups.queue_command(command.to_json())
        if not wait:
            return facade.MoveResult("accepted", command.command_id, None)
        reply = self.store.wait_reply(command.game_id, command.command_id,
                                       self.settings.sync_wait_seconds)
        if reply is None:
            return facade.MoveResult("accepted", command.command_id, None)
        return move_result_from_json(json.loads(reply))

    def _meta(self, game_id: str) -> dict[str, str]:
        meta = self.store.meta(game_id)
        if not meta:
            raise _not_found(game_id)
        return meta

    def _seat(self, meta: dict[str, str], player: facade.Player | None,
              resigned_too: bool = False) -> int | None:
        if player is None:
            return None
        rows = seating.load_seats(meta["seats"])
        seat = seating.seat_of(rows, player.id)
        if seat is None and resigned_too:
            seat = next((i for i, r in enumerate(rows) if r.get("p") == player.id), None)
        return seat

    def _summary(self, game_id: str, meta: dict[str, str]) -> facade.GameSummary:
        return facade.GameSummary(
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


def _not_found(game_id: str) -> facade.GameNotFound:
    return facade.GameNotFound(f"no game {game_id}", game_id=game_id)
