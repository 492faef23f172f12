"""``POST /v1/games/{id}/preview`` over the real back end: a Double Dash! turn of two dice
shown after its first move and stopped at its last, exactly as the rules play it; nothing is
played or told (the version and the event log stand); each refusal with its stable code."""

from __future__ import annotations

import json
from typing import Any

from dashgames.engine import get_game
from tests.support.api_helpers import Caller

GAME = get_game("double_dash")


def _seat_of(callers: tuple[Caller, Caller], game_id: str) -> tuple[Caller, dict[str, Any]]:
    read = callers[0].read(game_id)
    [seat] = read["game"]["to_act"]
    return callers[seat], callers[seat].read(game_id)


def _play_first(caller: Caller, game_id: str, version: int) -> None:
    legal = caller.get(f"/v1/games/{game_id}/legal-moves").json["moves"]
    r = caller.post(f"/v1/games/{game_id}/moves", legal[0], **{"If-Match": str(version)})
    assert r.status_code == 200 and r.json["status"] == "applied", r.json


def _two_dice_turn(duel: tuple[Caller, Caller, str]) -> tuple[Caller, str, dict[str, Any]]:
    ann, bob, game_id = duel
    for _ in range(2):  # each side's first turn has one die
        mover, read = _seat_of((ann, bob), game_id)
        _play_first(mover, game_id, read["version"])
    mover, read = _seat_of((ann, bob), game_id)
    assert len(read["view"]["dice"]) == 2
    return mover, game_id, read


def test_a_staged_turn_is_shown_as_the_rules_play_it_and_nothing_is_played(
        duel: tuple[Caller, Caller, str], game_service: Any) -> None:
    mover, game_id, read = _two_dice_turn(duel)
    first = mover.get(f"/v1/games/{game_id}/legal-moves").json["moves"][0]
    r = mover.post(f"/v1/games/{game_id}/preview", {"moves": [first]},
                   **{"If-Match": str(read["version"])})
    assert r.status_code == 200, r.json
    shown = r.json
    assert (shown["game_type"], shown["seat"], shown["version"], shown["shown"], shown["stop"]) \
        == ("double_dash", read["seat"], read["version"], 1, None)
    # The same move played by the rules, from the same position: the view and next moves.
    _, raw = game_service.store.meta_and_state(game_id)  # the live state, as stored
    state = GAME.state_from_json(json.loads(raw))
    after, _ = GAME.apply(state, read["seat"], GAME.moves.parse(first))
    assert shown["view"] == GAME.view(after, read["seat"])
    assert shown["legal_moves"] == [GAME.moves.dump(m) for m in
                                    GAME.legal_moves(after, read["seat"])]

    second = shown["legal_moves"][0]
    whole = mover.post(f"/v1/games/{game_id}/preview", {"moves": [first, second]}).json
    assert (whole["shown"], whole["stop"], whole["legal_moves"]) == (1, "turn_over", [])
    assert whole["view"] == shown["view"]  # the other side's roll is not shown

    again = mover.read(game_id)
    assert again["version"] == read["version"] and again["view"] == read["view"]
    events = mover.get(f"/v1/games/{game_id}/events?after={read['version']}").json["events"]
    assert [e for e in events if e["version"] > read["version"]] == []


def test_refusals_have_stable_codes_and_change_nothing(
        duel: tuple[Caller, Caller, str], new_player: Any) -> None:
    mover, game_id, read = _two_dice_turn(duel)
    legal = mover.get(f"/v1/games/{game_id}/legal-moves").json["moves"]
    url = f"/v1/games/{game_id}/preview"

    def code(caller: Caller, body: Any, **headers: str) -> tuple[int, str]:
        r = caller.post(url, body, **headers)
        return r.status_code, r.json["code"]

    first = legal[0]
    assert code(mover, {"moves": [first, first]}) == (422, "ILLEGAL_MOVE")
    assert mover.post(url, {"moves": [first, first]}).json["details"]["step"] == 1
    assert code(mover, {"moves": [{"type": "fly"}]}) == (400, "BAD_MOVE")
    assert code(mover, {"moves": []}) == (400, "VALIDATION_ERROR")
    assert code(mover, {"moves": [first], "extra": 1}) == (400, "VALIDATION_ERROR")
    assert code(mover, [first]) == (400, "VALIDATION_ERROR")
    assert code(mover, {"moves": [first]}, **{"If-Match": str(read["version"] - 1)}) \
        == (409, "STALE_VERSION")
    second = mover.post(url, {"moves": [first]}).json["legal_moves"][0]
    ended = mover.post(url, {"moves": [first, second, second]})
    assert (ended.status_code, ended.json["code"], ended.json["details"]["step"]) \
        == (422, "PREVIEW_ENDED", 2)
    ann, bob, _ = duel
    other = bob if mover is ann else ann
    assert code(other, {"moves": [first]}) == (422, "NOT_YOUR_TURN")
    assert code(new_player("carol"), {"moves": [first]}) == (403, "FORBIDDEN")
    reader = mover.post("/v1/players/me/tokens", {"label": "watch", "scopes": ["read"]}).json
    assert code(Caller(mover.client, reader["token"]), {"moves": [first]}) \
        == (403, "INSUFFICIENT_SCOPE")
    assert mover.read(game_id)["version"] == read["version"]
