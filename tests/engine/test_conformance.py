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


@parametrise
@FEW
@given(seed=st.integers(0, 2))
def test_views_hide_the_rng_and_match_the_schema(
    game: Game[Any, Any], players: int, seed: int
) -> None:
    for state in sampled_states(game, players, seed):
        check_views(game, players, state)


@parametrise
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


# ---- malformed and illegal moves -----------------------------------------------------------
_JUNK = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**70), 2**70),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=8),
    st.lists(st.integers(-3, 12), max_size=3),
    st.dictionaries(st.text(max_size=4), st.integers(), max_size=2),
)


def _other_type(value: Any) -> st.SearchStrategy[Any]:
    """JSON values of a different kind than ``value`` (a wrong field type)."""
    return _JUNK.filter(lambda v: type(v) is not type(value) and not (value is None and v is None))


def _nearby(value: Any, pool: list[Any]) -> st.SearchStrategy[Any]:
    """Values of the same kind as ``value``, most of them plausible (an illegal move)."""
    if isinstance(value, bool):
        return st.just(not value)
    if isinstance(value, int):
        return st.one_of(st.integers(-2, 2).map(lambda d: value + d), st.integers(-20, 40))
    if isinstance(value, str):
        same = [v for v in pool if isinstance(v, str)]
        return st.one_of(st.sampled_from(same or [value]), st.text(max_size=6))
    if isinstance(value, list):
        return st.one_of(
            st.just(value[:-1]),
            st.just(value[::-1]),
            st.just(value + value[:1]),
            st.lists(st.sampled_from(pool or [0]), max_size=len(value) + 1),
        )
    return st.sampled_from(pool or [None])


def _leaves(raw: dict[str, Any]) -> list[Any]:
    out: list[Any] = []
    for v in raw.values():
        out.extend(v if isinstance(v, list) else [v])
    return out


@parametrise
@SOME
@given(seed=st.integers(0, 2), data=st.data())
def test_malformed_and_illegal_moves_are_refused_with_a_code(
    game: Game[Any, Any], players: int, seed: int, data: st.DataObject
) -> None:
    path = trajectory(game.id, players, seed).states
    state = data.draw(st.sampled_from(path[:-1]))
    seat = data.draw(st.sampled_from(sorted(game.to_act(state))))
    legal = [game.moves.dump(m) for m in game.legal_moves(state, seat)]
    kinds = sorted(game.moves.by_kind)
    pool = [v for raw in legal for v in _leaves(raw)]
    base = data.draw(st.sampled_from(legal)) if legal else {"type": kinds[0]}
    fields = [k for k in base if k != "type"]
    mutation = data.draw(
        st.sampled_from(
            [
                "not_object",
                "unknown_type",
                "other_type",
                "missing",
                "extra",
                "wrong_type",
                "nearby",
                "nearby_twice",
            ]
        )
    )
    raw: Any = dict(base)
    if mutation == "not_object":
        raw = data.draw(_JUNK.filter(lambda v: not isinstance(v, dict)))
    elif mutation == "unknown_type":
        raw["type"] = data.draw(
            st.one_of(st.text(max_size=10), _JUNK).filter(lambda t: t not in kinds)
        )
    elif mutation == "other_type":
        raw["type"] = data.draw(st.sampled_from(kinds))
    elif mutation == "missing" and fields:
        del raw[data.draw(st.sampled_from(fields))]
    elif mutation == "extra":
        raw[data.draw(st.text(min_size=1, max_size=6).filter(lambda k: k not in base))] = 1
    elif mutation == "wrong_type" and fields:
        name = data.draw(st.sampled_from(fields))
        raw[name] = data.draw(_other_type(raw[name]))
    elif mutation.startswith("nearby") and fields:
        for _ in range(2 if mutation == "nearby_twice" else 1):
            name = data.draw(st.sampled_from(fields))
            raw[name] = data.draw(_nearby(raw[name], pool))
    check_candidate(game, state, seat, raw)
