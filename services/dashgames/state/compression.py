"""gzip for the API's larger JSON answers (the lobby's game lists, the catalogue, replays).

Only whole JSON bodies of at least ``MIN_BYTES`` are compressed, and only for a client that
sends ``Accept-Encoding: gzip``; streamed answers (Server-Sent Events) pass untouched. The
two hot routes (moves, legal moves) answer beneath Flask and stay uncompressed: their bodies
are small and their CPU is the budget that matters (see ``state/hot_routes.py``).
"""

from __future__ import annotations

import gzip

from flask import Flask, Response, request

MIN_BYTES = 2048
LEVEL = 6  # most of level 9's gain for a fraction of its CPU on answers built per request


def compress(response: Response) -> Response:
    if (response.direct_passthrough or response.is_streamed or response.status_code != 200
            or response.mimetype != "application/json"
            or "Content-Encoding" in response.headers
            or "gzip" not in request.headers.get("Accept-Encoding", "")):
        return response
    body = response.get_data()
    if len(body) < MIN_BYTES:
        return response
    response.set_data(gzip.compress(body, LEVEL, mtime=0))
    response.headers["Content-Encoding"] = "gzip"
    response.vary.add("Accept-Encoding")
    return response


def install(app: Flask) -> None:
    app.after_request(compress)
