from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.challenge_create_type import ChallengeCreateType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.challenge_create_options import ChallengeCreateOptions
    from ..models.clock import Clock


T = TypeVar("T", bound="ChallengeCreate")


@_attrs_define
class ChallengeCreate:
    """
    Attributes:
        to (str): The challenged player's (or bot's) id.
        type_ (ChallengeCreateType):
        bot_level (None | str | Unset): The house bots' level in the other seats (null: default).
        clock (Clock | None | Unset): The table's clock (docs/CLOCKS.md).
        expires_in (float | Unset): Seconds the challenge waits for an answer (then `challenge_expired`). Default:
            600.0.
        options (ChallengeCreateOptions | Unset): The game type's options.
        players (int | Unset): Seats at the table: the two players, house bots in the rest (a rated game has exactly the
            two players). Default: 2.
        rated (bool | Unset): Rated or casual (the default). Default: False.
        seat (int | None | Unset): The challenger's seat (null: seat 0); the challenged player takes seat 0, or seat 1
            when the challenger has 0.
    """

    to: str
    type_: ChallengeCreateType
    bot_level: None | str | Unset = UNSET
    clock: Clock | None | Unset = UNSET
    expires_in: float | Unset = 600.0
    options: ChallengeCreateOptions | Unset = UNSET
    players: int | Unset = 2
    rated: bool | Unset = False
    seat: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.clock import Clock

        to = self.to

        type_ = self.type_.value

        bot_level: None | str | Unset
        if isinstance(self.bot_level, Unset):
            bot_level = UNSET
        else:
            bot_level = self.bot_level

        clock: dict[str, Any] | None | Unset
        if isinstance(self.clock, Unset):
            clock = UNSET
        elif isinstance(self.clock, Clock):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        expires_in = self.expires_in

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        players = self.players

        rated = self.rated

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "to": to,
                "type": type_,
            }
        )
        if bot_level is not UNSET:
            field_dict["bot_level"] = bot_level
        if clock is not UNSET:
            field_dict["clock"] = clock
        if expires_in is not UNSET:
            field_dict["expires_in"] = expires_in
        if options is not UNSET:
            field_dict["options"] = options
        if players is not UNSET:
            field_dict["players"] = players
        if rated is not UNSET:
            field_dict["rated"] = rated
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.challenge_create_options import ChallengeCreateOptions
        from ..models.clock import Clock

        d = dict(src_dict)
        to = d.pop("to")

        type_ = ChallengeCreateType(d.pop("type"))

        def _parse_bot_level(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        bot_level = _parse_bot_level(d.pop("bot_level", UNSET))

        def _parse_clock(data: object) -> Clock | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = Clock.from_dict(data)

                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Clock | None | Unset, data)

        clock = _parse_clock(d.pop("clock", UNSET))

        expires_in = d.pop("expires_in", UNSET)

        _options = d.pop("options", UNSET)
        options: ChallengeCreateOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = ChallengeCreateOptions.from_dict(_options)

        players = d.pop("players", UNSET)

        rated = d.pop("rated", UNSET)

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        challenge_create = cls(
            to=to,
            type_=type_,
            bot_level=bot_level,
            clock=clock,
            expires_in=expires_in,
            options=options,
            players=players,
            rated=rated,
            seat=seat,
        )

        return challenge_create
