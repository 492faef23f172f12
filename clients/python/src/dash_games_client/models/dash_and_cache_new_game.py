from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dash_and_cache_bot_seat import DashAndCacheBotSeat
    from ..models.dash_and_cache_clock import DashAndCacheClock
    from ..models.dash_and_cache_human_seat import DashAndCacheHumanSeat
    from ..models.dash_and_cache_new_game_options import DashAndCacheNewGameOptions


T = TypeVar("T", bound="DashAndCacheNewGame")


@_attrs_define
class DashAndCacheNewGame:
    """A new Dash and Cache game. Rules across options (one option's value allowed only with another's) are the server's:
    400 `BAD_OPTIONS`.

        Attributes:
            seats (list[DashAndCacheBotSeat | DashAndCacheHumanSeat]): One entry per seat, in seat order.
            type_ (Literal['dash_and_cache']):
            clock (DashAndCacheClock | None | Unset): The table's clock (docs/CLOCKS.md); absent or null: none, as the
                rulebooks play.
            options (DashAndCacheNewGameOptions | Unset): The game type's options; unset ones take their defaults.
            private (bool | Unset): In no lobby; open seats taken only through the invite (`invite_url` in the creator's
                read). Default: False.
            rated (bool | Unset): Rated: the result updates the players' ratings for this game type (docs/HISTORY.md). Only
                accounts may sit in a rated game: a house bot seat is 422 `RATED_WITH_HOUSE_BOTS`. Default: False.
            seat (int | None | Unset): The creator's own seat (a human seat), or null to only host.
    """

    seats: list[DashAndCacheBotSeat | DashAndCacheHumanSeat]
    type_: Literal["dash_and_cache"]
    clock: DashAndCacheClock | None | Unset = UNSET
    options: DashAndCacheNewGameOptions | Unset = UNSET
    private: bool | Unset = False
    rated: bool | Unset = False
    seat: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.dash_and_cache_clock import DashAndCacheClock
        from ..models.dash_and_cache_human_seat import DashAndCacheHumanSeat

        seats = []
        for seats_item_data in self.seats:
            seats_item: dict[str, Any]
            if isinstance(seats_item_data, DashAndCacheHumanSeat):
                seats_item = seats_item_data.to_dict()
            else:
                seats_item = seats_item_data.to_dict()

            seats.append(seats_item)

        type_ = self.type_

        clock: dict[str, Any] | None | Unset
        if isinstance(self.clock, Unset):
            clock = UNSET
        elif isinstance(self.clock, DashAndCacheClock):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        private = self.private

        rated = self.rated

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seats": seats,
                "type": type_,
            }
        )
        if clock is not UNSET:
            field_dict["clock"] = clock
        if options is not UNSET:
            field_dict["options"] = options
        if private is not UNSET:
            field_dict["private"] = private
        if rated is not UNSET:
            field_dict["rated"] = rated
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dash_and_cache_bot_seat import DashAndCacheBotSeat
        from ..models.dash_and_cache_clock import DashAndCacheClock
        from ..models.dash_and_cache_human_seat import DashAndCacheHumanSeat
        from ..models.dash_and_cache_new_game_options import DashAndCacheNewGameOptions

        d = dict(src_dict)
        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:

            def _parse_seats_item(
                data: object,
            ) -> DashAndCacheBotSeat | DashAndCacheHumanSeat:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    seats_item_type_0 = DashAndCacheHumanSeat.from_dict(data)

                    return seats_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                seats_item_type_1 = DashAndCacheBotSeat.from_dict(data)

                return seats_item_type_1

            seats_item = _parse_seats_item(seats_item_data)

            seats.append(seats_item)

        type_ = cast(Literal["dash_and_cache"], d.pop("type"))
        if type_ != "dash_and_cache":
            raise ValueError(f"type must match const 'dash_and_cache', got '{type_}'")

        def _parse_clock(data: object) -> DashAndCacheClock | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = DashAndCacheClock.from_dict(data)

                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DashAndCacheClock | None | Unset, data)

        clock = _parse_clock(d.pop("clock", UNSET))

        _options = d.pop("options", UNSET)
        options: DashAndCacheNewGameOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = DashAndCacheNewGameOptions.from_dict(_options)

        private = d.pop("private", UNSET)

        rated = d.pop("rated", UNSET)

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        dash_and_cache_new_game = cls(
            seats=seats,
            type_=type_,
            clock=clock,
            options=options,
            private=private,
            rated=rated,
            seat=seat,
        )

        return dash_and_cache_new_game
