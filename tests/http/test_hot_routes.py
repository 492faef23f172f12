"""The hot routes (legal-moves, moves): one route function each, dispatched beneath Flask or
called from the documented view, with the same answer whichever way a request comes.

Also the move answer's ``to_act`` and ``legal_moves``, which let a seat with a turn of several
moves play it without reading ``legal-moves`` in between.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from dashgames.http.app import create_app
from dashgames.http.hot_routes import HotRoutes
from dashgames.http.settings import ApiSettings
from tests.support.api_helpers import Caller, seat_callers

OVERSIZED = "[" + "1," * 40_000 + "1]"  # past the 64 KiB body limit


class Counting:
    """The framework app behind ``HotRoutes``, counting the requests it is handed."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.calls = 0

    def __call__(self, environ: Any, start_response: Any) -> Any:
        self.calls += 1
        return self.app(environ, start_response)


@pytest.fixture
def framework(app: Any) -> Counting:
    hot = app.wsgi_app
    assert isinstance(hot, HotRoutes)
    counting = Counting(hot.app)
    hot.app = counting
    return counting


@pytest.fixture
def framework_only(game_service: Any) -> Any:
    """The same app without the dispatcher: every request goes through the views."""
    settings = replace(ApiSettings.from_env(), hot_routes=False)  # the suite's env: no limits
    client = create_app(backend=game_service, settings=settings).test_client()
    assert not isinstance(client.application.wsgi_app, HotRoutes)
    return client


def _legal(caller: Caller, game_id: str) -> list[Any]:
    r = caller.get(f"/v1/games/{game_id}/legal-moves")
    assert r.status_code == 200, r.json
    moves: list[Any] = r.json["moves"]
    return moves


def _ask(client: Any, caller: Caller, how: str, url: str, move: Any) -> Any:
    """One request to ``url`` in the form ``how``: well formed, or wrong in one way."""
    auth = caller.auth
    if how == "no token":
        return client.post(url, json=move)
    if how == "text body":
        return client.post(url, data="{}", content_type="text/plain", headers=auth)
    if how == "broken json":
        return client.post(url, data="{nope", content_type="application/json", headers=auth)
    if how == "empty body":
        return client.post(url, data="", content_type="application/json", headers=auth)
    if how == "bad if-match":
        return client.post(url, json=move, headers={**auth, "If-Match": '"seven"'})
    if how == "oversized":
        return client.post(url, data=OVERSIZED, content_type="application/json", headers=auth)
    assert how == "plain"
    return client.post(url, json=move, headers=auth)


@pytest.mark.parametrize(
    ("how", "status", "code"),
    [
        ("no token", 401, "UNAUTHENTICATED"),
        ("text body", 415, "UNSUPPORTED_MEDIA_TYPE"),
        ("broken json", 400, "MALFORMED_JSON"),
        ("empty body", 400, "MALFORMED_JSON"),
        ("bad if-match", 400, "VALIDATION_ERROR"),
        ("oversized", 413, "PAYLOAD_TOO_LARGE"),
    ],
)
def test_every_move_request_is_answered_beneath_the_framework_as_the_view_answers_it(
    duel: Any, framework: Counting, framework_only: Any, how: str, status: int, code: str
) -> None:
    mover, _, read = seat_callers(duel)
    url = f"/v1/games/{duel[2]}/moves"
    move = _legal(mover, duel[2])[0]
    framework.calls = 0
    hot = _ask(mover.client, mover, how, url, move)
    assert framework.calls == 0
    cold = _ask(framework_only, mover, how, url, move)
    assert (hot.status_code, hot.json["code"]) == (status, code)
    assert (hot.get_data(), sorted(hot.headers.items())) == (
        cold.get_data(), sorted(cold.headers.items()))
    assert mover.read(duel[2])["version"] == read["version"], "a refused move changes nothing"


def test_other_routes_and_methods_are_the_framework_s(duel: Any, framework: Counting) -> None:
    mover, _, _ = seat_callers(duel)
    game_id = duel[2]
    for method, path, status in [("HEAD", "legal-moves", 200), ("PUT", "moves", 405),
                                 ("GET", "moves", 405), ("GET", "", 200)]:
        framework.calls = 0
        r = mover.client.open(f"/v1/games/{game_id}/{path}".rstrip("/"), method=method,
                              headers=mover.auth)
        assert (r.status_code, framework.calls) == (status, 1), (method, path)


def test_an_oversized_body_is_413_on_legal_moves_too(duel: Any, framework_only: Any) -> None:
    """The body limit holds on every route, whether or not it reads the body; beneath the
    framework legal-moves used to answer it with 200."""
    mover, _, _ = seat_callers(duel)
    url = f"/v1/games/{duel[2]}/legal-moves"
    for client in (mover.client, framework_only):
        r = client.get(url, data=OVERSIZED, content_type="application/json", headers=mover.auth)
        assert (r.status_code, r.json["code"]) == (413, "PAYLOAD_TOO_LARGE")


def test_the_hot_routes_answer_as_the_framework_does(duel: Any, new_player: Any,
                                                      framework_only: Any) -> None:
    """The same requests against this app and one without the dispatcher: the same answers."""
    mover, waiter, read = seat_callers(duel)
    game_id = duel[2]
    stranger = new_player("eve")
    move = _legal(mover, game_id)[0]
    version = read["version"]

    def both(caller: Caller, method: str, url: str, body: Any = None,
             **headers: str) -> tuple[Any, Any]:
        answers = []
        for client in (caller.client, framework_only):
            kwargs: dict[str, Any] = {"headers": {**caller.auth, **headers}}
            if body is not None:
                kwargs["json"] = body
            answers.append(client.open(url, method=method, **kwargs))
        hot, cold = answers
        assert (hot.status_code, hot.get_data(as_text=True)) == (
            cold.status_code, cold.get_data(as_text=True)), (method, url, headers)
        assert sorted(hot.headers.items()) == sorted(cold.headers.items())
        return hot, cold

    moves_url = f"/v1/games/{game_id}/moves"
    for caller in (mover, waiter):
        both(caller, "GET", f"/v1/games/{game_id}/legal-moves")
    both(stranger, "GET", f"/v1/games/{game_id}/legal-moves")  # 403
    both(mover, "GET", "/v1/games/nosuchgame/legal-moves")  # 404
    both(Caller(mover.client, "dg_wrong"), "GET", f"/v1/games/{game_id}/legal-moves")  # 401
    assert both(waiter, "POST", moves_url, move)[0].json["code"] == "NOT_YOUR_TURN"
    illegal, _ = both(mover, "POST", moves_url, {"type": "pass", "die": 9})
    assert (illegal.status_code, illegal.json["code"]) == (422, "ILLEGAL_MOVE")
    bad, _ = both(mover, "POST", moves_url, {"type": "teleport"})
    assert (bad.status_code, bad.json["code"]) == (400, "BAD_MOVE")
    both(mover, "POST", moves_url, move, **{"If-Match": f'"{version - 1}"'})  # 409
    both(mover, "POST", moves_url, move, **{"Idempotency-Key": "not a key"})  # 400
    both(stranger, "POST", moves_url, move)  # 403
    both(mover, "POST", "/v1/games/nosuchgame/moves", move)  # 404
    assert mover.read(game_id)["version"] == version

    first = mover.post(moves_url, move, **{"Idempotency-Key": "same-answer"})
    assert first.status_code == 200
    cold = framework_only.post(moves_url, json=move,
                               headers={**mover.auth, "Idempotency-Key": "same-answer"})
    assert cold.status_code == 200 and cold.get_data() == first.get_data()
    assert cold.headers["ETag"] == first.headers["ETag"]
    assert mover.read(game_id)["version"] == version + 1, "a replayed key applies nothing"


def test_a_move_answer_names_who_acts_next_and_the_movers_next_moves(duel: Any) -> None:
    ann, bob, game_id = duel
    callers = {0: ann, 1: bob}
    seen_same_seat = seen_turn_passing = False
    for _ in range(12):
        to_act = ann.read(game_id)["game"]["to_act"]
        mover = callers[to_act[0]]
        r = mover.post(f"/v1/games/{game_id}/moves", _legal(mover, game_id)[0])
        assert r.status_code == 200, r.json
        read = ann.read(game_id)
        assert r.json["to_act"] == read["game"]["to_act"]
        assert r.json["version"] == read["version"]
        if to_act[0] in r.json["to_act"]:
            seen_same_seat = True
            assert r.json["legal_moves"] == _legal(mover, game_id)
        else:
            seen_turn_passing = True
            assert r.json["legal_moves"] is None
    assert seen_same_seat and seen_turn_passing


def test_a_replayed_answer_keeps_its_legal_moves_only_while_the_game_stands(duel: Any) -> None:
    ann, bob, game_id = duel
    callers = {0: ann, 1: bob}
    found = None
    for i in range(12):  # play until a move after which the mover moves again
        mover = callers[ann.read(game_id)["game"]["to_act"][0]]
        move, key = _legal(mover, game_id)[0], f"again-{i}"
        first = mover.post(f"/v1/games/{game_id}/moves", move, **{"Idempotency-Key": key})
        assert first.status_code == 200, first.json
        if first.json["legal_moves"]:
            found = mover, move, key, first.json
            break
    assert found is not None
    mover, move, key, answer = found
    again = mover.post(f"/v1/games/{game_id}/moves", move, **{"Idempotency-Key": key})
    assert again.json == answer
    assert mover.post(f"/v1/games/{game_id}/moves", answer["legal_moves"][0]).status_code == 200
    later = mover.post(f"/v1/games/{game_id}/moves", move, **{"Idempotency-Key": key})
    assert later.status_code == 200
    assert later.json == {**answer, "legal_moves": None}
