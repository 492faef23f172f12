"""Tournaments' errors (docs/TOURNAMENTS.md, "Refusals"): each a stable code, one status."""

from __future__ import annotations

from dashgames.infra.errors import Forbidden, GameNotFound, PlatformError


class TournamentNotFound(GameNotFound):
    code = "TOURNAMENT_NOT_FOUND"  # 404


class TournamentStarted(PlatformError):
    code = "TOURNAMENT_STARTED"  # 409: a Swiss takes entries only before its first round


class TournamentFinished(PlatformError):
    code = "TOURNAMENT_FINISHED"  # 409: the event is over (or was cancelled)


class TournamentFull(PlatformError):
    code = "TOURNAMENT_FULL"  # 409: max_players entrants already; details["max_players"]


class AlreadyRegistered(PlatformError):
    code = "ALREADY_REGISTERED"  # 409: the caller is in the event already


class NotRegistered(PlatformError):
    code = "NOT_REGISTERED"  # 409: withdrawing from an event the caller never joined


class AlreadyWithdrawn(PlatformError):
    code = "ALREADY_WITHDRAWN"  # 409: withdrawing twice


class UnratedPlayer(Forbidden):
    code = "UNRATED_PLAYER"  # 403: a rated event takes players with a rating in its game type


class BotsOnly(Forbidden):
    code = "BOTS_ONLY"  # 403: a bot league takes bot accounts only
