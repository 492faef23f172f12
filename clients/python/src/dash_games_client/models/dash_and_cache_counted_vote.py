from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.dash_and_cache_counted_vote_ballots import (
        DashAndCacheCountedVoteBallots,
    )


T = TypeVar("T", bound="DashAndCacheCountedVote")


@_attrs_define
class DashAndCacheCountedVote:
    """The result of the last vote, with every ballot counted: the hands were shown at the count, so the table keeps seeing
    them until the next vote opens.

        Attributes:
            accepted (bool):
            ballots (DashAndCacheCountedVoteBallots):
            card (str):
            item (str):
    """

    accepted: bool
    ballots: DashAndCacheCountedVoteBallots
    card: str
    item: str

    def to_dict(self) -> dict[str, Any]:
        accepted = self.accepted

        ballots = self.ballots.to_dict()

        card = self.card

        item = self.item

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "accepted": accepted,
                "ballots": ballots,
                "card": card,
                "item": item,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dash_and_cache_counted_vote_ballots import (
            DashAndCacheCountedVoteBallots,
        )

        d = dict(src_dict)
        accepted = d.pop("accepted")

        ballots = DashAndCacheCountedVoteBallots.from_dict(d.pop("ballots"))

        card = d.pop("card")

        item = d.pop("item")

        dash_and_cache_counted_vote = cls(
            accepted=accepted,
            ballots=ballots,
            card=card,
            item=item,
        )

        return dash_and_cache_counted_vote
