"""An account's vacation (docs/CLOCKS.md, "Vacation")."""

from __future__ import annotations

import marshmallow as ma
from marshmallow import fields


class VacationChangeSchema(ma.Schema):
    on = fields.Boolean(required=True, metadata={
        "description": "true: go on vacation now; false: come back now."})


class VacationSchema(ma.Schema):
    on = fields.Boolean(required=True, metadata={
        "description": "On vacation: your turn-based clocks (an hour or more per move) are "
                       "paused; live clocks run."})
    since = fields.Float(required=True, allow_none=True, metadata={
        "description": "When the running vacation began (unix seconds); null when off."})
    ends_at = fields.Float(required=True, allow_none=True, metadata={
        "description": "When the running vacation ends by itself, the year's allowance used "
                       "up (unix seconds); null when off."})
    allowance_seconds = fields.Float(required=True, metadata={
        "description": "Vacation a year (`DASHGAMES_VACATION_DAYS`), in seconds."})
    used_seconds = fields.Float(required=True, metadata={
        "description": "Taken this year, the running vacation included."})
    left_seconds = fields.Float(required=True, metadata={"description": "What is left."})
    year = fields.Integer(required=True, metadata={
        "description": "The UTC year the allowance counts for (a vacation counts for the year "
                       "it began in)."})
