from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.challenge_decline_reason import ChallengeDeclineReason
from ..models.challenge_status import ChallengeStatus

if TYPE_CHECKING:
    from ..models.challenge_clock import ChallengeClock
    from ..models.challenge_options import ChallengeOptions
    from ..models.challenger import Challenger


T = TypeVar("T", bound="Challenge")


@_attrs_define
class Challenge:
    """
    Attributes:
        answered_at (float | None):
        bot_level (None | str):
        challenged (Challenger):
        challenged_seat (int):
        challenger (Challenger):
        clock (ChallengeClock | None):
        created_at (float): Unix seconds.
        decline_reason (ChallengeDeclineReason | None):
        expires_at (float): Unix seconds.
        game_id (None | str): The game, once accepted.
        game_type (str):
        id (str):
        options (ChallengeOptions):
        players (int):
        rated (bool):
        seat (int): The challenger's seat.
        status (ChallengeStatus):
    """

    answered_at: float | None
    bot_level: None | str
    challenged: Challenger
    challenged_seat: int
    challenger: Challenger
    clock: ChallengeClock | None
    created_at: float
    decline_reason: ChallengeDeclineReason | None
    expires_at: float
    game_id: None | str
    game_type: str
    id: str
    options: ChallengeOptions
    players: int
    rated: bool
    seat: int
    status: ChallengeStatus

    def to_dict(self) -> dict[str, Any]:
        from ..models.challenge_clock import ChallengeClock

        answered_at: float | None
        answered_at = self.answered_at

        bot_level: None | str
        bot_level = self.bot_level

        challenged = self.challenged.to_dict()

        challenged_seat = self.challenged_seat

        challenger = self.challenger.to_dict()

        clock: dict[str, Any] | None
        if isinstance(self.clock, ChallengeClock):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        created_at = self.created_at

        decline_reason: None | str
        if isinstance(self.decline_reason, ChallengeDeclineReason):
            decline_reason = self.decline_reason.value
        else:
            decline_reason = self.decline_reason

        expires_at = self.expires_at

        game_id: None | str
        game_id = self.game_id

        game_type = self.game_type

        id = self.id

        options = self.options.to_dict()

        players = self.players

        rated = self.rated

        seat = self.seat

        status = self.status.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "answered_at": answered_at,
                "bot_level": bot_level,
                "challenged": challenged,
                "challenged_seat": challenged_seat,
                "challenger": challenger,
                "clock": clock,
                "created_at": created_at,
                "decline_reason": decline_reason,
                "expires_at": expires_at,
                "game_id": game_id,
                "game_type": game_type,
                "id": id,
                "options": options,
                "players": players,
                "rated": rated,
                "seat": seat,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.challenge_clock import ChallengeClock
        from ..models.challenge_options import ChallengeOptions
        from ..models.challenger import Challenger

        d = dict(src_dict)

        def _parse_answered_at(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        answered_at = _parse_answered_at(d.pop("answered_at"))

        def _parse_bot_level(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        bot_level = _parse_bot_level(d.pop("bot_level"))

        challenged = Challenger.from_dict(d.pop("challenged"))

        challenged_seat = d.pop("challenged_seat")

        challenger = Challenger.from_dict(d.pop("challenger"))

        def _parse_clock(data: object) -> ChallengeClock | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = ChallengeClock.from_dict(data)

                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChallengeClock | None, data)

        clock = _parse_clock(d.pop("clock"))

        created_at = d.pop("created_at")

        def _parse_decline_reason(data: object) -> ChallengeDeclineReason | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                decline_reason_type_0 = ChallengeDeclineReason(data)

                return decline_reason_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChallengeDeclineReason | None, data)

        decline_reason = _parse_decline_reason(d.pop("decline_reason"))

        expires_at = d.pop("expires_at")

        def _parse_game_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        game_id = _parse_game_id(d.pop("game_id"))

        game_type = d.pop("game_type")

        id = d.pop("id")

        options = ChallengeOptions.from_dict(d.pop("options"))

        players = d.pop("players")

        rated = d.pop("rated")

        seat = d.pop("seat")

        status = ChallengeStatus(d.pop("status"))

        challenge = cls(
            answered_at=answered_at,
            bot_level=bot_level,
            challenged=challenged,
            challenged_seat=challenged_seat,
            challenger=challenger,
            clock=clock,
            created_at=created_at,
            decline_reason=decline_reason,
            expires_at=expires_at,
            game_id=game_id,
            game_type=game_type,
            id=id,
            options=options,
            players=players,
            rated=rated,
            seat=seat,
            status=status,
        )

        return challenge
