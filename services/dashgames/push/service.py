"""Web Push (RFC 8030, RFC 8291 payloads, RFC 8292 VAPID): subscriptions per account and the
notifier's pass over the account streams (docs/PUSH.md).

The notifier reads each subscribed account's stream (``accounts/inbox.py``) after its own
cursor, so no producer of account events knows about push: ``your_turn``,
``challenge_received`` and ``game_finished`` become a notification with a link into the client
(``#/game/<id>``, ``#/challenges``), sent to each of the account's devices through pywebpush,
unless the account's quiet hours hold. A push service answering 404 or 410 has dropped the
subscription: it is removed.
"""

from __future__ import annotations

import base64
import binascii
import functools
import hashlib
import json
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec
from py_vapid import Vapid, b64urlencode
from pywebpush import WebPushException, webpush

from dashgames.accounts.inbox import AccountEvent, Inbox
from dashgames.infra.settings import Settings
from dashgames.push.errors import (
    BadQuietHours,
    BadSubscription,
    SubscriptionNotFound,
    TooManySubscriptions,
)
from dashgames.push.store import PushStore

log = logging.getLogger(__name__)

MAX_DEVICES = 10
"""Subscriptions one account keeps (phones, browsers): the oldest is not dropped for a new one."""
MAX_ENDPOINT = 1024
PUSHED = ("your_turn", "challenge_received", "game_finished")
"""The account events that become a notification."""
TTL_SECONDS = 86400
"""How long a push service keeps a notification for a device that is offline."""
Sender = Callable[[dict[str, Any], str], int]
"""Sends one encrypted payload to one subscription; the push service's status."""


def _b64decode(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def check_subscription(body: dict[str, Any], allow_http: bool = False) -> dict[str, Any]:
    """A browser's ``PushSubscription.toJSON()`` checked: an https endpoint (http too when
    ``allow_http``, for a local push service), a P-256 public key and a 16-byte auth secret."""
    endpoint = str(body.get("endpoint") or "")
    parts = urlsplit(endpoint)
    schemes = ("https", "http") if allow_http else ("https",)
    if parts.scheme not in schemes or not parts.hostname or len(endpoint) > MAX_ENDPOINT:
        raise BadSubscription(f"endpoint must be an {' or '.join(schemes)} URL of at most "
                              f"{MAX_ENDPOINT} characters", field="endpoint")
    keys = body.get("keys") or {}
    try:
        point = _b64decode(str(keys.get("p256dh") or ""))
        ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), point)
        if len(point) != 65:
            raise ValueError("not an uncompressed point")
    except (ValueError, binascii.Error):
        raise BadSubscription("keys.p256dh must be a P-256 public key (65 bytes, base64url)",
                              field="keys.p256dh") from None
    try:
        auth = _b64decode(str(keys.get("auth") or ""))
    except (ValueError, binascii.Error):
        auth = b""
    if len(auth) != 16:
        raise BadSubscription("keys.auth must be 16 bytes, base64url", field="keys.auth")
    return {"endpoint": endpoint, "keys": {"p256dh": str(keys["p256dh"]),
                                           "auth": str(keys["auth"])}}


def check_quiet(body: dict[str, Any] | None) -> dict[str, int] | None:
    if body is None:
        return None
    start, end = body.get("start_hour"), body.get("end_hour")
    offset = body.get("utc_offset_minutes", 0)
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in (start, end, offset)):
        raise BadQuietHours("start_hour, end_hour and utc_offset_minutes are integers")
    assert isinstance(start, int) and isinstance(end, int) and isinstance(offset, int)
    if not (0 <= start <= 23 and 0 <= end <= 23 and -840 <= offset <= 840):
        raise BadQuietHours("hours are 0-23 and utc_offset_minutes within -840..840")
    return {"start_hour": start, "end_hour": end, "utc_offset_minutes": offset}


def is_quiet(quiet: dict[str, int] | None, at: float) -> bool:
    """Whether ``at`` (unix seconds) falls in the quiet hours, read in the player's local time:
    from ``start_hour`` up to (not including) ``end_hour``, across midnight when start > end."""
    if not quiet or quiet["start_hour"] == quiet["end_hour"]:
        return False
    hour = int(((at + quiet["utc_offset_minutes"] * 60) // 3600) % 24)
    start, end = quiet["start_hour"], quiet["end_hour"]
    return start <= hour < end if start < end else hour >= start or hour < end


def notice(event: AccountEvent) -> dict[str, Any] | None:
    """The notification an account event becomes (None: not one that is pushed). Only what
    the notification shows: never the legal moves or anything else of the game's state."""
    data = event.data
    kind = event.type
    if kind == "your_turn":
        name = str(data["game_type"]).replace("_", " ")
        return {"type": kind, "title": "Your turn", "body": f"It is your move in {name}.",
                "url": f"#/game/{data['game_id']}", "tag": f"game-{data['game_id']}",
                "game_id": data["game_id"]}
    if kind == "challenge_received":
        who = (data.get("challenger") or {}).get("name", "A player")
        name = str(data.get("game_type", "a game")).replace("_", " ")
        return {"type": kind, "title": "Challenge received",
                "body": f"{who} challenges you to {name}.", "url": "#/challenges",
                "tag": f"challenge-{data.get('id', '')}"}
    if kind == "game_finished":
        result = {"won": "You won", "lost": "You lost", "drawn": "A draw"}.get(
            str(data.get("result")), "Game over")
        return {"type": kind, "title": "Game finished", "body": f"{result}.",
                "url": f"#/game/{data['game_id']}", "tag": f"game-{data['game_id']}",
                "game_id": data["game_id"]}
    return None


def webpush_sender(vapid: Vapid, subject: str, timeout: float = 10.0) -> Sender:
    """pywebpush's request, signed with the server's VAPID key (aes128gcm, RFC 8291)."""

    def send(subscription: dict[str, Any], payload: str) -> int:
        try:
            response = webpush(subscription, payload, vapid_private_key=vapid,
                               vapid_claims={"sub": subject}, ttl=TTL_SECONDS, timeout=timeout)
        except WebPushException as error:
            if error.response is None:
                raise
            return int(error.response.status_code)
        return int(getattr(response, "status_code", 201))

    return send


@dataclass(frozen=True)
class PassResult:
    sent: int = 0
    removed: int = 0
    quiet: int = 0
    failed: int = 0


def connect(client: Any, settings: Settings, sender: Sender | None = None) -> PushService:
    """The service on ``client`` with the settings' VAPID key (or the shared generated one)."""
    store = PushStore(client, settings.key_prefix)
    def key() -> str:  # read on first use: an API process starts while Redis is away too
        return settings.vapid_private_key or store.vapid_key(PushService.generate_key())

    return PushService(store, Inbox(client, settings.key_prefix), key, settings.vapid_subject,
                       settings.push_allow_http, sender)


class PushService:
    def __init__(self, store: PushStore, inbox: Inbox,
                 vapid_private_key: str | Callable[[], str], subject: str,
                 allow_http: bool = False, sender: Sender | None = None,
                 clock: Callable[[], float] = time.time) -> None:
        """``vapid_private_key``: the key, or what reads it (on first use)."""
        self.store = store
        self.inbox = inbox
        self._key = vapid_private_key
        self._subject = subject
        self._sender = sender
        self.allow_http = allow_http
        self.clock = clock

    @functools.cached_property
    def vapid(self) -> Vapid:
        return Vapid.from_string(self._key if isinstance(self._key, str) else self._key())

    @functools.cached_property
    def sender(self) -> Sender:
        return self._sender or webpush_sender(self.vapid, self._subject)

    @staticmethod
    def generate_key() -> str:
        """A new VAPID private key, raw and base64url (what ``DASHGAMES_VAPID_PRIVATE_KEY``
        takes)."""
        vapid = Vapid()
        vapid.generate_keys()
        value = vapid.private_key.private_numbers().private_value
        return str(b64urlencode(value.to_bytes(32, "big")))

    def public_key(self) -> str:
        """The application server key a browser's ``pushManager.subscribe`` takes."""
        point = self.vapid.public_key.public_bytes(
            encoding=serialization.Encoding.X962,
            format=serialization.PublicFormat.UncompressedPoint)
        return str(b64urlencode(point))

    # ---- an account's devices -------------------------------------------------------------
    def subscribe(self, player_id: str, body: dict[str, Any], device: str = ""
                  ) -> dict[str, Any]:
        """Keep a device's subscription (the same endpoint again replaces its keys)."""
        checked = check_subscription(body, self.allow_http)
        sub_id = hashlib.sha256(checked["endpoint"].encode()).hexdigest()[:16]
        known = {s["id"] for s in self.store.subscriptions(player_id)}
        if sub_id not in known and len(known) >= MAX_DEVICES:
            raise TooManySubscriptions(f"an account keeps at most {MAX_DEVICES} devices",
                                       limit=MAX_DEVICES)
        record = {"id": sub_id, **checked, "device": device[:80],
                  "created_at": round(self.clock(), 3)}
        self.store.save(player_id, record, self.inbox.last_id(player_id))
        return _shown(record)

    def subscriptions(self, player_id: str) -> list[dict[str, Any]]:
        return [_shown(s) for s in self.store.subscriptions(player_id)]

    def unsubscribe(self, player_id: str, subscription_id: str) -> None:
        if not self.store.remove(player_id, subscription_id):
            raise SubscriptionNotFound(f"no push subscription {subscription_id}",
                                       subscription_id=subscription_id)

    def quiet_hours(self, player_id: str) -> dict[str, int] | None:
        return self.store.quiet_hours(player_id)

    def set_quiet_hours(self, player_id: str, body: dict[str, Any] | None
                        ) -> dict[str, int] | None:
        quiet = check_quiet(body)
        self.store.set_quiet_hours(player_id, quiet)
        return quiet

    # ---- the notifier ---------------------------------------------------------------------
    def run_pass(self) -> PassResult:
        """Every subscribed account's new account events pushed to its devices."""
        totals = PassResult()
        for player_id in self.store.accounts():
            result = self.notify(player_id)
            totals = PassResult(*(a + b for a, b in zip(
                (totals.sent, totals.removed, totals.quiet, totals.failed),
                (result.sent, result.removed, result.quiet, result.failed), strict=True)))
        return totals

    def _new_turns(self, player_id: str, events: list[AccountEvent]) -> list[AccountEvent]:
        """The events less each ``your_turn`` that only continues a turn already told (a
        Dicey Curves turn of a roll, combos and drives is one "your turn", not one a step)."""
        games = sorted({str(e.data["game_id"]) for e in events
                        if e.type in ("your_turn", "game_finished")})
        told = self.store.told_turns(player_id, games)
        kept = []
        for event in events:
            if event.type == "game_finished":
                told.pop(str(event.data["game_id"]), None)
            if not _turn_goes_on(event, told):
                kept.append(event)
            if event.type == "your_turn" and isinstance(event.data.get("version"), int):
                told[str(event.data["game_id"])] = event.data["version"]
        ended = [g for g in games if g not in told]
        self.store.tell_turns(player_id, {g: v for g, v in told.items() if g in games}, ended)
        return kept

    def notify(self, player_id: str) -> PassResult:
        cursor = self.store.cursor(player_id)
        if cursor is None:
            return PassResult()
        events = self.inbox.after(player_id, cursor, 50)
        if not events:
            return PassResult()
        # The cursor moves first: a notification is sent at most once (a crash loses it rather
        # than sending it twice); the game itself is the record.
        self.store.advance(player_id, events[-1].id)
        notices = [n for n in (notice(e) for e in self._new_turns(player_id, events))
                   if n is not None]
        if not notices:
            return PassResult()
        if is_quiet(self.store.quiet_hours(player_id), self.clock()):
            return PassResult(quiet=len(notices))
        sent = removed = failed = 0
        for sub in self.store.subscriptions(player_id):
            info = {"endpoint": sub["endpoint"], "keys": sub["keys"]}
            for item in _latest_per_tag(notices):
                try:
                    status = self.sender(info, json.dumps(item, separators=(",", ":")))
                except Exception:  # the push service unreachable: this notification is lost
                    log.warning("push to %s failed", sub["id"], exc_info=True)
                    failed += 1
                    continue
                if status in (404, 410):
                    self.store.remove(player_id, sub["id"])
                    removed += 1
                    break
                if status >= 300:
                    failed += 1
                else:
                    sent += 1
        return PassResult(sent, removed, 0, failed)


def _turn_goes_on(event: AccountEvent, told: dict[str, int]) -> bool:
    """A ``your_turn`` right after the player's own move (the version after the last one it
    was told of): the same turn going on, not a new one."""
    version = event.data.get("version")
    return event.type == "your_turn" and isinstance(version, int) and \
        told.get(str(event.data["game_id"])) == version - 1


def _latest_per_tag(notices: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One notification per tag (a game, a challenge), the newest: a device shown "your turn"
    three times for one game over a pass would replace it twice anyway."""
    by_tag: dict[str, dict[str, Any]] = {}
    for item in notices:
        by_tag.pop(item["tag"], None)
        by_tag[item["tag"]] = item
    return list(by_tag.values())


def _shown(record: dict[str, Any]) -> dict[str, Any]:
    """A subscription as the API shows it: never its keys."""
    return {"id": record["id"], "endpoint": record["endpoint"], "device": record["device"],
            "created_at": record["created_at"]}

