from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.chat_post_phrase import ChatPostPhrase
from ..types import UNSET, Unset

T = TypeVar("T", bound="ChatPost")


@_attrs_define
class ChatPost:
    """
    Attributes:
        phrase (ChatPostPhrase | None | Unset): A quick phrase (anyone seated).
        text (None | str | Unset): Free text, 1-200 characters, between people who opted in (`free_text` in the chat
            preferences).
    """

    phrase: ChatPostPhrase | None | Unset = UNSET
    text: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        phrase: None | str | Unset
        if isinstance(self.phrase, Unset):
            phrase = UNSET
        elif isinstance(self.phrase, ChatPostPhrase):
            phrase = self.phrase.value
        else:
            phrase = self.phrase

        text: None | str | Unset
        if isinstance(self.text, Unset):
            text = UNSET
        else:
            text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if phrase is not UNSET:
            field_dict["phrase"] = phrase
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_phrase(data: object) -> ChatPostPhrase | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                phrase_type_0 = ChatPostPhrase(data)

                return phrase_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChatPostPhrase | None | Unset, data)

        phrase = _parse_phrase(d.pop("phrase", UNSET))

        def _parse_text(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        text = _parse_text(d.pop("text", UNSET))

        chat_post = cls(
            phrase=phrase,
            text=text,
        )

        return chat_post
