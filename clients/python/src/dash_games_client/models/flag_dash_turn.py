from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.flag_dash_turn_stage import FlagDashTurnStage
from ..types import UNSET, Unset

T = TypeVar("T", bound="FlagDashTurn")


@_attrs_define
class FlagDashTurn:
    """The move being resolved by one hand.

    Attributes:
        card (str):
        hand (int):
        token (str):
        cat_distances (list[int] | Unset):
        character (int | None | Unset):
        chased (list[int] | Unset):
        moved (list[int] | Unset):
        ordered (bool | Unset):
        pending (list[str] | Unset):
        stage (FlagDashTurnStage | Unset):
        tunnelled (list[int] | Unset):
    """

    card: str
    hand: int
    token: str
    cat_distances: list[int] | Unset = UNSET
    character: int | None | Unset = UNSET
    chased: list[int] | Unset = UNSET
    moved: list[int] | Unset = UNSET
    ordered: bool | Unset = UNSET
    pending: list[str] | Unset = UNSET
    stage: FlagDashTurnStage | Unset = UNSET
    tunnelled: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        hand = self.hand

        token = self.token

        cat_distances: list[int] | Unset = UNSET
        if not isinstance(self.cat_distances, Unset):
            cat_distances = self.cat_distances

        character: int | None | Unset
        if isinstance(self.character, Unset):
            character = UNSET
        else:
            character = self.character

        chased: list[int] | Unset = UNSET
        if not isinstance(self.chased, Unset):
            chased = self.chased

        moved: list[int] | Unset = UNSET
        if not isinstance(self.moved, Unset):
            moved = self.moved

        ordered = self.ordered

        pending: list[str] | Unset = UNSET
        if not isinstance(self.pending, Unset):
            pending = self.pending

        stage: str | Unset = UNSET
        if not isinstance(self.stage, Unset):
            stage = self.stage.value

        tunnelled: list[int] | Unset = UNSET
        if not isinstance(self.tunnelled, Unset):
            tunnelled = self.tunnelled

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "hand": hand,
                "token": token,
            }
        )
        if cat_distances is not UNSET:
            field_dict["cat_distances"] = cat_distances
        if character is not UNSET:
            field_dict["character"] = character
        if chased is not UNSET:
            field_dict["chased"] = chased
        if moved is not UNSET:
            field_dict["moved"] = moved
        if ordered is not UNSET:
            field_dict["ordered"] = ordered
        if pending is not UNSET:
            field_dict["pending"] = pending
        if stage is not UNSET:
            field_dict["stage"] = stage
        if tunnelled is not UNSET:
            field_dict["tunnelled"] = tunnelled

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        hand = d.pop("hand")

        token = d.pop("token")

        cat_distances = cast(list[int], d.pop("cat_distances", UNSET))

        def _parse_character(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        character = _parse_character(d.pop("character", UNSET))

        chased = cast(list[int], d.pop("chased", UNSET))

        moved = cast(list[int], d.pop("moved", UNSET))

        ordered = d.pop("ordered", UNSET)

        pending = cast(list[str], d.pop("pending", UNSET))

        _stage = d.pop("stage", UNSET)
        stage: FlagDashTurnStage | Unset
        if isinstance(_stage, Unset):
            stage = UNSET
        else:
            stage = FlagDashTurnStage(_stage)

        tunnelled = cast(list[int], d.pop("tunnelled", UNSET))

        flag_dash_turn = cls(
            card=card,
            hand=hand,
            token=token,
            cat_distances=cat_distances,
            character=character,
            chased=chased,
            moved=moved,
            ordered=ordered,
            pending=pending,
            stage=stage,
            tunnelled=tunnelled,
        )

        return flag_dash_turn
