from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.chat_message import ChatMessage
    from ..models.dash_and_cache_event_record import DashAndCacheEventRecord
    from ..models.dc_dash_event_record import DcDashEventRecord
    from ..models.dicey_curves_event_record import DiceyCurvesEventRecord
    from ..models.double_dash_event_record import DoubleDashEventRecord
    from ..models.flag_dash_event_record import FlagDashEventRecord


T = TypeVar("T", bound="EventPage")


@_attrs_define
class EventPage:
    """A long-poll page of events.

    Attributes:
        events (list[DashAndCacheEventRecord | DcDashEventRecord | DiceyCurvesEventRecord | DoubleDashEventRecord |
            FlagDashEventRecord]):
        last_event_id (None | str): Where to resume: the last event's id, or `after` if none.
        chat (list[ChatMessage] | Unset): With `chat_after`: the table's messages after it that you are shown, oldest
            first.
        chat_last_id (int | Unset): With `chat_after`: the chat's cursor, to send back as `chat_after`.
    """

    events: list[
        DashAndCacheEventRecord
        | DcDashEventRecord
        | DiceyCurvesEventRecord
        | DoubleDashEventRecord
        | FlagDashEventRecord
    ]
    last_event_id: None | str
    chat: list[ChatMessage] | Unset = UNSET
    chat_last_id: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.dash_and_cache_event_record import DashAndCacheEventRecord
        from ..models.dc_dash_event_record import DcDashEventRecord
        from ..models.dicey_curves_event_record import DiceyCurvesEventRecord
        from ..models.double_dash_event_record import DoubleDashEventRecord

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if (
                isinstance(events_item_data, DashAndCacheEventRecord)
                or isinstance(events_item_data, DcDashEventRecord)
                or isinstance(events_item_data, DiceyCurvesEventRecord)
                or isinstance(events_item_data, DoubleDashEventRecord)
            ):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)

        last_event_id: None | str
        last_event_id = self.last_event_id

        chat: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.chat, Unset):
            chat = []
            for chat_item_data in self.chat:
                chat_item = chat_item_data.to_dict()
                chat.append(chat_item)

        chat_last_id = self.chat_last_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "events": events,
                "last_event_id": last_event_id,
            }
        )
        if chat is not UNSET:
            field_dict["chat"] = chat
        if chat_last_id is not UNSET:
            field_dict["chat_last_id"] = chat_last_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.chat_message import ChatMessage
        from ..models.dash_and_cache_event_record import DashAndCacheEventRecord
        from ..models.dc_dash_event_record import DcDashEventRecord
        from ..models.dicey_curves_event_record import DiceyCurvesEventRecord
        from ..models.double_dash_event_record import DoubleDashEventRecord
        from ..models.flag_dash_event_record import FlagDashEventRecord

        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:

            def _parse_events_item(
                data: object,
            ) -> (
                DashAndCacheEventRecord
                | DcDashEventRecord
                | DiceyCurvesEventRecord
                | DoubleDashEventRecord
                | FlagDashEventRecord
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_0 = (
                        DashAndCacheEventRecord.from_dict(data)
                    )

                    return componentsschemas_event_record_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_1 = DcDashEventRecord.from_dict(
                        data
                    )

                    return componentsschemas_event_record_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_2 = (
                        DiceyCurvesEventRecord.from_dict(data)
                    )

                    return componentsschemas_event_record_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_3 = (
                        DoubleDashEventRecord.from_dict(data)
                    )

                    return componentsschemas_event_record_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_record_type_4 = FlagDashEventRecord.from_dict(
                    data
                )

                return componentsschemas_event_record_type_4

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        def _parse_last_event_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_event_id = _parse_last_event_id(d.pop("last_event_id"))

        _chat = d.pop("chat", UNSET)
        chat: list[ChatMessage] | Unset = UNSET
        if _chat is not UNSET:
            chat = []
            for chat_item_data in _chat:
                chat_item = ChatMessage.from_dict(chat_item_data)

                chat.append(chat_item)

        chat_last_id = d.pop("chat_last_id", UNSET)

        event_page = cls(
            events=events,
            last_event_id=last_event_id,
            chat=chat,
            chat_last_id=chat_last_id,
        )

        return event_page
