"""The live game's errors: lookups, concurrency, seats, clocks, private tables."""

from __future__ import annotations

from dashgames.infra.errors import Forbidden, GameNotFound, PlatformError


class CommandNotFound(GameNotFound):
    code = "COMMAND_NOT_FOUND"  # 404 (a GameNotFound): no such command id for this game/seat


class StaleVersion(PlatformError):
    code = "STALE_VERSION"  # 409; details["current_version"]


class SeatTaken(PlatformError):
    code = "SEAT_TAKEN"  # 409: join a seat someone has, or a full game


class NotStarted(PlatformError):
    code = "GAME_NOT_STARTED"  # 409: moves before every seat is filled


class IdempotencyMismatch(PlatformError):
    code = "IDEMPOTENCY_KEY_REUSED"  # 422: same key, different request body


class ReplayUnavailable(PlatformError):
    code = "REPLAY_NOT_AVAILABLE"  # 409: the game has not ended yet


class TooManyOpenGames(PlatformError):
    code = "TOO_MANY_OPEN_GAMES"  # 429: the creator's open games are at their quota


class DeadlinePassed(PlatformError):
    code = "DEADLINE_PASSED"  # 409: the move came after its seat's (or a game timer's) deadline


class InviteRequired(Forbidden):
    code = "INVITE_REQUIRED"  # 403: a private game's seat is taken only through its invite


class InviteInvalid(Forbidden):
    code = "INVITE_INVALID"  # 403: the invite given is not this private game's


class RematchUnavailable(PlatformError):
    code = "REMATCH_NOT_AVAILABLE"  # 409: the game has not ended yet


class PlayerCountUnsupported(PlatformError):
    code = "PLAYER_COUNT_UNSUPPORTED"  # 400: a table size the game type does not seat


class RatedWithHouseBots(PlatformError):
    code = "RATED_WITH_HOUSE_BOTS"  # 422: a rated game seats only accounts
