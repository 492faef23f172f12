"""Vacation: an account pauses its own turn-based clocks for a bounded number of days a year
(docs/CLOCKS.md, "Vacation").

``P vac:{<player>}`` (a hash in the account's slot): ``on`` (when the running vacation began,
unix seconds; absent when off), ``year`` (the UTC year ``used`` counts for), ``used`` (seconds
of that year's allowance the ended vacations took) and ``spans`` (JSON ``[[start, end], ...]``,
the vacations that ended within ``KEEP_SECONDS``: the clock reads them to know how long a
running move was paused).

A vacation counts against the allowance of the year it began in and ends by itself when the
allowance runs out: a running one's span is ``[on, on + what was left]`` until it is turned off.
The clock (``play/clocks.py``) reads the spans; nothing here knows a game.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

from dashgames.infra.errors import PlatformError

KEEP_SECONDS = 120 * 86400.0
"""How long an ended vacation's span is kept: longer than any move can run (14 days per move,
a bank of at most 30 days, each stretched by at most a year's allowance)."""

Span = list[float]


def _text(value: Any) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


def _year(at: float) -> int:
    return time.gmtime(at).tm_year


class Vacations:
    def __init__(self, client: Any, prefix: str, allowance_days: float,
                 clock: Callable[[], float] = time.time) -> None:
        self.redis = client
        self.prefix = prefix
        self.allowance = float(allowance_days) * 86400.0
        self.clock = clock

    def _key(self, player_id: str) -> str:
        return f"{self.prefix}vac:{{{player_id}}}"

    def _load(self, player_id: str, at: float) -> dict[str, Any]:
        """The stored record as of ``at``: a running vacation past its allowance has ended
        (at the moment the allowance ran out) and the year's count restarts each year."""
        raw = {_text(k): _text(v) for k, v in self.redis.hgetall(self._key(player_id)).items()}
        record: dict[str, Any] = {
            "on": float(raw["on"]) if raw.get("on") else None,
            "year": int(raw.get("year") or _year(at)), "used": float(raw.get("used") or 0.0),
            "spans": json.loads(raw.get("spans") or "[]"),
        }
        if record["on"] is not None:
            ends = record["on"] + max(0.0, self.allowance - record["used"])
            if ends <= at:  # the allowance ran out: the vacation ended by itself
                record["spans"].append([record["on"], round(ends, 3)])
                record["used"], record["on"] = self.allowance, None
        elif record["year"] != _year(at):
            record["year"], record["used"] = _year(at), 0.0
        record["spans"] = [s for s in record["spans"] if s[1] >= at - KEEP_SECONDS]
        return record

    def _save(self, player_id: str, record: dict[str, Any]) -> None:
        fields = {"year": record["year"], "used": record["used"],
                  "spans": json.dumps(record["spans"], separators=(",", ":")),
                  "on": "" if record["on"] is None else record["on"]}
        self.redis.hset(self._key(player_id), mapping=fields)

    def state(self, player_id: str) -> dict[str, Any]:
        """What the account sees: whether it is on vacation, since when and until when at the
        latest, and the year's allowance, used and left (seconds)."""
        at = self.clock()
        record = self._load(player_id, at)
        on = record["on"]
        used = record["used"] + (at - on if on is not None else 0.0)
        return {
            "on": on is not None, "since": on,
            "ends_at": None if on is None else round(on + self.allowance - record["used"], 3),
            "allowance_seconds": self.allowance, "used_seconds": round(used, 3),
            "left_seconds": round(max(0.0, self.allowance - used), 3),
            "year": record["year"],
        }

    def turn(self, player_id: str, on: bool) -> tuple[dict[str, Any], Span | None]:
        """Start or end this account's vacation (doing what is already so changes nothing).
        Returns the new state and, when a running vacation ended, its span;
        ``VacationUsedUp`` for a start with none of the year's allowance left."""
        at = round(self.clock(), 3)
        record = self._load(player_id, at)
        ended: Span | None = None
        if on and record["on"] is None:
            if record["year"] != _year(at):
                record["year"], record["used"] = _year(at), 0.0
            if self.allowance - record["used"] <= 0:
                self._save(player_id, record)
                raise VacationUsedUp(f"this year's {self.allowance / 86400:g} vacation days "
                                     "are used up", allowance_seconds=self.allowance)
            record["on"] = at
        elif not on and record["on"] is not None:
            ended = [record["on"], at]
            record["spans"].append(ended)
            record["used"] += at - record["on"]
            record["on"] = None
        self._save(player_id, record)
        return self.state(player_id), ended

    def spans(self, player_id: str) -> list[Span]:
        """The pauses of this account's clocks: its recent vacations, a running one to the end
        its allowance gives it (the clock's countdown is set for that; ending it sooner sends
        the countdown again)."""
        at = self.clock()
        record = self._load(player_id, at)
        spans = [list(s) for s in record["spans"]]
        if record["on"] is not None:
            spans.append([record["on"],
                          round(record["on"] + self.allowance - record["used"], 3)])
        return spans

    def on_vacation(self, player_ids: list[str]) -> set[str]:
        at = self.clock()
        return {p for p in player_ids if self._load(p, at)["on"] is not None}


class VacationUsedUp(PlatformError):
    code = "VACATION_USED_UP"  # 409: this year's vacation days are all taken
