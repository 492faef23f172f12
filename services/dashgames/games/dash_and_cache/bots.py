"""Bots for Dash and Cache (placeholder random bot; the heuristic bot follows)."""

from __future__ import annotations

from typing import Any

from dashgames.engine import Bot, Rng


def random_bot(view: dict[str, Any], seat: int, legal: list[Any], rng: Rng) -> Any:
    return rng.choice(legal)


bots: dict[str, Bot] = {"random": random_bot, "heuristic": random_bot}
