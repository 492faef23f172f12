"""Per-game parts of the contract, derived from the registered games so new games appear alone.

For each game type ``t`` (``double_dash`` -> ``DoubleDash``):
- ``DoubleDashMove_<kind>``: one schema per move kind (from ``moves.schemas()``);
- ``DoubleDashMove``: their ``oneOf``, discriminated by the move's ``type``;
- ``DoubleDashView``: the view schema (``view_schema()``);
- ``DoubleDashGameRead``: a read of such a game, its ``type`` fixed to ``t``.
Across games, ``GameRead`` is a ``oneOf`` discriminated by the game ``type``, and ``Move`` and
``View`` are ``anyOf``s of the per-game schemas (the game id in the URL says which applies).
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from dashgames.engine import Game, all_games

REF = "#/components/schemas/"


def component_prefix(game_type: str) -> str:
    return "".join(part.capitalize() for part in game_type.split("_"))


def _ref(name: str) -> dict[str, str]:
    return {"$ref": REF + name}


def move_union(game: Game[Any, Any]) -> dict[str, Any]:
    prefix = component_prefix(game.id)
    kinds = sorted(game.moves.schemas())
    return {
        "description": f"A {game.title} move; `type` says which.",
        "oneOf": [_ref(f"{prefix}Move_{kind}") for kind in kinds],
        "discriminator": {
            "propertyName": "type",
            "mapping": {kind: REF + f"{prefix}Move_{kind}" for kind in kinds},
        },
    }


def game_components(game: Game[Any, Any]) -> dict[str, dict[str, Any]]:
    prefix = component_prefix(game.id)
    out: dict[str, dict[str, Any]] = {}
    for kind, schema in game.moves.schemas().items():
        out[f"{prefix}Move_{kind}"] = schema
    out[f"{prefix}Move"] = move_union(game)
    out[f"{prefix}View"] = game.view_schema()
    out[f"{prefix}GameRead"] = {
        "type": "object",
        "description": f"A {game.title} game as the caller may see it.",
        "properties": {
            "type": {"type": "string", "enum": [game.id]},
            "game": _ref("GameSummary"),
            "seat": {
                "type": ["integer", "null"],
                "description": "The caller's seat; null for a spectator.",
            },
            "version": {"type": "integer", "description": "Also the ETag."},
            "view": _ref(f"{prefix}View"),
        },
        "required": ["type", "game", "seat", "version", "view"],
        "additionalProperties": False,
    }
    return out


def all_components() -> dict[str, dict[str, Any]]:
    """Every per-game component plus the cross-game unions, by component name."""
    games = all_games()
    out: dict[str, dict[str, Any]] = {}
    for game in games:
        out.update(game_components(game))
    prefixes = {g.id: component_prefix(g.id) for g in games}
    out["Move"] = {
        "description": "A move of any game type; the game's own union applies.",
        "anyOf": [_ref(f"{p}Move") for p in prefixes.values()],
    }
    out["View"] = {
        "description": "The view of a game of any type (the game's own view schema applies).",
        "anyOf": [_ref(f"{p}View") for p in prefixes.values()],
    }
    out["GameRead"] = {
        "description": "The caller's view of a game, typed by the game's `type`.",
        "oneOf": [_ref(f"{p}GameRead") for p in prefixes.values()],
        "discriminator": {
            "propertyName": "type",
            "mapping": {t: REF + f"{p}GameRead" for t, p in prefixes.items()},
        },
    }
    return out


def catalogue_entry(game: Game[Any, Any]) -> dict[str, Any]:
    """``GET /v1/game-types/{type}``: the facts, the options, and the move and view schemas."""
    return {
        **game.catalogue(),
        "move_schemas": game.moves.schemas(),
        "view_schema": game.view_schema(),
    }


@cache
def catalogue_json() -> tuple[str, dict[str, str]]:
    """The whole catalogue and each entry, rendered once: the games cannot change at run time."""
    entries = {g.id: json.dumps(catalogue_entry(g), sort_keys=True) for g in all_games()}
    listing = '{"game_types":[' + ",".join(entries[t] for t in sorted(entries)) + "]}"
    return listing, entries
