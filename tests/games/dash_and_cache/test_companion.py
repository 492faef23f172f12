"""Companion mode: real objects named by the players, validity settled by the table."""

from __future__ import annotations

from dataclasses import replace

import pytest

from dashgames.engine import IllegalMove, Rng
from dashgames.engine.play import new_game
from dashgames.games.dash_and_cache import GAME
from dashgames.games.dash_and_cache.rules import NameInUse
from dashgames.games.dash_and_cache.state import Claim
from tests.games.dash_and_cache.positions import play


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
    state = replace(state, claims=(Claim("c4", state.goals[1][0]),))
    assert {"type": "challenge", "item": "c4", "card": state.goals[1][0]} in [
        GAME.moves.dump(m) for m in GAME.legal_moves(state, 0)
    ]


def test_every_legal_move_is_accepted_along_random_companion_games() -> None:
    for seed in range(3):
        state = new_game(GAME, 3, {"mode": "companion", "round_limit": 4}, seed)
        rng = Rng.from_seed(seed)
        for _ in range(400):
            if GAME.outcome(state) is not None:
                break
            acting = sorted(GAME.to_act(state))
            choices = [(s, m) for s in acting for m in GAME.legal_moves(state, s)]
            if not choices:
                state, _ = GAME.on_timer(state, GAME.pending_timers(state)[0].id)
                continue
            for seat, move in choices:
                GAME.apply(state, seat, move)
            seat, move = rng.choice(choices)
            state, _ = GAME.apply(state, seat, move)
        assert GAME.outcome(state) is not None
