"""Every ruling RULES.md marks is served to players, and every served ruling is in RULES.md."""

from __future__ import annotations

import re
from pathlib import Path

from dashgames.games.dicey_curves import GAME

PACKAGE = Path(__file__).resolve().parents[3] / "services" / "dashgames" / "games" / "dicey_curves"
RULES = (PACKAGE / "RULES.md").read_text(encoding="utf-8")


def test_rulings_md_and_rulings_json_name_the_same_rulings() -> None:
    marked = re.findall(r"\*\*Ruling `([a-z0-9-]+)`\.\*\*", RULES)
    assert len(marked) == len(set(marked))
    assert sorted(marked) == sorted(r.id for r in GAME.rulings)
    assert all(r.topic and r.text for r in GAME.rulings)


def test_code_marks_only_rulings_that_exist() -> None:
    ids = {r.id for r in GAME.rulings}
    cited = {
        m
        for path in PACKAGE.glob("*.py")
        for line in re.findall(r"# ruling: (.+)", path.read_text(encoding="utf-8"))
        for m in re.split(r",\s*", line.strip())
    }
    assert cited and cited <= ids


def test_the_components_page_is_linked_and_exists() -> None:
    links = re.findall(r"\]\(([^)]+)\)", RULES)
    assert "../../../../docs/components/dicey_curves.md" in links
    for link in links:
        assert (PACKAGE / link).resolve().is_file(), link
