"""The Metrorail network DC Dash is played on, built from ``data/dc-metro-2010.json``.

The file holds the 2010 network (five lines, 86 stations) and the optional Silver Line. A
``Network`` is the map for one network year: stations with their jurisdiction and lines, every
line as an ordered list of stations, and the two sets of stations that may count as transfer
stations. Everything is checked once at import so a broken data file fails loudly.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import pairwise
from typing import Any, Literal

from dashgames.engine import component_file
from dashgames.engine.copying import replace

NetworkYear = Literal["2010", "2014", "2022"]
NETWORK_YEARS: tuple[NetworkYear, ...] = ("2010", "2014", "2022")
TransferRule = Literal["two_level", "junctions"]
TRANSFER_RULES: tuple[TransferRule, ...] = ("two_level", "junctions")
JURISDICTIONS = ("DC", "MD", "VA")
UNION_STATION = "B03"
SILVER = "SV"

@dataclass(frozen=True)
class Station:
    id: str
    name: str
    jurisdiction: str
    lines: tuple[str, ...]
    lat: float | None = None
    lon: float | None = None
    """WMATA's coordinates; missing for the 2022 Silver Line stations (not in our sources)."""


@dataclass(frozen=True)
class Network:
    year: NetworkYear
    stations: dict[str, Station]
    lines: dict[str, tuple[str, ...]]
    two_level: frozenset[str]
    """The stations WMATA gives two codes (two platform levels): the default transfer stations."""
    junctions: frozenset[str]
    """Shared-track stations where lines split; transfer stations only under the option."""

    # ruling: transfer-stations-two-level
    def transfer_stations(self, rule: TransferRule) -> frozenset[str]:
        return self.two_level if rule == "two_level" else self.two_level | self.junctions

    def neighbours(self, station: str) -> frozenset[str]:
        """Stations one stop away on any line (for the bus cards, which ignore lines)."""
        return _neighbours(self.year)[station]

    def station_cards(self) -> dict[str, tuple[str, ...]]:
        """The three station-card piles: one card per station except Union Station."""
        piles: dict[str, list[str]] = {j: [] for j in JURISDICTIONS}
        for sid in sorted(self.stations):
            if sid != UNION_STATION:
                piles[self.stations[sid].jurisdiction].append(sid)
        return {j: tuple(p) for j, p in piles.items()}


_RAW: dict[str, Any] = component_file(__package__, "dc-metro-2010.json")


def _derive_junctions(stations: dict[str, Station], lines: dict[str, tuple[str, ...]],
                      two_level: frozenset[str]) -> frozenset[str]:
    """Stations on two or more lines whose lines do not all share the same neighbours.

    The data flags the 2010 junctions; for the Silver Line years we need the same notion
    (East Falls Church becomes one), so we derive it from the line orders and check at import
    that the derivation gives exactly the flagged 2010 set.
    """
    out = set()
    for sid, st in stations.items():
        if len(st.lines) < 2 or sid in two_level:
            continue
        around = set()
        for line in st.lines:
            order = lines[line]
            i = order.index(sid)
            around.add(frozenset(order[max(0, i - 1): i + 2]))
        if len(around) > 1:
            out.add(sid)
    return frozenset(out)


@cache
def network(year: NetworkYear) -> Network:
    """The network of ``year``: 2010 as the game was published, or with the Silver Line."""
    lines = {code: tuple(order) for code, order in _RAW["lines"].items()}
    renamed = year != "2010"  # the 2011-2012 renames were in force by 2014
    stations = {}
    for s in _RAW["stations"]:
        name = (s.get("renamed_2012") or s["name"]) if renamed else s["name"]
        stations[s["id"]] = Station(
            s["id"], name, s["jurisdiction"], tuple(s["lines"]), s.get("lat"), s.get("lon")
        )
    if year != "2010":
        silver = _RAW["silver_line_extension"]
        order = tuple(silver["line_2014"] if year == "2014" else silver["line_2022"])
        lines[SILVER] = order
        opened_by = f"{year}-12-31"
        for s in silver["new_stations"]:
            if s["opened"] <= opened_by:
                stations[s["id"]] = Station(
                    s["id"], s["name"], s["jurisdiction"], (SILVER,), s.get("lat"), s.get("lon")
                )
        for sid in silver["existing_stations_gaining_SV"]:
            st = stations[sid]
            stations[sid] = replace(st, lines=(*st.lines, SILVER))
    two_level = frozenset(s["id"] for s in _RAW["stations"] if s["transfer"])
    built = Network(
        year=year,
        stations=stations,
        lines=lines,
        two_level=two_level,
        junctions=_derive_junctions(stations, lines, two_level),
    )
    _check(built)
    return built


def board_json(year: NetworkYear) -> dict[str, Any]:
    """The map a client draws: stations (name, jurisdiction, lines, coordinates), every line in
    order with a colour hint, and the two kinds of transfer station. Static per network year,
    so it is not repeated in every view."""
    net = network(year)
    colours = _RAW["line_colors_hint"]
    return {
        "network": year,
        "union_station": UNION_STATION,
        "stations": [
            {"id": s.id, "name": s.name, "jurisdiction": s.jurisdiction, "lines": list(s.lines),
             "lat": s.lat, "lon": s.lon}
            for s in sorted(net.stations.values(), key=lambda s: s.id)
        ],
        "lines": [
            {"id": code, "name": _RAW["line_names"].get(code, "Silver"),
             "colour": colours.get(code), "stations": list(order)}
            for code, order in net.lines.items()
        ],
        "two_level_stations": sorted(net.two_level),
        "junctions": sorted(net.junctions),
    }


@cache
def _neighbours(year: NetworkYear) -> dict[str, frozenset[str]]:
    net = network(year)
    out: dict[str, set[str]] = {sid: set() for sid in net.stations}
    for order in net.lines.values():
        for a, b in pairwise(order):
            out[a].add(b)
            out[b].add(a)
    return {sid: frozenset(n) for sid, n in out.items()}


def _check(net: Network) -> None:
    """Fail at import when the data file is inconsistent (a station off its lines, a repeat)."""
    for code, order in net.lines.items():
        if len(set(order)) != len(order):
            raise ValueError(f"line {code} visits a station twice")
        for sid in order:
            if code not in net.stations[sid].lines:
                raise ValueError(f"{sid} is on line {code} but does not list it")
    for sid, st in net.stations.items():
        if st.jurisdiction not in JURISDICTIONS:
            raise ValueError(f"{sid} has an unknown jurisdiction")
        for code in st.lines:
            if sid not in net.lines[code]:
                raise ValueError(f"{sid} lists line {code} but is not on it")
    if UNION_STATION not in net.stations:
        raise ValueError("Union Station is missing")


def _check_2010() -> None:
    net = network("2010")
    counts = _RAW["_counts"]
    if len(net.stations) != counts["stations"]:
        raise ValueError("2010 station count does not match the data's own count")
    flagged = frozenset(s["id"] for s in _RAW["stations"] if s["junction"])
    if net.junctions != flagged:
        raise ValueError(f"derived junctions {sorted(net.junctions)} differ from {sorted(flagged)}")


_check_2010()
for _year in NETWORK_YEARS:
    network(_year)
