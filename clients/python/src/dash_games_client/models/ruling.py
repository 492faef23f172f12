from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.ruling_basis import RulingBasis

T = TypeVar("T", bound="Ruling")


@_attrs_define
class Ruling:
    """
    Attributes:
        basis (RulingBasis): Why the ruling exists: `gap` (the rulebook is silent on it) or `option` (a different
            reading, offered as a game option that is off by default).
        id (str): Stable id of the ruling.
        text (str): How we play it, in plain words.
        topic (str): The situation, in a few words.
    """

    basis: RulingBasis
    id: str
    text: str
    topic: str

    def to_dict(self) -> dict[str, Any]:
        basis = self.basis.value

        id = self.id

        text = self.text

        topic = self.topic

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "basis": basis,
                "id": id,
                "text": text,
                "topic": topic,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        basis = RulingBasis(d.pop("basis"))

        id = d.pop("id")

        text = d.pop("text")

        topic = d.pop("topic")

        ruling = cls(
            basis=basis,
            id=id,
            text=text,
            topic=topic,
        )

        return ruling
