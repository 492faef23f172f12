"""What the API does with webhooks: register, list, read, delete and enable an account's
endpoints, and read an endpoint's delivery log (docs/WEBHOOKS.md)."""

from __future__ import annotations

import secrets
import time
from typing import Any
from urllib.parse import urlsplit

from dashgames.accounts.inbox import Inbox
from dashgames.accounts.types import Player
from dashgames.webhooks.errors import BadWebhookUrl, TooManyWebhooks, WebhookNotFound
from dashgames.webhooks.guard import registration_refusal
from dashgames.webhooks.settings import WebhookSettings
from dashgames.webhooks.signing import new_secret
from dashgames.webhooks.store import WebhookStore


def public(endpoint: dict[str, Any]) -> dict[str, Any]:
    """An endpoint as the API shows it after its creation: never its secret."""
    return {k: v for k, v in endpoint.items() if k != "secret"}


class WebhooksService:
    def __init__(self, store: WebhookStore, inbox: Inbox, settings: WebhookSettings) -> None:
        self.store = store
        self.inbox = inbox
        self.settings = settings

    def create(self, player: Player, url: str, events: list[str] | None,
               description: str) -> dict[str, Any]:
        """A new endpoint, active, for the account's events from now on; the answer is the
        only one that shows its ``secret``."""
        player.require("act")
        self._check_url(url)
        if len(self.store.endpoints(player.id)) >= self.settings.most_endpoints:
            raise TooManyWebhooks("this account holds its most webhook endpoints",
                                  limit=self.settings.most_endpoints)
        endpoint: dict[str, Any] = {"id": "wh_" + secrets.token_hex(8), "url": url,
                                    "events": sorted(set(events)) if events else None,
                                    "description": description, "status": "active",
                                    "disabled_reason": None, "created_at": time.time(),
                                    "secret": new_secret()}
        self.store.start_at(player.id, endpoint["id"], self.inbox.last_id(player.id))
        self.store.save(player.id, endpoint)
        return endpoint

    def listed(self, player: Player) -> list[dict[str, Any]]:
        player.require("read")
        return [self._shown(player, e) for e in self.store.endpoints(player.id)]

    def read(self, player: Player, endpoint_id: str) -> dict[str, Any]:
        player.require("read")
        return self._shown(player, self._get(player, endpoint_id))

    def delete(self, player: Player, endpoint_id: str) -> None:
        player.require("act")
        if not self.store.delete(player.id, endpoint_id):
            raise WebhookNotFound(f"no webhook {endpoint_id}", webhook_id=endpoint_id)

    def enable(self, player: Player, endpoint_id: str) -> dict[str, Any]:
        """A disabled endpoint active again, for the events from now on (what it missed
        while disabled is in the account's other lists, not sent again)."""
        player.require("act")
        endpoint = self._get(player, endpoint_id)
        if endpoint["status"] != "active":
            endpoint.update(status="active", disabled_reason=None)
            self.store.start_at(player.id, endpoint_id, self.inbox.last_id(player.id))
            self.store.save(player.id, endpoint)
        return self._shown(player, endpoint)

    def deliveries(self, player: Player, endpoint_id: str, limit: int) -> list[dict[str, Any]]:
        player.require("read")
        self._get(player, endpoint_id)
        return self.store.deliveries(player.id, endpoint_id, limit)

    # ---- helpers -------------------------------------------------------------------------
    def _get(self, player: Player, endpoint_id: str) -> dict[str, Any]:
        endpoint = self.store.endpoint(player.id, endpoint_id)
        if endpoint is None:
            raise WebhookNotFound(f"no webhook {endpoint_id}", webhook_id=endpoint_id)
        return endpoint

    def _shown(self, player: Player, endpoint: dict[str, Any]) -> dict[str, Any]:
        progress = self.store.progress(player.id, endpoint["id"])
        return {**public(endpoint), "failures": progress["failures"],
                "next_try_at": progress["next_at"] or None}

    def _check_url(self, url: str) -> None:
        schemes = ("https", "http") if self.settings.allow_http else ("https",)
        try:
            parts = urlsplit(url)
            host, _ = parts.hostname, parts.port  # a bad port raises here
        except ValueError:
            parts, host = urlsplit(""), None
        if parts.scheme not in schemes or not host:
            raise BadWebhookUrl(
                f"a webhook URL must be {' or '.join(s + '://' for s in schemes)} with a host",
                field="url", reason="form")
        why = registration_refusal(host, self.settings.allow_private)
        if why is not None:
            raise BadWebhookUrl(f"a webhook URL must name a public host: {host} is {why}",
                                field="url", reason="address")
