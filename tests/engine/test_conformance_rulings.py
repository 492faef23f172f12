"""Every game's house rulings: declared, well named, and written up in its RULES.md.

Part of the shared conformance suite. A game lists its rulings in ``data/rulings.json``
(``Game.rulings``, served by ``GET /v1/game-types/{type}``); its ``RULES.md``, next to the
package's modules, marks each ruling with its id: ``**Ruling `the-id`.**``. Both ways must
hold: every id is marked in RULES.md, and every ``**Ruling`` mark names ids that exist.

Every ruling has a ``basis``: ``gap`` (the rulebook is silent) or ``option`` (another reading,
a game option off by default). The code marks each ruling it implements in one way only, a
comment ``# ruling: <id>`` next to the code; a ruling no code implements is declared
``"marked": "text"`` in data/rulings.json.
"""

from __future__ import annotations

import importlib
import json
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


# ---- the basis of every ruling -----------------------------------------------------------------
BASES = {"gap", "option"}


def listed_rulings(game: Game[Any, Any]) -> list[dict[str, Any]]:
    """The raw entries of the game's ``data/rulings.json``."""
    text = resources.files(package_of(game)).joinpath("data", "rulings.json").read_text("utf-8")
    listed: list[dict[str, Any]] = json.loads(text)
    return listed


@GAMES
def test_every_ruling_has_a_basis_gap_or_option(game: Game[Any, Any]) -> None:
    """A ruling may only fill a gap, or offer another reading as an option off by default."""
    bad = [(r["id"], r.get("basis")) for r in listed_rulings(game) if r.get("basis") not in BASES]
    assert not bad, f"{game.id}: rulings without a basis in {sorted(BASES)}: {bad}"
    assert [r.basis for r in game.rulings] == [r["basis"] for r in listed_rulings(game)]


@GAMES
def test_an_option_ruling_names_an_option_that_is_off_by_default(game: Game[Any, Any]) -> None:
    """An ``option`` ruling says which game option turns it on (``option``), and that option's
    default leaves it off: the printed rule is what a game plays unless the table asks."""
    options = {o.name: o for o in game.options}
    for entry in listed_rulings(game):
        if entry["basis"] != "option":
            assert "option" not in entry, f"{game.id}: {entry['id']} names an option but is a gap"
            continue
        name = entry.get("option")
        assert name in options, f"{game.id}: {entry['id']} names no option of the game: {name!r}"
        assert options[name].default in (False, 0, None, "printed"), (
            f"{game.id}: option {name} of ruling {entry['id']} is on by default"
        )


# ---- one marker in the code --------------------------------------------------------------------
CODE_MARK = re.compile(r"#\s*ruling:\s*(?P<ids>[a-z0-9-]+(?:,\s*[a-z0-9-]+)*)[ \t]*$", re.M)
"""The one way code marks a ruling it implements: a comment ``# ruling: <id>[, <id>...]``."""
OLD_MARKS = re.compile(
    r"Ruling \(|\bRuling [a-z0-9]+(?:-[a-z0-9]+)+:|[Rr]uling ``|\(ruling[: ]|\bRuling:"
    r"|#\s*ruling:(?![ \t]*[a-z0-9-]+(?:,\s*[a-z0-9-]+)*[ \t]*$)", re.M
)
"""Marker formats the code used before it settled on one; none may come back."""


def code_marks(game: Game[Any, Any]) -> dict[str, list[str]]:
    """Ruling id -> the modules of the game's package whose ``# ruling:`` comments name it."""
    found: dict[str, list[str]] = {}
    for path in sorted(resources.files(package_of(game)).iterdir(), key=lambda p: p.name):
        if not path.name.endswith(".py"):
            continue
        for m in CODE_MARK.finditer(path.read_text(encoding="utf-8")):
            for ruling_id in re.split(r"[,\s]+", m.group("ids").strip()):
                if ruling_id:
                    found.setdefault(ruling_id, []).append(path.name)
    return found


@GAMES
def test_code_marks_every_ruling_it_implements_and_every_mark_is_a_ruling(
    game: Game[Any, Any]
) -> None:
    """Every ruling is marked ``# ruling: <id>`` where its game's code implements it, unless
    ``data/rulings.json`` declares it pure text (``"marked": "text"``: nothing to implement,
    such as a reading of who decides); every mark names a declared ruling."""
    marks = code_marks(game)
    entries = listed_rulings(game)
    declared = {e["id"] for e in entries}
    text_only = {e["id"] for e in entries if e.get("marked") == "text"}
    assert all(e.get("marked", "code") in ("code", "text") for e in entries)
    problems = [f"marked in {marks[i]} but not declared: {i}"
                for i in sorted(set(marks) - declared)]
    problems += [f"not marked in the code: {i}" for i in sorted(declared - text_only - set(marks))]
    problems += [f"declared text-only but marked in {marks[i]}: {i}"
                 for i in sorted(text_only & set(marks))]
    assert not problems, f"{game.id} ({len(problems)}): " + "; ".join(problems)


@GAMES
def test_code_uses_no_other_ruling_marker(game: Game[Any, Any]) -> None:
    old = [f"{p.name}: {m.group(0)!r}"
           for p in resources.files(package_of(game)).iterdir() if p.name.endswith(".py")
           for m in OLD_MARKS.finditer(p.read_text(encoding="utf-8"))]
    assert not old, f"{game.id}: rulings marked the old way: {old}"


def test_code_marks_are_read_as_written() -> None:
    text = ("x = 1  # ruling: edge-stops, cut-short-move\n    # ruling: no-draw\n# rulings: no\n"
            "# ruling: a card to read\n")
    assert [m.group("ids").strip() for m in CODE_MARK.finditer(text)] == [
        "edge-stops, cut-short-move", "no-draw"]
    assert len(OLD_MARKS.findall("Ruling (a-b): x; Ruling edge-stops: y; (ruling ``z``); Ruling: w"
                                 "\n# ruling: a card to read\n")) == 5
    assert not OLD_MARKS.findall(text.replace("# ruling: a card to read\n", ""))
