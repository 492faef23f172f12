from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.game_created_status import GameCreatedStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.clock_state import ClockState
    from ..models.game_created_options import GameCreatedOptions
    from ..models.outcome import Outcome
    from ..models.seat_info import SeatInfo
    from ..models.timer import Timer


T = TypeVar("T", bound="GameCreated")


@_attrs_define
class GameCreated:
    """
    Attributes:
        clock (ClockState | None): The table's clock, or null for a game without one.
        created_at (float): Unix seconds.
        id (str):
        options (GameCreatedOptions):
        outcome (None | Outcome): How the game ended; null until it has.
        private (bool): Joinable only through its invite; listed in no lobby.
        rated (bool): A rated game: its result changes ratings.
        rematch_of (None | str): The finished game this one is the rematch of, or null.
        seats (list[SeatInfo]):
        seed_sha256 (str): SHA-256 of the seed, published from the start; the replay reveals the seed so anyone can
            check every roll.
        status (GameCreatedStatus):
        timers (list[Timer]):
        to_act (list[int]):
        type_ (str):
        version (int):
        invite_url (str | Unset): A private game's invite, for its creator to hand out (absent for a public game):
            whoever POSTs to it may take an open seat.
    """

    clock: ClockState | None
    created_at: float
    id: str
    options: GameCreatedOptions
    outcome: None | Outcome
    private: bool
    rated: bool
    rematch_of: None | str
    seats: list[SeatInfo]
    seed_sha256: str
    status: GameCreatedStatus
    timers: list[Timer]
    to_act: list[int]
    type_: str
    version: int
    invite_url: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.clock_state import ClockState
        from ..models.outcome import Outcome

        clock: dict[str, Any] | None
        if isinstance(self.clock, ClockState):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        created_at = self.created_at

        id = self.id

        options = self.options.to_dict()

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, Outcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        private = self.private

        rated = self.rated

        rematch_of: None | str
        rematch_of = self.rematch_of

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        seed_sha256 = self.seed_sha256

        status = self.status.value

        timers = []
        for timers_item_data in self.timers:
            timers_item = timers_item_data.to_dict()
            timers.append(timers_item)

        to_act = self.to_act

        type_ = self.type_

        version = self.version

        invite_url = self.invite_url

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "clock": clock,
                "created_at": created_at,
                "id": id,
                "options": options,
                "outcome": outcome,
                "private": private,
                "rated": rated,
                "rematch_of": rematch_of,
                "seats": seats,
                "seed_sha256": seed_sha256,
                "status": status,
                "timers": timers,
                "to_act": to_act,
                "type": type_,
                "version": version,
            }
        )
        if invite_url is not UNSET:
            field_dict["invite_url"] = invite_url

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.clock_state import ClockState
        from ..models.game_created_options import GameCreatedOptions
        from ..models.outcome import Outcome
        from ..models.seat_info import SeatInfo
        from ..models.timer import Timer

        d = dict(src_dict)

        def _parse_clock(data: object) -> ClockState | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = ClockState.from_dict(data)

                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ClockState | None, data)

        clock = _parse_clock(d.pop("clock"))

        created_at = d.pop("created_at")

        id = d.pop("id")

        options = GameCreatedOptions.from_dict(d.pop("options"))

        def _parse_outcome(data: object) -> None | Outcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = Outcome.from_dict(data)

                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Outcome, data)

        outcome = _parse_outcome(d.pop("outcome"))

        private = d.pop("private")

        rated = d.pop("rated")

        def _parse_rematch_of(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        rematch_of = _parse_rematch_of(d.pop("rematch_of"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatInfo.from_dict(seats_item_data)

            seats.append(seats_item)

        seed_sha256 = d.pop("seed_sha256")

        status = GameCreatedStatus(d.pop("status"))

        timers = []
        _timers = d.pop("timers")
        for timers_item_data in _timers:
            timers_item = Timer.from_dict(timers_item_data)

            timers.append(timers_item)

        to_act = cast(list[int], d.pop("to_act"))

        type_ = d.pop("type")

        version = d.pop("version")

        invite_url = d.pop("invite_url", UNSET)

        game_created = cls(
            clock=clock,
            created_at=created_at,
            id=id,
            options=options,
            outcome=outcome,
            private=private,
            rated=rated,
            rematch_of=rematch_of,
            seats=seats,
            seed_sha256=seed_sha256,
            status=status,
            timers=timers,
            to_act=to_act,
            type_=type_,
            version=version,
            invite_url=invite_url,
        )

        return game_created
