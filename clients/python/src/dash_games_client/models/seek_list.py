from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.seek import Seek


T = TypeVar("T", bound="SeekList")


@_attrs_define
class SeekList:
    """
    Attributes:
        seeks (list[Seek]):
    """

    seeks: list[Seek]

    def to_dict(self) -> dict[str, Any]:
        seeks = []
        for seeks_item_data in self.seeks:
            seeks_item = seeks_item_data.to_dict()
            seeks.append(seeks_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seeks": seeks,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.seek import Seek

        d = dict(src_dict)
        seeks = []
        _seeks = d.pop("seeks")
        for seeks_item_data in _seeks:
            seeks_item = Seek.from_dict(seeks_item_data)

            seeks.append(seeks_item)

        seek_list = cls(
            seeks=seeks,
        )

        return seek_list
