"""JSON round trip for plain game data: frozen dataclasses, tuples, dicts, enums, literals.

Games declare their states, moves and views as annotated dataclasses; this module turns them
into JSON-ready values and back, strictly (a wrong type is an error naming the field), and
derives a JSON Schema from the same annotations so the API contract follows the code.
"""

from __future__ import annotations

import dataclasses
import enum
import types
import typing
from collections.abc import Callable
from functools import cache
from typing import Any, Literal, TypeVar, Union, get_args, get_origin

T = TypeVar("T")

_NONE = type(None)


class DecodeError(ValueError):
    """Raised with a dotted ``path`` to the offending field."""

    def __init__(self, path: str, problem: str) -> None:
        super().__init__(f"{path or 'value'}: {problem}")
        self.path = path
        self.problem = problem


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


@cache
def _fields(cls: type) -> tuple[tuple[str, Any, bool], ...]:
    """(name, type, required) for each init field of a dataclass."""
    hints = _hints(cls)
    out = []
    for f in dataclasses.fields(cls):
        if not f.init:
            continue
        required = f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
        out.append((f.name, hints[f.name], required))
    return tuple(out)


def to_json(value: Any) -> Any:
    """Plain JSON-ready form of a value built from dataclasses and containers.

    On the move path every commit encodes a state, views and legal moves, so the encoder for a
    type is looked up once per type (not through a chain of isinstance checks per value).
    """
    kind = type(value)
    if kind in _PRIMITIVES:
        return value
    encode = _ENCODERS.get(kind)
    if encode is None:
        encode = _ENCODERS[kind] = _encoder_for(kind)
    return encode(value)


_PRIMITIVES = frozenset({str, int, float, bool, type(None)})
_ENCODERS: dict[type, Callable[[Any], Any]] = {}


def _encoder_for(kind: type) -> Callable[[Any], Any]:
    if issubclass(kind, enum.Enum):
        return lambda v: v.value
    if dataclasses.is_dataclass(kind):
        names = tuple(name for name, _, _ in _fields(kind))
        return lambda v: {n: to_json(getattr(v, n)) for n in names}
    if issubclass(kind, (tuple, list)):
        return lambda v: [to_json(x) for x in v]
    if issubclass(kind, (frozenset, set)):
        return lambda v: sorted((to_json(x) for x in v), key=_sort_key)
    if issubclass(kind, dict):
        return lambda v: {_key(k): to_json(x) for k, x in v.items()}
    if issubclass(kind, (bool, int, float, str)):  # subclasses of the primitives
        return lambda v: v
    raise TypeError(f"cannot encode {kind.__name__}")


def _key(k: Any) -> str:
    return str(k.value if isinstance(k, enum.Enum) else k)


def _sort_key(v: Any) -> tuple[str, str]:
    return (type(v).__name__, repr(v))


def from_json(tp: Any, raw: Any, path: str = "") -> Any:
    """Decode ``raw`` as type ``tp``; raises DecodeError naming the field on any mismatch."""
    return _decoder(tp)(raw, path)


@cache
def _decoder(tp: Any) -> Callable[[Any, str], Any]:
    origin = get_origin(tp)
    args = get_args(tp)
    if tp is Any:
        return lambda raw, path: raw
    if tp is _NONE:
        return _expect_none
    if tp is bool:
        return _expect(bool, "a boolean")
    if tp is int:
        return _expect_int
    if tp is float:
        return _expect_float
    if tp is str:
        return _expect(str, "a string")
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return _enum_decoder(tp)
    if dataclasses.is_dataclass(tp) and isinstance(tp, type):
        return _dataclass_decoder(tp)
    if origin is Literal:
        return _literal_decoder(args)
    if origin in (Union, types.UnionType):
        return _union_decoder(args)
    if origin is tuple:
        return _tuple_decoder(args)
    if origin in (list, frozenset, set):
        return _seq_decoder(origin, args[0])
    if origin is dict:
        return _dict_decoder(args[0], args[1])
    raise TypeError(f"unsupported type {tp!r}")


def _expect(kind: type, label: str) -> Callable[[Any, str], Any]:
    def decode(raw: Any, path: str) -> Any:
        if not isinstance(raw, kind) or (kind is not bool and isinstance(raw, bool)):
            raise DecodeError(path, f"expected {label}")
        return raw

    return decode


def _expect_none(raw: Any, path: str) -> None:
    if raw is not None:
        raise DecodeError(path, "expected null")


def _expect_int(raw: Any, path: str) -> int:
    # JSON Schema's "integer" (the schema ``json_schema`` gives) is any number without a
    # fraction: 2.0 is 2, so a client that writes it so is not refused what the contract allows.
    if isinstance(raw, float) and raw.is_integer():
        return int(raw)
    if isinstance(raw, bool) or not isinstance(raw, int):
        raise DecodeError(path, "expected an integer")
    return raw


def _expect_float(raw: Any, path: str) -> float:
    if isinstance(raw, bool) or not isinstance(raw, (int, float)):
        raise DecodeError(path, "expected a number")
    return float(raw)


def _enum_decoder(tp: type[enum.Enum]) -> Callable[[Any, str], Any]:
    def decode(raw: Any, path: str) -> Any:
        try:
            return tp(raw)
        except ValueError:
            allowed = ", ".join(repr(m.value) for m in tp)
            raise DecodeError(path, f"expected one of {allowed}") from None

    return decode


def _literal_decoder(allowed: tuple[Any, ...]) -> Callable[[Any, str], Any]:
    def decode(raw: Any, path: str) -> Any:
        for a in allowed:
            if raw == a and type(raw) is type(a):
                return a
        raise DecodeError(path, f"expected one of {', '.join(repr(a) for a in allowed)}")

    return decode


def _union_decoder(args: tuple[Any, ...]) -> Callable[[Any, str], Any]:
    decoders = [_decoder(a) for a in args]

    def decode(raw: Any, path: str) -> Any:
        problems = []
        for d in decoders:
            try:
                return d(raw, path)
            except DecodeError as e:
                problems.append(e.problem)
        raise DecodeError(path, " or ".join(problems))

    return decode


def _tuple_decoder(args: tuple[Any, ...]) -> Callable[[Any, str], Any]:
    if len(args) == 2 and args[1] is Ellipsis:
        item = _decoder(args[0])

        def decode_var(raw: Any, path: str) -> Any:
            if not isinstance(raw, list):
                raise DecodeError(path, "expected a list")
            return tuple(item(v, f"{path}[{i}]") for i, v in enumerate(raw))

        return decode_var
    items = [_decoder(a) for a in args]

    def decode_fixed(raw: Any, path: str) -> Any:
        if not isinstance(raw, list) or len(raw) != len(items):
            raise DecodeError(path, f"expected a list of {len(items)} items")
        return tuple(d(v, f"{path}[{i}]") for i, (d, v) in enumerate(zip(items, raw, strict=True)))

    return decode_fixed


def _seq_decoder(origin: type, item_tp: Any) -> Callable[[Any, str], Any]:
    item = _decoder(item_tp)

    def decode(raw: Any, path: str) -> Any:
        if not isinstance(raw, list):
            raise DecodeError(path, "expected a list")
        return origin(item(v, f"{path}[{i}]") for i, v in enumerate(raw))

    return decode


def _dict_decoder(key_tp: Any, value_tp: Any) -> Callable[[Any, str], Any]:
    value = _decoder(value_tp)
    int_keys = key_tp is int

    def decode(raw: Any, path: str) -> Any:
        if not isinstance(raw, dict):
            raise DecodeError(path, "expected an object")
        out = {}
        for k, v in raw.items():
            if int_keys:
                try:
                    key: Any = int(k)
                except (TypeError, ValueError):
                    raise DecodeError(f"{path}.{k}", "expected an integer key") from None
            else:
                key = _decoder(key_tp)(k, f"{path}.{k}")
            out[key] = value(v, f"{path}.{k}")
        return out

    return decode


def _dataclass_decoder(cls: type) -> Callable[[Any, str], Any]:
    def decode(raw: Any, path: str) -> Any:
        if not isinstance(raw, dict):
            raise DecodeError(path, "expected an object")
        kwargs = {}
        known = set()
        for name, tp, required in _fields(cls):
            known.add(name)
            sub = f"{path}.{name}" if path else name
            if name in raw:
                kwargs[name] = _decoder(tp)(raw[name], sub)
            elif required:
                raise DecodeError(sub, "is required")
        extra = set(raw) - known
        if extra:
            raise DecodeError(path, f"unknown field(s) {', '.join(sorted(map(str, extra)))}")
        return cls(**kwargs)

    return decode


def json_schema(tp: Any) -> dict[str, Any]:
    """A JSON Schema (OpenAPI 3.1 flavour) for values of ``tp`` as ``to_json`` writes them."""
    origin = get_origin(tp)
    args = get_args(tp)
    if tp is Any:
        return {}
    if tp is _NONE:
        return {"type": "null"}
    if tp is bool:
        return {"type": "boolean"}
    if tp is int:
        return {"type": "integer"}
    if tp is float:
        return {"type": "number"}
    if tp is str:
        return {"type": "string"}
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return {"enum": [m.value for m in tp]}
    if dataclasses.is_dataclass(tp) and isinstance(tp, type):
        return dataclass_schema(tp)
    if origin is Literal:
        return {"enum": list(args)}
    if origin in (Union, types.UnionType):
        return {"anyOf": [json_schema(a) for a in args]}
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return {"type": "array", "items": json_schema(args[0])}
        return {
            "type": "array",
            "prefixItems": [json_schema(a) for a in args],
            "minItems": len(args),
            "maxItems": len(args),
        }
    if origin in (list, frozenset, set):
        return {"type": "array", "items": json_schema(args[0])}
    if origin is dict:
        return {"type": "object", "additionalProperties": json_schema(args[1])}
    raise TypeError(f"unsupported type {tp!r}")


def dataclass_schema(cls: type, extra: dict[str, Any] | None = None) -> dict[str, Any]:
    props: dict[str, Any] = dict(extra or {})
    required = list(props)
    for name, tp, req in _fields(cls):
        props[name] = json_schema(tp)
        if req:
            required.append(name)
    schema: dict[str, Any] = {"type": "object", "title": cls.__name__, "properties": props,
                              "additionalProperties": False}
    if required:
        schema["required"] = required
    if cls.__doc__ and not cls.__doc__.startswith(cls.__name__ + "("):
        schema["description"] = " ".join(cls.__doc__.split())
    return schema
