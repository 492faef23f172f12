"""What a commit tells the accounts seated at the game, on their account streams.

``game_started`` and ``your_turn`` are written by the commit itself (or the creating
transaction), so a crash can neither lose a turn nor announce one that did not happen; a
``your_turn`` goes to its seat's account only, with legal moves spliced in from the views just
written. docs/ACCOUNT-STREAM.md.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from dashgames.infra.redis_client import dumps
from dashgames.play.seats import SeatRow


@dataclass(frozen=True)
class Notice:
    player_id: str
    type: str
    body: str  # JSON text; open-ended (no closing brace) when ``moves_of`` is set
    moves_of: int | None = None  # the seat whose legal moves the store appends


def your_turns(game_id: str, game_type: str, version: int, seats: list[SeatRow],
               to_act: list[int], clock_raw: str) -> list[Notice]:
    """One ``your_turn`` per account seat among ``to_act``, with its clock."""
    clock = json.loads(clock_raw) if clock_raw else None
    out = []
    for seat in to_act:
        row = seats[seat]
        if row["k"] != "human" or not row.get("p"):
            continue
        head = {"game_id": game_id, "game_type": game_type, "version": version, "seat": seat,
                "clock": _seat_clock(clock, seat)}
        out.append(Notice(row["p"], "your_turn", dumps(head)[:-1], moves_of=seat))
    return out


def games_started(game_id: str, game_type: str, version: int, seats: list[SeatRow],
                  rated: bool, extra: Mapping[str, Any] | None = None) -> list[Notice]:
    """One ``game_started`` per seated account (with ``extra``'s fields: a rematch's origin)."""
    listing = [{"seat": i, "player_id": r.get("p"), "name": r.get("n"),
                "is_bot": r["k"] == "bot" or bool(r.get("ib"))} for i, r in enumerate(seats)]
    out = []
    for seat, row in enumerate(seats):
        if row["k"] == "human" and row.get("p"):
            body = {"game_id": game_id, "game_type": game_type, "version": version,
                    "seat": seat, "rated": rated, "seats": listing, **(extra or {})}
            out.append(Notice(row["p"], "game_started", dumps(body)))
    return out


def _seat_clock(clock: dict[str, Any] | None, seat: int) -> dict[str, Any] | None:
    """The seat's own deadline and banked seconds, or None for a game without a clock."""
    if clock is None:
        return None
    banked = clock["left"].get(str(seat)) if clock["cfg"].get("initial_seconds") else None
    return {"deadline": clock["dl"].get(str(seat)), "remaining": banked}
