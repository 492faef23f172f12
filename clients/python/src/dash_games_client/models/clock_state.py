from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.clock_state_on_expiry import ClockStateOnExpiry
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.clock_state_bank import ClockStateBank
    from ..models.clock_state_deadlines import ClockStateDeadlines
    from ..models.clock_state_remaining import ClockStateRemaining


T = TypeVar("T", bound="ClockState")


@_attrs_define
class ClockState:
    """
    Attributes:
        bank (ClockStateBank | None): By seat: what is left of its day bank (null: no bank).
        bank_seconds (float | None): The day bank each seat began with.
        deadlines (ClockStateDeadlines): By seat: when each seat to act runs out of time (unix seconds); a bot's seat
            has none.
        increment_seconds (float):
        initial_seconds (float | None):
        on_expiry (ClockStateOnExpiry):
        per_move_seconds (float | None):
        remaining (ClockStateRemaining | None): By seat: its banked seconds as of the start of its running turn (null
            without initial_seconds).
        bot_level (None | str | Unset): The level of a bot taking a seat over (null: a clock set before levels could be
            chosen, which uses the default).
    """

    bank: ClockStateBank | None
    bank_seconds: float | None
    deadlines: ClockStateDeadlines
    increment_seconds: float
    initial_seconds: float | None
    on_expiry: ClockStateOnExpiry
    per_move_seconds: float | None
    remaining: ClockStateRemaining | None
    bot_level: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.clock_state_bank import ClockStateBank
        from ..models.clock_state_remaining import ClockStateRemaining

        bank: dict[str, Any] | None
        if isinstance(self.bank, ClockStateBank):
            bank = self.bank.to_dict()
        else:
            bank = self.bank

        bank_seconds: float | None
        bank_seconds = self.bank_seconds

        deadlines = self.deadlines.to_dict()

        increment_seconds = self.increment_seconds

        initial_seconds: float | None
        initial_seconds = self.initial_seconds

        on_expiry = self.on_expiry.value

        per_move_seconds: float | None
        per_move_seconds = self.per_move_seconds

        remaining: dict[str, Any] | None
        if isinstance(self.remaining, ClockStateRemaining):
            remaining = self.remaining.to_dict()
        else:
            remaining = self.remaining

        bot_level: None | str | Unset
        if isinstance(self.bot_level, Unset):
            bot_level = UNSET
        else:
            bot_level = self.bot_level

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bank": bank,
                "bank_seconds": bank_seconds,
                "deadlines": deadlines,
                "increment_seconds": increment_seconds,
                "initial_seconds": initial_seconds,
                "on_expiry": on_expiry,
                "per_move_seconds": per_move_seconds,
                "remaining": remaining,
            }
        )
        if bot_level is not UNSET:
            field_dict["bot_level"] = bot_level

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.clock_state_bank import ClockStateBank
        from ..models.clock_state_deadlines import ClockStateDeadlines
        from ..models.clock_state_remaining import ClockStateRemaining

        d = dict(src_dict)

        def _parse_bank(data: object) -> ClockStateBank | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                bank_type_0 = ClockStateBank.from_dict(data)

                return bank_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ClockStateBank | None, data)

        bank = _parse_bank(d.pop("bank"))

        def _parse_bank_seconds(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        bank_seconds = _parse_bank_seconds(d.pop("bank_seconds"))

        deadlines = ClockStateDeadlines.from_dict(d.pop("deadlines"))

        increment_seconds = d.pop("increment_seconds")

        def _parse_initial_seconds(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        initial_seconds = _parse_initial_seconds(d.pop("initial_seconds"))

        on_expiry = ClockStateOnExpiry(d.pop("on_expiry"))

        def _parse_per_move_seconds(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        per_move_seconds = _parse_per_move_seconds(d.pop("per_move_seconds"))

        def _parse_remaining(data: object) -> ClockStateRemaining | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                remaining_type_0 = ClockStateRemaining.from_dict(data)

                return remaining_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ClockStateRemaining | None, data)

        remaining = _parse_remaining(d.pop("remaining"))

        def _parse_bot_level(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        bot_level = _parse_bot_level(d.pop("bot_level", UNSET))

        clock_state = cls(
            bank=bank,
            bank_seconds=bank_seconds,
            deadlines=deadlines,
            increment_seconds=increment_seconds,
            initial_seconds=initial_seconds,
            on_expiry=on_expiry,
            per_move_seconds=per_move_seconds,
            remaining=remaining,
            bot_level=bot_level,
        )

        return clock_state
