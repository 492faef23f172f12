"""The two routes every move crosses, dispatched beneath the framework.

A bot or a client plays by ``GET /v1/games/{id}/legal-moves`` and ``POST /v1/games/{id}/moves``,
over and over. ``HotRoutes`` is WSGI middleware in front of the Flask app whose only job is
routing those two straight into their route functions (``resources/moves/routes.py``: the same
functions the documented views call), with what the app does around every route: the body size
limit first, and any failure in the one error shape. Everything else goes to Flask.

It spares each move Flask's request context, URL map, view and response wrappers, a large part
of the API's CPU per move (docs/SCALING.md, "Figures behind the code").
``DASHGAMES_API_HOT_ROUTES=0`` turns it off.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from http import HTTPStatus
from typing import Any

from dashgames.http import errors
from dashgames.http.blueprint import bearer_token
from dashgames.http.errors import RateLimited
from dashgames.http.limits import MOVES, READS, Limiter
from dashgames.http.plain import PlainRequest
from dashgames.http.port import Backend
from dashgames.http.render import Answer
from dashgames.http.resources.moves.routes import legal_moves, play_move
from dashgames.infra import logs, metrics

Environ = dict[str, Any]
StartResponse = Callable[..., Any]
WsgiApp = Callable[[Environ, StartResponse], Iterable[bytes]]
Route = Callable[[Backend, PlainRequest, str], Answer]

PREFIX = "/v1/games/"
ROUTES: dict[tuple[str, str], tuple[Route, str]] = {
    ("GET", "legal-moves"): (legal_moves, READS),
    ("POST", "moves"): (play_move, MOVES),
}
"""(method, the path's last segment after the game id) -> route function, its rate limits'
kind (``state.limits``)."""


URL_RULES = {MOVES: "/v1/games/<game_id>/moves", READS: "/v1/games/<game_id>/legal-moves"}
"""The URL rule (as Flask names it) of each route here, by its rate limits' kind: the label of
``metrics.count_rate_limited``."""


class HotRoutes:
    def __init__(self, app: WsgiApp, backend: Backend, max_body_bytes: int,
                 limiter: Limiter | None = None) -> None:
        self.app = app
        self.backend = backend
        self.max_body_bytes = max_body_bytes
        self.limiter = limiter

    def __call__(self, environ: Environ, start_response: StartResponse) -> Iterable[bytes]:
        found, game_id = _route_of(environ)
        if found is None:
            return self.app(environ, start_response)
        route, kind = found
        req = PlainRequest(environ, self.max_body_bytes)
        try:
            rate_headers = [] if self.limiter is None else self.limiter.hit(
                kind, bearer_token(req.header("Authorization")), environ.get("REMOTE_ADDR"))
            req.limit_body_size()
            status, headers, text = route(self.backend, req, game_id)
            headers = [*headers, *rate_headers] if rate_headers else headers
        except Exception as error:  # as the app's error handlers answer (errors.install)
            if isinstance(error, RateLimited):  # beneath Flask, so ops' fallback never sees it
                metrics.count_rate_limited(URL_RULES[kind])
            token = logs.bind(game_id=game_id)  # a logged error names its game
            try:
                response: Iterable[bytes] = errors.error_response(error)(environ, start_response)
            finally:
                logs.unbind(token)
            return response
        body = text.encode()
        start_response(_status_line(status), [*headers, ("Content-Length", str(len(body)))])
        return [body]


def _route_of(environ: Environ) -> tuple[tuple[Route, str] | None, str]:
    path: str = environ.get("PATH_INFO", "")
    if not path.startswith(PREFIX):
        return None, ""
    game_id, _, tail = path[len(PREFIX):].partition("/")
    route = ROUTES.get((environ.get("REQUEST_METHOD", ""), tail))
    return (route, game_id) if game_id else (None, "")


_STATUS_LINES = {200: "200 OK", 202: "202 Accepted"}


def _status_line(status: int) -> str:
    return _STATUS_LINES.get(status) or f"{status} {HTTPStatus(status).phrase}"
