from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.account_event_type import AccountEventType

if TYPE_CHECKING:
    from ..models.challenge import Challenge
    from ..models.game_finished_data import GameFinishedData
    from ..models.game_started_data import GameStartedData
    from ..models.token_revoked_data import TokenRevokedData
    from ..models.your_turn_data import YourTurnData


T = TypeVar("T", bound="AccountEvent")


@_attrs_define
class AccountEvent:
    """
    Attributes:
        data (Challenge | GameFinishedData | GameStartedData | TokenRevokedData | YourTurnData): By type. `challenge_*`:
            the challenge (schema `Challenge`). `game_started`: game_id, game_type, version, seat (yours), rated, seats
            [{seat, player_id, name, is_bot}]. `your_turn`: game_id, game_type, version (send it as If-Match), seat,
            legal_moves (your seat's moves, exactly as `legal-moves` lists them), clock ({deadline: unix s or null,
            remaining: banked s or null}, or null without a clock). `game_finished`: game_id, game_type, outcome (the game's
            outcome), seat, result, rated, rating_change ({before, after, delta} or null for a casual game).
            `token_revoked`: token_id (one of this account's tokens was revoked or rotated).
        id (str): Pass as `after` or Last-Event-ID to resume.
        type_ (AccountEventType):
    """

    data: (
        Challenge | GameFinishedData | GameStartedData | TokenRevokedData | YourTurnData
    )
    id: str
    type_: AccountEventType

    def to_dict(self) -> dict[str, Any]:
        from ..models.challenge import Challenge
        from ..models.game_finished_data import GameFinishedData
        from ..models.game_started_data import GameStartedData
        from ..models.your_turn_data import YourTurnData

        data: dict[str, Any]
        if (
            isinstance(self.data, Challenge)
            or isinstance(self.data, YourTurnData)
            or isinstance(self.data, GameStartedData)
            or isinstance(self.data, GameFinishedData)
        ):
            data = self.data.to_dict()
        else:
            data = self.data.to_dict()

        id = self.id

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "data": data,
                "id": id,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.challenge import Challenge
        from ..models.game_finished_data import GameFinishedData
        from ..models.game_started_data import GameStartedData
        from ..models.token_revoked_data import TokenRevokedData
        from ..models.your_turn_data import YourTurnData

        d = dict(src_dict)

        def _parse_data(
            data: object,
        ) -> (
            Challenge
            | GameFinishedData
            | GameStartedData
            | TokenRevokedData
            | YourTurnData
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_0 = Challenge.from_dict(data)

                return data_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_1 = YourTurnData.from_dict(data)

                return data_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_2 = GameStartedData.from_dict(data)

                return data_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_3 = GameFinishedData.from_dict(data)

                return data_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            data_type_4 = TokenRevokedData.from_dict(data)

            return data_type_4

        data = _parse_data(d.pop("data"))

        id = d.pop("id")

        type_ = AccountEventType(d.pop("type"))

        account_event = cls(
            data=data,
            id=id,
            type_=type_,
        )

        return account_event
