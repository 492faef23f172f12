"""Components are data: each game keeps its boards, decks, maps and rulings as JSON files in
its package's ``data/`` folder, read here (package resources, so they load from a wheel too)."""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

from dashgames.engine.protocol import Ruling


def component_file(package: str, name: str) -> Any:
    """The parsed JSON file ``data/<name>`` of the game package ``package``."""
    text = resources.files(package).joinpath("data", name).read_text(encoding="utf-8")
    return json.loads(text)


def house_rulings(package: str) -> tuple[Ruling, ...]:
    """The game's rulings from ``data/rulings.json``: a list of ``{id, topic, text}``."""
    listed = component_file(package, "rulings.json")
    rulings = tuple(Ruling(r["id"], r["topic"], r["text"]) for r in listed)
    ids = [r.id for r in rulings]
    if len(set(ids)) != len(ids):
        raise ValueError(f"{package}: ruling ids repeat: {sorted(ids)}")
    return rulings
