"""Companion mode: real objects named by the players, validity settled by the table."""

from __future__ import annotations

from typing import Any

import pytest

from dashgames.engine import IllegalMove, Rng
from dashgames.engine.play import Choice, Chooser, new_game, play_forward
from dashgames.games.dash_and_cache import GAME
from dashgames.games.dash_and_cache.rules import NameInUse
from dashgames.games.dash_and_cache.state import (
    AwaitRoll,
    Claim,
    ClaimChance,
    Objection,
    VictoryCall,
)
from tests.games.dash_and_cache.positions import (
    GOALS_0,
    companion_position,
    play,
    roll_to,
)


def test_a_grab_names_a_new_real_object() -> None:
    state = new_game(GAME, 2, {"mode": "companion"}, 1)
    assert state.room == ()
    assert [GAME.moves.dump(m) for m in GAME.legal_moves(state, 0)] == [
        {"type": "grab", "item": "object 1"},
        {"type": "return_home", "keep": None},
    ]
    state, _ = play(state, 0, {"type": "grab", "item": "  Red mug "})
    assert state.item_names == {"c1": "Red mug"} and state.held[0] == ("c1",)
    with pytest.raises(NameInUse) as caught:
        play(state, 1, {"type": "grab", "item": "red MUG"})
    assert caught.value.code == "ITEM_NAME_IN_USE"
    with pytest.raises(IllegalMove):
        play(state, 1, {"type": "grab", "item": "   "})
    assert GAME.view(state, None)["item_names"] == {"c1": "Red mug"}


def test_any_claim_may_be_made_and_any_open_claim_challenged() -> None:
    state = new_game(GAME, 2, {"mode": "companion"}, 1)
    state, _ = play(state, 0, {"type": "grab", "item": "mug"})
    state, _ = play(state, 0, {"type": "grab", "item": "sock"})
    state, _ = play(state, 0, {"type": "return_home", "keep": "c1"})
    state, _ = play(state, 1, {"type": "grab", "item": "spoon"})
    state, _ = play(state, 1, {"type": "grab", "item": "book"})
    state, _ = play(state, 1, {"type": "return_home", "keep": "c4"})
    claims = [m for m in GAME.legal_moves(state, 0) if type(m).kind == "claim"]
    assert len(claims) == 5  # the server cannot see the mug: every goal card may be claimed
    card = state.goals[0][0]
    state, _ = play(state, 0, {"type": "claim", "item": "c1", "card": card})
    # a claim just made is open to objection: the other player may challenge it
    assert isinstance(state.phase, Objection) and GAME.to_act(state) == {1}
    assert [GAME.moves.dump(m) for m in GAME.legal_moves(state, 1)] == [
        {"type": "challenge", "item": "c1", "card": card}, {"type": "no_challenge"}
    ]


def test_a_fifth_item_gained_in_companion_mode_is_claimed_at_once_and_wins() -> None:
    # The server cannot see real objects: seat 0, whose cache now holds five, is asked at once
    # whether the stolen scarf shows their last goal card (soft), before anyone rolls again.
    claims = tuple(Claim(f"c{i}", card) for i, card in enumerate(GOALS_0[:4], start=1))
    state = companion_position(caches=(("c1", "c2", "c3", "c4"), ("c8",), ()), claims=claims)
    state, _ = play(roll_to(state, "steal"), 0, {"type": "roll"})
    state, _ = play(state, 0, {"type": "steal", "item": "c8"})
    assert isinstance(state.phase, ClaimChance) and state.phase.seat == 0
    assert GAME.to_act(state) == {0}
    moves = [GAME.moves.dump(m) for m in GAME.legal_moves(state, 0)]
    assert {"type": "claim", "item": "c8", "card": "soft"} in moves
    assert moves[-1] == {"type": "stop_claiming"}
    state, _ = play(state, 0, {"type": "claim", "item": "c8", "card": "soft"})
    # every companion claim may be challenged, so the others have their say first
    assert isinstance(state.phase, VictoryCall) and state.phase.items == (
        "c1", "c2", "c3", "c4", "c8")
    state, _ = play(state, 1, {"type": "no_challenge"})
    state, _ = play(state, 2, {"type": "no_challenge"})
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == (0,)


def test_a_companion_claim_chance_comes_only_with_five_items_and_may_be_declined() -> None:
    state = companion_position(caches=(("c1", "c2", "c3"), ("c8", "c7"), ()))
    state, _ = play(roll_to(state, "steal"), 0, {"type": "roll"})
    state, _ = play(state, 0, {"type": "steal", "item": "c8"})
    assert isinstance(state.phase, AwaitRoll) and state.turn == 1  # four items: no chance
    state = companion_position(caches=(("c1", "c2", "c3", "c4"), ("c8",), ()))
    state, _ = play(roll_to(state, "steal"), 0, {"type": "roll"})
    state, _ = play(state, 0, {"type": "steal", "item": "c8"})
    assert isinstance(state.phase, ClaimChance)
    state, _ = play(state, 0, {"type": "stop_claiming"})
    assert isinstance(state.phase, AwaitRoll) and state.turn == 1 and state.to_claim == ()


def test_every_legal_move_is_accepted_along_random_companion_games() -> None:
    def every_move_then_one(rng: Rng) -> Chooser:
        def choose(state: Any, acting: list[int], ply: int) -> Choice:
            choices = [(s, m) for s in acting for m in GAME.legal_moves(state, s)]
            for seat, move in choices:
                GAME.apply(state, seat, move)
            return rng.choice(choices) if choices else None

        return choose

    for seed in range(3):
        state = new_game(GAME, 3, {"mode": "companion", "round_limit": 4}, seed)
        chooser = every_move_then_one(Rng.from_seed(seed))
        for step in play_forward(GAME, state, chooser, max_steps=400):
            state = step.state
        assert GAME.outcome(state) is not None
