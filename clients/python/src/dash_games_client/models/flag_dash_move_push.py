from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..models.flag_dash_move_push_path_item import FlagDashMovePushPathItem

T = TypeVar("T", bound="FlagDashMovePush")


@_attrs_define
class FlagDashMovePush:
    """
    Attributes:
        path (list[FlagDashMovePushPathItem]):
        target (str):
        type_ (Literal['push']):
    """

    path: list[FlagDashMovePushPathItem]
    target: str
    type_: Literal["push"]

    def to_dict(self) -> dict[str, Any]:
        path = []
        for path_item_data in self.path:
            path_item = path_item_data.value
            path.append(path_item)

        target = self.target

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "path": path,
                "target": target,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        path = []
        _path = d.pop("path")
        for path_item_data in _path:
            path_item = FlagDashMovePushPathItem(path_item_data)

            path.append(path_item)

        target = d.pop("target")

        type_ = cast(Literal["push"], d.pop("type"))
        if type_ != "push":
            raise ValueError(f"type must match const 'push', got '{type_}'")

        flag_dash_move_push = cls(
            path=path,
            target=target,
            type_=type_,
        )

        return flag_dash_move_push
