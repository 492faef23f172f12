from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.dash_and_cache_new_seek_options_mode import DashAndCacheNewSeekOptionsMode
from ..types import UNSET, Unset

T = TypeVar("T", bound="DashAndCacheNewSeekOptions")


@_attrs_define
class DashAndCacheNewSeekOptions:
    """The game type's options; unset ones take their defaults.

    Attributes:
        choice_clocks (bool | Unset): not in the rulebook: the sand timer also runs on a challenge's vote, on the
            junking after a failed trade and on a failed challenger's penalty; when it runs out, ballots not cast do not
            count and a side that has not chosen junks its newest item. Off, the default: these wait for every player, as
            printed (the table's turn clock and take-over move on a player who never chooses) Default: False.
        mode (DashAndCacheNewSeekOptionsMode | Unset): digital: a generated room of virtual items; companion: real
            objects, named by the players, disputes settled by vote
        room_size (int | Unset): digital room: items drawn from the catalogue before every card is topped up to three
            matching items Default: 60.
        round_limit (int | Unset): a platform option, not in the rulebook: call time after this many rounds (most goal
            cards matched wins); 0, the default, plays to a full cache as the rulebook does Default: 0.
        timer_seconds (int | Unset): length of every sand-timer run, in seconds Default: 30.
    """

    choice_clocks: bool | Unset = False
    mode: DashAndCacheNewSeekOptionsMode | Unset = UNSET
    room_size: int | Unset = 60
    round_limit: int | Unset = 0
    timer_seconds: int | Unset = 30

    def to_dict(self) -> dict[str, Any]:
        choice_clocks = self.choice_clocks

        mode: str | Unset = UNSET
        if not isinstance(self.mode, Unset):
            mode = self.mode.value

        room_size = self.room_size

        round_limit = self.round_limit

        timer_seconds = self.timer_seconds

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if choice_clocks is not UNSET:
            field_dict["choice_clocks"] = choice_clocks
        if mode is not UNSET:
            field_dict["mode"] = mode
        if room_size is not UNSET:
            field_dict["room_size"] = room_size
        if round_limit is not UNSET:
            field_dict["round_limit"] = round_limit
        if timer_seconds is not UNSET:
            field_dict["timer_seconds"] = timer_seconds

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        choice_clocks = d.pop("choice_clocks", UNSET)

        _mode = d.pop("mode", UNSET)
        mode: DashAndCacheNewSeekOptionsMode | Unset
        if isinstance(_mode, Unset):
            mode = UNSET
        else:
            mode = DashAndCacheNewSeekOptionsMode(_mode)

        room_size = d.pop("room_size", UNSET)

        round_limit = d.pop("round_limit", UNSET)

        timer_seconds = d.pop("timer_seconds", UNSET)

        dash_and_cache_new_seek_options = cls(
            choice_clocks=choice_clocks,
            mode=mode,
            room_size=room_size,
            round_limit=round_limit,
            timer_seconds=timer_seconds,
        )

        return dash_and_cache_new_seek_options
