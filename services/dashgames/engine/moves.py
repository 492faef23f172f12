"""Moves as small frozen values with one canonical JSON form: ``{"type": <kind>, ...fields}``.

A game lists its move classes once in a ``MoveCodec``; the codec parses JSON strictly (a
malformed move is ``BadMove`` naming the field), writes it back, and gives the discriminated
JSON Schema the API contract publishes.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from dashgames.engine.codec import DecodeError, _fields, dataclass_schema, from_json, to_json
from dashgames.engine.errors import BadMove


class MoveClass(Protocol):
    kind: ClassVar[str]


M = TypeVar("M")

_TEXT_CACHE_SIZE = 50_000
"""Distinct moves whose JSON text a codec keeps; the cache starts over when it fills."""


class MoveCodec(Generic[M]):
    """The closed set of a game's move classes, each with a ``kind: ClassVar[str]``."""

    def __init__(self, game_id: str, classes: Iterable[type[M]]) -> None:
        self.game_id = game_id
        self.by_kind: dict[str, type[M]] = {}
        self._texts: dict[M, str] = {}
        for cls in classes:
            kind = getattr(cls, "kind", None)
            if not isinstance(kind, str) or kind in self.by_kind:
                raise TypeError(f"{cls.__name__} needs a unique ClassVar kind")
            self.by_kind[kind] = cls

    def parse(self, raw: Any) -> M:
        if not isinstance(raw, dict):
            raise BadMove("a move is a JSON object", field="move")
        kind = raw.get("type")
        cls = self.by_kind.get(kind) if isinstance(kind, str) else None
        if cls is None:
            raise BadMove(
                f"unknown move type {kind!r} for {self.game_id}",
                field="type",
                allowed=sorted(self.by_kind),
            )
        body = {k: v for k, v in raw.items() if k != "type"}
        try:
            move: M = from_json(cls, body)
        except DecodeError as e:
            raise BadMove(f"bad {kind} move: {e}", field=e.path or "move") from None
        except (TypeError, ValueError) as e:
            raise BadMove(f"bad {kind} move: {e}", field="move") from None
        return move

    def dump(self, move: M) -> dict[str, Any]:
        out: dict[str, Any] = {"type": type(move).kind}  # type: ignore[attr-defined]
        encoded = to_json(move)
        out.update(encoded)
        return out

    def text(self, move: M) -> str:
        """The compact JSON text of a move. Moves are frozen values and the same ones recur from
        turn to turn, so their text is cached: rendering legal-move lists on every commit is on
        the move path."""
        try:
            cached = self._texts.get(move)
        except TypeError:  # a move with an unhashable field: encode it every time
            return json.dumps(self.dump(move), separators=(",", ":"))
        if cached is None:
            cached = json.dumps(self.dump(move), separators=(",", ":"))
            if len(self._texts) >= _TEXT_CACHE_SIZE:
                self._texts.clear()
            self._texts[move] = cached
        return cached

    def key(self, move: M) -> str:
        """Canonical text of a move (sorted JSON), for sets and comparisons."""
        return json.dumps(self.dump(move), sort_keys=True, separators=(",", ":"))

    def schemas(self) -> dict[str, dict[str, Any]]:
        """One JSON Schema per move kind, each requiring its ``type`` constant."""
        out = {}
        for kind, cls in self.by_kind.items():
            out[kind] = dataclass_schema(
                cls, extra={"type": {"type": "string", "const": kind}}
            )
        return out

    def field_names(self, kind: str) -> tuple[str, ...]:
        cls: Any = self.by_kind[kind]
        return tuple(name for name, _, _ in _fields(cls))
