"""Export the static component data a client draws but a view only names: the DC Dash map
and its Action card texts.

A DC Dash view names stations by id and the network year; the stations' names, lines and map
positions are component data, the same for every game, so a client loads them once from
``GET /v1/game-types/dc_dash/components`` (the game package's ``data/network-map.json``, this
script's output) instead of every view repeating 86 stations.
Positions are the stations' latitude/longitude pushed apart around downtown (a radial
fisheye), so the crowded core stays readable at the same scale as the suburbs.

Usage: ``python clients/export_boards.py``; ``--check`` exits 1 when the committed file differs.
"""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "services"))

from dashgames.engine import component_file  # noqa: E402
from dashgames.games.dc_dash import network as metro  # noqa: E402

OUT = ROOT / "services" / "dashgames" / "games" / "dc_dash" / "data" / "network-map.json"
SIZE = 1000.0  # the map's viewBox is SIZE x SIZE
CENTRE = "A01"  # Metro Center: the fisheye's focus
POWER = 0.5  # distance from the centre is scaled by d ** POWER (1 = plain map)
GAP = 26.0  # the least distance between two stations' centres


def _coordinates() -> dict[str, tuple[float, float]]:
    """Latitude/longitude per station. The data gives none for the 2022 Silver Line stations:
    those continue the line's last located step (a schematic, not a survey)."""
    raw: dict[str, Any] = metro._RAW
    found = {s["id"]: (s["lat"], s["lon"]) for s in raw["stations"]}
    silver = raw["silver_line_extension"]
    for s in silver["new_stations"]:
        if "lat" in s:
            found[s["id"]] = (s["lat"], s["lon"])
    order = list(reversed(silver["line_2022"]))  # from downtown out to Ashburn
    for i, sid in enumerate(order):
        if sid not in found and i >= 2:
            (a_lat, a_lon), (b_lat, b_lon) = found[order[i - 2]], found[order[i - 1]]
            found[sid] = (b_lat + (b_lat - a_lat), b_lon + (b_lon - a_lon))
        elif sid not in found:
            raise ValueError(f"no position for {sid}")
    return found


def _project(coords: dict[str, tuple[float, float]]) -> dict[str, tuple[float, float]]:
    lat0, lon0 = coords[CENTRE]
    scale = math.cos(math.radians(lat0))  # a degree of longitude is shorter than one of latitude
    flat = {sid: ((lon - lon0) * scale, lat0 - lat) for sid, (lat, lon) in coords.items()}
    reach = max(math.hypot(x, y) for x, y in flat.values())
    warped = {}
    for sid, (x, y) in flat.items():
        d = math.hypot(x, y) / reach
        k = (d**POWER / d) if d > 0 else 0.0
        warped[sid] = (x * k, y * k)
    xs = [p[0] for p in warped.values()]
    ys = [p[1] for p in warped.values()]
    span = max(max(xs) - min(xs), max(ys) - min(ys))
    margin = 40.0
    fit = (SIZE - 2 * margin) / span
    placed = {
        sid: (margin + (x - min(xs)) * fit, margin + (y - min(ys)) * fit)
        for sid, (x, y) in warped.items()
    }
    return {sid: (round(x, 1), round(y, 1)) for sid, (x, y) in _spread(placed).items()}


def _spread(placed: dict[str, tuple[float, float]]) -> dict[str, tuple[float, float]]:
    """Push apart stations closer than GAP (a few suburban pairs sit very close), so every
    station stays a separate tap target; far-apart stations do not move."""
    pos = {sid: list(p) for sid, p in placed.items()}
    ids = sorted(pos)
    for _ in range(100):
        moved = False
        for i, a in enumerate(ids):
            for b in ids[i + 1:]:
                dx, dy = pos[b][0] - pos[a][0], pos[b][1] - pos[a][1]
                d = math.hypot(dx, dy)
                if d >= GAP:
                    continue
                if d == 0:
                    dx, dy, d = 1.0, 0.0, 1.0
                push = (GAP - d) / 2 / d
                pos[a][0] -= dx * push
                pos[a][1] -= dy * push
                pos[b][0] += dx * push
                pos[b][1] += dy * push
                moved = True
        if not moved:
            break
    return {sid: (p[0], p[1]) for sid, p in pos.items()}


def _card(raw: dict[str, Any]) -> dict[str, str]:
    return {"name": raw["name"], "text": raw["text"]}


def build() -> dict[str, Any]:
    positions = _project(_coordinates())
    raw: dict[str, Any] = metro._RAW
    years = {}
    for year in metro.NETWORK_YEARS:
        net = metro.network(year)
        years[year] = {
            "stations": {
                sid: {
                    "name": st.name,
                    "jurisdiction": st.jurisdiction,
                    "lines": list(st.lines),
                    "x": positions[sid][0],
                    "y": positions[sid][1],
                }
                for sid, st in sorted(net.stations.items())
            },
            "lines": {code: list(order) for code, order in sorted(net.lines.items())},
            "transfer_stations": {
                rule: sorted(net.transfer_stations(rule)) for rule in metro.TRANSFER_RULES
            },
        }
    deck = component_file("dashgames.games.dc_dash", "action-deck.json")
    return {
        "_about": "Generated by clients/export_boards.py from the DC Dash network data.",
        "action_cards": {c["id"]: _card(c) for c in deck["cards"]},
        "disruptions": {d["id"]: _card(d) for d in deck["disruptions"]},
        "size": SIZE,
        "union_station": metro.UNION_STATION,
        "line_names": {**raw["line_names"], metro.SILVER: "Silver"},
        "line_colours": raw["line_colors_hint"],
        "years": years,
    }


def render() -> str:
    return json.dumps(build(), indent=1, sort_keys=True) + "\n"


def main(argv: list[str]) -> int:
    text = render()
    if "--check" in argv:
        if not OUT.exists() or OUT.read_text() != text:
            print(f"{OUT} is stale: run `python clients/export_boards.py`", file=sys.stderr)
            return 1
        return 0
    OUT.write_text(text)
    print(f"wrote {OUT}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
