"""DC Dash on the engine protocol: legal moves equal what apply accepts, JSON round trips,
replays, schemas, and random playouts that end."""

from __future__ import annotations

import jsonschema
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dashgames.engine import BadMove, IllegalMove, Rng, RulesError
from dashgames.engine.play import checked_apply, new_game, random_playout, replay
from dashgames.games.dc_dash import GAME
from dashgames.games.dc_dash.moves import MOVES, Travel
from dashgames.games.dc_dash.network import network


def _states(players: int, seed: int, steps: int) -> list[object]:
    rng = Rng.from_seed(f"states:{seed}")
    state = new_game(GAME, players, {"network": ("2010", "2014", "2022")[seed % 3]}, seed)
    out = [state]
    for _ in range(steps):
        if GAME.outcome(state) is not None:
            break
        state, _ = GAME.apply(state, state.turn, rng.choice(GAME.legal_moves(state, state.turn)))
        out.append(state)
    return out


@settings(max_examples=20, deadline=None)
@given(players=st.integers(2, 8), seed=st.integers(0, 10**6), steps=st.integers(0, 80))
def test_every_listed_move_is_accepted_and_others_are_refused(
    players: int, seed: int, steps: int
) -> None:
    state = _states(players, seed, steps)[-1]
    legal = GAME.legal_moves(state, state.turn)
    assert legal, "a player always has something to do"
    keys = {MOVES.key(m) for m in legal}
    assert len(keys) == len(legal)
    for move in legal:
        raw = MOVES.dump(move)
        assert MOVES.parse(raw) == move
        checked_apply(GAME, state, state.turn, raw)
    # Every ride to a station not listed is refused with a code.
    for sid in sorted(network(state.network).stations):
        for line in network(state.network).stations[sid].lines:
            raw = MOVES.dump(Travel(line, sid))
            if MOVES.key(Travel(line, sid)) in keys:
                continue
            with pytest.raises(RulesError) as err:
                checked_apply(GAME, state, state.turn, raw)
            assert err.value.code in ("ILLEGAL_MOVE", "CARD_NOT_HELD")


@pytest.mark.parametrize(
    "raw",
    [
        {"type": "travel", "line": "RD"},
        {"type": "travel", "line": "RD", "to": 3},
        {"type": "fly", "to": "B02"},
        {"type": "travel", "line": "PK", "to": "B02"},
        {"type": "travel", "line": "RD", "to": "Z99"},
        {"type": "play_bus", "card": "teleport", "to": "B02"},
        {"type": "play_doors_closing", "card": "doors_closing", "target": 9},
    ],
)
def test_malformed_moves_are_bad_moves(raw: dict[str, object]) -> None:
    state = new_game(GAME, 2, {}, seed=1)
    with pytest.raises(BadMove):
        checked_apply(GAME, state, state.turn, raw)


def test_illegal_but_well_formed_move() -> None:
    state = new_game(GAME, 2, {}, seed=1)
    with pytest.raises(IllegalMove):
        checked_apply(GAME, state, state.turn, {"type": "discard_hand", "station": "B02"})


@settings(max_examples=10, deadline=None)
@given(players=st.integers(2, 8), seed=st.integers(0, 10**6), steps=st.integers(0, 120))
def test_state_and_view_json(players: int, seed: int, steps: int) -> None:
    validator = jsonschema.Draft202012Validator(GAME.view_schema())
    for state in _states(players, seed, steps)[:: max(1, steps // 5)]:
        assert GAME.state_from_json(GAME.state_to_json(state)) == state
        for seat in (None, *range(players)):
            validator.validate(GAME.view(state, seat))


@pytest.mark.parametrize(("players", "network_year"), [(2, "2010"), (4, "2014"), (3, "2022")])
def test_random_playouts_end_and_replay_exactly(players: int, network_year: str) -> None:
    options = {"network": network_year}
    final, log = random_playout(GAME, players, seed=f"p{players}", options=options)
    outcome = GAME.outcome(final)
    assert outcome is not None and len(log) < 20_000
    again, _ = replay(GAME, players, options, f"p{players}", log)
    assert again == final
    winner = final.riders[outcome.winners[0]]
    assert winner.station == "B03" and winner.station_cards == ()
