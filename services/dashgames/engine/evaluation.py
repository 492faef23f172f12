"""Helpers for the games' evaluators (``games/<game>/evaluate.py``), which the AI's search calls
on the positions where it stops looking ahead.

An evaluator returns, per seat, a number in [0, 1] that estimates the share of the other seats
the seat will finish ahead of: 1 for a sure win, 0 for a sure loss, 0.5 each for an even
two-player race. That is the scale of the rewards the search gives a finished game, so the
evaluator's guesses and real results add up.
"""

from __future__ import annotations

import math
from collections.abc import Sequence


def logistic(x: float) -> float:
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    e = math.exp(x)
    return e / (1.0 + e)


def rank_shares(scores: Sequence[float], scale: float) -> tuple[float, ...]:
    """Each seat's expected share of seats beaten, from a score per seat (higher is better):
    seat i beats seat j with probability logistic(scale * (score_i - score_j))."""
    n = len(scores)
    if n < 2:
        return (1.0,) * n
    return tuple(
        sum(logistic(scale * (si - sj)) for j, sj in enumerate(scores) if j != i) / (n - 1)
        for i, si in enumerate(scores)
    )
