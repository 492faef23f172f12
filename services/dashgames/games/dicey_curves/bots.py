"""Bots for Dicey Curves: each sees only its seat's view and legal moves."""

from __future__ import annotations

from typing import Any

from dashgames.engine import Bot, Rng, Seat


def random_bot(view: dict[str, Any], seat: Seat, legal: list[Any], rng: Rng) -> Any:
    return rng.choice(legal)


bots: dict[str, Bot] = {"random": random_bot}
