"""The conformance suite's malformed and illegal moves: every game refuses a broken move with a
stable code, whatever is wrong with it (split from test_conformance.py, whose fixtures it uses)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dashgames.engine import Game
from tests.engine.test_conformance import CASES, SOME, check_candidate, trajectory

parametrise = pytest.mark.parametrize(("game", "players"), CASES)


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
