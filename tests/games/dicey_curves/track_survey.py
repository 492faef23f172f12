"""Survey of laid tracks over many seeded races: how long the track grows, how many cards each
draw discards and why, and where the Finish lands. The tests use it; run it to print figures:

    python -m tests.games.dicey_curves.track_survey [seeds] [players] [option=value ...]

RULES.md (rulings ``room-for-the-finish`` and ``no-dead-ends``) quotes 200 seeds both ways:
the default, and ``look_ahead=true``.

Laying a card depends only on the deck and the track already laid (not on the cars), so a
race's track is found by laying cards until the Finish is out, exactly as the turns would.
"""

from __future__ import annotations

import statistics
import sys
from collections import Counter
from dataclasses import dataclass
from typing import Any

from dashgames.engine.play import new_game
from dashgames.games.dicey_curves import GAME
from dashgames.games.dicey_curves.cards import CARDS, FINISH
from dashgames.games.dicey_curves.geometry import (
    fits_after,
    layout,
    on_table,
    overlaps_track,
    place,
)
from dashgames.games.dicey_curves.laying import lay_card
from dashgames.games.dicey_curves.state import DiceyCurvesState


@dataclass(frozen=True)
class LaidTrack:
    seed: int
    track: tuple[str, ...]
    bursts: tuple[int, ...]  # cards discarded by each draw, setup draws included
    reasons: Counter[str]  # why cards were discarded: "table", "track" or "room"
    finish_on_table: bool
    finish_overlaps: bool
    dead_end: bool  # before the Finish came, no card of any shape fitted after the track


def _reason(state: DiceyCurvesState, kind: str) -> str:
    laid = layout(state.track)
    candidate = place(kind, laid[-1].exit)
    if not on_table(candidate, state.table_width, state.table_height):
        return "table"
    return "track" if overlaps_track(candidate, laid) else "room"


def walled_in(state: DiceyCurvesState) -> bool:
    """No card of any shape but the Finish fits after the track: every draw is set aside until
    the Finish comes (the printed test lays it anyway)."""
    laid = layout(state.track)
    return all(fits_after(laid, kind, state.table_width, state.table_height) is None
               for kind in CARDS if kind != FINISH)


def lay_track(seed: int, players: int = 2, options: dict[str, Any] | None = None) -> LaidTrack:
    """The track a race from ``seed`` lays, drawing card after card until the Finish is out."""
    state = new_game(GAME, players, options, seed)
    # Set-up's two draws happen inside new_game: replay them from the Start and Wide-Open.
    dealt = (*state.discarded, *state.track[2:], *state.deck)
    state = DiceyCurvesState(**{**vars(state), "track": state.track[:2], "deck": dealt})
    state = DiceyCurvesState(**{**vars(state), "discarded": ()})
    bursts: list[int] = []
    reasons: Counter[str] = Counter()
    dead_end = False
    while state.deck and state.track[-1] != FINISH:
        dead_end = dead_end or walled_in(state)
        before = state
        state, events = lay_card(state)
        burst = [e["card_type"] for e in events if e["type"] == "card_discarded"]
        bursts.append(len(burst))
        reasons.update(_reason(before, kind) for kind in burst)
    laid = layout(state.track)
    return LaidTrack(
        seed=seed,
        track=state.track,
        bursts=tuple(bursts),
        reasons=reasons,
        finish_on_table=on_table(laid[-1], state.table_width, state.table_height),
        finish_overlaps=overlaps_track(laid[-1], laid[:-1]),
        dead_end=dead_end,
    )


def survey(seeds: int, players: int = 2, options: dict[str, Any] | None = None) -> str:
    races = [lay_track(seed, players, options) for seed in range(seeds)]
    lengths = [len(r.track) for r in races]
    draws = Counter(b for r in races for b in r.bursts)
    worst = Counter(max(r.bursts) for r in races)
    reasons = sum((r.reasons for r in races), Counter[str]())
    return "\n".join(
        [
            f"{seeds} races, {players} players, options {options or 'default'}",
            f"track cards: min {min(lengths)}, median {statistics.median(lengths)}, "
            f"mean {statistics.mean(lengths):.2f}, max {max(lengths)}",
            f"lengths: {dict(sorted(Counter(lengths).items()))}",
            f"races with 10 cards or fewer: {sum(n <= 10 for n in lengths)}",
            f"discards per draw: {dict(sorted(draws.items()))}",
            f"races whose worst draw discarded 5+: {sum(n >= 5 for n in worst.elements())}",
            f"why cards were discarded: {dict(reasons)}",
            f"Finish off the table: {sum(not r.finish_on_table for r in races)}, "
            f"overlapping the track: {sum(r.finish_overlaps for r in races)}",
            f"races walled in before the Finish (dead ends): {sum(r.dead_end for r in races)}",
        ]
    )


def _value(text: str) -> int | str | bool:
    if text in ("true", "false"):
        return text == "true"
    return int(text) if text.lstrip("-").isdigit() else text


if __name__ == "__main__":
    args = sys.argv[1:]
    count = int(args[0]) if args else 200
    seats = int(args[1]) if len(args) > 1 else 2
    chosen = dict(a.split("=", 1) for a in args[2:])
    print(survey(count, seats, {k: _value(v) for k, v in chosen.items()} or None))
