"""What a route reads from a request, straight from its WSGI environ.

The two routes every move crosses (``resources/moves/routes.py``) read a request through this
rather than werkzeug's ``Request``, whose header map, cached properties and stream wrappers cost
more CPU than the rest of answering a move's HTTP request (docs/SCALING.md, "Figures behind
the code"). The answers are werkzeug's, from its public functions where it
has them: the content length and the body stream, with their limits (``get_content_length``,
``get_input_stream``), and the medium (``parse_options_header``). Failures are the API's
(``errors.ApiError``, werkzeug's ``RequestEntityTooLarge``), worded once, here.
"""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import parse_qs

from werkzeug.exceptions import RequestEntityTooLarge
from werkzeug.http import parse_options_header
from werkzeug.wsgi import get_content_length, get_input_stream

from dashgames.http import errors

Environ = dict[str, Any]


class PlainRequest:
    __slots__ = ("environ", "max_body_bytes")

    def __init__(self, environ: Environ, max_body_bytes: int | None) -> None:
        self.environ = environ
        self.max_body_bytes = max_body_bytes

    def header(self, name: str) -> str | None:
        """A request header by its HTTP name (``If-Match``), as the server passed it."""
        return self.environ.get("HTTP_" + name.upper().replace("-", "_"))

    def flag(self, name: str) -> bool:
        """A yes/no query parameter (``?with_view=true``): true for true, 1, yes or on."""
        query = self.environ.get("QUERY_STRING") or ""
        if name not in query:  # the usual case, without parsing
            return False
        value = parse_qs(query).get(name, [""])[-1].strip().lower()
        return value in {"true", "1", "yes", "on"}

    @property
    def script_root(self) -> str:
        """Where the app is mounted, as werkzeug's ``Request.script_root`` says it."""
        mounted: str = self.environ.get("SCRIPT_NAME") or ""
        return mounted.encode("latin1").decode(errors="replace").rstrip("/")

    def limit_body_size(self) -> None:
        """Refuse an oversized body up front, even on routes that would not read it."""
        length = get_content_length(self.environ)
        if length is not None and self.max_body_bytes is not None and length > self.max_body_bytes:
            raise RequestEntityTooLarge()

    def json_body(self) -> Any:
        """The body as JSON, or the matching error (415, 413, 400)."""
        medium = parse_options_header(self.environ.get("CONTENT_TYPE", ""))[0].lower()
        if not (medium == "application/json"
                or (medium.startswith("application/") and medium.endswith("+json"))):
            raise errors.ApiError(
                errors.UNSUPPORTED_MEDIA_TYPE, errors.MESSAGES[errors.UNSUPPORTED_MEDIA_TYPE]
            )
        # 413 past the limit (werkzeug checks the length first, then the stream as it reads).
        raw = get_input_stream(self.environ, max_content_length=self.max_body_bytes).read()
        return parse_json(raw)


def parse_json(raw: bytes | str) -> Any:
    """A body as JSON: 400 ``MALFORMED_JSON`` when it is not, 400 ``JSON_TOO_DEEP`` when it is
    nested deeper than ``errors.MAX_JSON_DEPTH`` (the stdlib parser would recurse until Python's
    own limit and fail as a server error)."""
    try:
        value = json.loads(raw)
    except RecursionError:
        value = _TOO_DEEP
    except ValueError:
        message = errors.MESSAGES[errors.MALFORMED_JSON]
        raise errors.ApiError(errors.MALFORMED_JSON, message) from None
    # A body shorter than twice the limit cannot nest past it (two brackets a level).
    if value is _TOO_DEEP or (len(raw) > 2 * errors.MAX_JSON_DEPTH and _too_deep(value)):
        message = errors.MESSAGES[errors.JSON_TOO_DEEP]
        raise errors.ApiError(errors.JSON_TOO_DEEP, message, max_depth=errors.MAX_JSON_DEPTH)
    return value


_TOO_DEEP = object()


def _too_deep(value: Any) -> bool:
    """Whether ``value`` nests arrays and objects deeper than the limit (iteratively)."""
    level: list[Any] = [value]
    for _ in range(errors.MAX_JSON_DEPTH):
        level = [c for v in level if isinstance(v, (list, dict))
                 for c in (v.values() if isinstance(v, dict) else v)]
        if not level:
            return False
    return any(isinstance(v, (list, dict)) for v in level)
