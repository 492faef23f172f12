"""The back end's challenges (``GameService`` takes these methods from ``ChallengesMixin``):
the checks and the Redis steps are the rules service's (``dashgames.rules.challenges``)."""

from __future__ import annotations

from typing import Any

from dashgames.platform import facade
from dashgames.rules.challenges import ANSWERS, ChallengeDesk

DEFAULT_EXPIRES_IN = 600.0
"""Seconds a challenge waits for an answer unless its sender says otherwise."""


class ChallengesMixin:
    desk: ChallengeDesk

    def create_challenge(self, player: facade.Player, request: facade.ChallengeRequest,
                         expires_in: float = DEFAULT_EXPIRES_IN) -> dict[str, Any]:
        player.require("act")
        return self.desk.create(player, request, expires_in)

    def list_challenges(self, player: facade.Player) -> dict[str, list[dict[str, Any]]]:
        player.require("read")
        return self.desk.listed(player)

    def answer_challenge(self, player: facade.Player, challenge_id: str, answer: str,
                         reason: str | None = None) -> dict[str, Any]:
        if answer not in ANSWERS:
            raise ValueError(f"no answer {answer!r}")
        player.require("act")
        return self.desk.answer(player, challenge_id, answer, reason)
