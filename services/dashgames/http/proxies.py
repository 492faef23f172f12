"""The client's address behind trusted reverse proxies (``DASHGAMES_API_TRUSTED_PROXIES``).

Off by default: ``REMOTE_ADDR`` is the socket's peer and forwarding headers are ignored, since
any client may write them. For a peer in a trusted network, werkzeug's ``ProxyFix`` reads the
address the outermost trusted proxy appended to ``X-Forwarded-For``. docs/OPERATIONS.md,
"Behind a reverse proxy".
"""

from __future__ import annotations

import functools
import ipaddress
from collections.abc import Callable, Iterable
from typing import Any

from werkzeug.middleware.proxy_fix import ProxyFix

Environ = dict[str, Any]
WsgiApp = Callable[[Environ, Callable[..., Any]], Iterable[bytes]]
Network = ipaddress.IPv4Network | ipaddress.IPv6Network


def parse_networks(text: str) -> tuple[Network, ...]:
    """``10.0.0.0/8,127.0.0.1`` as networks (a bare address is a network of one), read as
    gunicorn reads its ``forwarded_allow_ips``: a ValueError names a malformed entry, or one
    with host bits set (``10.1.2.3/8``), so a typo stops the API at start."""
    networks = []
    for entry in text.split(","):
        if entry.strip():
            try:
                networks.append(ipaddress.ip_network(entry.strip()))
            except ValueError as error:
                raise ValueError(f"DASHGAMES_API_TRUSTED_PROXIES: {error}") from None
    return tuple(networks)


class TrustedProxies:
    def __init__(self, app: WsgiApp, networks: Iterable[Network], hops: int = 1) -> None:
        if hops < 1:
            raise ValueError("DASHGAMES_API_PROXY_HOPS must be 1 or more")
        self.app = app
        self.networks = tuple(networks)
        self.fixed = ProxyFix(app, x_for=hops, x_proto=0, x_host=0, x_port=0, x_prefix=0)
        self.trusted = functools.lru_cache(maxsize=4096)(self._trusted)

    def _trusted(self, peer: str) -> bool:
        try:
            address = ipaddress.ip_address(peer)
        except ValueError:  # a Unix socket's peer, or none: nothing to trust
            return False
        mapped = getattr(address, "ipv4_mapped", None)  # ::ffff:10.1.2.3 on a dual-stack bind
        return any(address in n or (mapped is not None and mapped in n) for n in self.networks)

    def __call__(self, environ: Environ, start_response: Callable[..., Any]) -> Iterable[bytes]:
        if self.trusted(environ.get("REMOTE_ADDR") or ""):
            return self.fixed(environ, start_response)
        return self.app(environ, start_response)
