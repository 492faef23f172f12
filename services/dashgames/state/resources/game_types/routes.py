"""The catalogue: every registered game type with its options, bots and schemas."""

from __future__ import annotations

from flask import Response
from flask.views import MethodView

from dashgames.engine import UnknownGame
from dashgames.state import examples, render
from dashgames.state.blueprint import ApiBlueprint
from dashgames.state.contract import catalogue_json
from dashgames.state.resources.game_types.schemas import GameTypeListSchema, GameTypeSchema

blp = ApiBlueprint("game-types", __name__, url_prefix="/v1/game-types",
                   description="What can be played.")


@blp.route("")
class GameTypes(MethodView):
    @blp.operation("list_game_types", {"game_types": [examples.game_type()]})
    @blp.response(200, GameTypeListSchema)
    def get(self) -> Response:
        """Every game type."""
        return render.json_response(catalogue_json()[0])


@blp.route("/<game_type>")
class GameType(MethodView):
    @blp.operation("get_game_type", examples.game_type())
    @blp.response(200, GameTypeSchema)
    @blp.fails("UNKNOWN_GAME_TYPE")
    def get(self, game_type: str) -> Response:
        """One game type: players, options, bot levels, move and view schemas, rules summary."""
        entry = catalogue_json()[1].get(game_type)
        if entry is None:
            raise UnknownGame(f"no game type {game_type!r}", type=game_type)
        return render.json_response(entry)
