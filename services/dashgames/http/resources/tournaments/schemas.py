"""Tournaments: what a creator asks for, an event, its standings and its stream's records."""

from __future__ import annotations

import time
from typing import Any

import marshmallow as ma
from marshmallow import fields, validate

from dashgames.http.resources.account_events.schemas import ACCOUNT_EVENT_ID
from dashgames.http.resources.games.schemas import (
    GAME_TYPES,
    ClockSchema,
    registered_type,
    whole_number_options,
)
from dashgames.http.resources.json_fields import JsonBoolean, JsonInteger, JsonNumber

FORMATS = ["arena", "swiss"]
LISTS = ["upcoming", "running", "finished"]
STATUSES = ["open", "running", "finished", "cancelled"]
STREAM_EVENTS = ["joined", "withdrew", "started", "round_started", "paired", "standings",
                 "finished"]

NEW_TOURNAMENT_EXAMPLE: dict[str, Any] = {
    "name": "Friday Swiss", "type": "dicey_curves", "format": "swiss", "table_size": 3,
    "rounds": 3, "clock": {"per_move_seconds": 30}, "starts_at": 1764140400.0,
    "min_players": 6, "max_players": 30,
}
TOURNAMENT_EXAMPLE: dict[str, Any] = {
    "id": "7d1e0c9a3b2f", "name": "Friday Swiss", "type": "dicey_curves", "format": "swiss",
    "table_size": 3, "options": {}, "rated": False, "bots_only": False, "house_bots": 0,
    "clock": {"per_move_seconds": 30.0, "initial_seconds": None, "increment_seconds": 0.0,
              "on_expiry": "forfeit", "bot_level": None},
    "minutes": 0.0, "rounds": 3, "min_players": 6, "max_players": 30,
    "starts_at": 1764140400.0, "status": "running", "round": 2, "entrants": 9,
    "created_by": "a11ce0a11ce0", "created_at": 1764139000.0, "started_at": 1764140400.5,
    "ends_at": None, "finished_at": None,
}
STANDING_EXAMPLE: dict[str, Any] = {
    "rank": 1, "entrant_id": "a11ce0a11ce0", "name": "ann", "points": 8.0, "games": 2,
    "wins": 2, "tie_breaks": {"buchholz": 6.0, "sonneborn_berger": 6.0}, "is_bot": False,
    "withdrawn": False, "on_fire": False, "playing": "5be1c0a2d3f4",
}


class TournamentCreateSchema(ma.Schema):
    name = fields.String(required=True, validate=validate.Length(min=1, max=80))
    type = fields.String(required=True, validate=registered_type, metadata={"enum": GAME_TYPES})
    format = fields.String(required=True, validate=validate.OneOf(FORMATS),
                           metadata={"description": "`arena`: `minutes` long, a finished "
                                                    "player is paired again at once; `swiss`: "
                                                    "`rounds` rounds of equal scores."})
    table_size = JsonInteger(
        load_default=2, validate=validate.Range(min=1, max=16),
        metadata={"description": "Seats at every table (within the game type's player "
                                 "range: else 400 `PLAYER_COUNT_UNSUPPORTED`)."})
    clock = fields.Nested(ClockSchema, required=True,
                          metadata={"description": "Every table's clock (required); a seat "
                                                   "whose time runs out forfeits that game."})
    options = fields.Dict(keys=fields.String(), load_default=dict,
                          metadata={"description": "The game type's options."})
    rated = JsonBoolean(load_default=False,
                        metadata={"description": "Rated games; only rated players may join."})
    minutes = JsonNumber(load_default=None, allow_none=True,
                         validate=validate.Range(min=1, max=1440),
                         metadata={"description": "Arena: how long pairing goes on (null: "
                                                  "30); a Swiss ignores it."})
    rounds = JsonInteger(load_default=None, allow_none=True,
                         validate=validate.Range(min=1, max=50),
                         metadata={"description": "Swiss: the number of rounds (null: 5); an "
                                                  "arena ignores it."})
    starts_at = JsonNumber(load_default=None, allow_none=True,
                           metadata={"description": "Unix seconds; null: in a minute."})
    min_players = JsonInteger(load_default=2, validate=validate.Range(min=1, max=1000),
                              metadata={"description": "Fewer entrants at the start: "
                                                       "cancelled."})
    max_players = JsonInteger(load_default=200, validate=validate.Range(min=1, max=1000))
    house_bots = JsonInteger(
        load_default=0, validate=validate.Range(min=0, max=100),
        metadata={"description": "House bots to fill a casual event with at its start."})

    @ma.post_load
    def resolved(self, data: dict[str, Any], **_: Any) -> dict[str, Any]:
        data["options"] = whole_number_options(data["type"], data["options"])
        if data["starts_at"] is None:
            data["starts_at"] = time.time() + 60.0
        return data


class TournamentSchema(ma.Schema):
    id = fields.String(required=True)
    name = fields.String(required=True)
    type = fields.String(required=True)
    format = fields.String(required=True, validate=validate.OneOf(FORMATS))
    table_size = fields.Integer(required=True)
    options = fields.Dict(required=True, metadata={"description": "Every option, resolved."})
    rated = fields.Boolean(required=True)
    bots_only = fields.Boolean(required=True,
                               metadata={"description": "A bot league: bot accounts only."})
    house_bots = fields.Integer(required=True)
    clock = fields.Dict(required=True, metadata={"description": "Every table's clock."})
    minutes = fields.Float(required=True)
    rounds = fields.Integer(required=True)
    min_players = fields.Integer(required=True)
    max_players = fields.Integer(required=True)
    starts_at = fields.Float(required=True)
    status = fields.String(required=True, validate=validate.OneOf(STATUSES))
    round = fields.Integer(required=True, metadata={"description": "Swiss: the round under "
                                                                   "way or last played."})
    entrants = fields.Integer(required=True, metadata={"description": "Not withdrawn."})
    created_by = fields.String(required=True)
    created_at = fields.Float(required=True)
    started_at = fields.Float(required=True, allow_none=True)
    ends_at = fields.Float(required=True, allow_none=True,
                           metadata={"description": "Arena: when pairing stops."})
    finished_at = fields.Float(required=True, allow_none=True)


class TournamentListSchema(ma.Schema):
    tournaments = fields.List(fields.Nested(TournamentSchema), required=True)


class TournamentListQuerySchema(ma.Schema):
    status = fields.String(load_default="upcoming", validate=validate.OneOf(LISTS))
    limit = fields.Integer(load_default=50, validate=validate.Range(min=1, max=100))
    offset = fields.Integer(load_default=0, validate=validate.Range(min=0, max=100_000))


class TieBreaksSchema(ma.Schema):
    buchholz = fields.Float(metadata={"description": "Swiss: opponents' points summed."})
    sonneborn_berger = fields.Float(metadata={"description": "Swiss: opponents' points "
                                                             "weighted by your share."})


class StandingSchema(ma.Schema):
    rank = fields.Integer(required=True)
    entrant_id = fields.String(required=True, metadata={"description": "A player id, or "
                                                                        "`house:<n>`."})
    name = fields.String(required=True)
    points = fields.Float(required=True)
    games = fields.Integer(required=True, metadata={"description": "Finished tables."})
    wins = fields.Integer(required=True)
    tie_breaks = fields.Nested(TieBreaksSchema, required=True)
    is_bot = fields.Boolean(required=True)
    withdrawn = fields.Boolean(required=True)
    on_fire = fields.Boolean(required=True, metadata={"description": "Arena: the next "
                                                                     "game scores double."})
    playing = fields.String(required=True, allow_none=True,
                            metadata={"description": "The game the entrant sits in now."})


class StandingsPageSchema(ma.Schema):
    standings = fields.List(fields.Nested(StandingSchema), required=True)
    total = fields.Integer(required=True)
    next_offset = fields.Integer(required=True, allow_none=True,
                                 metadata={"description": "The next page's offset, or null."})


class StandingsQuerySchema(ma.Schema):
    offset = fields.Integer(load_default=0, validate=validate.Range(min=0, max=100_000))
    limit = fields.Integer(load_default=50, validate=validate.Range(min=1, max=200))


class TournamentEventsQuerySchema(ma.Schema):
    after = fields.String(
        validate=validate.Regexp(ACCOUNT_EVENT_ID),
        metadata={"description": "Only events after this id; `0`: every event kept. Absent: "
                                 "only events from now on."})
    wait = fields.Float(load_default=0.0, validate=validate.Range(min=0, max=30),
                        metadata={"description": "Seconds to wait for a first event."})
    limit = fields.Integer(load_default=100, validate=validate.Range(min=1, max=200))


class TournamentEventSchema(ma.Schema):
    id = fields.String(required=True)
    type = fields.String(required=True, validate=validate.OneOf(STREAM_EVENTS))
    data = fields.Dict(
        required=True,
        metadata={"description": (
            "By type. `joined`, `withdrew`: entrant_id, name. `started`: entrants, ends_at. "
            "`round_started`: round, tables, byes. `paired`: game_id, round, seats (entrant "
            "ids in seat order: yours means your next game). `standings`: game_id, places, "
            "seats, standings (the top rows). `finished`: cancelled, standings.")})


class TournamentEventPageSchema(ma.Schema):
    events = fields.List(fields.Nested(TournamentEventSchema), required=True)
    last_event_id = fields.String(required=True)
