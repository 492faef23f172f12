"""Liveness (the process answers) and readiness (its dependencies answer too)."""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from flask.views import MethodView
from marshmallow import fields

from dashgames.http import errors, examples
from dashgames.http.blueprint import ApiBlueprint, backend

blp = ApiBlueprint("health", __name__, description="For load balancers and orchestrators.")


class HealthSchema(ma.Schema):
    ok = fields.Boolean(required=True)
    checks = fields.Dict(keys=fields.String(), values=fields.String(), required=True)


@blp.route("/healthz")
class Health(MethodView):
    @blp.operation("check_health", examples.HEALTH)
    @blp.response(200, HealthSchema)
    def get(self) -> Any:
        """The process is alive."""
        return backend().health()


@blp.route("/readyz")
class Ready(MethodView):
    @blp.operation("check_readiness", examples.READY)
    @blp.response(200, HealthSchema)
    @blp.fails(errors.NOT_READY)
    def get(self) -> Any:
        """This process can serve: the store and the Celery broker answer. Send traffic here.

        Workers are not checked: their health is ``dashgames_live_workers`` on ``/metrics``."""
        health = backend().readiness()
        if not health.ok:
            raise errors.ApiError(errors.NOT_READY, "not ready", checks=health.checks)
        return health
