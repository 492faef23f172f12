"""JSON bodies of the hot routes, written without a schema pass.

A read answers with the back end's pre-rendered view text spliced in as is: the view is never
decoded or re-encoded here. ``tests/api`` checks these bodies against the marshmallow schemas
that document them.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import asdict
from typing import Any

from flask import Response

from dashgames.infra.errors import error_from_json
from dashgames.play.types import (
    EventRecord,
    GameRead,
    GameSummary,
    LegalMoves,
    MoveResult,
    Replay,
    TurnPreview,
)

_compact = json.JSONEncoder(separators=(",", ":")).encode

Answer = tuple[int, list[tuple[str, str]], str]
"""A route's answer: (status, headers, body text), before any framework wraps it."""


def summary(s: GameSummary) -> dict[str, Any]:
    return {
        "id": s.id,
        "type": s.type,
        "status": s.status,
        "options": s.options,
        "seats": [
            {
                "seat": i.seat,
                "kind": i.kind,
                "player_id": i.player_id,
                "player_name": i.player_name,
                "bot_level": i.bot_level,
                "resigned": i.resigned,
                "is_bot": i.is_bot,
                "bot_owner": i.bot_owner,
            }
            for i in s.seats
        ],
        "version": s.version,
        "seed_sha256": s.seed_sha256,
        "created_at": s.created_at,
        "to_act": list(s.to_act),
        "outcome": s.outcome,
        "timers": [dict(t) for t in s.timers],
        "clock": s.clock,
        "private": s.private,
        "rematch_of": s.rematch_of,
        "rated": s.rated,
    }


def game_read_text(read: GameRead, base_url: str = "") -> str:
    """The read as JSON; a private game's invite, when the caller may see it, as a URL under
    ``base_url`` (the API's root)."""
    invite = ""
    if read.invite_path is not None:
        invite = ',"invite_url":' + _compact(base_url.rstrip("/") + read.invite_path)
    return (
        '{"type":' + _compact(read.summary.type)
        + ',"game":' + _compact(summary(read.summary))
        + ',"seat":' + _compact(read.seat)
        + ',"version":' + str(read.version)
        + invite
        + ',"view":' + read.view_json + "}"
    )


def legal_moves_text(legal: LegalMoves) -> str:
    return ('{"game_type":' + _compact(legal.game_type) + ',"seat":' + str(legal.seat)
            + ',"version":' + str(legal.version) + ',"moves":' + legal.moves_json + "}")


def turn_preview_text(shown: TurnPreview) -> str:
    return _compact(asdict(shown))


def move_result(result: MoveResult) -> dict[str, Any]:
    return {
        "game_type": result.game_type,
        "status": "rejected" if result.error else result.status,
        "command_id": result.command_id,
        "version": result.version,
        "events": list(result.events),
        "error": result.error,
        "to_act": list(result.to_act) if result.to_act is not None else None,
        "clock": result.clock,
    }


def move_result_text(result: MoveResult) -> str:
    """``move_result`` as JSON, the submitter's next legal moves spliced in as they are."""
    head = _compact(move_result(result))
    return head[:-1] + ',"legal_moves":' + (result.legal_moves_json or "null") + "}"


def move_answer(game_id: str, result: MoveResult, script_root: str = "") -> Answer:
    """(status, headers, body) answering a move; a refusal raises the rules' error again."""
    if result.error is not None:  # the rules refused it (maybe a replayed key's first answer)
        raise error_from_json(result.error)
    headers = [("Content-Type", "application/json")]
    if result.status == "accepted":
        location = script_root + command_path(game_id, result.command_id)
        return 202, [*headers, ("Location", location)], move_result_text(result)
    if result.version is not None:
        headers.append(("ETag", etag(result.version)))
    return 200, headers, move_result_text(result)


def command_path(game_id: str, command_id: str) -> str:
    """Where an asynchronous command's result is polled (the 202's ``Location``)."""
    return f"/v1/games/{game_id}/commands/{command_id}"


def event_record_text(record: EventRecord) -> str:
    """The contract's ``EventRecord``; the reader's legal moves spliced in as they are."""
    head = _compact({
        "game_type": record.game_type, "id": record.id, "version": record.version,
        "seq": record.seq, "to_act": list(record.to_act) if record.to_act is not None else None,
        "event": record.event,
    })
    return head[:-1] + ',"legal_moves":' + (record.legal_moves_json or "null") + "}"


def event_page_text(records: list[EventRecord], last_event_id: str | None,
                    chat: dict[str, Any] | None = None) -> str:
    """``chat``: the table's chat page (``messages``, ``last_id``) when the reader asked for it."""
    more = "" if chat is None else (',"chat":' + _compact(chat["messages"])
                                    + ',"chat_last_id":' + _compact(chat["last_id"]))
    return ('{"events":[' + ",".join(event_record_text(r) for r in records)
            + '],"last_event_id":' + _compact(last_event_id) + more + "}")


def sse_frames(records: Iterable[EventRecord]) -> str:
    """Server-Sent Events frames; the ``id`` line makes the browser send Last-Event-ID."""
    return "".join(f"id: {r.id}\ndata: {event_record_text(r)}\n\n" for r in records)


def sse_chat(messages: Iterable[dict[str, Any]]) -> str:
    """The table's chat on a game's SSE stream: one ``chat`` event per message, with no ``id``
    line, so the browser's Last-Event-ID stays the events' cursor (the chat's is the message
    id, which the reader sends back as ``chat_after``)."""
    return "".join(f"event: chat\ndata: {_compact(m)}\n\n" for m in messages)


def replay_text(replay: Replay) -> str:
    return _compact(asdict(replay))


def sse_error(error: Exception) -> str:
    """The last frame of a stream that must end (its token was revoked): an ``error`` event
    carrying the one error shape."""
    body = {"code": getattr(error, "code", "INTERNAL_ERROR"), "message": str(error),
            "details": dict(getattr(error, "details", {}))}
    return f"event: error\ndata: {json.dumps(body, sort_keys=True)}\n\n"


def json_response(text: str, status: int = 200, headers: dict[str, str] | None = None) -> Response:
    return Response(text, status, headers, mimetype="application/json")


def etag(version: int) -> str:
    return f'"{version}"'
