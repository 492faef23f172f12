"""Game options declared as data, with defaults, validated in one place."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from dashgames.engine.errors import BadOptions

OptionKind = Literal["int", "float", "bool", "choice", "str"]


@dataclass(frozen=True)
class Option:
    name: str
    kind: OptionKind
    default: Any
    description: str
    choices: tuple[Any, ...] = ()
    minimum: float | None = None
    maximum: float | None = None

    def describe(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "name": self.name,
            "kind": self.kind,
            "default": self.default,
            "description": self.description,
        }
        if self.choices:
            out["choices"] = list(self.choices)
        if self.minimum is not None:
            out["minimum"] = self.minimum
        if self.maximum is not None:
            out["maximum"] = self.maximum
        return out

    def check(self, value: Any) -> Any:
        field = f"options.{self.name}"
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise BadOptions(f"{self.name} must be true or false", field=field)
            return value
        if self.kind == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                raise BadOptions(f"{self.name} must be an integer", field=field)
        elif self.kind == "float":
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                raise BadOptions(f"{self.name} must be a number", field=field)
            value = float(value)
        elif self.kind == "choice":
            if value not in self.choices or isinstance(value, bool) != isinstance(
                self.choices[0], bool
            ):
                allowed = ", ".join(map(repr, self.choices))
                raise BadOptions(f"{self.name} must be one of {allowed}", field=field)
            return value
        elif self.kind == "str" and not isinstance(value, str):
            raise BadOptions(f"{self.name} must be a string", field=field)
        if self.minimum is not None and value < self.minimum:
            raise BadOptions(f"{self.name} must be at least {self.minimum}", field=field)
        if self.maximum is not None and value > self.maximum:
            raise BadOptions(f"{self.name} must be at most {self.maximum}", field=field)
        return value


def resolve_options(declared: tuple[Option, ...], given: dict[str, Any] | None) -> dict[str, Any]:
    """Defaults filled in, each given value checked; an unknown name is an error."""
    given = dict(given or {})
    by_name = {o.name: o for o in declared}
    unknown = sorted(set(given) - set(by_name))
    if unknown:
        raise BadOptions(f"unknown option {unknown[0]!r}", field=f"options.{unknown[0]}")
    return {o.name: o.check(given[o.name]) if o.name in given else o.default for o in declared}
