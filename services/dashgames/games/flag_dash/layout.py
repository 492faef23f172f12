"""Board layouts as data: the two printed sides and custom layouts, checked before a game starts.

A layout file (``data/backyard.json``, ``data/street.json``, or the ``custom_layout`` option)
lists walls as pairs of neighbouring squares, tunnels, each team's start squares, each team's
scoring zone, and for the alternate side the secret tunnel and the walled corners. Any mistake
is a ``BadOptions`` naming the field, so a client learns exactly which entry to fix.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import Any

from dashgames.engine import BadOptions, component_file
from dashgames.games.flag_dash.state import (
    RED,
    TEAM_NAMES,
    WHITE,
    Layout,
    manhattan,
    name,
    xy,
)

PRINTED = ("backyard", "street")


@dataclass(frozen=True)
class Start:
    """Where one team's pieces begin: two runner squares, the defender's, the team flag's."""

    runners: tuple[str, str]
    defender: str
    flag: str


def territory(width: int, height: int, team: int) -> tuple[str, ...]:
    """Red owns the bottom half, White the top; an odd middle row belongs to nobody (a street)."""
    half = height // 2
    rows = range(height - half, height) if team == RED else range(half)
    return tuple(name(c, r) for r in rows for c in range(width))


class _Checker:
    def __init__(self, raw: Any, field: str) -> None:
        if not isinstance(raw, dict):
            raise BadOptions("a layout is a JSON object", field=field)
        self.raw = raw
        self.field = field

    def fail(self, where: str, problem: str) -> BadOptions:
        return BadOptions(f"layout {where}: {problem}", field=f"{self.field}.{where}")

    def int_in(self, key: str, low: int, high: int) -> int:
        v = self.raw.get(key)
        if isinstance(v, bool) or not isinstance(v, int) or not low <= v <= high:
            raise self.fail(key, f"must be an integer from {low} to {high}")
        return v

    def square(self, v: Any, where: str, w: int, h: int) -> str:
        if not isinstance(v, str) or len(v) < 2 or not v[0].isalpha() or not v[1:].isdigit():
            raise self.fail(where, "must be a square such as 'e4'")
        c, r = xy(v.lower())
        if not (0 <= c < w and 0 <= r < h):
            raise self.fail(where, f"{v} is off the board")
        return v.lower()

    def squares(self, key: str, w: int, h: int) -> tuple[str, ...]:
        v = self.raw.get(key, [])
        if not isinstance(v, list):
            raise self.fail(key, "must be a list of squares")
        out = tuple(self.square(s, f"{key}[{i}]", w, h) for i, s in enumerate(v))
        if len(set(out)) != len(out):
            raise self.fail(key, "lists a square twice")
        return out


def parse_layout(
    raw: Any, field: str, two_player_basic: bool
) -> tuple[Layout, tuple[Start, Start]]:
    """A checked ``Layout`` and both teams' starts; the basic 2-player game closes outer columns."""
    ck = _Checker(raw, field)
    w, h = ck.int_in("width", 3, 26), ck.int_in("height", 4, 20)
    walls = _walls(ck, w, h)
    tunnels = ck.squares("tunnels", w, h)
    closed: tuple[str, ...] = ()
    if two_player_basic:
        cols = raw.get("two_player_closed_columns", [])
        if not isinstance(cols, list) or not all(isinstance(c, str) and len(c) == 1 for c in cols):
            raise ck.fail("two_player_closed_columns", "must be a list of column letters")
        closed = tuple(name(ord(c) - 97, r) for c in cols for r in range(h) if ord(c) - 97 < w)
    starts = _starts(ck, w, h, closed)
    zones = (_zone(ck, RED, w, h), _zone(ck, WHITE, w, h))
    entrance = ck.squares("secret_entrance", w, h)
    exits_raw = raw.get("secret_exits", {})
    if not isinstance(exits_raw, dict):
        raise ck.fail("secret_exits", "must map each team to a square")
    exits: tuple[str, ...] = ()
    if entrance:
        exits = tuple(
            ck.square(exits_raw.get(t), f"secret_exits.{t}", w, h) for t in TEAM_NAMES
        )
    hideouts = ck.squares("hideouts", w, h)
    layout = Layout(
        name=str(raw.get("name", "custom")), width=w, height=h, walls=walls,
        tunnels=tuple(t for t in tunnels if t not in closed), closed=closed, zones=zones,
        secret_entrance=entrance, secret_exits=exits, hideouts=hideouts,
    )
    _check_consistency(ck, layout, starts)
    return layout, starts


def _walls(ck: _Checker, w: int, h: int) -> tuple[tuple[str, str], ...]:
    raw = ck.raw.get("walls", [])
    if not isinstance(raw, list):
        raise ck.fail("walls", "must be a list of square pairs")
    out = []
    for i, pair in enumerate(raw):
        if not isinstance(pair, list) or len(pair) != 2:
            raise ck.fail(f"walls[{i}]", "a wall segment is a pair of neighbouring squares")
        a, b = (ck.square(s, f"walls[{i}]", w, h) for s in pair)
        if manhattan(a, b) != 1:
            raise ck.fail(f"walls[{i}]", f"{a} and {b} are not neighbours")
        out.append((min(a, b, key=xy), max(a, b, key=xy)))
    return tuple(sorted(set(out)))


def _starts(ck: _Checker, w: int, h: int, closed: tuple[str, ...]) -> tuple[Start, Start]:
    raw = ck.raw.get("start")
    if not isinstance(raw, dict):
        raise ck.fail("start", "must give red and white start squares")
    out = []
    for t in TEAM_NAMES:
        s = raw.get(t)
        where = f"start.{t}"
        if not isinstance(s, dict) or not isinstance(s.get("runners"), list) or len(
            s["runners"]
        ) != 2:
            raise ck.fail(where, "needs two runners, a defender and a flag")
        runners = tuple(
            _shift(ck.square(r, f"{where}.runners[{i}]", w, h), closed, w)
            for i, r in enumerate(s["runners"])
        )
        out.append(Start(
            runners=(runners[0], runners[1]),
            defender=ck.square(s.get("defender"), f"{where}.defender", w, h),
            flag=ck.square(s.get("flag"), f"{where}.flag", w, h),
        ))
    return out[0], out[1]


def _shift(square: str, closed: tuple[str, ...], width: int) -> str:
    """Basic 2-player rule: a runner starting in a closed column steps one space inwards."""
    if square not in closed:
        return square
    c, r = xy(square)
    return name(c + 1 if c < width // 2 else c - 1, r)


def _zone(ck: _Checker, team: int, w: int, h: int) -> tuple[str, ...]:
    t = TEAM_NAMES[team]
    zones = ck.raw.get("zones", {})
    spec = zones.get(t, "territory") if isinstance(zones, dict) else None
    where = f"zones.{t}"
    if spec == "territory":
        return territory(w, h, team)
    if isinstance(spec, dict) and "cones" in spec:
        # ruling: cones-mark-squares
        # Two cones mark the ends of a straight run of squares; the run (ends included) scores.
        cones = spec["cones"]
        if not isinstance(cones, list) or len(cones) != 2:
            raise ck.fail(where, "cones are two squares")
        (ac, ar), (bc, br) = (xy(ck.square(c, where, w, h)) for c in cones)
        if ac != bc and ar != br:
            raise ck.fail(where, "cones must share a row or a column")
        return tuple(
            name(c, r)
            for r in range(min(ar, br), max(ar, br) + 1)
            for c in range(min(ac, bc), max(ac, bc) + 1)
        )
    if isinstance(spec, dict) and "rows" in spec:
        rows = spec["rows"]
        if not isinstance(rows, list) or len(rows) != 2 or not all(
            isinstance(r, int) and not isinstance(r, bool) and 1 <= r <= h for r in rows
        ):
            raise ck.fail(where, f"rows are two row numbers from 1 to {h}")
        return tuple(name(c, r - 1) for r in range(min(rows), max(rows) + 1) for c in range(w))
    if isinstance(spec, dict) and "squares" in spec:
        sub = _Checker({"squares": spec["squares"]}, f"{ck.field}.{where}")
        return sub.squares("squares", w, h)
    raise ck.fail(where, "must be 'territory' or an object with cones, rows or squares")


def _check_consistency(ck: _Checker, layout: Layout, starts: tuple[Start, Start]) -> None:
    pieces: dict[str, str] = {}
    for team, s in enumerate(starts):
        t = TEAM_NAMES[team]
        labelled = ((f"start.{t}.runners", s.runners[0]), (f"start.{t}.runners", s.runners[1]),
                    (f"start.{t}.defender", s.defender), (f"start.{t}.flag", s.flag))
        for label, sq in labelled:
            if sq in layout.closed:
                raise ck.fail(label, f"{sq} is out of play")
            if sq in pieces:
                raise ck.fail(label, f"{sq} is also the start of {pieces[sq]}")
            pieces[sq] = label
    for team in (RED, WHITE):
        zone = [z for z in layout.zones[team] if z not in layout.closed]
        if not zone:
            raise ck.fail(f"zones.{TEAM_NAMES[team]}", "the scoring zone is empty")
        if starts[1 - team].flag in layout.zones[team]:
            raise ck.fail(f"zones.{TEAM_NAMES[team]}", "the opposing flag would start scored")
    if layout.secret_entrance and len(set(layout.secret_exits)) != 2:
        raise ck.fail("secret_exits", "each team needs its own exit")


@cache
def printed_layout(board: str) -> dict[str, Any]:
    raw: dict[str, Any] = component_file(__package__, f"{board}.json")
    # Both printed boards are checked at import: a broken data file must not reach a game.
    parse_layout(raw, f"data/{board}.json", False)
    parse_layout(raw, f"data/{board}.json", True)
    return raw


for _board in PRINTED:
    printed_layout(_board)


MAX_LAYOUT_CHARS = 32_768
"""Longest ``custom_layout`` text: the largest board (26 x 20) with a wall on every one of its
994 edges takes about 12,000 characters."""


def custom_layout(text: str, field: str) -> dict[str, Any]:
    if len(text) > MAX_LAYOUT_CHARS:
        raise BadOptions(f"custom_layout is longer than {MAX_LAYOUT_CHARS} characters",
                         field=field)
    try:
        raw = json.loads(text)
    except ValueError as e:
        raise BadOptions(f"custom_layout is not JSON: {e}", field=field) from None
    except RecursionError:  # nesting deeper than the parser's stack: never a layout
        raise BadOptions("custom_layout is nested too deeply", field=field) from None
    if not isinstance(raw, dict):
        raise BadOptions("custom_layout must be a JSON object", field=field)
    return raw
