"""The codec: JSON round trips of annotated dataclasses, strict decoding, derived schemas."""

from __future__ import annotations

import enum
import json
from dataclasses import dataclass
from typing import Any, Literal

import jsonschema
import pytest

from dashgames.engine.codec import DecodeError, from_json, json_schema, to_json


class Colour(enum.Enum):
    RED = "red"
    WHITE = "white"


@dataclass(frozen=True)
class Inner:
    count: int
    label: str | None = None


@dataclass(frozen=True)
class Everything:
    """A value with one field of each supported form."""

    flag: bool
    number: int
    ratio: float
    name: str
    side: Literal["north", "south"]
    colour: Colour
    row: tuple[int, ...]
    pair: tuple[int, str]
    by_seat: dict[int, str]
    by_name: dict[str, int]
    marks: frozenset[int]
    inner: Inner
    maybe: Inner | None
    tail: tuple[Inner, ...] = ()


SAMPLE = Everything(
    flag=True,
    number=-3,
    ratio=0.5,
    name="x",
    side="south",
    colour=Colour.WHITE,
    row=(1, 2, 3),
    pair=(4, "d"),
    by_seat={0: "a", 2: "c"},
    by_name={"k": 1},
    marks=frozenset({3, 1, 2}),
    inner=Inner(5),
    maybe=None,
    tail=(Inner(1, "one"),),
)


def test_round_trip_through_json_text() -> None:
    encoded = to_json(SAMPLE)
    assert encoded["colour"] == "white"
    assert encoded["marks"] == [1, 2, 3]
    assert encoded["by_seat"] == {"0": "a", "2": "c"}
    assert from_json(Everything, json.loads(json.dumps(encoded))) == SAMPLE


def test_defaults_may_be_left_out() -> None:
    encoded = to_json(SAMPLE)
    del encoded["tail"]
    assert from_json(Everything, encoded).tail == ()


def test_a_whole_number_written_as_a_float_is_an_integer_as_json_schema_reads_it() -> None:
    encoded = to_json(SAMPLE)
    encoded["number"], encoded["row"] = 7.0, [1.0, -2.0]
    assert jsonschema.Draft202012Validator(json_schema(Everything)).is_valid(encoded)
    decoded = from_json(Everything, encoded)
    assert (decoded.number, decoded.row) == (7, (1, -2))
    assert all(type(n) is int for n in (decoded.number, *decoded.row))


@pytest.mark.parametrize(
    ("field", "bad", "path", "problem"),
    [
        ("number", True, "number", "expected an integer"),
        ("number", 1.5, "number", "expected an integer"),
        ("flag", 1, "flag", "expected a boolean"),
        ("ratio", "0.5", "ratio", "expected a number"),
        ("name", 3, "name", "expected a string"),
        ("side", "east", "side", "expected one of 'north', 'south'"),
        ("colour", "blue", "colour", "expected one of 'red', 'white'"),
        ("row", [1, "2"], "row[1]", "expected an integer"),
        ("row", {"0": 1}, "row", "expected a list"),
        ("pair", [1], "pair", "expected a list of 2 items"),
        ("by_seat", {"x": "a"}, "by_seat.x", "expected an integer key"),
        ("by_name", {"k": "v"}, "by_name.k", "expected an integer"),
        ("inner", {"count": "many"}, "inner.count", "expected an integer"),
        ("inner", {}, "inner.count", "is required"),
        ("inner", {"count": 1, "colour": "red"}, "inner", "unknown field(s) colour"),
        ("tail", [{"count": 1}, {"count": None}], "tail[1].count", "expected an integer"),
    ],
)
def test_decoding_is_strict_and_names_the_field(
    field: str, bad: Any, path: str, problem: str
) -> None:
    encoded = to_json(SAMPLE)
    encoded[field] = bad
    with pytest.raises(DecodeError) as caught:
        from_json(Everything, encoded)
    assert caught.value.path == path
    assert problem in caught.value.problem


def test_a_missing_required_field_and_a_non_object_are_refused() -> None:
    encoded = to_json(SAMPLE)
    del encoded["name"]
    with pytest.raises(DecodeError, match="name: is required"):
        from_json(Everything, encoded)
    with pytest.raises(DecodeError, match="expected an object"):
        from_json(Everything, [1, 2])


def test_a_value_of_an_unsupported_type_cannot_be_encoded() -> None:
    with pytest.raises(TypeError):
        to_json(object())


def test_the_derived_schema_accepts_encoded_values_and_nothing_looser() -> None:
    schema = json_schema(Everything)
    validator = jsonschema.Draft202012Validator(schema)
    validator.validate(to_json(SAMPLE))
    assert schema["description"] == "A value with one field of each supported form."
    assert "tail" not in schema["required"] and "flag" in schema["required"]
    for field, bad in [("side", "east"), ("pair", [1, "a", 2]), ("number", "3"), ("extra", 1)]:
        encoded = to_json(SAMPLE)
        encoded[field] = bad
        assert not validator.is_valid(encoded), field
