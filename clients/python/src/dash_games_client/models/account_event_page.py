from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.account_event_challenge_accepted import AccountEventChallengeAccepted
    from ..models.account_event_challenge_cancelled import (
        AccountEventChallengeCancelled,
    )
    from ..models.account_event_challenge_declined import AccountEventChallengeDeclined
    from ..models.account_event_challenge_expired import AccountEventChallengeExpired
    from ..models.account_event_challenge_received import AccountEventChallengeReceived
    from ..models.account_event_challenge_sent import AccountEventChallengeSent
    from ..models.account_event_chat_message import AccountEventChatMessage
    from ..models.account_event_game_finished import AccountEventGameFinished
    from ..models.account_event_game_ongoing import AccountEventGameOngoing
    from ..models.account_event_game_started import AccountEventGameStarted
    from ..models.account_event_seek_removed import AccountEventSeekRemoved
    from ..models.account_event_token_revoked import AccountEventTokenRevoked
    from ..models.account_event_webhook_disabled import AccountEventWebhookDisabled
    from ..models.account_event_your_turn import AccountEventYourTurn


T = TypeVar("T", bound="AccountEventPage")


@_attrs_define
class AccountEventPage:
    """
    Attributes:
        events (list[AccountEventChallengeAccepted | AccountEventChallengeCancelled | AccountEventChallengeDeclined |
            AccountEventChallengeExpired | AccountEventChallengeReceived | AccountEventChallengeSent |
            AccountEventChatMessage | AccountEventGameFinished | AccountEventGameOngoing | AccountEventGameStarted |
            AccountEventSeekRemoved | AccountEventTokenRevoked | AccountEventWebhookDisabled | AccountEventYourTurn]):
            Oldest first; each typed by its `type` (`AccountEvent`).
        last_event_id (str): Where to resume: the last event's id, or the cursor the request started from when nothing
            came.
    """

    events: list[
        AccountEventChallengeAccepted
        | AccountEventChallengeCancelled
        | AccountEventChallengeDeclined
        | AccountEventChallengeExpired
        | AccountEventChallengeReceived
        | AccountEventChallengeSent
        | AccountEventChatMessage
        | AccountEventGameFinished
        | AccountEventGameOngoing
        | AccountEventGameStarted
        | AccountEventSeekRemoved
        | AccountEventTokenRevoked
        | AccountEventWebhookDisabled
        | AccountEventYourTurn
    ]
    last_event_id: str

    def to_dict(self) -> dict[str, Any]:
        from ..models.account_event_challenge_accepted import (
            AccountEventChallengeAccepted,
        )
        from ..models.account_event_challenge_cancelled import (
            AccountEventChallengeCancelled,
        )
        from ..models.account_event_challenge_declined import (
            AccountEventChallengeDeclined,
        )
        from ..models.account_event_challenge_expired import (
            AccountEventChallengeExpired,
        )
        from ..models.account_event_challenge_received import (
            AccountEventChallengeReceived,
        )
        from ..models.account_event_challenge_sent import AccountEventChallengeSent
        from ..models.account_event_game_finished import AccountEventGameFinished
        from ..models.account_event_game_ongoing import AccountEventGameOngoing
        from ..models.account_event_game_started import AccountEventGameStarted
        from ..models.account_event_seek_removed import AccountEventSeekRemoved
        from ..models.account_event_token_revoked import AccountEventTokenRevoked
        from ..models.account_event_webhook_disabled import AccountEventWebhookDisabled
        from ..models.account_event_your_turn import AccountEventYourTurn

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if (
                isinstance(events_item_data, AccountEventChallengeReceived)
                or isinstance(events_item_data, AccountEventChallengeAccepted)
                or isinstance(events_item_data, AccountEventChallengeDeclined)
                or isinstance(events_item_data, AccountEventChallengeCancelled)
                or isinstance(events_item_data, AccountEventChallengeExpired)
                or isinstance(events_item_data, AccountEventChallengeSent)
                or isinstance(events_item_data, AccountEventGameStarted)
                or isinstance(events_item_data, AccountEventYourTurn)
                or isinstance(events_item_data, AccountEventGameFinished)
                or isinstance(events_item_data, AccountEventTokenRevoked)
                or isinstance(events_item_data, AccountEventSeekRemoved)
                or isinstance(events_item_data, AccountEventGameOngoing)
                or isinstance(events_item_data, AccountEventWebhookDisabled)
            ):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)

        last_event_id = self.last_event_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "events": events,
                "last_event_id": last_event_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.account_event_challenge_accepted import (
            AccountEventChallengeAccepted,
        )
        from ..models.account_event_challenge_cancelled import (
            AccountEventChallengeCancelled,
        )
        from ..models.account_event_challenge_declined import (
            AccountEventChallengeDeclined,
        )
        from ..models.account_event_challenge_expired import (
            AccountEventChallengeExpired,
        )
        from ..models.account_event_challenge_received import (
            AccountEventChallengeReceived,
        )
        from ..models.account_event_challenge_sent import AccountEventChallengeSent
        from ..models.account_event_chat_message import AccountEventChatMessage
        from ..models.account_event_game_finished import AccountEventGameFinished
        from ..models.account_event_game_ongoing import AccountEventGameOngoing
        from ..models.account_event_game_started import AccountEventGameStarted
        from ..models.account_event_seek_removed import AccountEventSeekRemoved
        from ..models.account_event_token_revoked import AccountEventTokenRevoked
        from ..models.account_event_webhook_disabled import AccountEventWebhookDisabled
        from ..models.account_event_your_turn import AccountEventYourTurn

        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:

            def _parse_events_item(
                data: object,
            ) -> (
                AccountEventChallengeAccepted
                | AccountEventChallengeCancelled
                | AccountEventChallengeDeclined
                | AccountEventChallengeExpired
                | AccountEventChallengeReceived
                | AccountEventChallengeSent
                | AccountEventChatMessage
                | AccountEventGameFinished
                | AccountEventGameOngoing
                | AccountEventGameStarted
                | AccountEventSeekRemoved
                | AccountEventTokenRevoked
                | AccountEventWebhookDisabled
                | AccountEventYourTurn
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_account_event_type_0 = (
                        AccountEventChallengeReceived.from_dict(data)
                    )

                    return componentsschemas_account_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_account_event_type_1 = (
                        AccountEventChallengeAccepted.from_dict(data)
                    )

                    return componentsschemas_account_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_account_event_type_2 = (
                        AccountEventChallengeDeclined.from_dict(data)
                    )

                    return componentsschemas_account_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_account_event_type_3 = (
                        AccountEventChallengeCancelled.from_dict(data)
                    )

                    return componentsschemas_account_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_account_event_type_4 = (
                        AccountEventChallengeExpired.from_dict(data)
                    )

                    return componentsschemas_account_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_account_event_type_5 = (
                        AccountEventChallengeSent.from_dict(data)
                    )

                    return componentsschemas_account_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_account_event_type_6 = (
                        AccountEventGameStarted.from_dict(data)
                    )

                    return componentsschemas_account_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_account_event_type_7 = (
                        AccountEventYourTurn.from_dict(data)
                    )

                    return componentsschemas_account_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_account_event_type_8 = (
                        AccountEventGameFinished.from_dict(data)
                    )

                    return componentsschemas_account_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_account_event_type_9 = (
                        AccountEventTokenRevoked.from_dict(data)
                    )

                    return componentsschemas_account_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_account_event_type_10 = (
                        AccountEventSeekRemoved.from_dict(data)
                    )

                    return componentsschemas_account_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_account_event_type_11 = (
                        AccountEventGameOngoing.from_dict(data)
                    )

                    return componentsschemas_account_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_account_event_type_12 = (
                        AccountEventWebhookDisabled.from_dict(data)
                    )

                    return componentsschemas_account_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_account_event_type_13 = (
                    AccountEventChatMessage.from_dict(data)
                )

                return componentsschemas_account_event_type_13

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        last_event_id = d.pop("last_event_id")

        account_event_page = cls(
            events=events,
            last_event_id=last_event_id,
        )

        return account_event_page
