"""What the chaos run checks once the games are over, all over HTTP:

* every move the API acknowledged is in the game's replay at its version, once (``lost``);
* no move of a seat its person held is in the replay without an acknowledgement: a retried move
  applied a second time would be one (``applied_twice``);
* every finished game's replay re-runs to the same end (``dashgames verify-replay``, the
  command line's own code, called in this process);
* each stream follower saw every event of its stream, each once: the game streams against one
  whole read of the stream afterwards, the account streams against snapshots of the stream's
  window taken every few seconds.
"""

from __future__ import annotations

import contextlib
import io
import json
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.chaos.players import Account, Api, GameRun, whole_stream


@dataclass
class Findings:
    games: int = 0
    finished: int = 0
    acked: int = 0
    lost: int = 0
    applied_twice: int = 0
    applied_refused: int = 0  # applied, yet its retry (same Idempotency-Key) was refused
    verified: int = 0
    verify_failed: int = 0
    game_events: int = 0
    game_missed: int = 0
    game_doubled: int = 0
    account_events: int = 0
    account_missed: int = 0
    account_doubled: int = 0
    stalls: int = 0
    unchecked: int = 0  # streams the checks could not read
    notes: list[str] = field(default_factory=list)

    def failed(self) -> int:
        return (self.lost + self.applied_twice + self.applied_refused + self.verify_failed
                + self.game_missed + self.game_doubled)

    def note(self, text: str) -> None:
        if len(self.notes) < 40:
            self.notes.append(text)


def _history_ids(records: list[dict[str, Any]]) -> list[str]:
    """The ids of a stream's events; a ``turn`` record (seq 0) is written for its reader at
    the moment and is not history."""
    return [r["id"] for r in records if int(r["seq"]) != 0]


def verify(replay: dict[str, Any]) -> list[str]:
    """``dashgames verify-replay`` on the replay: its output lines when it fails."""
    from dashgames.__main__ import main as dashgames_cli  # the command line, not its modules

    with tempfile.NamedTemporaryFile("w", suffix=".json") as handle:
        json.dump(replay, handle)
        handle.flush()
        out = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
            code = dashgames_cli(["verify-replay", handle.name])
    return [] if code == 0 else out.getvalue().splitlines() or [f"exit {code}"]


def _human_at(truth: list[dict[str, Any]], seat: int) -> list[tuple[int, bool]]:
    """(version, held by its person from then on) at each change of hands of ``seat``."""
    changes = [(0, True)]
    for record in truth:
        event = record["event"]
        if event.get("seat") != seat:
            continue
        if event.get("type") == "clock_expired":
            changes.append((int(record["version"]), False))
        elif event.get("type") == "seat_reclaimed":
            changes.append((int(record["version"]), True))
    return changes


def _held_by_person(changes: list[tuple[int, bool]], version: int) -> bool:
    held = True
    for at, human in changes:
        if at < version:
            held = human
    return held


async def check_game(api: Api, game: GameRun, findings: Findings,
                     replays: Path | None = None) -> None:
    findings.games += 1
    if game.stopped:  # its players gave up on it, their streams closed before its end
        findings.note(f"{game.type} {game.id} not over within the harness's bound "
                      f"(v{game.version})")
        return
    token = game.seats[0].account.token
    status, read, _ = await api.call("GET", f"/v1/games/{game.id}", token)
    if status != 200 or read["game"]["status"] != "finished":
        findings.note(f"{game.type} {game.id} not finished: {status} "
                      f"{read and read.get('game', {}).get('status')} v{game.version}")
        return
    findings.finished += 1
    status, replay, _ = await api.call("GET", f"/v1/games/{game.id}/replay", token)
    if status != 200:
        findings.verify_failed += 1
        findings.note(f"{game.type} {game.id} replay: {status} {replay}")
        return
    if replays is not None:
        (replays / f"{game.id}.json").write_text(json.dumps(replay))
    problems = verify(replay)
    if problems:
        findings.verify_failed += 1
        findings.note(f"{game.type} {game.id} replay does not verify: {problems[:2]}")
    else:
        findings.verified += 1
    played = {int(m["version"]): m for m in replay["moves"]}
    before = findings.failed()
    dump: dict[str, Any] = {"replay": replay, "seats": []}
    for seat in game.seats:
        truth = seat.truth or await whole_stream(api, game.id, seat.account.token)
        if truth is None:
            findings.unchecked += 1
            findings.note(f"{game.type} {game.id} seat {seat.seat}: its stream could not be read")
            continue
        dump["seats"].append({"seat": seat.seat, "seen": seat.seen, "truth": truth,
                              "acked": seat.acked, "refused": seat.refused,
                              "trail": seat.trail})
        _check_follower(game, seat.seat, seat.seen, truth, findings)
        acked = {a["version"]: a["move"] for a in seat.acked}
        findings.acked += len(acked)
        for version, move in acked.items():
            step = played.get(version)
            if step is None or step["actor"] != seat.seat or step["move"] != move:
                findings.lost += 1
                findings.note(f"{game.type} {game.id} seat {seat.seat}: acknowledged move at "
                              f"v{version} not in the replay ({step})")
        changes = _human_at(truth, seat.seat)
        refused = {r["version"] + 1: r for r in seat.refused}
        for version, step in played.items():
            if (step["actor"] != seat.seat or version in acked
                    or not _held_by_person(changes, version)):
                continue
            answer = refused.get(version)
            if answer is not None and answer["move"] == step["move"]:
                findings.applied_refused += 1
                findings.note(f"{game.type} {game.id} seat {seat.seat}: move at v{version} "
                              f"applied, its retry answered {answer['status']} "
                              f"{answer['answer'].get('code')} after {answer['tries']}")
            else:
                findings.applied_twice += 1
                findings.note(f"{game.type} {game.id} seat {seat.seat}: move at v{version} "
                              "applied without an acknowledgement")
    if replays is not None and findings.failed() != before:  # what a reader needs to see why
        (replays / f"{game.id}.findings.json").write_text(json.dumps(dump, indent=1))


def _check_follower(game: GameRun, seat: int, seen: list[dict[str, Any]],
                    truth: list[dict[str, Any]], findings: Findings) -> None:
    seen_ids, truth_ids = _history_ids(seen), _history_ids(truth)
    findings.game_events += len(seen_ids)
    doubled = len(seen_ids) - len(set(seen_ids))
    missed = sorted(set(truth_ids) - set(seen_ids), key=lambda i: tuple(map(int, i.split("-"))))
    findings.game_doubled += doubled
    findings.game_missed += len(missed)
    if doubled or missed:
        findings.note(f"{game.type} {game.id} seat {seat} stream: {len(missed)} missed "
                      f"{missed[:5]}, {doubled} seen twice")


def check_account(account: Account, findings: Findings) -> None:
    findings.account_events += len(account.seen)
    doubled = len(account.seen) - len(set(account.seen))
    missed = sorted(account.reference - set(account.seen))
    findings.account_doubled += doubled
    findings.account_missed += len(missed)
    if doubled or missed:
        findings.note(f"account {account.id} stream: {len(missed)} missed {missed[:5]}, "
                      f"{doubled} seen twice")
