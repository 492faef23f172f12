"""Legal moves, moves, and asynchronous commands.

``legal_moves`` and ``play_move`` are the two routes every move crosses, over and over: each is
one function a reader follows top to bottom, from the request to its answer. The views below
document them in the contract and call them; ``state.hot_routes`` calls the same functions
beneath Flask, which costs a fraction of the framework's dispatch.
"""

from __future__ import annotations

from typing import Any

from flask import Response
from flask.views import MethodView

from dashgames.accounts.types import Player
from dashgames.http import errors, examples, render
from dashgames.http.blueprint import (
    ApiBlueprint,
    backend,
    bearer_token,
    load_headers,
    plain_request,
)
from dashgames.http.plain import PlainRequest
from dashgames.http.port import Backend
from dashgames.http.resources.moves.schemas import (
    LEGAL_MOVES,
    MOVE_RESULT,
    MoveHeadersSchema,
    MoveQuerySchema,
    PreviewHeadersSchema,
    move_headers,
)

blp = ApiBlueprint("moves", __name__, url_prefix="/v1/games", description="Playing moves.")

MOVE = {"$ref": "#/components/schemas/Move"}
MOVE_REFUSALS = ("GAME_NOT_FOUND", "FORBIDDEN", "GAME_NOT_STARTED", "STALE_VERSION",
                 "IDEMPOTENCY_KEY_REUSED", "BAD_MOVE", "ILLEGAL_MOVE", "NOT_YOUR_TURN",
                 "GAME_OVER", "RULES_ERROR", "DEADLINE_PASSED")
MOVE_HEADERS = MoveHeadersSchema()
PREVIEW_HEADERS = PreviewHeadersSchema()
MAX_STAGED = 50
"""The most moves a preview takes: far more than any turn has steps."""
STAGED = {
    "type": "object",
    "properties": {"moves": {"type": "array", "items": MOVE, "minItems": 1,
                             "maxItems": MAX_STAGED,
                             "description": "The staged moves, in the order they would be "
                                            "played."}},
    "required": ["moves"],
    "additionalProperties": False,
}
PREVIEW_REFUSALS = ("GAME_NOT_FOUND", "FORBIDDEN", "GAME_NOT_STARTED", "STALE_VERSION",
                    "BAD_MOVE", "ILLEGAL_MOVE", "NOT_YOUR_TURN", "GAME_OVER", "PREVIEW_ENDED",
                    "RULES_ERROR")

Answer = render.Answer


def legal_moves(back_end: Backend, req: PlainRequest, game_id: str) -> Answer:
    """``GET /v1/games/{game_id}/legal-moves``: the caller's seat's moves now."""
    player = back_end.authenticate(bearer_token(req.header("Authorization")))
    player.require("read")
    legal = back_end.legal_moves(player, game_id)
    headers = [("Content-Type", "application/json"), ("ETag", render.etag(legal.version))]
    return 200, headers, render.legal_moves_text(legal)


def play_move(back_end: Backend, req: PlainRequest, game_id: str) -> Answer:
    """``POST /v1/games/{game_id}/moves``: the move, as the caller's seat.

    Request problems are found in the order the framework finds them for every other route:
    the caller (401), the body (415, 413, 400 ``MALFORMED_JSON``), the headers (400
    ``VALIDATION_ERROR``); then the back end decides. A refusal raises (``render.move_answer``).
    """
    player = back_end.authenticate(bearer_token(req.header("Authorization")))
    player.require("act")
    move = req.json_body()
    headers = move_headers(load_headers(MOVE_HEADERS, req))
    result = back_end.submit_move(player, game_id, move, **headers)
    status, answer_headers, body = render.move_answer(game_id, result, req.script_root)
    if result.legal_moves_json and req.flag("with_view"):
        # The mover acts again at once: its view comes along, so a bot that reads the board
        # needs no read of its own (issue 27); null if the game moved on meanwhile.
        read = back_end.read_game(player, game_id)
        view = read.view_json if read.version == result.version else "null"
        body = body[:-1] + ',"view":' + view + "}"
    return status, answer_headers, body


def preview_turn(back_end: Backend, req: PlainRequest, game_id: str) -> Answer:
    """``POST /v1/games/{game_id}/preview``: the caller's staged moves, played on a copy."""
    player = back_end.authenticate(bearer_token(req.header("Authorization")))
    player.require("act")
    body = req.json_body()
    staged = body.get("moves") if isinstance(body, dict) else None
    if (not isinstance(staged, list) or not 1 <= len(staged) <= MAX_STAGED
            or set(body) != {"moves"}):
        raise errors.ApiError(errors.VALIDATION_ERROR, "the request does not match its schema",
                              fields={"moves": [f"1 to {MAX_STAGED} moves, and nothing else"]})
    expected = move_headers(load_headers(PREVIEW_HEADERS, req))["expected_version"]
    shown = back_end.preview_turn(player, game_id, staged, expected)
    return 200, [("Content-Type", "application/json")], render.turn_preview_text(shown)


def _response(answer: Answer) -> Response:
    status, headers, body = answer
    return Response(body, status, headers)


@blp.route("/<game_id>/legal-moves")
class LegalMoves(MethodView):
    @blp.operation("list_legal_moves", examples.legal_moves())
    @blp.documents(blp.auth())
    @blp.response(200, LEGAL_MOVES)
    @blp.fails("GAME_NOT_FOUND", "FORBIDDEN")
    def get(self, game_id: str) -> Response:
        """Every move the caller's seat may make now (empty when it is not the seat's turn)."""
        return _response(legal_moves(backend(), plain_request(), game_id))


@blp.route("/<game_id>/moves")
class Moves(MethodView):
    @blp.operation("play_move", examples.move_result(), examples.move())
    @blp.documents(
        blp.auth(scope="act"),
        blp.json_body(MOVE, "The move, one of the game type's moves (see `legal-moves`)."),
        blp.arguments(MoveHeadersSchema, location="headers"),
        blp.arguments(MoveQuerySchema, location="query"),
    )
    @blp.response(200, MOVE_RESULT)
    @blp.alt_response(202, schema=MOVE_RESULT, success=True,
                      description="Queued (`Prefer: respond-async`, or the wait bound passed); "
                                  "`Location` is the command to poll.",
                      headers={"Location": {"schema": {"type": "string"}}})
    @blp.fails(*MOVE_REFUSALS)
    def post(self, game_id: str) -> Response:
        """Make a move as the caller's seat."""
        return _response(play_move(backend(), plain_request(), game_id))


@blp.route("/<game_id>/preview")
class Preview(MethodView):
    @blp.operation("preview_turn", examples.turn_preview(), examples.staged_moves())
    @blp.documents(
        blp.auth(scope="act"),
        blp.json_body(STAGED, "The moves staged so far this turn (docs/CONFIRM.md)."),
        blp.arguments(PreviewHeadersSchema, location="headers"),
    )
    @blp.response(200, {"$ref": "#/components/schemas/TurnPreview"})
    @blp.fails(*PREVIEW_REFUSALS)
    def post(self, game_id: str) -> Response:
        """Show a turn before it is sent: the caller's staged moves played on a copy of the
        game, as far as their result may be shown (nothing is played or told to anyone)."""
        return _response(preview_turn(backend(), plain_request(), game_id))


@blp.route("/<game_id>/commands/<command_id>")
class Command(MethodView):
    @blp.operation("get_command", examples.move_result())
    @blp.auth()
    @blp.response(200, MOVE_RESULT)
    @blp.fails("GAME_NOT_FOUND", "FORBIDDEN", "COMMAND_NOT_FOUND")
    def get(self, game_id: str, command_id: str, player: Player) -> Any:
        """An asynchronous command's result: `accepted` while queued, then applied or rejected."""
        result = backend().command_result(player, game_id, command_id)
        return render.json_response(render.move_result_text(result))
