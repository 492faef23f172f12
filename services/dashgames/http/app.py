"""The game-state service: the public HTTP API (v1), its contract and its docs.

``create_app(backend)`` wires the routes to any ``Backend``; without one it builds the
real ``GameService`` from the environment. Every route reads games as pre-rendered views and
sends moves to the back end; no rules code runs here.
"""

from __future__ import annotations

import json
import re
from typing import Any

import flask_smorest
from flask import Flask, Response, g, redirect, request
from flask_swagger_ui import get_swaggerui_blueprint

from dashgames.http import clients, contract, errors, ops
from dashgames.http.blueprint import BEARER, OPTIONAL_AUTH, Parser, bearer_token, plain_request
from dashgames.http.capacity import StreamCapacity
from dashgames.http.cors import Cors, origins_of
from dashgames.http.hot_routes import HotRoutes
from dashgames.http.limits import Limiter, kind_of
from dashgames.http.port import Backend
from dashgames.http.proxies import TrustedProxies, parse_networks
from dashgames.http.resources.account_events.routes import blp as account_blp
from dashgames.http.resources.account_events.schemas import DATA_COMPONENTS
from dashgames.http.resources.challenges.routes import blp as challenges_blp
from dashgames.http.resources.chat.routes import blp as chat_blp
from dashgames.http.resources.events.routes import blp as events_blp
from dashgames.http.resources.game_types.routes import blp as game_types_blp
from dashgames.http.resources.games.routes import blp as games_blp
from dashgames.http.resources.games.schemas import GameSummarySchema
from dashgames.http.resources.health.routes import blp as health_blp
from dashgames.http.resources.history.routes import blp as history_blp
from dashgames.http.resources.moves.routes import blp as moves_blp
from dashgames.http.resources.players.routes import blp as players_blp
from dashgames.http.resources.preferences.routes import blp as preferences_blp
from dashgames.http.resources.push.routes import blp as push_blp
from dashgames.http.resources.seeks.routes import blp as seeks_blp
from dashgames.http.resources.tournaments.routes import blp as tournaments_blp
from dashgames.http.resources.vacation.routes import blp as vacation_blp
from dashgames.http.resources.webhooks.routes import blp as webhooks_blp
from dashgames.http.schema_names import name_every_schema
from dashgames.http.settings import ApiSettings
from dashgames.infra import logs

API_VERSION = "1.1.0"
BLUEPRINTS = (game_types_blp, players_blp, account_blp, challenges_blp, games_blp, moves_blp,
              events_blp, seeks_blp, tournaments_blp, history_blp, health_blp, push_blp,
              chat_blp, webhooks_blp, vacation_blp, preferences_blp)

DESCRIPTION = """\
Dash Games: five small board games, played by people and programs through one API.

Authenticate with `Authorization: Bearer <token>` (create a player with `POST /v1/players`).
A game read carries its version as `ETag`; send it back as `If-Match` with a move to be told
(409 `STALE_VERSION`) when the game moved on. `Idempotency-Key` makes a move safe to retry.

Limits: every route under `/v1` counts against a rate limit per bearer token and per client
address (player creation, game creation, moves and other commands, reads; each configurable).
Past one: 429 `RATE_LIMITED` with `Retry-After` (seconds) and the IETF draft's
`RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`, which answers within the limits
carry too. Quotas: open event streams (SSE and long-polls) per token and per address (429
`TOO_MANY_STREAMS`), open games per player (429 `TOO_MANY_OPEN_GAMES`). Over capacity: 503
`SERVICE_UNAVAILABLE` with `Retry-After`. A JSON body nested deeper than 32 levels: 400
`JSON_TOO_DEEP`. An open game nobody joins expires after a week, a player whose token is never
used after 30 days (both configurable).

Every error is `{"code", "message", "details"}` with a stable `code`; each code has one status:

| code | status |
|---|---|
{table}
"""


class DashApi(flask_smorest.Api):  # type: ignore[misc]  # flask-smorest is untyped
    """flask-smorest's Api, with our error shape for every error (werkzeug's included)."""

    DEFAULT_ERROR_RESPONSE_NAME = None  # every route lists its own errors instead

    def _register_error_handlers(self) -> None:
        errors.install(self._app)

    def _register_responses(self) -> None:
        """None of flask-smorest's stock error responses: ours are per route (``fails``)."""


def _error_table() -> str:
    rows = sorted(errors.STATUS_BY_CODE.items(), key=lambda kv: (kv[1], kv[0]))
    return "\n".join(f"| `{code}` | {status} |" for code, status in rows)


def _build_backend() -> Backend:
    from dashgames.http.backend import GameService  # the real one: Redis, Celery

    return GameService.from_env()


def create_app(backend: Backend | None = None, settings: ApiSettings | None = None) -> Flask:
    settings = settings or ApiSettings.from_env()
    logs.configure()  # the environment's level and format (infra/logs.py)
    app = Flask("dashgames.http")
    app.config.update(
        API_TITLE="Dash Games",
        API_VERSION=API_VERSION,
        OPENAPI_VERSION="3.1.0",
        MAX_CONTENT_LENGTH=settings.max_body_bytes,
        API_SPEC_OPTIONS={
            "info": {"description": DESCRIPTION.replace("{table}", _error_table())},
            "servers": [{"url": "/"}],
            "security": OPTIONAL_AUTH,
        },
    )
    app.extensions["dashgames.backend"] = backend if backend is not None else _build_backend()
    app.extensions["dashgames.settings"] = settings

    api = DashApi(app)
    api.ma_plugin.converter.add_attribute_function(_items_ref)
    api.ARGUMENTS_PARSER = Parser()
    api.spec.components.security_scheme(BEARER, {"type": "http", "scheme": "bearer"})
    api.spec.components.schema("Error", errors.ERROR_SCHEMA)
    api.spec.components.schema("GameSummary", schema=GameSummarySchema)
    for name, event_data in DATA_COMPONENTS.items():
        api.spec.components.schema(name, schema=event_data)
    for name, schema in sorted(contract.all_components().items()):
        api.spec.components.schema(name, schema)
    for blp in BLUEPRINTS:
        api.register_blueprint(blp)
    contract.constrain_clock(api.spec.components.schemas)

    limiter = _build_limiter(settings, app.extensions["dashgames.backend"])
    app.extensions["dashgames.limiter"] = limiter
    app.extensions["dashgames.streams"] = StreamCapacity(settings.streams_per_process,
                                                         settings.account_streams_per_process)
    if limiter is not None:
        _add_limits(app, limiter)
    app.before_request(lambda: plain_request().limit_body_size())
    ops.install(app, app.extensions["dashgames.backend"])  # /metrics, 429s counted, log context
    if settings.hot_routes:
        backend_used = app.extensions["dashgames.backend"]
        app.wsgi_app = HotRoutes(  # type: ignore[method-assign]
            app.wsgi_app, backend_used, settings.max_body_bytes, limiter
        )
    if settings.cors_origins.strip():  # every route, those beneath Flask included
        app.wsgi_app = Cors(  # type: ignore[method-assign]
            app.wsgi_app, app, origins_of(settings.cors_origins)
        )
    if settings.trusted_proxies.strip():  # outermost: everything beneath sees the client
        app.wsgi_app = TrustedProxies(  # type: ignore[method-assign]
            app.wsgi_app, parse_networks(settings.trusted_proxies), settings.proxy_hops
        )
    _add_docs(app, api)
    clients.add_clients(app, settings.clients_dir)
    return app


def _build_limiter(settings: ApiSettings, backend: Backend) -> Limiter | None:
    """The rate limits, counted on the back end's Redis (its store's connections, its move path
    lane) unless a storage is named."""
    if not settings.rate_limits:
        return None
    store: Any = getattr(backend, "store", None)
    if not settings.rate_limit_storage and store is not None and store.cluster:
        # limits' own cluster storage (``redis+cluster://``, the store's URL), counted through
        # the store's lane: each counter's key on its own slot (Limiter._count)
        return Limiter.from_settings(settings, store.settings.redis_url, store.prefix,
                                     lane=store.lane)
    if not settings.rate_limit_storage and store is not None:
        return Limiter.from_settings(settings, "", store.prefix,
                                     pool=store.redis.connection_pool, lane=store.lane)
    from dashgames.infra.settings import from_env

    platform = from_env()
    uri = settings.rate_limit_storage or platform.redis_url
    return Limiter.from_settings(settings, uri, platform.key_prefix)


def _add_limits(app: Flask, limiter: Limiter) -> None:
    """Every request under /v1 counts (the hot routes count beneath Flask, in ``HotRoutes``)."""

    def count() -> None:
        kind = kind_of(request.method, request.path)
        if kind is not None:
            token = bearer_token(request.headers.get("Authorization"))
            g.rate_headers = limiter.hit(kind, token, request.remote_addr)

    def tell(response: Response) -> Response:
        for name, value in g.get("rate_headers", ()):
            response.headers[name] = value
        return response

    app.before_request(count)
    app.after_request(tell)


def _items_ref(converter: Any, field: Any, **_: Any) -> dict[str, Any]:
    """A list field's items as a component (``metadata={"items_ref": "Move"}``)."""
    ref = field.metadata.get("items_ref")
    return {"items": {"$ref": f"#/components/schemas/{ref}"}} if ref else {}


def openapi_document(api: flask_smorest.Api) -> dict[str, Any]:
    """The contract, every schema a client generator makes a class of named
    (``state.schema_names``), every operation described."""
    spec: dict[str, Any] = api.spec.to_dict()
    for item in spec.get("paths", {}).values():
        for method, operation in item.items():
            if method != "parameters":
                _describe(operation)
    return name_every_schema(spec, contract.prefixes())


def _describe(operation: dict[str, Any]) -> None:
    """A view's docstring is its operation's ``description``; its first sentence the
    ``summary`` (generators put one in a doc comment, the other in the function's docs)."""
    text = " ".join(str(operation.get("summary", "")).split())
    if operation.get("description") or not text:
        return
    operation["description"] = text
    first = re.split(r"(?<=[.:;])\s", text, maxsplit=1)[0].rstrip(".:;")
    operation["summary"] = first if len(first) <= 120 else first[:117].rsplit(" ", 1)[0] + "..."


def render_openapi(api: flask_smorest.Api) -> str:
    """The contract as text: sorted keys, so the committed file diffs only on real changes."""
    return json.dumps(openapi_document(api), indent=2, sort_keys=True) + "\n"


def openapi_text(app: Flask) -> str:
    """The app's contract as text (``render_openapi``), written the first time it is asked for:
    an app that never serves it (one per test, say) pays nothing for it."""
    text: str | None = app.extensions.get("dashgames.openapi")
    if text is None:
        text = app.extensions["dashgames.openapi"] = render_openapi(
            app.extensions["dashgames.api"])
    return text


def _add_docs(app: Flask, api: flask_smorest.Api) -> None:
    app.extensions["dashgames.api"] = api
    app.add_url_rule(
        "/openapi.json", "openapi",
        lambda: Response(openapi_text(app), mimetype="application/json"),
    )
    # Swagger UI from the flask-swagger-ui wheel: the docs work offline, no CDN involved.
    config = {"app_name": "Dash Games API", "persistAuthorization": True}
    app.register_blueprint(get_swaggerui_blueprint("/docs", "/openapi.json", config=config))
    app.add_url_rule("/", "home", lambda: redirect("/docs/"))


