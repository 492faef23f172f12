"""A push service on loopback for the Web Push tests: it takes what the server sends (RFC 8030),
checks the VAPID signature (RFC 8292) and decrypts the payload (RFC 8291, aes128gcm) with the
subscription's own private key, as a browser would. Nothing is mocked on the sending side: the
server's real pywebpush request arrives here over HTTP."""

from __future__ import annotations

import base64
import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import http_ece
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.asymmetric.utils import encode_dss_signature


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


@dataclass
class Device:
    """A browser's push subscription: its own key pair and auth secret, as the browser keeps
    them; ``subscription`` is what ``PushSubscription.toJSON()`` gives the server."""

    endpoint: str
    private_key: ec.EllipticCurvePrivateKey = field(
        default_factory=lambda: ec.generate_private_key(ec.SECP256R1()))
    auth: bytes = field(default_factory=lambda: __import__("os").urandom(16))

    @property
    def subscription(self) -> dict[str, Any]:
        point = self.private_key.public_key().public_bytes(
            serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint)
        return {"endpoint": self.endpoint, "keys": {"p256dh": b64(point), "auth": b64(self.auth)}}

    def decrypt(self, body: bytes) -> dict[str, Any]:
        plain = http_ece.decrypt(body, private_key=self.private_key, auth_secret=self.auth,
                                 version="aes128gcm")
        return dict(json.loads(plain))


def check_vapid(authorization: str, endpoint: str, public_key: str) -> dict[str, Any]:
    """The claims of a ``vapid t=<JWT>, k=<key>`` header, after checking its ES256 signature
    against ``public_key`` (the server's, as ``GET /v1/push/vapid-key`` shows it) and that its
    audience is the endpoint's origin."""
    scheme, _, rest = authorization.partition(" ")
    assert scheme == "vapid", authorization
    parts = dict(p.strip().split("=", 1) for p in rest.split(","))
    assert parts["k"] == public_key
    head, payload, signature = parts["t"].split(".")
    raw = unb64(signature)
    key = ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), unb64(public_key))
    der = encode_dss_signature(int.from_bytes(raw[:32], "big"), int.from_bytes(raw[32:], "big"))
    try:
        key.verify(der, f"{head}.{payload}".encode(), ec.ECDSA(hashes.SHA256()))
    except InvalidSignature:
        raise AssertionError("the VAPID signature does not verify") from None
    claims = dict(json.loads(unb64(payload)))
    origin = "/".join(endpoint.split("/")[:3])
    assert claims["aud"] == origin, claims
    return claims


@dataclass
class Received:
    path: str
    headers: dict[str, str]
    body: bytes


class PushServiceStandIn:
    """Endpoints ``<url>/<name>``; a name in ``gone`` answers 410 (the subscription expired)."""

    def __init__(self) -> None:
        self.received: list[Received] = []
        self.gone: set[str] = set()
        self.arrived = threading.Condition()
        stand_in = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                name = self.path.strip("/")
                status = 410 if name in stand_in.gone else 201
                with stand_in.arrived:  # recorded before the answer: in the order sent
                    stand_in.received.append(Received(
                        name, {k.lower(): v for k, v in self.headers.items()}, body))
                    stand_in.arrived.notify_all()
                self.send_response(status)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *_: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"

    def device(self, name: str) -> Device:
        return Device(f"{self.url}/{name}")

    def wait_for(self, name: str, count: int = 1, seconds: float = 15.0) -> list[Received]:
        """The first ``count`` pushes to endpoint ``name``, waiting for them to arrive."""
        def mine() -> list[Received]:
            return [r for r in self.received if r.path == name]
        with self.arrived:
            self.arrived.wait_for(lambda: len(mine()) >= count, timeout=seconds)
            found = mine()
        assert len(found) >= count, f"{len(found)} of {count} pushes to {name} arrived"
        return found[:count]


@contextmanager
def push_service() -> Iterator[PushServiceStandIn]:
    stand_in = PushServiceStandIn()
    thread = threading.Thread(target=stand_in.server.serve_forever, daemon=True)
    thread.start()
    try:
        yield stand_in
    finally:
        stand_in.server.shutdown()
        stand_in.server.server_close()
