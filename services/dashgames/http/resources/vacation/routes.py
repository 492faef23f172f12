"""Vacation: an account pauses its own turn-based clocks, a bounded number of days a year
(docs/CLOCKS.md, "Vacation")."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView

from dashgames.accounts.types import Player
from dashgames.http.blueprint import ApiBlueprint, backend
from dashgames.http.resources.vacation.schemas import VacationChangeSchema, VacationSchema

blp = ApiBlueprint("vacation", __name__, url_prefix="/v1/players/me",
                   description="Vacation: your turn-based clocks paused.")

STATE = {"on": True, "since": 1764140000.0, "ends_at": 1766732000.0,
         "allowance_seconds": 2592000.0, "used_seconds": 86400.0, "left_seconds": 2505600.0,
         "year": 2026}


@blp.route("/vacation")
class Vacation(MethodView):
    @blp.auth()
    @blp.response(200, VacationSchema, example=STATE)
    @blp.doc(operationId="get_vacation")
    def get(self, player: Player) -> Any:
        """Whether you are on vacation, and this year's allowance, used and left."""
        return backend().vacation(player)

    @blp.auth(scope="play")
    @blp.arguments(VacationChangeSchema, example={"on": True})
    @blp.response(200, VacationSchema, example=STATE)
    @blp.fails("VACATION_USED_UP")
    @blp.doc(operationId="create_vacation")
    def put(self, body: dict[str, Any], player: Player) -> Any:
        """Go on vacation (`on: true`) or come back (`false`). While on, your clocks of an
        hour or more per move do not run and your opponents see you are away; it ends by
        itself when this year's days are used up (409 `VACATION_USED_UP` to start one then).
        Doing what is already so changes nothing."""
        return backend().set_vacation(player, body["on"])
