from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.clock_on_expiry import ClockOnExpiry
from ..types import UNSET, Unset

T = TypeVar("T", bound="Clock")


@_attrs_define
class Clock:
    """
    Attributes:
        bank_seconds (float | None | Unset): Turn-based play: a day bank each seat draws on when a move takes longer
            than per_move_seconds (which must then be 3600 to 1209600: 1 hour to 14 days). Null: no bank.
        bot_level (None | str | Unset): The level (one of the game type's `bot_levels`) of the bot that takes over a
            seat whose time ran out with `on_expiry` `bot`; null: the game type's `default_bot_level`.
        increment_seconds (float | Unset): Added to a seat's bank when its turn ends. Default: 0.0.
        initial_seconds (float | None | Unset): Each seat's bank of time for the whole game.
        on_expiry (ClockOnExpiry | None | Unset): `bot`: the game's default bot takes the seat over (its player takes it
            back with `POST .../join`); `forfeit`: the seat leaves the game. Null: the game type's default (`forfeit` where
            a resigning seat forfeits, else `bot`).
        per_move_seconds (float | None | Unset): Time for each move, from when the seat is handed the turn (30 live,
            86400 correspondence); every seat of a simultaneous phase shares one deadline.
    """

    bank_seconds: float | None | Unset = UNSET
    bot_level: None | str | Unset = UNSET
    increment_seconds: float | Unset = 0.0
    initial_seconds: float | None | Unset = UNSET
    on_expiry: ClockOnExpiry | None | Unset = UNSET
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
        elif isinstance(self.on_expiry, ClockOnExpiry):
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

        def _parse_bot_level(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        bot_level = _parse_bot_level(d.pop("bot_level", UNSET))

        increment_seconds = d.pop("increment_seconds", UNSET)

        def _parse_initial_seconds(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        initial_seconds = _parse_initial_seconds(d.pop("initial_seconds", UNSET))

        def _parse_on_expiry(data: object) -> ClockOnExpiry | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                on_expiry_type_0 = ClockOnExpiry(data)

                return on_expiry_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ClockOnExpiry | None | Unset, data)

        on_expiry = _parse_on_expiry(d.pop("on_expiry", UNSET))

        def _parse_per_move_seconds(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        per_move_seconds = _parse_per_move_seconds(d.pop("per_move_seconds", UNSET))

        clock = cls(
            bank_seconds=bank_seconds,
            bot_level=bot_level,
            increment_seconds=increment_seconds,
            initial_seconds=initial_seconds,
            on_expiry=on_expiry,
            per_move_seconds=per_move_seconds,
        )

        return clock
