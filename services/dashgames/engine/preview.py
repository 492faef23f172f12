"""A turn built step by step before it is sent ("confirm my moves", docs/CONFIRM.md).

A seat stages moves; ``preview`` plays them on a copy of the state and shows their result while
the turn goes on. It stops at the first step whose result the seat may not see before it
commits: a move of a kind the game does not declare previewable (its result rests on chance or
on what the seat cannot see) and a step that ends the seat's turn. Nothing is stored.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

from dashgames.engine.errors import IllegalMove, PreviewEnded, RulesError
from dashgames.engine.play import checked_move
from dashgames.engine.protocol import Game, Seat

Stop = Literal["turn_over", "hidden_result"]
"""Why a preview shows no more: the last staged step ends the turn, or its result is
revealed only when it is played (dice, a card, a hidden plan)."""


@dataclass(frozen=True)
class Preview:
    """``state``: after every staged step shown (the last one included unless ``stop``);
    ``shown``: how many staged steps that is; ``stop``: None while the seat acts on."""

    state: Any
    shown: int
    stop: Stop | None


def preview(game: Game[Any, Any], state: Any, seat: Seat, staged: Sequence[Any]) -> Preview:
    """Play ``staged`` (moves as JSON) for ``seat`` from ``state``, each checked as a move
    is; a step that breaks a rule raises with ``details['step']`` its index."""
    shown = 0
    stop: Stop | None = None
    for step, raw in enumerate(staged):
        if stop is not None:
            raise PreviewEnded(f"step {step - 1} is played before anything after it can be "
                               "shown: confirm the turn so far", step=step)
        try:
            move = _legal(game, state, seat, raw)
        except RulesError as e:
            e.details.setdefault("step", step)
            raise
        if move.kind not in game.previewable:
            stop = "hidden_result"
            continue
        after, _ = game.apply(state, seat, move)
        if game.outcome(after) is not None or seat not in game.to_act(after):
            stop = "turn_over"
            continue
        state, shown = after, shown + 1
    return Preview(state, shown, stop)


def _legal(game: Game[Any, Any], state: Any, seat: Seat, raw: Any) -> Any:
    """``checked_move``, and the move among the seat's legal ones (a step not played yet is
    never handed to ``apply``, which is what would refuse it)."""
    move = checked_move(game, state, seat, raw)
    if move not in game.legal_moves(state, seat):
        raise IllegalMove(f"{move.kind} is not a legal move now", seat=seat)
    return move
