"""A finished game's board at every step, for replay viewers: the replay re-run from its seed.

The API keeps only the current position, so a past one is recomputed: the revealed seed and
the recorded moves go through the same rules the game ran with (``engine.play``, as
``dashgames.play.verify`` does), and each requested step's spectator view is rendered.
Frame 0 is the position before any move; frame ``i`` the one after the ``i``-th recorded step.
"""

from __future__ import annotations

from typing import Any

from dashgames.engine import get_game
from dashgames.engine.play import apply_recorded, new_game
from dashgames.play.lifecycle import FIRST_VERSION
from dashgames.play.types import MAX_REPLAY_FRAMES, Replay

MAX_FRAMES = MAX_REPLAY_FRAMES


def replay_frames(replay: Replay, start: int, count: int) -> list[dict[str, Any]]:
    """Frames ``start`` .. ``start + count - 1`` (fewer past the end; none when ``count`` < 1).

    Each is ``{"step", "version", "actor", "move", "view"}``: ``view`` is the public view
    after that step (``game.view(state, None)``); frame 0 has no actor or move.
    """
    start = max(0, start)
    end = min(start + max(0, min(count, MAX_FRAMES)), len(replay.moves) + 1)
    if start >= end:
        return []
    game = get_game(replay.game_type)
    state = new_game(game, replay.players, replay.options, replay.seed)
    moves = replay.moves
    version = int(moves[0]["version"]) - 1 if moves else FIRST_VERSION
    frames: list[dict[str, Any]] = []
    if start == 0:
        frames.append({"step": 0, "version": version, "actor": None, "move": None,
                       "view": game.view(state, None)})
    for i, recorded in enumerate(moves[: end - 1], start=1):
        state, _ = apply_recorded(game, state, recorded["actor"], recorded["move"])
        if i >= start:
            frames.append({"step": i, "version": int(recorded["version"]),
                           "actor": recorded["actor"], "move": recorded["move"],
                           "view": game.view(state, None)})
    return frames
