"""Double Dash!'s rulings: one list (data/rulings.json), the same ids in RULES.md and the code."""

from __future__ import annotations

import re
from pathlib import Path

from dashgames.games import double_dash
from dashgames.games.double_dash import GAME

PACKAGE = Path(double_dash.__file__).parent
MARKED = re.compile(r"^- \*\*Ruling `([a-z0-9-]+)`\.\*\*", re.MULTILINE)
IN_CODE = re.compile(r"# ruling: ([a-z0-9, -]+)$", re.MULTILINE)


def test_every_ruling_is_listed_in_rules_md_by_its_id_and_nothing_else_is() -> None:
    listed = [r.id for r in GAME.rulings]
    marked = MARKED.findall((PACKAGE / "RULES.md").read_text(encoding="utf-8"))
    assert marked == listed  # same rulings, same order, none twice


def test_every_ruling_named_in_the_code_exists() -> None:
    ids = {r.id for r in GAME.rulings}
    named = {i.strip() for f in PACKAGE.glob("*.py") for m in IN_CODE.findall(f.read_text("utf-8"))
             for i in m.split(",")}
    assert named, "the code marks its rulings"
    assert named <= ids, f"unknown ruling ids in the code: {sorted(named - ids)}"


def test_the_catalogue_serves_the_rulings_in_plain_words() -> None:
    served = GAME.catalogue()["rulings"]
    assert [r["id"] for r in served] == [r.id for r in GAME.rulings]
    assert all(r["topic"] and len(r["text"]) > 40 for r in served)
    tied = next(r for r in served if r["id"] == "opening-roll-ties")
    assert "roll again" in tied["text"]
