"""Who sits where: the seat list kept in a game's meta, and the platform steps that change it.

A seat is ``{"k": "human"|"bot", "p": player id, "n": name, "b": bot level, "r": resigned,
"ib": 1 for a bot account, "o": a bot account's owner}``: a house bot is ``k`` "bot"; a bot
account (a program playing through the API) sits in a human seat like any player.
Taking a seat, leaving an open game and handing a resigned seat to a bot are steps like any
move: they bump the version and append a platform event, so followers see them.
"""

from __future__ import annotations

import json
from typing import Any

from dashgames.engine import Game, GameOver
from dashgames.play.errors import SeatTaken
from dashgames.play.types import SeatInfo

SeatRow = dict[str, Any]


def load_seats(raw: str) -> list[SeatRow]:
    seats: list[SeatRow] = json.loads(raw)
    return seats


def seat_of(seats: list[SeatRow], player_id: str) -> int | None:
    for index, row in enumerate(seats):
        if row.get("p") == player_id and row["k"] == "human":
            return index
    return None


def seat_infos(seats: list[SeatRow]) -> tuple[SeatInfo, ...]:
    return tuple(
        SeatInfo(
            seat=i,
            kind=row["k"],
            player_id=row.get("p"),
            player_name=row.get("n"),
            bot_level=row.get("b"),
            resigned=bool(row.get("r", False)),
            is_bot=row["k"] == "bot" or bool(row.get("ib")),
            bot_owner=row.get("o"),
        )
        for i, row in enumerate(seats)
    )


def all_filled(seats: list[SeatRow]) -> bool:
    return all(row["k"] == "bot" or row.get("p") for row in seats)


def account_row(player_id: str, name: str, is_bot: bool = False, owner: str | None = None
                ) -> SeatRow:
    """The fields an account brings to its seat (its profile, as the seat listings show it)."""
    row: SeatRow = {"p": player_id, "n": name}
    if is_bot:
        row["ib"] = 1
        if owner:
            row["o"] = owner
    return row


def take_seat(
    seats: list[SeatRow], status: str, player_id: str, name: str, seat: int | None,
    is_bot: bool = False, owner: str | None = None,
) -> tuple[list[SeatRow], list[dict[str, Any]], str]:
    """(new seats, platform events, new status) after ``player_id`` sits down."""
    if status != "open":
        raise SeatTaken("the game has no open seat", status=status)
    free = [i for i, row in enumerate(seats) if row["k"] == "human" and not row.get("p")]
    if seat is None:
        if not free:
            raise SeatTaken("every seat is taken")
        seat = free[0]
    if not 0 <= seat < len(seats):
        raise SeatTaken(f"there is no seat {seat}", seat=seat)
    if seat not in free:
        raise SeatTaken(f"seat {seat} is not open", seat=seat)
    seats = [dict(row) for row in seats]
    seats[seat].update(account_row(player_id, name, is_bot, owner))
    events: list[dict[str, Any]] = [{"type": "seat_taken", "seat": seat, "player": name}]
    if all_filled(seats):
        events.append({"type": "game_started"})
        return seats, events, "active"
    return seats, events, "open"


def leave_open_game(
    seats: list[SeatRow], seat: int
) -> tuple[list[SeatRow], list[dict[str, Any]]]:
    """Before the game starts, resigning just frees the seat."""
    seats = [dict(row) for row in seats]
    seats[seat] = {"k": "human"}
    return seats, [{"type": "seat_left", "seat": seat}]


def hand_to_bot(
    game: Game[Any, Any], seats: list[SeatRow], seat: int, finished: bool
) -> tuple[list[SeatRow], list[dict[str, Any]]]:
    """``resign_policy == "bot"``: the game goes on with the game's default bot in the seat."""
    if finished:
        raise GameOver("the game is over", seat=seat)
    seats = [dict(row) for row in seats]
    seats[seat].update(k="bot", b=game.default_bot_level, r=True)
    event = {"type": "seat_resigned", "seat": seat, "bot_level": game.default_bot_level}
    return seats, [event]
