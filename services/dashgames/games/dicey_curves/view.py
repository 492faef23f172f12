"""What a seat sees (``render``), and a full state rebuilt from it (``sample_hidden``) for bots
that simulate.

Nothing in Dicey Curves is private to a seat: every player and every spectator sees the same
table. The only secrets are the order of the undrawn track cards and the dice generator, and
neither ever appears here. The track is given in table coordinates (see ``geometry``) so a
client can draw every card, space and gate without knowing the card data.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from dashgames.engine import BadState, Rng, Seat
from dashgames.engine.codec import DecodeError, from_json, to_json
from dashgames.games.dicey_curves import turns
from dashgames.games.dicey_curves.cards import CARD_WIDTH, CARDS, FINISH, drawable_deck
from dashgames.games.dicey_curves.geometry import layout, local_gate, local_outline, local_space
from dashgames.games.dicey_curves.legal import actor
from dashgames.games.dicey_curves.state import (
    Car,
    DiceyCurvesState,
    Die,
    DieColor,
    Drive,
    EndReason,
    Phase,
    Space,
)
from dashgames.games.dicey_curves.track import gate_ahead

DIGITS = 4


@dataclass(frozen=True)
class SpaceView:
    """A space where a car can stand; ``gate_ahead`` is the size of the gate right in front."""

    lane: int
    row: int
    x: float
    y: float
    gate_ahead: int | None


@dataclass(frozen=True)
class GateView:
    """A gate bar across ``lane`` in front of ``before_row``: a combo of exactly ``size``."""

    lane: int
    before_row: int
    size: int
    x: float
    y: float


@dataclass(frozen=True)
class CardView:
    """A laid track card: entry edge centre (x, y), heading in 45 degree steps clockwise from
    north, where the next card attaches, its outline polygon, spaces and gates."""

    index: int
    kind: str
    name: str
    lanes: tuple[int, ...]
    x: float
    y: float
    heading: int
    exit_x: float
    exit_y: float
    exit_heading: int
    outline: tuple[tuple[float, float], ...]
    spaces: tuple[SpaceView, ...]
    gates: tuple[GateView, ...]
    solid_line: bool


@dataclass(frozen=True)
class CarView:
    """A car; ``card``/``lane``/``row`` are null before placement and after it finishes."""

    car: int
    owner: int
    card: int | None
    lane: int | None
    row: int | None
    place: int | None
    spent: bool
    controlled: bool


@dataclass(frozen=True)
class DieView:
    index: int
    color: DieColor
    value: int
    used: bool


@dataclass(frozen=True)
class DriveView:
    """The car being moved: ``remaining`` of ``size`` steps left; ``power`` for a power move."""

    car: int
    size: int
    remaining: int
    power: bool


@dataclass(frozen=True)
class DiceyCurvesView:
    """The table as a seat (or a spectator) sees it. Distances are in lane widths; a card is
    ``card_width`` wide; the table (``table_width`` x ``table_height`` cards) is centred on the
    Start's centre."""

    seat: int | None
    players: int
    phase: Phase
    turn: int
    to_act: int | None
    turns_taken: int
    round_limit: int
    look_ahead: bool
    race_length: int
    table_width: int
    table_height: int
    card_width: float
    track: tuple[CardView, ...]
    discarded: tuple[str, ...]
    deck_size: int
    cards_before_finish: int | None
    cars: tuple[CarView, ...]
    chips: tuple[int, ...]
    dice: tuple[DieView, ...]
    drive: DriveView | None
    finish_order: tuple[int, ...]
    end_reason: EndReason | None
    scores: tuple[int, ...] | None


def _r(v: float) -> float:
    return round(v, DIGITS) + 0.0  # + 0.0 turns -0.0 into 0.0


@lru_cache(maxsize=1024)
def card_views(track: tuple[str, ...]) -> tuple[CardView, ...]:
    out = []
    for index, placement in enumerate(layout(track)):
        card = CARDS[placement.kind]
        pose = placement.pose

        def at(point: tuple[float, float]) -> tuple[float, float]:
            x, y = pose.to_table(point)  # noqa: B023 - used at once, inside the loop
            return (_r(x), _r(y))

        spaces = tuple(
            SpaceView(
                lane,
                row,
                *at(local_space(card, lane, row)),
                gate.size if (gate := gate_ahead(track, (index, lane, row))) else None,
            )
            for lane, n in enumerate(card.lanes)
            for row in range(n)
        )
        gates = tuple(
            GateView(g.lane, g.before, g.size, *at(local_gate(card, g.lane, g.before)))
            for g in card.gates
        )
        out.append(
            CardView(
                index=index,
                kind=placement.kind,
                name=card.name,
                lanes=card.lanes,
                x=_r(pose.x),
                y=_r(pose.y),
                heading=pose.heading,
                exit_x=_r(placement.exit.x),
                exit_y=_r(placement.exit.y),
                exit_heading=placement.exit.heading,
                outline=tuple(at(p) for p in local_outline(card)),
                spaces=spaces,
                gates=gates,
                solid_line=card.solid_line,
            )
        )
    return tuple(out)


def render(state: DiceyCurvesState, seat: Seat | None) -> dict[str, Any]:
    cars = tuple(
        CarView(
            car=i,
            owner=c.owner,
            card=c.space[0] if c.space else None,
            lane=c.space[1] if c.space else None,
            row=c.space[2] if c.space else None,
            place=c.place,
            spent=i in state.spent,
            controlled=i in state.controlled,
        )
        for i, c in enumerate(state.cars)
    )
    drive = state.drive
    view = DiceyCurvesView(
        seat=seat,
        players=state.players,
        phase=state.phase,
        turn=state.turn,
        to_act=actor(state),
        turns_taken=state.turns_taken,
        round_limit=state.round_limit,
        look_ahead=state.look_ahead,
        race_length=state.race_length,
        table_width=state.table_width,
        table_height=state.table_height,
        card_width=CARD_WIDTH,
        track=(),  # filled in below from the encoded cache
        discarded=state.discarded,
        deck_size=len(state.deck),
        # ruling: finish-depth-public
        # Public knowledge, since the race length is an agreed option
        # and every draw is seen; the order of the other cards stays secret.
        cards_before_finish=state.deck.index(FINISH) if FINISH in state.deck else None,
        cars=cars,
        chips=state.chips,
        dice=tuple(DieView(i, d.color, d.value, d.used) for i, d in enumerate(state.dice)),
        drive=DriveView(drive.car, drive.size, drive.remaining, drive.power) if drive else None,
        finish_order=state.finish_order,
        end_reason=state.end_reason,
        scores=turns.scores(state) if state.phase == "over" else None,
    )
    encoded: dict[str, Any] = to_json(view)
    encoded["track"] = json.loads(_encoded_track(state.track))
    return encoded


@lru_cache(maxsize=1024)
def _encoded_track(track: tuple[str, ...]) -> str:
    # The track's geometry is most of a view and changes once a turn: encode it once, and
    # hand every caller a fresh copy (json.loads is far cheaper than re-encoding).
    return json.dumps(to_json(card_views(track)))


def sample_hidden(raw: dict[str, Any], seat: Seat | None, rng: Rng) -> DiceyCurvesState:
    """A full state that shows exactly ``raw``: the unseen cards shuffled with ``rng``, the
    Finish at its known depth, and a fresh dice generator. Every seat sees the same table, so
    ``seat`` changes nothing."""
    try:
        # The track's geometry follows from its card kinds, so only those are read back.
        track = tuple(str(card["kind"]) for card in raw["track"])
        view: DiceyCurvesView = from_json(DiceyCurvesView, {**raw, "track": []})
    except DecodeError as e:
        raise BadState(f"bad dicey_curves view: {e}", field=e.path) from None
    except (KeyError, TypeError):
        raise BadState("bad dicey_curves view: track", field="track") from None
    if any(kind not in CARDS for kind in track):
        raise BadState("bad dicey_curves view: unknown track card", field="track")
    unseen = Counter(drawable_deck())
    unseen.subtract(k for k in track[2:] if k != FINISH)
    unseen.subtract(view.discarded)
    deck = rng.shuffled(sorted(unseen.elements()))
    if view.cards_before_finish is not None:
        deck.insert(view.cards_before_finish, FINISH)
    if len(deck) != view.deck_size:
        raise BadState("the view's deck size does not match the cards seen", field="deck_size")
    cars = tuple(Car(c.owner, _space(c), c.place) for c in view.cars)
    d = view.drive
    return DiceyCurvesState(
        players=view.players,
        rng=rng.next_u64(),
        deck=tuple(deck),
        track=track,
        discarded=view.discarded,
        cars=cars,
        chips=view.chips,
        phase=view.phase,
        turn=view.turn,
        race_length=view.race_length,
        table_width=view.table_width,
        table_height=view.table_height,
        round_limit=view.round_limit,
        turns_taken=view.turns_taken,
        dice=tuple(Die(d.color, d.value, d.used) for d in view.dice),
        drive=Drive(d.car, d.size, d.remaining, d.power) if d else None,
        spent=tuple(c.car for c in view.cars if c.spent),
        controlled=tuple(c.car for c in view.cars if c.controlled),
        finish_order=view.finish_order,
        end_reason=view.end_reason,
        look_ahead=view.look_ahead,
    )


def _space(car: CarView) -> Space | None:
    if car.card is None or car.lane is None or car.row is None:
        return None
    return (car.card, car.lane, car.row)
