"""Setup, the start and end of a turn (laying a track card with ``laying``, rolling, buying
chips) and the end of the race with its scoring."""

from __future__ import annotations

from dashgames.engine import Event, Rng, Seat, event
from dashgames.engine.copying import replace
from dashgames.games.dicey_curves import dice
from dashgames.games.dicey_curves.cards import FINISH, SETUP_STRAIGHT, START, drawable_deck
from dashgames.games.dicey_curves.laying import finish_out, lay_card
from dashgames.games.dicey_curves.state import (
    MAX_CHIPS,
    STARTING_CHIPS,
    Car,
    DiceyCurvesState,
    EndReason,
)
from dashgames.games.dicey_curves.track import progress

SETUP_DRAWS = 2


# ruling: first-player
def placing_order(players: int, cars_each: int) -> tuple[Seat, ...]:
    """Who places each car on the Start, in order: once round to the left from the first
    player; with two cars each, the last to place goes again and it runs back to the right.

    Seat 0 is the first player (it places first and takes the first turn)."""
    first = tuple(range(players))
    return first if cars_each == 1 else first + tuple(reversed(first))


def new_race(
    players: int,
    cars_each: int,
    race_length: int,
    table_width: int,
    table_height: int,
    round_limit: int,
    seed: int | str,
    look_ahead: bool = False,
) -> tuple[DiceyCurvesState, list[Event]]:
    rng = Rng.from_seed(seed)
    deck = rng.shuffled(drawable_deck())
    # The Finish goes back in with ``race_length`` cards above it (the two setup draws count).
    deck.insert(race_length, FINISH)
    state = DiceyCurvesState(
        players=players,
        rng=rng.state,
        deck=tuple(deck),
        track=(START, SETUP_STRAIGHT),
        discarded=(),
        cars=tuple(Car(owner=s) for s in placing_order(players, cars_each)),
        chips=(STARTING_CHIPS,) * players,
        phase="place",
        turn=0,
        race_length=race_length,
        table_width=table_width,
        table_height=table_height,
        round_limit=round_limit,
        look_ahead=look_ahead,
    )
    events: list[Event] = []
    for _ in range(SETUP_DRAWS):
        state, evs = lay_card(state)
        events.extend(evs)
    return state, events


def begin_turn(state: DiceyCurvesState, seat: Seat) -> tuple[DiceyCurvesState, list[Event]]:
    state = replace(state, turn=seat, phase="dice", dice=(), drive=None, spent=(), controlled=())
    events = [event("turn_started", seat=seat)]
    if not finish_out(state):
        state, laid = lay_card(state)
        events.extend(laid)
    rng = Rng(state.rng)
    rolled = dice.opening_roll(rng)
    state = replace(state, rng=rng.state, dice=rolled)
    events.append(
        event(
            "dice_rolled",
            seat=seat,
            dice=[d.value for d in rolled],
            colors=[d.color for d in rolled],
        )
    )
    return state, events


# ruling: buy-chips-automatically
def end_turn(state: DiceyCurvesState) -> tuple[DiceyCurvesState, list[Event]]:
    """Buy chips with the best remaining combo, then hand the turn on (or end the race).

    Buying is automatic; more chips never hurt, and the
    limit of four caps it.
    """
    seat = state.turn
    best = dice.best_combo(state.unused_values())
    bought = min(dice.chips_for(best), MAX_CHIPS - state.chips[seat])
    chips = list(state.chips)
    chips[seat] += bought
    state = replace(state, chips=tuple(chips), turns_taken=state.turns_taken + 1)
    events = [event("turn_ended", seat=seat, best_combo=best, chips_bought=bought)]
    # The round limit is a platform option, off (0) by default: when every seat has had
    # ``round_limit`` turns the race stops and unfinished cars rank by distance.
    if state.round_limit and state.turns_taken >= state.round_limit * state.players:
        state, evs = end_race(state, "round_limit")
        return state, events + evs
    nxt = next_seat(state, seat)
    state, evs = begin_turn(state, nxt)
    return state, events + evs


# ruling: finished-players-play-on
def next_seat(state: DiceyCurvesState, seat: Seat) -> Seat:
    """The player on the left.

    The rulebook has turns go round until the race ends,
    with no exception, so a player whose cars have all finished still takes turns: rolls,
    and may spend chips on other cars (take control, juke) and buy chips."""
    return (seat + 1) % state.players


# ruling: race-decided
def race_decided(state: DiceyCurvesState) -> bool:
    """Once every car still racing belongs to one player (or none is
    left), their places can only be the last ones, in an order that cannot change any score:
    the race is over."""
    owners = {c.owner for i, c in enumerate(state.cars) if state.racing(i)}
    return len(owners) <= 1


def end_race(state: DiceyCurvesState, reason: EndReason) -> tuple[DiceyCurvesState, list[Event]]:
    """Unfinished cars take the places after the finishers, furthest down the track first;
    cars level with each other share a place (only possible when the round limit ends it)."""
    order = list(state.finish_order)
    cars = list(state.cars)
    rest = sorted(
        (i for i in range(len(cars)) if cars[i].place is None),
        key=lambda i: -_distance(state, i),
    )
    place = len(order)
    last_distance: float | None = None
    for n, i in enumerate(rest):
        d = _distance(state, i)
        if last_distance is None or d != last_distance or reason == "finish":
            place = len(order) + n + 1
        last_distance = d
        cars[i] = replace(cars[i], place=place)
    state = replace(state, cars=tuple(cars), phase="over", drive=None, end_reason=reason)
    places = [c.place for c in state.cars]
    return state, [event("race_over", reason=reason, places=places)]


def _distance(state: DiceyCurvesState, car: int) -> float:
    space = state.cars[car].space
    return -1.0 if space is None else progress(state.track, space)


def scores(state: DiceyCurvesState) -> tuple[int, ...]:
    """One car each: its place. Two cars: the better place plus twice the worse; low wins."""
    out = []
    for seat in range(state.players):
        places = sorted(state.cars[i].place or 0 for i in state.cars_of(seat))
        out.append(places[0] if len(places) == 1 else places[0] + 2 * places[1])
    return tuple(out)
