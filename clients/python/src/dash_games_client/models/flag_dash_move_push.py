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

from ..models.flag_dash_move_push_bump import FlagDashMovePushBump
from ..models.flag_dash_move_push_path_item import FlagDashMovePushPathItem
from ..types import UNSET, Unset

T = TypeVar("T", bound="FlagDashMovePush")


@_attrs_define
class FlagDashMovePush:
    """Push an adjacent character one or two steps along ``path``. ``tunnel`` (with ``bump`` for a blocker there, as in
    ``Tunnel``) takes the pushed character from the tunnel its first step reaches to that tunnel, in the middle of the
    push; the second step goes on from it.

        Attributes:
            path (list[FlagDashMovePushPathItem]):
            target (str):
            type_ (Literal['push']):
            bump (FlagDashMovePushBump | None | Unset):
            tunnel (None | str | Unset):
    """

    path: list[FlagDashMovePushPathItem]
    target: str
    type_: Literal["push"]
    bump: FlagDashMovePushBump | None | Unset = UNSET
    tunnel: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        path = []
        for path_item_data in self.path:
            path_item = path_item_data.value
            path.append(path_item)

        target = self.target

        type_ = self.type_

        bump: None | str | Unset
        if isinstance(self.bump, Unset):
            bump = UNSET
        elif isinstance(self.bump, FlagDashMovePushBump):
            bump = self.bump.value
        else:
            bump = self.bump

        tunnel: None | str | Unset
        if isinstance(self.tunnel, Unset):
            tunnel = UNSET
        else:
            tunnel = self.tunnel

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "path": path,
                "target": target,
                "type": type_,
            }
        )
        if bump is not UNSET:
            field_dict["bump"] = bump
        if tunnel is not UNSET:
            field_dict["tunnel"] = tunnel

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

        def _parse_bump(data: object) -> FlagDashMovePushBump | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bump_type_0 = FlagDashMovePushBump(data)

                return bump_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FlagDashMovePushBump | None | Unset, data)

        bump = _parse_bump(d.pop("bump", UNSET))

        def _parse_tunnel(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        tunnel = _parse_tunnel(d.pop("tunnel", UNSET))

        flag_dash_move_push = cls(
            path=path,
            target=target,
            type_=type_,
            bump=bump,
            tunnel=tunnel,
        )

        return flag_dash_move_push
