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

if TYPE_CHECKING:
    from ..models.dash_and_cache_event_vote_counted_ballots import (
        DashAndCacheEventVoteCountedBallots,
    )


T = TypeVar("T", bound="DashAndCacheEventVoteCounted")


@_attrs_define
class DashAndCacheEventVoteCounted:
    """The claim stood (``accepted``) or fell; ``ballots`` by seat.

    Attributes:
        accepted (bool):
        ballots (DashAndCacheEventVoteCountedBallots):
        card (str):
        item (str):
        type_ (Literal['vote_counted']):
    """

    accepted: bool
    ballots: DashAndCacheEventVoteCountedBallots
    card: str
    item: str
    type_: Literal["vote_counted"]

    def to_dict(self) -> dict[str, Any]:
        accepted = self.accepted

        ballots = self.ballots.to_dict()

        card = self.card

        item = self.item

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "accepted": accepted,
                "ballots": ballots,
                "card": card,
                "item": item,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dash_and_cache_event_vote_counted_ballots import (
            DashAndCacheEventVoteCountedBallots,
        )

        d = dict(src_dict)
        accepted = d.pop("accepted")

        ballots = DashAndCacheEventVoteCountedBallots.from_dict(d.pop("ballots"))

        card = d.pop("card")

        item = d.pop("item")

        type_ = cast(Literal["vote_counted"], d.pop("type"))
        if type_ != "vote_counted":
            raise ValueError(f"type must match const 'vote_counted', got '{type_}'")

        dash_and_cache_event_vote_counted = cls(
            accepted=accepted,
            ballots=ballots,
            card=card,
            item=item,
            type_=type_,
        )

        return dash_and_cache_event_vote_counted
