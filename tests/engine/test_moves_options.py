"""MoveCodec (strict parse, canonical dump, schemas) and Option validation."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

import jsonschema
import pytest

from dashgames.engine import BadMove, BadOptions, MoveCodec, Option
from dashgames.engine.options import resolve_options
from tests.support.toy_stones import Take, Taunt

CODEC: MoveCodec[Any] = MoveCodec("toy", (Take, Taunt))


def test_a_move_parses_and_dumps_back_to_the_same_json() -> None:
    raw = {"type": "taunt", "word": "ho", "loud": True}
    move = CODEC.parse(raw)
    assert move == Taunt("ho", loud=True)
    assert CODEC.dump(move) == raw
    assert CODEC.parse({"type": "taunt", "word": "ha"}) == Taunt("ha")


def test_the_key_is_canonical_text() -> None:
    assert CODEC.key(Taunt("ha")) == '{"loud":false,"type":"taunt","word":"ha"}'
    assert CODEC.key(CODEC.parse({"word": "ha", "type": "taunt"})) == CODEC.key(Taunt("ha"))


def test_the_text_is_compact_json_in_field_order_and_cached_per_move() -> None:
    codec: MoveCodec[Any] = MoveCodec("toy", (Take, Taunt))
    assert codec.text(Taunt("ha")) == '{"type":"taunt","word":"ha","loud":false}'
    assert codec.text(Taunt("ha")) is codec.text(Taunt("ha"))  # the second is the cached one
    assert codec.text(Taunt("ho", loud=True)) == '{"type":"taunt","word":"ho","loud":true}'


def test_a_move_with_an_unhashable_field_is_still_encoded() -> None:
    @dataclass(frozen=True)
    class Offer:
        kind: ClassVar[str] = "offer"
        items: dict[str, int]

    codec: MoveCodec[Any] = MoveCodec("toy", (Offer,))
    assert codec.text(Offer({"cup": 2})) == '{"type":"offer","items":{"cup":2}}'


@pytest.mark.parametrize(
    ("raw", "field"),
    [
        ([1, 2], "move"),
        (None, "move"),
        ({"count": 1}, "type"),
        ({"type": "steal", "count": 1}, "type"),
        ({"type": 3}, "type"),
        ({"type": "take"}, "count"),
        ({"type": "take", "count": "2"}, "count"),
        ({"type": "take", "count": True}, "count"),
        ({"type": "taunt", "word": "hey"}, "word"),
        ({"type": "take", "count": 1, "extra": 0}, "move"),
    ],
)
def test_a_malformed_move_is_bad_move_naming_the_field(raw: Any, field: str) -> None:
    with pytest.raises(BadMove) as caught:
        CODEC.parse(raw)
    assert caught.value.code == "BAD_MOVE"
    assert caught.value.details["field"] == field


def test_an_unknown_type_lists_the_allowed_ones() -> None:
    with pytest.raises(BadMove) as caught:
        CODEC.parse({"type": "steal"})
    assert caught.value.details["allowed"] == ["take", "taunt"]


def test_each_kind_has_a_schema_requiring_its_type() -> None:
    schemas = CODEC.schemas()
    assert sorted(schemas) == ["take", "taunt"]
    take = jsonschema.Draft202012Validator(schemas["take"])
    assert take.is_valid({"type": "take", "count": 2})
    assert not take.is_valid({"type": "taunt", "count": 2})
    assert not take.is_valid({"type": "take"})
    assert CODEC.field_names("taunt") == ("word", "loud")


def test_move_kinds_must_be_unique() -> None:
    @dataclass(frozen=True)
    class OtherTake:
        kind: ClassVar[str] = "take"

    with pytest.raises(TypeError):
        MoveCodec("toy", (Take, OtherTake))


@pytest.mark.parametrize(
    ("option", "value", "expected"),
    [
        (Option("n", "int", 3, "n", minimum=1, maximum=5), 5, 5),
        (Option("r", "float", 1.0, "r", minimum=0), 2, 2.0),
        (Option("b", "bool", False, "b"), True, True),
        (Option("c", "choice", "x", "c", choices=("x", "y")), "y", "y"),
        (Option("s", "str", "", "s"), "hello", "hello"),
    ],
)
def test_a_good_option_value_is_kept(option: Option, value: Any, expected: Any) -> None:
    assert option.check(value) == expected
    assert type(option.check(value)) is type(expected)


@pytest.mark.parametrize(
    ("option", "value", "message"),
    [
        (Option("n", "int", 3, "n", minimum=1, maximum=5), 6, "at most 5"),
        (Option("n", "int", 3, "n", minimum=1, maximum=5), 0, "at least 1"),
        (Option("n", "int", 3, "n"), True, "must be an integer"),
        (Option("n", "int", 3, "n"), 2.5, "must be an integer"),
        (Option("r", "float", 1.0, "r"), "1", "must be a number"),
        (Option("b", "bool", False, "b"), 1, "true or false"),
        (Option("c", "choice", 1, "c", choices=(1, 2)), True, "one of 1, 2"),
        (Option("c", "choice", "x", "c", choices=("x", "y")), "z", "one of"),
        (Option("s", "str", "", "s"), 3, "must be a string"),
    ],
)
def test_a_bad_option_value_is_refused_naming_it(option: Option, value: Any, message: str) -> None:
    with pytest.raises(BadOptions, match=message) as caught:
        option.check(value)
    assert caught.value.details["field"] == f"options.{option.name}"
    assert caught.value.code == "BAD_OPTIONS"


def test_options_resolve_with_defaults_and_refuse_unknown_names() -> None:
    declared = (Option("n", "int", 3, "n"), Option("b", "bool", False, "b"))
    assert resolve_options(declared, None) == {"n": 3, "b": False}
    assert resolve_options(declared, {"b": True}) == {"n": 3, "b": True}
    with pytest.raises(BadOptions) as caught:
        resolve_options(declared, {"m": 1})
    assert caught.value.details["field"] == "options.m"
    assert declared[0].describe() == {"name": "n", "kind": "int", "default": 3, "description": "n"}
