"""Every game's house rulings: declared, well named, and written up in its RULES.md.

Part of the shared conformance suite. A game lists its rulings in ``data/rulings.json``
(``Game.rulings``, served by ``GET /v1/game-types/{type}``); its ``RULES.md``, next to the
package's modules, marks each ruling with its id: ``**Ruling `the-id`.**``. Both ways must
hold: every id is marked in RULES.md, and every ``**Ruling`` mark names ids that exist.
"""

from __future__ import annotations

import importlib
import re
from importlib import resources
from typing import Any

import pytest

import dashgames.games  # noqa: F401 - fills the registry
from dashgames.engine import Game, all_games

KEBAB = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*")
MARK = re.compile(r"\*\*Ruling\b(?P<rest>[^*]*)\*\*")
"""A ruling marked in RULES.md: bold text starting with the word Ruling (not "Rulings")."""

GAMES = pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)


def package_of(game: Game[Any, Any]) -> str:
    """The game's package: where its ``RULES.md`` and ``data/`` live."""
    module = importlib.import_module(type(game).__module__)
    return module.__package__ or module.__name__


def rules_text(game: Game[Any, Any]) -> str:
    return resources.files(package_of(game)).joinpath("RULES.md").read_text(encoding="utf-8")


def marked_rulings(text: str) -> list[tuple[str, list[str]]]:
    """(the mark as written, the ids it names in backticks) for each ``**Ruling`` mark."""
    return [(m.group(0), re.findall(r"`([^`]+)`", m.group("rest"))) for m in MARK.finditer(text)]


@GAMES
def test_a_game_declares_its_rulings_with_unique_kebab_case_ids(game: Game[Any, Any]) -> None:
    assert game.rulings, f"{game.id} declares no ruling (data/rulings.json)"
    ids = [r.id for r in game.rulings]
    assert len(set(ids)) == len(ids), f"{game.id}: ruling ids repeat: {sorted(ids)}"
    for ruling in game.rulings:
        assert KEBAB.fullmatch(ruling.id), f"{game.id}: ruling id {ruling.id!r} is not kebab-case"
        assert ruling.topic.strip() and ruling.text.strip(), f"{game.id}: {ruling.id} is empty"


@GAMES
def test_rules_md_marks_every_ruling_and_every_mark_is_a_ruling(game: Game[Any, Any]) -> None:
    marks = marked_rulings(rules_text(game))
    declared = {r.id for r in game.rulings}
    named = {i for _, ids in marks for i in ids}
    problems = [f"marked without an id: {mark!r}" for mark, ids in marks if not ids]
    problems += [f"marked but not in data/rulings.json: {i}" for i in sorted(named - declared)]
    problems += [f"in data/rulings.json but not marked in RULES.md: {i}"
                 for i in sorted(declared - named)]
    assert not problems, f"{game.id} ({len(problems)}): " + "; ".join(problems)


def test_marks_are_read_as_written() -> None:
    text = (
        "## Rulings\n"
        "- **Ruling `doubles-straight-back`.** Moves nowhere.\n"
        "- **Ruling (platform) `round-limit`, `time-called`.** Off by default.\n"
        "**Ruling:** an old mark with no id.\n"
        "**Rulings** are listed below; **Rule 3** is not one.\n"
    )
    assert marked_rulings(text) == [
        ("**Ruling `doubles-straight-back`.**", ["doubles-straight-back"]),
        ("**Ruling (platform) `round-limit`, `time-called`.**", ["round-limit", "time-called"]),
        ("**Ruling:**", []),
    ]
