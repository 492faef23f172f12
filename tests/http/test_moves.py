"""Legal moves and moves: versions, idempotency, async commands, and every refusal."""

from __future__ import annotations

import time
from typing import Any

import pytest

from dashgames.engine import get_game
from tests.support.api_helpers import Caller, seat_callers


def legal(caller: Caller, game_id: str) -> list[dict[str, Any]]:
    r = caller.get(f"/v1/games/{game_id}/legal-moves")
    assert r.status_code == 200, r.json
    moves: list[dict[str, Any]] = r.json["moves"]
    return moves


def version(caller: Caller, game_id: str) -> int:
    return int(caller.read(game_id)["version"])


def test_legal_moves_are_the_seat_to_acts_and_none_for_the_other(duel: Any) -> None:
    mover, waiter, read = seat_callers(duel)
    game_id = duel[2]
    r = mover.get(f"/v1/games/{game_id}/legal-moves")
    assert r.status_code == 200
    assert r.json["seat"] == read["game"]["to_act"][0]
    assert r.json["version"] == read["version"]
    assert r.headers["ETag"] == f'"{read["version"]}"'
    codec = get_game("double_dash").moves
    assert r.json["moves"] and all(codec.dump(codec.parse(m)) == m for m in r.json["moves"])
    assert legal(waiter, game_id) == []


def test_legal_moves_for_someone_not_seated_is_403(duel: Any, new_player: Any) -> None:
    r = new_player("cat").get(f"/v1/games/{duel[2]}/legal-moves")
    assert (r.status_code, r.json["code"]) == (403, "FORBIDDEN")


def test_a_legal_move_applies_once_and_bumps_the_version(duel: Any) -> None:
    mover, _, read = seat_callers(duel)
    game_id = duel[2]
    move = legal(mover, game_id)[0]
    r = mover.post(f"/v1/games/{game_id}/moves", move, **{"If-Match": f'"{read["version"]}"'})
    assert r.status_code == 200, r.json
    assert r.json["status"] == "applied" and r.json["error"] is None
    assert r.json["version"] == read["version"] + 1
    assert r.headers["ETag"] == f'"{r.json["version"]}"'
    assert r.json["events"], "a move reports what it did"
    assert version(mover, game_id) == r.json["version"]


def test_a_stale_if_match_is_409_with_the_current_version(duel: Any) -> None:
    mover, _, read = seat_callers(duel)
    game_id = duel[2]
    move = legal(mover, game_id)[0]
    r = mover.post(f"/v1/games/{game_id}/moves", move, **{"If-Match": f'"{read["version"] - 1}"'})
    assert (r.status_code, r.json["code"]) == (409, "STALE_VERSION")
    assert r.json["details"]["current_version"] == read["version"]
    assert version(mover, game_id) == read["version"]


def test_an_idempotency_key_replays_the_first_answer(duel: Any) -> None:
    mover, _, read = seat_callers(duel)
    game_id = duel[2]
    moves = legal(mover, game_id)
    first = mover.post(f"/v1/games/{game_id}/moves", moves[0], **{"Idempotency-Key": "k-1"})
    again = mover.post(f"/v1/games/{game_id}/moves", moves[0], **{"Idempotency-Key": "k-1"})
    assert first.status_code == again.status_code == 200
    assert again.json == first.json
    assert version(mover, game_id) == read["version"] + 1
    other = next((m for m in moves[1:] if m != moves[0]), {"type": "pass", "die": 1})
    r = mover.post(f"/v1/games/{game_id}/moves", other, **{"Idempotency-Key": "k-1"})
    assert (r.status_code, r.json["code"]) == (422, "IDEMPOTENCY_KEY_REUSED")
    assert version(mover, game_id) == read["version"] + 1


def test_prefer_respond_async_is_202_with_a_command_to_poll(duel: Any) -> None:
    mover, _, read = seat_callers(duel)
    game_id = duel[2]
    move = legal(mover, game_id)[0]
    r = mover.post(f"/v1/games/{game_id}/moves", move, Prefer="respond-async")
    assert r.status_code == 202, r.json
    assert r.json["status"] == "accepted"
    location = r.headers["Location"]
    assert location == f"/v1/games/{game_id}/commands/{r.json['command_id']}"
    deadline = time.monotonic() + 20
    while True:
        polled = mover.get(location)
        assert polled.status_code == 200
        if polled.json["status"] != "accepted" or time.monotonic() > deadline:
            break
        time.sleep(0.05)
    assert polled.json["status"] == "applied"
    assert polled.json["version"] == read["version"] + 1
    assert version(mover, game_id) == read["version"] + 1


def _refused(caller: Caller, game_id: str, body: Any, before: int, **headers: str) -> Any:
    if body is None:  # JSON null, not an empty body
        r = caller.client.post(f"/v1/games/{game_id}/moves", data="null",
                               content_type="application/json", headers=caller.auth)
    else:
        r = caller.post(f"/v1/games/{game_id}/moves", body, **headers)
    assert version(Caller(caller.client), game_id) == before, "a refused move changes nothing"
    assert set(r.json) == {"code", "message", "details"}
    return r


def test_a_move_out_of_turn_is_422_not_your_turn(duel: Any) -> None:
    mover, waiter, read = seat_callers(duel)
    move = legal(mover, duel[2])[0]
    r = _refused(waiter, duel[2], move, read["version"])
    assert (r.status_code, r.json["code"]) == (422, "NOT_YOUR_TURN")


def test_a_well_formed_but_illegal_move_is_422(duel: Any) -> None:
    mover, _, read = seat_callers(duel)
    moves = legal(mover, duel[2])
    allowed = {str(sorted(m.items())) for m in moves}
    candidates = [{**m, "die": d} for m in moves if "die" in m for d in range(1, 7)]
    illegal = next(c for c in candidates if str(sorted(c.items())) not in allowed)
    r = _refused(mover, duel[2], illegal, read["version"])
    assert r.status_code == 422
    assert r.json["code"] not in ("BAD_MOVE", "NOT_YOUR_TURN", "GAME_OVER")


@pytest.mark.parametrize(
    ("body", "field"),
    [({"type": "teleport"}, "type"), ({"type": "move", "piece": "a1"}, None),
     ({"type": "move", "piece": 7, "direction": "N", "die": 1}, None), ([1, 2], None),
     ("move", None), (None, None)],
)
def test_a_malformed_move_is_400_bad_move(duel: Any, body: Any, field: str | None) -> None:
    mover, _, read = seat_callers(duel)
    r = _refused(mover, duel[2], body, read["version"])
    assert (r.status_code, r.json["code"]) == (400, "BAD_MOVE")
    assert r.json["details"]["fields"]
    if field:
        assert field in r.json["details"]["fields"]


def test_bad_bodies_and_headers_are_refused_before_the_rules(duel: Any) -> None:
    mover, _, read = seat_callers(duel)
    game_id, url = duel[2], f"/v1/games/{duel[2]}/moves"
    client, auth = mover.client, mover.auth
    cases = [
        (client.post(url, data="{not json", content_type="application/json", headers=auth),
         400, "MALFORMED_JSON"),
        (client.post(url, data="type=move", content_type="application/x-www-form-urlencoded",
                     headers=auth), 415, "UNSUPPORTED_MEDIA_TYPE"),
        (client.post(url, data='{"type": "' + "x" * 70_000 + '"}',
                     content_type="application/json", headers=auth), 413, "PAYLOAD_TOO_LARGE"),
        (client.post(url, json={"type": "pass", "die": 1}, headers={**auth, "If-Match": "seven"}),
         400, "VALIDATION_ERROR"),
        (client.post(url, json={"type": "pass", "die": 1},
                     headers={**auth, "Idempotency-Key": "has space"}), 400, "VALIDATION_ERROR"),
    ]
    for r, status, code in cases:
        assert (r.status_code, r.json["code"]) == (status, code), r.json
    assert version(mover, game_id) == read["version"]


def test_moves_need_a_seat_a_game_and_a_token(duel: Any, new_player: Any, client: Any) -> None:
    mover, _, read = seat_callers(duel)
    move = legal(mover, duel[2])[0]
    r = _refused(new_player("cat"), duel[2], move, read["version"])
    assert (r.status_code, r.json["code"]) == (403, "FORBIDDEN")
    r = _refused(Caller(client), duel[2], move, read["version"])
    assert (r.status_code, r.json["code"]) == (401, "UNAUTHENTICATED")
    r = _refused(Caller(client, "forged-token"), duel[2], move, read["version"])
    assert (r.status_code, r.json["code"]) == (401, "UNAUTHENTICATED")
    r = mover.post("/v1/games/no-such-game/moves", move)
    assert (r.status_code, r.json["code"]) == (404, "GAME_NOT_FOUND")


def test_a_move_before_every_seat_is_filled_is_409(new_player: Any) -> None:
    ann = new_player()
    game = ann.create_game([{"kind": "human"}, {"kind": "human"}], seat=0)
    r = ann.post(f"/v1/games/{game['id']}/moves", {"type": "pass", "die": 1})
    assert (r.status_code, r.json["code"]) == (409, "GAME_NOT_STARTED")
    assert ann.read(game["id"])["version"] == game["version"]


def test_a_retry_of_a_landed_move_gets_its_answer_after_the_seat_is_gone(duel: Any) -> None:
    """A move lands, its answer is lost, the mover resigns meanwhile: the retry under the same
    key gets the first answer, and a new key is refused (the game is over)."""
    mover, _, _ = seat_callers(duel)
    game_id = duel[2]
    move = legal(mover, game_id)[0]
    first = mover.post(f"/v1/games/{game_id}/moves", move, **{"Idempotency-Key": "lost-1"})
    assert first.status_code == 200
    assert mover.post(f"/v1/games/{game_id}/resign").status_code == 200
    again = mover.post(f"/v1/games/{game_id}/moves", move, **{"Idempotency-Key": "lost-1"})
    assert (again.status_code, again.json) == (200, first.json)
    fresh = mover.post(f"/v1/games/{game_id}/moves", move, **{"Idempotency-Key": "lost-2"})
    assert (fresh.status_code, fresh.json["code"]) == (422, "GAME_OVER")


def test_a_move_after_the_end_is_422_game_over(duel: Any) -> None:
    mover, waiter, _ = seat_callers(duel)
    move = legal(mover, duel[2])[0]
    assert waiter.post(f"/v1/games/{duel[2]}/resign").status_code == 200
    ended = version(mover, duel[2])
    r = _refused(mover, duel[2], move, ended)
    assert (r.status_code, r.json["code"]) == (422, "GAME_OVER")


def test_an_unknown_command_is_404_command_not_found(duel: Any) -> None:
    r = duel[0].get(f"/v1/games/{duel[2]}/commands/no-such-command")
    assert (r.status_code, r.json["code"]) == (404, "COMMAND_NOT_FOUND")
