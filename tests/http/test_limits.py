"""Limits with standard answers: rate limits per token and per address (429 with ``Retry-After``
and ``RateLimit-*``), on the routes Flask answers and on the two answered beneath it; the stream
quota; over capacity as 503 with a code; JSON nested too deep as 400.

Each test builds an app of its own with low limits (the suite's other apps run without any, see
tests/conftest.py) and calls from an address of its own, so no test counts against another.
"""

from __future__ import annotations

import json
import threading
import time
import uuid
from dataclasses import replace
from typing import Any

import pytest
import redis
from prometheus_client import REGISTRY

from dashgames.http import errors
from dashgames.http.app import create_app, openapi_text
from dashgames.http.hot_routes import HotRoutes
from dashgames.http.settings import ApiSettings
from tests.support.api_helpers import Caller

HIGH = "1000/minute"
DEEP = 3000


@pytest.fixture
def make_client(game_service: Any, redis_url: str) -> Any:
    """A test client of an app with the given limits (every other limit high), from an address
    of its own; counted on the back end's Redis (one round trip a request), or at ``storage``
    (a ``limits`` storage URI: through its storage API)."""

    def make(hot_routes: bool = True, backend: Any = None, storage: str = "", **limits: Any
             ) -> Any:
        base = ApiSettings.from_env()
        high = {f"limit_{kind}_per_{scope}": HIGH for kind in ("players", "games", "moves", "reads")
                for scope in ("token", "address")}
        settings = replace(base, rate_limits=True, rate_limit_storage=storage,
                           hot_routes=hot_routes, **{**high, **limits})
        app = create_app(backend=backend or game_service, settings=settings)
        assert isinstance(app.wsgi_app, HotRoutes) == hot_routes
        client = app.test_client()
        client.environ_base["REMOTE_ADDR"] = _address()
        return client

    return make


def _address() -> str:
    n = uuid.uuid4().int
    return f"10.{n % 250}.{(n >> 8) % 250}.{(n >> 16) % 250 + 1}"


def _player(client: Any, name: str = "ann") -> Caller:
    r = client.post("/v1/players", json={"name": name, "bot": False})
    assert r.status_code == 201, r.json
    return Caller(client, r.json["token"], r.json["id"])


def _duel(client: Any) -> tuple[Caller, Caller, str]:
    ann, bob = _player(client, "ann"), _player(client, "bob")
    game = ann.create_game([{"kind": "human"}, {"kind": "human"}], seat=0)
    assert bob.post(f"/v1/games/{game['id']}/join", {"seat": 1}).status_code == 200
    return ann, bob, game["id"]


def _assert_limited(r: Any, limit: int, scope: str) -> None:
    assert r.status_code == 429, r.json
    assert r.json["code"] == "RATE_LIMITED"
    assert r.json["details"]["scope"] == scope
    retry = int(r.headers["Retry-After"])
    assert 1 <= retry <= 60
    assert r.headers["RateLimit-Limit"] == str(limit)
    assert r.headers["RateLimit-Remaining"] == "0"
    assert int(r.headers["RateLimit-Reset"]) == retry


# ---- rate limits ---------------------------------------------------------------------------------

@pytest.mark.parametrize("storage", ["lane", "uri"])
def test_player_creation_is_limited_per_address(
    make_client: Any, redis_url: str, storage: str
) -> None:
    client = make_client(limit_players_per_address="3/minute",
                         storage=redis_url if storage == "uri" else "")
    for left in (2, 1, 0):
        r = client.post("/v1/players", json={"name": "ann", "bot": False})
        assert r.status_code == 201
        assert r.headers["RateLimit-Limit"] == "3"
        assert r.headers["RateLimit-Remaining"] == str(left)
        assert 0 < int(r.headers["RateLimit-Reset"]) <= 60
    _assert_limited(client.post("/v1/players", json={"name": "ann", "bot": False}), 3, "address")
    client.environ_base["REMOTE_ADDR"] = _address()  # another address: its own count
    assert client.post("/v1/players", json={"name": "ann", "bot": False}).status_code == 201


@pytest.mark.parametrize("header", ["X-Forwarded-For", "X-Real-IP", "Forwarded"])
def test_a_forged_address_header_is_ignored_by_default(make_client: Any, header: str) -> None:
    """No proxy trusted (``DASHGAMES_API_TRUSTED_PROXIES`` empty): the peer is the address."""
    client = make_client(limit_players_per_address="2/minute")
    codes = [client.post("/v1/players", json={"name": "ann", "bot": False},
                         headers={header: f"for={_address()}" if header == "Forwarded"
                                  else _address()}).status_code for _ in range(3)]
    assert codes == [201, 201, 429]


def test_game_creation_is_limited_per_token(make_client: Any) -> None:
    client = make_client(limit_games_per_token="2/minute")
    ann, bob = _player(client, "ann"), _player(client, "bob")
    seats = {"type": "double_dash", "seats": [{"kind": "human"}] * 2, "seat": 0}
    assert [ann.post("/v1/games", seats).status_code for _ in range(2)] == [201, 201]
    _assert_limited(ann.post("/v1/games", seats), 2, "token")
    assert bob.post("/v1/games", seats).status_code == 201  # same address, another token


def test_game_creation_is_limited_per_address(make_client: Any) -> None:
    client = make_client(limit_games_per_address="3/minute")
    ann, bob = _player(client, "ann"), _player(client, "bob")
    seats = {"type": "double_dash", "seats": [{"kind": "human"}] * 2, "seat": 0}
    codes = [c.post("/v1/games", seats).status_code for c in (ann, bob, ann)]
    assert codes == [201, 201, 201]
    _assert_limited(bob.post("/v1/games", seats), 3, "address")


@pytest.mark.parametrize("hot_routes", [True, False], ids=["beneath-flask", "through-flask"])
@pytest.mark.parametrize("storage", ["lane", "uri"])
def test_moves_are_limited_per_token(
    make_client: Any, redis_url: str, hot_routes: bool, storage: str
) -> None:
    client = make_client(hot_routes=hot_routes, limit_moves_per_token="3/minute",
                         storage=redis_url if storage == "uri" else "")
    ann, bob, game_id = _duel(client)  # bob's join counted: a command too
    mover = ann if ann.read(game_id)["game"]["to_act"] == [0] else bob
    other = bob if mover is ann else ann
    used = 1 if mover is bob else 0  # the join
    codes = [mover.post(f"/v1/games/{game_id}/moves", {"kind": "nonsense"}).status_code
             for _ in range(3 - used)]
    assert codes == [400] * (3 - used)  # refused by the rules, but counted
    before = _rate_limited("/v1/games/<game_id>/moves")
    r = mover.post(f"/v1/games/{game_id}/moves", {"kind": "nonsense"})
    _assert_limited(r, 3, "token")
    assert _rate_limited("/v1/games/<game_id>/moves") == before + 1  # counted once, either way
    assert other.post(f"/v1/games/{game_id}/moves", {"kind": "nonsense"}).status_code != 429


@pytest.mark.parametrize("hot_routes", [True, False], ids=["beneath-flask", "through-flask"])
def test_limits_count_on_a_redis_cluster(
    make_client: Any, cluster_service: Any, hot_routes: bool
) -> None:
    """On a Redis Cluster each counter's key sits on its own slot: the token's and the address's
    counts of one request go as one MULTI each, through the store's lane."""
    client = make_client(hot_routes=hot_routes, backend=cluster_service,
                         limit_moves_per_token="3/minute", limit_players_per_address="4/minute")
    ann, bob, game_id = _duel(client)
    mover = ann if ann.read(game_id)["game"]["to_act"] == [0] else bob
    used = 1 if mover is bob else 0  # the join
    codes = [mover.post(f"/v1/games/{game_id}/moves", {"kind": "nonsense"}).status_code
             for _ in range(3 - used)]
    assert codes == [400] * (3 - used)
    _assert_limited(mover.post(f"/v1/games/{game_id}/moves", {"kind": "nonsense"}), 3, "token")
    players = [client.post("/v1/players", json={"name": "cy", "bot": False}).status_code
               for _ in range(2)]
    assert players == [201, 201]  # ann and bob were the first two
    _assert_limited(client.post("/v1/players", json={"name": "cy", "bot": False}), 4, "address")
    keys = [k for k in cluster_service.store.redis.scan_iter(match="*rl*", count=1000)]
    assert keys  # counted on the cluster itself


def _rate_limited(route: str) -> float:
    return REGISTRY.get_sample_value("dashgames_rate_limited_total", {"route": route}) or 0.0


@pytest.mark.parametrize("hot_routes", [True, False], ids=["beneath-flask", "through-flask"])
def test_moves_are_limited_per_address(make_client: Any, hot_routes: bool) -> None:
    client = make_client(hot_routes=hot_routes, limit_moves_per_address="4/minute")
    ann, bob, game_id = _duel(client)  # bob's join is the address's first command
    for _ in range(3):  # refused by the rules (not a move, or not ann's turn), but counted
        assert ann.post(f"/v1/games/{game_id}/moves", {"kind": "x"}).status_code in (400, 422)
    _assert_limited(bob.post(f"/v1/games/{game_id}/moves", {"kind": "x"}), 4, "address")


@pytest.mark.parametrize("hot_routes", [True, False], ids=["beneath-flask", "through-flask"])
def test_legal_moves_reads_are_limited(make_client: Any, hot_routes: bool) -> None:
    client = make_client(hot_routes=hot_routes, limit_reads_per_token="2/minute")
    ann, bob, game_id = _duel(client)
    for left in (1, 0):
        r = ann.get(f"/v1/games/{game_id}/legal-moves")
        assert r.status_code == 200
        assert r.headers["RateLimit-Remaining"] == str(left)
    _assert_limited(ann.get(f"/v1/games/{game_id}/legal-moves"), 2, "token")
    _assert_limited(ann.get(f"/v1/games/{game_id}"), 2, "token")  # every read counts alike
    assert bob.get(f"/v1/games/{game_id}/legal-moves").status_code == 200


def test_anonymous_reads_are_limited_per_address(make_client: Any) -> None:
    client = make_client(limit_reads_per_address="3/minute")
    assert [client.get("/v1/games").status_code for _ in range(3)] == [200] * 3
    _assert_limited(client.get("/v1/game-types"), 3, "address")
    assert client.get("/healthz").status_code == 200  # not under /v1: never limited


def test_the_contract_documents_429_and_503_on_every_limited_route() -> None:
    app = create_app(backend=object(), settings=ApiSettings(rate_limits=False))  # type: ignore[arg-type]
    doc = json.loads(openapi_text(app))
    limited = 0
    for path, item in doc["paths"].items():
        for method, op in item.items():
            if method not in ("get", "post"):
                continue
            responses = op["responses"]
            assert "SERVICE_UNAVAILABLE" in json.dumps(responses["503"]), (path, method)
            assert "Retry-After" in responses["503"]["headers"]
            if not path.startswith("/v1/"):
                continue
            limited += 1
            too_many = responses["429"]
            assert "RATE_LIMITED" in json.dumps(too_many), (path, method)
            assert set(too_many["headers"]) == {
                "Retry-After", "RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset"}
    assert limited >= 12
    events = doc["paths"]["/v1/games/{game_id}/events"]["get"]["responses"]["429"]
    assert "TOO_MANY_STREAMS" in json.dumps(events)


def test_open_games_over_the_quota_answer_429(make_client: Any, make_settings: Any) -> None:
    from dashgames.http.backend import GameService

    client = make_client(backend=GameService(make_settings(open_games_per_player=1)))
    ann = _player(client)
    seats = {"type": "double_dash", "seats": [{"kind": "human"}] * 2, "seat": 0}
    assert ann.post("/v1/games", seats).status_code == 201
    r = ann.post("/v1/games", seats)
    assert r.status_code == 429 and r.json["code"] == "TOO_MANY_OPEN_GAMES", r.json
    assert r.json["details"]["quota"] == 1


# ---- the stream quota --------------------------------------------------------------------------

def _open_stream(caller: Caller, game_id: str) -> Any:
    r = caller.client.get(f"/v1/games/{game_id}/events", buffered=False,
                          headers={**caller.auth, "Accept": "text/event-stream"})
    return r


@pytest.mark.parametrize("scope", ["token", "address"])
def test_open_streams_have_a_quota(make_client: Any, scope: str) -> None:
    client = make_client(streams_per_token=2 if scope == "token" else 100,
                         streams_per_address=3 if scope == "address" else 100)
    ann, bob, game_id = _duel(client)
    watchers = [ann, ann] if scope == "token" else [ann, bob, Caller(client)]
    opened = [_open_stream(w, game_id) for w in watchers]
    assert [r.status_code for r in opened] == [200] * len(watchers)
    refused = _open_stream(ann, game_id)
    assert refused.status_code == 429
    assert refused.json["code"] == "TOO_MANY_STREAMS"
    assert refused.json["details"]["scope"] == scope
    assert int(refused.headers["Retry-After"]) >= 1
    if scope == "token":  # another token from the same address still may
        assert _open_stream(bob, game_id).status_code == 200
    opened[0].close()  # a stream that ends gives its place back
    again = _open_stream(ann, game_id)
    assert again.status_code == 200
    for r in (*opened[1:], again):
        r.close()


def test_long_polls_count_as_streams(make_client: Any) -> None:
    client = make_client(streams_per_address=1)
    ann, bob, game_id = _duel(client)

    done = threading.Event()

    def hold() -> None:  # long polls one after another (again after a 429: bob held the place)
        while not done.is_set():
            ann.get(f"/v1/games/{game_id}/events?after=99&wait=2")

    first = threading.Thread(target=hold)
    first.start()
    try:
        ends = time.monotonic() + 30  # until a long poll of ann's holds the address's one place
        while time.monotonic() < ends:
            r = bob.get(f"/v1/games/{game_id}/events?after=99&wait=0.02")
            if r.status_code == 429:
                break
        assert r.status_code == 429 and r.json["code"] == "TOO_MANY_STREAMS"
        assert bob.get(f"/v1/games/{game_id}/events?wait=0").status_code == 200  # not a stream
    finally:
        done.set()
        first.join()


# ---- over capacity ------------------------------------------------------------------------------

def test_no_free_redis_connection_answers_503_not_500(
    make_client: Any, make_settings: Any, redis_url: str
) -> None:
    from dashgames.http.backend import GameService

    sep = "&" if "?" in redis_url else "?"
    service = GameService(make_settings(redis_url=f"{redis_url}{sep}max_connections=3"))
    client = make_client(backend=service)
    ann = _player(client)
    pool = service.store.redis.connection_pool
    assert pool.max_connections == 3
    held = []
    try:
        while True:  # every connection of the pool in use, as by blocked event streams
            held.append(pool.get_connection())
    except redis.ConnectionError:
        pass
    try:
        for r in (ann.get("/v1/players/me"), client.get("/v1/games")):
            assert r.status_code == 503, r.json
            assert r.json["code"] == "SERVICE_UNAVAILABLE"
            assert r.headers["Retry-After"] == "1"
    finally:
        for connection in held:
            pool.release(connection)
    assert ann.get("/v1/players/me").status_code == 200


def test_a_hundred_open_streams_never_make_a_500(make_client: Any, game_service: Any) -> None:
    """More anonymous streams from many addresses than embedded mode's pool has connections
    (100): waiting streams hold none (one subscription per process wakes them, bell.py), so
    every other route still answers; none says 500."""
    client = make_client(streams_per_address=0, streams_per_token=0)
    ann, _, game_id = _duel(client)
    stop = threading.Event()
    statuses: list[int] = []

    def follow() -> None:
        r = client.get(f"/v1/games/{game_id}/events", buffered=False,
                       headers={"Accept": "text/event-stream"},
                       environ_overrides={"REMOTE_ADDR": _address()})
        statuses.append(r.status_code)
        if r.status_code != 200:
            return
        frames = iter(r.response)
        try:
            while not stop.is_set():
                next(frames)
        except Exception:  # a stream cut off by the pool: fine here
            pass
        finally:
            r.close()

    threads = [threading.Thread(target=follow, daemon=True) for _ in range(110)]
    for t in threads:
        t.start()
    try:
        for _ in range(300):  # every stream answered, so each is in its blocking read or about
            if len(statuses) == len(threads):
                break
            time.sleep(0.1)
        time.sleep(0.5)
        answers = [ann.get(f"/v1/games/{game_id}").status_code for _ in range(20)]
        answers += [ann.get("/v1/games").status_code for _ in range(20)]
        answers += [_player_status(client) for _ in range(5)]
    finally:
        stop.set()
        for t in threads:
            t.join(timeout=10)
    assert 500 not in answers + statuses
    assert set(answers) <= {200, 201}, answers  # the streams left the pool to the others
    assert set(statuses) <= {200, 429, 503}


def _player_status(client: Any) -> int:
    status: int = client.post("/v1/players", json={"name": "cy", "bot": False}).status_code
    return status


# ---- JSON nesting -----------------------------------------------------------------------------

def _nested(depth: int) -> str:
    return "[" * depth + "]" * depth


@pytest.mark.parametrize("hot_routes", [True, False], ids=["beneath-flask", "through-flask"])
def test_json_nested_too_deep_is_400_on_moves(make_client: Any, hot_routes: bool) -> None:
    client = make_client(hot_routes=hot_routes)
    ann, _, game_id = _duel(client)
    for depth in (DEEP, errors.MAX_JSON_DEPTH + 1):
        r = client.post(f"/v1/games/{game_id}/moves", data=_nested(depth),
                        headers={**ann.auth, "Content-Type": "application/json"})
        assert r.status_code == 400, (depth, r.json)
        assert r.json["code"] == "JSON_TOO_DEEP", depth
        assert r.json["details"]["max_depth"] == errors.MAX_JSON_DEPTH
    r = client.post(f"/v1/games/{game_id}/moves", data=_nested(errors.MAX_JSON_DEPTH),
                    headers={**ann.auth, "Content-Type": "application/json"})
    assert r.json["code"] != "JSON_TOO_DEEP"  # as deep as allowed: on to the rules


@pytest.mark.parametrize("url", ["/v1/players", "/v1/games"])
def test_json_nested_too_deep_is_400_on_creation(make_client: Any, url: str) -> None:
    client = make_client()
    ann = _player(client)
    custom = {"custom_layout": json.loads(_nested(40))}
    bodies = [_nested(DEEP),
              json.dumps({"type": "flag_dash", "seats": [{"kind": "human"}] * 2,
                          "options": custom})]
    for body in bodies:
        r = client.post(url, data=body, headers={**ann.auth, "Content-Type": "application/json"})
        assert r.status_code == 400, r.json
        assert r.json["code"] == "JSON_TOO_DEEP"
        assert r.json["details"]["max_depth"] == errors.MAX_JSON_DEPTH
