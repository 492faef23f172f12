"""Components are data: each game keeps its boards, decks, maps and rulings as JSON files in
its package's ``data/`` folder, read here and only here (package resources, so they load from a
wheel too; each file is read once per process)."""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

from dashgames.engine.protocol import Ruling

_READ: dict[tuple[str, str], str] = {}
"""The text of every component file read so far, by (package, file name)."""

BASES = ("gap", "option")
"""Why a ruling exists: the rulebook is silent (``gap``), or it is an option off by default."""


def component_file(package: str, name: str) -> Any:
    """The parsed JSON file ``data/<name>`` of the game package ``package`` (a fresh copy on
    every call: a caller may change what it gets without changing anyone else's)."""
    key = (package, name)
    text = _READ.get(key)
    if text is None:
        text = resources.files(package).joinpath("data", name).read_text(encoding="utf-8")
        _READ[key] = text
    return json.loads(text)


def components_read(package: str) -> frozenset[str]:
    """The names of the ``data/`` files of ``package`` read through ``component_file`` so far
    (the conformance suite checks that a game reads every one of its files this way)."""
    return frozenset(name for owner, name in _READ if owner == package)


def house_rulings(package: str) -> tuple[Ruling, ...]:
    """The game's rulings from ``data/rulings.json``: a list of ``{id, topic, text, basis}``
    (``basis`` is ``gap`` or ``option``; ``marked: "text"`` declares a ruling no code
    implements, which the conformance suite then does not look for in the code)."""
    listed = component_file(package, "rulings.json")
    rulings = tuple(Ruling(r["id"], r["topic"], r["text"], r["basis"]) for r in listed)
    bad = sorted(r.id for r in rulings if r.basis not in BASES)
    if bad:
        raise ValueError(f"{package}: rulings without a basis in {BASES}: {bad}")
    ids = [r.id for r in rulings]
    if len(set(ids)) != len(ids):
        raise ValueError(f"{package}: ruling ids repeat: {sorted(ids)}")
    return rulings
