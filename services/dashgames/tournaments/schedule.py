"""The operator's schedule: events made from a file (``DASHGAMES_TOURNAMENTS_FILE``).

The file is TOML (``.toml``) or JSON: a list ``tournaments`` of events, each with an ``id`` and
the fields of a created event (``name``, ``game_type``, ``format``, ``clock``...), a ``starts_at``
(unix seconds or an ISO 8601 time) and, to repeat, ``every_minutes``; ``bots_only`` makes a bot
league (only the schedule can). An event is made ``open_minutes`` (60 by default) before its
start, under the id ``<id>`` (or ``<id>-<n>`` for the n-th of a repeating one), so each is made
once however many pairing workers read the file. docs/TOURNAMENTS.md, "Scheduled events".
"""

from __future__ import annotations

import json
import logging
import math
import tomllib
from datetime import datetime
from pathlib import Path
from typing import Any

from dashgames.engine.errors import RulesError
from dashgames.infra.errors import PlatformError
from dashgames.play.types import ClockSpec
from dashgames.tournaments.spec import checked
from dashgames.tournaments.types import TournamentSpec

log = logging.getLogger(__name__)

FIELDS = ("name", "game_type", "format", "table_size", "options", "rated", "minutes", "rounds",
          "min_players", "max_players", "house_bots", "bots_only")


def _when(raw: Any) -> float:
    if isinstance(raw, int | float):
        return float(raw)
    if isinstance(raw, datetime):
        return raw.timestamp()
    return datetime.fromisoformat(str(raw)).timestamp()


def load(path: str) -> list[dict[str, Any]]:
    text = Path(path).read_text()
    doc = tomllib.loads(text) if path.endswith(".toml") else json.loads(text)
    entries: list[dict[str, Any]] = doc.get("tournaments", [])
    return entries


def scheduled(path: str, now: float) -> list[tuple[str, TournamentSpec]]:
    """The events the file asks to be open for entries at ``now``: (id, spec) each."""
    found = []
    for entry in load(path):
        first = _when(entry["starts_at"])
        every = float(entry.get("every_minutes", 0)) * 60.0
        ahead = float(entry.get("open_minutes", 60)) * 60.0
        if every > 0:
            n = max(0, math.ceil((now - first) / every))
            start, tid = first + n * every, f"{entry['id']}-{n}"
        else:
            start, tid = first, str(entry["id"])
        if not start - ahead <= now < start:
            continue
        fields = {k: entry[k] for k in FIELDS if k in entry}
        try:
            found.append((tid, checked(TournamentSpec(clock=ClockSpec(**entry["clock"]),
                                                      starts_at=start, **fields))))
        except (PlatformError, RulesError, KeyError, TypeError, ValueError):  # skip only this one
            log.exception("tournament %s in %s is not valid", tid, path)
    return found
