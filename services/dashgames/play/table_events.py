"""The table's own events, beside each game's (``Game.events``): seats, the clock, the end.

The rules service emits them (``play/seats.py``, ``play/clocks.py``, ``play/change.py``);
these declarations type them in the contract (``http/contract.py``), in every game type's
event union. ``game_finished`` closes every game of every type, carrying the outcome as the
game's summary shows it; ``turn`` is written for one reader only (``play/events.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Literal

from dashgames.engine import event_types


@dataclass(frozen=True)
class SeatTaken:
    """A player took an open seat (``player``: their name)."""

    kind: ClassVar[str] = "seat_taken"
    seat: int
    player: str


@dataclass(frozen=True)
class GameStarted:
    """Every seat is filled: the game is on."""

    kind: ClassVar[str] = "game_started"


@dataclass(frozen=True)
class SeatLeft:
    """A player left an open seat before the game started."""

    kind: ClassVar[str] = "seat_left"
    seat: int


@dataclass(frozen=True)
class SeatResigned:
    """The seat's player resigned; the game's bot at ``bot_level`` plays on in it."""

    kind: ClassVar[str] = "seat_resigned"
    seat: int
    bot_level: str


@dataclass(frozen=True)
class Clock:
    """The table's clock after a step: each acting seat's deadline (unix seconds) and each
    seat's banked seconds (null without a bank), by seat."""

    kind: ClassVar[str] = "clock"
    deadlines: dict[str, float]
    remaining: dict[str, float] | None


@dataclass(frozen=True)
class ClockExpired:
    """A seat ran out of time: it forfeits, or a bot (``bot_level``) takes the seat over."""

    kind: ClassVar[str] = "clock_expired"
    seat: int
    on_expiry: Literal["bot", "forfeit"]
    bot_level: str | None = None


@dataclass(frozen=True)
class SeatReclaimed:
    """A player took back the seat the clock had handed to a bot."""

    kind: ClassVar[str] = "seat_reclaimed"
    seat: int


@dataclass(frozen=True)
class GameFinished:
    """The game is over: the last event of every game, whatever its type. ``outcome`` is the
    ``Outcome`` the game's summary shows from now on."""

    kind: ClassVar[str] = "game_finished"
    outcome: dict[str, Any]


@dataclass(frozen=True)
class Turn:
    """Only for a seated reader, in place of a step it may see nothing of: the step handed its
    seat the turn (the record carries its legal moves)."""

    kind: ClassVar[str] = "turn"


TABLE_EVENTS = event_types(SeatTaken, GameStarted, SeatLeft, SeatResigned, Clock, ClockExpired,
                           SeatReclaimed, GameFinished, Turn)
PLATFORM_ONLY = frozenset({"clock", "clock_expired", "seat_reclaimed", "game_finished", "turn"})
"""Events a step's log holds beside the game's own, which a replay of the game's rules does not
emit: a replay leaves them out."""
