"""Every ruling is written down twice: in RULES.md (marked with its
id) and in data/rulings.json (served to clients); and the package names no file outside it."""

from __future__ import annotations

import re
from pathlib import Path

from dashgames.games.dash_and_cache import GAME

PACKAGE = Path(__file__).parents[3] / "services" / "dashgames" / "games" / "dash_and_cache"
RULES = (PACKAGE / "RULES.md").read_text(encoding="utf-8")


def test_every_ruling_in_rules_md_is_listed_and_every_listed_ruling_is_in_rules_md() -> None:
    marked = re.findall(r"\*\*Ruling `([a-z0-9-]+)`\.\*\*", RULES)
    assert len(marked) == len(set(marked))
    assert sorted(marked) == sorted(r.id for r in GAME.rulings)
    served = GAME.catalogue()["rulings"]
    assert [r["id"] for r in served] == [r.id for r in GAME.rulings]
    assert all(r["topic"] and r["text"] for r in served)


def test_the_package_cites_no_file_outside_the_repository() -> None:
    for path in PACKAGE.rglob("*"):
        if path.suffix in (".py", ".md", ".json"):
            text = path.read_text(encoding="utf-8")
            assert "shared/" not in text and "GAME-COMPONENTS" not in text, path.name
    for link in re.findall(r"\]\(([^)#]+)\)", RULES):
        assert (PACKAGE / link).resolve().is_file(), link
