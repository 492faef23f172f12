"""Ratings with OpenSkill's Plackett-Luce model: any number of sides, each of one or more
players, ranked with ties (openskill.py, Weng and Lin's Bayesian approximation).

A side is a team (Flag Dash's Red and White) or a lone seat; its rank is its best seat's rank in
the game's outcome. A rating is (mu, sigma); what is shown and sorted on is the conservative
``mu - 3 sigma`` (0 for a new player), which rises as a player both wins and becomes known.
"""

from __future__ import annotations

from openskill.models import PlackettLuce

MODEL = PlackettLuce()
NEW_MU = float(MODEL.mu)
NEW_SIGMA = float(MODEL.sigma)

Skill = tuple[float, float]  # (mu, sigma)


def shown(mu: float, sigma: float) -> float:
    return mu - 3.0 * sigma


def rate(sides: list[list[Skill]], ranks: list[int]) -> list[list[Skill]]:
    """Every player's skill after a game whose ``sides`` finished at ``ranks`` (1: first; equal
    ranks tie), in the same order."""
    teams = [[MODEL.rating(mu=mu, sigma=sigma) for mu, sigma in side] for side in sides]
    rated = MODEL.rate(teams, ranks=[float(r) for r in ranks])
    return [[(float(p.mu), float(p.sigma)) for p in side] for side in rated]
