"""Sprint bots. Each sees only its seat's view and legal moves."""

from __future__ import annotations

from typing import Any

from dashgames.engine import Bot, Rng, Seat


def random_bot(view: dict[str, Any], seat: Seat, legal: list[Any], rng: Rng) -> Any:
    return rng.choice(legal)


def eager_bot(view: dict[str, Any], seat: Seat, legal: list[Any], rng: Rng) -> Any:
    """The longest step (legal moves come shortest first)."""
    return legal[-1]


LEVELS: dict[str, Bot] = {"random": random_bot, "eager": eager_bot}
DEFAULT_LEVEL = "eager"
