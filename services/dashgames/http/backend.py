"""``GameService``: the back end behind the HTTP layer (the ``Backend`` port, ``http/port.py``),
composed of the features' services: play's commands (``PlayService``) and reads
(``GameReads``), accounts, challenges, matchmaking's seeks and the history. Each method hands
the call to the feature that answers it; a live game gone from Redis is asked of the history.
The one place the API process runs the rules (a synchronous move, in ``PlayService``).
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable
from contextlib import AbstractContextManager
from typing import Any

from dashgames.accounts.inbox import AccountEvent, Inbox
from dashgames.accounts.preferences import Preferences
from dashgames.accounts.service import AccountsService
from dashgames.accounts.store import Accounts
from dashgames.accounts.types import Player
from dashgames.challenges.service import DEFAULT_EXPIRES_IN, ChallengesService
from dashgames.challenges.types import ChallengeRequest
from dashgames.chat.service import ChatService
from dashgames.chat.store import ChatStore
from dashgames.history.service import HistoryReads
from dashgames.http.port import Health
from dashgames.infra import probes
from dashgames.infra.bell import Bell
from dashgames.infra.celery_app import celery_for
from dashgames.infra.errors import GameNotFound
from dashgames.infra.games import load_games
from dashgames.infra.settings import Settings, from_env
from dashgames.matchmaking.service import SeeksService
from dashgames.matchmaking.types import Seek, SeekSpec
from dashgames.play import frames, presence
from dashgames.play.commands import Rules
from dashgames.play.errors import RematchUnavailable
from dashgames.play.events import Following
from dashgames.play.followups import Followups
from dashgames.play.preview import preview_turn
from dashgames.play.reads import GameReads
from dashgames.play.service import PlayService
from dashgames.play.store import Store
from dashgames.play.types import (
    ClockSpec,
    EventRecord,
    GameRead,
    GameStatus,
    GameSummary,
    LegalMoves,
    MoveResult,
    Replay,
    SeatSpec,
    TurnPreview,
)
from dashgames.push.service import connect as connect_push
from dashgames.tournaments.service import TournamentsService
from dashgames.tournaments.types import Standing, Status, Tournament, TournamentSpec
from dashgames.webhooks.service import WebhooksService
from dashgames.webhooks.settings import WebhookSettings
from dashgames.webhooks.store import WebhookStore


class GameService:
    def __init__(self, settings: Settings, store: Store | None = None) -> None:
        load_games(settings)
        self.settings = settings
        self.store = store or Store.connect(settings)
        self.celery = celery_for(settings)  # the dispatch port: the one Celery app
        self.followups = Followups(self.celery)
        self.rules = Rules(self.store, self.followups)
        # Waiting readers share one subscription per process (bell.py), started on first use;
        # DASHGAMES_EVENT_BELL=0 keeps a blocking XREAD per reader (for side-by-side benches).
        self.bell: Bell | None = Bell(self.store.redis, self.store.prefix)
        if os.environ.get("DASHGAMES_EVENT_BELL", "1") == "0":
            self.bell = None
        self.play = PlayService(self.store, settings, self.followups, self.rules)
        self.reads = GameReads(self.store, self.bell)
        self.accounts = AccountsService(Accounts(self.store.redis, settings))
        self.prefs = Preferences(self.store.redis, self.store.prefix)
        self.challenges = ChallengesService(self.store, self.followups)
        self.seeks = SeeksService(self.store, settings)
        self.history = HistoryReads(settings, self.store)
        self.push = connect_push(self.store.redis, settings)
        self.chat = ChatService(ChatStore(self.store.redis, settings.key_prefix), self.store,
                                frozenset(settings.operators))
        self.webhooks = WebhooksService(WebhookStore(self.store.redis, settings.key_prefix),
                                        Inbox(self.store.redis, settings.key_prefix),
                                        WebhookSettings.from_env())
        self.tournaments = TournamentsService(self.store, settings)

    @classmethod
    def from_env(cls) -> GameService:
        return cls(from_env())

    # ---- accounts ---------------------------------------------------------------------------
    def create_player(self, name: str, is_bot: bool, owner: Player | None = None,
                      accepts: list[str] | None = None) -> tuple[Player, str]:
        return self.accounts.create_player(name, is_bot, owner, accepts)

    def authenticate(self, token: str | None) -> Player:
        return self.accounts.authenticate(token)

    def still_valid(self, token: str | None) -> bool:
        return self.accounts.still_valid(token)

    def player_profile(self, player_id: str) -> dict[str, Any]:
        return self.accounts.player_profile(player_id)

    def list_tokens(self, player: Player) -> list[dict[str, Any]]:
        return self.accounts.list_tokens(player)

    def create_token(self, player: Player, label: str, scopes: list[str]
                     ) -> tuple[dict[str, Any], str]:
        return self.accounts.create_token(player, label, scopes)

    def rotate_token(self, player: Player, token_id: str) -> tuple[dict[str, Any], str]:
        return self.accounts.rotate_token(player, token_id)

    def revoke_token(self, player: Player, token_id: str) -> None:
        self.accounts.revoke_token(player, token_id)

    def account_events(self, player: Player, token: str | None, after: str | None,
                       wait_seconds: float, limit: int) -> tuple[list[AccountEvent], str]:
        return self.accounts.account_events(player, token, after, wait_seconds, limit)

    # ---- challenges -------------------------------------------------------------------------
    def create_challenge(self, player: Player, request: ChallengeRequest,
                         expires_in: float = DEFAULT_EXPIRES_IN) -> dict[str, Any]:
        return self.challenges.create_challenge(player, request, expires_in)

    def list_challenges(self, player: Player) -> dict[str, list[dict[str, Any]]]:
        return self.challenges.list_challenges(player)

    def answer_challenge(self, player: Player, challenge_id: str, answer: str,
                         reason: str | None = None) -> dict[str, Any]:
        return self.challenges.answer_challenge(player, challenge_id, answer, reason)

    # ---- games: commands --------------------------------------------------------------------
    def create_game(
        self, creator: Player, game_type: str, options: dict[str, Any] | None,
        seats: list[SeatSpec], creator_seat: int | None,
        clock: ClockSpec | None = None, private: bool = False, rated: bool = False,
    ) -> GameSummary:
        return self.play.create_game(creator, game_type, options, seats, creator_seat, clock,
                                     private, rated)

    def join(self, player: Player, game_id: str, seat: int | None,
             invite: str | None = None) -> GameSummary:
        return self.play.join(player, game_id, seat, invite)

    def submit_move(self, player: Player, game_id: str, move: Any, expected_version: int | None,
                    idempotency_key: str | None, respond_async: bool) -> MoveResult:
        return self.play.submit_move(player, game_id, move, expected_version, idempotency_key,
                                     respond_async)

    def command_result(self, player: Player, game_id: str, command_id: str) -> MoveResult:
        return self.play.command_result(player, game_id, command_id)

    def resign(self, player: Player, game_id: str) -> GameSummary:
        return self.play.resign(player, game_id)

    def rematch(self, player: Player, game_id: str) -> GameSummary:
        try:
            return self.play.rematch(player, game_id)
        except GameNotFound:
            # The offer lasts while the finished game is live (DASHGAMES_ARCHIVED_TTL after
            # its archiving, five minutes by default), as a results screen's rematch button does.
            self.history.archived(game_id)  # GAME_NOT_FOUND when there was no such game
            raise RematchUnavailable(
                "the rematch offer lapsed when the game was archived: challenge the players "
                "instead", game_id=game_id, status="archived") from None

    # ---- games: reads (a game gone from Redis is the history's) -----------------------------
    def list_games(self, status: GameStatus | None, game_type: str | None, limit: int
                   ) -> list[GameSummary]:
        return self.reads.list_games(status, game_type, limit)

    def read_game(self, player: Player | None, game_id: str) -> GameRead:
        try:
            return self.reads.read_game(player, game_id)
        except GameNotFound:
            return self.history.read(player, game_id)  # archived, or GAME_NOT_FOUND

    def legal_moves(self, player: Player, game_id: str) -> LegalMoves:
        return self.reads.legal_moves(player, game_id)

    def preview_turn(self, player: Player, game_id: str, staged: list[Any],
                     expected_version: int | None) -> TurnPreview:
        return preview_turn(self.store, player, game_id, staged, expected_version)

    def events_after(
        self, player: Player | None, game_id: str, after: str | None,
        wait_seconds: float, limit: int, token: str | None = None,
        following: Following | None = None, woken: Callable[[], bool] | None = None,
    ) -> list[EventRecord]:
        """``token``: the reader's, checked again each time the wait wakes (a revoked token
        ends the wait with ``TOKEN_REVOKED``). ``woken``: True ends an empty wait early (a
        chat message for a stream that carries the chat)."""
        alive = None if player is None or token is None else (lambda: self.still_valid(token))
        try:
            return self.reads.events_after(player, game_id, after, wait_seconds, limit, alive,
                                           following, woken)
        except GameNotFound:  # archived: its log is whole, and nothing more comes
            records = self.history.events_after(game_id, after, limit)
            if not records and wait_seconds > 0:
                time.sleep(wait_seconds)  # as a live wait on a finished game: nothing rings
            return records

    def follow(self, game_id: str) -> AbstractContextManager[Following | None]:
        return self.reads.follow(game_id)

    def mark_present(self, player: Player, game_id: str, seconds: float) -> None:
        presence.mark_present(self.store, game_id, player.id, seconds)

    def presence(self, game_id: str) -> list[dict[str, Any]]:
        """Each seat and whether its player has a live stream of the game open (an archived
        game's seats are all away)."""
        meta = self.store.meta(game_id)
        if not meta:
            seats = self.history.read(None, game_id).summary.seats  # or GAME_NOT_FOUND
            return [{"seat": s.seat, "online": False, "vacation": False} for s in seats]
        rows = json.loads(meta["seats"])
        away = self.rules.vacations.on_vacation([row["p"] for row in rows if row.get("p")])
        return [{**seat, "vacation": row.get("p") in away} for seat, row in
                zip(presence.online_seats(self.store, game_id, meta), rows, strict=True)]

    def replay(self, game_id: str) -> Replay:
        try:
            return self.reads.replay(game_id)
        except GameNotFound:
            return self.history.replay(game_id)  # archived, or GAME_NOT_FOUND

    def replay_frames(self, game_id: str, start: int, count: int) -> list[dict[str, Any]]:
        """A finished game's public view after each step in [start, start + count), re-run from
        its revealed seed (``ReplayUnavailable`` until it ends)."""
        return frames.replay_frames(self.replay(game_id), start, count)

    # ---- matchmaking ------------------------------------------------------------------------
    def create_seek(self, player: Player, spec: SeekSpec) -> Seek:
        return self.seeks.create_seek(player, spec)

    def read_seek(self, player: Player, seek_id: str, wait_seconds: float) -> Seek:
        return self.seeks.read_seek(player, seek_id, wait_seconds)

    def cancel_seek(self, player: Player, seek_id: str) -> None:
        self.seeks.cancel_seek(player, seek_id)

    def list_seeks(self, game_type: str | None, limit: int) -> list[Seek]:
        return self.seeks.list_seeks(game_type, limit)

    # ---- Web Push (docs/PUSH.md) ------------------------------------------------------------
    def push_public_key(self) -> str:
        return self.push.public_key()

    def push_subscriptions(self, player: Player) -> list[dict[str, Any]]:
        return self.push.subscriptions(player.id)

    def push_subscribe(self, player: Player, body: dict[str, Any], device: str
                       ) -> dict[str, Any]:
        return self.push.subscribe(player.id, body, device)

    def push_unsubscribe(self, player: Player, subscription_id: str) -> None:
        self.push.unsubscribe(player.id, subscription_id)

    def push_quiet_hours(self, player: Player) -> dict[str, int] | None:
        return self.push.quiet_hours(player.id)

    def set_push_quiet_hours(self, player: Player, body: dict[str, Any] | None
                             ) -> dict[str, int] | None:
        return self.push.set_quiet_hours(player.id, body)

    # ---- table chat (docs/CHAT.md) ----------------------------------------------------------
    def chat_post(self, player: Player, game_id: str, phrase: str | None, text: str | None
                  ) -> dict[str, Any]:
        return self.chat.post(player, game_id, phrase, text)

    def chat_read(self, player: Player | None, game_id: str, after: int) -> dict[str, Any]:
        return self.chat.read(player, game_id, after)

    # ---- vacation (docs/CLOCKS.md, "Vacation") ----------------------------------------------
    def vacation(self, player: Player) -> dict[str, Any]:
        return self.rules.vacations.state(player.id)

    def preferences(self, player: Player, changes: dict[str, bool] | None
                    ) -> dict[str, bool]:
        """The account's table preferences, after ``changes`` (None: a read)."""
        if changes is None:
            return self.prefs.get(player.id)
        return self.prefs.change(player.id, changes)

    def set_vacation(self, player: Player, on: bool) -> dict[str, Any]:
        state, ended = self.rules.vacations.turn(player.id, on)
        if ended is not None:
            self.rules.vacation_ended(player.id)
        return state

    def chat_last_id(self, game_id: str) -> int:
        return self.chat.store.count(game_id)

    def chat_settings(self, player: Player, game_id: str, spectators: str) -> dict[str, str]:
        return self.chat.settings(player, game_id, spectators)

    def chat_preferences(self, player: Player, changes: dict[str, bool] | None
                         ) -> dict[str, Any]:
        if changes is None:
            return self.chat.preferences(player)
        return self.chat.set_preferences(player, changes)

    def chat_mute(self, player: Player, other: str, on: bool) -> dict[str, Any]:
        return self.chat.mute(player, other, on)

    def chat_report(self, player: Player, game_id: str, message_id: int, reason: str
                    ) -> dict[str, Any]:
        return self.chat.report(player, game_id, message_id, reason)

    def chat_reports(self, player: Player, limit: int) -> list[dict[str, Any]]:
        return self.chat.reports(player, limit)
    # ---- tournaments ------------------------------------------------------------------------
    def create_tournament(self, player: Player, spec: TournamentSpec) -> Tournament:
        return self.tournaments.create(player, spec)

    def list_tournaments(self, status: Status, limit: int, offset: int) -> list[Tournament]:
        return self.tournaments.listed(status, limit, offset)

    def read_tournament(self, tournament_id: str) -> Tournament:
        return self.tournaments.read(tournament_id)

    def join_tournament(self, player: Player, tournament_id: str) -> Tournament:
        return self.tournaments.join(player, tournament_id)

    def withdraw_from_tournament(self, player: Player, tournament_id: str) -> Tournament:
        return self.tournaments.withdraw(player, tournament_id)

    def tournament_standings(self, tournament_id: str) -> list[Standing]:
        return self.tournaments.standings(tournament_id)

    def tournament_events(self, tournament_id: str, after: str | None, wait_seconds: float,
                          limit: int) -> tuple[list[AccountEvent], str]:
        return self.tournaments.stream(tournament_id, after, wait_seconds, limit)

    # ---- the history ------------------------------------------------------------------------
    def my_games(self, player: Player, status: str, game_type: str | None,
                 result: str | None, limit: int, cursor: str | None) -> dict[str, Any]:
        return self.history.my_games(player, status, game_type, result, limit, cursor)

    def player_ratings(self, player_id: str, game_type: str | None, limit: int,
                       cursor: str | None) -> dict[str, Any]:
        return self.history.ratings(player_id, game_type, limit, cursor)

    def leaderboard(self, game_type: str, bots: str, limit: int, cursor: str | None
                    ) -> dict[str, Any]:
        return self.history.leaderboard(game_type, bots, limit, cursor)  # type: ignore[arg-type]

    # ---- health -----------------------------------------------------------------------------
    def health(self) -> Health:
        return Health(ok=True, checks={"process": "up"})

    def readiness(self) -> Health:
        """This process can serve: Redis answers, and the broker (bot turns, clocks and queued
        commands go out through it). Never the other process types: an ``ai`` outage must not
        take the API out of service (``worker_counts`` and ``dashgames_live_workers`` say it)."""
        checks: dict[str, str] = {}
        try:
            self.store.redis.ping()
            checks["redis"] = "ok"
        except Exception as e:  # any failure to reach Redis means not ready
            checks["redis"] = f"unreachable: {type(e).__name__}"
            return Health(ok=False, checks=checks)
        checks["broker"] = probes.broker_check(self.settings.broker_url)  # may be elsewhere
        return Health(ok=checks["broker"] == "ok", checks=checks)

    def worker_counts(self) -> dict[str, int]:
        """Workers of each queue that beat within three heartbeats (``/metrics``)."""
        within = 3 * self.settings.heartbeat_seconds
        return {queue: self.store.workers.live(queue, within) for queue in probes.WORKER_QUEUES}
