"""Moves, their results, and the asynchronous command resource."""

from __future__ import annotations

import re
from typing import TypedDict

import marshmallow as ma
from marshmallow import fields, validate

IF_MATCH = re.compile(r'^\s*(\*|(W/)?"?\d{1,18}"?)\s*$')
IDEMPOTENCY_KEY = re.compile(r"^[\x21-\x7e]{1,128}$")


class MoveHeaders(TypedDict):
    """The move headers as the back end takes them (``Backend.submit_move``'s arguments)."""

    expected_version: int | None
    idempotency_key: str | None
    respond_async: bool


def move_headers(headers: dict[str, str]) -> MoveHeaders:
    """Valid move headers (``if_match``, ``idempotency_key``, ``prefer``) as the back end takes
    them: the expected version, the key, and whether to answer at once with 202."""
    tag = headers.get("if_match", "*").strip().removeprefix("W/").strip('"')
    preferences = headers.get("prefer", "").replace(";", ",").split(",")
    return {
        "expected_version": None if tag == "*" else int(tag),
        "idempotency_key": headers.get("idempotency_key"),
        "respond_async": "respond-async" in {p.strip().lower() for p in preferences},
    }


MOVE_RESULT = {"$ref": "#/components/schemas/MoveResult"}
LEGAL_MOVES = {"$ref": "#/components/schemas/LegalMoves"}


class MoveHeadersSchema(ma.Schema):
    """The move route's headers (``move_headers`` turns them into what the back end takes)."""

    if_match = fields.String(
        data_key="If-Match", validate=validate.Regexp(IF_MATCH),
        metadata={"description": 'The version the move was chosen at ("7", from ETag): 409 '
                                 "STALE_VERSION with the current version if the game moved on."},
    )
    idempotency_key = fields.String(
        data_key="Idempotency-Key", validate=validate.Regexp(IDEMPOTENCY_KEY),
        metadata={"description": "A retry with the same key returns the first answer and "
                                 "applies nothing twice; the same key with another body is 422."},
    )
    prefer = fields.String(
        data_key="Prefer",
        metadata={"description": "`respond-async`: 202 at once with the command's URL."},
    )


class PreviewHeadersSchema(ma.Schema):
    """The preview route's one header: nothing is played, so no key and no waiting."""

    if_match = fields.String(
        data_key="If-Match", validate=validate.Regexp(IF_MATCH),
        metadata={"description": 'The version the turn is staged at ("7", from ETag): 409 '
                                 "STALE_VERSION with the current version if the game moved on."},
    )


class MoveQuerySchema(ma.Schema):
    """The move route's query."""

    with_view = fields.Boolean(
        load_default=False,
        metadata={"description": "When the mover acts again at once (`legal_moves` not null), "
                                 "the answer carries its `view` too: a bot that reads the "
                                 "board needs no read of its own."})
