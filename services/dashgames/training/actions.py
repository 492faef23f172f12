"""A fixed discrete action space over a game's moves: fixed indices first, then legal-move slots.

Learners want one ``Discrete(n)`` per seat and a mask; some move spaces are small and fixed,
others parametric and huge. So an ``ActionCodebook`` gives every enumerable move a fixed index
and puts the rest of the legal moves in slots, in canonical order. docs/TRAINING.md, "Actions".
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from dashgames.engine import MoveCodec


@dataclass(frozen=True)
class ActionTable:
    """The legal moves of one decision laid out on the action indices."""

    moves: dict[int, Any]
    """Action index -> the move (the game's move value) it plays now."""
    dropped: int
    """Legal slot moves left out because every slot was taken (0 in practice; see above)."""

    def mask(self, size: int) -> npt.NDArray[np.int8]:
        out = np.zeros(size, dtype=np.int8)
        out[list(self.moves)] = 1
        return out


class ActionCodebook:
    """Fixed indices for the moves in ``fixed`` (JSON forms), then ``slots`` legal-move slots."""

    def __init__(
        self, codec: MoveCodec[Any], fixed: Iterable[dict[str, Any]], slots: int
    ) -> None:
        self.codec = codec
        self.fixed_moves: tuple[dict[str, Any], ...] = tuple(fixed)
        # Parsing each listed move checks the enumeration against the game's own move codec.
        self.fixed_keys: tuple[str, ...] = tuple(
            codec.text(codec.parse(m)) for m in self.fixed_moves)
        self._index = {k: i for i, k in enumerate(self.fixed_keys)}
        if len(self._index) != len(self.fixed_keys):
            raise ValueError("a fixed move is listed twice")
        self.slots = slots
        self.size = len(self.fixed_keys) + slots

    @property
    def fixed_count(self) -> int:
        return len(self.fixed_keys)

    def lay_out(self, legal: list[Any]) -> ActionTable:
        moves: dict[int, Any] = {}
        rest: list[tuple[str, Any]] = []
        for move in legal:
            key = self.codec.text(move)
            index = self._index.get(key)
            if index is None:
                rest.append((key, move))
            else:
                moves[index] = move
        rest.sort(key=lambda pair: pair[0])
        for k, (_, move) in enumerate(rest[: self.slots]):
            moves[self.fixed_count + k] = move
        return ActionTable(moves, max(0, len(rest) - self.slots))

    def mirrored(self, mirror: Callable[[dict[str, Any]], dict[str, Any]]) -> ActionCodebook:
        """The same space seen from the other side of the board: index ``i`` plays
        ``mirror(move i)``, so an index means the same move relative to the seat."""
        return ActionCodebook(self.codec, (mirror(m) for m in self.fixed_moves), self.slots)

    def describe(self) -> dict[str, int]:
        return {"fixed": self.fixed_count, "slots": self.slots, "size": self.size}
