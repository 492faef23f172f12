"""Building blocks of the observation encodings: a writer of bounded features, and seat order.

Every encoding turns one seat's view (the dict ``Game.view`` renders, nothing else) into a flat
vector of floats in [0, 1]: one-hot codes for categories, 0/1 for facts, and counts divided by a
documented scale and clipped. Bounded features keep every observation inside one
``Box(0, 1)`` and need no normalisation in the learner.

Seats are written from the viewer's side ("ego order"): the viewer first, then the others in
turn order after it, padded to the game's largest table, so one policy serves every seat and
every player count of a game.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import numpy as np
import numpy.typing as npt

from dashgames.training.actions import ActionCodebook


class Features:
    """Appends features to a growing vector; every value is clipped to [0, 1]."""

    def __init__(self) -> None:
        self._values: list[float] = []

    def flag(self, value: bool | None) -> None:
        self._values.append(1.0 if value else 0.0)

    def flags(self, values: Iterable[bool]) -> None:
        """Several 0/1 facts at once (the fast path for per-item blocks)."""
        self._values.extend(1.0 if v else 0.0 for v in values)

    def scaled(self, value: float | None, scale: float) -> None:
        """``value / scale`` clipped to [0, 1] (None counts as 0)."""
        x = 0.0 if value is None else float(value) / scale
        self._values.append(min(1.0, max(0.0, x)))

    def one_hot(self, size: int, index: int | None) -> None:
        """``size`` features, the ``index``-th set (none when ``index`` is None or outside)."""
        block = [0.0] * size
        if index is not None and 0 <= index < size:
            block[index] = 1.0
        self._values.extend(block)

    def choice(self, choices: Sequence[Any], value: Any) -> None:
        """One-hot of ``value`` among ``choices`` (all zero when it is none of them)."""
        self.one_hot(len(choices), choices.index(value) if value in choices else None)

    def members(self, universe: dict[Any, int], present: Iterable[Any], scale: float = 1.0) -> None:
        """One feature per ``universe`` entry: how often it occurs in ``present``, / ``scale``."""
        block = [0.0] * len(universe)
        for item in present:
            i = universe.get(item)
            if i is not None:
                block[i] += 1.0
        self._values.extend(min(1.0, v / scale) for v in block)

    def plane(self, size: int, cells: Iterable[int | None]) -> None:
        """A 0/1 board plane of ``size`` cells with ``cells`` set."""
        block = [0.0] * size
        for c in cells:
            if c is not None and 0 <= c < size:
                block[c] = 1.0
        self._values.extend(block)

    def block(self, values: npt.NDArray[np.float32]) -> None:
        """A whole array of features at once (row by row), clipped to [0, 1]."""
        self._values.extend(np.clip(values, 0.0, 1.0).ravel().tolist())

    def array(self) -> npt.NDArray[np.float32]:
        return np.asarray(self._values, dtype=np.float32)


def ego_seats(viewer: int | None, players: int, pad_to: int) -> list[int | None]:
    """The viewer's seat, then the others in turn order after it, padded with None."""
    start = viewer or 0
    order: list[int | None] = [(start + k) % players for k in range(players)]
    return order + [None] * (pad_to - players)


class Encoder(Protocol):
    def __call__(self, view: dict[str, Any], f: Features) -> None: ...


class Codebook(Protocol):
    def __call__(self, players: int, options: dict[str, Any]) -> ActionCodebook: ...


Mirror = Callable[[dict[str, Any]], dict[str, Any]]


class Turned(Protocol):
    def __call__(self, players: int, options: dict[str, Any]) -> tuple[frozenset[int], Mirror]:
        ...


@dataclass(frozen=True)
class GameEncoding:
    """How one game is seen and played by a learner: its observation and its action space."""

    encode: Encoder
    """Writes the features of one seat's view; the same count in every view of a game setup."""
    codebook: Codebook
    """The action space for a player count and resolved options."""
    notes: str
    """One paragraph for docs and reports: what the vector holds and why the actions are cut so."""
    turned: Turned | None = None
    """For a board seen from both sides: the seats (for a player count and options) whose
    observation is drawn with the board turned round, and how such a seat names a move."""

    def codebooks(self, players: int, options: dict[str, Any]) -> list[ActionCodebook]:
        """One action space per seat: all alike, or mirrored for the seats seeing the board
        turned round, so that index ``i`` means the same move relative to the seat."""
        base = self.codebook(players, options)
        if self.turned is None:
            return [base] * players
        seats, mirror = self.turned(players, options)
        mirrored = base.mirrored(mirror)
        return [mirrored if seat in seats else base for seat in range(players)]
