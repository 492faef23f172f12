from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Rating")


@_attrs_define
class Rating:
    """
    Attributes:
        game_type (str):
        games (int): Rated games played.
        is_bot (bool): A bot account.
        mu (float): OpenSkill's skill estimate.
        name (str):
        player_id (str):
        rating (float): The rating shown and ranked on: mu - 3 sigma (0 at start).
        sigma (float): Its uncertainty.
        updated_at (float):
    """

    game_type: str
    games: int
    is_bot: bool
    mu: float
    name: str
    player_id: str
    rating: float
    sigma: float
    updated_at: float

    def to_dict(self) -> dict[str, Any]:
        game_type = self.game_type

        games = self.games

        is_bot = self.is_bot

        mu = self.mu

        name = self.name

        player_id = self.player_id

        rating = self.rating

        sigma = self.sigma

        updated_at = self.updated_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_type": game_type,
                "games": games,
                "is_bot": is_bot,
                "mu": mu,
                "name": name,
                "player_id": player_id,
                "rating": rating,
                "sigma": sigma,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        game_type = d.pop("game_type")

        games = d.pop("games")

        is_bot = d.pop("is_bot")

        mu = d.pop("mu")

        name = d.pop("name")

        player_id = d.pop("player_id")

        rating = d.pop("rating")

        sigma = d.pop("sigma")

        updated_at = d.pop("updated_at")

        rating = cls(
            game_type=game_type,
            games=games,
            is_bot=is_bot,
            mu=mu,
            name=name,
            player_id=player_id,
            rating=rating,
            sigma=sigma,
            updated_at=updated_at,
        )

        return rating
