"""Challenges: one player asks another (a person or a bot account) to a game; the answer.

A challenge is checked in full when it is sent (the challenged account exists and is not the
sender, a bot account takes that game type, the options, seats and clock make a game), so
accepting it cannot fail on what it asks for. Accepting names the new game's id in the same
atomic step that closes the challenge, then creates the game with both players seated (the
game's creation tells both, ``game_started``); if the acceptor dies in between, the
reconciler's sweep (``sweep``) creates it. The sweep also expires the challenges nobody
answered in time; an answer that comes after the expiry expires it first, so nothing waits on
the sweep.
"""

from __future__ import annotations

import dataclasses
import secrets
import time
from typing import Any

from dashgames.accounts.errors import PlayerNotFound
from dashgames.accounts.store import Accounts
from dashgames.accounts.types import Player
from dashgames.challenges import store as stored
from dashgames.challenges.errors import (
    ChallengeClosed,
    ChallengeExpired,
    ChallengeNotFound,
    GameTypeNotAccepted,
    NotYourChallenge,
    SelfChallenge,
)
from dashgames.challenges.store import Challenges
from dashgames.challenges.types import ChallengeRequest
from dashgames.engine import BadOptions, get_game
from dashgames.engine.play import new_game
from dashgames.play import clocks, lifecycle
from dashgames.play.errors import RatedWithHouseBots
from dashgames.play.followups import Followups
from dashgames.play.store import Store
from dashgames.play.types import ClockSpec, SeatSpec

GAME_GRACE = 30.0
"""Seconds after an acceptance before the sweep creates a game the acceptor has not."""
SWEEP_BATCH = 100
ANSWERS = ("accept", "decline", "cancel")


def _person(player: Player | dict[str, Any]) -> dict[str, Any]:
    if isinstance(player, Player):
        return {"id": player.id, "name": player.name, "is_bot": player.is_bot,
                "owner": player.owner}
    return {"id": player["id"], "name": player["name"], "is_bot": bool(player["is_bot"]),
            "owner": player.get("owner")}


def _player(person: dict[str, Any]) -> Player:
    return Player(person["id"], person["name"], bool(person["is_bot"]), person.get("owner"))


DEFAULT_EXPIRES_IN = 600.0
"""Seconds a challenge waits for an answer unless its sender says otherwise."""


class ChallengesService:
    def __init__(self, store: Store, followups: Followups) -> None:
        self.store = store
        self.followups = followups
        self.accounts = Accounts(store.redis, store.settings)
        self.challenges = Challenges(store.redis, store.settings)

    # ---- sending ------------------------------------------------------------------------------

    # ---- the API's calls ----------------------------------------------------------------
    def create_challenge(self, player: Player, request: ChallengeRequest,
                         expires_in: float = DEFAULT_EXPIRES_IN) -> dict[str, Any]:
        player.require("act")
        return self.create(player, request, expires_in)

    def list_challenges(self, player: Player) -> dict[str, list[dict[str, Any]]]:
        player.require("read")
        return self.listed(player)

    def answer_challenge(self, player: Player, challenge_id: str, answer: str,
                         reason: str | None = None) -> dict[str, Any]:
        if answer not in ANSWERS:
            raise ValueError(f"no answer {answer!r}")
        player.require("act")
        return self.answer(player, challenge_id, answer, reason)

    def create(self, challenger: Player, req: ChallengeRequest,
               expires_in: float) -> dict[str, Any]:
        if req.to == challenger.id:
            raise SelfChallenge("you cannot challenge yourself", field="to")
        profile = self.accounts.profile(req.to)
        if profile is None:
            raise PlayerNotFound(f"no player {req.to}", player_id=req.to)
        accepts = profile.get("accepts")
        if profile["is_bot"] and accepts is not None and req.game_type not in accepts:
            raise GameTypeNotAccepted(
                f"{profile['name']} does not play {req.game_type}", accepts=accepts)
        seat, other = self._seats(req)
        now = time.time()
        challenge = {
            "id": "c" + secrets.token_hex(6), "status": "pending",
            "challenger": _person(challenger), "challenged": _person(profile),
            "game_type": req.game_type, "options": req.options, "players": req.players,
            "seat": seat, "challenged_seat": other,
            "clock": dataclasses.asdict(req.clock) if req.clock else None,
            "rated": req.rated, "bot_level": req.bot_level,
            "created_at": now, "expires_at": now + expires_in,
            "decline_reason": None, "game_id": None, "answered_at": None,
        }
        self.challenges.create(challenge)
        return challenge

    def _seats(self, req: ChallengeRequest) -> tuple[int, int]:
        """The two players' seats, after checking the whole table would make a game."""
        game = get_game(req.game_type)
        seat = req.seat if req.seat is not None else 0
        if not 0 <= seat < req.players:
            raise BadOptions(f"there is no seat {seat} at a table of {req.players}", field="seat")
        other = 1 if seat == 0 else 0
        if req.rated and req.players > 2:
            raise RatedWithHouseBots("a rated game seats only accounts: no house bots",
                                            field="rated")
        specs = self._specs(req.players, seat, other, req.bot_level)
        lifecycle.seat_rows(req.game_type, specs)  # the house bots' level
        new_game(game, req.players, req.options, "check")  # player count and options
        clocks.configure(game, req.clock, req.players)
        return seat, other

    @staticmethod
    def _specs(players: int, seat: int, other: int, bot_level: str | None
               ) -> list[SeatSpec]:
        return [SeatSpec("human") if i in (seat, other) else
                SeatSpec("bot", bot_level) for i in range(players)]

    # ---- answering ----------------------------------------------------------------------------
    def answer(self, player: Player, challenge_id: str, answer: str,
               reason: str | None = None) -> dict[str, Any]:
        """Accept, decline (with a reason) or cancel; the challenge as it now stands."""
        challenge = self.challenges.get(challenge_id)
        if challenge is None:
            raise ChallengeNotFound(f"no challenge {challenge_id}",
                                           challenge_id=challenge_id)
        game_id = secrets.token_hex(6) if answer == "accept" else ""
        now = time.time()
        done = self.challenges.answer(challenge, answer, player.id, now,
                                      reason=reason or "generic", game_id=game_id,
                                      sweep_at=now + GAME_GRACE)
        if done.code == stored.NOT_YOURS:
            whose = "the challenger" if answer == "cancel" else "the challenged player"
            raise NotYourChallenge(f"only {whose} may {answer} this challenge",
                                          challenge_id=challenge_id)
        if done.code == stored.CLOSED:
            raise ChallengeClosed(f"the challenge is {done.status} already",
                                         challenge_id=challenge_id, status=done.status)
        if done.code == stored.EXPIRED:
            raise ChallengeExpired("the challenge has expired",
                                          challenge_id=challenge_id, status="expired")
        if done.code != stored.ACCEPTED or done.challenge is None:
            raise ChallengeNotFound(f"no challenge {challenge_id}",
                                           challenge_id=challenge_id)
        if answer == "accept":
            self._make_game(done.challenge)
        return done.challenge

    def _make_game(self, challenge: dict[str, Any]) -> None:
        specs = self._specs(challenge["players"], challenge["seat"],
                            challenge["challenged_seat"], challenge["bot_level"])
        clock = ClockSpec(**challenge["clock"]) if challenge["clock"] else None
        lifecycle.create_game(
            self.store, self.followups, _player(challenge["challenger"]),
            challenge["game_type"], challenge["options"], specs, challenge["seat"], clock,
            lifecycle.Table(
                game_id=challenge["game_id"],
                seated={challenge["challenged_seat"]: _player(challenge["challenged"])}),
            rated=bool(challenge["rated"]),
        )
        self.challenges.game_made(challenge["id"])

    # ---- listing ------------------------------------------------------------------------------
    def listed(self, player: Player) -> dict[str, list[dict[str, Any]]]:
        """The player's challenges in and out, newest first; those past their expiry are
        expired on the way (and listed so)."""
        now = time.time()
        out: dict[str, list[dict[str, Any]]] = {}
        for direction in ("in", "out"):
            found = self.challenges.listed(direction, player.id)
            for i, challenge in enumerate(found):
                if challenge["status"] == "pending" and challenge["expires_at"] <= now:
                    done = self.challenges.answer(challenge, "expire", "", now)
                    if done.challenge is not None:
                        found[i] = done.challenge
                    else:
                        found[i] = self.challenges.get(challenge["id"]) or challenge
            out[direction] = found
        return out

    # ---- the reconciler's sweep ---------------------------------------------------------------
    def sweep(self, now: float | None = None) -> int:
        """Expire what nobody answered in time, and create any accepted challenge's game its
        acceptor did not (it died); how many it handled."""
        now = time.time() if now is None else now
        handled = 0
        for challenge_id in self.challenges.due(now, SWEEP_BATCH):
            challenge = self.challenges.get(challenge_id)
            if challenge is None:
                self.challenges.forget(challenge_id)
            else:
                self.challenges.answer(challenge, "expire", "", now)
            handled += 1
        for challenge_id in self.challenges.games_owed(now, SWEEP_BATCH):
            challenge = self.challenges.get(challenge_id)
            if challenge is None or challenge["status"] != "accepted":
                self.challenges.forget(challenge_id)
            elif self.store.meta(challenge["game_id"]):
                self.challenges.game_made(challenge_id)
            else:
                self._make_game(challenge)
            handled += 1
        return handled
