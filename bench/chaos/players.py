"""The chaos run's players, over HTTP only: careful clients that follow their game's stream and
their account's stream (Server-Sent Events, resumed with ``Last-Event-ID`` after any break)
and send every move with ``If-Match`` and an ``Idempotency-Key``, again with the same key until
it is answered. What each saw and what the API acknowledged is kept for the checks.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import time
import uuid
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import httpx

RETRY_FOR = 120.0  # a request is sent again (connection lost, 5xx, 429) for this long
SSE_READ = 30.0  # more than the server's keep-alive period

# Each game type with options that keep a random game short, and how many seats it has.
TYPES: dict[str, tuple[int, dict[str, Any]]] = {
    "double_dash": (2, {}),
    "flag_dash": (2, {"round_limit": 6}),
    "dc_dash": (3, {}),
    "dicey_curves": (3, {"race_length": 4, "round_limit": 12}),
    "dash_and_cache": (3, {"round_limit": 3, "timer_seconds": 4}),
}


@dataclass
class Counts:
    """What the clients met on the way (not failures: the run's weather)."""

    retries: Counter[str] = field(default_factory=Counter)  # why a request was sent again
    reconnects: Counter[str] = field(default_factory=Counter)  # game / account streams
    refused: Counter[str] = field(default_factory=Counter)  # moves answered 4xx, by code
    idles: int = 0  # turns left to the clock on purpose
    reclaims: int = 0  # seats taken back from the clock's bot


class Api:
    def __init__(self, base: str, counts: Counts) -> None:
        self.client = httpx.AsyncClient(
            base_url=base, timeout=httpx.Timeout(15.0, connect=3.0),
            limits=httpx.Limits(max_connections=None, max_keepalive_connections=200))
        self.counts = counts

    async def call(self, method: str, path: str, token: str | None = None, body: Any = None,
                   headers: dict[str, str] | None = None,
                   retry_for: float = RETRY_FOR,
                   tries: list[str] | None = None) -> tuple[int, Any, httpx.Headers]:
        """The answer, sending the same request again on a lost connection, a 5xx or a 429;
        (0, None, {}) when nothing answered within ``retry_for``."""
        sent = dict(headers or {})
        if token:
            sent["Authorization"] = f"Bearer {token}"
        ends = time.monotonic() + retry_for
        while True:
            try:
                answer = await self.client.request(method, path, json=body, headers=sent)
                if answer.status_code < 500 and answer.status_code != 429:
                    data = answer.json() if answer.content else None
                    return answer.status_code, data, answer.headers
                why = f"{method} {answer.status_code}"
            except (httpx.HTTPError, OSError, ValueError) as e:
                why = f"{method} {type(e).__name__}"
            self.counts.retries[why] += 1
            if tries is not None:
                tries.append(why)
            if time.monotonic() > ends:
                return 0, None, httpx.Headers()
            await asyncio.sleep(random.uniform(0.1, 0.4))

    async def close(self) -> None:
        await self.client.aclose()


async def follow(api: Api, path: str, token: str, last_id: str | None,
                 on_record: Callable[[dict[str, Any]], None], done: Callable[[], bool],
                 kind: str, trail: list[str] | None = None) -> None:
    """Read an SSE stream until ``done()``, reconnecting with Last-Event-ID after any break
    (the server ends each stream after its maximum too). ``trail``: each connection's start
    and end, for a reader of the findings."""
    trail = [] if trail is None else trail
    while not done():
        trail.append(f"{time.strftime('%H:%M:%S')} open after {last_id}")
        headers = {"Accept": "text/event-stream", "Authorization": f"Bearer {token}"}
        if last_id:
            headers["Last-Event-ID"] = last_id
        try:
            async with api.client.stream("GET", path, headers=headers,
                                         timeout=httpx.Timeout(SSE_READ, connect=3.0)) as r:
                if r.status_code == 200:
                    data: list[str] = []
                    async for line in r.aiter_lines():
                        if line.startswith("data:"):
                            data.append(line[5:].lstrip())
                        elif not line and data:
                            record = json.loads("\n".join(data))
                            data = []
                            last_id = record["id"]
                            on_record(record)
                            if done():
                                return
                    trail.append(f"{time.strftime('%H:%M:%S')} ended at {last_id}")
                else:
                    await r.aread()
                    api.counts.retries[f"stream {r.status_code}"] += 1
                    trail.append(f"{time.strftime('%H:%M:%S')} {r.status_code} {r.text[:80]}")
        except (httpx.HTTPError, OSError, ValueError) as e:
            trail.append(f"{time.strftime('%H:%M:%S')} {type(e).__name__} at {last_id}")
        api.counts.reconnects[kind] += 1
        await asyncio.sleep(random.uniform(0.1, 0.5))


@dataclass
class Account:
    id: str
    token: str
    seen: list[str] = field(default_factory=list)  # account stream ids, as delivered
    reference: set[str] = field(default_factory=set)  # ids read from the stream's whole window

    def on_record(self, record: dict[str, Any]) -> None:
        self.seen.append(record["id"])


async def new_account(api: Api, name: str) -> Account:
    status, body, _ = await api.call("POST", "/v1/players", body={"name": name})
    if status != 201:
        raise RuntimeError(f"creating a player: {status} {body}")
    return Account(body["id"], body["token"])


async def snapshot(api: Api, account: Account) -> None:
    """Every event the account stream still keeps, read in one page: the reference its
    follower is checked against."""
    status, page, _ = await api.call("GET", "/v1/players/me/events?after=0&limit=200",
                                     account.token, retry_for=5.0)
    if status == 200:
        account.reference.update(e["id"] for e in page["events"])


@dataclass
class Seat:
    seat: int
    account: Account
    seen: list[dict[str, Any]] = field(default_factory=list)  # game stream records
    acked: list[dict[str, Any]] = field(default_factory=list)  # {"version", "move"}
    refused: list[dict[str, Any]] = field(default_factory=list)  # moves answered otherwise
    trail: list[str] = field(default_factory=list)  # its stream's connections
    doing: tuple[str, float] = ("waiting", 0.0)  # what its program does, since when
    truth: list[dict[str, Any]] | None = None  # its stream read whole once the game ended

    def now_doing(self, what: str) -> None:
        self.doing = (what, time.monotonic())

    def status(self) -> str:
        what, since = self.doing
        return f"seat {self.seat} {what} for {time.monotonic() - since:.1f} s"
    wake: asyncio.Event = field(default_factory=asyncio.Event)
    taken: bool = False  # the clock's bot holds the seat
    finished: bool = False  # its stream delivered game_finished


@dataclass
class GameRun:
    id: str
    type: str
    seats: list[Seat]
    created_at: float
    version: int = 0
    progress_at: float = 0.0
    finished_at: float | None = None
    stopped: bool = False  # given up on (not over in time): its seats stop playing

    @property
    def over(self) -> bool:
        return self.finished_at is not None or self.stopped

    def progressed(self, version: int) -> None:
        if version > self.version:
            self.version, self.progress_at = version, time.monotonic()


@dataclass
class Plan:
    per_move_seconds: float = 3.0
    think: tuple[float, float] = (0.1, 0.5)
    idle_chance: float = 0.04  # a turn left to the clock
    reclaim_chance: float = 0.6  # a seat taken back from the clock's bot
    game_seconds: float = 600.0


async def create_game(api: Api, game_type: str, humans: list[Account], plan: Plan,
                      rng: random.Random) -> GameRun:
    players, options = TYPES[game_type]
    seats = [{"kind": "human"} for _ in humans] + [
        {"kind": "bot", "level": "heuristic"}  # a random bot can wander for hundreds of turns
        for _ in range(players - len(humans))]
    body = {"type": game_type, "seats": seats, "seat": 0, "options": options,
            "clock": {"per_move_seconds": plan.per_move_seconds, "on_expiry": "bot",
                      "bot_level": "heuristic"}}
    status, game, _ = await api.call("POST", "/v1/games", humans[0].token, body)
    if status != 201:
        raise RuntimeError(f"creating a {game_type}: {status} {game}")
    for seat, account in enumerate(humans[1:], start=1):
        status, joined, _ = await api.call("POST", f"/v1/games/{game['id']}/join",
                                           account.token, {"seat": seat})
        if status != 200 and not (status == 409 and await _seated(api, game["id"], account)):
            raise RuntimeError(f"joining {game['id']}: {status} {joined}")
    now = time.monotonic()
    return GameRun(game["id"], game_type,
                   [Seat(i, a) for i, a in enumerate(humans)], now, progress_at=now)


async def _seated(api: Api, game_id: str, account: Account) -> bool:
    """Whether a join whose answer was lost had landed."""
    status, read, _ = await api.call("GET", f"/v1/games/{game_id}", account.token)
    return status == 200 and any(s.get("player_id") == account.id
                                 for s in read["game"]["seats"])


def _on_game_record(game: GameRun, seat: Seat) -> Callable[[dict[str, Any]], None]:
    def on_record(record: dict[str, Any]) -> None:
        seat.seen.append({**record, "at": time.strftime("%H:%M:%S")})
        game.progressed(int(record["version"]))
        event = record["event"]
        kind = event.get("type")
        if kind == "clock_expired" and event.get("seat") == seat.seat:
            seat.taken = True
        elif kind == "seat_reclaimed" and event.get("seat") == seat.seat:
            seat.taken = False
        elif kind == "game_finished":
            seat.finished = True
            if game.finished_at is None:
                game.finished_at = time.monotonic()
        if seat.seat in record.get("to_act", []) or seat.finished or kind == "clock_expired":
            seat.wake.set()
    return on_record


async def play_seat(api: Api, game: GameRun, seat: Seat, plan: Plan,
                    rng: random.Random, counts: Counts) -> None:
    """The seat's program: on each wake (its stream, or every 2 s), its legal moves, one
    chosen after a think; sometimes it lets the clock run out, and takes the seat back."""
    url = f"/v1/games/{game.id}"
    token = seat.account.token
    while not game.over:
        seat.now_doing("waiting for its turn")
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(seat.wake.wait(), 2.0)
        seat.wake.clear()
        if game.over:
            return
        if seat.taken:
            if rng.random() < plan.reclaim_chance:
                seat.now_doing("taking its seat back")
                status, _, _ = await api.call("POST", f"{url}/join", token, {"seat": seat.seat})
                if status == 200:
                    seat.taken = False
                    counts.reclaims += 1
            else:
                await asyncio.sleep(2.0)
            continue
        seat.now_doing("reading its legal moves")
        status, legal, _ = await api.call("GET", f"{url}/legal-moves", token)
        if status != 200 or not legal["moves"]:
            continue
        if rng.random() < plan.idle_chance:
            counts.idles += 1
            seat.now_doing("leaving its turn to the clock")
            await asyncio.sleep(plan.per_move_seconds + 0.5)
            continue
        seat.now_doing(f"thinking at v{legal['version']}")
        await asyncio.sleep(rng.uniform(*plan.think))
        move = rng.choice(legal["moves"])
        tries: list[str] = []
        seat.now_doing(f"moving at v{legal['version']}")
        status, answer, _ = await api.call("POST", f"{url}/moves", token, move, {
            "If-Match": f'"{legal["version"]}"', "Idempotency-Key": uuid.uuid4().hex},
            tries=tries)
        if status == 200:
            seat.acked.append({"version": int(answer["version"]), "move": move, "tries": tries})
            game.progressed(int(answer["version"]))
            if seat.seat in answer.get("to_act", []):
                seat.wake.set()
        else:
            code = answer.get("code") if isinstance(answer, dict) else None
            counts.refused[f"{status} {code}"] += 1
            seat.refused.append({"version": legal["version"], "status": status,
                                 "answer": answer, "move": move, "tries": tries})


async def play_game(api: Api, game: GameRun, plan: Plan, rng: random.Random,
                    counts: Counts) -> None:
    """Every seat of ours followed and played until the game ends (or ``game_seconds``)."""
    tasks = []
    for seat in game.seats:
        tasks.append(asyncio.create_task(follow(
            api, f"/v1/games/{game.id}/events", seat.account.token, None,
            _on_game_record(game, seat), lambda s=seat: s.finished, "game", seat.trail)))
        tasks.append(asyncio.create_task(
            play_seat(api, game, seat, plan, random.Random(rng.random()), counts)))
    try:
        _, late = await asyncio.wait(tasks[0::2], timeout=plan.game_seconds)
        game.stopped = bool(late)
        # A move in flight when the game ended is answered before its seat stops: the
        # game's last move often is one.
        await asyncio.wait(tasks[1::2], timeout=RETRY_FOR)
    finally:
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
    if game.over and not game.stopped:  # read now: an archived game leaves Redis in minutes
        for seat in game.seats:
            seat.truth = await whole_stream(api, game.id, seat.account.token)


async def whole_stream(api: Api, game_id: str, token: str) -> list[dict[str, Any]] | None:
    """The game's stream as this reader sees it, read page by page from the start (None
    when it cannot be read)."""
    records: list[dict[str, Any]] = []
    after = "0"
    while True:
        status, page, _ = await api.call(
            "GET", f"/v1/games/{game_id}/events?after={after}&limit=200", token)
        if status != 200:
            return None
        if not page["events"]:
            return records
        records += page["events"]
        after = page["last_event_id"]
