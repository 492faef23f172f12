"""The accounts' and tokens' errors (docs/ACCOUNTS.md)."""

from __future__ import annotations

from dashgames.infra.errors import Forbidden, GameNotFound, PlatformError, Unauthenticated


# ---- accounts, tokens, challenges (docs/ACCOUNTS.md) ----------------------------------------
class TokenRevoked(Unauthenticated):
    code = "TOKEN_REVOKED"  # 401: the token was revoked (or rotated); open streams end with it


class InsufficientScope(Forbidden):
    code = "INSUFFICIENT_SCOPE"  # 403: the token lacks the scope the route needs; details.needs


class ScopeNotAllowed(Forbidden):
    code = "SCOPE_NOT_ALLOWED"  # 403: a scope this account (or this token) may not grant


class TooManyTokens(PlatformError):
    code = "TOO_MANY_TOKENS"  # 409: the account holds its most live tokens; details["limit"]


class PlayerNotFound(GameNotFound):
    code = "PLAYER_NOT_FOUND"  # 404


class TokenNotFound(GameNotFound):
    code = "TOKEN_NOT_FOUND"  # 404: no such token of this account
