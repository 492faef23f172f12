"""Hidden information, checked in events and legal-move lists the way views are.

A seat's view is the authority on what it may know. The promise, step by step: what a seat is
*told* (the events it receives, ``engine.visible_events``; the legal moves it is given) must
not depend on anything its view hides. The check builds a second world the seat cannot tell
from the real one - ``sample_hidden(view, seat, rng)``: every face-down card, hidden hand and
deck order re-dealt - and compares what the seat is told in both.

- **Legal moves**: the list (order included: it is served as is) is the same in both worlds.
- **Events**: the same step (the same move of the same seat, or the same timer) is applied in
  both worlds and the seat must receive the same events *whenever it sees the same table
  afterwards*. That condition keeps legitimate revelation from counting as a leak: a die
  rolled, a card drawn face up, a face-down card turned at its time all change the view after
  the step, and an event telling the same thing is fair. So an event may tell a seat only what
  its views before and after the step show; a face-down card named in an event while the view
  still hides it (Flag Dash's ``spy_replace``) is caught, because in a re-dealt world the card
  differs and the view after does not. By the same rule a fact an event reveals and the view
  after no longer shows (ballots counted and cleared, a discard pile shuffled away in the same
  step) counts as told without being shown: the view should keep what the table saw.
- **Chance**: the re-dealt world keeps the real generator (every state field named ``rng``,
  which no view shows, so the seat still cannot tell the worlds apart). Dice and lazy draws
  then come out the same in both worlds, so steps with chance are compared too; a card drawn
  from a pre-shuffled deck (Dash and Cache, DC Dash, Dicey Curves keep one) differs, changes
  the view after, and that step is compared only in re-dealt worlds where it agrees. No game
  needs an exemption: pre-shuffled or lazy, the same rule applies.
- **Finding a comparable world**: a step that turns a hidden value up (a card, a token, a
  salt: null in the view before, shown after) is first tried in worlds dealt with that value
  as it came out (``as_revealed``), each checked to look the same to the seat before the step,
  so a leak in a step that also reveals something still shows; then up to ``TRIES`` plain
  re-deals, until the step can be applied (another seat's hidden move may be impossible in a
  re-dealt hand) and the view after agrees. A step with no such world is not compared (the
  counts say how many were; a commitment hashed from a hidden card, say, differs in every
  re-dealt world).
- The step that ends the game is not compared: once it is over nothing is secret (Flag Dash
  opens every face-down pair for checking).
- No event, private ones included, may carry a generator's state.
"""

from __future__ import annotations

import dataclasses
import itertools
import json
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from dashgames.engine import Event, Game, Rng, RulesError, Seat, visible_events
from tests.support.random_play import Playout

TRIES = 6


@dataclass
class Coverage:
    """How many (step, observer) pairs had their events compared, out of how many."""

    compared: int = 0
    observed: int = 0


def rng_fields(encoded: Any, path: tuple[Any, ...] = ()) -> list[tuple[tuple[Any, ...], int]]:
    """(path, value) of every integer under a key named ``rng`` in a state's JSON."""
    found: list[tuple[tuple[Any, ...], int]] = []
    if isinstance(encoded, dict):
        for k, v in encoded.items():
            if k == "rng" and isinstance(v, int) and not isinstance(v, bool):
                found.append(((*path, k), v))
            else:
                found.extend(rng_fields(v, (*path, k)))
    elif isinstance(encoded, list):
        for i, v in enumerate(encoded):
            found.extend(rng_fields(v, (*path, i)))
    return found


def with_generators(
    game: Game[Any, Any], world: Any, generators: list[tuple[tuple[Any, ...], int]]
) -> Any:
    """``world`` with its ``rng`` fields set to ``generators`` (paths into the state's JSON)."""
    top_level = all(len(path) == 1 for path, _ in generators)
    if top_level and dataclasses.is_dataclass(world) and not isinstance(world, type):
        return dataclasses.replace(world, **{path[0]: value for path, value in generators})
    encoded = json.loads(json.dumps(game.state_to_json(world)))
    for path, value in generators:
        node = encoded
        for part in path[:-1]:
            node = node[part]
        node[path[-1]] = value
    return game.state_from_json(encoded)


def apply_step(game: Game[Any, Any], state: Any, actor: Any, move: Any) -> tuple[Any, list[Event]]:
    if actor == "timer":
        return game.on_timer(state, move)
    return game.apply(state, actor, move)


def _describe(game: Game[Any, Any], actor: Any, move: Any) -> str:
    return f"timer {move}" if actor == "timer" else f"seat {actor} {game.moves.key(move)}"


def check_legal_moves_hide(
    game: Game[Any, Any], state: Any, seat: Seat, world: Any, where: str = ""
) -> None:
    """``seat`` is given the same legal moves in ``world``, re-dealt from its view."""
    told = [game.moves.key(m) for m in game.legal_moves(state, seat)]
    other = [game.moves.key(m) for m in game.legal_moves(world, seat)]
    if told != other:
        extra = sorted(set(told) ^ set(other)) or f"the same moves, {told} here, {other} there"
        raise AssertionError(
            f"{game.id}: the legal moves of seat {seat} depend on what it cannot see{where}: "
            f"{len(told)} moves here, {len(other)} in a world re-dealt from its view "
            f"(differing: {extra})"
        )


def check_events_hide(
    game: Game[Any, Any],
    step: tuple[Any, Any],
    events: list[Event],
    seat: Seat | None,
    after_seen: dict[str, Any],
    worlds: Iterable[Any],
    where: str = "",
) -> bool:
    """``seat``, which sees ``after_seen`` after ``step`` emitted ``events``, receives the
    same events in the first of ``worlds`` (re-dealt from its view before the step, real
    generators kept) where the step applies and leaves it that same view; False when no world
    qualifies (nothing compared)."""
    actor, move = step
    told = visible_events(events, seat)
    for world in worlds:
        try:
            other_after, other_events = apply_step(game, world, actor, move)
        except RulesError:
            continue  # not possible in this world (another seat's hidden hand was re-dealt)
        if game.view(other_after, seat) != after_seen:
            continue  # the step revealed something, and here it came out differently
        other = visible_events(other_events, seat)
        if other != told:
            raise AssertionError(
                f"{game.id}: {_describe(game, actor, move)} tells "
                f"{'spectators' if seat is None else f'seat {seat}'} what it cannot see"
                f"{where}: it receives {_first_difference(told, other)}"
            )
        return True
    return False


def check_events_hide_the_generator(
    game: Game[Any, Any],
    events: list[Event],
    generators: list[tuple[tuple[Any, ...], int]],
    where: str = "",
) -> None:
    """No event, private ones included, carries a generator's state (as views may not)."""
    text = json.dumps(events)
    for _, value in generators:
        assert not re.search(rf"(?<!\d){value}(?!\d)", text), (
            f"{game.id}: an event shows the generator's state{where}")


def _first_difference(told: list[Event], other: list[Event]) -> str:
    for mine, theirs in zip(told, other, strict=False):
        if mine != theirs:
            return f"{mine} here but {theirs} in a world re-dealt from its view"
    return f"{len(told)} events here but {len(other)} in a world re-dealt from its view"


def as_revealed(before: Any, after: Any) -> Any:
    """The view before a step with every hidden (null) value that the view after shows as a
    plain value (a card, a token, a salt) filled in as shown: a reveal the step made, to be
    dealt into the world as it really came out."""
    if before == after:
        return before
    if isinstance(before, dict) and isinstance(after, dict):
        return {k: as_revealed(v, after[k]) if k in after else v for k, v in before.items()}
    if isinstance(before, list) and isinstance(after, list) and len(before) == len(after):
        return [as_revealed(b, a) for b, a in zip(before, after, strict=True)]
    return after if before is None and isinstance(after, (str, int, float)) else before


def redealt(
    game: Game[Any, Any],
    seen: tuple[dict[str, Any], dict[str, Any]],
    seat: Seat | None,
    rng: Rng,
    tries: int,
) -> Iterator[Any]:
    """Worlds the seat cannot tell from the real one before the step (``seen``: its views
    before and after), drawn one at a time as the check needs them. A step that reveals a
    hidden field (a face-down card turned, a salt published) is tried first in worlds re-dealt
    with that field as it was revealed, so that the views after can agree and a leak in the
    same step still shows; such a world is checked to look the same to the seat. Then up to
    ``tries`` plain re-deals."""
    before, after = seen
    told = as_revealed(before, after)
    if told != before:
        for _ in range(tries):
            try:  # a view filled in this way may not be dealable, nor its world viewable
                world = game.sample_hidden(told, seat, rng)
                unseen = game.view(world, seat) == before
            except Exception:
                break
            if not unseen:
                break  # the filled-in value shows: this step cannot be dealt that way
            yield world
    for _ in range(tries):
        yield game.sample_hidden(before, seat, rng)


def check_playout_hides(
    game: Game[Any, Any],
    players: int,
    playout: Playout,
    seed: int | str,
    observers: Callable[[int], Iterable[Seat | None]] | None = None,
    tries: int = TRIES,
) -> Coverage:
    """Both checks at every step of ``playout``, for the seats ``observers(step)`` names
    (default: every seat and the spectators)."""
    rng = Rng.from_seed(f"redeal:{seed}")
    everyone: list[Seat | None] = [*range(players), None]
    views: dict[tuple[int, Seat | None], dict[str, Any]] = {}

    def view(i: int, seat: Seat | None) -> dict[str, Any]:
        if (i, seat) not in views:
            views[(i, seat)] = game.view(playout.states[i], seat)
        return views[(i, seat)]

    coverage = Coverage()
    later = rng_fields(game.state_to_json(playout.states[0]))
    for i, step in enumerate(playout.steps):
        state, after, events = playout.states[i], playout.states[i + 1], playout.events[i]
        generators, later = later, rng_fields(game.state_to_json(after))
        where = f" at step {i}"
        check_events_hide_the_generator(game, events, [*generators, *later], where)
        for seat in everyone if observers is None else observers(i):
            worlds = redealt(game, (view(i, seat), view(i + 1, seat)), seat, rng, tries)
            first = next(worlds)  # its own generator: legal moves must not depend on the real one
            if seat is not None:
                check_legal_moves_hide(game, state, seat, first, where)
            if game.outcome(after) is not None:
                continue  # the end opens everything
            coverage.observed += 1
            real = (with_generators(game, w, generators) for w in itertools.chain([first], worlds))
            if check_events_hide(game, step, events, seat, view(i + 1, seat), real, where):
                coverage.compared += 1
        views = {k: v for k, v in views.items() if k[0] > i}
    return coverage
