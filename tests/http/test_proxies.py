"""The client's address behind trusted proxies (``state.proxies``), and the stream slots'
leases (``state.leases``), in-process; tests/e2e/test_trusted_proxy.py and
tests/e2e/test_stream_leases.py run both as deployed."""

from __future__ import annotations

import time
import uuid
from dataclasses import replace
from typing import Any

import pytest
import redis
from limits.storage import RedisClusterStorage, RedisStorage, storage_from_string

from dashgames.http.app import create_app
from dashgames.http.leases import Leases
from dashgames.http.proxies import TrustedProxies, parse_networks
from dashgames.http.settings import ApiSettings
from tests.support import deployed


def _seen(environ: dict[str, Any], start_response: Any) -> list[bytes]:
    start_response("200 OK", [("Content-Type", "text/plain")])
    return [environ["REMOTE_ADDR"].encode()]


def _address(app: Any, peer: str, headers: dict[str, str] | None = None) -> str:
    environ = {"REMOTE_ADDR": peer, **{"HTTP_" + k.upper().replace("-", "_"): v
                                       for k, v in (headers or {}).items()}}
    return b"".join(app(environ, lambda *_: None)).decode()


XFF = "X-Forwarded-For"


def test_only_a_trusted_peer_names_the_client() -> None:
    app = TrustedProxies(_seen, parse_networks("10.0.0.0/8, 127.0.0.1,fd00::/8"))
    assert _address(app, "10.1.2.3", {XFF: "203.0.113.5"}) == "203.0.113.5"
    assert _address(app, "127.0.0.1", {XFF: "198.51.100.9, 203.0.113.5"}) == "203.0.113.5"
    assert _address(app, "fd00::7", {XFF: "2001:db8::1"}) == "2001:db8::1"
    assert _address(app, "::ffff:10.0.0.9", {XFF: "203.0.113.5"}) == "203.0.113.5"
    assert _address(app, "10.1.2.3") == "10.1.2.3"  # no header: the peer
    # Any other peer: every header ignored, whatever it claims.
    forged = {XFF: "203.0.113.5", "X-Real-IP": "203.0.113.6", "Forwarded": "for=203.0.113.7"}
    assert _address(app, "192.0.2.44", forged) == "192.0.2.44"
    assert _address(app, "127.0.0.2", forged) == "127.0.0.2"
    assert _address(app, "11.0.0.1", forged) == "11.0.0.1"


def test_hops_count_the_proxies_that_append() -> None:
    app = TrustedProxies(_seen, parse_networks("10.0.0.0/8"), hops=2)
    # The client forged one entry; the outer proxy appended the client, the inner the outer.
    assert _address(app, "10.0.0.5", {XFF: "1.1.1.1, 203.0.113.5, 10.9.9.9"}) == "203.0.113.5"
    assert _address(app, "10.0.0.5", {XFF: "203.0.113.5"}) == "10.0.0.5"  # too few: the peer


def test_a_malformed_setting_stops_the_api_at_start() -> None:
    with pytest.raises(ValueError, match="TRUSTED_PROXIES"):
        parse_networks("10.0.0.0/8,ingress")
    with pytest.raises(ValueError, match="host bits"):
        parse_networks("10.1.2.3/8")
    with pytest.raises(ValueError, match="PROXY_HOPS"):
        TrustedProxies(_seen, (), hops=0)


def test_the_app_trusts_no_proxy_unless_told() -> None:
    backend: Any = object()
    off = create_app(backend=backend, settings=ApiSettings(rate_limits=False))
    assert not isinstance(off.wsgi_app, TrustedProxies)
    on = create_app(backend=backend, settings=replace(
        ApiSettings(rate_limits=False), trusted_proxies="10.0.0.0/8", proxy_hops=2))
    assert isinstance(on.wsgi_app, TrustedProxies) and on.wsgi_app.fixed.x_for == 2
    assert ApiSettings.from_env({"DASHGAMES_API_TRUSTED_PROXIES": "127.0.0.1/32",
                                 "DASHGAMES_API_PROXY_HOPS": "2"}).proxy_hops == 2


# ---- leases ---------------------------------------------------------------------------------

LEASE = 1.5  # renewed every 0.5 s

def _leases(url: str, seconds: float) -> Leases:
    storage = RedisStorage(url, key_prefix=f"lease{uuid.uuid4().hex[:6]}")
    return Leases(storage.get_connection(), seconds, storage.prefixed_key)


def test_slots_of_a_process_that_stopped_renewing_lapse(redis_url: str) -> None:
    dead, live = _leases(redis_url, LEASE), _leases(redis_url, LEASE)
    live.key_of = dead.key_of  # two processes counting the same caller
    held = [dead.take("streams/address/a", 2) for _ in range(2)]
    assert all(held) and live.take("streams/address/a", 2) is None
    dead._held.clear()  # as after kill -9: nothing renews them any more
    time.sleep(LEASE + 0.2)
    mine = live.take("streams/address/a", 2)
    assert mine is not None and live.take("streams/address/a", 2) is not None
    time.sleep(LEASE + 0.5)  # past the lease: renewed by the live process's thread meanwhile
    assert live.take("streams/address/a", 2) is None
    live.give_back([mine])  # a stream that ends gives its place at once
    assert live.take("streams/address/a", 2) is not None


def test_leases_on_a_redis_cluster(redis_cluster: Any) -> None:
    storage = storage_from_string(redis_cluster.url, key_prefix=f"lease{uuid.uuid4().hex[:6]}")
    assert isinstance(storage, RedisClusterStorage)  # as the app counts on a cluster
    leases = Leases(storage.get_connection(), LEASE, storage.prefixed_key)
    slots = [leases.take(f"streams/token/{n}", 1) for n in range(6)]  # keys on every node
    assert all(slots) and leases.held() == 6
    time.sleep(LEASE + 0.5)  # renewed meanwhile
    assert [leases.take(f"streams/token/{n}", 1) for n in range(6)] == [None] * 6
    leases.give_back([s for s in slots if s])
    assert leases.held() == 0


def test_without_redis_a_slot_is_refused_loudly_and_given_back_quietly() -> None:
    leases = _leases(f"redis://127.0.0.1:{deployed.free_port()}/0", LEASE)  # nobody there
    with pytest.raises(redis.ConnectionError):
        leases.take("streams/address/a", 2)
    assert leases.held() == 0  # nothing left to renew
    leases.give_back([(leases.key_of("streams/address/a"), "gone")])  # lapses on its own
