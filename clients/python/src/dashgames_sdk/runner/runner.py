"""The bot runner: an account's stream in, moves out, every game at once.

One thread follows the account stream (``GET /v1/players/me/events``) and hands each event on:
a challenge is accepted or declined by the config's policy, a ``your_turn`` goes to that game's
own thread, which asks ``choose`` and sends the move. ``your_turn`` carries the seat's legal
moves and clock, and a move's answer carries the next ones when the seat acts again at once, so
a bot that does not read its view makes one request per move (and one per stream connection);
``view.data`` reads the game (one more request) only when ``choose`` looks at it.

Restarts: after each event the runner stores the event's id (``state_file``); started again it
resumes the stream from there and lists its active games ("my games") to pick up a turn it was
owed. A your_turn it already answered (same game, same or older version) is skipped, and a move
the game moved past (409 ``STALE_VERSION``) is dropped: the stream brings the newer turn. The
stream is opened with ``replay=true``: on every (re)connection the server first lists what is
open (challenges to and from the account, its ongoing games, a turn it owes), so a challenge
sent while the bot was away is answered when it comes back.

Never a silent stall: a move that fails on the way (the connection, a server restart, 429, a
5xx) is sent again, the same move with the same ``Idempotency-Key``, with a growing wait, until
it is answered, the game ends or the turn's deadline has passed; each failure counts in
``stats.errors``. A supervisor thread restarts a game's thread that died (``stats.restarts``)
and, every ``resync_seconds``, lists the active games: a turn owed since the last look that no
thread is working on is handed to its game again (``stats.resyncs``).
"""

from __future__ import annotations

import json
import logging
import os
import queue
import tempfile
import threading
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dashgames_sdk.client import DashGames
from dashgames_sdk.errors import ApiError, StaleVersion, TokenRevoked
from dashgames_sdk.runner.config import BotConfig, Choose, load_choose
from dashgames_sdk.runner.retry import Backoff, transient
from dashgames_sdk.streams import AccountStream
from dashgames_sdk.views import GameRead, MoveAnswer

log = logging.getLogger("dashgames_bot")
DONE = object()


class TurnView:
    """What ``choose`` gets as ``view``: the turn's facts at once, the seat's view of the game
    (``data``, the JSON the game's ``view.py`` renders) read on first use."""

    def __init__(self, api: DashGames, game_id: str, game_type: str, seat: int, version: int,
                 clock: dict[str, Any] | None, view: dict[str, Any] | None = None) -> None:
        self.api = api
        self.game_id = game_id
        self.game_type = game_type
        self.seat = seat
        self.version = version
        self.clock = clock
        self._view = view  # carried by the turn (``with_view``): no request for it
        self._read: GameRead | None = None

    def read(self) -> GameRead:
        """The whole answer of ``GET /v1/games/{id}`` (typed ``model`` included), read once."""
        if self._read is None:
            self._read = self.api.game(self.game_id)
        return self._read

    @property
    def data(self) -> dict[str, Any]:
        if self._view is not None:
            return self._view
        return self.read().view

    def __repr__(self) -> str:
        return f"TurnView({self.game_type} {self.game_id} seat {self.seat} v{self.version})"


@dataclass
class Stats:
    moves: int = 0
    games_finished: int = 0
    moves_by_type: dict[str, int] = field(default_factory=dict)
    accepted: int = 0
    declined: int = 0
    stale: int = 0
    errors: int = 0  # failed requests and refused moves, each try counted
    restarts: int = 0  # game threads the supervisor started again
    resyncs: int = 0  # owed turns the supervisor handed back to their game


@dataclass
class _Game:
    game_id: str
    game_type: str
    seat: int
    inbox: queue.Queue[Any] = field(default_factory=queue.Queue)
    answered: int = 0  # the newest version a move was sent at (or the game passed)
    played: int = 0  # the newest version whose move was answered (or that the game moved past)
    busy: bool = False  # a turn is being chosen or sent
    owed_seen: int | None = None  # the owed version the supervisor saw last time
    thread: threading.Thread | None = None


MOVED_ON = frozenset({"ILLEGAL_MOVE", "NOT_YOUR_TURN", "GAME_OVER"})
"""Refusals that mean the game moved past the turn a move was chosen for."""


class BotRunner:
    """Run ``choose`` for one account. ``stop_after_games``: return once that many games have
    finished (tests, a tournament); None runs until ``stop()`` or the token is revoked."""

    def __init__(self, config: BotConfig, choose: Choose | None = None,
                 stop_after_games: int | None = None) -> None:
        self.config = config
        self.choose: Choose = choose or load_choose(config.choose)
        self.api = DashGames(config.base_url, config.token)
        self.stop_after_games = stop_after_games
        self.stats = Stats()
        self.games: dict[str, _Game] = {}
        self.finished: list[dict[str, Any]] = []
        self._lock = threading.Lock()
        self._stopped = threading.Event()
        self.connected = threading.Event()  # the stream is open (tests wait for it)
        self.stream: AccountStream | None = None

    # ---- lifecycle -----------------------------------------------------------------------
    def stop(self) -> None:
        self._stopped.set()
        if self.stream is not None:
            self.stream.close()

    @property
    def requests(self) -> int:
        return self.api.requests

    def run(self) -> Stats:
        last = self._load_state()
        if last is None:  # first start: from now on (the stream's tail), after the scan below
            page = self._patiently(lambda: self.api.call("GET", AccountStream.path,
                                                         params={"wait": 0}))
            last = str(page["last_event_id"]) if page and page.get("last_event_id") else None
        self._resume_games()
        self._join_tournaments()
        self.stream = self.api.account_events(last, mode=self.config.stream_mode, replay=True,
                                              with_view=self.config.with_view)
        log.info("following the account stream from %s", last or "now")
        supervisor = threading.Thread(target=self._supervise, name="supervisor", daemon=True)
        supervisor.start()
        self.connected.set()
        try:
            for event in self.stream:
                try:
                    self._handle(event["type"], event["data"])
                except Exception:  # one event's trouble never ends the stream
                    self._count_error()
                    log.exception("handling %s %s failed", event["type"], event.get("id"))
                if not event.get("replayed"):
                    self._save_state(event["id"])
                if self._stopped.is_set():
                    break
        except TokenRevoked:
            log.error("the token was revoked: stopping")
        finally:
            self._stopped.set()
            for game in list(self.games.values()):
                game.inbox.put(DONE)
            for game in list(self.games.values()):
                if game.thread is not None:
                    game.thread.join(timeout=10)
            supervisor.join(timeout=10)
        log.info("stopped: %s", self.stats)
        return self.stats

    def _patiently(self, call: Any) -> Any:
        """``call()`` tried again on transient failures (the server away) until it answers or
        the runner stops (then None)."""
        backoff = Backoff()
        while not self._stopped.is_set():
            try:
                return call()
            except Exception as error:
                if not transient(error):
                    raise
                self._count_error()
                wait = backoff.next()
                log.warning("%s; again in %.1fs", _brief(error), wait)
                self._stopped.wait(wait)
        return None

    def _count_error(self) -> None:
        with self._lock:
            self.stats.errors += 1

    def _join_tournaments(self) -> None:
        """Enter each configured event; one the bot is in already (a restart) is fine, any
        other refusal is logged and the bot plays on."""
        for tournament_id in self.config.tournaments:
            try:
                self.api.join_tournament(tournament_id)
                log.info("joined tournament %s", tournament_id)
            except ApiError as error:
                if error.code != "ALREADY_REGISTERED":
                    log.warning("tournament %s: %s", tournament_id, error)

    # ---- events --------------------------------------------------------------------------
    def _handle(self, kind: str, data: dict[str, Any]) -> None:
        if kind == "challenge_received":
            self._answer_challenge(data)
        elif kind in ("game_started", "game_ongoing"):
            log.info("game %s (%s) %s, seat %s", data["game_id"], data["game_type"],
                     "started" if kind == "game_started" else "ongoing", data["seat"])
            self._game(data["game_id"], data["game_type"], data["seat"])
        elif kind == "your_turn":
            game = self._game(data["game_id"], data["game_type"], data["seat"])
            game.inbox.put(data)
        elif kind == "game_finished":
            self._finish(data)
        elif kind == "token_revoked":
            log.warning("token %s was revoked", data.get("token_id"))
        else:
            log.debug("%s: %s", kind, data)

    def _answer_challenge(self, challenge: dict[str, Any]) -> None:
        if challenge.get("status", "pending") != "pending":
            return
        active = sum(1 for g in self.games.values() if g.thread and g.thread.is_alive())
        reason = self.config.challenges.decline_reason(challenge, active)
        who = (challenge.get("challenger") or {}).get("name")
        try:
            if reason is None:
                self._patiently(lambda: self.api.accept(challenge["id"]))
                self.stats.accepted += 1
                log.info("accepted %s's challenge %s (%s)", who, challenge["id"],
                         challenge.get("game_type"))
            else:
                self._patiently(lambda: self.api.decline(challenge["id"], reason))
                self.stats.declined += 1
                log.info("declined %s's challenge %s (%s): %s", who, challenge["id"],
                         challenge.get("game_type"), reason)
        except ApiError as error:  # cancelled, expired or answered meanwhile
            log.info("challenge %s: %s", challenge["id"], error)

    def _finish(self, data: dict[str, Any]) -> None:
        outcome = data.get("outcome") or {}
        change = data.get("rating_change")
        rating = ""
        if change:
            rating = (f", rating {change.get('before')} -> {change.get('after')}"
                      f" ({change.get('delta'):+})" if change.get("delta") is not None else "")
        log.info("game %s (%s) finished: %s (%s)%s", data["game_id"], data["game_type"],
                 data.get("result") or "no result", outcome.get("reason"), rating)
        with self._lock:
            game = self.games.pop(data["game_id"], None)
            if game is None and any(f["game_id"] == data["game_id"] for f in self.finished):
                return  # heard twice (a replay after a reconnection)
            self.finished.append(data)
            self.stats.games_finished += 1
        if game is not None:
            game.inbox.put(DONE)
        if self.stop_after_games is not None and \
                self.stats.games_finished >= self.stop_after_games:
            self.stop()

    # ---- games ---------------------------------------------------------------------------
    def _game(self, game_id: str, game_type: str, seat: int) -> _Game:
        with self._lock:
            game = self.games.get(game_id)
            if game is None:
                game = self.games[game_id] = _Game(game_id, game_type, seat)
                self._start(game)
        return game

    def _start(self, game: _Game) -> None:
        game.thread = threading.Thread(target=self._play, args=(game,),
                                       name=f"game-{game.game_id}", daemon=True)
        game.thread.start()

    def _live(self, game: _Game) -> bool:
        return not self._stopped.is_set() and self.games.get(game.game_id) is game

    def _play(self, game: _Game) -> None:
        """One game's turns, in order; other games go on in their own threads meanwhile."""
        while True:
            turn = game.inbox.get()
            if turn is DONE or self._stopped.is_set():
                return
            version, legal, clock = int(turn["version"]), turn["legal_moves"], turn.get("clock")
            if version <= game.played or (version <= game.answered and not turn.get("resync")):
                continue
            view = turn.get("view")
            while legal and self._live(game):
                game.answered = max(game.answered, version)
                game.busy = True
                try:
                    version, legal, clock, view = self._move(game, version, legal, clock, view)
                finally:
                    game.busy = False

    def _move(self, game: _Game, version: int, legal: list[dict[str, Any]],
              clock: dict[str, Any] | None, seen: dict[str, Any] | None = None
              ) -> tuple[int, list[dict[str, Any]], Any, Any]:
        """Choose and send one move, trying again until it is answered; the next (version,
        legal moves, clock, view or None) when the seat acts again at once, else (version,
        [], None, None)."""
        view = TurnView(self.api, game.game_id, game.game_type, game.seat, version, clock, seen)
        try:
            move = self.choose(view, legal)
        except Exception:
            log.exception("choose failed in %s at v%s: playing the first legal move",
                          game.game_id, version)
            move = legal[0]
        answer = self._send(game, move, version, legal, clock)
        if answer is None:
            return version, [], None, None
        with self._lock:
            self.stats.moves += 1
            by_type = self.stats.moves_by_type
            by_type[game.game_type] = by_type.get(game.game_type, 0) + 1
        log.debug("played %s in %s at v%s", move, game.game_id, version)
        if answer.legal_moves and answer.version is not None:
            return answer.version, answer.legal_moves, answer.clock, answer.view
        return version, [], None, None

    def _send(self, game: _Game, move: dict[str, Any], version: int,
              legal: list[dict[str, Any]], clock: dict[str, Any] | None) -> MoveAnswer | None:
        """The move's answer; None when the game moved past the turn it was for, or the turn
        was given up (its deadline passed, or the move and the first legal move were both
        refused: the supervisor hands the turn back if the game still waits for it)."""
        key = uuid.uuid4().hex  # the same move sent again carries the same key: played once
        backoff = Backoff()
        fallback_tried = move == legal[0]
        while self._live(game):
            try:
                # No If-Match: the server applies the move only if it is legal where the game
                # stands. In a simultaneous phase (a ballot, a plan) the other seats' moves bump
                # the version without changing this seat's choice, so a version check would
                # refuse a move that still stands and cost a turn; a move that no longer fits
                # is refused all the same.
                answer = self.api.play(game.game_id, move, idempotency_key=key,
                                       with_view=self.config.with_view)
                game.played = max(game.played, version)
                return answer
            except Exception as error:
                if isinstance(error, ApiError) and (isinstance(error, StaleVersion)
                                                    or error.code in MOVED_ON):
                    # The game moved past the turn this move was for (its phase ended, the
                    # turn passed, the game ended): the next turn event is coming.
                    self.stats.stale += 1
                    game.played = max(game.played, version)
                    log.info("game %s moved past v%s (%s): waiting for the next turn",
                             game.game_id, version, error.code)
                    return None
                self._count_error()
                if not transient(error):
                    log.warning("move %s in %s at v%s refused: %s", move, game.game_id,
                                version, error)
                    if fallback_tried:
                        return None
                    move, key, fallback_tried = legal[0], uuid.uuid4().hex, True
                    continue
                if _lost_on_time(clock):
                    log.warning("game %s: the turn at v%s ran out of time while the server "
                                "was away (%s)", game.game_id, version, _brief(error))
                    return None
                wait = backoff.next()
                log.warning("move in %s at v%s not answered (%s); again in %.1fs",
                            game.game_id, version, _brief(error), wait)
                self._stopped.wait(wait)
        return None

    # ---- the supervisor ------------------------------------------------------------------
    def _supervise(self) -> None:
        """Every ``resync_seconds``: restart a dead game thread, hand back an owed turn."""
        while not self._stopped.wait(self.config.resync_seconds):
            with self._lock:
                dead = [g for g in self.games.values()
                        if g.thread is not None and not g.thread.is_alive()]
                for game in dead:
                    self.stats.restarts += 1
                    self.stats.errors += 1
                    log.error("game %s's thread had died: started again", game.game_id)
                    self._start(game)
            try:
                self._resync()
            except Exception as error:
                self._count_error()
                log.warning("could not look at my games: %s", _brief(error))

    def _resync(self) -> None:
        """A turn the server says this account owes, owed since the last look at the same
        version and not being worked on, goes back to its game."""
        mine = self.api.my_games("active").to_dict()["games"]
        for found in mine:
            seat = found.get("seat")
            if seat is None or self._stopped.is_set():
                continue
            game = self._game(found["id"], found["type"], seat)
            owed = int(found["version"]) if seat in (found.get("to_act") or []) else None
            if owed is None or game.busy or owed <= game.played or owed != game.owed_seen:
                game.owed_seen = owed
                continue
            version, legal = self.api.legal_moves(found["id"])
            if legal and version > game.played and not game.busy:
                self.stats.resyncs += 1
                log.warning("game %s: the turn at v%s was still owed: playing it", found["id"],
                            version)
                game.inbox.put({"version": version, "legal_moves": legal, "clock": None,
                                "resync": True})

    def _resume_games(self) -> None:
        """The active games ("my games"); a game that waits for this seat gets its turn."""
        mine = self._patiently(lambda: self.api.my_games("active").to_dict()["games"]) or []
        for found in mine:
            seat = found.get("seat")
            if seat is None:
                continue
            game = self._game(found["id"], found["type"], seat)
            if seat in (found.get("to_act") or []):
                version, legal = self._patiently(lambda f=found: self.api.legal_moves(f["id"]))
                if legal:
                    game.inbox.put({"version": version, "legal_moves": legal, "clock": None})
            log.info("resuming game %s (%s), seat %s", found["id"], found["type"], seat)

    # ---- the stored cursor ---------------------------------------------------------------
    def _load_state(self) -> str | None:
        path = self.config.state_file
        if not path or not Path(path).exists():
            return None
        try:
            found = json.loads(Path(path).read_text()).get("last_event_id")
        except (OSError, ValueError):
            return None
        return str(found) if found else None

    def _save_state(self, last_event_id: str) -> None:
        """Written atomically (a temporary file renamed): a crash leaves the old or the new."""
        path = self.config.state_file
        if not path:
            return
        target = Path(path)
        handle, tmp = tempfile.mkstemp(dir=target.parent, prefix=".bot-state")
        with os.fdopen(handle, "w") as out:
            json.dump({"last_event_id": last_event_id, "at": time.time()}, out)
        os.replace(tmp, target)


def _lost_on_time(clock: dict[str, Any] | None, grace: float = 5.0) -> bool:
    deadline = (clock or {}).get("deadline")
    return deadline is not None and time.time() > float(deadline) + grace


def _brief(error: BaseException) -> str:
    return f"{type(error).__name__}: {error}"
