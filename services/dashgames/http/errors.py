"""One error shape, one table from error codes to HTTP statuses.

Every error the API returns is ``{"code", "message", "details"}``: back-end errors
(``PlatformError``), rules refusals (``RulesError``), request problems found here (``ApiError``)
and werkzeug's own (unknown route, wrong method, oversized body). Each code has exactly one
status, listed in ``STATUS_BY_CODE``; routes document the codes they can return and the contract
publishes, per route and status, the codes it documents (``route_error_docs``: an open set,
``x-error-codes`` beside the shared ``Error`` schema).
"""

from __future__ import annotations

import json
import logging
from typing import Any

from flask import Flask, Response
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError
from sqlalchemy.exc import InterfaceError as DatabaseInterfaceError
from sqlalchemy.exc import OperationalError as DatabaseUnavailable
from sqlalchemy.exc import TimeoutError as DatabasePoolTimeout
from werkzeug.exceptions import HTTPException

from dashgames.accounts.errors import (
    InsufficientScope,
    PlayerNotFound,
    ScopeNotAllowed,
    TokenNotFound,
    TokenRevoked,
    TooManyTokens,
)
from dashgames.accounts.vacation import VacationUsedUp
from dashgames.challenges.errors import (
    ChallengeClosed,
    ChallengeExpired,
    ChallengeNotFound,
    GameTypeNotAccepted,
    NotYourChallenge,
    SelfChallenge,
    TooManyChallenges,
)
from dashgames.chat.errors import (
    BadChatMessage,
    ChatNotAllowed,
    FreeTextOff,
    MessageNotFound,
    NotAnOperator,
)
from dashgames.engine import errors as rules_errors
from dashgames.infra.errors import Forbidden, GameNotFound, PlatformError, Unauthenticated
from dashgames.matchmaking.errors import AlreadySeeking, RatedWithBots, SeekNotFound, SeekPaired
from dashgames.play.errors import (
    CommandNotFound,
    DeadlinePassed,
    IdempotencyMismatch,
    InviteInvalid,
    InviteRequired,
    NotStarted,
    PlayerCountUnsupported,
    RatedWithHouseBots,
    RematchUnavailable,
    ReplayUnavailable,
    SeatTaken,
    StaleVersion,
    TooManyOpenGames,
)
from dashgames.push.errors import (
    BadQuietHours,
    BadSubscription,
    SubscriptionNotFound,
    TooManySubscriptions,
)
from dashgames.tournaments.errors import (
    AlreadyRegistered,
    AlreadyWithdrawn,
    BotsOnly,
    NotRegistered,
    TournamentFinished,
    TournamentFull,
    TournamentNotFound,
    TournamentStarted,
    UnratedPlayer,
)
from dashgames.webhooks.errors import BadWebhookUrl, TooManyWebhooks, WebhookNotFound

log = logging.getLogger(__name__)


class ApiError(Exception):
    """A request problem found by the HTTP layer itself (bad header, bad body, wrong medium)."""

    def __init__(self, code: str, message: str, **details: Any) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.details = details


class RateLimited(ApiError):
    """Over a rate limit or a quota (429); ``headers`` say when to come back."""

    def __init__(self, message: str, headers: list[tuple[str, str]], code: str = "RATE_LIMITED",
                 **details: Any) -> None:
        super().__init__(code, message, **details)
        self.headers = headers


# Codes raised by this layer (not by the back end or the rules).
VALIDATION_ERROR = "VALIDATION_ERROR"  # body, query or header fails its schema; details.fields
MALFORMED_JSON = "MALFORMED_JSON"  # the body is not JSON at all
UNSUPPORTED_MEDIA_TYPE = "UNSUPPORTED_MEDIA_TYPE"  # a body that is not application/json
PAYLOAD_TOO_LARGE = "PAYLOAD_TOO_LARGE"  # over the configured request size limit
ROUTE_NOT_FOUND = "NOT_FOUND"  # no such URL
METHOD_NOT_ALLOWED = "METHOD_NOT_ALLOWED"
NOT_READY = "NOT_READY"  # /readyz: a dependency does not answer
INTERNAL_ERROR = "INTERNAL_ERROR"
JSON_TOO_DEEP = "JSON_TOO_DEEP"  # a body nested deeper than MAX_JSON_DEPTH
RATE_LIMITED = "RATE_LIMITED"  # over a rate limit per token or per address (http/limits.py)
TOO_MANY_STREAMS = "TOO_MANY_STREAMS"  # over the open event streams quota per token or address
SERVICE_UNAVAILABLE = "SERVICE_UNAVAILABLE"  # over capacity: no Redis connection free, or none
MAX_JSON_DEPTH = 32
"""The deepest nesting a request body may have (arrays and objects); every body the API takes
is a few levels deep."""

# The one table. A code not listed (a game-specific RulesError subclass, say) takes the status of
# its nearest listed base class, so a game adding its own refusal code needs no change here.
STATUS_BY_CODE: dict[str, int] = {
    # request problems
    VALIDATION_ERROR: 400,
    MALFORMED_JSON: 400,
    JSON_TOO_DEEP: 400,
    rules_errors.BadMove.code: 400,
    rules_errors.BadOptions.code: 400,
    SelfChallenge.code: 400,
    BadWebhookUrl.code: 400,
    Unauthenticated.code: 401,
    TokenRevoked.code: 401,
    Forbidden.code: 403,
    InviteRequired.code: 403,
    InviteInvalid.code: 403,
    RatedWithBots.code: 400,
    PlayerCountUnsupported.code: 400,
    SeekNotFound.code: 404,
    TournamentNotFound.code: 404,
    TournamentStarted.code: 409,
    TournamentFinished.code: 409,
    TournamentFull.code: 409,
    AlreadyRegistered.code: 409,
    NotRegistered.code: 409,
    AlreadyWithdrawn.code: 409,
    UnratedPlayer.code: 403,
    BotsOnly.code: 403,
    AlreadySeeking.code: 409,
    SeekPaired.code: 409,
    RematchUnavailable.code: 409,
    InsufficientScope.code: 403,
    ScopeNotAllowed.code: 403,
    NotYourChallenge.code: 403,
    PlayerNotFound.code: 404,
    TokenNotFound.code: 404,
    ChallengeNotFound.code: 404,
    WebhookNotFound.code: 404,
    GameNotFound.code: 404,
    CommandNotFound.code: 404,
    BadSubscription.code: 422,  # well-formed, but no push service could use it
    BadQuietHours.code: 422,
    SubscriptionNotFound.code: 404,
    TooManySubscriptions.code: 409,
    BadChatMessage.code: 422,
    ChatNotAllowed.code: 403,
    FreeTextOff.code: 403,
    NotAnOperator.code: 403,
    MessageNotFound.code: 404,
    PlayerNotFound.code: 404,
    rules_errors.UnknownGame.code: 404,
    ROUTE_NOT_FOUND: 404,
    METHOD_NOT_ALLOWED: 405,
    PAYLOAD_TOO_LARGE: 413,
    UNSUPPORTED_MEDIA_TYPE: 415,
    RATE_LIMITED: 429,
    TooManyOpenGames.code: 429,
    TooManyChallenges.code: 429,
    TOO_MANY_STREAMS: 429,
    # the game's state does not allow it now
    StaleVersion.code: 409,
    SeatTaken.code: 409,
    NotStarted.code: 409,
    ReplayUnavailable.code: 409,
    DeadlinePassed.code: 409,
    ChallengeClosed.code: 409,
    ChallengeExpired.code: 409,
    TooManyTokens.code: 409,
    TooManyWebhooks.code: 409,
    VacationUsedUp.code: 409,
    # understood, but the rules (or an earlier request with the same key) refuse it
    rules_errors.IllegalMove.code: 422,
    rules_errors.PreviewEnded.code: 422,
    rules_errors.NotYourTurn.code: 422,
    rules_errors.GameOver.code: 422,
    rules_errors.RulesError.code: 422,
    IdempotencyMismatch.code: 422,
    RatedWithHouseBots.code: 422,
    GameTypeNotAccepted.code: 422,
    # ours to fix
    rules_errors.BadState.code: 500,
    rules_errors.UnknownTimer.code: 500,
    PlatformError.code: 500,
    INTERNAL_ERROR: 500,
    NOT_READY: 503,
    SERVICE_UNAVAILABLE: 503,
}

_WERKZEUG_CODES = {
    400: MALFORMED_JSON,  # Flask raises BadRequest for a body that does not parse
    404: ROUTE_NOT_FOUND,
    405: METHOD_NOT_ALLOWED,
    413: PAYLOAD_TOO_LARGE,
    415: UNSUPPORTED_MEDIA_TYPE,
}

MESSAGES = {
    ROUTE_NOT_FOUND: "no such resource",
    METHOD_NOT_ALLOWED: "this method is not allowed here",
    PAYLOAD_TOO_LARGE: "the request body is too large",
    UNSUPPORTED_MEDIA_TYPE: "the request body must be application/json",
    MALFORMED_JSON: "the request body is not valid JSON",
    JSON_TOO_DEEP: f"the request body is nested deeper than {MAX_JSON_DEPTH} levels",
    SERVICE_UNAVAILABLE: "over capacity: retry shortly",
}
RETRY_UNAVAILABLE_SECONDS = 1  # Retry-After on a 503


def status_of(error: BaseException) -> tuple[int, str]:
    """(HTTP status, stable code) of any error a request can end in."""
    code = getattr(error, "code", None)
    if isinstance(error, (PlatformError, rules_errors.RulesError, ApiError)):
        assert isinstance(code, str)
        if code in STATUS_BY_CODE:
            return STATUS_BY_CODE[code], code
        for base in type(error).__mro__:  # a subclass with its own code: its base's status
            base_code = getattr(base, "code", None)
            if isinstance(base_code, str) and base_code in STATUS_BY_CODE:
                return STATUS_BY_CODE[base_code], code
        return 500, code
    if isinstance(error, HTTPException) and isinstance(code, int):
        return code, _WERKZEUG_CODES.get(code, f"HTTP_{code}")
    if isinstance(error, (RedisConnectionError, RedisTimeoutError)):
        # No Redis connection to be had (the pool or the move path's lane is exhausted: LaneFull
        # is one), or Redis does not answer: the request may succeed later, nothing broke.
        return 503, SERVICE_UNAVAILABLE
    if isinstance(error, (DatabaseUnavailable, DatabaseInterfaceError, DatabasePoolTimeout)):
        # The history database is down or has no connection free: finished games, ratings and
        # leaderboards are back when it is; live games are unaffected.
        return 503, SERVICE_UNAVAILABLE
    return 500, INTERNAL_ERROR


def error_body(code: str, message: str, details: dict[str, Any] | None = None) -> dict[str, Any]:
    return {"code": code, "message": message, "details": details or {}}


def error_response(error: BaseException) -> Response:
    status, code = status_of(error)
    headers: dict[str, str] = {}
    if isinstance(error, (PlatformError, rules_errors.RulesError, ApiError)):
        details = dict(error.details)
        field = details.get("field")
        if status == 400 and isinstance(field, str):
            # Every 400 carries details.fields, whichever layer found the problem.
            details.setdefault("fields", {field: [error.message]})
        body = error_body(code, error.message, details)
    elif isinstance(error, HTTPException):
        body = error_body(code, MESSAGES.get(code, error.description or error.name))
        headers.update({k: v for k, v in error.get_headers() if k.lower() == "allow"})
    elif code == SERVICE_UNAVAILABLE:
        log.warning("over capacity: %r", error)
        body = error_body(code, MESSAGES[code])
        headers["Retry-After"] = str(RETRY_UNAVAILABLE_SECONDS)
    else:
        log.exception("unhandled error", exc_info=error)
        body = error_body(INTERNAL_ERROR, "internal error")
    if isinstance(error, RateLimited):
        headers.update(error.headers)
    if status == 401:
        headers["WWW-Authenticate"] = 'Bearer realm="dashgames"'
    # Plain json, sorted as Flask's provider sorts: the same text with or without an app context.
    text = json.dumps(body, sort_keys=True)
    return Response(text, status, headers, mimetype="application/json")


def install(app: Flask) -> None:
    """Route every error, whatever raised it, through ``error_response``."""
    for kind in (PlatformError, rules_errors.RulesError, ApiError, HTTPException, Exception):
        app.register_error_handler(kind, error_response)


# ---- the contract side --------------------------------------------------------------------------

ERROR_SCHEMA: dict[str, Any] = {
    "type": "object",
    "description": "Every error: a stable code, a message for people, and JSON details.",
    "properties": {
        "code": {"type": "string", "description": (
            "Stable machine-readable error code. An open set: each operation documents its "
            "codes (`x-error-codes` on each error answer); a code not known to a client is "
            "handled by its HTTP status.")},
        "message": {"type": "string"},
        "details": {
            "type": "object",
            "description": "Context; a 400 has `fields`: {dotted field path: [problems]}.",
            "properties": {
                "fields": {
                    "type": "object",
                    "additionalProperties": {"type": "array", "items": {"type": "string"}},
                },
                "current_version": {"type": "integer"},
            },
        },
    },
    "required": ["code", "message", "details"],
    "additionalProperties": False,
}


def route_error_docs(codes: set[str]) -> dict[str, Any]:
    """OpenAPI ``responses`` for a route that can fail with ``codes``: one per status."""
    by_status: dict[int, list[str]] = {}
    for code in codes:
        by_status.setdefault(STATUS_BY_CODE[code], []).append(code)
    out: dict[str, Any] = {}
    for status, status_codes in sorted(by_status.items()):
        ordered = sorted(status_codes)
        description = "Error: " + ", ".join(f"`{c}`" for c in ordered)
        if rules_errors.RulesError.code in ordered:
            # Games add refusal codes of their own (subclasses of IllegalMove): not enumerable.
            description += ", or a game-specific rules code"
        # The codes are an open set (docs/CHANGELOG.md): documented here, never a closed enum
        # in the schema, so a code added later parses in a client generated before it.
        out[str(status)] = {
            "description": description + ". Other codes may come: act on the status.",
            "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}},
            "x-error-codes": ordered,
        }
        if status == 401:
            out[str(status)]["headers"] = {
                "WWW-Authenticate": {"schema": {"type": "string"}, "description": "Bearer"}
            }
        if status == 429:
            out[str(status)]["headers"] = RATE_LIMIT_HEADER_DOCS
        if status == 503:
            out[str(status)]["headers"] = {"Retry-After": RATE_LIMIT_HEADER_DOCS["Retry-After"]}
    return out


RATE_LIMIT_HEADER_DOCS: dict[str, Any] = {
    "Retry-After": {"schema": {"type": "integer"}, "description": "Seconds to wait."},
    "RateLimit-Limit": {"schema": {"type": "integer"},
                        "description": "Requests allowed in the window (IETF draft)."},
    "RateLimit-Remaining": {"schema": {"type": "integer"},
                            "description": "Requests left in the window."},
    "RateLimit-Reset": {"schema": {"type": "integer"},
                        "description": "Seconds until the window resets."},
}
