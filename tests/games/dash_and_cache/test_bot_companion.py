"""The heuristic bot in companion mode reads the players' names for real objects: it claims
what a name supports, votes down what a name contradicts or what would bring a rival within a
card of winning, and challenges only where a challenge can win."""

from __future__ import annotations

from typing import Any

from dashgames.engine import Rng
from dashgames.games.dash_and_cache import GAME
from dashgames.games.dash_and_cache.bot_companion import Support, support
from dashgames.games.dash_and_cache.bots import heuristic_bot
from dashgames.games.dash_and_cache.moves import (
    CastVote,
    Challenge,
    ClaimMatch,
    NoChallenge,
    StopClaiming,
)
from dashgames.games.dash_and_cache.state import (
    Claim,
    ClaimChance,
    DashAndCacheState,
    Objection,
    VictoryCall,
    Vote,
)
from tests.games.dash_and_cache.positions import companion_position

NAMES = {"c1": "blue mug", "c2": "ball", "c3": "book", "c5": "sock", "c6": "bell",
         "c7": "red mug", "c8": "object 8", "c9": "object 9"}


def _bot(state: DashAndCacheState, seat: int) -> Any:
    legal = GAME.legal_moves(state, seat)
    move = heuristic_bot(GAME.view(state, seat), seat, legal, Rng(seat))
    assert move in legal
    return move


def test_a_name_is_read_like_a_player_reads_it() -> None:
    assert support("red mug", "red") == Support.CLEAR
    assert support("blue mug", "red") == Support.AGAINST
    assert support("mug", "has-handle") == Support.CLEAR
    assert support("book", "heavy") == Support.ARGUABLE
    assert support("mug", "paper") == Support.AGAINST
    assert support("object 8", "round") == Support.UNKNOWN
    assert support("ball", "starts-with-b") == Support.CLEAR


def test_claims_only_what_the_names_support() -> None:
    # Goals of seat 0: red, round, paper, wood, soft. A blue mug is not red and a bell is
    # neither wood nor soft: the ball, the book and the sock are put forward, nothing else.
    state = companion_position(
        item_names=NAMES, caches=(("c1", "c2", "c3", "c5", "c6"), (), ()),
        phase=ClaimChance("claim_chance", 0), to_claim=(0,))
    made = []
    while isinstance(state.phase, ClaimChance):
        move = _bot(state, 0)
        if isinstance(move, StopClaiming):
            break
        assert isinstance(move, ClaimMatch)
        made.append((move.item, move.card))
        state, _ = GAME.apply(state, 0, move)
    assert sorted(made) == [("c2", "round"), ("c3", "paper"), ("c5", "soft")]


def test_votes_by_the_name_and_against_a_doubtful_claim_near_a_win() -> None:
    def ballot(item: str, card: str, claims: tuple[Claim, ...] = ()) -> Any:
        state = companion_position(
            item_names=NAMES, caches=(("c1", "c2", "c3", "c5", "c7", "c8"), (), ("c9",)),
            claims=claims, phase=Vote("vote", item, card, 1, 0))
        return _bot(state, 2)

    assert ballot("c7", "red") == CastVote(True)      # a red mug is red
    assert ballot("c1", "red") == CastVote(False)     # a blue mug is not
    assert ballot("c8", "red") == CastVote(True)      # nothing known, and seat 0 is far off
    near = (Claim("c2", "round", True), Claim("c3", "paper", True), Claim("c5", "soft", True))
    assert ballot("c8", "red", near) == CastVote(False)  # the fourth card of five: doubt wins


def test_challenges_a_contradicted_claim_only_where_the_vote_can_be_won() -> None:
    three = companion_position(
        item_names=NAMES, caches=(("c1",), (), ("c9",)),
        claims=(Claim("c1", "red"),), phase=Objection("objection", (Claim("c1", "red"),)))
    assert _bot(three, 2) == Challenge("c1", "red")
    fair = companion_position(
        item_names=NAMES, caches=(("c7",), (), ("c9",)),
        claims=(Claim("c7", "red"),), phase=Objection("objection", (Claim("c7", "red"),)))
    assert _bot(fair, 2) == NoChallenge()
    # Two players: seat 0 votes for its own claim and a tie accepts, so the challenge would
    # only cost an item...
    two = companion_position(
        players=2, item_names=NAMES, caches=(("c1",), ("c9",)),
        claims=(Claim("c1", "red"),), phase=Objection("objection", (Claim("c1", "red"),)))
    assert _bot(two, 1) == NoChallenge()
    # ...except against a victory call, which ends the game if nobody disputes it.
    items = ("c1", "c2", "c3", "c8", "c5")
    claims = tuple(Claim(i, c) for i, c in zip(items, ("red", "round", "paper", "wood", "soft"),
                                                strict=True))
    call = companion_position(
        players=2, item_names=NAMES, caches=(items, ("c9",)), claims=claims,
        phase=VictoryCall("victory_call", 0, items))
    assert isinstance(_bot(call, 1), Challenge)
