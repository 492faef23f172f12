"""An account's table preferences, on every device it plays from (docs/CONFIRM.md)."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView

from dashgames.accounts.types import Player
from dashgames.http.blueprint import ApiBlueprint, backend
from dashgames.http.resources.preferences.schemas import (
    PreferencesChangeSchema,
    PreferencesSchema,
)

blp = ApiBlueprint("preferences", __name__, url_prefix="/v1/players/me",
                   description="Your table preferences.")


@blp.route("/preferences")
class Preferences(MethodView):
    @blp.auth()
    @blp.response(200, PreferencesSchema, example={"confirm_moves": False})
    @blp.doc(operationId="get_preferences")
    def get(self, player: Player) -> Any:
        """Your table preferences (the clients read them when a game opens)."""
        return backend().preferences(player, None)

    @blp.auth(scope="play")
    @blp.arguments(PreferencesChangeSchema, example={"confirm_moves": True})
    @blp.response(200, PreferencesSchema, example={"confirm_moves": True})
    @blp.doc(operationId="create_preferences")
    def put(self, body: dict[str, Any], player: Player) -> Any:
        """Change the preferences named in the body; the others stay as they are."""
        return backend().preferences(player, body)
