"""The catalogue: every registered game type with its options, bots and schemas."""

from __future__ import annotations

import hashlib
import json
from functools import cache

from flask import Response
from flask.views import MethodView

from dashgames.engine import UnknownGame, component_file, get_game
from dashgames.http import examples, render
from dashgames.http.blueprint import ApiBlueprint
from dashgames.http.contract import catalogue_json
from dashgames.http.resources.game_types.schemas import GameTypeListSchema, GameTypeSchema

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


@blp.route("/<game_type>/components")
class GameTypeComponents(MethodView):
    @blp.operation("get_game_type_components", {"stations": {"A01": {"name": "Metro Center"}}})
    @blp.response(200, {"$ref": "#/components/schemas/GameComponents"})
    @blp.fails("UNKNOWN_GAME_TYPE")
    def get(self, game_type: str) -> Response:
        """Static data a client draws with and a view only names by id (DC Dash's map): the
        same for every game of the type, so it is cached (`ETag`, a day)."""
        if game_type not in catalogue_json()[1]:
            raise UnknownGame(f"no game type {game_type!r}", type=game_type)
        text, tag = components_json(game_type)
        response = render.json_response(text)
        response.headers["ETag"] = tag
        response.headers["Cache-Control"] = "public, max-age=86400"
        return response


@cache
def components_json(game_type: str) -> tuple[str, str]:
    """(the game's components as JSON text, its ETag), read once."""
    game = get_game(game_type)
    found = component_file(type(game).__module__.rsplit(".", 1)[0], game.client_components) \
        if game.client_components else {}
    text = json.dumps(found, sort_keys=True, separators=(",", ":"))
    return text, '"' + hashlib.sha256(text.encode()).hexdigest()[:16] + '"'
