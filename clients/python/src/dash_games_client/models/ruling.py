from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Ruling")


@_attrs_define
class Ruling:
    """
    Attributes:
        id (str): Stable id of the ruling.
        text (str): How we play it, in plain words.
        topic (str): The situation, in a few words.
    """

    id: str
    text: str
    topic: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        text = self.text

        topic = self.topic

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "text": text,
                "topic": topic,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        text = d.pop("text")

        topic = d.pop("topic")

        ruling = cls(
            id=id,
            text=text,
            topic=topic,
        )

        return ruling
