"""Challenges: send one, list yours, accept, decline (with a reason) or cancel one."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView

from dashgames.accounts.types import Player
from dashgames.challenges.types import ChallengeRequest
from dashgames.http.blueprint import ApiBlueprint, backend
from dashgames.http.resources.challenges.schemas import (
    ChallengeCreateSchema,
    ChallengeListSchema,
    ChallengeSchema,
    DeclineSchema,
)
from dashgames.play.types import ClockSpec

blp = ApiBlueprint("challenges", __name__, url_prefix="/v1/challenges",
                   description="Challenging a player or a bot account to a game.")

PERSON = {"id": "a1b2c3d4e5f6", "name": "ada", "is_bot": False, "owner": None}
BOT = {"id": "5d41402abc4b", "name": "ada-bot", "is_bot": True, "owner": "a1b2c3d4e5f6"}
EXAMPLE = {
    "id": "c0f3e2d1c4b5", "status": "pending", "challenger": PERSON, "challenged": BOT,
    "game_type": "double_dash", "options": {}, "players": 2, "seat": 0, "challenged_seat": 1,
    "clock": {"per_move_seconds": 30.0, "initial_seconds": None, "increment_seconds": 0.0,
              "on_expiry": None},
    "rated": False, "bot_level": None, "created_at": 1764140000.0, "expires_at": 1764140600.0,
    "answered_at": None, "decline_reason": None, "game_id": None,
}
ANSWER_CODES = ("CHALLENGE_NOT_FOUND", "NOT_YOUR_CHALLENGE", "CHALLENGE_CLOSED",
                "CHALLENGE_EXPIRED")


@blp.route("")
class Challenges(MethodView):
    @blp.auth(scope="act")
    @blp.arguments(ChallengeCreateSchema, example={"to": "5d41402abc4b", "type": "double_dash",
                                                   "clock": {"per_move_seconds": 30}})
    @blp.response(201, ChallengeSchema, example=EXAMPLE)
    @blp.fails("CANNOT_CHALLENGE_SELF", "PLAYER_NOT_FOUND", "GAME_TYPE_NOT_ACCEPTED",
               "BAD_OPTIONS", "RATED_WITH_HOUSE_BOTS", "TOO_MANY_CHALLENGES")
    @blp.doc(operationId="create_challenge")
    def post(self, body: dict[str, Any], player: Player) -> Any:
        """Challenge a player or a bot account: the challenged player's account stream gets
        `challenge_received`; its answer comes back on yours."""
        request = ChallengeRequest(
            to=body["to"], game_type=body["type"], options=body["options"],
            players=body["players"], seat=body["seat"],
            clock=ClockSpec(**body["clock"]) if body["clock"] else None,
            rated=body["rated"], bot_level=body["bot_level"],
        )
        return backend().create_challenge(player, request, body["expires_in"]), 201

    @blp.auth()
    @blp.response(200, ChallengeListSchema, example={"incoming": [EXAMPLE], "outgoing": []})
    @blp.doc(operationId="list_challenges")
    def get(self, player: Player) -> Any:
        """Your challenges, sent to you and sent by you, newest first (closed ones a day
        past their expiry)."""
        found = backend().list_challenges(player)
        return {"incoming": found["in"], "outgoing": found["out"]}


ACCEPTED = {**EXAMPLE, "status": "accepted", "answered_at": 1764140012.0,
            "game_id": "9f2c4e1a7b3d"}


@blp.route("/<challenge_id>/accept")
class Accept(MethodView):
    @blp.auth(scope="act")
    @blp.response(200, ChallengeSchema, example=ACCEPTED)
    @blp.fails(*ANSWER_CODES)
    @blp.doc(operationId="accept_challenge")
    def post(self, challenge_id: str, player: Player) -> Any:
        """Accept a challenge sent to you: the game is created with both players seated
        (`game_id`), and both account streams get `challenge_accepted` and `game_started`."""
        return backend().answer_challenge(player, challenge_id, "accept")


@blp.route("/<challenge_id>/decline")
class Decline(MethodView):
    @blp.auth(scope="act")
    @blp.arguments(DeclineSchema, example={"reason": "tooFast"})
    @blp.response(200, ChallengeSchema,
                  example={**EXAMPLE, "status": "declined", "decline_reason": "tooFast",
                           "answered_at": 1764140012.0})
    @blp.fails(*ANSWER_CODES)
    @blp.doc(operationId="decline_challenge")
    def post(self, body: dict[str, Any], challenge_id: str, player: Player) -> Any:
        """Decline a challenge sent to you, with a reason."""
        return backend().answer_challenge(player, challenge_id, "decline", body["reason"])


@blp.route("/<challenge_id>/cancel")
class Cancel(MethodView):
    @blp.auth(scope="act")
    @blp.response(200, ChallengeSchema,
                  example={**EXAMPLE, "status": "cancelled", "answered_at": 1764140012.0})
    @blp.fails(*ANSWER_CODES)
    @blp.doc(operationId="cancel_challenge")
    def post(self, challenge_id: str, player: Player) -> Any:
        """Withdraw a challenge you sent."""
        return backend().answer_challenge(player, challenge_id, "cancel")
