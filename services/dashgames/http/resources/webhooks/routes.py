"""An account's webhook endpoints: register, list, read, delete, enable again, and each one's
delivery log (docs/WEBHOOKS.md)."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView

from dashgames.accounts.types import Player
from dashgames.http.blueprint import ApiBlueprint, backend
from dashgames.http.resources.webhooks.schemas import (
    DeliveriesQuerySchema,
    DeliveryListSchema,
    WebhookCreatedSchema,
    WebhookCreateSchema,
    WebhookListSchema,
    WebhookSchema,
)

blp = ApiBlueprint("webhooks", __name__, url_prefix="/v1/players/me/webhooks",
                   description="Webhooks: your account events posted to your endpoints.")

EXAMPLE = {"id": "wh_5d41402abc4b2a76", "url": "https://league.example/dash-hook",
           "events": ["game_finished"], "description": "league results", "status": "active",
           "disabled_reason": None, "created_at": 1764140000.0, "failures": 0,
           "next_try_at": None}
DELIVERY = {"delivery_id": "msg_wh_5d41402abc4b2a76_1764140000000-0",
            "event_id": "1764140000000-0", "event_type": "game_finished", "attempt": 1,
            "at": 1764140000.2, "ok": True, "response_status": 200, "error": None,
            "duration_ms": 41.5}


@blp.route("")
class Webhooks(MethodView):
    @blp.auth()
    @blp.response(200, WebhookListSchema, example={"webhooks": [EXAMPLE]})
    @blp.doc(operationId="list_webhooks")
    def get(self, player: Player) -> Any:
        """Your webhook endpoints (never their secrets)."""
        return {"webhooks": backend().webhooks.listed(player)}

    @blp.auth(scope="act")
    @blp.arguments(WebhookCreateSchema, example={"url": "https://league.example/dash-hook",
                                                 "events": ["game_finished"]})
    @blp.response(201, WebhookCreatedSchema,
                  example={**EXAMPLE, "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"})
    @blp.fails("BAD_WEBHOOK_URL", "TOO_MANY_WEBHOOKS")
    @blp.doc(operationId="create_webhook")
    def post(self, body: dict[str, Any], player: Player) -> Any:
        """Register an endpoint: from now on each of your account events (or those of the
        types in `events`) is posted to it, in order, signed as Standard Webhooks says with the
        `secret` this answer shows once; retried with a growing wait until it answers 2xx."""
        found = backend().webhooks.create(player, body["url"], body["events"],
                                          body["description"])
        return {**found, "failures": 0, "next_try_at": None}, 201


@blp.route("/<webhook_id>")
class WebhookOne(MethodView):
    @blp.auth()
    @blp.response(200, WebhookSchema, example=EXAMPLE)
    @blp.fails("WEBHOOK_NOT_FOUND")
    @blp.doc(operationId="get_webhook")
    def get(self, webhook_id: str, player: Player) -> Any:
        """One endpoint: its status, and its failures in a row now."""
        return backend().webhooks.read(player, webhook_id)

    @blp.auth(scope="act")
    @blp.response(204)
    @blp.fails("WEBHOOK_NOT_FOUND")
    @blp.doc(operationId="delete_webhook")
    def delete(self, webhook_id: str, player: Player) -> None:
        """Remove an endpoint; nothing more is posted to it."""
        backend().webhooks.delete(player, webhook_id)


@blp.route("/<webhook_id>/enable")
class EnableWebhook(MethodView):
    @blp.auth(scope="act")
    @blp.response(200, WebhookSchema, example=EXAMPLE)
    @blp.fails("WEBHOOK_NOT_FOUND")
    @blp.doc(operationId="enable_webhook")
    def post(self, webhook_id: str, player: Player) -> Any:
        """Make a disabled endpoint active again, for the events from now on."""
        return backend().webhooks.enable(player, webhook_id)


@blp.route("/<webhook_id>/deliveries")
class Deliveries(MethodView):
    @blp.auth()
    @blp.arguments(DeliveriesQuerySchema, location="query")
    @blp.response(200, DeliveryListSchema, example={"deliveries": [DELIVERY]})
    @blp.fails("WEBHOOK_NOT_FOUND")
    @blp.doc(operationId="list_webhook_deliveries")
    def get(self, query: dict[str, Any], webhook_id: str, player: Player) -> Any:
        """The endpoint's delivery log, newest first: each try, its answer or error, and
        when the next is due."""
        return {"deliveries": backend().webhooks.deliveries(player, webhook_id,
                                                            query["limit"])}
