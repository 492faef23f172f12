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

from ..models.flag_dash_event_setup_ready_team import FlagDashEventSetupReadyTeam

T = TypeVar("T", bound="FlagDashEventSetupReady")


@_attrs_define
class FlagDashEventSetupReady:
    """A team finished its secret setup.

    Attributes:
        team (FlagDashEventSetupReadyTeam):
        type_ (Literal['setup_ready']):
    """

    team: FlagDashEventSetupReadyTeam
    type_: Literal["setup_ready"]

    def to_dict(self) -> dict[str, Any]:
        team = self.team.value

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "team": team,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        team = FlagDashEventSetupReadyTeam(d.pop("team"))

        type_ = cast(Literal["setup_ready"], d.pop("type"))
        if type_ != "setup_ready":
            raise ValueError(f"type must match const 'setup_ready', got '{type_}'")

        flag_dash_event_setup_ready = cls(
            team=team,
            type_=type_,
        )

        return flag_dash_event_setup_ready
