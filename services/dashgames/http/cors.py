"""CORS: browser pages on other origins may call the API when the operator names them
(``DASHGAMES_API_CORS_ORIGINS``; off by default, docs/CLIENTS.md).

WSGI middleware, outermost but for the proxy fix, so it covers the routes answered beneath
Flask (``hot_routes.py``: legal moves and moves) as well as Flask's. The decisions (which
origin matches, what a preflight answers) are Flask-CORS's own functions
(``flask_cors.core``), not a rewrite: only the wiring into WSGI is here. A preflight
(``OPTIONS`` with ``Access-Control-Request-Method``) is answered here, 204, and never reaches a
route; an origin that is not allowed gets no CORS headers at all, which a browser refuses.

Credentials are not allowed: the API authenticates with a bearer token the page sends in
``Authorization``, never with cookies.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from flask import Flask
from flask_cors.core import get_cors_headers, get_cors_options
from werkzeug.datastructures import EnvironHeaders

from dashgames.http.limits import RATE_HEADERS

Environ = dict[str, Any]
StartResponse = Callable[..., Any]
WsgiApp = Callable[[Environ, StartResponse], Iterable[bytes]]

EXPOSED = ("ETag", "Retry-After", "Location", "Deprecation", "Sunset", "Link", *RATE_HEADERS)
"""Answer headers a page's script may read (beyond the always-safe few)."""
ALLOWED = ("Authorization", "Content-Type", "If-Match", "Idempotency-Key", "Last-Event-ID",
           "Accept")
METHODS = ("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS")
MAX_AGE = 600  # seconds a browser may keep a preflight's answer


def origins_of(setting: str) -> list[str]:
    """``DASHGAMES_API_CORS_ORIGINS`` as a list ("*" alone: any origin)."""
    return [o.strip().rstrip("/") for o in setting.split(",") if o.strip()]


class Cors:
    """``app`` with CORS answers for ``origins`` (see the module)."""

    def __init__(self, app: WsgiApp, flask_app: Flask, origins: list[str]) -> None:
        self.app = app
        self.options = get_cors_options(flask_app, {
            "origins": origins, "methods": list(METHODS), "allow_headers": list(ALLOWED),
            "expose_headers": list(EXPOSED), "max_age": MAX_AGE,
            "supports_credentials": False, "vary_header": True})

    def __call__(self, environ: Environ, start_response: StartResponse) -> Iterable[bytes]:
        if "HTTP_ORIGIN" not in environ:  # not a cross-origin call from a browser
            return self.app(environ, start_response)
        method = environ.get("REQUEST_METHOD", "GET")
        headers = get_cors_headers(self.options, EnvironHeaders(environ), method)
        extra = [(name, str(value)) for name, value in headers.items(multi=True)]
        if method == "OPTIONS" and "HTTP_ACCESS_CONTROL_REQUEST_METHOD" in environ:
            start_response("204 No Content", [*extra, ("Content-Length", "0")])
            return [b""]

        def start(status: str, response_headers: list[tuple[str, str]],
                  exc_info: Any = None) -> Any:
            if extra:
                ours = {name.lower() for name, _ in extra}
                kept = [(n, v) for n, v in response_headers if n.lower() not in ours
                        or n.lower() == "vary"]
                response_headers = kept + extra
            return start_response(status, response_headers, exc_info)

        return self.app(environ, start)
