"""Web Push (RFC 8030 with VAPID): a device opts in with its browser subscription; the
notifier pushes "your turn", "challenge received" and "game finished" (docs/PUSH.md)."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView

from dashgames.accounts.types import Player
from dashgames.http.blueprint import ApiBlueprint, backend
from dashgames.http.resources.push.schemas import (
    QuietHoursSchema,
    QuietHoursStateSchema,
    SubscribeSchema,
    SubscriptionListSchema,
    SubscriptionSchema,
    VapidKeySchema,
)

blp = ApiBlueprint("push", __name__, url_prefix="/v1/",
                   description="Web Push: devices told when it is your turn.")

SUBSCRIPTION = {"id": "9f2c4e1a7b3d5c60", "endpoint": "https://push.example/send/abc123",
                "device": "phone", "created_at": 1764140000.5}
KEYS = {"p256dh": "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I"
                  "99e8QcYP7DkM", "auth": "tBHItJI5svbpez7KI4CCXg"}


@blp.route("/push/vapid-key")
class VapidKey(MethodView):
    @blp.response(200, VapidKeySchema, example={"public_key": KEYS["p256dh"]})
    @blp.doc(operationId="get_push_key", security=[])
    def get(self) -> Any:
        """The server's VAPID public key, for a browser's `pushManager.subscribe`."""
        return {"public_key": backend().push_public_key()}


@blp.route("/players/me/push/subscriptions")
class Subscriptions(MethodView):
    @blp.auth()
    @blp.response(200, SubscriptionListSchema, example={"subscriptions": [SUBSCRIPTION]})
    @blp.doc(operationId="list_push_subscriptions")
    def get(self, player: Player) -> Any:
        """This account's devices that receive push notifications (never their keys)."""
        return {"subscriptions": backend().push_subscriptions(player)}

    @blp.auth(scope="play")
    @blp.arguments(SubscribeSchema, example={"endpoint": SUBSCRIPTION["endpoint"],
                                             "keys": KEYS, "device": "phone"})
    @blp.response(201, SubscriptionSchema, example=SUBSCRIPTION)
    @blp.fails("BAD_PUSH_SUBSCRIPTION", "TOO_MANY_PUSH_SUBSCRIPTIONS")
    @blp.doc(operationId="create_push_subscription")
    def post(self, body: dict[str, Any], player: Player) -> Any:
        """Opt this device in: the browser's push subscription (`PushSubscription.toJSON()`).
        The same endpoint again replaces its keys. A key that is not a P-256 point, an auth
        secret that is not 16 bytes or an endpoint that is not https answers 422
        `BAD_PUSH_SUBSCRIPTION` and nothing is kept."""
        sub = {"endpoint": body["endpoint"], "keys": body["keys"]}
        return backend().push_subscribe(player, sub, body["device"])


@blp.route("/players/me/push/subscriptions/<subscription_id>")
class SubscriptionOne(MethodView):
    @blp.auth(scope="play")
    @blp.response(204)
    @blp.fails("PUSH_SUBSCRIPTION_NOT_FOUND")
    @blp.doc(operationId="revoke_push_subscription")
    def delete(self, subscription_id: str, player: Player) -> None:
        """Opt a device out."""
        backend().push_unsubscribe(player, subscription_id)


@blp.route("/players/me/push/quiet-hours")
class QuietHours(MethodView):
    @blp.auth()
    @blp.response(200, QuietHoursStateSchema, example={"quiet_hours": {
        "start_hour": 22, "end_hour": 7, "utc_offset_minutes": 60}})
    @blp.doc(operationId="get_push_quiet_hours")
    def get(self, player: Player) -> Any:
        """This account's quiet hours: no push notification then (they are not sent later)."""
        return {"quiet_hours": backend().push_quiet_hours(player)}

    @blp.auth(scope="play")
    @blp.arguments(QuietHoursSchema, example={"start_hour": 22, "end_hour": 7,
                                              "utc_offset_minutes": 60})
    @blp.response(200, QuietHoursStateSchema, example={"quiet_hours": {
        "start_hour": 22, "end_hour": 7, "utc_offset_minutes": 60}})
    @blp.fails("BAD_QUIET_HOURS")
    @blp.doc(operationId="create_push_quiet_hours")
    def put(self, body: dict[str, Any], player: Player) -> Any:
        """Quiet from `start_hour` up to `end_hour` in local time (UTC plus
        `utc_offset_minutes`), across midnight when start is later than end."""
        return {"quiet_hours": backend().set_push_quiet_hours(player, body)}

    @blp.auth(scope="play")
    @blp.response(204)
    @blp.doc(operationId="cancel_push_quiet_hours")
    def delete(self, player: Player) -> None:
        """No quiet hours."""
        backend().set_push_quiet_hours(player, None)
