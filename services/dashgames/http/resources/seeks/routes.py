"""Seeks: matchmaking (docs/MATCHMAKING.md). A seeker states a game type, the table sizes it
accepts, a clock, rated or casual, and whether house bots may fill in; the pairing worker seats
it with players near its rating and says so on its account stream (``game_started``)."""

from __future__ import annotations

from contextlib import AbstractContextManager, nullcontext
from dataclasses import asdict
from typing import Any

from flask import current_app, request, url_for
from flask.views import MethodView

from dashgames.accounts.types import Player
from dashgames.http import errors
from dashgames.http.blueprint import ApiBlueprint, backend, bearer_token
from dashgames.http.limits import Limiter
from dashgames.http.resources.seeks.schemas import (
    NEW_SEEK_EXAMPLE,
    SEEK_EXAMPLE,
    SeekCreateSchema,
    SeekListQuerySchema,
    SeekListSchema,
    SeekSchema,
    SeekWaitSchema,
)
from dashgames.http.settings import ApiSettings
from dashgames.matchmaking.types import Seek, SeekSpec
from dashgames.play.types import ClockSpec

# The body as the contract states it: one schema per game type (``contract.seek_create``), as
# strict as the server; SeekCreateSchema parses it.
NEW_SEEK = {"required": True, "content": {"application/json": {
    "schema": {"$ref": "#/components/schemas/NewSeek"}, "example": NEW_SEEK_EXAMPLE}}}

blp = ApiBlueprint("seeks", __name__, url_prefix="/v1/seeks",
                   description="Matchmaking: seeks and their pairing.")


def _stream_quota() -> AbstractContextManager[None]:
    """One of the caller's open streams while a long-poll waits (429 ``TOO_MANY_STREAMS``), as
    the game events' long-polls count."""
    limiter: Limiter | None = current_app.extensions.get("dashgames.limiter")
    if limiter is None:
        return nullcontext()
    return limiter.stream(bearer_token(request.headers.get("Authorization")), request.remote_addr)


def seek_body(seek: Seek) -> dict[str, Any]:
    spec = seek.spec
    return {
        "id": seek.id, "type": spec.game_type, "players": list(spec.players),
        "clock": asdict(spec.clock) if spec.clock else None, "options": spec.options,
        "rated": spec.rated, "bots": spec.bots, "bot_level": spec.bot_level,
        "rating": seek.rating, "status": seek.status,
        "created_at": seek.created_at, "expires_at": seek.expires_at, "game_id": seek.game_id,
        "player_id": seek.player_id, "player_name": seek.player_name,
    }


@blp.route("")
class Seeks(MethodView):
    @blp.arguments(SeekListQuerySchema, location="query")
    @blp.response(200, SeekListSchema, example={"seeks": [{**SEEK_EXAMPLE, "status": "waiting",
                                                           "game_id": None}]})
    @blp.doc(operationId="list_seeks")
    def get(self, query: dict[str, Any]) -> Any:
        """The waiting seeks, newest first (of one game type with `type`)."""
        found = backend().list_seeks(query.get("type"), query["limit"])
        return {"seeks": [seek_body(s) for s in found]}

    @blp.auth(scope="act")
    @blp.arguments(SeekCreateSchema)
    @blp.response(201, SeekSchema, headers={"Location": {"schema": {"type": "string"}}},
                  example={**SEEK_EXAMPLE, "status": "waiting", "game_id": None})
    @blp.fails("BAD_OPTIONS", "RATED_WITH_BOTS", "PLAYER_COUNT_UNSUPPORTED",
               "ALREADY_SEEKING")
    @blp.doc(operationId="create_seek", requestBody=NEW_SEEK)
    def post(self, body: dict[str, Any], player: Player) -> Any:
        """Seek a game: one waiting seek per player. Keep it alive by reading it (a long-poll
        with `wait` does it while it waits) at least every `DASHGAMES_SEEK_TTL` seconds (30 by
        default) or it is dropped (`seek_removed` on the account stream)."""
        clock = ClockSpec(**body["clock"]) if body["clock"] else None
        spec = SeekSpec(body["type"], tuple(body["players"]), clock, body["options"],
                        body["rated"], body["bots"], body["bot_level"])
        seek = backend().create_seek(player, spec)
        return seek_body(seek), 201, {"Location": url_for("seeks.OneSeek", seek_id=seek.id)}


@blp.route("/<seek_id>")
class OneSeek(MethodView):
    @blp.auth()
    @blp.arguments(SeekWaitSchema, location="query")
    @blp.response(200, SeekSchema, example=SEEK_EXAMPLE)
    @blp.fails("SEEK_NOT_FOUND", errors.TOO_MANY_STREAMS)
    @blp.doc(operationId="read_seek")
    def get(self, query: dict[str, Any], seek_id: str, player: Player) -> Any:
        """Your seek, kept alive by this read; with `wait`, answers as soon as it is paired
        (`status` `paired`, `game_id` the game) or when the wait ends. A wait counts as one of
        the caller's open streams while it lasts."""
        settings: ApiSettings = current_app.extensions["dashgames.settings"]
        wait = min(query["wait"], settings.long_poll_max_seconds)
        if wait <= 0:
            return seek_body(backend().read_seek(player, seek_id, 0.0))
        with _stream_quota():
            return seek_body(backend().read_seek(player, seek_id, wait))

    @blp.auth(scope="act")
    @blp.response(204)
    @blp.fails("SEEK_NOT_FOUND", "SEEK_ALREADY_PAIRED")
    @blp.doc(operationId="cancel_seek")
    def delete(self, seek_id: str, player: Player) -> Any:
        """Withdraw your waiting seek (409 `SEEK_ALREADY_PAIRED` once a table is made)."""
        backend().cancel_seek(player, seek_id)
        return None
