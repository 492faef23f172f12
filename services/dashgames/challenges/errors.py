"""The challenges' errors (docs/ACCOUNTS.md, "Challenges")."""

from __future__ import annotations

from dashgames.infra.errors import Forbidden, GameNotFound, PlatformError


class ChallengeNotFound(GameNotFound):
    code = "CHALLENGE_NOT_FOUND"  # 404


class NotYourChallenge(Forbidden):
    code = "NOT_YOUR_CHALLENGE"  # 403: only the challenged answers, only the challenger cancels


class TooManyChallenges(PlatformError):
    code = "TOO_MANY_CHALLENGES"  # 429: a pending-challenges limit; details["limit"], ["side"]


class ChallengeClosed(PlatformError):
    code = "CHALLENGE_CLOSED"  # 409: already accepted, declined or cancelled; details.status


class ChallengeExpired(ChallengeClosed):
    code = "CHALLENGE_EXPIRED"  # 409: its time ran out before an answer


class SelfChallenge(PlatformError):
    code = "CANNOT_CHALLENGE_SELF"  # 400


class GameTypeNotAccepted(PlatformError):
    code = "GAME_TYPE_NOT_ACCEPTED"  # 422: a bot account that does not play that game type

