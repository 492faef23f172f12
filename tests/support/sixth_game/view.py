"""What a seat or a spectator sees of a Sprint: everything but the die's generator."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from dashgames.engine import BadState, Rng, Seat
from dashgames.engine.codec import DecodeError, from_json, to_json
from tests.support.sixth_game.state import EndReason, SprintState


@dataclass(frozen=True)
class SprintView:
    """The track, both runners, whose turn it is and the die rolled for it."""

    you: int | None
    length: int
    boosts: tuple[int, ...]
    positions: tuple[int, ...]
    to_move: int | None
    die: int
    winner: int | None
    end_reason: EndReason | None


def render(state: SprintState, seat: Seat | None) -> dict[str, Any]:
    view = SprintView(
        you=seat,
        length=state.length,
        boosts=state.boosts,
        positions=state.positions,
        to_move=state.to_move,
        die=state.die,
        winner=state.winner,
        end_reason=state.end_reason,
    )
    rendered: dict[str, Any] = to_json(view)
    return rendered


def sample_hidden(view: dict[str, Any], seat: Seat | None, rng: Rng) -> SprintState:
    """The state behind ``view``: only the generator is hidden, so it alone is drawn anew."""
    try:
        seen: SprintView = from_json(SprintView, view)
    except DecodeError as e:
        raise BadState(f"bad sprint view: {e}", field=e.path) from None
    return SprintState(
        rng=rng.next_u64(),
        length=seen.length,
        boosts=seen.boosts,
        positions=seen.positions,
        to_move=seen.to_move,
        die=seen.die,
        winner=seen.winner,
        end_reason=seen.end_reason,
    )
