"""The table's clock over HTTP: chosen in POST /v1/games, shown in reads, DEADLINE_PASSED."""

from __future__ import annotations

from typing import Any

import pytest

from dashgames.play import clocks
from tests.support.api_helpers import DOUBLE

HUMANS = [{"kind": "human"}, {"kind": "human"}]


def test_a_clock_is_chosen_at_creation_and_every_read_shows_its_deadlines(
    new_player: Any,
) -> None:
    ann, bob = new_player("ann"), new_player("bob")
    game = ann.create_game(HUMANS, clock={"per_move_seconds": 30})
    assert game["clock"] == {"per_move_seconds": 30, "initial_seconds": None,
                             "increment_seconds": 0, "on_expiry": "forfeit",
                             "bot_level": "heuristic",  # who takes a seat over, if one does
                             "deadlines": {}, "remaining": None,  # open: nobody's turn yet
                             "bank_seconds": None, "bank": None}  # no day bank
    assert bob.post(f"/v1/games/{game['id']}/join", {"seat": 1}).status_code == 200
    read = ann.read(game["id"])["game"]
    (seat,) = read["to_act"]
    assert list(read["clock"]["deadlines"]) == [str(seat)]
    lobby = ann.get(f"/v1/games?type={DOUBLE}&status=active").json["games"]
    assert next(g for g in lobby if g["id"] == game["id"])["clock"] == read["clock"]
    assert ann.create_game(HUMANS)["clock"] is None  # no clock unless asked
    assert ann.post(f"/v1/games/{game['id']}/resign").status_code == 200


@pytest.mark.parametrize("clock", [
    {}, {"per_move_seconds": 0}, {"initial_seconds": -5},
    {"per_move_seconds": 10, "increment_seconds": 2}, {"per_move_seconds": 10, "on_expiry": "x"},
])
def test_a_bad_clock_is_400(new_player: Any, clock: dict[str, Any]) -> None:
    r = new_player().post("/v1/games", {"type": DOUBLE, "seats": HUMANS, "clock": clock})
    assert r.status_code == 400 and r.json["code"] == "VALIDATION_ERROR", r.json


def test_a_move_after_the_deadline_is_409_deadline_passed(
    new_player: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    ann, bob = new_player("ann"), new_player("bob")
    game = ann.create_game(HUMANS, clock={"per_move_seconds": 30, "on_expiry": "bot"})
    bob.post(f"/v1/games/{game['id']}/join", {"seat": 1})
    read = ann.read(game["id"])
    mover = ann if read["game"]["to_act"] == [0] else bob
    move = mover.get(f"/v1/games/{game['id']}/legal-moves").json["moves"][0]
    late = clocks.now() + 31
    monkeypatch.setattr(clocks, "now", lambda: late)
    r = mover.post(f"/v1/games/{game['id']}/moves", move)
    assert r.status_code == 409 and r.json["code"] == "DEADLINE_PASSED", r.json
    seat = read["game"]["to_act"][0]
    assert ann.read(game["id"])["game"]["seats"][seat]["kind"] == "bot"
    page = ann.get(f"/v1/games/{game['id']}/events?after={read['version']}-999").json
    first = [e for e in page["events"] if e["version"] == read["version"] + 1]
    assert [e["event"]["type"] for e in first] == ["clock_expired", "clock"]  # not the move
    assert first[0]["event"]["seat"] == seat
    # No clock left running behind the test: the player takes the seat back and resigns.
    assert mover.post(f"/v1/games/{game['id']}/join", {}).status_code == 200
    assert mover.post(f"/v1/games/{game['id']}/resign").status_code == 200
