"""The account stream's records as contract components, typed so a generated client narrows
them: ``AccountEvent`` is a union discriminated by ``type`` (one ``AccountEvent_<type>`` per
event type, its ``data`` that type's schema), and ``your_turn``'s data is per game
(``<Game>YourTurnData``, discriminated by ``game_type``): its legal moves are the game's own
move union, its optional ``view`` the game's view.

The data schemas written with marshmallow (``resources/account_events/schemas.py``) are
registered beside these; ``Challenge``, ``Outcome`` and ``RatingChange`` are shared.
"""

from __future__ import annotations

from typing import Any

REF = "#/components/schemas/"

DATA_OF_TYPE = {
    "challenge_received": "Challenge", "challenge_accepted": "Challenge",
    "challenge_declined": "Challenge", "challenge_cancelled": "Challenge",
    "challenge_expired": "Challenge", "challenge_sent": "Challenge",
    "game_started": "GameStartedData", "your_turn": "YourTurnData",
    "game_finished": "GameFinishedData", "token_revoked": "TokenRevokedData",
    "seek_removed": "SeekRemovedData", "game_ongoing": "GameOngoingData",
    "webhook_disabled": "WebhookDisabledData", "chat_message": "ChatMessageData",
}
"""Each account event type's data component."""

DESCRIPTIONS = {
    "challenge_received": "A challenge to you (answer it: accept or decline).",
    "challenge_accepted": "Your challenge was accepted; `game_id` is the game.",
    "challenge_declined": "Your challenge was declined (`decline_reason`).",
    "challenge_cancelled": "A challenge to you was cancelled by its sender.",
    "challenge_expired": "A challenge ran out of time unanswered.",
    "challenge_sent": "Replayed only: a pending challenge of yours.",
    "game_started": "A game you sit in has every seat filled.",
    "your_turn": "A seat of yours must act at this version.",
    "game_finished": "A game you sat in has ended (written when it is archived).",
    "token_revoked": "One of this account's tokens was revoked or rotated.",
    "seek_removed": "Your waiting seek was dropped.",
    "game_ongoing": "Replayed only: a game you sit in is under way.",
    "webhook_disabled": "One of your webhook endpoints failed too often and was disabled.",
    "chat_message": "Something said at one of your tables, when you may read it (docs/CHAT.md).",
}


def _ref(name: str) -> dict[str, str]:
    return {"$ref": REF + name}


def your_turn_data(prefix: str, game_type: str, title: str) -> dict[str, Any]:
    return {
        "type": "object",
        "description": f"`your_turn` in a {title} game: everything the seat's next decision "
                       "needs.",
        "properties": {
            "game_id": {"type": "string"},
            "game_type": {"type": "string", "const": game_type},
            "version": {"type": "integer", "description": "Send it as If-Match."},
            "seat": {"type": "integer", "description": "Yours."},
            "legal_moves": {"type": "array", "items": _ref(f"{prefix}Move"),
                            "description": "Your seat's moves, exactly as `legal-moves` "
                                           "lists them: post one as the move."},
            "clock": {"anyOf": [_ref("TurnClock"), {"type": "null"}],
                      "description": "Null for a game without a clock."},
            "view": {"anyOf": [_ref(f"{prefix}View"), {"type": "null"}],
                     "description": "Only with `with_view=true` on the stream: your seat's "
                                    "view of the game at this version (what `GET "
                                    "/v1/games/{id}` answers as `view`); null when the game "
                                    "has moved on since (a newer turn follows)."},
        },
        "required": ["game_id", "game_type", "version", "seat", "legal_moves", "clock"],
        "additionalProperties": False,
    }


def account_components(games: dict[str, tuple[str, str]]) -> dict[str, dict[str, Any]]:
    """``games``: game type -> (component prefix, title)."""
    out: dict[str, dict[str, Any]] = {}
    for game_type, (prefix, title) in games.items():
        out[f"{prefix}YourTurnData"] = your_turn_data(prefix, game_type, title)
    out["YourTurnData"] = {
        "description": "`your_turn`'s data, typed by the game's `game_type`.",
        "oneOf": [_ref(f"{p}YourTurnData") for p, _ in games.values()],
        "discriminator": {"propertyName": "game_type",
                          "mapping": {t: REF + f"{p}YourTurnData"
                                      for t, (p, _) in games.items()}},
    }
    out["GameFinishedData"] = {
        "type": "object",
        "description": "`game_finished`: a game you sat in has ended (written when it is "
                       "archived).",
        "properties": {
            "game_id": {"type": "string"},
            "game_type": {"type": "string"},
            "outcome": _ref("Outcome"),
            "seat": {"type": ["integer", "null"], "description": "Yours."},
            "result": {"anyOf": [{"type": "string", "enum": ["won", "lost", "drawn"]},
                                 {"type": "null"}],
                       "description": "Your result."},
            "rated": {"type": "boolean", "description": "A rated game."},
            "rating_change": {"anyOf": [_ref("RatingChange"), {"type": "null"}],
                              "description": "Your rating before and after, and the change; "
                                             "null for a casual game."},
        },
        "required": ["game_id", "game_type", "outcome", "seat", "result", "rated",
                     "rating_change"],
        "additionalProperties": False,
    }
    for kind, data in DATA_OF_TYPE.items():
        out[f"AccountEvent_{kind}"] = {
            "type": "object",
            "description": DESCRIPTIONS[kind],
            "properties": {
                "id": {"type": "string",
                       "description": "Pass as `after` or Last-Event-ID to resume."},
                "type": {"type": "string", "const": kind},
                "data": _ref(data),
                "replayed": {"type": "boolean",
                             "description": "True on a record listed at the connection's "
                                            "start (`replay=true`) because it is still open; "
                                            "its `id` is the cursor the connection started "
                                            "from."},
            },
            "required": ["id", "type", "data"],
            "additionalProperties": False,
        }
    out["AccountEvent"] = {
        "description": "One record of the account stream, typed by its `type`.",
        "oneOf": [_ref(f"AccountEvent_{kind}") for kind in DATA_OF_TYPE],
        "discriminator": {"propertyName": "type",
                          "mapping": {kind: REF + f"AccountEvent_{kind}"
                                      for kind in DATA_OF_TYPE}},
    }
    out["AccountEventType"] = {"type": "string", "enum": list(DATA_OF_TYPE),
                               "description": "Every account event type."}
    return out
