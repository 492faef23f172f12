"""The two routes every move crosses, served beneath the framework.

A bot or a client plays by ``GET /v1/games/{id}/legal-moves`` and ``POST /v1/games/{id}/moves``,
over and over. ``HotRoutes`` is WSGI middleware in front of the Flask app that answers exactly
those two when the request is well formed: a bearer token, a JSON body within the size limit,
headers in their plain form. It calls the same back end and writes the same bodies, headers and
errors as the flask-smorest views (which stay the documented routes, and answer everything
else). Any request it does not recognise as plain it hands to Flask untouched (its body put
back), so every request problem — a bad header, broken JSON, a wrong medium, an oversized body,
a missing token — is found and worded in one place. ``tests/api`` runs through this middleware,
and ``tests/api/test_hot_routes.py`` checks it answers byte for byte as the framework does.
"""

from __future__ import annotations

import io
import json
from collections.abc import Callable, Iterable
from typing import Any

from dashgames.platform import facade
from dashgames.state import errors, render
from dashgames.state.blueprint import bearer_token
from dashgames.state.resources.moves.schemas import IDEMPOTENCY_KEY, IF_MATCH, move_headers

Environ = dict[str, Any]
StartResponse = Callable[..., Any]
WsgiApp = Callable[[Environ, StartResponse], Iterable[bytes]]
Answer = tuple[int, list[tuple[str, str]], bytes]

PREFIX = "/v1/games/"
JSON_TYPES = ("application/json", "application/json; charset=utf-8")
_STATUS_LINES = {200: "200 OK", 202: "202 Accepted"}


class HotRoutes:
    def __init__(self, app: WsgiApp, backend: facade.Backend, max_body_bytes: int) -> None:
        self.app = app
        self.backend = backend
        self.max_body_bytes = max_body_bytes

    def __call__(self, environ: Environ, start_response: StartResponse) -> Iterable[bytes]:
        path: str = environ.get("PATH_INFO", "")
        if path.startswith(PREFIX):
            game_id, _, tail = path[len(PREFIX):].partition("/")
            method = environ.get("REQUEST_METHOD")
            answer: Answer | None = None
            if tail == "legal-moves" and method == "GET" and game_id:
                answer = self._answer(environ, game_id, self._legal_moves)
            elif tail == "moves" and method == "POST" and game_id:
                answer = self._answer(environ, game_id, self._move)
            if answer is not None:
                status, headers, body = answer
                headers.append(("Content-Length", str(len(body))))
                start_response(_STATUS_LINES.get(status) or _status_line(status), headers)
                return [body]
        return self.app(environ, start_response)

    def _answer(
        self, environ: Environ, game_id: str, route: Callable[[Environ, str, facade.Player],
                                                             Answer | None],
    ) -> Answer | None:
        """Run ``route`` for the caller, or None to let the framework answer the request."""
        token = bearer_token(environ.get("HTTP_AUTHORIZATION"))
        if token is None:
            return None  # no token, or not a bearer one: the framework words the 401
        try:
            return route(environ, game_id, self.backend.authenticate(token))
        except Exception as error:  # every failure in the one error shape, as the framework does
            return _error(error)

    def _legal_moves(self, environ: Environ, game_id: str, player: facade.Player) -> Answer:
        seat, version, moves_json = self.backend.legal_moves(player, game_id)
        body = render.legal_moves_text(seat, version, moves_json).encode()
        return 200, [("Content-Type", "application/json"), ("ETag", render.etag(version))], body

    def _move(self, environ: Environ, game_id: str, player: facade.Player) -> Answer | None:
        headers = _plain_move_headers(environ)
        if headers is None:
            return None
        move = self._json_body(environ)
        if move is _DECLINED:
            return None
        result = self.backend.submit_move(player, game_id, move, **headers)
        status, out, body = render.move_answer(game_id, result, environ.get("SCRIPT_NAME", ""))
        return status, out, body.encode()

    def _json_body(self, environ: Environ) -> Any:
        """The decoded body, or ``_DECLINED`` (with the body put back) when it is not plain."""
        if environ.get("CONTENT_TYPE", "").lower() not in JSON_TYPES:
            return _DECLINED
        if "HTTP_TRANSFER_ENCODING" in environ:
            return _DECLINED
        try:
            length = int(environ.get("CONTENT_LENGTH") or "0")
        except ValueError:
            return _DECLINED
        if not 0 < length <= self.max_body_bytes:
            return _DECLINED
        raw = environ["wsgi.input"].read(length)
        environ["wsgi.input"] = io.BytesIO(raw)  # should the framework answer after all
        try:
            return json.loads(raw)
        except ValueError:
            return _DECLINED


_DECLINED = object()


def _error(error: BaseException) -> Answer:
    response = errors.error_response(error)
    headers = [(k, v) for k, v in response.headers.items() if k != "Content-Length"]
    return response.status_code, headers, response.get_data()


def _plain_move_headers(environ: Environ) -> dict[str, Any] | None:
    """The move headers as the back end takes them, or None when one needs the full parser."""
    raw: dict[str, str] = {}
    for name, key, pattern in (("if_match", "HTTP_IF_MATCH", IF_MATCH),
                               ("idempotency_key", "HTTP_IDEMPOTENCY_KEY", IDEMPOTENCY_KEY)):
        value = environ.get(key)
        if value is not None:
            if not pattern.match(value):
                return None
            raw[name] = value
    prefer = environ.get("HTTP_PREFER")
    if prefer is not None:
        raw["prefer"] = prefer
    return move_headers(raw)


def _status_line(status: int) -> str:
    from http import HTTPStatus

    return f"{status} {HTTPStatus(status).phrase}"
