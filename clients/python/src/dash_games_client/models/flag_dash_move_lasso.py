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

T = TypeVar("T", bound="FlagDashMoveLasso")


@_attrs_define
class FlagDashMoveLasso:
    """Pull ``target``, in the runner's row or column, one step towards the runner.

    Attributes:
        target (str):
        type_ (Literal['lasso']):
    """

    target: str
    type_: Literal["lasso"]

    def to_dict(self) -> dict[str, Any]:
        target = self.target

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "target": target,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        target = d.pop("target")

        type_ = cast(Literal["lasso"], d.pop("type"))
        if type_ != "lasso":
            raise ValueError(f"type must match const 'lasso', got '{type_}'")

        flag_dash_move_lasso = cls(
            target=target,
            type_=type_,
        )

        return flag_dash_move_lasso
