"""docs/ADDING-A-GAME.md, followed to the letter with a toy sixth game from outside ``dashgames``.

The toy, "Sprint", lives in ``tests/support/sixth_game`` and is registered as the guide tells
an out-of-tree game to be: named in ``DASHGAMES_EXTRA_GAMES`` and loaded by the platform's
loader, as every process loads it. Registered only while this module runs, so suites that list
every game (the committed contract, say) never see it.
"""

from __future__ import annotations

import inspect
import json
import re
import sys
from collections.abc import Callable, Iterator
from itertools import dropwhile, takewhile
from pathlib import Path
from typing import Any

import pytest

import dashgames.games
from dashgames.engine import Game, all_games, get_game, registry
from dashgames.http import contract
from dashgames.infra.games import load_games
from dashgames.infra.settings import from_env
from tests.engine import test_conformance as conformance  # a module: its tests stay its own
from tests.engine import test_conformance_moves as conformance_moves
from tests.engine.test_conformance_layout import check_layout
from tests.support.random_play import option_variants

ROOT = Path(__file__).resolve().parents[2]
GUIDE = ROOT / "docs" / "ADDING-A-GAME.md"
TOY_PACKAGE = "tests.support.sixth_game"
TOY = ROOT / "tests" / "support" / "sixth_game"
MARKED = re.compile(r"^- \*\*Ruling `([a-z0-9-]+)`\.\*\*", re.MULTILINE)


def _per_game_checks() -> dict[str, Callable[..., None]]:
    """Every test of the conformance suite that runs once per (game, player count), or per option
    variant of those: the same checks each registered game gets, found by signature so checks
    added later apply too."""
    return {
        name: check
        for module in (conformance, conformance_moves)
        for name, check in vars(module).items()
        if name.startswith("test_")
        and callable(check)
        and set(inspect.signature(check).parameters) in ({"game", "players"},
                                                         {"game", "players", "variant"})
    }


CHECKS = _per_game_checks()


@pytest.fixture(scope="module")
def sprint() -> Iterator[Game[Any, Any]]:
    assert "sprint" not in {g.id for g in all_games()}
    load_games(from_env({"DASHGAMES_EXTRA_GAMES": TOY_PACKAGE}))
    yield get_game("sprint")
    registry._GAMES.pop("sprint", None)  # private, as tests/support/toy_games.py does
    for name in [m for m in sys.modules if m == TOY_PACKAGE or m.startswith(TOY_PACKAGE + ".")]:
        del sys.modules[name]
    if hasattr(sys.modules["tests.support"], "sixth_game"):
        delattr(sys.modules["tests.support"], "sixth_game")


def _guide_entries() -> list[str]:
    """The first column of the guide's table of a game package's entries (the first table
    under its heading "The package, module by module")."""
    text = GUIDE.read_text(encoding="utf-8")
    lines = text.split("\n## The package, module by module\n", 1)[1].splitlines()
    table = takewhile(lambda line: line.startswith("|"), dropwhile(_not_a_row, lines))
    return [m.group(1) for line in table if (m := re.match(r"^\| `([^`]+)` \|", line))]


def _not_a_row(line: str) -> bool:
    return not line.startswith("|")


def _entries(package: Path) -> set[str]:
    return {p.name + ("/" if p.is_dir() else "") for p in package.iterdir()} - {"__pycache__/"}


def test_the_toy_package_has_exactly_the_entries_the_guide_lists() -> None:
    listed = _guide_entries()
    assert {"game.py", "legal.py", "view.py", "data/", "RULES.md"} <= set(listed)
    assert len(set(listed)) == len(listed)
    assert _entries(TOY) == set(listed)
    assert (TOY / "data" / "rulings.json").is_file()


HOUSE = sorted(p.parent for p in Path(dashgames.games.__file__).parent.glob("*/game.py"))


@pytest.mark.parametrize("house", HOUSE, ids=lambda p: p.name)
def test_every_house_game_has_every_entry_the_guide_lists(house: Path) -> None:
    assert set(_guide_entries()) <= _entries(house)
    assert (house / "data" / "rulings.json").is_file()


def test_every_registered_house_game_is_laid_out_alike() -> None:
    registered = {g.id for g in all_games() if type(g).__module__.startswith("dashgames.games.")}
    assert {p.name for p in HOUSE} == registered == {
        "dash_and_cache", "dc_dash", "dicey_curves", "double_dash", "flag_dash"}


def test_the_toy_registers_through_dashgames_extra_games(sprint: Game[Any, Any]) -> None:
    from tests.support.sixth_game import GAME  # already imported by the loader

    assert sprint is GAME
    assert type(sprint).__module__ == f"{TOY_PACKAGE}.game"
    assert sprint in all_games()


def test_the_per_game_conformance_checks_were_found() -> None:
    assert {
        "test_random_playouts_end_and_replay_exactly",
        "test_every_legal_move_is_accepted_as_json",
        "test_views_hide_the_rng_and_match_the_schema",
        "test_malformed_and_illegal_moves_are_refused_with_a_code",
        "test_events_and_legal_moves_tell_a_seat_only_what_it_may_see",
    } <= set(CHECKS)


@pytest.mark.parametrize("check", sorted(CHECKS))
def test_the_toy_passes_the_conformance_suite(sprint: Game[Any, Any], check: str) -> None:
    takes_variant = "variant" in inspect.signature(CHECKS[check]).parameters
    for players in conformance._player_counts(sprint):
        if not takes_variant:
            CHECKS[check](game=sprint, players=players)
            continue
        for variant in range(len(option_variants(sprint, players))):
            CHECKS[check](game=sprint, players=players, variant=variant)


def test_the_toy_is_laid_out_as_every_game_is(sprint: Game[Any, Any]) -> None:
    check_layout(sprint)  # to_act in legal.py, game.py only declares, components via the loader


def test_the_catalogue_lists_the_toy_with_its_rulings(sprint: Game[Any, Any]) -> None:
    written = json.loads((TOY / "data" / "rulings.json").read_text(encoding="utf-8"))
    entry = contract.catalogue_entry(sprint)
    assert entry["type"] == "sprint"
    assert entry["rulings"] == written
    assert [r["id"] for r in written] == MARKED.findall((TOY / "RULES.md").read_text("utf-8"))
    # A new game gets the search level too, scored by its evaluate.py.
    assert (entry["bot_levels"], entry["default_bot_level"]) == (
        ["eager", "random", "search"], "eager")
    assert [o["name"] for o in entry["options"]] == ["length"]
    assert sorted(entry["move_schemas"]) == ["step"]
    assert "positions" in entry["view_schema"]["properties"]


def test_the_contract_gains_the_toy_schemas(sprint: Game[Any, Any]) -> None:
    components = contract.all_components()
    assert {"SprintMove_step", "SprintMove", "SprintView", "SprintGameRead"} <= set(components)
    mapping = components["GameRead"]["discriminator"]["mapping"]
    assert mapping["sprint"] == contract.REF + "SprintGameRead"


def test_the_api_takes_the_toy_as_a_game_type(sprint: Game[Any, Any]) -> None:
    from dashgames.http.resources.games.schemas import GameCreateSchema, LobbyQuerySchema

    body = {"type": "sprint", "seats": [{"kind": "human"}, {"kind": "bot"}], "seat": 0}
    assert GameCreateSchema().load(body)["type"] == "sprint"
    assert LobbyQuerySchema().load({"type": "sprint"})["type"] == "sprint"
