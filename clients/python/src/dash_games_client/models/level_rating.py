from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="LevelRating")


@_attrs_define
class LevelRating:
    """
    Attributes:
        mu (float): The rating (OpenSkill mu).
        ordinal (float): mu - 3 sigma: a cautious rating.
        sigma (float): Its uncertainty.
    """

    mu: float
    ordinal: float
    sigma: float

    def to_dict(self) -> dict[str, Any]:
        mu = self.mu

        ordinal = self.ordinal

        sigma = self.sigma

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "mu": mu,
                "ordinal": ordinal,
                "sigma": sigma,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        mu = d.pop("mu")

        ordinal = d.pop("ordinal")

        sigma = d.pop("sigma")

        level_rating = cls(
            mu=mu,
            ordinal=ordinal,
            sigma=sigma,
        )

        return level_rating
