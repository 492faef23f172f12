"""An account's table preferences (docs/CONFIRM.md)."""

from __future__ import annotations

import marshmallow as ma
from marshmallow import fields

CONFIRM_MOVES = ("Confirm my moves: the clients stage a turn's steps, show them and send them "
                 "only when confirmed (docs/CONFIRM.md). Off by default.")


class PreferencesSchema(ma.Schema):
    confirm_moves = fields.Boolean(required=True, metadata={"description": CONFIRM_MOVES})


class PreferencesChangeSchema(ma.Schema):
    confirm_moves = fields.Boolean(metadata={"description": CONFIRM_MOVES})
