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
    from ..models.double_dash_clock import DoubleDashClock
    from ..models.double_dash_new_seek_options import DoubleDashNewSeekOptions


T = TypeVar("T", bound="DoubleDashNewSeek")


@_attrs_define
class DoubleDashNewSeek:
    """A seek for a Double Dash! table.

    Attributes:
        players (list[int]): The table sizes the seeker accepts.
        type_ (Literal['double_dash']):
        bots (bool | Unset): House bots may fill the table (casual games only). Default: False.
        clock (DoubleDashClock | None | Unset): The table's clock (docs/CLOCKS.md); absent or null: none, as the
            rulebooks play.
        options (DoubleDashNewSeekOptions | Unset): The game type's options; unset ones take their defaults.
        rated (bool | Unset): A rated game: no house bots. Default: False.
    """

    players: list[int]
    type_: Literal["double_dash"]
    bots: bool | Unset = False
    clock: DoubleDashClock | None | Unset = UNSET
    options: DoubleDashNewSeekOptions | Unset = UNSET
    rated: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        from ..models.double_dash_clock import DoubleDashClock

        players = self.players

        type_ = self.type_

        bots = self.bots

        clock: dict[str, Any] | None | Unset
        if isinstance(self.clock, Unset):
            clock = UNSET
        elif isinstance(self.clock, DoubleDashClock):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        rated = self.rated

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
                "type": type_,
            }
        )
        if bots is not UNSET:
            field_dict["bots"] = bots
        if clock is not UNSET:
            field_dict["clock"] = clock
        if options is not UNSET:
            field_dict["options"] = options
        if rated is not UNSET:
            field_dict["rated"] = rated

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.double_dash_clock import DoubleDashClock
        from ..models.double_dash_new_seek_options import DoubleDashNewSeekOptions

        d = dict(src_dict)
        players = cast(list[int], d.pop("players"))

        type_ = cast(Literal["double_dash"], d.pop("type"))
        if type_ != "double_dash":
            raise ValueError(f"type must match const 'double_dash', got '{type_}'")

        bots = d.pop("bots", UNSET)

        def _parse_clock(data: object) -> DoubleDashClock | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = DoubleDashClock.from_dict(data)

                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DoubleDashClock | None | Unset, data)

        clock = _parse_clock(d.pop("clock", UNSET))

        _options = d.pop("options", UNSET)
        options: DoubleDashNewSeekOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = DoubleDashNewSeekOptions.from_dict(_options)

        rated = d.pop("rated", UNSET)

        double_dash_new_seek = cls(
            players=players,
            type_=type_,
            bots=bots,
            clock=clock,
            options=options,
            rated=rated,
        )

        return double_dash_new_seek
