"""A seeded random generator whose whole state is one integer, so it lives inside a game state.

SplitMix64: tiny, fast in pure Python, and good enough for dice and shuffles. A game keeps the
integer in its state, builds an ``Rng`` from it while applying a move, and stores ``rng.state``
back, so replaying the seed and the moves reproduces every roll.
"""

from __future__ import annotations

import hashlib
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def seed_to_state(seed: int | str) -> int:
    """Fold any seed (a big integer or text) into a 64-bit generator state."""
    digest = hashlib.sha256(str(seed).encode()).digest()
    return int.from_bytes(digest[:8], "big")


def seed_commitment(seed: int | str) -> str:
    """The SHA-256 published at game start so players can check the seed revealed at the end."""
    return hashlib.sha256(str(seed).encode()).hexdigest()


class Rng:
    """SplitMix64 generator. ``state`` is the only thing to persist."""

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & _MASK

    @classmethod
    def from_seed(cls, seed: int | str) -> Rng:
        return cls(seed_to_state(seed))

    def next_u64(self) -> int:
        self.state = (self.state + _GOLDEN) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n) without modulo bias."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def randint(self, low: int, high: int) -> int:
        """Uniform integer in [low, high], both ends included."""
        return low + self.below(high - low + 1)

    def roll(self, sides: int = 6) -> int:
        return self.randint(1, sides)

    def random(self) -> float:
        return (self.next_u64() >> 11) / float(1 << 53)

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def shuffled(self, items: Sequence[T]) -> list[T]:
        out = list(items)
        self.shuffle(out)
        return out

    def fork(self) -> Rng:
        """An independent generator seeded from this one (for bots and sampling)."""
        return Rng(self.next_u64())
