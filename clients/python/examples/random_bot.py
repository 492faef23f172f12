"""The smallest bot: any legal move. Needs only the SDK (it never reads the view, so it plays
at one request per move)."""

from __future__ import annotations

import random
from typing import Any


def choose(view: Any, legal_moves: list[dict[str, Any]]) -> dict[str, Any]:
    return random.choice(legal_moves)
