"""Flag Dash bots (filled in below)."""

from __future__ import annotations

from typing import Any

from dashgames.engine import Bot, Rng, Seat


def random_bot(view: dict[str, Any], seat: Seat, legal: list[Any], rng: Rng) -> Any:
    return rng.choice(legal)


BOTS: dict[str, Bot] = {"random": random_bot}
