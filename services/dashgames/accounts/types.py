"""An account as its bearer token presents it, and the tokens' scopes."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from dashgames.accounts.errors import InsufficientScope

Scope = Literal["play", "read", "bot"]


SCOPES: tuple[Scope, ...] = ("bot", "play", "read")


ACTING_SCOPES = frozenset({"play", "bot"})


"""Either lets a token act (move, create and join games, challenge): ``play`` for a person's
account, ``bot`` for a bot account's."""


@dataclass(frozen=True)
class Player:
    """An account as its bearer token presents it: the profile, and the token's id and scopes."""

    id: str
    name: str
    is_bot: bool
    owner: str | None = None  # a bot account's owner (a player id); None for a person
    token_id: str = ""
    scopes: tuple[str, ...] = ("play", "read")

    def require(self, scope: str) -> None:
        """``InsufficientScope`` unless the token holds ``scope`` (``"act"``: play or bot)."""
        held = set(self.scopes)
        if (held & ACTING_SCOPES) if scope == "act" else scope in held:
            return
        needs = sorted(ACTING_SCOPES) if scope == "act" else [scope]
        raise InsufficientScope(f"this token lacks the {' or '.join(needs)} scope",
                                needs=needs, scopes=sorted(held))
