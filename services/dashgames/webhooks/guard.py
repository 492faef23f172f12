"""Where a webhook delivery may connect: public addresses only (the SSRF guard).

The check runs where the worker connects, on the addresses the host name resolves to then, and
the socket is opened to the very address checked; registration refuses what it can tell
without a lookup (an address literal, ``localhost``). Loopback and private addresses only with
``DASHGAMES_WEBHOOK_ALLOW_PRIVATE``; link-local ones (the metadata services) never.
docs/WEBHOOKS.md, "Where a delivery may connect".
"""

from __future__ import annotations

import http.client
import ipaddress
import socket
import urllib.request
from typing import Any

# Metadata services outside the link-local ranges (AWS's IPv6 one, Alibaba Cloud's).
METADATA = frozenset({ipaddress.ip_address("fd00:ec2::254"),
                      ipaddress.ip_address("100.100.100.200")})


class RefusedAddress(OSError):
    """A delivery not made: the endpoint's host is (or resolves to) an address refused."""


def refusal(address: str, allow_private: bool) -> str | None:
    """Why a delivery may not connect to ``address``; None when it may."""
    ip = ipaddress.ip_address(address.split("%", 1)[0])
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    if ip in METADATA or ip.is_link_local:
        return "a link-local or metadata address"
    if ip.is_global and not ip.is_multicast:
        return None
    if ip.is_loopback:
        return None if allow_private else "a loopback address"
    if ip.is_private and not ip.is_reserved and not ip.is_unspecified:
        return None if allow_private else "a private address"
    return "not a public address"


def registration_refusal(host: str, allow_private: bool) -> str | None:
    """Why an endpoint on ``host`` is refused without a lookup; None when it may be tried."""
    name = host.rstrip(".").lower()
    if name == "localhost" or name.endswith(".localhost"):
        return None if allow_private else "a loopback address"
    try:
        return refusal(name, allow_private)
    except ValueError:  # a name: judged on its addresses when a delivery connects
        return None


def connect(host: str, port: int, timeout: Any, source_address: Any,
            allow_private: bool) -> socket.socket:
    """A socket to the first address of ``host`` a delivery may use, tried in order."""
    refused: list[str] = []
    error: OSError | None = None
    for family, kind, proto, _, where in socket.getaddrinfo(host, port,
                                                             type=socket.SOCK_STREAM):
        why = refusal(str(where[0]), allow_private)
        if why is not None:
            refused.append(f"{where[0]} is {why}")
            continue
        sock = socket.socket(family, kind, proto)
        try:
            if timeout is not socket._GLOBAL_DEFAULT_TIMEOUT:  # type: ignore[attr-defined]
                sock.settimeout(timeout)
            if source_address:
                sock.bind(source_address)
            sock.connect(where)
            return sock
        except OSError as failed:
            sock.close()
            error = failed
    if error is not None:
        raise error
    raise RefusedAddress(f"refused to connect to {host}: " + "; ".join(refused))


class _Guarded(http.client.HTTPConnection):
    def __init__(self, *args: Any, allow_private: bool = False, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.allow_private = allow_private

    def connect(self) -> None:
        self.sock = connect(self.host, self.port, self.timeout,
                            getattr(self, "source_address", None), self.allow_private)


class _GuardedTls(http.client.HTTPSConnection, _Guarded):
    """HTTPS over the guarded socket: ``HTTPSConnection.connect`` wraps what ``_Guarded``
    opened, the certificate checked against the URL's host name."""


class _HttpHandler(urllib.request.HTTPHandler):
    def __init__(self, allow_private: bool) -> None:
        super().__init__()
        self.allow_private = allow_private

    def http_open(self, req: Any) -> Any:
        return self.do_open(_Guarded, req, allow_private=self.allow_private)


class _HttpsHandler(urllib.request.HTTPSHandler):
    def __init__(self, allow_private: bool) -> None:
        super().__init__()
        self.allow_private = allow_private

    def https_open(self, req: Any) -> Any:
        return self.do_open(_GuardedTls, req, context=self._context,  # type: ignore[attr-defined]
                            allow_private=self.allow_private)


def opener(allow_private: bool) -> urllib.request.OpenerDirector:
    """urllib with every connection guarded and no proxy from the environment (a proxy
    would connect for us, past the guard)."""
    return urllib.request.build_opener(urllib.request.ProxyHandler({}),
                                       _HttpHandler(allow_private), _HttpsHandler(allow_private))
