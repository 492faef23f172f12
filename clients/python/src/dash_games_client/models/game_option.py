from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="GameOption")


@_attrs_define
class GameOption:
    """
    Attributes:
        default (Any):
        description (str):
        kind (str):
        name (str):
        choices (list[Any] | Unset):
        maximum (float | Unset):
        minimum (float | Unset):
    """

    default: Any
    description: str
    kind: str
    name: str
    choices: list[Any] | Unset = UNSET
    maximum: float | Unset = UNSET
    minimum: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        default = self.default

        description = self.description

        kind = self.kind

        name = self.name

        choices: list[Any] | Unset = UNSET
        if not isinstance(self.choices, Unset):
            choices = self.choices

        maximum = self.maximum

        minimum = self.minimum

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "default": default,
                "description": description,
                "kind": kind,
                "name": name,
            }
        )
        if choices is not UNSET:
            field_dict["choices"] = choices
        if maximum is not UNSET:
            field_dict["maximum"] = maximum
        if minimum is not UNSET:
            field_dict["minimum"] = minimum

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        default = d.pop("default")

        description = d.pop("description")

        kind = d.pop("kind")

        name = d.pop("name")

        choices = cast(list[Any], d.pop("choices", UNSET))

        maximum = d.pop("maximum", UNSET)

        minimum = d.pop("minimum", UNSET)

        game_option = cls(
            default=default,
            description=description,
            kind=kind,
            name=name,
            choices=choices,
            maximum=maximum,
            minimum=minimum,
        )

        return game_option
