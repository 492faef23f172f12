"""Game creation, lobby, seats, summaries and replays."""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from marshmallow import fields, validate

import dashgames.games  # noqa: F401 - registers every game, so the type enum below is complete
from dashgames.engine import all_games, get_game
from dashgames.http.contract_answers import ACTOR, step_move
from dashgames.http.resources.json_fields import JsonBoolean, JsonInteger, JsonNumber
from dashgames.play.types import MAX_REPLAY_FRAMES as MAX_FRAMES
from dashgames.play.types import TURN_BASED

GAME_TYPES = [g.id for g in all_games()]
"""The house games, as the contract lists them. Requests are checked against the registry when
they arrive (``registered_type``), which also holds the games a deployment adds through
``DASHGAMES_EXTRA_GAMES`` (loaded after this module is imported)."""


def registered_type(value: str) -> None:
    known = sorted(g.id for g in all_games())
    if value not in known:
        raise ma.ValidationError(f"Must be one of: {', '.join(known)}.")


def whole_number_options(game_type: str, options: dict[str, Any]) -> dict[str, Any]:
    """An integer option given as 3.0 is 3, as JSON Schema's ``integer`` reads it."""
    kinds = {o.name: o.kind for o in get_game(game_type).options}
    return {
        name: int(value) if kinds.get(name) == "int" and isinstance(value, float)
        and value.is_integer() else value
        for name, value in options.items()
    }


STATUSES = ["open", "active", "finished"]
MAX_CLOCK = 30 * 86400.0  # seconds: a month, correspondence play at its slowest


class SeatSpecSchema(ma.Schema):
    kind = fields.String(
        required=True, validate=validate.OneOf(["human", "bot"]),
        metadata={"description": "`human`: an open seat a player takes; `bot`: our AI."},
    )
    level = fields.String(
        load_default=None, allow_none=True,
        metadata={"description": "A bot's level (see the game type's `bot_levels`); "
                                 "null means the game's default level."},
    )


class ClockSchema(ma.Schema):
    per_move_seconds = JsonNumber(
        load_default=None, allow_none=True, validate=validate.Range(min=0, min_inclusive=False,
                                                                    max=MAX_CLOCK),
        metadata={"description": "Time for each move, from when the seat is handed the turn "
                                 "(30 live, 86400 correspondence); every seat of a "
                                 "simultaneous phase shares one deadline."},
    )
    initial_seconds = JsonNumber(
        load_default=None, allow_none=True, validate=validate.Range(min=0, min_inclusive=False,
                                                                    max=MAX_CLOCK),
        metadata={"description": "Each seat's bank of time for the whole game."},
    )
    increment_seconds = JsonNumber(
        load_default=0.0, validate=validate.Range(min=0, max=MAX_CLOCK),
        metadata={"description": "Added to a seat's bank when its turn ends."},
    )
    on_expiry = fields.String(
        load_default=None, allow_none=True, validate=validate.OneOf(["bot", "forfeit"]),
        metadata={"description": "`bot`: the game's default bot takes the seat over (its "
                                 "player takes it back with `POST .../join`); `forfeit`: the "
                                 "seat leaves the game. Null: the game type's default "
                                 "(`forfeit` where a resigning seat forfeits, else `bot`)."},
    )

    bot_level = fields.String(
        load_default=None, allow_none=True,
        metadata={"description": "The level (one of the game type's `bot_levels`) of the bot "
                                 "that takes over a seat whose time ran out with `on_expiry` "
                                 "`bot`; null: the game type's `default_bot_level`."},
    )
    bank_seconds = JsonNumber(
        load_default=None, allow_none=True, validate=validate.Range(min=0, max=MAX_CLOCK),
        metadata={"description": "Turn-based play: a day bank each seat draws on when a move "
                                 "takes longer than per_move_seconds (which must then be 3600 "
                                 "to 1209600: 1 hour to 14 days). Null: no bank."},
    )

    @ma.validates_schema
    def check_clock(self, data: dict[str, Any], **_: Any) -> None:
        if data["per_move_seconds"] is None and data["initial_seconds"] is None:
            raise ma.ValidationError("a clock needs per_move_seconds or initial_seconds")
        if data["increment_seconds"] and data["initial_seconds"] is None:
            raise ma.ValidationError("an increment needs initial_seconds", "increment_seconds")
        per_move, (low, high) = data["per_move_seconds"], TURN_BASED
        if data["bank_seconds"] is not None and (per_move is None or not low <= per_move <= high):
            raise ma.ValidationError("a day bank needs per_move_seconds from 3600 (1 hour) to "
                                     "1209600 (14 days)", "per_move_seconds")


class GameCreateSchema(ma.Schema):
    type = fields.String(required=True, validate=registered_type, metadata={"enum": GAME_TYPES})
    options = fields.Dict(
        keys=fields.String(), load_default=dict,
        metadata={"description": "The game type's options; unset ones take their defaults."},
    )
    seats = fields.List(
        fields.Nested(SeatSpecSchema), required=True, validate=validate.Length(min=1, max=16),
        metadata={"description": "One entry per seat, in seat order."},
    )
    seat = JsonInteger(
        load_default=None, allow_none=True, validate=validate.Range(min=0),
        metadata={"description": "The creator's own seat (a human seat), or null to only host."},
    )
    clock = fields.Nested(
        ClockSchema, load_default=None, allow_none=True,
        metadata={"description": "The table's clock (see docs/CLOCKS.md); absent or null: "
                                 "none, as the rulebooks play."},
    )
    private = JsonBoolean(
        load_default=False,
        metadata={"description": "A private game: in no lobby, its open seats taken only "
                                 "through its invite (`invite_url` in the creator's read)."},
    )
    rated = JsonBoolean(
        load_default=False,
        metadata={"description": "Rated (its result changes the players' ratings) or casual "
                                 "(the default). A rated game has no house-bot seats."},
    )

    rated = JsonBoolean(
        load_default=False,
        metadata={"description": "Rated: the result updates the players' ratings. Only "
                                 "accounts may sit in a rated game (no house bot seats)."},
    )

    @ma.post_load
    def whole_numbers(self, data: dict[str, Any], **_: Any) -> dict[str, Any]:
        """An integer option given as 3.0 is 3, as JSON Schema's ``integer`` (the contract's
        type for it) reads it; the option's own check sees an int."""
        data["options"] = whole_number_options(data["type"], data["options"])
        return data

    @ma.validates_schema
    def check_seats(self, data: dict[str, Any], **_: Any) -> None:
        game = get_game(data["type"])
        for i, spec in enumerate(data["seats"]):
            level = spec.get("level")
            if spec["kind"] == "bot" and level is not None and game.bot_level(level) is None:
                raise ma.ValidationError(
                    f"{game.id} has no bot level {level!r}; it has {game.bot_levels()}",
                    f"seats.{i}.level",
                )
            if spec["kind"] == "human" and level is not None:
                raise ma.ValidationError("only a bot seat has a level", f"seats.{i}.level")
        seat = data.get("seat")
        if seat is not None and (seat >= len(data["seats"]) or
                                 data["seats"][seat]["kind"] != "human"):
            raise ma.ValidationError("the creator's seat must be one of the human seats", "seat")


class SeatInfoSchema(ma.Schema):
    seat = fields.Integer(required=True)
    kind = fields.String(required=True, validate=validate.OneOf(["human", "bot"]))
    player_id = fields.String(required=True, allow_none=True)
    player_name = fields.String(required=True, allow_none=True)
    bot_level = fields.String(required=True, allow_none=True)
    resigned = fields.Boolean(required=True)
    is_bot = fields.Boolean(
        required=True,
        metadata={"description": "A house bot (`kind` bot) or a bot account (a program "
                                 "playing through the API in a human seat)."},
    )
    bot_owner = fields.String(
        required=True, allow_none=True,
        metadata={"description": "A bot account's owner (a player id); null otherwise."},
    )


class TimerSchema(ma.Schema):
    id = fields.String(required=True)
    deadline = fields.Float(required=True, metadata={"description": "Unix seconds."})


class ClockStateSchema(ma.Schema):
    per_move_seconds = fields.Float(required=True, allow_none=True)
    initial_seconds = fields.Float(required=True, allow_none=True)
    increment_seconds = fields.Float(required=True)
    on_expiry = fields.String(required=True, validate=validate.OneOf(["bot", "forfeit"]))
    bot_level = fields.String(
        allow_none=True,
        metadata={"description": "The level of a bot taking a seat over (null: a clock set "
                                 "before levels could be chosen, which uses the default)."},
    )
    deadlines = fields.Dict(
        keys=fields.String(), values=fields.Float(), required=True,
        metadata={"description": "By seat: when each seat to act runs out of time (unix "
                                 "seconds); a bot's seat has none."},
    )
    remaining = fields.Dict(
        keys=fields.String(), values=fields.Float(), required=True, allow_none=True,
        metadata={"description": "By seat: its banked seconds as of the start of its running "
                                 "turn (null without initial_seconds)."},
    )
    bank_seconds = fields.Float(required=True, allow_none=True,
                                metadata={"description": "The day bank each seat began with."})
    bank = fields.Dict(
        keys=fields.String(), values=fields.Float(), required=True, allow_none=True,
        metadata={"description": "By seat: what is left of its day bank (null: no bank)."},
    )


class GameSummarySchema(ma.Schema):
    id = fields.String(required=True)
    type = fields.String(required=True)
    status = fields.String(required=True, validate=validate.OneOf(STATUSES))
    options = fields.Dict(required=True)
    seats = fields.List(fields.Nested(SeatInfoSchema), required=True)
    version = fields.Integer(required=True)
    seed_sha256 = fields.String(
        required=True,
        metadata={"description": "SHA-256 of the seed, published from the start; the replay "
                                 "reveals the seed so anyone can check every roll."},
    )
    created_at = fields.Float(required=True, metadata={"description": "Unix seconds."})
    to_act = fields.List(fields.Integer(), required=True)
    outcome = fields.Raw(
        required=True, allow_none=True,
        metadata={"description": "How the game ended; null until it has.",
                  "anyOf": [{"$ref": "#/components/schemas/Outcome"}, {"type": "null"}]},
    )
    timers = fields.List(fields.Nested(TimerSchema), required=True)
    clock = fields.Nested(
        ClockStateSchema, required=True, allow_none=True,
        metadata={"description": "The table's clock, or null for a game without one."},
    )
    private = fields.Boolean(
        required=True,
        metadata={"description": "Joinable only through its invite; listed in no lobby."},
    )
    rematch_of = fields.String(
        required=True, allow_none=True,
        metadata={"description": "The finished game this one is the rematch of, or null."},
    )
    rated = fields.Boolean(
        required=True, metadata={"description": "A rated game: its result changes ratings."},
    )


class GameCreatedSchema(GameSummarySchema):
    invite_url = fields.String(
        metadata={"description": "A private game's invite, for its creator to hand out "
                                 "(absent for a public game): whoever POSTs to it may take an "
                                 "open seat."},
    )


class LobbyQuerySchema(ma.Schema):
    status = fields.String(validate=validate.OneOf(STATUSES))
    type = fields.String(validate=registered_type, metadata={"enum": GAME_TYPES})
    limit = fields.Integer(load_default=50, validate=validate.Range(min=1, max=100))


class LobbySchema(ma.Schema):
    games = fields.List(fields.Nested(GameSummarySchema), required=True)


class JoinSchema(ma.Schema):
    seat = JsonInteger(
        load_default=None, allow_none=True, validate=validate.Range(min=0),
        metadata={"description": "The open seat to take; null or absent: the first open one."},
    )
    invite = fields.String(
        load_default=None, allow_none=True, validate=validate.Length(max=200),
        metadata={"description": "A private game's invite (or give it as `?invite=`)."},
    )


class InviteQuerySchema(ma.Schema):
    invite = fields.String(
        load_default=None, validate=validate.Length(max=200),
        metadata={"description": "A private game's invite: the invite URL carries it."},
    )


REPLAY = {"$ref": "#/components/schemas/Replay"}
MOVE = {"$ref": "#/components/schemas/Move"}


class ReplayFramesQuerySchema(ma.Schema):
    start = fields.Integer(
        load_default=0, validate=validate.Range(min=0),
        metadata={"description": "The first step: 0 is the position before any move."},
    )
    count = fields.Integer(
        load_default=50, validate=validate.Range(min=1, max=MAX_FRAMES),
        metadata={"description": f"How many steps, at most {MAX_FRAMES}."},
    )


class ReplayFrameSchema(ma.Schema):
    step = fields.Integer(
        required=True, metadata={"description": "0: the start; i: after the i-th replay move."}
    )
    version = fields.Integer(required=True, metadata={"description": "The game's version then."})
    actor = fields.Raw(
        required=True, allow_none=True,
        metadata={"description": 'The step\'s actor: a seat, "timer" or "resign"; null at 0.',
                  "anyOf": [*ACTOR["anyOf"], {"type": "null"}]},
    )
    move = fields.Raw(
        required=True, allow_none=True,
        metadata={"description": "The move JSON (a timer id, the resigning seat); null at 0.",
                  "anyOf": [*step_move(MOVE)["anyOf"], {"type": "null"}]},
    )
    view = fields.Raw(
        required=True,
        metadata={"description": "The public (spectator) view after the step, as `GET` of the "
                                 "game showed it then: the game type's own view schema.",
                  "allOf": [{"$ref": "#/components/schemas/View"}]},
    )


class ReplayFramesSchema(ma.Schema):
    frames = fields.List(
        fields.Nested(ReplayFrameSchema), required=True,
        metadata={"description": "The steps asked for, in order; fewer (or none) past the end."},
    )
