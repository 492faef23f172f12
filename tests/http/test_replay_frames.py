"""Replay frames: the public board after every step of a finished game, re-run from its seed."""

from __future__ import annotations

from itertools import pairwise
from typing import Any

import jsonschema
import pytest

from dashgames.engine import get_game
from tests.support.api_helpers import DOUBLE, Caller

MOVES = 6  # moves played before a resignation ends the game


def frames(client: Any, game_id: str, **query: Any) -> Any:
    return client.get(f"/v1/games/{game_id}/replay/frames", query_string=query)


def shape(value: Any) -> Any:
    """The structure of a view: its keys and value types, not its values."""
    if isinstance(value, dict):
        return {k: shape(v) for k, v in value.items()}
    if isinstance(value, list):
        return ["list", sorted({repr(shape(v)) for v in value})[:1]]
    return type(value).__name__


def play(duel: tuple[Caller, Caller, str], moves: int) -> None:
    """Whoever must act plays its first legal move, ``moves`` times."""
    ann, bob, game_id = duel
    for _ in range(moves):
        to_act = ann.read(game_id)["game"]["to_act"]
        mover = ann if to_act == [0] else bob
        legal = mover.get(f"/v1/games/{game_id}/legal-moves").json["moves"]
        r = mover.post(f"/v1/games/{game_id}/moves", legal[0])
        assert r.status_code == 200 and r.json["status"] == "applied", r.json


@pytest.fixture
def finished(duel: tuple[Caller, Caller, str]) -> str:
    """A Double Dash! game of a few moves that ended when seat 1 resigned."""
    play(duel, MOVES)
    r = duel[1].post(f"/v1/games/{duel[2]}/resign")
    assert r.status_code == 200 and r.json["status"] == "finished", r.json
    return duel[2]


def test_frames_run_from_a_fresh_position_to_the_final_one(
    client: Any, finished: str, new_player: Any
) -> None:
    r = frames(client, finished, count=200)
    assert r.status_code == 200, r.json
    got = r.json["frames"]
    replay = client.get(f"/v1/games/{finished}/replay").json
    assert len(got) == len(replay["moves"]) + 1 == MOVES + 2  # the start, the moves, the resign
    assert [f["step"] for f in got] == list(range(len(got)))
    assert [(f["actor"], f["move"], f["version"]) for f in got[1:]] == [
        (m["actor"], m["move"], m["version"]) for m in replay["moves"]]
    assert (got[0]["actor"], got[0]["move"]) == (None, None)
    assert got[0]["version"] == replay["moves"][0]["version"] - 1
    schema = get_game(DOUBLE).view_schema()
    for frame in got:
        jsonschema.validate(frame["view"], schema)
    fresh = new_player("cat").create_game([{"kind": "human"}, {"kind": "human"}])
    fresh_view = Caller(client).read(fresh["id"])["view"]
    assert shape(got[0]["view"]) == shape(fresh_view)
    assert got[-1]["view"] == Caller(client).read(finished)["view"]
    # every move changes the board
    assert all(a["view"] != b["view"] for a, b in pairwise(got[: MOVES + 1]))


def test_frames_page_with_start_and_count(client: Any, finished: str) -> None:
    everything = frames(client, finished, start=0, count=200).json["frames"]
    assert frames(client, finished).json["frames"] == everything  # default: start 0, 50 frames
    page = frames(client, finished, start=2, count=3).json["frames"]
    assert page == everything[2:5]
    tail = frames(client, finished, start=len(everything) - 1, count=10).json["frames"]
    assert tail == everything[-1:]
    assert frames(client, finished, start=len(everything), count=5).json["frames"] == []


def test_frames_are_409_before_the_end(client: Any, duel: Any) -> None:
    play(duel, 1)
    r = frames(client, duel[2])
    assert (r.status_code, r.json["code"]) == (409, "REPLAY_NOT_AVAILABLE")


def test_frames_of_an_unknown_game_are_404(client: Any) -> None:
    r = frames(client, "does-not-exist")
    assert (r.status_code, r.json["code"]) == (404, "GAME_NOT_FOUND")


@pytest.mark.parametrize(
    "query", [{"start": -1}, {"start": "first"}, {"count": 0}, {"count": 201}, {"count": "x"}]
)
def test_a_bad_frames_query_is_400(client: Any, duel: Any, query: dict[str, Any]) -> None:
    r = frames(client, duel[2], **query)  # the query is checked before the game
    assert (r.status_code, r.json["code"]) == (400, "VALIDATION_ERROR")
