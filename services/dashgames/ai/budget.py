"""How long a bot may think: wall-clock seconds, a number of search iterations, or both.

The time limit is what play uses (a turn clock must not wait on a bot); the iteration limit is
what tests and tooling use, because a search stopped after a fixed number of iterations picks
the same move on any machine and under any load for the same seed.
"""

from __future__ import annotations

from dataclasses import dataclass

STRONG_SECONDS = 1.0
"""The ``strong`` level's think time per move when the caller gives no budget."""


@dataclass(frozen=True)
class Budget:
    """Stop at whichever limit comes first; None means no limit of that kind (not both)."""

    seconds: float | None = STRONG_SECONDS
    iterations: int | None = None

    def __post_init__(self) -> None:
        if self.seconds is None and self.iterations is None:
            raise ValueError("a budget needs seconds, iterations or both")
        if self.seconds is not None and self.seconds <= 0:
            raise ValueError("seconds must be over 0")
        if self.iterations is not None and self.iterations < 1:
            raise ValueError("iterations must be at least 1")

    @classmethod
    def iterations_only(cls, iterations: int) -> Budget:
        """A machine-independent budget: the same seed always picks the same move."""
        return cls(seconds=None, iterations=iterations)
