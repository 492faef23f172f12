"""``engine.preview`` in set positions: a Double Dash! turn of two dice shown after its first
move and stopped at its last, a move staged after the stop refused, an illegal step named by
its place, and a Dicey Curves reroll staged but not shown."""

from __future__ import annotations

from typing import Any

import pytest

import dashgames.games  # noqa: F401 - fills the registry
from dashgames.engine import IllegalMove, get_game
from dashgames.engine.play import new_game
from dashgames.engine.preview import PreviewEnded, preview

DOUBLE_DASH = get_game("double_dash")


def _two_dice_turn() -> tuple[Any, int]:
    """Seat 0's second turn (each side's first turn has one die; this one has two)."""
    state = new_game(DOUBLE_DASH, 2, None, "preview")
    for _ in range(2):
        seat = min(DOUBLE_DASH.to_act(state))
        state, _ = DOUBLE_DASH.apply(state, seat, DOUBLE_DASH.legal_moves(state, seat)[0])
    seat = min(DOUBLE_DASH.to_act(state))
    assert seat == 0 and len(DOUBLE_DASH.view(state, seat)["dice"]) == 2
    return state, seat


def test_the_first_die_is_shown_and_the_second_ends_the_turn() -> None:
    state, seat = _two_dice_turn()
    first = DOUBLE_DASH.legal_moves(state, seat)[0]
    after, _ = DOUBLE_DASH.apply(state, seat, first)
    assert seat in DOUBLE_DASH.to_act(after)  # the other die is still to move

    shown = preview(DOUBLE_DASH, state, seat, [DOUBLE_DASH.moves.dump(first)])
    assert (shown.shown, shown.stop, shown.state) == (1, None, after)

    second = DOUBLE_DASH.legal_moves(after, seat)[0]
    staged = [DOUBLE_DASH.moves.dump(first), DOUBLE_DASH.moves.dump(second)]
    whole = preview(DOUBLE_DASH, state, seat, staged)
    # The last move rolls the other side's dice: the view stays after the first move.
    assert (whole.shown, whole.stop, whole.state) == (1, "turn_over", after)

    with pytest.raises(PreviewEnded) as ended:
        preview(DOUBLE_DASH, state, seat, [*staged, DOUBLE_DASH.moves.dump(second)])
    assert ended.value.details["step"] == 2


def test_an_illegal_step_is_refused_with_its_place() -> None:
    state, seat = _two_dice_turn()
    first = DOUBLE_DASH.legal_moves(state, seat)[0]
    with pytest.raises(IllegalMove) as refused:
        preview(DOUBLE_DASH, state, seat, [DOUBLE_DASH.moves.dump(first)] * 2)  # the same die
    assert refused.value.details["step"] == 1
    assert preview(DOUBLE_DASH, state, seat, []).state == state


def test_a_reroll_is_staged_but_its_dice_are_not_shown() -> None:
    game = get_game("dicey_curves")
    state = new_game(game, 2, None, "preview")
    for _ in range(40):  # play the placing of cars until a seat may reroll
        seat = min(game.to_act(state))
        rerolls = [m for m in game.legal_moves(state, seat) if m.kind == "reroll"]
        if rerolls:
            break
        state, _ = game.apply(state, seat, game.legal_moves(state, seat)[0])
    else:
        raise AssertionError("no reroll was offered")
    shown = preview(game, state, seat, [game.moves.dump(rerolls[0])])
    assert (shown.shown, shown.stop, shown.state) == (0, "hidden_result", state)
