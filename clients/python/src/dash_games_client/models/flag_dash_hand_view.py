from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.flag_dash_slot_view import FlagDashSlotView


T = TypeVar("T", bound="FlagDashHandView")


@_attrs_define
class FlagDashHandView:
    """A set of cards and tokens; ``screen`` is null unless the viewer is on this team.

    Attributes:
        cards (list[str]):
        committed (bool):
        discarded (list[str]):
        owned_tokens (list[str]):
        plan (list[FlagDashSlotView]):
        played (list[str]):
        runner (int | None):
        screen (list[str] | None):
        screen_count (int):
        seat (int):
        spent (list[str]):
        team (int):
    """

    cards: list[str]
    committed: bool
    discarded: list[str]
    owned_tokens: list[str]
    plan: list[FlagDashSlotView]
    played: list[str]
    runner: int | None
    screen: list[str] | None
    screen_count: int
    seat: int
    spent: list[str]
    team: int

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        committed = self.committed

        discarded = self.discarded

        owned_tokens = self.owned_tokens

        plan = []
        for plan_item_data in self.plan:
            plan_item = plan_item_data.to_dict()
            plan.append(plan_item)

        played = self.played

        runner: int | None
        runner = self.runner

        screen: list[str] | None
        if isinstance(self.screen, list):
            screen = self.screen

        else:
            screen = self.screen

        screen_count = self.screen_count

        seat = self.seat

        spent = self.spent

        team = self.team

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "committed": committed,
                "discarded": discarded,
                "owned_tokens": owned_tokens,
                "plan": plan,
                "played": played,
                "runner": runner,
                "screen": screen,
                "screen_count": screen_count,
                "seat": seat,
                "spent": spent,
                "team": team,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.flag_dash_slot_view import FlagDashSlotView

        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        committed = d.pop("committed")

        discarded = cast(list[str], d.pop("discarded"))

        owned_tokens = cast(list[str], d.pop("owned_tokens"))

        plan = []
        _plan = d.pop("plan")
        for plan_item_data in _plan:
            plan_item = FlagDashSlotView.from_dict(plan_item_data)

            plan.append(plan_item)

        played = cast(list[str], d.pop("played"))

        def _parse_runner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        runner = _parse_runner(d.pop("runner"))

        def _parse_screen(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                screen_type_0 = cast(list[str], data)

                return screen_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        screen = _parse_screen(d.pop("screen"))

        screen_count = d.pop("screen_count")

        seat = d.pop("seat")

        spent = cast(list[str], d.pop("spent"))

        team = d.pop("team")

        flag_dash_hand_view = cls(
            cards=cards,
            committed=committed,
            discarded=discarded,
            owned_tokens=owned_tokens,
            plan=plan,
            played=played,
            runner=runner,
            screen=screen,
            screen_count=screen_count,
            seat=seat,
            spent=spent,
            team=team,
        )

        return flag_dash_hand_view
