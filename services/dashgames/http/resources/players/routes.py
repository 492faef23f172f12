"""Player and bot accounts, and their tokens; the bearer token is shown once, at creation."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView

from dashgames.accounts.types import Player
from dashgames.http import examples
from dashgames.http.blueprint import ApiBlueprint, backend
from dashgames.http.resources.players.schemas import (
    MeSchema,
    PlayerCreatedSchema,
    PlayerCreateSchema,
    PlayerSchema,
    TokenCreatedSchema,
    TokenCreateSchema,
    TokenListSchema,
)

blp = ApiBlueprint("players", __name__, url_prefix="/v1/players", description="Accounts.")

TOKEN_EXAMPLE = {"id": "t3f9a1c2b7d", "label": "tournament bot", "scopes": ["bot", "read"],
                 "created_at": 1764140000.5, "current": False}


def _me(player: Player) -> dict[str, Any]:
    profile = backend().player_profile(player.id)
    return {**profile, "token_id": player.token_id, "scopes": list(player.scopes)}


@blp.route("")
class Players(MethodView):
    @blp.operation("create_player", examples.PLAYER_CREATED, examples.NEW_PLAYER)
    @blp.auth(optional=True, scope="act")
    @blp.arguments(PlayerCreateSchema)
    @blp.response(201, PlayerCreatedSchema)
    @blp.fails("FORBIDDEN", "SCOPE_NOT_ALLOWED")
    def post(self, body: dict[str, Any], player: Player | None) -> Any:
        """Create a player (or a bot account) and return its bearer token, this once. A bot
        account created with a person's token is that person's bot (`bot_owner`)."""
        created, token = backend().create_player(body["name"], body["bot"], owner=player,
                                                 accepts=body["accepts"])
        return {**backend().player_profile(created.id), "token": token,
                "token_id": created.token_id, "scopes": list(created.scopes)}


@blp.route("/me")
class Me(MethodView):
    @blp.operation("get_current_player", examples.PLAYER)
    @blp.auth()
    @blp.response(200, MeSchema)
    def get(self, player: Player) -> Any:
        """The account the bearer token belongs to, with the token's id and scopes."""
        return _me(player)


@blp.route("/<player_id>")
class PlayerProfile(MethodView):
    @blp.auth()
    @blp.response(200, PlayerSchema, example={"id": "5d41402abc4b", "name": "ada-bot",
                                              "is_bot": True, "bot_owner": "a1b2c3d4e5f6",
                                              "accepts": ["double_dash"]})
    @blp.fails("PLAYER_NOT_FOUND")
    @blp.doc(operationId="get_player")
    def get(self, player_id: str, player: Player) -> Any:
        """A player's public profile: name, whether it is a bot account, its owner, and the
        game types a bot account takes challenges for."""
        return backend().player_profile(player_id)


@blp.route("/me/tokens")
class Tokens(MethodView):
    @blp.auth()
    @blp.response(200, TokenListSchema, example={"tokens": [TOKEN_EXAMPLE]})
    @blp.doc(operationId="list_tokens")
    def get(self, player: Player) -> Any:
        """The account's live tokens (never the tokens themselves: only their ids)."""
        return {"tokens": backend().list_tokens(player)}

    @blp.auth()
    @blp.arguments(TokenCreateSchema, example={"label": "tournament bot",
                                               "scopes": ["bot", "read"]})
    @blp.response(201, TokenCreatedSchema,
                  example={**TOKEN_EXAMPLE, "token": "dg_J8p...shown-once"})
    @blp.fails("SCOPE_NOT_ALLOWED", "TOO_MANY_TOKENS")
    @blp.doc(operationId="create_token")
    def post(self, body: dict[str, Any], player: Player) -> Any:
        """A new token with a label and scopes, shown this once. A token grants no scope it
        lacks itself, and an account only the scopes of its kind."""
        record, token = backend().create_token(player, body["label"], body["scopes"])
        return {**record, "token": token}


@blp.route("/me/tokens/<token_id>/rotate")
class RotateToken(MethodView):
    @blp.auth()
    @blp.response(201, TokenCreatedSchema,
                  example={**TOKEN_EXAMPLE, "token": "dg_Q2x...shown-once"})
    @blp.fails("TOKEN_NOT_FOUND", "SCOPE_NOT_ALLOWED")
    @blp.doc(operationId="rotate_token")
    def post(self, token_id: str, player: Player) -> Any:
        """Replace a token by a new one with the same label and scopes (a new id); the old
        one is revoked in the same step: 401 `TOKEN_REVOKED` from then on, open streams
        included."""
        record, token = backend().rotate_token(player, token_id)
        return {**record, "token": token}


@blp.route("/me/tokens/<token_id>")
class TokenOne(MethodView):
    @blp.auth()
    @blp.response(204)
    @blp.fails("TOKEN_NOT_FOUND", "SCOPE_NOT_ALLOWED")
    @blp.doc(operationId="revoke_token")
    def delete(self, token_id: str, player: Player) -> None:
        """Revoke a token: every request with it answers 401 `TOKEN_REVOKED` at once, and an
        open account or game stream held with it ends with an `error` event."""
        backend().revoke_token(player, token_id)
