"""The shared conformance suite: every registered game gets it for free.

Parametrised over ``dashgames.engine.all_games()`` (importing ``dashgames.games`` fills the
registry) and a couple of player counts per game, with hypothesis choosing seeds and
mutations. A game passes when:

- seeded random playouts (``engine.play.random_playout``) reach the end within a move cap,
  and ``engine.play.replay(seed, moves)`` rebuilds exactly the same final state, with the
  defaults and with each option variant (``tests.support.random_play.option_variants``: yes/no
  options turned, choice options stepped on);
- at sampled states every move ``legal_moves(state, seat)`` lists is accepted, as dumped JSON,
  by ``checked_apply``; malformed moves (not objects, unknown types, missing or mistyped
  fields) and illegal ones (legal moves with a field changed) raise a ``RulesError`` with a
  code and nothing else; anything ``apply`` accepts is in ``legal_moves``;
- seats not in ``to_act`` get ``NOT_YOUR_TURN``, every seat gets ``GAME_OVER`` after the end;
- no view (any seat, or the spectators') contains the RNG state, views validate against
  ``view_schema()`` (JSON Schema draft 2020-12) and ``sample_hidden`` agrees with the view;
- states survive ``state_to_json`` / ``json.dumps`` / ``state_from_json`` unchanged;
- events are JSON, and an event's ``to`` names only real seats; every event is of a type the
  game declares (``Game.events``), with the declared fields; ``outcome().ranks`` has one
  entry per seat;
- hidden information stays hidden in events and legal-move lists too: at every step of a
  random game per option variant, a seat receives the same events and is given the same legal
  moves in a world re-dealt from its view (``tests/support/hidden_checks.py``).

Random play sets ``round_limit`` (``tests.support.random_play.ROUND_LIMIT``) for a game that
declares that option: rulebook play has no limit, and random teams may never finish.

Games must name their Rng integer field ``rng`` (anywhere in the state): the view check finds
the generator's value through that name in the state's JSON, and fails a chance game that
has none.
"""

from __future__ import annotations

import json
import re
from functools import cache
from typing import Any

import jsonschema
import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

import dashgames.games  # noqa: F401 - fills the registry
from dashgames.engine import Event, Game, Rng, RulesError, all_games
from dashgames.engine.codec import dataclass_schema
from dashgames.engine.play import checked_apply, random_playout, replay
from tests.support.hidden_checks import check_playout_hides, rng_fields
from tests.support.random_play import (
    MOVE_CAP,
    Playout,
    option_variants,
    play_randomly,
)
from tests.support.sampling import REGULAR, event_types, sampled_observers, step_kind

# A few states of each trajectory are checked in depth; more would only slow the suite.
SAMPLED_STATES = 6
# No shrinking: a failing seed is reported as found (shrinking whole playouts takes minutes).
_QUICK = {
    "deadline": None,
    "suppress_health_check": list(HealthCheck),
    "phases": (Phase.explicit, Phase.reuse, Phase.generate),
}
FEW = settings(max_examples=3, **_QUICK)
SOME = settings(max_examples=30, **_QUICK)


def _player_counts(game: Game[Any, Any]) -> list[int]:
    # The ends of the range: the fewest players and the most (the busiest views and turns).
    return sorted({game.min_players, game.max_players})


CASES = [
    pytest.param(game, players, id=f"{game.id}-{players}p")
    for game in all_games()
    for players in _player_counts(game)
]
parametrise = pytest.mark.parametrize(("game", "players"), CASES)


def _long_for(cases: list[Any], ids: set[str]) -> list[Any]:
    """``cases`` with those of ``ids`` left to ``make test-long``: the largest tables of the
    slowest checks (a whole Dicey Curves field's views, ten Dash and Cache seats), which cost
    make test a minute of a worker; the smaller tables of the same game stay in make test."""
    return [pytest.param(*c.values, id=c.id, marks=pytest.mark.long) if c.id in ids else c
            for c in cases]


# ---- trajectories --------------------------------------------------------------------------
@cache
def trajectory(game_id: str, players: int, seed: int, variant: int = 0) -> Playout:
    """A random game from ``seed`` with the game's ``variant``-th option variant (0: the
    defaults, bounded as random play needs)."""
    game = next(g for g in all_games() if g.id == game_id)
    options = option_variants(game, players)[variant]
    return play_randomly(game, players, options, seed, "conformance")


def sampled_states(game: Game[Any, Any], players: int, seed: int) -> list[Any]:
    path = trajectory(game.id, players, seed).states
    step = max(1, len(path) // SAMPLED_STATES)
    return [*path[::step], path[-1]]


def _json(value: Any) -> Any:
    return json.loads(json.dumps(value, allow_nan=False))


def _legal_keys(game: Game[Any, Any], state: Any, seat: int) -> set[str]:
    return {game.moves.key(m) for m in game.legal_moves(state, seat)}


def check_candidate(game: Game[Any, Any], state: Any, seat: int, raw: Any) -> None:
    """``apply`` accepts ``raw`` exactly when it parses to a legal move; refusals are coded."""
    raw = _json(raw)
    try:
        key: str | None = game.moves.key(game.moves.parse(raw))
    except RulesError:
        key = None
    legal = key is not None and key in _legal_keys(game, state, seat)
    try:
        checked_apply(game, state, seat, raw)
    except RulesError as e:
        assert isinstance(e.code, str) and e.code, f"{type(e).__name__} without a code"
        assert not legal, f"{game.id}: legal move {raw} refused with {e.code}: {e.message}"
    else:
        assert legal, f"{game.id}: apply accepted {raw}, which legal_moves does not list"


# ---- whole games ---------------------------------------------------------------------------
VARIANT_CASES = [
    pytest.param(game, players, i, id=f"{game.id}-{players}p-" + (
        ",".join(f"{k}={v}" for k, v in options.items() if k != "round_limit") or "defaults"))
    for game in all_games()
    for players in _player_counts(game)
    for i, options in enumerate(option_variants(game, players))
]
parametrise_variants = pytest.mark.parametrize(("game", "players", "variant"), VARIANT_CASES)


@parametrise_variants
@FEW
@given(seed=st.integers(0, 2**32))
def test_random_playouts_end_and_replay_exactly(
    game: Game[Any, Any], players: int, variant: int, seed: int
) -> None:
    options = option_variants(game, players)[variant]
    final, log = random_playout(game, players, seed, options, max_moves=MOVE_CAP)
    outcome = game.outcome(final)
    assert outcome is not None, f"no end within {MOVE_CAP} moves"
    assert len(outcome.ranks) == players
    assert set(outcome.winners) <= set(range(players))
    assert all(isinstance(r, int) and r >= 1 for r in outcome.ranks)
    replayed, events = replay(game, players, options, seed, _json(log))
    assert replayed == final
    assert game.state_to_json(replayed) == game.state_to_json(final)
    for e in events:
        check_event(e, players)


@parametrise
def test_the_game_is_over_for_everyone_after_the_end(game: Game[Any, Any], players: int) -> None:
    final = trajectory(game.id, players, 0).states[-1]
    assert game.to_act(final) == frozenset()
    some_move = next(
        (
            game.moves.dump(m)
            for st_ in trajectory(game.id, players, 0).states
            for s in game.to_act(st_)
            for m in game.legal_moves(st_, s)
        ),
        {"type": "anything"},
    )
    for seat in range(players):
        assert game.legal_moves(final, seat) == []
        with pytest.raises(RulesError) as caught:
            checked_apply(game, final, seat, some_move)
        assert caught.value.code == "GAME_OVER"


def check_event(e: Event, players: int) -> None:
    assert isinstance(e, dict) and isinstance(e.get("type"), str), e
    _json(e)
    if "to" in e:
        assert isinstance(e["to"], list) and set(e["to"]) <= set(range(players)), e


# ---- checks of one state (also run by test_conformance_checks.py against broken games) ----
def check_legal_moves_accepted(game: Game[Any, Any], players: int, state: Any) -> None:
    for seat in sorted(game.to_act(state)):
        for move in game.legal_moves(state, seat):
            raw = _json(game.moves.dump(move))
            assert game.moves.key(game.moves.parse(raw)) == game.moves.key(move)
            after, events = checked_apply(game, state, seat, raw)
            assert game.apply(state, seat, move)[0] == after  # deterministic
            for e in events:
                check_event(e, players)


def check_turns(game: Game[Any, Any], players: int, state: Any) -> None:
    acting = game.to_act(state)
    moves = [game.moves.dump(m) for s in acting for m in game.legal_moves(state, s)]
    for seat in set(range(players)) - acting:
        assert game.legal_moves(state, seat) == []
        for raw in moves[:3] or [{"type": "anything"}]:
            with pytest.raises(RulesError) as caught:
                checked_apply(game, state, seat, raw)
            assert caught.value.code == ("GAME_OVER" if not acting else "NOT_YOUR_TURN")


def rng_values(encoded: Any) -> list[int]:
    """Every integer stored under a key named ``rng`` anywhere in a state's JSON."""
    return [value for _, value in rng_fields(encoded)]


def check_views(game: Game[Any, Any], players: int, state: Any) -> None:
    validator = jsonschema.Draft202012Validator(game.view_schema())
    secrets = rng_values(game.state_to_json(state))
    if game.chance:
        assert secrets, f"{game.id}: a chance game must keep its Rng state in a field 'rng'"
    for seat in [*range(players), None]:
        view = game.view(state, seat)
        text = json.dumps(view, allow_nan=False)
        for secret in secrets:
            assert not re.search(rf"(?<!\d){secret}(?!\d)", text), (
                f"{game.id}: the view of seat {seat} shows the rng state"
            )
        errors = sorted(validator.iter_errors(_json(view)), key=str)
        assert not errors, f"view of seat {seat} breaks its schema: {errors[0]}"
    if not game.hidden_info:
        # Nothing hidden: a seat sees what a spectator sees, bar ``you`` (the platform stores
        # the spectators' view alone for such a game and derives each seat's from it).
        public = game.view(state, None)
        for seat in range(players):
            expected = {**public, "you": seat} if "you" in public else public
            assert game.view(state, seat) == expected, (
                f"{game.id} declares no hidden information, but seat {seat} sees more"
            )


def check_round_trips(game: Game[Any, Any], players: int, state: Any, sample_seed: int) -> None:
    encoded = _json(game.state_to_json(state))
    decoded = game.state_from_json(encoded)
    assert decoded == state
    assert game.state_to_json(decoded) == encoded
    for seat in range(players):
        view = game.view(state, seat)
        sampled = game.sample_hidden(_json(view), seat, Rng.from_seed(sample_seed))
        assert game.view(sampled, seat) == view, f"sample_hidden disagrees with seat {seat}"


# ---- sampled states ------------------------------------------------------------------------
@parametrise
@FEW
@given(seed=st.integers(0, 2))
def test_every_legal_move_is_accepted_as_json(
    game: Game[Any, Any], players: int, seed: int
) -> None:
    for state in sampled_states(game, players, seed):
        check_legal_moves_accepted(game, players, state)


@parametrise
@FEW
@given(seed=st.integers(0, 2))
def test_only_seats_to_act_may_move(game: Game[Any, Any], players: int, seed: int) -> None:
    for state in sampled_states(game, players, seed):
        check_turns(game, players, state)


@pytest.mark.parametrize(("game", "players"), _long_for(CASES, {"dicey_curves-8p"}))
@FEW
@given(seed=st.integers(0, 2))
def test_views_hide_the_rng_and_match_the_schema(
    game: Game[Any, Any], players: int, seed: int
) -> None:
    for state in sampled_states(game, players, seed):
        check_views(game, players, state)


@pytest.mark.parametrize(("game", "players"), _long_for(CASES, {"dash_and_cache-10p"}))
@FEW
@given(seed=st.integers(0, 2), sample_seed=st.integers(0, 2**32))
def test_states_round_trip_and_sample_hidden_agrees_with_the_view(
    game: Game[Any, Any], players: int, seed: int, sample_seed: int
) -> None:
    for state in sampled_states(game, players, seed):
        check_round_trips(game, players, state, sample_seed)


# ---- what a seat is told --------------------------------------------------------------------
@parametrise_variants
def test_every_event_is_one_the_game_declares(
    game: Game[Any, Any], players: int, variant: int
) -> None:
    """Every event of a random game (its audience aside) is of a type the game declares
    (``Game.events``, which the API contract types its events from), with exactly the declared
    fields, each of its declared type."""
    if not game.events:
        pytest.skip(f"{game.id} declares no events: the contract takes any event of it")
    declared = {
        kind: jsonschema.Draft202012Validator(
            dataclass_schema(cls, extra={"type": {"type": "string", "const": kind}}))
        for kind, cls in game.events.items()
    }
    for events in trajectory(game.id, players, variant, variant).events:
        for found in events:
            shown = {k: v for k, v in _json(found).items() if k != "to"}
            assert shown["type"] in declared, f"{game.id}: undeclared event {shown}"
            declared[shown["type"]].validate(shown)


@pytest.mark.parametrize(("game", "players", "variant"), _long_for(VARIANT_CASES, {
    "dash_and_cache-10p-mode=companion,choice_clocks=True",
    "dash_and_cache-10p-mode=digital,choice_clocks=True"}))
def test_events_and_legal_moves_tell_a_seat_only_what_it_may_see_at_sampled_steps(
    game: Game[Any, Any], players: int, variant: int
) -> None:
    """The check below at a fixed sample of the steps (``tests/support/sampling.py``: the first
    of each event and move type, evenly spaced steps, every seat in turn): ``make test``'s
    share; ``make test-long`` runs every step."""
    playout = trajectory(game.id, players, variant, variant)
    sample = sampled_observers(game, players, playout)
    coverage = check_playout_hides(
        game, players, playout, variant, observers=lambda i: sample.get(i, [])
    )
    assert coverage.compared * 2 >= coverage.observed, coverage


@parametrise_variants
def test_the_sampled_steps_cover_every_event_type_move_type_and_seat(
    game: Game[Any, Any], players: int, variant: int
) -> None:
    """The fast tier's sample sees what the whole check sees: every move type, event type
    and seat of the game, each private event type through a seat it is told to."""
    playout = trajectory(game.id, players, variant, variant)
    sample = sampled_observers(game, players, playout)
    steps = list(enumerate(zip(playout.steps, playout.events, strict=True)))
    firsts = {step_kind(game, step) for _, (step, _) in steps} | {
        (e["type"], "to" in e) for _, (_, events) in steps for e in events}
    assert len(sample) <= REGULAR + len(firsts), "a sample, not the whole game"
    assert {step_kind(game, step) for i, (step, _) in steps if i in sample} == {
        step_kind(game, step) for _, (step, _) in steps}
    assert set().union(*(event_types(events) for i, (_, events) in steps if i in sample)) == (
        set().union(*map(event_types, playout.events)))
    assert {seat for seats in sample.values() for seat in seats} == {None, *range(players)}
    private = {e["type"] for events in playout.events for e in events if "to" in e}
    told = {e["type"] for i, seats in sample.items() for e in playout.events[i]
            if "to" in e and set(seats) & set(e["to"])}
    assert told == private, "each private event type watched by a seat it is told to"


@pytest.mark.long
@parametrise_variants
def test_events_and_legal_moves_tell_a_seat_only_what_it_may_see(
    game: Game[Any, Any], players: int, variant: int
) -> None:
    """At every step of a random game, for the spectators and one seat chosen at random: the
    seat is given the same legal moves, and each receives the same events, in a world re-dealt
    from its view (``tests/support/hidden_checks.py`` says how chance and revelation are told
    apart from a leak). The spectators see least, so every public event is checked against all
    that is hidden; the seat catches private events and legal moves. Played with every option
    variant, so rules behind an option count too."""
    playout = trajectory(game.id, players, variant, variant)
    chooser = Rng.from_seed(f"observers:{game.id}:{players}:{variant}")
    coverage = check_playout_hides(
        game, players, playout, variant, observers=lambda _: [None, chooser.below(players)]
    )
    # Most steps must be compared, or the check would pass for want of comparable worlds.
    assert coverage.compared * 2 >= coverage.observed, coverage
