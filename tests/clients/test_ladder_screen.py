"""The strength ladder screen: reached from the lobby, it shows the arena's published data
(clients/shared/ladder/ladder.json, written by `make arena`) and its chart."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.clients.ui import open_lobby, shot, unlabelled_controls

pytestmark = pytest.mark.browser
DATA = Path(__file__).resolve().parents[2] / "clients" / "shared" / "ladder" / "ladder.json"


def test_the_ladder_is_a_link_away_from_the_lobby(desktop: Any, base_url: str) -> None:
    data = json.loads(DATA.read_text(encoding="utf-8"))
    open_lobby(desktop, base_url)
    desktop.get_by_role("link", name="strength ladder").click()
    desktop.wait_for_selector("section.ladder-table")
    assert desktop.url.endswith("#/ladder")
    shown = desktop.eval_on_selector_all("section.ladder-table",
                                         "els => els.map(e => e.dataset.table)")
    assert shown == [t["table"] for t in data["tables"]]
    for table in data["tables"]:
        pair = table["pairs"][0]
        row = desktop.locator(
            f'section.ladder-table[data-table="{table["table"]}"] '
            f'tr[data-pair="{pair["opponent"]}-{pair["level"]}"] td')
        cells = row.all_inner_texts()
        assert cells[:6] == [pair["opponent"], pair["level"], str(pair["games"]),
                             str(pair["losses"]), str(pair["wins"]), str(pair["draws"])]
        assert cells[6] == f"{100 * pair['losses'] / pair['games']:.1f}%"
    settings = data["settings"]
    intro = desktop.locator("p", has_text="Measured by the arena").inner_text()
    assert intro == (f"Measured by the arena: {settings['seeds']} seeds per pairing, each played "
                     f"from both seats; {settings['search_seeds']} for a pairing with the "
                     f"search level ({settings['iterations']} search iterations a move).")
    chart = desktop.locator("img.ladder-chart")
    assert desktop.evaluate("img => img.complete && img.naturalWidth > 0", chart.element_handle())
    assert unlabelled_controls(desktop) == []
    shot(desktop, "web-ladder")
    desktop.get_by_role("link", name="Back to the lobby").click()
    desktop.wait_for_selector("form.create")
