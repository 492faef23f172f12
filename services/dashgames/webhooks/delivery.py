"""One delivery run: an endpoint's pending account events posted in order, each signed.

The run reads the events after the endpoint's cursor and posts them one by one; an answer
2xx moves the cursor past the event, anything else (another status, no answer within the
timeout, a refused connection) stops the run: the failure is logged, counted, and the next try
waits ``backoff(failures)``. ``max_failures`` in a row disable the endpoint, and the account
hears of it (a ``webhook_disabled`` event on its stream). Each event's delivery id
(``webhook-id``) is ``<endpoint>_<event id>``, the same on every try: a receiver that saw it
already answers 2xx and does nothing (a run killed after the post but before the cursor moved
sends it again: at least once).
"""

from __future__ import annotations

import json
import logging
import time
import urllib.error
import urllib.request
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from dashgames.accounts.inbox import AccountEvent, Inbox
from dashgames.webhooks.guard import opener
from dashgames.webhooks.settings import WebhookSettings
from dashgames.webhooks.signing import signed_headers
from dashgames.webhooks.store import WebhookStore

log = logging.getLogger(__name__)
BATCH = 50
USER_AGENT = "DashGames-Webhooks/1"


@dataclass(frozen=True)
class Attempt:
    ok: bool
    status: int | None
    error: str | None
    ms: float


def body_of(player_id: str, event: AccountEvent) -> str:
    """The JSON a delivery posts: Standard Webhooks' ``type``/``timestamp``/``data``, and the
    account event's id and account."""
    at = datetime.fromtimestamp(int(event.id.split("-")[0]) / 1000, tz=UTC)
    return json.dumps({"type": event.type, "timestamp": at.isoformat(), "event_id": event.id,
                       "player_id": player_id, "data": event.data}, separators=(",", ":"))


def post(url: str, body: str, headers: dict[str, str], timeout: float,
         allow_private: bool = False) -> Attempt:
    """One try, through the guard: a host that resolves to an address refused is not
    connected to (``RefusedAddress``, a failed try like a refused connection)."""
    request = urllib.request.Request(url, data=body.encode(), method="POST", headers={
        "Content-Type": "application/json", "User-Agent": USER_AGENT, **headers})
    started = time.monotonic()
    try:
        with opener(allow_private).open(request, timeout=timeout) as answer:
            status = answer.status
    except urllib.error.HTTPError as error:
        status = error.code
    except (OSError, ValueError) as error:  # refused (by the host or the guard), reset, timed
        # out, a bad address; urllib wraps what the connection raised
        cause = error.reason if isinstance(error, urllib.error.URLError) and isinstance(
            error.reason, Exception) else error
        return Attempt(False, None, f"{type(cause).__name__}: {cause}"[:200],
                       (time.monotonic() - started) * 1000)
    ms = (time.monotonic() - started) * 1000
    ok = 200 <= status < 300
    return Attempt(ok, status, None if ok else f"answered {status}", ms)


class Deliveries:
    def __init__(self, store: WebhookStore, inbox: Inbox, settings: WebhookSettings) -> None:
        self.store = store
        self.inbox = inbox
        self.settings = settings

    def run(self, player_id: str, endpoint_id: str) -> int:
        """Deliver what is pending and due; how many events it delivered (skipped ones
        not counted). A run another one holds the endpoint for does nothing."""
        lease = uuid.uuid4().hex
        if not self.store.take_lease(endpoint_id, lease, self.settings.lease_seconds):
            return 0
        try:
            return self._run(player_id, endpoint_id)
        finally:
            self.store.release_lease(endpoint_id, lease)
            self.store.clear_queued(endpoint_id)

    def _run(self, player_id: str, endpoint_id: str) -> int:
        endpoint = self.store.endpoint(player_id, endpoint_id)
        if endpoint is None or endpoint["status"] != "active":
            return 0
        progress = self.store.progress(player_id, endpoint_id)
        if progress["next_at"] > time.time():
            return 0
        delivered, failures = 0, progress["failures"]
        ends = time.monotonic() + self.settings.lease_seconds / 2  # leave the lease in time
        for event in self.inbox.after(player_id, progress["cursor"], BATCH):
            if endpoint["events"] and event.type not in endpoint["events"]:
                self.store.advance(player_id, endpoint_id, event.id)
                continue
            if time.monotonic() > ends:
                break
            if not self._deliver(player_id, endpoint, event, failures + 1):
                break
            delivered, failures = delivered + 1, 0
        return delivered

    def _deliver(self, player_id: str, endpoint: dict[str, Any], event: AccountEvent,
                 attempt_no: int) -> bool:
        delivery_id = f"msg_{endpoint['id']}_{event.id}"
        body = body_of(player_id, event)
        now = time.time()
        headers = signed_headers(endpoint["secret"], delivery_id, body, now)
        attempt = post(endpoint["url"], body, headers, self.settings.timeout_seconds,
                       self.settings.allow_private)
        entry = {"delivery_id": delivery_id, "event_id": event.id, "event_type": event.type,
                 "attempt": attempt_no, "at": now, "ok": attempt.ok,
                 "response_status": attempt.status, "error": attempt.error,
                 "duration_ms": round(attempt.ms, 1)}
        if attempt.ok:
            self.store.advance(player_id, endpoint["id"], event.id)
            self.store.log(player_id, endpoint["id"], entry)
            return True
        failures = attempt_no
        if failures >= self.settings.max_failures:
            self._disable(player_id, endpoint, failures, attempt.error or "")
            entry["next_try_at"] = None
        else:
            next_at = now + self.settings.backoff(failures)
            self.store.failed(player_id, endpoint["id"], failures, next_at)
            entry["next_try_at"] = next_at
        self.store.log(player_id, endpoint["id"], entry)
        log.info("webhook %s: %s failed (%s), try %d", endpoint["id"], delivery_id,
                 attempt.error, attempt_no)
        return False

    def _disable(self, player_id: str, endpoint: dict[str, Any], failures: int,
                 error: str) -> None:
        reason = f"{failures} failed deliveries in a row; the last: {error}"[:300]
        endpoint.update(status="disabled", disabled_reason=reason)
        self.store.failed(player_id, endpoint["id"], failures, 0)
        self.store.save(player_id, endpoint)
        self.inbox.publish(player_id, "webhook_disabled", {
            "webhook_id": endpoint["id"], "url": endpoint["url"], "reason": reason})
        log.warning("webhook %s of %s disabled: %s", endpoint["id"], player_id, reason)
