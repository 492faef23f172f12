"""The history: "my games" (active and finished), a player's ratings, leaderboards.

Finished games, ratings and their history live in the relational database
(``platform.history``, docs/HISTORY.md); active games in Redis.
"""

from __future__ import annotations

from typing import Any

from flask.views import MethodView

from dashgames.accounts.types import Player
from dashgames.http.blueprint import ApiBlueprint, backend
from dashgames.http.deprecations import MY_GAME_RATING, announces, deprecation_header_docs
from dashgames.http.resources.history.schemas import (
    LeaderboardQuerySchema,
    LeaderboardSchema,
    MyGamesQuerySchema,
    MyGamesSchema,
    PlayerRatingsSchema,
    RatingsQuerySchema,
)

blp = ApiBlueprint("history", __name__, url_prefix="/v1/",
                   description="Finished games, ratings and leaderboards.")

_SEATS = [
    {"seat": 0, "kind": "human", "player_id": "a1b2c3d4e5f6", "player_name": "ada",
     "bot_level": None, "resigned": False,
     "is_bot": False, "bot_owner": None},
    {"seat": 1, "kind": "human", "player_id": "0f9e8d7c6b5a", "player_name": "grace-bot",
     "bot_level": None, "resigned": False,
     "is_bot": True, "bot_owner": None},
]
MY_GAMES_EXAMPLE = {
    "games": [{
        "id": "4be1c0ffee42", "type": "double_dash", "status": "finished", "seat": 0,
        "seats": _SEATS, "options": {}, "created_at": 1764140000.0,
        "finished_at": 1764140912.5, "version": 87, "to_act": [],
        "outcome": {"winners": [0], "ranks": [1, 2], "scores": None,
                    "score_direction": "higher", "reason": "captured_all",
                    "detail": "captured_all"},
        "result": "won", "rated": True,
        "rating": {"before": 0.0, "after": 4.31, "delta": 4.31},
        "rating_change": {"before": 0.0, "after": 4.31, "delta": 4.31},
    }],
    "next_cursor": "1764140912.5_4be1c0ffee42",
    "your_turn": None,
}
RATING = {"player_id": "a1b2c3d4e5f6", "name": "ada", "is_bot": False,
          "game_type": "double_dash", "rating": 4.31, "mu": 27.63, "sigma": 7.77, "games": 1,
          "updated_at": 1764140913.0}
RATINGS_EXAMPLE = {
    "player_id": "a1b2c3d4e5f6", "ratings": [RATING],
    "history": [{"game_id": "4be1c0ffee42", "game_type": "double_dash", "at": 1764140913.0,
                 "mu": 27.63, "sigma": 7.77, "before": 0.0, "after": 4.31, "delta": 4.31}],
    "next_cursor": None,
}
LEADERBOARD_EXAMPLE = {
    "game_type": "double_dash", "bots": "include", "entries": [RATING,
        {**RATING, "player_id": "0f9e8d7c6b5a", "name": "grace-bot", "is_bot": True,
         "rating": -1.2, "mu": 22.37, "sigma": 7.77}],
    "next_cursor": None,
}


@blp.route("/players/me/games")
class MyGames(MethodView):
    @announces(MY_GAME_RATING)
    @blp.auth()
    @blp.arguments(MyGamesQuerySchema, location="query")
    @blp.response(200, MyGamesSchema, example=MY_GAMES_EXAMPLE,
                  headers=deprecation_header_docs(MY_GAME_RATING))
    @blp.doc(operationId="list_my_games")
    def get(self, query: dict[str, Any], player: Player) -> Any:
        """Your games: `active` ones (open or playing) or `finished` ones (with your result
        and rating change), filtered by type and, for finished games, by result; newest first,
        a page at a time (`next_cursor`). Active games waiting on your move come first, and
        `your_turn` counts them. Answers carry `Deprecation` and `Sunset` while `rating` is
        deprecated (use `rating_change`)."""
        found = backend().my_games(player, query["status"], query.get("type"),
                                   query.get("result"), query["limit"], query["cursor"])
        for game in found["games"]:
            game["rating_change"] = game.get("rating")
        return found


@blp.route("/players/<player_id>/ratings")
class PlayerRatings(MethodView):
    @blp.arguments(RatingsQuerySchema, location="query")
    @blp.response(200, PlayerRatingsSchema, example=RATINGS_EXAMPLE)
    @blp.fails("PLAYER_NOT_FOUND")
    @blp.doc(operationId="get_player_ratings")
    def get(self, query: dict[str, Any], player_id: str) -> Any:
        """A player's rating per game type and every change (newest first, paged); a player
        with no rated game yet has none."""
        return backend().player_ratings(player_id, query.get("type"), query["limit"],
                                        query["cursor"])


@blp.route("/leaderboards/<game_type>")
class Leaderboard(MethodView):
    @blp.arguments(LeaderboardQuerySchema, location="query")
    @blp.response(200, LeaderboardSchema, example=LEADERBOARD_EXAMPLE)
    @blp.fails("UNKNOWN_GAME_TYPE")
    @blp.doc(operationId="get_leaderboard")
    def get(self, query: dict[str, Any], game_type: str) -> Any:
        """The best rated players of a game type (bot accounts marked `is_bot`, and kept in,
        left out or listed alone with `bots`), best first, paged."""
        return backend().leaderboard(game_type, query["bots"], query["limit"], query["cursor"])
