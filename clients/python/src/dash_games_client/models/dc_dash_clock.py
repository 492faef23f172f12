from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.dc_dash_clock_bot_level import DcDashClockBotLevel
from ..models.dc_dash_clock_on_expiry import DcDashClockOnExpiry
from ..types import UNSET, Unset

T = TypeVar("T", bound="DcDashClock")


@_attrs_define
class DcDashClock:
    """Time per move, a bank of time with an increment per turn, or both.

    Attributes:
        bank_seconds (float | None | Unset): Turn-based play's day bank (per_move_seconds then 1 hour to 14 days); null:
            none.
        bot_level (DcDashClockBotLevel | None | Unset): The level of a bot taking a seat over; null: its default.
        increment_seconds (float | Unset): Added to a bank when its turn ends.
        initial_seconds (float | None | Unset): Each seat's bank for the game.
        on_expiry (DcDashClockOnExpiry | None | Unset): `bot`, `forfeit`, or null: the game type's default.
        per_move_seconds (float | None | Unset): Each turn's time.
    """

    bank_seconds: float | None | Unset = UNSET
    bot_level: DcDashClockBotLevel | None | Unset = UNSET
    increment_seconds: float | Unset = UNSET
    initial_seconds: float | None | Unset = UNSET
    on_expiry: DcDashClockOnExpiry | None | Unset = UNSET
    per_move_seconds: float | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        bank_seconds: float | None | Unset
        if isinstance(self.bank_seconds, Unset):
            bank_seconds = UNSET
        else:
            bank_seconds = self.bank_seconds

        bot_level: None | str | Unset
        if isinstance(self.bot_level, Unset):
            bot_level = UNSET
        elif isinstance(self.bot_level, DcDashClockBotLevel):
            bot_level = self.bot_level.value
        else:
            bot_level = self.bot_level

        increment_seconds = self.increment_seconds

        initial_seconds: float | None | Unset
        if isinstance(self.initial_seconds, Unset):
            initial_seconds = UNSET
        else:
            initial_seconds = self.initial_seconds

        on_expiry: None | str | Unset
        if isinstance(self.on_expiry, Unset):
            on_expiry = UNSET
        elif isinstance(self.on_expiry, DcDashClockOnExpiry):
            on_expiry = self.on_expiry.value
        else:
            on_expiry = self.on_expiry

        per_move_seconds: float | None | Unset
        if isinstance(self.per_move_seconds, Unset):
            per_move_seconds = UNSET
        else:
            per_move_seconds = self.per_move_seconds

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if bank_seconds is not UNSET:
            field_dict["bank_seconds"] = bank_seconds
        if bot_level is not UNSET:
            field_dict["bot_level"] = bot_level
        if increment_seconds is not UNSET:
            field_dict["increment_seconds"] = increment_seconds
        if initial_seconds is not UNSET:
            field_dict["initial_seconds"] = initial_seconds
        if on_expiry is not UNSET:
            field_dict["on_expiry"] = on_expiry
        if per_move_seconds is not UNSET:
            field_dict["per_move_seconds"] = per_move_seconds

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_bank_seconds(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        bank_seconds = _parse_bank_seconds(d.pop("bank_seconds", UNSET))

        def _parse_bot_level(data: object) -> DcDashClockBotLevel | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bot_level_type_0 = DcDashClockBotLevel(data)

                return bot_level_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DcDashClockBotLevel | None | Unset, data)

        bot_level = _parse_bot_level(d.pop("bot_level", UNSET))

        increment_seconds = d.pop("increment_seconds", UNSET)

        def _parse_initial_seconds(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        initial_seconds = _parse_initial_seconds(d.pop("initial_seconds", UNSET))

        def _parse_on_expiry(data: object) -> DcDashClockOnExpiry | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                on_expiry_type_0 = DcDashClockOnExpiry(data)

                return on_expiry_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DcDashClockOnExpiry | None | Unset, data)

        on_expiry = _parse_on_expiry(d.pop("on_expiry", UNSET))

        def _parse_per_move_seconds(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        per_move_seconds = _parse_per_move_seconds(d.pop("per_move_seconds", UNSET))

        dc_dash_clock = cls(
            bank_seconds=bank_seconds,
            bot_level=bot_level,
            increment_seconds=increment_seconds,
            initial_seconds=initial_seconds,
            on_expiry=on_expiry,
            per_move_seconds=per_move_seconds,
        )

        return dc_dash_clock
