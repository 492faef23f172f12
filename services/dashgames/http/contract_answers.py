"""The contract's answers that carry a game's own moves or events, typed per game type.

A move's or event's ``type`` is unique only within its game, so every answer holding them names
its ``game_type`` and is a ``oneOf`` over per-game schemas discriminated by it: a generated
client never parses one game's ``end_turn`` as another's. The schemas: docs/CONTRACT.md,
"Per-game types".
"""

from __future__ import annotations

from typing import Any

from dashgames.engine import OUTCOME_REASONS, Game
from dashgames.engine.codec import dataclass_schema
from dashgames.play.table_events import TABLE_EVENTS

REF = "#/components/schemas/"


def _ref(name: str) -> dict[str, str]:
    return {"$ref": REF + name}


def _nullable(schema: dict[str, Any], description: str) -> dict[str, Any]:
    return {"anyOf": [schema, {"type": "null"}], "description": description}


def event_schema(cls: type, kind: str) -> dict[str, Any]:
    """An event's schema from its declaration: ``type`` fixed to ``kind``, the fields typed."""
    schema = dataclass_schema(cls, extra={"type": {"type": "string", "const": kind}})
    if kind == "game_finished":
        schema["properties"]["outcome"] = _ref("Outcome")
    return schema


def game_event_schema(cls: type, kind: str, prefix: str) -> dict[str, Any]:
    """A game's event; a ``move`` it carries (the move as played) is one of the game's moves,
    unless the event withholds some of its fields (``withheld``: a private card), when it stays
    a map (tests/contract/test_untyped_fields.py lists it)."""
    schema = event_schema(cls, kind)
    if "move" in schema["properties"] and not getattr(cls, "withheld", ()):
        schema["properties"]["move"] = {**_ref(f"{prefix}Move"),
                                        "description": "The move as played."}
    return schema


OUTCOME: dict[str, Any] = {
    "type": "object",
    "description": "How a finished game ended.",
    "properties": {
        "winners": {"type": "array", "items": {"type": "integer"},
                    "description": "The winning seats (none in a draw)."},
        "ranks": {"type": "array", "items": {"type": "integer"},
                  "description": "By seat: 1 for first place; tied seats share a rank."},
        "scores": {"anyOf": [{"type": "array", "items": {"type": "number"}}, {"type": "null"}],
                   "description": "By seat, when the game keeps scores; null otherwise."},
        "score_direction": {"$ref": REF + "ScoreDirection"},
        "reason": {"$ref": REF + "OutcomeReason"},
        "detail": {"type": "string", "description": "Why it ended, in the game's own words."},
    },
    "required": ["winners", "ranks", "scores", "score_direction", "reason", "detail"],
    "additionalProperties": False,
}
SCORE_DIRECTION = {
    "type": "string", "enum": ["higher", "lower"],
    "description": "Which scores win: `lower` in Dicey Curves (a score is the places of the "
                   "seat's cars), `higher` elsewhere.",
}
OUTCOME_REASON = {
    "type": "string", "enum": sorted(OUTCOME_REASONS),
    "description": "Why the game ended: "
                   + "; ".join(f"`{k}`: {v}" for k, v in sorted(OUTCOME_REASONS.items())),
}


def table_components() -> dict[str, dict[str, Any]]:
    out = {f"TableEvent_{kind}": event_schema(cls, kind) for kind, cls in TABLE_EVENTS.items()}
    out["Outcome"] = OUTCOME
    out["ScoreDirection"] = SCORE_DIRECTION
    out["OutcomeReason"] = OUTCOME_REASON
    return out


def _event_union(game: Game[Any, Any], prefix: str) -> dict[str, Any]:
    names = {kind: f"TableEvent_{kind}" for kind in TABLE_EVENTS}
    names.update({kind: f"{prefix}Event_{kind}" for kind in game.events})
    if not game.events:  # a game that declares none (one a deployment adds): any event
        other = {"type": "object", "properties": {"type": {"type": "string"}},
                 "required": ["type"]}
        return {"description": f"An event of a {game.title} game.",
                "anyOf": [*(_ref(n) for _, n in sorted(names.items())), other]}
    return {
        "description": f"An event of a {game.title} game; `type` says which.",
        "oneOf": [_ref(n) for _, n in sorted(names.items())],
        "discriminator": {"propertyName": "type",
                          "mapping": {k: REF + n for k, n in sorted(names.items())}},
    }


def _game_type(game: Game[Any, Any]) -> dict[str, Any]:
    return {"type": "string", "const": game.id, "description": "The game's type."}


def _moves(prefix: str, description: str) -> dict[str, Any]:
    return {"type": "array", "items": _ref(f"{prefix}Move"), "description": description}


def answer_components(game: Game[Any, Any], prefix: str) -> dict[str, dict[str, Any]]:
    """The per-game answers of ``game`` (see the module's docstring)."""
    out = {f"{prefix}Event_{kind}": game_event_schema(cls, kind, prefix)
           for kind, cls in game.events.items()}
    out[f"{prefix}Event"] = _event_union(game, prefix)
    game_type = _game_type(game)
    out[f"{prefix}EventRecord"] = {
        "type": "object",
        "description": f"One event of a {game.title} game as its reader receives it.",
        "properties": {
            "game_type": game_type,
            "id": {"type": "string",
                   "description": "`<version>-<seq>`: pass as `after` or Last-Event-ID."},
            "version": {"type": "integer", "description": "The version the step made."},
            "seq": {"type": "integer", "minimum": 0,
                    "description": "The event's place in its step, from 1 (0: a `turn` event "
                                   "written for this reader alone)."},
            "to_act": _nullable({"type": "array", "items": {"type": "integer"}},
                                "The seats to act after this step (null only in steps "
                                "logged before records carried it)."),
            "event": _ref(f"{prefix}Event"),
            "legal_moves": _nullable(
                _moves(prefix, "Every move the seat may make now."),
                "The reader's own legal moves, on the last event of a step that hands the "
                "reader's seat the turn while the game still stands there; null otherwise "
                "(and always for spectators)."),
        },
        "required": ["game_type", "id", "version", "seq", "to_act", "event", "legal_moves"],
        "additionalProperties": False,
    }
    out[f"{prefix}LegalMoves"] = {
        "type": "object",
        "description": f"A seat's legal moves in a {game.title} game now.",
        "properties": {
            "game_type": game_type,
            "seat": {"type": "integer"},
            "version": {"type": "integer", "description": "The version they are legal at."},
            "moves": _moves(prefix, "Empty when it is not the seat's turn."),
        },
        "required": ["game_type", "seat", "version", "moves"],
        "additionalProperties": False,
    }
    out[f"{prefix}MoveResult"] = _move_result(game, prefix)
    out[f"{prefix}Replay"] = _replay(game, prefix)
    out[f"{prefix}TurnPreview"] = _turn_preview(game, prefix)
    return out


def _turn_preview(game: Game[Any, Any], prefix: str) -> dict[str, Any]:
    return {
        "type": "object",
        "description": f"A staged turn of a {game.title} game as far as it may be shown "
                       "(docs/CONFIRM.md). Nothing was played.",
        "properties": {
            "game_type": _game_type(game),
            "seat": {"type": "integer"},
            "version": {"type": "integer", "description": "The version previewed from: send "
                        "the staged moves in order, the first with this `If-Match`."},
            "shown": {"type": "integer", "minimum": 0,
                      "description": "How many staged moves `view` shows played."},
            "stop": {"anyOf": [{"type": "string", "enum": ["turn_over", "hidden_result"]},
                               {"type": "null"}],
                     "description": "Why no more is shown: the last staged move ends the turn "
                                    "(`turn_over`), or its result is revealed only when it is "
                                    "played (`hidden_result`: dice, a card, a hidden plan). "
                                    "Null: the turn goes on and `legal_moves` are next."},
            "view": _ref(f"{prefix}View"),
            "legal_moves": _moves(prefix, "The seat's next moves after the shown ones (empty "
                                          "when `stop` is set)."),
        },
        "required": ["game_type", "seat", "version", "shown", "stop", "view", "legal_moves"],
        "additionalProperties": False,
    }


MOVER_CLOCK = {
    "type": "object",
    "description": "The mover's clock after the move (docs/CLOCKS.md).",
    "properties": {
        "deadline": {"anyOf": [{"type": "number"}, {"type": "null"}],
                     "description": "When the seat must have moved (unix seconds); null when "
                                    "it is not to act."},
        "remaining": {"anyOf": [{"type": "number"}, {"type": "null"}],
                      "description": "Its banked seconds; null without a bank of time."},
    },
    "required": ["deadline", "remaining"],
    "additionalProperties": False,
}
COMMAND_ERROR = {
    "type": "object",
    "description": "Why the rules refused the command.",
    "properties": {"code": {"type": "string"}, "message": {"type": "string"},
                   "details": {"type": "object"}},
    "required": ["code", "message", "details"],
    "additionalProperties": False,
}


def _move_result(game: Game[Any, Any], prefix: str) -> dict[str, Any]:
    return {
        "type": "object",
        "description": f"The answer to a move in a {game.title} game: what the mover needs "
                       "for its next decision, with no other request.",
        "properties": {
            "game_type": _game_type(game),
            "status": {"type": "string", "enum": ["applied", "accepted", "rejected"],
                       "description": "`accepted`: queued, poll the command; `rejected`: "
                                      "see `error`."},
            "command_id": {"type": "string"},
            "version": {"anyOf": [{"type": "integer"}, {"type": "null"}],
                        "description": "The game's version after it (null while queued)."},
            "events": {"type": "array", "items": _ref(f"{prefix}Event"),
                       "description": "The step's events the mover may see."},
            "error": {"anyOf": [_ref("CommandError"), {"type": "null"}]},
            "to_act": _nullable({"type": "array", "items": {"type": "integer"}},
                                "The seats to act after this move (null while it is queued)."),
            "legal_moves": _nullable(
                _moves(prefix, "Every move the mover may make now."),
                "The mover's legal moves when it acts next (a turn of several moves, or a "
                "seat that acts again at once), so it needs no `legal-moves` read; null "
                "otherwise, and on an answer given again once the game has moved on."),
            "clock": {"anyOf": [_ref("MoverClock"), {"type": "null"}],
                      "description": "The mover's clock; null without a table clock, or on "
                                     "an answer given again."},
            "view": {"anyOf": [_ref(f"{prefix}View"), {"type": "null"}],
                     "description": "Only with `with_view=true`, when `legal_moves` is not "
                                    "null: the mover's view at `version` (null if the game "
                                    "moved on meanwhile)."},
        },
        "required": ["game_type", "status", "command_id", "version", "events", "error",
                     "to_act", "legal_moves", "clock"],
        "additionalProperties": False,
    }


ACTOR = {"anyOf": [{"type": "integer", "minimum": 0},
                   {"type": "string", "enum": ["timer", "resign"]}],
         "description": 'The seat that moved, or "timer" or "resign".'}


def step_move(move: dict[str, Any]) -> dict[str, Any]:
    """What a recorded step did, by its actor: a seat's move, a timer's id, a resigning seat."""
    return {"anyOf": [move, {"type": "string", "description": "The timer's id."},
                      {"type": "integer", "minimum": 0, "description": "The resigning seat."}],
            "description": "The move (a seat's), the timer's id, or the resigning seat."}


def _replay(game: Game[Any, Any], prefix: str) -> dict[str, Any]:
    step = {
        "type": "object",
        "title": "ReplayMove",
        "properties": {
            "actor": ACTOR,
            "move": step_move(_ref(f"{prefix}Move")),
            "version": {"type": "integer", "description": "The game's version after it."},
        },
        "required": ["actor", "move", "version"],
        "additionalProperties": False,
    }
    return {
        "type": "object",
        "description": f"A finished {game.title} game: the seed and everything that happened.",
        "properties": {
            "game_type": _game_type(game),
            "players": {"type": "integer"},
            "options": {"type": "object", "additionalProperties": True,
                        "description": "The game's options (the game type's `options`)."},
            "seed": {"type": "string"},
            "seed_sha256": {"type": "string"},
            "moves": {"type": "array", "items": step, "description": "Every step, in order."},
            "events": {"type": "array", "items": _ref(f"{prefix}Event"),
                       "description": "The game's events (not the table's), in order."},
            "outcome": {"anyOf": [_ref("Outcome"), {"type": "null"}]},
        },
        "required": ["game_type", "players", "options", "seed", "seed_sha256", "moves",
                     "events", "outcome"],
        "additionalProperties": False,
    }


def union(name: str, prefixes: dict[str, str], description: str,
          key: str = "game_type") -> dict[str, Any]:
    """``name`` across games: one per game type, discriminated by ``key``."""
    return {
        "description": description,
        "oneOf": [_ref(f"{p}{name}") for p in prefixes.values()],
        "discriminator": {"propertyName": key,
                          "mapping": {t: REF + f"{p}{name}" for t, p in prefixes.items()}},
    }


def cross_game_components(prefixes: dict[str, str]) -> dict[str, dict[str, Any]]:
    return {
        "EventRecord": union("EventRecord", prefixes, "One event as its reader receives it, "
                             "typed by the game's `game_type`."),
        "LegalMoves": union("LegalMoves", prefixes, "A seat's legal moves now."),
        "MoveResult": union("MoveResult", prefixes, "The answer to a move or command."),
        "TurnPreview": union("TurnPreview", prefixes, "A staged turn as far as it may be "
                             "shown."),
        "Replay": union("Replay", prefixes, "A finished game's replay."),
        "EventPage": {
            "type": "object",
            "description": "A long-poll page of events.",
            "properties": {
                "events": {"type": "array", "items": _ref("EventRecord")},
                "last_event_id": {"anyOf": [{"type": "string"}, {"type": "null"}],
                                  "description": "Where to resume: the last event's id, or "
                                                 "`after` if none."},
                "chat": {"type": "array", "items": _ref("ChatMessage"),
                         "description": "With `chat_after`: the table's messages after it "
                                        "that you are shown, oldest first."},
                "chat_last_id": {"type": "integer",
                                 "description": "With `chat_after`: the chat's cursor, to send "
                                                "back as `chat_after`."},
            },
            "required": ["events", "last_event_id"],
            "additionalProperties": False,
        },
        "MoverClock": MOVER_CLOCK,
        "CommandError": COMMAND_ERROR,
    }
