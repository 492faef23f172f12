"""What a commit tells the accounts seated at the game, on their account streams.

``game_started`` to every account seated when a game leaves ``open`` (or is created full), and
``your_turn`` to each account seat that must act at the new version: one entry per seat, sent
to that seat's account only, so its legal moves (which may depend on what only it sees) reach
no one else. House bots (``k`` "bot") get nothing: the ``ai`` queue plays them.

The entries are written by the commit itself (``commit.lua``, in the same atomic step as the
version, so a crash can neither lose a turn nor announce one that did not happen) or by the
creating transaction (``Store.create``). A ``your_turn``'s legal moves are spliced in there
from the views just written (``pub`` field ``m<seat>``): the JSON text travels once, never
decoded. ``Notice.body`` is therefore the event's JSON object without its closing brace when
``moves_of`` is set.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from dashgames.platform.store import dumps
from dashgames.rules.seats import SeatRow


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
                  rated: bool, extra: Mapping[str, Mapping[str, Any]] | None = None
                  ) -> list[Notice]:
    """One ``game_started`` per seated account; ``extra``: more fields for a player's (a
    seek's id, the game a rematch follows), by player id."""
    listing = [{"seat": i, "player_id": r.get("p"), "name": r.get("n"),
                "is_bot": r["k"] == "bot" or bool(r.get("ib"))} for i, r in enumerate(seats)]
    out = []
    for seat, row in enumerate(seats):
        if row["k"] == "human" and row.get("p"):
            body = {"game_id": game_id, "game_type": game_type, "version": version,
                    "seat": seat, "rated": rated, "seats": listing,
                    **(extra or {}).get(row["p"], {})}
            out.append(Notice(row["p"], "game_started", dumps(body)))
    return out


def _seat_clock(clock: dict[str, Any] | None, seat: int) -> dict[str, Any] | None:
    """The seat's own deadline and banked seconds, or None for a game without a clock."""
    if clock is None:
        return None
    banked = clock["left"].get(str(seat)) if clock["cfg"].get("initial_seconds") else None
    return {"deadline": clock["dl"].get(str(seat)), "remaining": banked}
