"""Accounts and their bearer tokens in Redis: profiles, token records, revocation.

A token is stored only as its SHA-256, and one lookup answers what it presents; a revoked token
answers ``TOKEN_REVOKED`` for a while instead of "unknown", and every API process drops it from
its cache at once. The keys: docs/ACCOUNTS.md, "Redis keys".
"""

from __future__ import annotations

import json
import logging
import threading
import time
from collections.abc import Callable
from typing import Any

import redis
from redis.cluster import RedisCluster

from dashgames.accounts.inbox import KEEP, Inbox
from dashgames.infra.cluster import writes_together
from dashgames.infra.settings import Settings

log = logging.getLogger(__name__)

REVOKED_KEEP = 30 * 86400
"""Seconds a revoked token still answers ``TOKEN_REVOKED`` (then: an unknown token)."""
MAX_TOKENS = 50
"""Live tokens one account may hold."""


def _text(raw: Any) -> str:
    if raw is None:
        return ""
    return raw.decode() if isinstance(raw, bytes) else str(raw)


def _dumps(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"))


class Accounts:
    def __init__(self, client: Any, settings: Settings) -> None:
        self.redis = client
        self.settings = settings
        self.prefix = settings.key_prefix
        self.inbox = Inbox(client, settings.key_prefix)

    # ---- keys ---------------------------------------------------------------------------------
    def profile_key(self, player_id: str) -> str:
        return f"{self.prefix}p:{player_id}"

    def tokens_key(self, player_id: str) -> str:
        return f"{self.prefix}p:{player_id}:tok"

    def token_key(self, token_sha: str) -> str:
        return f"{self.prefix}tok:{token_sha}"

    @property
    def revocations_channel(self) -> str:
        return f"{self.prefix}tokrev"

    # ---- writes -------------------------------------------------------------------------------
    def create(self, profile: dict[str, Any], token: dict[str, Any], token_sha: str) -> None:
        """A new account with its first token, expiring after ``player_ttl`` unless used."""
        ttl = self.settings.player_ttl or None
        pipe = writes_together(self.redis)
        pipe.set(self.profile_key(profile["id"]), _dumps(profile), ex=ttl)
        self._queue_token(pipe, profile, token, token_sha)
        if ttl:
            pipe.expire(self.tokens_key(profile["id"]), ttl)
            pipe.expire(self.token_key(token_sha), ttl)
        pipe.execute()

    def add_token(self, profile: dict[str, Any], token: dict[str, Any], token_sha: str) -> None:
        pipe = writes_together(self.redis)
        self._queue_token(pipe, profile, token, token_sha)
        pipe.execute()

    def _queue_token(self, pipe: Any, profile: dict[str, Any], token: dict[str, Any],
                     token_sha: str) -> None:
        presented = {k: profile.get(k) for k in ("id", "name", "is_bot", "owner")}
        presented.update(tid=token["id"], sc=token["scopes"])
        pipe.set(self.token_key(token_sha), _dumps(presented))
        pipe.hset(self.tokens_key(profile["id"]), token["id"], _dumps({**token, "sha": token_sha}))

    def revoke(self, player_id: str, token_id: str, replacement: tuple[dict[str, Any],
               dict[str, Any], str] | None = None) -> bool:
        """Revoke one of the account's tokens (False: no such live token), in one transaction
        with its ``replacement`` (rotation: the new token, same label and scopes); then tell
        every API process and the account's open streams."""
        raw = self.redis.hget(self.tokens_key(player_id), token_id)
        if raw is None:
            return False
        token_sha = json.loads(_text(raw))["sha"]
        marker = {"revoked": time.time(), "id": player_id, "tid": token_id}
        pipe = writes_together(self.redis)
        pipe.set(self.token_key(token_sha), _dumps(marker), ex=REVOKED_KEEP)
        pipe.hdel(self.tokens_key(player_id), token_id)
        if replacement is not None:
            self._queue_token(pipe, *replacement)
        if isinstance(self.redis, RedisCluster):
            # the marker (what takes effect) and the token list first, then the news: the
            # account stream is in another slot, and a cluster pipeline cannot PUBLISH
            removed = pipe.execute()[1]
            self.inbox.publish(player_id, "token_revoked", {"token_id": token_id})
            self.redis.publish(self.revocations_channel, token_sha)
            return bool(removed)
        self.inbox.publish_in(pipe, player_id, "token_revoked", {"token_id": token_id})
        pipe.publish(self.revocations_channel, token_sha)
        removed = pipe.execute()[1]
        return bool(removed)

    # ---- reads --------------------------------------------------------------------------------
    def presented(self, token_sha: str) -> dict[str, Any] | None:
        """What a token presents (kept from now on: GETEX PERSIST), None when unknown."""
        raw = self.redis.getex(self.token_key(token_sha), persist=True)
        return json.loads(_text(raw)) if raw else None

    def keep(self, player_id: str) -> None:
        """A token was presented: the account is in use, its keys no longer expire."""
        pipe = self.redis.pipeline(transaction=False)
        pipe.persist(self.profile_key(player_id))
        pipe.persist(self.tokens_key(player_id))
        pipe.execute()

    def profile(self, player_id: str) -> dict[str, Any] | None:
        raw = self.redis.get(self.profile_key(player_id))
        return json.loads(_text(raw)) if raw else None

    def tokens(self, player_id: str) -> list[dict[str, Any]]:
        """The account's live tokens, oldest first (their hashes left out)."""
        raw = self.redis.hgetall(self.tokens_key(player_id))
        found = [json.loads(_text(v)) for v in raw.values()]
        for token in found:
            token.pop("sha", None)
        return sorted(found, key=lambda t: (t["created_at"], t["id"]))

    def token(self, player_id: str, token_id: str) -> dict[str, Any] | None:
        raw = self.redis.hget(self.tokens_key(player_id), token_id)
        return json.loads(_text(raw)) if raw else None

    def token_count(self, player_id: str) -> int:
        return int(self.redis.hlen(self.tokens_key(player_id)))


class RevocationFeed:
    """One pub/sub subscription per process to ``P tokrev``: each revoked token's hash goes to
    ``on_revoked`` as it is published. While the subscription is down a revocation could be
    missed, so every (re)connection calls ``on_reconnect`` (the token cache forgets
    everything) before listening."""

    def __init__(self, client: Any, channel: str, on_revoked: Callable[[str], None],
                 on_reconnect: Callable[[], None]) -> None:
        self.client = client
        self.channel = channel
        self.on_revoked = on_revoked
        self.on_reconnect = on_reconnect
        self.ready = threading.Event()
        self._thread = threading.Thread(target=self._run, name="token-revocations", daemon=True)

    def start(self) -> RevocationFeed:
        self._thread.start()
        return self

    def _run(self) -> None:
        while True:
            try:
                self._listen()
            except (redis.ConnectionError, redis.TimeoutError, OSError) as error:
                log.warning("token revocation feed lost its connection: %r", error)
            self.ready.clear()
            time.sleep(1.0)

    def _listen(self) -> None:
        pubsub = self.client.pubsub(ignore_subscribe_messages=True)
        try:
            pubsub.subscribe(self.channel)
            self.on_reconnect()
            self.ready.set()
            while True:
                message = pubsub.get_message(timeout=5.0)
                if message is not None and message.get("type") == "message":
                    self.on_revoked(_text(message["data"]))
        finally:
            pubsub.close()


__all__ = ["KEEP", "MAX_TOKENS", "REVOKED_KEEP", "Accounts", "RevocationFeed"]
