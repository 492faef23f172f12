from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="GameOngoingData")


@_attrs_define
class GameOngoingData:
    """
    Attributes:
        game_id (str):
        game_type (str):
        my_turn (bool): Your seat is among them (a `your_turn` record follows).
        seat (int): Yours.
        to_act (list[int]): The seats that must act now.
        version (int):
    """

    game_id: str
    game_type: str
    my_turn: bool
    seat: int
    to_act: list[int]
    version: int

    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        game_type = self.game_type

        my_turn = self.my_turn

        seat = self.seat

        to_act = self.to_act

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_id": game_id,
                "game_type": game_type,
                "my_turn": my_turn,
                "seat": seat,
                "to_act": to_act,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        game_id = d.pop("game_id")

        game_type = d.pop("game_type")

        my_turn = d.pop("my_turn")

        seat = d.pop("seat")

        to_act = cast(list[int], d.pop("to_act"))

        version = d.pop("version")

        game_ongoing_data = cls(
            game_id=game_id,
            game_type=game_type,
            my_turn=my_turn,
            seat=seat,
            to_act=to_act,
            version=version,
        )

        return game_ongoing_data
