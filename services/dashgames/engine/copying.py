"""``replace``: a copy of a frozen dataclass with some fields changed, at a fraction of the cost of
``dataclasses.replace``.

The games' states are frozen dataclasses without ``__post_init__``, ``init=False`` fields or
slots, and every rule makes a new state with ``replace``: the search applies tens of thousands of
moves a second, and ``dataclasses.replace`` (which re-runs ``__init__`` through keyword
arguments) was its single largest cost (a third of a Flag Dash iteration). This one copies the
instance dictionary and sets the changed fields; like ``dataclasses.replace`` it refuses a name
that is not a field.
"""

from __future__ import annotations

import dataclasses
from functools import cache
from typing import Any, TypeVar

T = TypeVar("T")


@cache
def _fields(cls: type) -> frozenset[str]:
    if not dataclasses.is_dataclass(cls) or hasattr(cls, "__slots__"):
        raise TypeError(f"replace() needs a dataclass with an instance dict, not {cls.__name__}")
    if hasattr(cls, "__post_init__") or any(not f.init for f in dataclasses.fields(cls)):
        raise TypeError(f"{cls.__name__} builds fields in __init__; use dataclasses.replace")
    return frozenset(f.name for f in dataclasses.fields(cls))


def replace(obj: T, /, **changes: Any) -> T:
    """``obj`` with ``changes`` (field name: new value); the other fields are shared."""
    cls: type = type(obj)
    names = _fields(cls)
    if not changes.keys() <= names:
        unknown = sorted(changes.keys() - names)
        raise TypeError(f"{cls.__name__} has no field {unknown[0]!r}")
    new: T = object.__new__(cls)
    state = new.__dict__
    state.update(obj.__dict__)
    state.update(changes)
    return new
