"""The seeded generator: deterministic, persistable as one integer, fair enough for dice."""

from __future__ import annotations

import hashlib
from collections import Counter

import pytest

from dashgames.engine import Rng, seed_commitment


def draws(rng: Rng, n: int = 20) -> list[int]:
    return [rng.next_u64() for _ in range(n)]


def test_the_same_seed_gives_the_same_numbers() -> None:
    assert draws(Rng.from_seed("game-1")) == draws(Rng.from_seed("game-1"))
    assert draws(Rng.from_seed("game-1")) != draws(Rng.from_seed("game-2"))
    assert draws(Rng.from_seed(5)) == draws(Rng.from_seed("5"))


def test_the_state_integer_is_all_there_is_to_keep() -> None:
    rng = Rng.from_seed(1)
    draws(rng, 7)
    saved = rng.state
    assert 0 <= saved < 2**64
    assert draws(Rng(saved)) == draws(rng)


def test_ranges_are_respected_and_both_ends_reached() -> None:
    rng = Rng(42)
    assert {rng.randint(-2, 2) for _ in range(300)} == {-2, -1, 0, 1, 2}
    assert {rng.below(3) for _ in range(200)} == {0, 1, 2}
    assert all(0.0 <= rng.random() < 1.0 for _ in range(200))
    with pytest.raises(ValueError):
        rng.below(0)


def test_dice_are_roughly_uniform() -> None:
    rng = Rng.from_seed("dice")
    n = 6000
    counts = Counter(rng.roll() for _ in range(n))
    assert set(counts) == {1, 2, 3, 4, 5, 6}
    expected = n / 6
    chi2 = sum((c - expected) ** 2 / expected for c in counts.values())
    assert chi2 < 20.5  # p about 0.001 with 5 degrees of freedom
    assert {rng.roll(20) for _ in range(2000)} == set(range(1, 21))


def test_shuffle_and_choice_are_deterministic_permutations() -> None:
    items = list(range(10))
    a = Rng(7).shuffled(items)
    assert a == Rng(7).shuffled(items)
    assert sorted(a) == items and a != items
    assert items == list(range(10))  # shuffled copies
    assert Rng(7).choice("abc") == Rng(7).choice("abc")


def test_fork_is_deterministic_and_independent() -> None:
    parent = Rng(9)
    child = parent.fork()
    again = Rng(9).fork()
    assert draws(child, 5) == draws(again, 5)
    assert draws(child, 5) != draws(parent, 5)


def test_seed_commitment_is_the_sha256_of_the_seed_text() -> None:
    assert seed_commitment(123) == hashlib.sha256(b"123").hexdigest()
