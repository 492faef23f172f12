"""The live game's commands for the API: create, join, move, resign, rematch, and the answer to
a queued command. A synchronous move runs the rules here (``Rules.apply``, in this process);
isolation mode or ``Prefer: respond-async`` reserve the answer and queue the command on
``rules`` through the followups' dispatch port, then wait a bounded time."""

from __future__ import annotations

import dataclasses
import json
import secrets
import time
from typing import Any

from dashgames.accounts.types import Player
from dashgames.infra.errors import Forbidden, error_from_json
from dashgames.infra.settings import Settings
from dashgames.play import lifecycle
from dashgames.play import seats as seating
from dashgames.play.commands import Rules
from dashgames.play.commit import KEY_TAKEN, NO_GAME
from dashgames.play.errors import (
    IdempotencyMismatch,
    InviteInvalid,
    InviteRequired,
    NotStarted,
    RematchUnavailable,
    TooManyOpenGames,
)
from dashgames.play.followups import Followups
from dashgames.play.reads import meta_of, not_found, seat_in, summary
from dashgames.play.results import (
    Command,
    idem_value,
    move_result_from_json,
    new_command_id,
    parse_idem,
    result_field,
    stored,
)
from dashgames.play.store import Store
from dashgames.play.tables import Rematches, invite_matches, is_private, new_invite
from dashgames.play.types import ClockSpec, GameSummary, MoveResult, SeatSpec


@dataclasses.dataclass(frozen=True)
class _Standing:
    """Where a game stands for a move: its summary, the answer already stored under the move's
    key ("" for none), the mover's seat, whether it is this process's guess (no read), and
    whether the caller no longer holds the seat, so that only a stored answer may be given."""

    meta: dict[str, str]
    prior: str
    seat: int
    guessed: bool
    answer_only: bool = False

    @property
    def version(self) -> int:
        return int(self.meta["v"])


class PlayService:
    def __init__(self, store: Store, settings: Settings, followups: Followups,
                 rules: Rules) -> None:
        self.store = store
        self.settings = settings
        self.followups = followups
        self.rules = rules
        self.rematches = Rematches(store.redis, lambda g: store.game_key(g, "meta"))

    def create_game(
        self, creator: Player, game_type: str, options: dict[str, Any] | None,
        seats: list[SeatSpec], creator_seat: int | None,
        clock: ClockSpec | None = None, private: bool = False, rated: bool = False,
    ) -> GameSummary:
        quota = self.settings.open_games_per_player
        humans = sum(1 for s in seats if s.kind == "human")
        opens = humans > (1 if creator_seat is not None else 0)  # a seat left for others
        # Every game counts (docs/ARCHITECTURE.md, "Limits"): one with seats for others while
        # it is open, one of the creator and house bots (``b:``) until it ends.
        game_id = secrets.token_hex(6)
        member = game_id if opens else "b:" + game_id
        if quota > 0 and not self.store.indexes.reserve_open_game(creator.id, member, quota):
            raise TooManyOpenGames(
                f"you have {quota} open games already: wait for players or resign one",
                quota=quota)
        table = lifecycle.Table(game_id=game_id,
                                meta={"prv": "1", "inv": new_invite()} if private else {})
        try:
            lifecycle.create_game(
                self.store, self.followups, creator, game_type, options, seats, creator_seat,
                clock, rated=rated, table=table,
            )
        except Exception:
            if quota > 0:
                self.store.indexes.release_open_game(creator.id, member)
            raise
        return summary(game_id, self.store.meta(game_id))

    def join(self, player: Player, game_id: str, seat: int | None,
             invite: str | None = None) -> GameSummary:
        meta = meta_of(self.store, game_id)
        rows = seating.load_seats(meta["seats"])
        if is_private(meta) and not any(row.get("p") == player.id for row in rows):
            if not invite:
                raise InviteRequired("this private game is joined through its invite",
                                            game_id=game_id)
            if not invite_matches(meta, invite):
                raise InviteInvalid("this is not the game's invite", game_id=game_id)
        if seating.seat_of(rows, player.id) is None:
            move = {"player": player.id, "name": player.name, "bot": player.is_bot,
                    "owner": player.owner}
            self.rules.apply(Command(game_id, "join", seat, new_command_id(), move))
            meta = meta_of(self.store, game_id)
        return summary(game_id, meta)

    def submit_move(
        self, player: Player, game_id: str, move: Any, expected_version: int | None,
        idempotency_key: str | None, respond_async: bool,
    ) -> MoveResult:
        """Where the game stands, the caller's seat in it, then the command: applied here, or
        queued for a rules worker (isolation mode, or ``Prefer: respond-async``)."""
        command = Command(game_id, "move", None, new_command_id(), move, expected_version,
                          idempotency_key, scope=player.id)
        queued = self.settings.isolation or respond_async
        game = self._standing(command, player, may_guess=not queued)
        command = dataclasses.replace(command, seat=game.seat)
        if game.answer_only:  # the seat is gone (resigned, or the clock's bot): only an answer
            earlier = self.rules.earlier_answer(command, game.prior)
            if earlier is None:
                raise Forbidden("you have no seat in this game", game_id=game_id)
            return dataclasses.replace(earlier, game_type=game.meta["type"])
        if queued:
            result = self._queue(command, game.version, wait=not respond_async)
        else:
            result = self.rules.apply(command, preread=(game.meta, game.prior),
                                      guessed=game.guessed)
        return dataclasses.replace(result, game_type=game.meta["type"])

    def command_result(
        self, player: Player, game_id: str, command_id: str
    ) -> MoveResult:
        meta = meta_of(self.store, game_id)
        seat = seat_in(meta, player, resigned_too=True)
        if seat is None:
            raise Forbidden("you have no seat in this game", game_id=game_id)
        return dataclasses.replace(self.rules.answer(game_id, command_id, seat),
                                   game_type=meta["type"])

    def resign(self, player: Player, game_id: str) -> GameSummary:
        meta = meta_of(self.store, game_id)
        seat = seat_in(meta, player)
        if seat is None:
            raise Forbidden("you have no seat in this game", game_id=game_id)
        command = Command(game_id, "resign", seat, new_command_id())
        if self.settings.isolation and meta["st"] != "open":
            result = self._queue(command, int(meta["v"]), wait=True)
        else:
            result = self.rules.apply(command)
        if result.error is not None:
            raise error_from_json(result.error)
        return summary(game_id, meta_of(self.store, game_id))

    def rematch(self, player: Player, game_id: str) -> GameSummary:
        """The finished game's rematch, made on the first ask and the same game after."""
        meta = self.store.meta(game_id)
        if not meta:
            raise not_found(game_id)
        rows = seating.load_seats(meta["seats"])
        if not any(row.get("p") == player.id for row in rows):
            raise Forbidden("you had no seat in this game", game_id=game_id)
        if meta["st"] != "finished":
            raise RematchUnavailable("a rematch follows the end of the game",
                                            game_id=game_id, status=meta["st"])
        new_id = self.rematches.rematch_id(game_id)
        if new_id is None:
            raise not_found(game_id)
        made = self.store.meta(new_id)
        if not made:
            self._make_rematch(player, game_id, meta, rows, new_id)
            made = self.store.meta(new_id)
        return summary(new_id, made)

    def _make_rematch(self, player: Player, game_id: str, meta: dict[str, str],
                      rows: list[dict[str, Any]], new_id: str) -> None:
        """Seats rotated by one (seat i's player sits at i + 1), every player seated, house
        bots where bots sat; the same type, options, clock, privacy and rated flag."""
        count = len(rows)
        moved = [rows[(i - 1) % count] for i in range(count)]
        specs = [SeatSpec("human") if row.get("p") else SeatSpec("bot", row["b"])
                 for row in moved]
        seated = {i: Player(row["p"], row.get("n", ""), bool(row.get("ib")), row.get("o"))
                  for i, row in enumerate(moved) if row.get("p")}
        extra = {"rof": game_id}
        if meta.get("rated"):
            extra["rated"] = meta["rated"]
        if is_private(meta):
            extra.update(prv="1", inv=new_invite())
        clock = None
        if meta.get("clk"):
            clock = ClockSpec(**json.loads(meta["clk"])["cfg"])

        table = lifecycle.Table(game_id=new_id, seated=seated, meta=extra, if_absent=True,
                                started={"rematch_of": game_id, "offered_by": player.id})
        lifecycle.create_game(self.store, self.followups, player, meta["type"],
                              json.loads(meta["opt"]), specs, None, clock, table=table)

    def _standing(self, command: Command, player: Player, may_guess: bool) -> _Standing:
        guess = self._newest_known(command, player) if may_guess else None
        return guess or self._read(command, player)

    def _newest_known(self, command: Command, player: Player) -> _Standing | None:
        """The game as this process last committed it, when the command may act on that with
        no read: the commit's compare-and-set (and its idempotency check) catches a game that
        moved on meanwhile, and any refusal met on it is decided again on a fresh read
        (``Rules.apply``'s ``guessed``). None when a read must decide."""
        known = self.rules.cache.latest(command.game_id)
        if known is None or command.expected_version not in (None, int(known["v"])):
            return None
        seat = seat_in(known, player)
        if seat is None or known["st"] == "open":
            return None  # maybe only the guess is out of date: the read words the refusal
        return _Standing(known, "", seat, guessed=True)

    def _read(self, command: Command, player: Player) -> _Standing:
        """One round trip: the game and any earlier answer under the command's key; the
        caller's seat in it, or why there is none."""
        meta, prior = self.store.meta_and_result(
            command.game_id, command.idem_field or result_field(command.command_id)
        )
        if not meta:
            raise not_found(command.game_id)
        seat = seat_in(meta, player)
        if seat is None:
            held = seat_in(meta, player, resigned_too=True)
            if prior and held is not None:  # a retry of a move that landed before the seat
                return _Standing(meta, prior, held, guessed=False, answer_only=True)  # was lost
            raise Forbidden("you have no seat in this game", game_id=command.game_id)
        if meta["st"] == "open":
            raise NotStarted("the game waits for players", game_id=command.game_id)
        return _Standing(meta, prior, seat, guessed=False)

    def _queue(self, command: Command, version: int, wait: bool) -> MoveResult:
        """Reserve the command's answer (and key), queue it, and wait a bounded time."""
        command = dataclasses.replace(command, reply=True)
        # Indexed before it is reserved: if this process dies before the command is queued
        # (or a worker holding it dies), the reconciler sends the reserved copy again.
        self.store.owed.owe_command(command.game_id, command.command_id,
                               time.time() + self.settings.owed_grace)
        code, prior = self.store.record(
            command.game_id, command.idem_field, command.command_id,
            idem_value(version, command) if command.idem_field else "",
            result_field(command.command_id),
            stored(version, {"s": command.seat, "q": 1, "c": command.to_json()},
                   command.kept),
        )
        if code == NO_GAME:
            raise not_found(command.game_id)
        if code == KEY_TAKEN:
            first_id, body_hash = parse_idem(prior)
            if body_hash != command.body_hash:
                raise IdempotencyMismatch(
                    "this idempotency key was used with another request",
                    idempotency_key=command.idempotency_key,
                )
            return self.rules.answer(command.game_id, first_id, command.seat)
        self.followups.queue_command(command.to_json())
        if not wait:
            return MoveResult("accepted", command.command_id, None)
        reply = self.store.wait_reply(command.game_id, command.command_id,
                                       self.settings.sync_wait_seconds)
        if reply is None:
            return MoveResult("accepted", command.command_id, None)
        return move_result_from_json(json.loads(reply))
