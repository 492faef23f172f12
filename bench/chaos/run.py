"""The chaos run: games of every type in flight, faults injected at random, then the checks.

``python -m bench.chaos`` (``make chaos``): the platform of ``processes.py`` on loopback;
``games`` tables each playing one game after another (the five types in turn), two API players
a table where the type allows (a person against a house bot in every other Double Dash!), house
bots in the other seats, every game on a short per-move clock that sometimes runs out. Every
few seconds, once every process is back up and every game has moved on since, one process is
killed with SIGKILL (or Redis is killed and started again on its data). A game that does not
move within ``STALL`` seconds of everything being back is a stall. After the last injection the
games play out, and ``checks.py`` runs.
"""

from __future__ import annotations

import asyncio
import random
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.chaos import checks
from bench.chaos.players import (
    TYPES,
    Account,
    Api,
    Counts,
    GameRun,
    Plan,
    create_game,
    follow,
    new_account,
    play_game,
    snapshot,
)
from bench.chaos.processes import KINDS, Platform

STALL = 10.0  # a game must move within this long of every process being back
SETTLE_BOUND = 120.0  # a platform not back after this long is reported, and the run goes on


@dataclass
class Config:
    injections: int = 100
    games: int = 20  # tables in flight at once
    seed: int = 1
    pause: tuple[float, float] = (0.5, 3.0)  # between a recovery and the next injection
    finish_seconds: float = 240.0  # for the games in flight after the last injection
    kinds: tuple[str, ...] = KINDS
    verbose: bool = True
    plan: Plan = field(default_factory=Plan)


@dataclass
class Outcome:
    findings: checks.Findings
    injections: Counter[str]
    exits: Counter[str]
    exit_reasons: Counter[str]
    counts: Counts
    seconds: float
    log: list[str]

    def failures(self) -> dict[str, int]:
        f = self.findings
        return {
            "acknowledged moves lost": f.lost,
            "moves applied twice": f.applied_twice,
            "moves applied, their retry refused": f.applied_refused,
            "stalls (> 10 s after recovery)": f.stalls,
            "unfinished games": f.games - f.finished,
            "replays that do not verify": f.verify_failed,
            "game stream events missed": f.game_missed,
            "game stream events seen twice": f.game_doubled,
            "account stream events missed": f.account_missed,
            "account stream events seen twice": f.account_doubled,
            "games or streams left unchecked": f.unchecked,
        }

    def table(self) -> str:
        f = self.findings
        rows = [("injections", f"{sum(self.injections.values())} {dict(self.injections)}"),
                ("exits nobody injected", f"{sum(self.exits.values())} {dict(self.exits)}"),
                ("games (finished, verified)", f"{f.games} ({f.finished}, {f.verified})"),
                ("acknowledged moves checked", str(f.acked)),
                ("game / account events followed", f"{f.game_events} / {f.account_events}"),
                ("stream reconnects", str(dict(self.counts.reconnects))),
                ("requests sent again", str(sum(self.counts.retries.values()))),
                ("turns left to the clock / seats taken back",
                 f"{self.counts.idles} / {self.counts.reclaims}"),
                ("seconds", f"{self.seconds:.0f}")]
        rows += [(name, str(value)) for name, value in self.failures().items()]
        width = max(len(name) for name, _ in rows)
        lines = [f"{name.ljust(width)}  {value}" for name, value in rows]
        lines += [f"exit: {count} x {reason}" for reason, count in self.exit_reasons.items()]
        return "\n".join(["chaos run", *lines])

    @property
    def ok(self) -> bool:
        return not any(self.failures().values())


class Run:
    def __init__(self, platform: Platform, config: Config) -> None:
        self.platform = platform
        self.config = config
        self.rng = random.Random(config.seed)
        self.counts = Counts()
        self.api = Api(platform.base, self.counts)
        self.findings = checks.Findings()
        self.accounts: list[Account] = []
        self.running: dict[str, GameRun] = {}
        self.done: list[GameRun] = []
        self.injecting = True
        self.log: list[str] = []

    async def table(self, index: int, humans: list[Account]) -> None:
        """One table: games one after another, the types in turn, until the injections end."""
        turn = index
        while self.injecting:
            game_type = list(TYPES)[turn % len(TYPES)]
            seated = humans[:1] if game_type == "double_dash" and turn % 2 else humans
            turn += 1
            game = await create_game(self.api, game_type, seated, self.config.plan,
                                     random.Random(self.rng.random()))
            self.running[game.id] = game
            try:
                await play_game(self.api, game, self.config.plan,
                                random.Random(self.rng.random()), self.counts)
            finally:
                del self.running[game.id]
                self.done.append(game)

    async def snapshots(self) -> None:
        while True:
            for account in self.accounts:
                await snapshot(self.api, account)
            await asyncio.sleep(3.0)

    async def settle(self) -> None:
        ends = time.monotonic() + SETTLE_BOUND
        while self.platform.settled_for() <= 0:
            if time.monotonic() > ends:
                self.log.append("the platform was not back within the bound")
                return
            await asyncio.sleep(0.1)

    async def progress_since(self, since: float) -> None:
        """Every game in flight moves (or ends) within ``STALL`` of ``since``; the others are
        read once more, then counted as stalls."""
        versions = {gid: g.version for gid, g in self.running.items()}
        while True:
            waiting = [g for gid, g in self.running.items()
                       if gid in versions and not g.over and g.version <= versions[gid]]
            if not waiting:
                return
            if time.monotonic() - since > STALL:
                break
            await asyncio.sleep(0.1)
        for game in waiting:
            status, read, headers = await self.api.call("GET", f"/v1/games/{game.id}",
                                                     game.seats[0].account.token, retry_for=5)
            version = int(headers.get("etag", '"0"').strip('W/"') or 0) if status == 200 else 0
            if version > versions[game.id]:
                continue  # it moved; its followers had not seen it yet
            self.findings.stalls += 1
            to_act = read["game"]["to_act"] if status == 200 else "?"
            self.findings.note(f"stall: {game.type} {game.id} at v{game.version} for "
                               f"{time.monotonic() - since:.1f} s after recovery; to act "
                               f"{to_act}; " + ", ".join(s.status() for s in game.seats))

    async def inject(self) -> None:
        kinds = list(self.config.kinds)
        plan = self.rng.sample(kinds, len(kinds))  # each kind once first, then at random
        for i in range(self.config.injections):
            await asyncio.sleep(self.rng.uniform(*self.config.pause))
            kind = plan[i] if i < len(plan) else self.rng.choice(kinds)
            victim = self.platform.inject(kind, self.rng)
            line = (f"{time.strftime('%H:%M:%S')} {i + 1}/{self.config.injections} kill -9 "
                    f"{kind}: {victim}; {len(self.running)} games in flight, {len(self.done)} done")
            self.log.append(line)
            if self.config.verbose:
                print(line, flush=True)
            await asyncio.sleep(0.2)
            await self.settle()
            await self.progress_since(time.monotonic())

    async def main(self) -> None:
        for i in range(self.config.games):
            pair = [await new_account(self.api, f"chaos-{i}-a"),
                    await new_account(self.api, f"chaos-{i}-b")]
            self.accounts += pair
        followers = [asyncio.create_task(follow(
            self.api, "/v1/players/me/events", a.token, "0", a.on_record, lambda: False,
            "account")) for a in self.accounts]
        watcher = asyncio.create_task(self.snapshots())
        tables = [asyncio.create_task(self.table(i, self.accounts[2 * i:2 * i + 2]))
                  for i in range(self.config.games)]
        await asyncio.sleep(3.0)  # games under way before the first fault
        try:
            await self.inject()
        finally:
            self.injecting = False
        _, late = await asyncio.wait(tables, timeout=self.config.finish_seconds)
        for task in late:
            task.cancel()
        await asyncio.gather(*tables, return_exceptions=True)
        for task in tables:
            if not task.cancelled() and task.exception() is not None:
                self.findings.note(f"a table failed: {task.exception()!r}")
        await self.settle()
        await asyncio.sleep(3.0)  # the last games' archive events reach the account streams
        watcher.cancel()
        for account in self.accounts:
            await snapshot(self.api, account)
        await self._caught_up()
        for task in followers:
            task.cancel()
        await asyncio.gather(watcher, *followers, return_exceptions=True)
        replays = self.platform.work / "replays"
        replays.mkdir(exist_ok=True)
        for game in self.done:
            try:
                await checks.check_game(self.api, game, self.findings, replays)
            except Exception as e:  # one game's surprise must not hide the others' findings
                self.findings.unchecked += 1
                self.findings.note(f"{game.type} {game.id}: checking it failed: {e!r}")
        for account in self.accounts:
            checks.check_account(account, self.findings)
        await self.api.close()

    async def _caught_up(self) -> None:
        ends = time.monotonic() + 20.0
        while time.monotonic() < ends and any(
                a.reference - set(a.seen) for a in self.accounts):
            await asyncio.sleep(0.2)


def run(config: Config, work: Path) -> Outcome:
    platform = Platform(work)
    began = time.monotonic()
    platform.start()
    try:
        chaos = Run(platform, config)
        asyncio.run(chaos.main())
    finally:
        platform.stop()
    tally = platform.tally
    return Outcome(chaos.findings, tally.injections, tally.exits, tally.exit_reasons,
                   chaos.counts, time.monotonic() - began, chaos.log)


def summary(outcome: Outcome) -> dict[str, Any]:
    return {"ok": outcome.ok, "failures": outcome.failures(),
            "injections": dict(outcome.injections), "exits": dict(outcome.exits),
            "exit_reasons": dict(outcome.exit_reasons), "notes": outcome.findings.notes}
