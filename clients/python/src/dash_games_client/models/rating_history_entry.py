from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RatingHistoryEntry")


@_attrs_define
class RatingHistoryEntry:
    """
    Attributes:
        after (float):
        at (float): Unix seconds.
        before (float):
        delta (float):
        game_id (str):
        game_type (str):
        mu (float):
        sigma (float):
    """

    after: float
    at: float
    before: float
    delta: float
    game_id: str
    game_type: str
    mu: float
    sigma: float

    def to_dict(self) -> dict[str, Any]:
        after = self.after

        at = self.at

        before = self.before

        delta = self.delta

        game_id = self.game_id

        game_type = self.game_type

        mu = self.mu

        sigma = self.sigma

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "after": after,
                "at": at,
                "before": before,
                "delta": delta,
                "game_id": game_id,
                "game_type": game_type,
                "mu": mu,
                "sigma": sigma,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        after = d.pop("after")

        at = d.pop("at")

        before = d.pop("before")

        delta = d.pop("delta")

        game_id = d.pop("game_id")

        game_type = d.pop("game_type")

        mu = d.pop("mu")

        sigma = d.pop("sigma")

        rating_history_entry = cls(
            after=after,
            at=at,
            before=before,
            delta=delta,
            game_id=game_id,
            game_type=game_type,
            mu=mu,
            sigma=sigma,
        )

        return rating_history_entry
