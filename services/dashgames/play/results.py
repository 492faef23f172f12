"""Commands and their stored answers, under ``c:<command id>`` as ``<version>|<JSON>``
(``<version>:<unix time>|<JSON>`` when the command came with a client's idempotency key: the
time lets a fold keep it ``RESULT_SECONDS``, ``commit.py``). The JSON is one of
``{"s": seat, "v": version, "a": seats to act}`` (applied; the events are the stream entry of
that version; the submitter's legal moves are read again while the game is still there),
``{"s": seat, "err": {...}}`` (the rules refused: a retry gets the same 422),
``{"s": seat, "q": 1, "c": command}`` (queued, not yet known; the command itself, which the
reconciler sends again if a crash lost it) or ``{"s": seat, "perr": {...}}`` (a platform
error met by a queued command). The idempotency field ``k:<player id or seat>:<key>`` holds
``<version>:<unix time>|<command id>|<body hash>``.
"""

from __future__ import annotations

import hashlib
import json
import secrets
import time
from dataclasses import asdict, dataclass
from typing import Any, Literal

from dashgames.infra.errors import PlatformError, error_from_json
from dashgames.infra.redis_client import dumps
from dashgames.play.types import MoveResult

CommandKind = Literal["move", "timer", "resign", "join"]


@dataclass(frozen=True)
class Command:
    game_id: str
    kind: CommandKind
    seat: int | None
    command_id: str
    move: Any = None  # the move JSON; for a timer, its id
    expected_version: int | None = None
    idempotency_key: str | None = None
    reply: bool = False  # push the answer to a waiting API process (queued commands)
    scope: str | None = None  # who owns the idempotency key: the player's id (default: the seat)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> Command:
        return cls(**raw)

    @property
    def idem_field(self) -> str:
        if not self.idempotency_key:
            return ""
        owner = self.scope if self.scope is not None else self.seat
        return f"k:{owner}:{self.idempotency_key}"

    @property
    def kept(self) -> bool:
        """A client's idempotency key (the API scopes it to the player): its answer outlives the
        version window (``commit.RESULT_SECONDS``). A bot's own key (``ai:<seat>:<version>``)
        guards only against a task run twice, within seconds, and goes with the window."""
        return bool(self.idempotency_key) and self.scope is not None

    @property
    def body_hash(self) -> str:
        """What makes a retry "the same request": kind, seat and move, canonically."""
        body = json.dumps([self.kind, self.seat, self.move], sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(body.encode()).hexdigest()[:16]


def new_command_id() -> str:
    return secrets.token_hex(8)


def result_field(command_id: str) -> str:
    return f"c:{command_id}"


def _stamp(version: int) -> str:
    return f"{version}:{int(time.time())}"


def stamped_version(value: str) -> int:
    """The version a stored answer or idempotency value was written at."""
    return int(value.split("|", 1)[0].split(":", 1)[0])


def idem_value(version: int, command: Command) -> str:
    stamp = _stamp(version) if command.kept else str(version)
    return f"{stamp}|{command.command_id}|{command.body_hash}"


def parse_idem(value: str) -> tuple[str, str]:
    """(command id, body hash) of a stored idempotency value."""
    _, command_id, body_hash = value.split("|", 2)
    return command_id, body_hash


def stored(version: int, answer: dict[str, Any], keyed: bool = False) -> str:
    """``keyed``: the command came with an idempotency key: its answer is stamped with the time
    as the key is, so both outlive the version window (``RESULT_SECONDS``); other answers go
    with the window, which keeps a fast game's results small."""
    return f"{_stamp(version) if keyed else version}|{dumps(answer)}"


def parse_stored(value: str) -> dict[str, Any]:
    found: dict[str, Any] = json.loads(value.split("|", 1)[1])
    return found


def move_result_json(result: MoveResult) -> dict[str, Any]:
    return asdict(result)


def move_result_from_json(raw: dict[str, Any]) -> MoveResult:
    if "perr" in raw:
        raise error_from_json(raw["perr"], fallback=PlatformError)
    return MoveResult(
        status=raw["status"],
        command_id=raw["command_id"],
        version=raw["version"],
        events=tuple(raw.get("events", ())),
        error=raw.get("error"),
        to_act=tuple(raw["to_act"]) if raw.get("to_act") is not None else None,
        legal_moves_json=raw.get("legal_moves_json"),
        clock=raw.get("clock"),
        game_type=raw.get("game_type", ""),
    )
