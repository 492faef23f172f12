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
the game moved past (409 ``STALE_VERSION``) is dropped: the stream brings the newer turn.
"""

from __future__ import annotations

import json
import logging
import os
import queue
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dashgames_sdk.client import DashGames
from dashgames_sdk.errors import ApiError, StaleVersion, TokenRevoked
from dashgames_sdk.runner.config import BotConfig, Choose, load_choose
from dashgames_sdk.streams import AccountStream
from dashgames_sdk.views import GameRead, MoveAnswer

log = logging.getLogger("dashgames_bot")
DONE = object()


class TurnView:
    """What ``choose`` gets as ``view``: the turn's facts at once, the seat's view of the game
    (``data``, the JSON the game's ``view.py`` renders) read on first use."""

    def __init__(self, api: DashGames, game_id: str, game_type: str, seat: int, version: int,
                 clock: dict[str, Any] | None) -> None:
        self.api = api
        self.game_id = game_id
        self.game_type = game_type
        self.seat = seat
        self.version = version
        self.clock = clock
        self._read: GameRead | None = None

    def read(self) -> GameRead:
        """The whole answer of ``GET /v1/games/{id}`` (typed ``model`` included), read once."""
        if self._read is None:
            self._read = self.api.game(self.game_id)
        return self._read

    @property
    def data(self) -> dict[str, Any]:
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
    errors: int = 0


@dataclass
class _Game:
    game_id: str
    game_type: str
    seat: int
    inbox: queue.Queue[Any] = field(default_factory=queue.Queue)
    answered: int = 0  # the newest version a move was sent at (or the game passed)
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
            page = self.api.call("GET", AccountStream.path, params={"wait": 0})
            last = str(page["last_event_id"]) if page.get("last_event_id") else None
        self._resume_games()
        self.stream = self.api.account_events(last, mode=self.config.stream_mode)
        log.info("following the account stream from %s", last or "now")
        self.connected.set()
        try:
            for event in self.stream:
                self._handle(event["type"], event["data"])
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
        log.info("stopped: %s", self.stats)
        return self.stats

    # ---- events --------------------------------------------------------------------------
    def _handle(self, kind: str, data: dict[str, Any]) -> None:
        if kind == "challenge_received":
            self._answer_challenge(data)
        elif kind == "game_started":
            log.info("game %s (%s) started, seat %s", data["game_id"], data["game_type"],
                     data["seat"])
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
        active = sum(1 for g in self.games.values() if g.thread and g.thread.is_alive())
        reason = self.config.challenges.decline_reason(challenge, active)
        who = (challenge.get("challenger") or {}).get("name")
        try:
            if reason is None:
                self.api.accept(challenge["id"])
                self.stats.accepted += 1
                log.info("accepted %s's challenge %s (%s)", who, challenge["id"],
                         challenge.get("game_type"))
            else:
                self.api.decline(challenge["id"], reason)
                self.stats.declined += 1
                log.info("declined %s's challenge %s (%s): %s", who, challenge["id"],
                         challenge.get("game_type"), reason)
        except ApiError as error:  # cancelled or expired meanwhile
            log.info("challenge %s: %s", challenge["id"], error)

    def _finish(self, data: dict[str, Any]) -> None:
        outcome = data.get("outcome") or {}
        seat = data.get("seat")
        won = seat in (outcome.get("winners") or [])
        log.info("game %s (%s) finished: %s (%s)%s", data["game_id"], data["game_type"],
                 "won" if won else "not won", outcome.get("reason"),
                 f", rating {data['rating']}" if data.get("rating") else "")
        with self._lock:
            self.finished.append(data)
            self.stats.games_finished += 1
            game = self.games.pop(data["game_id"], None)
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
                game.thread = threading.Thread(target=self._play, args=(game,),
                                               name=f"game-{game_id}", daemon=True)
                game.thread.start()
        return game

    def _play(self, game: _Game) -> None:
        """One game's turns, in order; other games go on in their own threads meanwhile."""
        while True:
            turn = game.inbox.get()
            if turn is DONE or self._stopped.is_set():
                return
            version, legal, clock = int(turn["version"]), turn["legal_moves"], turn.get("clock")
            while legal and version > game.answered and not self._stopped.is_set():
                game.answered = version
                version, legal, clock = self._move(game, version, legal, clock)

    def _move(self, game: _Game, version: int, legal: list[dict[str, Any]],
              clock: dict[str, Any] | None) -> tuple[int, list[dict[str, Any]], Any]:
        """Choose and send one move; the next (version, legal moves, clock) when the seat
        acts again at once, else (version, [], None)."""
        view = TurnView(self.api, game.game_id, game.game_type, game.seat, version, clock)
        try:
            move = self.choose(view, legal)
        except Exception:
            log.exception("choose failed in %s at v%s: playing the first legal move",
                          game.game_id, version)
            move = legal[0]
        try:
            answer = self._send(game, move, version)
        except ApiError as error:
            self.stats.errors += 1
            log.warning("move %s in %s at v%s refused: %s", move, game.game_id, version, error)
            return version, [], None
        if answer is None:
            return version, [], None
        with self._lock:
            self.stats.moves += 1
            by_type = self.stats.moves_by_type
            by_type[game.game_type] = by_type.get(game.game_type, 0) + 1
        log.debug("played %s in %s at v%s", move, game.game_id, version)
        if answer.legal_moves and answer.version is not None:
            return answer.version, answer.legal_moves, answer.clock
        return version, [], None

    def _send(self, game: _Game, move: dict[str, Any], version: int) -> MoveAnswer | None:
        """The move's answer, or None when the game had moved past the turn it was for."""
        try:
            # No If-Match: the server applies the move only if it is legal where the game stands.
            # In a simultaneous phase (a ballot, a plan) the other seats' moves bump the version
            # without changing this seat's choice, so a version check would refuse a move that
            # still stands and cost a turn; a move that no longer fits is refused all the same.
            return self.api.play(game.game_id, move)
        except ApiError as error:
            if not isinstance(error, StaleVersion) and error.code not in MOVED_ON:
                raise
            # The game moved past the turn this move was for (its phase ended, the turn passed,
            # the game ended): the next turn event is coming.
            self.stats.stale += 1
            log.info("game %s moved past v%s (%s): waiting for the next turn",
                     game.game_id, version, error.code)
            return None

    def _resume_games(self) -> None:
        """The active games ("my games"); a game that waits for this seat gets its turn."""
        try:
            mine = self.api.my_games("active").to_dict()["games"]
        except ApiError as error:
            log.warning("could not list my games: %s", error)
            return
        for found in mine:
            seat = found.get("seat")
            if seat is None:
                continue
            game = self._game(found["id"], found["type"], seat)
            if seat in (found.get("to_act") or []):
                version, legal = self.api.legal_moves(found["id"])
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
