"""``engine.copying.replace``: the same copy ``dataclasses.replace`` makes, cheaper."""

from __future__ import annotations

import dataclasses

import pytest

import dashgames.games  # noqa: F401 - registers every game
from dashgames.engine import get_game
from dashgames.engine.copying import replace
from dashgames.engine.play import new_game


@pytest.mark.parametrize("game_type", ["flag_dash", "dc_dash", "dash_and_cache"])
def test_replace_copies_a_state_as_dataclasses_does(game_type: str) -> None:
    game = get_game(game_type)
    state = new_game(game, 2, {}, "copying")
    ours = replace(state, rng=12345)
    theirs = dataclasses.replace(state, rng=12345)
    assert ours == theirs and type(ours) is type(state)
    assert ours.rng == 12345 and state.rng != 12345  # the original is untouched
    with pytest.raises(TypeError, match="has no field 'rgn'"):
        replace(state, rgn=1)


def test_replace_refuses_what_it_cannot_copy_faithfully() -> None:
    @dataclasses.dataclass(frozen=True)
    class Checked:
        x: int

        def __post_init__(self) -> None:
            assert self.x >= 0

    with pytest.raises(TypeError, match=r"use dataclasses\.replace"):
        replace(Checked(1), x=2)
