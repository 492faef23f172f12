"""Every schema a generated client makes a class of gets a name of its own.

Code generators (openapi-python-client, datamodel-code-generator) make a class of every object
schema and every enumeration; one written inline is named after its field, so two fields of one
name in different places become ``Direction`` and ``Direction1``, and an inline one-value enum
(a move's ``type``) an enumeration class per use. This pass, run once over the finished
document, takes each inline object and enumeration out into a component named after where it
sits (``FlagDashMove_run`` + ``direction`` -> ``FlagDashMoveRunDirection``; a dataclass's own
name when it has one: ``DiceyCurvesCar``), writes a one-value enum as ``const``, splits an enum
that mixes types (``"random"`` or a seat number) by type, and drops ``title`` (a generator would
name a class after it). The document validates exactly the same values after it as before.
"""

from __future__ import annotations

import re
from typing import Any

REF = "#/components/schemas/"
_WORD = re.compile(r"[^0-9A-Za-z]+")
_JSON_TYPES = {str: "string", bool: "boolean", int: "integer", float: "number", type(None): "null"}


def camel(text: str) -> str:
    return "".join(part[:1].upper() + part[1:] for part in _WORD.split(text) if part)


def name_every_schema(document: dict[str, Any], prefixes: list[str]) -> dict[str, Any]:
    """``document`` with its inline objects and enumerations named (see the module).

    ``prefixes`` are the game types' component prefixes: a nested dataclass of a component
    starting with one is named ``<prefix><its class name>``."""
    schemas: dict[str, Any] = document.get("components", {}).get("schemas", {})
    namer = _Namer(schemas, sorted(prefixes, key=len, reverse=True))
    for name in sorted(schemas):
        schemas[name] = namer.walk(schemas[name], camel(name), top=True)
    schemas.update(namer.added)
    return document


class _Namer:
    def __init__(self, schemas: dict[str, Any], prefixes: list[str]) -> None:
        self.taken = set(schemas)
        self.added: dict[str, Any] = {}
        self.prefixes = prefixes

    def _place(self, wanted: str, schema: dict[str, Any]) -> dict[str, str]:
        """``schema`` as a component named ``wanted`` (or a reference to its twin)."""
        if self.added.get(wanted) == schema:
            return {"$ref": REF + wanted}
        name, extra = wanted, ""
        while name in self.taken:  # never a number: a word longer
            extra += "Other"
            name = wanted + extra
            if self.added.get(name) == schema:
                return {"$ref": REF + name}
        self.taken.add(name)
        self.added[name] = schema
        return {"$ref": REF + name}

    def _prefix(self, owner: str) -> str:
        return next((p for p in self.prefixes if owner.startswith(p)), owner)

    def walk(self, node: Any, owner: str, top: bool = False, branch: bool = False) -> Any:
        """``node`` with everything nested named; ``owner`` names the place it sits in;
        ``branch``: one of a union's (where a generator names a map by its position too)."""
        if isinstance(node, list):
            return [self.walk(item, owner) for item in node]
        if not isinstance(node, dict) or "$ref" in node:
            return node
        node = _null_apart(_tidy_enum(dict(node)))
        title = node.pop("title", None)
        if not top and "enum" in node:
            return self._place(owner, node)
        if not top and (_is_object(node) or (branch and _is_map(node))):
            owner = self._prefix(owner) + title if title else owner
            return self._place(owner, self._inside(node, owner))
        return self._inside(node, owner)

    def _inside(self, node: dict[str, Any], owner: str) -> dict[str, Any]:
        out = dict(node)
        if isinstance(node.get("properties"), dict):
            out["properties"] = {k: self.walk(v, owner + camel(k))
                                 for k, v in node["properties"].items()}
        for key, suffix in (("items", "Item"), ("additionalProperties", "Value"),
                            ("not", "Not")):
            if isinstance(node.get(key), dict):
                out[key] = self.walk(node[key], owner + suffix)
        if _is_bounded_scalar(out.get("items")):  # a generator names it after the field alone
            out["items"] = self._place(owner + "Item", out["items"])
        if isinstance(node.get("prefixItems"), list):
            out["prefixItems"] = [self.walk(v, owner + "Item") for v in node["prefixItems"]]
        for key in ("anyOf", "oneOf", "allOf"):
            if isinstance(node.get(key), list):
                out[key] = [self.walk(v, owner, branch=key != "allOf") for v in node[key]]
        return out


def _is_object(node: dict[str, Any]) -> bool:
    kind = node.get("type")
    kinds = kind if isinstance(kind, list) else [kind]
    return "object" in kinds and bool(node.get("properties"))


def _is_bounded_scalar(node: Any) -> bool:
    """A number or string with bounds of its own (``players`` items of 2 to 8): generators make
    a class of it, named after the list's field, so two such lists clash."""
    return (isinstance(node, dict) and "$ref" not in node and node.get("type") in (
        "integer", "number", "string") and any(
        k in node for k in ("minimum", "maximum", "minLength", "maxLength", "pattern")))


def _is_map(node: dict[str, Any]) -> bool:
    return node.get("type") == "object" and isinstance(node.get("additionalProperties"), dict)


def _null_apart(node: dict[str, Any]) -> dict[str, Any]:
    """An object that may be null (``type: [object, null]``) as ``anyOf`` [object, null], so
    the object is named like any other."""
    kind = node.get("type")
    if not (isinstance(kind, list) and "null" in kind and "object" in kind and len(kind) == 2):
        return node
    keep = ("description", "default")
    inner = {k: v for k, v in node.items() if k not in keep}
    inner["type"] = "object"
    return {**{k: node[k] for k in keep if k in node},
            "anyOf": [inner, {"type": "null"}]}


def _tidy_enum(node: dict[str, Any]) -> dict[str, Any]:
    """A one-value enum as ``const``; an enum of several JSON types as ``anyOf`` by type."""
    values = node.get("enum")
    if not isinstance(values, list):
        return node
    if len(values) == 1 and values[0] is not None:
        rest = {k: v for k, v in node.items() if k != "enum"}
        return {**rest, "type": _JSON_TYPES[type(values[0])], "const": values[0]}
    kinds = {_JSON_TYPES[type(v)] for v in values}
    if "null" in kinds and len(values) > 1:  # null beside the enumeration, not inside it
        rest = {k: v for k, v in node.items() if k not in ("enum", "type")}
        return {**rest, "anyOf": [_tidy_enum({"enum": [v for v in values if v is not None]}),
                                  {"type": "null"}]}
    if len(kinds) <= 1:
        if "type" not in node and kinds:
            node["type"] = sorted(kinds)[0] if len(kinds) == 1 else sorted(kinds)
        return node
    rest = {k: v for k, v in node.items() if k not in ("enum", "type")}
    branches = []
    for kind in sorted(kinds):
        same = [v for v in values if _JSON_TYPES[type(v)] == kind]
        branches.append({"type": kind} if kind == "null" else {"type": kind, "enum": same})
    return {**rest, "anyOf": branches}
