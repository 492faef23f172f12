from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dash_and_cache_your_turn_data import DashAndCacheYourTurnData
    from ..models.dc_dash_your_turn_data import DcDashYourTurnData
    from ..models.dicey_curves_your_turn_data import DiceyCurvesYourTurnData
    from ..models.double_dash_your_turn_data import DoubleDashYourTurnData
    from ..models.flag_dash_your_turn_data import FlagDashYourTurnData


T = TypeVar("T", bound="AccountEventYourTurn")


@_attrs_define
class AccountEventYourTurn:
    """A seat of yours must act at this version.

    Attributes:
        data (DashAndCacheYourTurnData | DcDashYourTurnData | DiceyCurvesYourTurnData | DoubleDashYourTurnData |
            FlagDashYourTurnData): `your_turn`'s data, typed by the game's `game_type`.
        id (str): Pass as `after` or Last-Event-ID to resume.
        type_ (Literal['your_turn']):
        replayed (bool | Unset): True on a record listed at the connection's start (`replay=true`) because it is still
            open; its `id` is the cursor the connection started from.
    """

    data: (
        DashAndCacheYourTurnData
        | DcDashYourTurnData
        | DiceyCurvesYourTurnData
        | DoubleDashYourTurnData
        | FlagDashYourTurnData
    )
    id: str
    type_: Literal["your_turn"]
    replayed: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.dash_and_cache_your_turn_data import DashAndCacheYourTurnData
        from ..models.dc_dash_your_turn_data import DcDashYourTurnData
        from ..models.dicey_curves_your_turn_data import DiceyCurvesYourTurnData
        from ..models.double_dash_your_turn_data import DoubleDashYourTurnData

        data: dict[str, Any]
        if (
            isinstance(self.data, DashAndCacheYourTurnData)
            or isinstance(self.data, DcDashYourTurnData)
            or isinstance(self.data, DiceyCurvesYourTurnData)
            or isinstance(self.data, DoubleDashYourTurnData)
        ):
            data = self.data.to_dict()
        else:
            data = self.data.to_dict()

        id = self.id

        type_ = self.type_

        replayed = self.replayed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "data": data,
                "id": id,
                "type": type_,
            }
        )
        if replayed is not UNSET:
            field_dict["replayed"] = replayed

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dash_and_cache_your_turn_data import DashAndCacheYourTurnData
        from ..models.dc_dash_your_turn_data import DcDashYourTurnData
        from ..models.dicey_curves_your_turn_data import DiceyCurvesYourTurnData
        from ..models.double_dash_your_turn_data import DoubleDashYourTurnData
        from ..models.flag_dash_your_turn_data import FlagDashYourTurnData

        d = dict(src_dict)

        def _parse_data(
            data: object,
        ) -> (
            DashAndCacheYourTurnData
            | DcDashYourTurnData
            | DiceyCurvesYourTurnData
            | DoubleDashYourTurnData
            | FlagDashYourTurnData
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_your_turn_data_type_0 = (
                    DashAndCacheYourTurnData.from_dict(data)
                )

                return componentsschemas_your_turn_data_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_your_turn_data_type_1 = DcDashYourTurnData.from_dict(
                    data
                )

                return componentsschemas_your_turn_data_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_your_turn_data_type_2 = (
                    DiceyCurvesYourTurnData.from_dict(data)
                )

                return componentsschemas_your_turn_data_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_your_turn_data_type_3 = (
                    DoubleDashYourTurnData.from_dict(data)
                )

                return componentsschemas_your_turn_data_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_your_turn_data_type_4 = FlagDashYourTurnData.from_dict(
                data
            )

            return componentsschemas_your_turn_data_type_4

        data = _parse_data(d.pop("data"))

        id = d.pop("id")

        type_ = cast(Literal["your_turn"], d.pop("type"))
        if type_ != "your_turn":
            raise ValueError(f"type must match const 'your_turn', got '{type_}'")

        replayed = d.pop("replayed", UNSET)

        account_event_your_turn = cls(
            data=data,
            id=id,
            type_=type_,
            replayed=replayed,
        )

        return account_event_your_turn
