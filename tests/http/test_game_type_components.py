"""``GET /v1/game-types/{type}/components`` (issue 27, item 7): DC Dash's map, the data the web
client draws with, is served by the API (documented, cached) instead of an undocumented file
of the web client; a game without such data answers ``{}``; an unknown type 404s."""

from __future__ import annotations

from typing import Any

from dashgames.games.dc_dash.network import network


def test_dc_dash_serves_its_network_map(client: Any) -> None:
    r = client.get("/v1/game-types/dc_dash/components")
    assert r.status_code == 200
    assert r.headers["Cache-Control"] == "public, max-age=86400"
    data = r.json
    year = network("2010")
    stations = data["years"]["2010"]["stations"]
    assert set(stations) == set(year.stations)
    assert stations["A01"]["name"] == "Metro Center"
    assert set(data["years"]["2010"]["lines"]) == set(year.lines)
    assert "detour" in data["action_cards"]
    again = client.get("/v1/game-types/dc_dash/components",
                       headers={"If-None-Match": r.headers["ETag"]})
    assert again.status_code in (200, 304)
    assert client.get("/v1/game-types/double_dash/components").json == {}
    missing = client.get("/v1/game-types/chess/components")
    assert missing.status_code == 404 and missing.json["code"] == "UNKNOWN_GAME_TYPE"
