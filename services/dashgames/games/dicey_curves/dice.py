"""Dice: the exploding roll, die groups (combos and singles), and the best remaining combo."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from itertools import pairwise

from dashgames.engine import Rng
from dashgames.games.dicey_curves.state import GREEN_DICE, WHITE_DICE, Die

FACES = 6
MAX_VALUE = 5  # after a roll no die shows a 6: every 6 is rolled again
CHIPS_FOR_COMBO = {2: 1, 3: 2}
CHIPS_FOR_BIG_COMBO = 3


# ruling: reroll-explodes
def roll(rng: Rng, dice: tuple[Die, ...], indices: Iterable[int]) -> tuple[Die, ...]:
    """Roll the dice at ``indices``; every 6 brings in a green die (while any are left) and is
    rolled again with it, until no 6 shows.

    A chip re-roll follows the same procedure as the turn's roll, so a 6
    is never a usable value and green dice keep coming in for 6s.
    """
    out = list(dice)
    pending = sorted(set(indices))
    while pending:
        for i in pending:
            out[i] = Die(out[i].color, rng.roll(FACES))
        sixes = [i for i in range(len(out)) if out[i].value == FACES]
        greens = sum(1 for d in out if d.color == "green")
        added = min(len(sixes), GREEN_DICE - greens)
        for _ in range(added):
            out.append(Die("green", FACES))
        pending = sixes + list(range(len(out) - added, len(out)))
    return tuple(out)


def opening_roll(rng: Rng) -> tuple[Die, ...]:
    white = tuple(Die("white", FACES) for _ in range(WHITE_DICE))
    return roll(rng, white, range(WHITE_DICE))


# ruling: combo-equal-or-run
def is_combo(values: Iterable[int]) -> bool:
    """Two or more dice all equal, or all different and consecutive.

    A mix (2, 3, 3, 4) is neither, so it is not one combo.
    """
    vs = sorted(values)
    if len(vs) < 2:
        return False
    if len(set(vs)) == 1:
        return True
    return all(b == a + 1 for a, b in pairwise(vs))


def groups(values: Iterable[int]) -> list[tuple[int, ...]]:
    """Every die group that can be formed from these dice, by values, ascending."""
    counts = Counter(values)
    out: set[tuple[int, ...]] = set()
    for v, n in counts.items():
        for size in range(1, n + 1):
            out.add((v,) * size)
    present = sorted(counts)
    for lo in present:
        hi = lo
        while hi + 1 in counts:
            hi += 1
            out.add(tuple(range(lo, hi + 1)))
    return sorted(out, key=lambda g: (len(g), g))


def best_combo(values: Iterable[int]) -> int:
    """Size of the largest combo these dice can form (0 when no combo is possible)."""
    sizes = [len(g) for g in groups(values) if len(g) >= 2]
    return max(sizes, default=0)


def chips_for(size: int) -> int:
    if size >= 4:
        return CHIPS_FOR_BIG_COMBO
    return CHIPS_FOR_COMBO.get(size, 0)


def take(dice: tuple[Die, ...], values: tuple[int, ...]) -> tuple[Die, ...] | None:
    """Mark unused dice of these values used (lowest index first); None if they are not there."""
    out = list(dice)
    for v in values:
        for i, d in enumerate(out):
            if not d.used and d.value == v:
                out[i] = Die(d.color, d.value, True)
                break
        else:
            return None
    return tuple(out)
