"""The webhooks' SSRF guard (issue 27, item 6): an endpoint must be https on a public address.

Registration refuses an address literal or a ``localhost`` name that is not public (400
``BAD_WEBHOOK_URL``, ``details.reason`` ``address``); a delivery checks the addresses the host
name resolves to when it connects, and a refused one is a failed try in the delivery log. The
host name ``receiver.test`` is made to resolve to the loopback receiver below (the worker's own
lookup, ``socket.getaddrinfo``, answered here), so the connection that would be made is a real
one: allowed by the operator's setting, it reaches the receiver.
"""

from __future__ import annotations

import http.server
import socket
import threading
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from dashgames.accounts.inbox import Inbox
from dashgames.http.app import create_app
from dashgames.webhooks import guard
from dashgames.webhooks.delivery import Deliveries, post
from dashgames.webhooks.store import WebhookStore
from tests.support.account_helpers import new_account

NOT_PUBLIC = {
    "127.0.0.1": "a loopback address", "::1": "a loopback address",
    "::ffff:127.0.0.1": "a loopback address", "10.1.2.3": "a private address",
    "172.16.0.9": "a private address", "192.168.1.1": "a private address",
    "fd12:3456::1": "a private address",
    "169.254.169.254": "a link-local or metadata address",  # the cloud metadata service
    "fe80::1": "a link-local or metadata address",
    "fd00:ec2::254": "a link-local or metadata address",
    "100.100.100.200": "a link-local or metadata address",
    "0.0.0.0": "not a public address", "100.64.0.1": "not a public address",
    "224.0.0.1": "not a public address", "240.0.0.1": "not a public address",
}


@pytest.mark.parametrize(("address", "why"), sorted(NOT_PUBLIC.items()))
def test_only_public_addresses_are_allowed(address: str, why: str) -> None:
    assert guard.refusal(address, allow_private=False) == why
    allowed = guard.refusal(address, allow_private=True)
    if why in ("a loopback address", "a private address"):
        assert allowed is None  # the operator's setting: tests, a receiver on this machine
    else:
        assert allowed == why  # never: metadata services, link-local, the special ranges


@pytest.mark.parametrize("address", ["93.184.215.14", "8.8.8.8", "2606:4700::1111"])
def test_public_addresses_pass(address: str) -> None:
    assert guard.refusal(address, allow_private=False) is None


@pytest.fixture
def client(game_service: Any, monkeypatch: pytest.MonkeyPatch) -> Any:
    return create_app(backend=game_service).test_client()


@pytest.mark.parametrize("url", [
    "https://127.0.0.1/hook", "https://localhost/hook", "https://api.localhost./hook",
    "https://10.0.0.5:8443/hook", "https://169.254.169.254/latest", "https://0.0.0.0/hook",
])  # IPv6 literals: the URL check refuses them before (VALIDATION_ERROR); the guard's own
# judgement of IPv6 addresses is in the first test
def test_registration_refuses_an_address_that_is_not_public(client: Any, url: str) -> None:
    ann = new_account(client, "ann-ssrf")
    r = ann.post("/v1/players/me/webhooks", {"url": url})
    assert r.status_code == 400, r.json
    assert r.json["code"] == "BAD_WEBHOOK_URL"
    assert (r.json["details"]["field"], r.json["details"]["reason"]) == ("url", "address")
    assert ann.get("/v1/players/me/webhooks").json["webhooks"] == []


def test_the_operator_may_allow_loopback_but_never_metadata(
        client: Any, game_service: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(game_service.webhooks, "settings",
                        replace(game_service.webhooks.settings, allow_private=True))
    ann = new_account(client, "ann-local")
    assert ann.post("/v1/players/me/webhooks",
                    {"url": "https://127.0.0.1:8443/hook"}).status_code == 201
    metadata = ann.post("/v1/players/me/webhooks", {"url": "https://169.254.169.254/x"})
    assert metadata.status_code == 400 and metadata.json["details"]["reason"] == "address"
    plain = ann.post("/v1/players/me/webhooks", {"url": "http://127.0.0.1:8080/hook"})
    assert plain.status_code == 400 and plain.json["details"]["reason"] == "form"


@pytest.fixture
def loopback_receiver(monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[list[bytes], int]]:
    """A receiver on 127.0.0.1, and ``receiver.test`` resolving to it."""
    got: list[bytes] = []

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            got.append(self.rfile.read(int(self.headers.get("Content-Length", 0))))
            self.send_response(204)
            self.end_headers()

        def log_message(self, *args: Any) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    real = socket.getaddrinfo

    def resolve(host: str, port: Any, *args: Any, **kwargs: Any) -> Any:
        return real("127.0.0.1" if host == "receiver.test" else host, port, *args, **kwargs)

    monkeypatch.setattr(guard.socket, "getaddrinfo", resolve)
    try:
        yield got, server.server_port
    finally:
        server.shutdown()


def test_a_delivery_checks_the_address_a_name_resolves_to_when_it_connects(
        loopback_receiver: tuple[list[bytes], int]) -> None:
    got, port = loopback_receiver
    url = f"http://receiver.test:{port}/hook"
    refused = post(url, "{}", {}, 5.0, allow_private=False)
    assert not refused.ok and refused.status is None
    assert refused.error == ("RefusedAddress: refused to connect to receiver.test: 127.0.0.1 "
                             "is a loopback address")
    assert got == []
    allowed = post(url, '{"n":1}', {}, 5.0, allow_private=True)
    assert allowed.ok and allowed.status == 204 and got == [b'{"n":1}']


def test_a_refused_delivery_is_in_the_delivery_log(
        client: Any, game_service: Any, monkeypatch: pytest.MonkeyPatch,
        loopback_receiver: tuple[list[bytes], int]) -> None:
    got, port = loopback_receiver
    settings = replace(game_service.webhooks.settings, allow_http=True)
    monkeypatch.setattr(game_service.webhooks, "settings", settings)
    ann = new_account(client, "ann-rebound")
    bob = new_account(client, "bob-rebound")
    made = ann.post("/v1/players/me/webhooks", {"url": f"http://receiver.test:{port}/hook"})
    assert made.status_code == 201, made.json  # a name: judged when a delivery connects
    bob.post("/v1/challenges", {"to": ann.id, "type": "double_dash"})
    redis = game_service.store.redis
    prefix = game_service.settings.key_prefix
    runs = Deliveries(WebhookStore(redis, prefix), Inbox(redis, prefix), settings)
    assert runs.run(ann.id, made.json["id"]) == 0
    log = ann.get(f"/v1/players/me/webhooks/{made.json['id']}/deliveries").json["deliveries"]
    assert [(d["event_type"], d["ok"], d["response_status"], d["attempt"]) for d in log] == \
        [("challenge_received", False, None, 1)]
    assert log[0]["error"] == ("RefusedAddress: refused to connect to receiver.test: "
                               "127.0.0.1 is a loopback address")
    assert log[0]["next_try_at"] is not None
    assert got == []
