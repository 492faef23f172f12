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
    from ..models.flag_dash_clock import FlagDashClock
    from ..models.flag_dash_new_seek_options import FlagDashNewSeekOptions


T = TypeVar("T", bound="FlagDashNewSeek")


@_attrs_define
class FlagDashNewSeek:
    """A seek for a Flag Dash table.

    Attributes:
        players (list[int]): The table sizes the seeker accepts.
        type_ (Literal['flag_dash']):
        bots (bool | Unset): House bots may fill the table (casual games only). Default: False.
        clock (FlagDashClock | None | Unset): The table's clock (docs/CLOCKS.md); absent or null: none, as the rulebooks
            play.
        options (FlagDashNewSeekOptions | Unset): The game type's options; unset ones take their defaults.
        rated (bool | Unset): A rated game: no house bots. Default: False.
    """

    players: list[int]
    type_: Literal["flag_dash"]
    bots: bool | Unset = False
    clock: FlagDashClock | None | Unset = UNSET
    options: FlagDashNewSeekOptions | Unset = UNSET
    rated: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        from ..models.flag_dash_clock import FlagDashClock

        players = self.players

        type_ = self.type_

        bots = self.bots

        clock: dict[str, Any] | None | Unset
        if isinstance(self.clock, Unset):
            clock = UNSET
        elif isinstance(self.clock, FlagDashClock):
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
        from ..models.flag_dash_clock import FlagDashClock
        from ..models.flag_dash_new_seek_options import FlagDashNewSeekOptions

        d = dict(src_dict)
        players = cast(list[int], d.pop("players"))

        type_ = cast(Literal["flag_dash"], d.pop("type"))
        if type_ != "flag_dash":
            raise ValueError(f"type must match const 'flag_dash', got '{type_}'")

        bots = d.pop("bots", UNSET)

        def _parse_clock(data: object) -> FlagDashClock | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = FlagDashClock.from_dict(data)

                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FlagDashClock | None | Unset, data)

        clock = _parse_clock(d.pop("clock", UNSET))

        _options = d.pop("options", UNSET)
        options: FlagDashNewSeekOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = FlagDashNewSeekOptions.from_dict(_options)

        rated = d.pop("rated", UNSET)

        flag_dash_new_seek = cls(
            players=players,
            type_=type_,
            bots=bots,
            clock=clock,
            options=options,
            rated=rated,
        )

        return flag_dash_new_seek
