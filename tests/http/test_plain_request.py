"""``PlainRequest`` reads a request as werkzeug's ``Request`` does, straight from the environ."""

from __future__ import annotations

import io
import json
from typing import Any

import pytest
from werkzeug.exceptions import RequestEntityTooLarge
from werkzeug.test import EnvironBuilder
from werkzeug.wrappers import Request

from dashgames.http.errors import ApiError
from dashgames.http.plain import PlainRequest

LIMIT = 64


def _environ(body: bytes | None = b'{"a":1}', content_type: str | None = "application/json",
             **extra: Any) -> dict[str, Any]:
    builder = EnvironBuilder(path="/v1/games/g/moves", method="POST", data=body,
                             content_type=content_type)
    environ = builder.get_environ()
    environ.update(extra)
    return environ


def _werkzeug_body(environ: dict[str, Any]) -> Any:
    """What the views' body reading did through werkzeug's Request."""
    req = Request(environ)
    req.max_content_length = LIMIT
    if not req.is_json:
        return "UNSUPPORTED_MEDIA_TYPE"
    try:
        raw = req.get_data(cache=True)
    except RequestEntityTooLarge:
        return "PAYLOAD_TOO_LARGE"
    try:
        return json.loads(raw)
    except ValueError:
        return "MALFORMED_JSON"


def _plain_body(environ: dict[str, Any]) -> Any:
    try:
        return PlainRequest(environ, LIMIT).json_body()
    except ApiError as error:
        return error.code
    except RequestEntityTooLarge:
        return "PAYLOAD_TOO_LARGE"


CASES = {
    "json": _environ(),
    "json with charset": _environ(content_type="application/json; charset=utf-8"),
    "upper-case medium": _environ(content_type="Application/JSON"),
    "a +json medium": _environ(content_type="application/merge-patch+json"),
    "text": _environ(content_type="text/plain"),
    "no medium": _environ(content_type=None),
    "no body": _environ(body=None),
    "broken": _environ(body=b"{nope"),
    "not utf-8": _environ(body=b"\xff\xfe"),
    "at the limit": _environ(body=b'"' + b"x" * (LIMIT - 2) + b'"'),
    "over the limit": _environ(body=b'"' + b"x" * LIMIT + b'"'),
    "length not a number": _environ(CONTENT_LENGTH="seven"),
    "chunked, unterminated": _environ(HTTP_TRANSFER_ENCODING="chunked"),
    "chunked, terminated": _environ(HTTP_TRANSFER_ENCODING="chunked",
                                    **{"wsgi.input_terminated": True}),
    "terminated, over the limit": {
        **_environ(body=b"[" + b"1," * LIMIT + b"1]"), "wsgi.input_terminated": True,
        "HTTP_TRANSFER_ENCODING": "chunked",
    },
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_body_reads_as_werkzeug_reads_it(name: str) -> None:
    environ = CASES[name]
    raw = environ["wsgi.input"].read()
    expected = _werkzeug_body({**environ, "wsgi.input": io.BytesIO(raw)})
    assert _plain_body({**environ, "wsgi.input": io.BytesIO(raw)}) == expected


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_size_limit_holds_where_werkzeug_s_length_passes_it(name: str) -> None:
    environ = CASES[name]
    length = Request(environ).content_length
    too_large = length is not None and length > LIMIT
    if too_large:
        with pytest.raises(RequestEntityTooLarge):
            PlainRequest(environ, LIMIT).limit_body_size()
    else:
        PlainRequest(environ, LIMIT).limit_body_size()


@pytest.mark.parametrize("script_name", ["", "/", "/api", "/api/", "/caf\xc3\xa9"])
def test_headers_and_where_the_app_is_mounted_read_as_werkzeug_reads_them(
    script_name: str
) -> None:
    environ = _environ(HTTP_IF_MATCH='W/"7"', HTTP_IDEMPOTENCY_KEY="k-1",
                       HTTP_AUTHORIZATION="Bearer t", SCRIPT_NAME=script_name)
    plain, werkzeug = PlainRequest(environ, LIMIT), Request(environ)
    for name in ("If-Match", "idempotency-key", "Authorization", "Prefer"):
        assert plain.header(name) == werkzeug.headers.get(name)
    assert plain.script_root == werkzeug.script_root
