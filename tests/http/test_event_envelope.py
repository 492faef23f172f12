"""The event envelope: every record says who acts next; the seat handed the turn, and it alone,
finds its legal moves on the record, so a bot following its stream needs no other read."""

from __future__ import annotations

from typing import Any

from tests.support.api_helpers import Caller, seat_callers


def events(caller: Caller, game_id: str, after: str = "") -> list[dict[str, Any]]:
    r = caller.get(f"/v1/games/{game_id}/events" + (f"?after={after}" if after else ""))
    assert r.status_code == 200, r.json
    found: list[dict[str, Any]] = r.json["events"]
    return found


def legal(caller: Caller, game_id: str) -> list[dict[str, Any]]:
    moves: list[dict[str, Any]] = caller.get(f"/v1/games/{game_id}/legal-moves").json["moves"]
    return moves


def test_the_turn_record_carries_the_seats_legal_moves_and_no_one_elses(
    duel: Any, client: Any
) -> None:
    mover, other, read = seat_callers(duel)
    game_id = duel[2]
    spectator = Caller(client)
    seat = read["game"]["to_act"][0]
    own, theirs, public = (events(c, game_id) for c in (mover, other, spectator))
    for record in own + theirs + public:
        assert record["game_type"] == "double_dash"
        assert record["to_act"] == [seat]
        assert record["id"] == f"{record['version']}-{record['seq']}"
    assert [r["event"] for r in own] == [r["event"] for r in public]
    assert own[-1]["legal_moves"] == legal(mover, game_id) != []
    assert all(r["legal_moves"] is None for r in own[:-1] + theirs + public)

    # The mover plays on from each answer while the turn is its own: no read in between.
    move = own[-1]["legal_moves"][0]
    while True:
        answer = mover.post(f"/v1/games/{game_id}/moves", move).json
        assert answer["game_type"] == "double_dash" and answer["clock"] is None
        if answer["to_act"] != [seat]:
            assert answer["legal_moves"] is None
            break
        assert answer["legal_moves"] == legal(mover, game_id)
        move = answer["legal_moves"][0]
    handed = events(other, game_id, after=theirs[-1]["id"])
    assert handed[-1]["to_act"] == answer["to_act"] == [1 - seat]
    assert handed[-1]["legal_moves"] == legal(other, game_id) != []
    assert all(r["legal_moves"] is None for r in handed[:-1])
    assert all(r["legal_moves"] is None
               for r in events(mover, game_id, after=own[-1]["id"]) +
               events(spectator, game_id, after=public[-1]["id"]))

    # Once the game moves on, the earlier turn's moves are no longer offered.
    other.post(f"/v1/games/{game_id}/moves", handed[-1]["legal_moves"][0])
    again = [r for r in events(other, game_id) if r["version"] <= handed[-1]["version"]]
    assert all(r["legal_moves"] is None for r in again)


def test_a_step_the_seat_may_see_nothing_of_still_hands_it_the_turn(new_player: Any) -> None:
    """Flag Dash's planning: a hand's first card and token go down in secret, with no event at
    all. Each seat still to act gets a record written for it alone, with its legal moves."""
    ann, bob = new_player("ann"), new_player("bob")
    game = ann.create_game([{"kind": "human"}, {"kind": "human"}], seat=0,
                           game_type="flag_dash")
    assert bob.post(f"/v1/games/{game['id']}/join", {"seat": 1}).status_code == 200
    game_id = game["id"]
    assert ann.read(game_id)["game"]["to_act"] == [0, 1]  # both teams plan at once
    seen = {c: events(c, game_id)[-1]["id"] for c in (ann, bob)}
    planned = ann.post(f"/v1/games/{game_id}/moves", legal(ann, game_id)[0]).json
    assert planned["events"] == [] and planned["to_act"] == [0, 1]
    for caller in (ann, bob):
        told = events(caller, game_id, after=seen[caller])
        assert told == [{"game_type": "flag_dash", "id": f"{planned['version']}-0",
                         "version": planned["version"], "seq": 0, "to_act": [0, 1],
                         "event": {"type": "turn"}, "legal_moves": legal(caller, game_id)}]
        assert events(caller, game_id, after=told[-1]["id"]) == []  # told once
    assert planned["legal_moves"] == legal(ann, game_id)


def test_a_move_answer_carries_the_movers_clock(new_player: Any) -> None:
    ann, bob = new_player("ann"), new_player("bob")
    game = ann.create_game([{"kind": "human"}, {"kind": "human"}], seat=0,
                           clock={"per_move_seconds": 600, "initial_seconds": 900})
    assert bob.post(f"/v1/games/{game['id']}/join", {"seat": 1}).status_code == 200
    mover, _, read = seat_callers((ann, bob, game["id"]))
    seat = read["game"]["to_act"][0]
    answer = mover.post(f"/v1/games/{game['id']}/moves", legal(mover, game["id"])[0]).json
    clock = mover.read(game["id"])["game"]["clock"]
    assert answer["clock"] == {"deadline": clock["deadlines"].get(str(seat)),
                               "remaining": clock["remaining"][str(seat)]}
    assert (answer["clock"]["deadline"] is None) == (seat not in answer["to_act"])
