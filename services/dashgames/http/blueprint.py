"""The cross-cutting parts of every route, written once: bearer auth, request parsing, error docs.

Views stay thin: ``@blp.auth()`` hands them the caller, ``@blp.fails(codes...)`` declares what
can go wrong (the contract lists exactly those codes), and parse failures take the one error
shape. Two flask-smorest internals are used, guarded by tests/http/test_library_internals.py:
docs/CONTRACT.md, "Where it comes from".
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from copy import deepcopy
from functools import wraps
from typing import Any, TypeVar, cast

import flask_smorest
import marshmallow as ma
from flask import current_app, request
from webargs import missing
from webargs.flaskparser import FlaskParser

from dashgames.accounts.errors import InsufficientScope, TokenRevoked
from dashgames.http import errors
from dashgames.http.plain import PlainRequest, parse_json
from dashgames.http.port import Backend
from dashgames.infra.errors import Unauthenticated

F = TypeVar("F", bound=Callable[..., Any])

BEARER = "bearerAuth"
AUTH_CODES = (Unauthenticated.code, TokenRevoked.code,
              InsufficientScope.code)
"""What any authenticated route can answer: no or an unknown token, a revoked one, a token
without the route's scope."""
OPTIONAL_AUTH: list[dict[str, list[str]]] = [{}, {BEARER: []}]
"""The document's ``security``: anonymous or a bearer token. Operations that need a token say
so, those that take none say ``[]``; an operation where a token is optional inherits this."""
OPTIONAL = "optional"
FLASK_SMOREST_CHECKED = ">=0.45,<0.48"
"""The flask-smorest releases whose internals this module (and ``app.DashApi``) were checked
against."""
_ALWAYS = {errors.INTERNAL_ERROR, errors.SERVICE_UNAVAILABLE}
LIMITED_PREFIX = "/v1/"
"""Every route under it counts against a rate limit (``state.limits``): 429 ``RATE_LIMITED``."""


def backend() -> Backend:
    """The back end this app was built with (see ``app.create_app``)."""
    found: Backend = current_app.extensions["dashgames.backend"]
    return found


def _flatten(messages: Any, prefix: str = "") -> dict[str, list[str]]:
    """webargs/marshmallow nested messages as {dotted path: [problems]}."""
    if isinstance(messages, Mapping):
        out: dict[str, list[str]] = {}
        for key, sub in messages.items():
            out.update(_flatten(sub, f"{prefix}.{key}" if prefix else str(key)))
        return out
    if isinstance(messages, list) and all(isinstance(m, str) for m in messages):
        return {prefix or "_schema": list(messages)}
    return {prefix or "_schema": [str(messages)]}


class Parser(FlaskParser):
    """webargs' parser, failing with our error shape: 400 with ``details.fields``.

    Only webargs' public parser API is overridden: ``handle_error`` and ``load_json`` (webargs'
    own ``load_json`` goes through private hooks; its docs say a parser may bring its own).
    """

    DEFAULT_VALIDATION_STATUS = 400

    def handle_error(self, error: Any, req: Any, schema: Any, *, error_status_code: Any,
                     error_headers: Any) -> Any:
        messages = error.messages
        if isinstance(messages, Mapping) and set(messages) == {"json"}:
            messages = messages["json"]  # the body is the usual culprit: plain field paths
        raise errors.ApiError(
            errors.VALIDATION_ERROR, "the request does not match its schema",
            fields=_flatten(messages),
        )

    def load_json(self, req: Any, schema: Any) -> Any:
        """The JSON body, ``missing`` when there is none (as webargs: no body, or a non-JSON
        request with an empty one); 415 for a body that is not JSON, 400 for broken JSON."""
        if not req.is_json:
            if _has_body():
                raise errors.ApiError(
                    errors.UNSUPPORTED_MEDIA_TYPE, errors.MESSAGES[errors.UNSUPPORTED_MEDIA_TYPE]
                )
            return missing
        raw = req.get_data(cache=True)  # raises 413 past MAX_CONTENT_LENGTH
        if not raw:
            return missing
        try:
            text = raw.decode("utf-8")  # as webargs: UTF-8, the stdlib parser
        except ValueError:
            raise errors.ApiError(errors.MALFORMED_JSON, errors.MESSAGES[errors.MALFORMED_JSON]) \
                from None
        return parse_json(text)  # 400 MALFORMED_JSON or JSON_TOO_DEEP


def _has_body() -> bool:
    return bool(request.content_length) or request.headers.get("Transfer-Encoding") == "chunked"


BODY_CODES = {errors.MALFORMED_JSON, errors.JSON_TOO_DEEP, errors.UNSUPPORTED_MEDIA_TYPE,
              errors.PAYLOAD_TOO_LARGE}


def load_headers(schema: ma.Schema, req: PlainRequest) -> dict[str, Any]:
    """The request headers ``schema`` names (its fields' ``data_key``), each through its field
    (type and validators), by field name; failing as the views' parser fails on headers (400
    ``VALIDATION_ERROR``, fields ``headers.<name>``). Field by field, as ``schema.load`` goes
    but without its hooks (a header schema has none): a fifth of the cost, on the path every
    move takes."""
    values: dict[str, Any] = {}
    problems: dict[str, Any] = {}
    for name, field in schema.load_fields.items():
        key = field.data_key or name
        raw = req.header(key)
        if raw is None:
            continue
        try:
            values[name] = field.deserialize(raw)
        except ma.ValidationError as error:
            problems[key] = error.messages
    if problems:
        ApiBlueprint.ARGUMENTS_PARSER.handle_error(
            ma.ValidationError({"headers": problems}), req, schema,
            error_status_code=None, error_headers=None,
        )
    return values


def plain_request() -> PlainRequest:
    """The request being served, read straight from its environ (``state.plain``)."""
    return PlainRequest(request.environ, request.max_content_length)


def bearer_token(header: str | None) -> str | None:
    if not header:
        return None
    scheme, _, token = header.partition(" ")
    return token.strip() or None if scheme.lower() == "bearer" else None


def _with_codes(wrapper: Any, codes: set[str], **apidoc: Any) -> None:
    wrapper._apidoc = deepcopy(getattr(wrapper, "_apidoc", {}))
    wrapper._apidoc.setdefault("error_codes", set()).update(codes)
    for key, value in apidoc.items():
        wrapper._apidoc[key] = value


class ApiBlueprint(flask_smorest.Blueprint):  # type: ignore[misc]  # flask-smorest is untyped
    ARGUMENTS_PARSER = Parser()

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._prepare_doc_cbks.append(self._prepare_errors_doc)

    # ---- decorators ----------------------------------------------------------------------------
    def auth(self, optional: bool = False, scope: str = "read") -> Callable[[F], F]:
        """Authenticate the bearer token and pass the caller as ``player``.

        ``optional``: no Authorization header means an anonymous caller (``player=None``, a
        spectator); a header with a bad token is still 401, never silently anonymous.
        ``scope``: what the token must hold (``"act"``: ``play`` or ``bot``), else 403
        ``INSUFFICIENT_SCOPE``.
        """

        def decorator(func: F) -> F:
            @wraps(func)
            def wrapper(*args: Any, **kwargs: Any) -> Any:
                header = request.headers.get("Authorization")
                player = None
                if header is not None or not optional:
                    player = backend().authenticate(bearer_token(header))
                    player.require(scope)
                return func(*args, player=player, **kwargs)

            # Optional: the document's default (``OPTIONAL_AUTH``), inherited. An operation of its
            # own listing ``{}`` still makes openapi-python-client demand an authenticated client.
            security = OPTIONAL if optional else [{BEARER: []}]
            _with_codes(wrapper, set(AUTH_CODES), security=security)
            return wrapper  # type: ignore[return-value]

        return decorator

    @staticmethod
    def operation(operation_id: str, example: Any, request_example: Any = None
                  ) -> Callable[[F], F]:
        """The operation's stable ``operationId`` (verb-first snake_case: generated clients
        name their functions after it) and examples of its success answer and request body
        (documentation only; ``tests/contract`` checks each against its schema)."""

        def decorator(func: F) -> F:
            _with_codes(func, set(), operation_id=operation_id, example=example,
                        request_example=request_example)
            return func

        return decorator

    @staticmethod
    def fails(*codes: str) -> Callable[[F], F]:
        """Declare the error codes this view can answer with (documentation only)."""
        unknown = [c for c in codes if c not in errors.STATUS_BY_CODE]
        if unknown:
            raise ValueError(f"codes missing from the status table: {unknown}")

        def decorator(func: F) -> F:
            _with_codes(func, set(codes))  # no wrapper: nothing runs per request
            return func

        return decorator

    @staticmethod
    def documents(*decorators: Callable[[F], F]) -> Callable[[F], F]:
        """What ``decorators`` (``auth``, ``json_body``, ``arguments``...) document, without
        what they do: for a view whose route function does that work itself, in one function
        that also answers beneath Flask (``state.hot_routes``). Nothing runs per request.
        (flask-smorest keeps a view's documentation in ``_apidoc``, as ``_with_codes`` relies
        on too; the committed-contract test fails should that change.)"""

        def decorator(func: F) -> F:
            documented = func
            for apply in reversed(decorators):
                documented = apply(documented)
            func._apidoc = documented._apidoc  # type: ignore[attr-defined]
            return func

        return decorator

    @staticmethod
    def json_body(schema: dict[str, Any], description: str) -> Callable[[F], F]:
        """A JSON body described by a raw JSON Schema (per-game unions marshmallow cannot say).

        The view receives the decoded JSON as its first argument; its shape is checked by the
        back end (the rules parse a move strictly and refuse it as ``BAD_MOVE``).
        """

        def decorator(func: F) -> F:
            @wraps(func)
            def wrapper(*args: Any, **kwargs: Any) -> Any:
                return func(*args, plain_request().json_body(), **kwargs)

            body = {"required": True, "description": description,
                    "content": {"application/json": {"schema": schema}}}
            _with_codes(wrapper, BODY_CODES, request_body=body)
            return wrapper  # type: ignore[return-value]

        return decorator

    def arguments(self, schema: Any, *, location: str = "json", **kwargs: Any) -> Callable[[F], F]:
        """flask-smorest's, plus the errors that parsing that location can produce."""
        codes = {errors.VALIDATION_ERROR}
        if location == "json":
            codes |= BODY_CODES
        # One instance for every request: given a class, webargs builds a schema per request,
        # deep-copying its fields (14 deep copies per events read; the contract is the same).
        if isinstance(schema, type):
            schema = schema()
        inner = super().arguments(schema, location=location, **kwargs)

        def decorator(func: F) -> F:
            wrapped = inner(func)
            _with_codes(wrapped, codes)
            return cast(F, wrapped)

        return decorator

    # flask-smorest ships no types: its decorators, typed once here for every view.
    def response(self, *args: Any, **kwargs: Any) -> Callable[[F], F]:
        return cast(Callable[[F], F], super().response(*args, **kwargs))

    def alt_response(self, *args: Any, **kwargs: Any) -> Callable[[F], F]:
        return cast(Callable[[F], F], super().alt_response(*args, **kwargs))

    def doc(self, **kwargs: Any) -> Callable[[F], F]:
        return cast(Callable[[F], F], super().doc(**kwargs))

    # ---- documentation -------------------------------------------------------------------------
    def _prepare_errors_doc(
        self, doc: dict[str, Any], doc_info: dict[str, Any], *, method: str, **_: Any
    ) -> dict[str, Any]:
        codes = set(doc_info.get("error_codes", ())) | _ALWAYS
        limited = method in ("get", "post", "delete")
        if (self.url_prefix or "").startswith(LIMITED_PREFIX) and limited:
            codes.add(errors.RATE_LIMITED)
        if method == "post":  # the size limit is checked before any route runs
            codes.add(errors.PAYLOAD_TOO_LARGE)
        responses = doc.setdefault("responses", {})
        for status in list(responses):  # flask-smorest's own 400/422 entries use its error shape
            if str(status)[0] in "45":
                del responses[status]
        responses.update(errors.route_error_docs(codes))
        security = doc_info.get("security", [])  # no ``auth``: no token taken
        if security != OPTIONAL:
            doc["security"] = security
        if "request_body" in doc_info:
            doc["requestBody"] = deepcopy(doc_info["request_body"])
        if "operation_id" in doc_info:
            doc["operationId"] = doc_info["operation_id"]
            _add_examples(doc, doc_info["example"], doc_info["request_example"])
        return doc


def _add_examples(doc: dict[str, Any], example: Any, request_example: Any) -> None:
    """The examples, on the first success answer's JSON and on the JSON request body."""
    for status in sorted(doc.get("responses", {}), key=str):
        content = doc["responses"][status].get("content", {})
        if str(status).startswith("2") and "application/json" in content:
            content["application/json"]["example"] = example
            break
    body = doc.get("requestBody", {}).get("content", {}).get("application/json")
    if body is not None and request_example is not None:
        body["example"] = request_example
