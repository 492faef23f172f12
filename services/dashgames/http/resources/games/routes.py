"""Games: create, lobby, read, join (a private game's through its invite), spectate, resign,
rematch, replay and its frames."""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from flask import Response, request, url_for
from flask.views import MethodView

from dashgames.accounts.types import Player
from dashgames.http import examples, render
from dashgames.http.blueprint import ApiBlueprint, backend
from dashgames.http.resources.games.schemas import (
    REPLAY,
    GameCreatedSchema,
    GameCreateSchema,
    GameSummarySchema,
    InviteQuerySchema,
    JoinSchema,
    LobbyQuerySchema,
    LobbySchema,
    ReplayFramesQuerySchema,
    ReplayFramesSchema,
)
from dashgames.play.types import ClockSpec, GameRead, SeatSpec

blp = ApiBlueprint("games", __name__, url_prefix="/v1/games", description="Games and seats.")

GAME_READ = {"$ref": "#/components/schemas/GameRead"}
ETAG_HEADER = {"ETag": {"schema": {"type": "string"}, "description": 'The version, quoted: "7".'}}
# The body as the contract states it: one schema per game type (``contract.game_create``), as
# strict as the server; GameCreateSchema parses it.
NEW_GAME = {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/NewGame"}}}}
IF_NONE_MATCH = {
    "in": "header", "name": "If-None-Match", "required": False, "schema": {"type": "string"},
    "description": "A previous ETag: 304 when the game has not changed since.",
}


def read_response(read: GameRead) -> Response:
    tag = render.etag(read.version)
    if tag in request.headers.get("If-None-Match", ""):
        return Response(status=304, headers={"ETag": tag})
    text = render.game_read_text(read, request.host_url)
    return render.json_response(text, headers={"ETag": tag})


@blp.route("")
class Games(MethodView):
    @blp.operation("list_games", {"games": [examples.summary()]})
    @blp.arguments(LobbyQuerySchema, location="query")
    @blp.response(200, LobbySchema)
    def get(self, query: dict[str, Any]) -> Any:
        """The lobby: games by status and type, newest first."""
        found = backend().list_games(query.get("status"), query.get("type"), query["limit"])
        return {"games": found}

    @blp.operation("create_game", examples.summary(), examples.NEW_GAME)
    @blp.auth(scope="act")
    @blp.arguments(GameCreateSchema)
    @blp.response(201, GameCreatedSchema, headers={"Location": {"schema": {"type": "string"}}})
    @blp.fails("BAD_OPTIONS", "TOO_MANY_OPEN_GAMES", "RATED_WITH_HOUSE_BOTS")
    @blp.doc(requestBody=NEW_GAME)
    def post(self, body: dict[str, Any], player: Player) -> Any:
        """Create a game: its type, options and seats (human or bot), and the creator's seat.
        A private game's answer carries its `invite_url`."""
        seats = [SeatSpec(s["kind"], s["level"]) for s in body["seats"]]
        clock = ClockSpec(**body["clock"]) if body["clock"] else None
        game = backend().create_game(player, body["type"], body["options"], seats, body["seat"],
                                     clock, private=body["private"], rated=body["rated"])
        created: Any = game
        invite = backend().read_game(player, game.id).invite_path if game.private else None
        if invite is not None:
            created = {**asdict(game), "invite_url": request.host_url.rstrip("/") + invite}
        return created, 201, {"Location": url_for("games.Game", game_id=game.id)}


@blp.route("/<game_id>")
class Game(MethodView):
    @blp.operation("get_game", examples.game_read())
    @blp.auth(optional=True)
    @blp.response(200, GAME_READ, headers=ETAG_HEADER)
    @blp.alt_response(304, description="Not modified since the If-None-Match version.")
    @blp.doc(parameters=[IF_NONE_MATCH])
    @blp.fails("GAME_NOT_FOUND")
    def get(self, game_id: str, player: Player | None) -> Response:
        """The caller's view of the game (a spectator's without a token); ETag is the version."""
        return read_response(backend().read_game(player, game_id))


@blp.route("/<game_id>/join")
class Join(MethodView):
    @blp.operation("join_game", examples.summary(), examples.JOIN)
    @blp.auth(scope="act")
    @blp.arguments(InviteQuerySchema, location="query")
    @blp.arguments(JoinSchema, required=False)
    @blp.response(200, GameSummarySchema)
    @blp.fails("GAME_NOT_FOUND", "SEAT_TAKEN", "INVITE_REQUIRED", "INVITE_INVALID")
    def post(self, query: dict[str, Any], body: dict[str, Any], game_id: str,
             player: Player) -> Any:
        """Take an open human seat (a given one, or the first open one), or take back your
        seat from the bot the table's clock handed it to (any `seat`). A private game's seat
        needs its invite: the invite URL (`?invite=`), or `invite` in the body."""
        invite = query.get("invite") or body.get("invite")
        return backend().join(player, game_id, body.get("seat"), invite)


@blp.route("/<game_id>/spectate")
class Spectate(MethodView):
    @blp.operation("spectate_game", examples.game_read(None))
    @blp.auth(optional=True)
    @blp.response(200, GAME_READ, headers=ETAG_HEADER)
    @blp.fails("GAME_NOT_FOUND")
    def post(self, game_id: str, player: Player | None) -> Response:
        """Watch the game: the public view, whoever asks. Follow it with `/events`."""
        return read_response(backend().read_game(None, game_id))


@blp.route("/<game_id>/resign")
class Resign(MethodView):
    @blp.operation("resign_game", examples.summary())
    @blp.auth(scope="act")
    @blp.response(200, GameSummarySchema)
    @blp.fails("GAME_NOT_FOUND", "FORBIDDEN", "GAME_OVER", "GAME_NOT_STARTED")
    def post(self, game_id: str, player: Player) -> Any:
        """Leave the game: the seat forfeits or passes to a bot, per the game type's policy."""
        return backend().resign(player, game_id)


REMATCH_EXAMPLE = {
    "id": "5be1c0a2d3f4", "type": "double_dash", "status": "active", "options": {},
    "seats": [
        {"seat": 0, "kind": "human", "player_id": "b0b0b0b0b0b0", "player_name": "bob",
         "bot_level": None, "resigned": False,
         "is_bot": False, "bot_owner": None},
        {"seat": 1, "kind": "human", "player_id": "a11ce0a11ce0", "player_name": "ann",
         "bot_level": None, "resigned": False,
         "is_bot": False, "bot_owner": None},
    ],
    "version": 1, "seed_sha256": "9f2c...", "created_at": 1764140000.0, "to_act": [0],
    "outcome": None, "timers": [], "clock": None, "rated": False, "private": False,
    "rematch_of": "0c1d2e3f4a5b",
}


@blp.route("/<game_id>/rematch")
class Rematch(MethodView):
    @blp.auth(scope="act")
    @blp.response(200, GameSummarySchema, example=REMATCH_EXAMPLE)
    @blp.fails("GAME_NOT_FOUND", "FORBIDDEN", "REMATCH_NOT_AVAILABLE")
    @blp.doc(operationId="rematch_game")
    def post(self, game_id: str, player: Player) -> Any:
        """After the end, a player of the game asks for a rematch: a new game of the same
        type, options, clock, privacy and rated flag, with the same players, seats rotated by
        one (seat i's player sits at i + 1) and house bots where bots sat. It starts at once:
        every other player gets `game_started` (with `rematch_of`) on their account stream.
        Asking again, or another player asking, answers the same game."""
        return backend().rematch(player, game_id)


@blp.route("/<game_id>/replay")
class Replay(MethodView):
    @blp.operation("get_replay", examples.replay())
    @blp.response(200, REPLAY)
    @blp.fails("GAME_NOT_FOUND", "REPLAY_NOT_AVAILABLE")
    def get(self, game_id: str) -> Any:
        """After the end: the seed, every move and every event.

        Check it: `dashgames verify-replay <this URL>` hashes the seed against the
        `seed_sha256` every read showed, re-runs the moves and compares every roll and event.
        """
        return render.json_response(render.replay_text(backend().replay(game_id)))


@blp.route("/<game_id>/replay/frames")
class ReplayFrames(MethodView):
    @blp.operation("list_replay_frames", examples.replay_frames())
    @blp.arguments(ReplayFramesQuerySchema, location="query")
    @blp.response(200, ReplayFramesSchema)
    @blp.fails("GAME_NOT_FOUND", "REPLAY_NOT_AVAILABLE")
    def get(self, query: dict[str, Any], game_id: str) -> Any:
        """After the end: the board at each step, for a replay viewer to draw.

        Frame `i` is the public view after the replay's `i`-th move (frame 0: before any), re-run
        from the revealed seed with the game's rules. Page with `start` and `count`.
        """
        return {"frames": backend().replay_frames(game_id, query["start"], query["count"])}
