"""Per-game parts of the contract, derived from the registered games so new games appear alone.

For each game type (``double_dash`` -> ``DoubleDash``): a schema per move kind and their
``oneOf``, the view, a read of such a game, and the bodies creating a game or a seek, as strict
as the server; across games, ``oneOf``s discriminated by the game ``type``. The list of schemas:
docs/CONTRACT.md, "Per-game types".
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from dashgames.ai.ratings import measured_ratings
from dashgames.engine import Game, all_games
from dashgames.engine.options import Option
from dashgames.http.contract_account import account_components
from dashgames.http.contract_answers import (
    answer_components,
    cross_game_components,
    table_components,
)
from dashgames.http.resources.games.schemas import MAX_CLOCK
from dashgames.play.types import TURN_BASED

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
    out.update(answer_components(game, prefix))
    out[f"{prefix}View"] = game.view_schema()
    out[f"{prefix}NewGame"] = game_create(game)
    out[f"{prefix}NewSeek"] = seek_create(game)
    out[f"{prefix}TableSize"] = {  # named: generators would number an inline one (Player1...)
        "type": "integer", "minimum": game.min_players, "maximum": game.max_players,
        "description": f"A number of players a {game.title} table seats.",
    }
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
            "invite_url": {
                "type": "string",
                "description": "A private game's invite, shown to its creator and its players "
                               "only: whoever POSTs to it may take an open seat.",
            },
        },
        "required": ["type", "game", "seat", "version", "view"],
        "additionalProperties": False,
    }
    return out


HUMAN_SEAT = {
    "type": "object",
    "title": "HumanSeat",
    "description": "An open seat a player takes.",
    "properties": {"kind": {"const": "human"}, "level": {"type": "null"}},
    "required": ["kind"],
    "additionalProperties": False,
}
OPTION_TYPES = {"int": "integer", "float": "number", "bool": "boolean", "str": "string"}


def option_schema(option: Option) -> dict[str, Any]:
    """One option's value as ``Option.check`` takes it."""
    out: dict[str, Any] = {"description": option.description, "default": option.default}
    if option.kind == "choice":
        out["enum"] = list(option.choices)
    else:
        out["type"] = OPTION_TYPES[option.kind]
    if option.minimum is not None:
        out["minimum"] = option.minimum
    if option.maximum is not None:
        out["maximum"] = option.maximum
    return out


def _clock(game: Game[Any, Any] | None = None) -> dict[str, Any]:
    """The table's clock at creation, as ``resources/games/schemas.ClockSchema`` reads it; for
    one game type, its take-over ``bot_level`` is one of that game's levels."""
    seconds = {"type": ["number", "null"], "exclusiveMinimum": 0, "maximum": MAX_CLOCK}
    clock = {
        "type": "object",
        "title": "Clock",
        "description": "Time per move, a bank of time with an increment per turn, or both.",
        "properties": {
            "per_move_seconds": {**seconds, "description": "Each turn's time."},
            "initial_seconds": {**seconds, "description": "Each seat's bank for the game."},
            "increment_seconds": {"type": "number", "minimum": 0, "maximum": MAX_CLOCK,
                                  "description": "Added to a bank when its turn ends."},
            "on_expiry": {"anyOf": [{"enum": ["bot", "forfeit"]}, {"type": "null"}],
                          "description": "`bot`, `forfeit`, or null: the game type's default."},
            "bot_level": {"type": ["string", "null"],
                          "description": "The level of a bot taking a seat over (one of the "
                                         "game type's `bot_levels`); null: its default."},
            "bank_seconds": {"type": ["number", "null"], "minimum": 0, "maximum": MAX_CLOCK,
                             "description": "Turn-based play's day bank (per_move_seconds "
                                            "then 1 hour to 14 days); null: none."},
        },
        "additionalProperties": False,
        # per_move_seconds or initial_seconds, not both absent (or null). Said with `not`, not
        # as `anyOf` branches, which generators would make a class each of.
        "not": {"properties": {"per_move_seconds": {"type": "null"},
                               "initial_seconds": {"type": "null"}}},
        # An increment needs a bank.
        "if": {"required": ["increment_seconds"],
               "properties": {"increment_seconds": {"exclusiveMinimum": 0}}},
        "then": {"required": ["initial_seconds"],
                 "properties": {"initial_seconds": {"type": "number"}}},
        # A day bank needs a turn-based time per move: 1 hour to 14 days.
        "allOf": [{
            "if": {"required": ["bank_seconds"],
                   "properties": {"bank_seconds": {"type": "number"}}},
            "then": {"required": ["per_move_seconds"], "properties": {"per_move_seconds": {
                "type": "number", "minimum": TURN_BASED[0], "maximum": TURN_BASED[1]}}},
        }],
    }
    if game is not None:
        clock["properties"]["bot_level"] = {  # type: ignore[index]
            "type": ["string", "null"],
            "enum": [*game.bot_levels(), *sorted(game.level_aliases), None],
            "description": "The level of a bot taking a seat over; null: its default."}
    return {"anyOf": [clock, {"type": "null"}],
            "description": "The table's clock (docs/CLOCKS.md); absent or null: none, as the "
                           "rulebooks play."}


def constrain_clock(schemas: dict[str, Any]) -> None:
    """The ``Clock`` component (``ClockSchema``, which challenges and seeks reference) gets the
    rules its schema checks in code: a time per move or a bank, an increment only with a bank."""
    component = schemas.get("Clock")
    if component is not None:
        rules = _clock()["anyOf"][0]
        component.update({key: rules[key] for key in ("not", "if", "then", "allOf")})
        for name, rule in rules["properties"].items():  # the bounds (exclusiveMinimum...) too
            component.setdefault("properties", {}).setdefault(name, {}).update(
                {k: v for k, v in rule.items() if k != "description"})


def game_create(game: Game[Any, Any]) -> dict[str, Any]:
    """``POST /v1/games`` for this game type: every rule the server checks that JSON Schema can
    say. The game's own cross-option checks (``Game.validate_options``) stay a 400
    ``BAD_OPTIONS``."""
    bot_seat = {
        "type": "object",
        "title": "BotSeat",
        "description": "Our AI, at one of the game's levels (null: its default level, "
                       f"{game.default_bot_level}).",
        "properties": {"kind": {"const": "bot"},
                       "level": {"enum": [*game.bot_levels(), *sorted(game.bot_level_aliases()),
                                          None]}},
        "required": ["kind"],
        "additionalProperties": False,
    }
    # The creator's seat, when given, is one of the seats and a human one: one branch per index.
    creator_seats: list[dict[str, Any]] = [{"properties": {"seat": {"type": "null"}}}]
    human = {"properties": {"kind": {"const": "human"}}}
    for index in range(game.max_players):
        creator_seats.append({
            "properties": {
                "seat": {"const": index},
                "seats": {"minItems": index + 1, "prefixItems": [{}] * index + [human]},
            },
        })
    return {
        "type": "object",
        "description": f"A new {game.title} game. Rules across options (one option's value "
                       "allowed only with another's) are the server's: 400 `BAD_OPTIONS`.",
        "properties": {
            "type": {"type": "string", "enum": [game.id]},
            "options": _options(game),
            "seats": {
                "type": "array",
                "description": "One entry per seat, in seat order.",
                "minItems": game.min_players,
                "maxItems": game.max_players,
                "items": {"oneOf": [HUMAN_SEAT, bot_seat]},
            },
            "seat": {
                "type": ["integer", "null"],
                "minimum": 0,
                "maximum": game.max_players - 1,
                "description": "The creator's own seat (a human seat), or null to only host.",
            },
            "clock": _clock(game),
            "private": {"type": "boolean", "default": False,
                        "description": "In no lobby; open seats taken only through the "
                                       "invite (`invite_url` in the creator's read)."},
            "rated": {
                "type": "boolean", "default": False,
                "description": "Rated: the result updates the players' ratings for this game "
                               "type (docs/HISTORY.md). Only accounts may sit in a rated "
                               "game: a house bot seat is 422 `RATED_WITH_HOUSE_BOTS`.",
            },
        },
        "required": ["type", "seats"],
        "additionalProperties": False,
        "dependentSchemas": {"seat": {"anyOf": creator_seats}},
    }


def _options(game: Game[Any, Any]) -> dict[str, Any]:
    return {
        "type": "object",
        "description": "The game type's options; unset ones take their defaults.",
        "properties": {o.name: option_schema(o) for o in game.options},
        "additionalProperties": False,
    }


def seek_create(game: Game[Any, Any]) -> dict[str, Any]:
    """``POST /v1/seeks`` for this game type, as strict as the server (docs/MATCHMAKING.md):
    table sizes within the game's range, its options, a clock, and no house bots in a rated
    game. Its rules across options stay the server's (400 ``BAD_OPTIONS``)."""
    sizes = {"$ref": f"#/components/schemas/{component_prefix(game.id)}TableSize"}
    return {
        "type": "object",
        "description": f"A seek for a {game.title} table.",
        "properties": {
            "type": {"type": "string", "enum": [game.id]},
            "players": {"type": "array", "minItems": 1, "maxItems": 16, "items": sizes,
                        "description": "The table sizes the seeker accepts."},
            "clock": _clock(game),
            "options": _options(game),
            "rated": {"type": "boolean", "default": False,
                      "description": "A rated game: no house bots."},
            "bots": {"type": "boolean", "default": False,
                     "description": "House bots may fill the table (casual games only)."},
        },
        "required": ["type", "players"],
        "additionalProperties": False,
        "not": {"required": ["rated", "bots"],
                "properties": {"rated": {"const": True}, "bots": {"const": True}}},
    }


def all_components() -> dict[str, dict[str, Any]]:
    """Every per-game component plus the cross-game unions, by component name."""
    games = all_games()
    out: dict[str, dict[str, Any]] = table_components()
    for game in games:
        out.update(game_components(game))
    prefixes = {g.id: component_prefix(g.id) for g in games}
    out.update(cross_game_components(prefixes))
    out.update(account_components({g.id: (prefixes[g.id], g.title) for g in games}))
    out["Move"] = {
        "description": "A move of any game type; the game's own union applies.",
        "anyOf": [_ref(f"{p}Move") for p in prefixes.values()],
    }
    out["GameComponents"] = {
        "type": "object",
        "additionalProperties": True,
        "description": "A game type's component data, as the game publishes it: a documented "
                       "free-form map, each game its own. DC Dash: `years` (per network year: "
                       "`stations` with names, lines and map positions, and `lines`, each "
                       "line's stations in order) and `action_cards` (names and texts). `{}` "
                       "for a game with none.",
    }
    out["View"] = {
        "description": "The view of a game of any type (the game's own view schema applies).",
        "anyOf": [_ref(f"{p}View") for p in prefixes.values()],
    }
    out["NewGame"] = {
        "description": "A new game: its type, options and seats, and the creator's seat.",
        "oneOf": [_ref(f"{p}NewGame") for p in prefixes.values()],
        "discriminator": {
            "propertyName": "type",
            "mapping": {t: REF + f"{p}NewGame" for t, p in prefixes.items()},
        },
    }
    out["NewSeek"] = {
        "description": "A seek: a game type, the table sizes, clock and options it accepts.",
        "oneOf": [_ref(f"{p}NewSeek") for p in prefixes.values()],
        "discriminator": {
            "propertyName": "type",
            "mapping": {t: REF + f"{p}NewSeek" for t, p in prefixes.items()},
        },
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


def prefixes() -> list[str]:
    """Every registered game type's component prefix."""
    return [component_prefix(g.id) for g in all_games()]


def catalogue_entry(game: Game[Any, Any]) -> dict[str, Any]:
    """``GET /v1/game-types/{type}``: the facts, the options, and the move and view schemas."""
    return {
        **game.catalogue(),
        "bot_level_ratings": measured_ratings(game.id),
        "move_schemas": game.moves.schemas(),
        "view_schema": game.view_schema(),
    }


@cache
def catalogue_json() -> tuple[str, dict[str, str]]:
    """The whole catalogue and each entry, rendered once: the games cannot change at run time."""
    entries = {g.id: json.dumps(catalogue_entry(g), sort_keys=True) for g in all_games()}
    listing = '{"game_types":[' + ",".join(entries[t] for t in sorted(entries)) + "]}"
    return listing, entries
