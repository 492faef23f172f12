"""Fields that read JSON values as JSON Schema defines them, so a body is refused exactly when
the contract says it is invalid."""

from __future__ import annotations

from typing import Any

from marshmallow import fields


class JsonInteger(fields.Integer):
    """A JSON Schema ``integer``: any number with no fractional part (``3`` and ``3.0`` alike),
    never a boolean or a string."""

    default_error_messages = {"invalid": "Not a valid integer."}

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> int:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise self.make_error("invalid", input=value)
        if isinstance(value, float) and not value.is_integer():
            raise self.make_error("invalid", input=value)
        number: int = super()._deserialize(int(value), attr, data, **kwargs)
        return number


class JsonBoolean(fields.Boolean):
    """A JSON Schema ``boolean``: ``true`` or ``false`` only (not 1, 0 or "yes")."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> bool:
        if not isinstance(value, bool):
            raise self.make_error("invalid", input=value)
        return value


class JsonNumber(fields.Float):
    """A JSON Schema ``number``: an integer or a float, never a boolean or a string."""

    default_error_messages = {"invalid": "Not a valid number."}

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> float:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise self.make_error("invalid", input=value)
        number: float = super()._deserialize(value, attr, data, **kwargs)
        return number
