"""Player and bot accounts; the bearer token is shown once, at creation."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView

from dashgames.platform.facade import Player
from dashgames.state import examples
from dashgames.state.blueprint import ApiBlueprint, backend
from dashgames.state.resources.players.schemas import (
    PlayerCreatedSchema,
    PlayerCreateSchema,
    PlayerSchema,
)

blp = ApiBlueprint("players", __name__, url_prefix="/v1/players", description="Accounts.")


@blp.route("")
class Players(MethodView):
    @blp.operation("create_player", examples.PLAYER_CREATED, examples.NEW_PLAYER)
    @blp.arguments(PlayerCreateSchema)
    @blp.response(201, PlayerCreatedSchema)
    def post(self, body: dict[str, Any]) -> Any:
        """Create a player (or a bot account) and return its bearer token, this once."""
        player, token = backend().create_player(body["name"], body["bot"])
        return {"id": player.id, "name": player.name, "is_bot": player.is_bot, "token": token}


@blp.route("/me")
class Me(MethodView):
    @blp.operation("get_current_player", examples.PLAYER)
    @blp.auth()
    @blp.response(200, PlayerSchema)
    def get(self, player: Player) -> Player:
        """The account the bearer token belongs to."""
        return player
