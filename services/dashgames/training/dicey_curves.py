"""Dicey Curves for learners: the race from the viewer's side, and a fixed index per move.

The move space looks parametric but is finite and small once cut by the game's own granularity,
so every action has a fixed index. The observation and actions: docs/TRAINING.md, "Dicey
Curves".
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from dashgames.engine import component_file
from dashgames.games.dicey_curves import rules
from dashgames.games.dicey_curves.moves import MOVES
from dashgames.games.dicey_curves.state import GREEN_DICE, WHITE_DICE
from dashgames.training.actions import ActionCodebook
from dashgames.training.features import Features, GameEncoding, ego_seats

MAX_PLAYERS = 8
MAX_DICE = WHITE_DICE + GREEN_DICE
VALUES = range(1, 6)  # no die shows a 6 once rolled (dice.MAX_VALUE)
MAX_LANES, MAX_ROWS = 3, 4
KINDS = tuple(c["kind"] for c in component_file("dashgames.games.dicey_curves",
                                                 "track_cards.json")["cards"])
PHASES = ("place", "dice", "move", "over")


def track_cards(race_length: int) -> int:
    """The longest track: the Start, the setup's straight, ``race_length`` cards, the Finish."""
    return race_length + 3


def _groups() -> list[tuple[int, ...]]:
    groups = [(v,) * n for v in VALUES for n in range(1, MAX_DICE + 1)]
    groups += [tuple(range(lo, hi + 1)) for lo in VALUES for hi in VALUES if hi > lo]
    return groups


def codebook(players: int, options: dict[str, Any]) -> ActionCodebook:
    cars = range(players * rules.cars_each(players, options))
    cards = range(track_cards(int(options["race_length"])))
    fixed: list[dict[str, Any]] = [
        {"type": "place_car", "lane": lane, "row": row} for lane in range(3) for row in range(3)
    ]
    fixed += [{"type": "add_green", "value": v} for v in VALUES]
    fixed += [{"type": "set_green", "die": d, "value": v} for d in range(MAX_DICE) for v in VALUES]
    fixed += [
        {"type": "reroll", "dice": list(chosen)}
        for size in range(1, MAX_DICE + 1) for chosen in combinations(range(MAX_DICE), size)
    ]
    fixed += [
        {"type": "drive", "car": car, "dice": list(group), "power": power}
        for car in cars for group in _groups() for power in (False, True)
    ]
    fixed += [
        {"type": "step", "card": card, "lane": lane, "row": row}
        for card in cards for lane in range(MAX_LANES) for row in range(MAX_ROWS)
    ]
    fixed += [{"type": "keep_going", "car": car} for car in cars]
    fixed += [{"type": "take_control", "car": car} for car in cars]
    fixed += [{"type": "juke", "car": a, "other": b} for a, b in combinations(cars, 2)]
    fixed.append({"type": "end_turn"})
    return ActionCodebook(MOVES, fixed, slots=0)


def encode(view: dict[str, Any], f: Features) -> None:
    players = view["players"]
    me = view["seat"]
    seats = ego_seats(me, players, MAX_PLAYERS)
    rank = {s: i for i, s in enumerate(seats) if s is not None}
    track = view["track"]
    length = track_cards(view["race_length"])
    for i in range(length):
        f.choice(KINDS, track[i]["kind"] if i < len(track) else None)
    cars = sorted(view["cars"], key=lambda c: (rank[c["owner"]], c["car"]))
    for car in cars:
        f.flag(car["card"] is not None)
        f.scaled(car["card"], length)
        f.one_hot(MAX_LANES, car["lane"])
        f.one_hot(MAX_ROWS, car["row"])
        f.scaled(car["place"], MAX_PLAYERS * 2)
        f.flag(car["spent"])
        f.flag(car["controlled"])
        f.one_hot(MAX_PLAYERS, rank[car["owner"]])
    dice = {d["index"]: d for d in view["dice"]}
    for i in range(MAX_DICE):
        die = dice.get(i)
        f.flag(die is not None)
        f.flag(die is not None and die["color"] == "green")
        f.one_hot(6, None if die is None else die["value"] - 1)
        f.flag(die is not None and die["used"])
    for seat in seats:
        f.scaled(None if seat is None else view["chips"][seat], 10)
    drive = view["drive"]
    car_rank = {c["car"]: i for i, c in enumerate(cars)}
    f.flag(drive is not None)
    f.one_hot(len(cars), None if drive is None else car_rank[drive["car"]])
    f.scaled(None if drive is None else drive["size"], MAX_DICE)
    f.scaled(None if drive is None else drive["remaining"], MAX_DICE)
    f.flag(drive is not None and drive["power"])
    f.choice(PHASES, view["phase"])
    f.flag(view["to_act"] == me)
    f.scaled(view["deck_size"], 40)
    f.scaled(view["cards_before_finish"], 40)
    f.scaled(view["turns_taken"], 500)


ENCODING = GameEncoding(encode, codebook, __doc__ or "")
