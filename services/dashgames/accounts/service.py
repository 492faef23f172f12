"""The back end's accounts: players and bot accounts, bearer tokens with scopes, revocation.

``AccountsService`` is the feature's part of ``GameService``. A token is checked once per
``TOKEN_CACHE_SECONDS`` per process at most; a revocation reaches every process's cache at once
through ``RevocationFeed`` (pub/sub), and open streams re-check their token each time they wake
(docs/ACCOUNTS.md).
"""

from __future__ import annotations

import hashlib
import secrets
import time
from threading import Lock
from typing import Any

from dashgames.accounts.errors import (
    PlayerNotFound,
    ScopeNotAllowed,
    TokenNotFound,
    TokenRevoked,
    TooManyTokens,
)
from dashgames.accounts.inbox import AccountEvent
from dashgames.accounts.store import MAX_TOKENS, Accounts, RevocationFeed
from dashgames.accounts.types import SCOPES, Player
from dashgames.infra.errors import Forbidden, Unauthenticated

TOKEN_CACHE_SECONDS = 60.0
STREAM_SLICE = 5.0
"""Longest single wait of an account stream (XREAD BLOCK) before it checks its token again,
within the store's socket timeout (10 s). Revoking a token wakes its streams at once (the
``token_revoked`` entry), so this bounds only the idle wake-ups: 1,000 idle streams cost 200
XREADs a second."""
TOKEN_PREFIX = "dg_"


def token_sha(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def default_scopes(is_bot: bool) -> list[str]:
    """A new account's first token: everything its kind of account may hold."""
    return ["bot", "read"] if is_bot else ["play", "read"]


def player_from(presented: dict[str, Any]) -> Player:
    """The caller a token record presents; a record written before scopes existed gets its
    account kind's defaults."""
    is_bot = bool(presented.get("is_bot"))
    scopes = presented.get("sc") or default_scopes(is_bot)
    return Player(id=presented["id"], name=presented["name"], is_bot=is_bot,
                         owner=presented.get("owner"), token_id=presented.get("tid", ""),
                         scopes=tuple(scopes))


def public_profile(profile: dict[str, Any]) -> dict[str, Any]:
    return {"id": profile["id"], "name": profile["name"], "is_bot": bool(profile["is_bot"]),
            "bot_owner": profile.get("owner"), "accepts": profile.get("accepts")}


class AccountsService:
    """Players, their profiles and tokens, the account stream; tokens are cached per process
    and a revocation anywhere empties the entry here (``RevocationFeed``)."""

    def __init__(self, accounts: Accounts) -> None:
        self.store = accounts
        self._tokens: dict[str, tuple[float, Player]] = {}
        self._tokens_lock = Lock()
        self._feed: RevocationFeed | None = None

    # ---- creation ---------------------------------------------------------------------------
    def create_player(self, name: str, is_bot: bool, owner: Player | None = None,
                      accepts: list[str] | None = None) -> tuple[Player, str]:
        """A new account and its first token (shown this once). A bot account created by a
        signed-in person names that person as its owner; ``accepts`` (bots only) limits the
        game types it is challenged to."""
        if owner is not None and owner.is_bot:
            raise Forbidden("a bot account cannot own another account")
        if accepts is not None and not is_bot:
            raise ScopeNotAllowed("only a bot account lists the game types it accepts",
                                         field="accepts")
        profile = {"id": secrets.token_hex(6), "name": name, "is_bot": is_bot,
                   "owner": owner.id if (owner is not None and is_bot) else None,
                   "accepts": sorted(set(accepts)) if accepts is not None else None}
        token, record = _new_token("default", default_scopes(is_bot))
        self.store.create(profile, record, token_sha(token))
        return player_from({**profile, "tid": record["id"], "sc": record["scopes"]}), token

    # ---- authentication -----------------------------------------------------------------------
    def authenticate(self, token: str | None) -> Player:
        if not token:
            raise Unauthenticated("a bearer token is required")
        sha = token_sha(token)
        self._start_feed()
        now = time.monotonic()
        with self._tokens_lock:
            cached = self._tokens.get(sha)
        if cached is not None and cached[0] > now:
            return cached[1]
        presented = self.store.presented(sha)  # kept from now on: a player in use
        if presented is None:
            raise Unauthenticated("unknown token")
        if "revoked" in presented:
            raise TokenRevoked("this token was revoked", token_id=presented.get("tid"))
        player = player_from(presented)
        self.store.keep(player.id)  # once per cache miss
        with self._tokens_lock:
            if len(self._tokens) > 10_000:
                self._tokens.clear()
            self._tokens[sha] = (now + TOKEN_CACHE_SECONDS, player)
        return player

    def still_valid(self, token: str | None) -> bool:
        """For an open stream each time it wakes: the token still authenticates (a cache
        lookup unless a revocation emptied the entry)."""
        try:
            self.authenticate(token)
        except Unauthenticated:
            return False
        return True

    def _start_feed(self) -> None:
        if self._feed is None:
            with self._tokens_lock:
                if self._feed is None:
                    self._feed = RevocationFeed(
                        self.store.redis, self.store.revocations_channel,
                        self._forget_token, self._forget_all_tokens,
                    ).start()

    def _forget_token(self, sha: str) -> None:
        with self._tokens_lock:
            self._tokens.pop(sha, None)

    def _forget_all_tokens(self) -> None:
        with self._tokens_lock:
            self._tokens.clear()

    # ---- the account stream ---------------------------------------------------------------------
    def account_events(self, player: Player, token: str | None, after: str | None,
                       wait_seconds: float, limit: int) -> tuple[list[AccountEvent], str]:
        """(events after ``after``, the cursor to resume from). No cursor: only what comes
        from now on; ``"0"``: everything the stream keeps. Waits up to ``wait_seconds`` for
        the first event, in slices; the token is checked again at each wake-up, and a
        ``token_revoked`` entry naming this very token ends the wait with ``TOKEN_REVOKED``
        at once (revoking writes one: ``Accounts.revoke``)."""
        player.require("read")
        inbox = self.store.inbox
        cursor = after if after is not None else inbox.last_id(player.id)
        # XREAD answers at once when entries follow the cursor: a waiting read needs no XRANGE
        found = inbox.after(player.id, cursor, limit) if wait_seconds <= 0 else []
        deadline = time.monotonic() + max(wait_seconds, 0.0)
        while not found and (left := deadline - time.monotonic()) > 0:
            if not self.still_valid(token):
                raise TokenRevoked("this token was revoked", token_id=player.token_id)
            found = inbox.wait(player.id, cursor, int(min(left, STREAM_SLICE) * 1000), limit)
        for event in found:
            if event.type == "token_revoked" and event.data.get("token_id") == player.token_id:
                raise TokenRevoked("this token was revoked", token_id=player.token_id)
        return found, found[-1].id if found else cursor

    # ---- profiles -----------------------------------------------------------------------------
    def player_profile(self, player_id: str) -> dict[str, Any]:
        profile = self.store.profile(player_id)
        if profile is None:
            raise PlayerNotFound(f"no player {player_id}", player_id=player_id)
        return public_profile(profile)

    # ---- tokens -------------------------------------------------------------------------------
    def list_tokens(self, player: Player) -> list[dict[str, Any]]:
        player.require("read")
        tokens = self.store.tokens(player.id)
        for token in tokens:
            token["current"] = token["id"] == player.token_id
        return tokens

    def create_token(self, player: Player, label: str, scopes: list[str]
                     ) -> tuple[dict[str, Any], str]:
        """A new token of the caller's account: never with a scope the caller's own token
        lacks, nor one the account's kind may not hold."""
        self._may_grant(player, scopes)
        if self.store.token_count(player.id) >= MAX_TOKENS:
            raise TooManyTokens(f"an account holds at most {MAX_TOKENS} tokens",
                                limit=MAX_TOKENS)
        token, record = _new_token(label, scopes)
        self.store.add_token(self._profile_of(player), record, token_sha(token))
        return {**record, "current": False}, token

    def rotate_token(self, player: Player, token_id: str) -> tuple[dict[str, Any], str]:
        """A new secret for the token: same label and scopes, a new id; the old one is revoked
        in the same transaction."""
        old = self._own_token(player, token_id)
        self._may_grant(player, old["scopes"])
        token, record = _new_token(old["label"], old["scopes"])
        replacement = (self._profile_of(player), record, token_sha(token))
        if not self.store.revoke(player.id, token_id, replacement):
            raise TokenNotFound(f"no token {token_id}", token_id=token_id)
        self._forget_revoked(player, token_id)
        return {**record, "current": False}, token

    def revoke_token(self, player: Player, token_id: str) -> None:
        """Revoke a token of the caller's account (its own too, with any scope)."""
        old = self._own_token(player, token_id)
        if token_id != player.token_id:
            self._may_grant(player, old["scopes"])
        if not self.store.revoke(player.id, token_id):
            raise TokenNotFound(f"no token {token_id}", token_id=token_id)
        self._forget_revoked(player, token_id)

    def _forget_revoked(self, player: Player, token_id: str) -> None:
        with self._tokens_lock:  # this process at once, without waiting for its own message
            for sha, (_, cached) in list(self._tokens.items()):
                if cached.id == player.id and cached.token_id == token_id:
                    self._tokens.pop(sha, None)

    def _own_token(self, player: Player, token_id: str) -> dict[str, Any]:
        found = self.store.token(player.id, token_id)
        if found is None:
            raise TokenNotFound(f"no token {token_id}", token_id=token_id)
        return found

    def _may_grant(self, player: Player, scopes: list[str]) -> None:
        kind_allows = {"bot", "read"} if player.is_bot else {"play", "read"}
        refused = sorted(set(scopes) - kind_allows)
        if refused:
            kind = "a bot account" if player.is_bot else "a person's account"
            raise ScopeNotAllowed(f"{kind} cannot hold {', '.join(refused)}",
                                         scopes=refused)
        beyond = sorted(set(scopes) - set(player.scopes))
        if beyond:
            raise ScopeNotAllowed(
                f"this token cannot grant scopes it lacks: {', '.join(beyond)}", scopes=beyond)

    def _profile_of(self, player: Player) -> dict[str, Any]:
        return {"id": player.id, "name": player.name, "is_bot": player.is_bot,
                "owner": player.owner}


def _new_token(label: str, scopes: list[str]) -> tuple[str, dict[str, Any]]:
    token = TOKEN_PREFIX + secrets.token_urlsafe(32)
    ordered = [s for s in SCOPES if s in set(scopes)]
    record = {"id": "t" + secrets.token_hex(5), "label": label, "scopes": ordered,
              "created_at": time.time()}
    return token, record
