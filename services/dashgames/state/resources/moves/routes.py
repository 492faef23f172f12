"""Legal moves, moves, and asynchronous commands."""

from __future__ import annotations

from typing import Any

from flask import Response, request
from flask.views import MethodView

from dashgames.platform.facade import MoveResult, Player
from dashgames.state import render
from dashgames.state.blueprint import ApiBlueprint, backend
from dashgames.state.resources.moves.schemas import (
    LEGAL_MOVES_SCHEMA,
    MoveHeadersSchema,
    MoveResultSchema,
)

blp = ApiBlueprint("moves", __name__, url_prefix="/v1/games", description="Playing moves.")

MOVE = {"$ref": "#/components/schemas/Move"}
MOVE_REFUSALS = ("GAME_NOT_FOUND", "FORBIDDEN", "GAME_NOT_STARTED", "STALE_VERSION",
                 "IDEMPOTENCY_KEY_REUSED", "BAD_MOVE", "ILLEGAL_MOVE", "NOT_YOUR_TURN",
                 "GAME_OVER", "RULES_ERROR")


def result_response(game_id: str, result: MoveResult) -> Response:
    status, headers, body = render.move_answer(game_id, result, request.script_root)
    return Response(body, status, headers)


@blp.route("/<game_id>/legal-moves")
class LegalMoves(MethodView):
    @blp.auth()
    @blp.response(200, LEGAL_MOVES_SCHEMA)
    @blp.fails("GAME_NOT_FOUND", "FORBIDDEN")
    def get(self, game_id: str, player: Player) -> Response:
        """Every move the caller's seat may make now (empty when it is not the seat's turn)."""
        seat, version, moves_json = backend().legal_moves(player, game_id)
        return render.json_response(render.legal_moves_text(seat, version, moves_json),
                                    headers={"ETag": render.etag(version)})


@blp.route("/<game_id>/moves")
class Moves(MethodView):
    @blp.auth()
    @blp.json_body(MOVE, "The move, one of the game type's moves (see `legal-moves`).")
    @blp.arguments(MoveHeadersSchema, location="headers")
    @blp.response(200, MoveResultSchema)
    @blp.alt_response(202, schema=MoveResultSchema, success=True,
                      description="Queued (`Prefer: respond-async`, or the wait bound passed); "
                                  "`Location` is the command to poll.",
                      headers={"Location": {"schema": {"type": "string"}}})
    @blp.fails(*MOVE_REFUSALS)
    def post(self, move: Any, headers: dict[str, Any], game_id: str, player: Player) -> Response:
        """Make a move as the caller's seat."""
        result = backend().submit_move(player, game_id, move, **headers)
        return result_response(game_id, result)


@blp.route("/<game_id>/commands/<command_id>")
class Command(MethodView):
    @blp.auth()
    @blp.response(200, MoveResultSchema)
    @blp.fails("GAME_NOT_FOUND", "FORBIDDEN", "COMMAND_NOT_FOUND")
    def get(self, game_id: str, command_id: str, player: Player) -> Any:
        """An asynchronous command's result: `accepted` while queued, then applied or rejected."""
        result = backend().command_result(player, game_id, command_id)
        return render.json_response(render.move_result_text(result))
