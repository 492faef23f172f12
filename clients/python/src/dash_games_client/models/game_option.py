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
        default (bool | float | None | str): The value an unset option takes (null: none).
        description (str):
        kind (str):
        name (str):
        choices (list[bool | float | str] | Unset): A `choice` option's values.
        maximum (float | Unset):
        minimum (float | Unset):
    """

    default: bool | float | None | str
    description: str
    kind: str
    name: str
    choices: list[bool | float | str] | Unset = UNSET
    maximum: float | Unset = UNSET
    minimum: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        default: bool | float | None | str
        default = self.default

        description = self.description

        kind = self.kind

        name = self.name

        choices: list[bool | float | str] | Unset = UNSET
        if not isinstance(self.choices, Unset):
            choices = []
            for choices_item_data in self.choices:
                choices_item: bool | float | str
                choices_item = choices_item_data
                choices.append(choices_item)

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

        def _parse_default(data: object) -> bool | float | None | str:
            if data is None:
                return data
            return cast(bool | float | None | str, data)

        default = _parse_default(d.pop("default"))

        description = d.pop("description")

        kind = d.pop("kind")

        name = d.pop("name")

        _choices = d.pop("choices", UNSET)
        choices: list[bool | float | str] | Unset = UNSET
        if _choices is not UNSET:
            choices = []
            for choices_item_data in _choices:

                def _parse_choices_item(data: object) -> bool | float | str:
                    return cast(bool | float | str, data)

                choices_item = _parse_choices_item(choices_item_data)

                choices.append(choices_item)

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
