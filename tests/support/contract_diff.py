"""Breaking changes between two versions of the contract, as oasdiff's ``breaking`` command
names them (its rule ids, where one fits), on what this contract uses: each operation's
parameters, request body and success answers, walked into their components (``$ref``
resolved in each document; a union compared member by member, so an object split into a
union of the same shapes breaks nobody's wire).

What breaks an existing client, by direction:

* an operation or path gone (``api-removed``, ``api-path-removed``);
* a new required parameter, or a parameter gone (``new-required-request-parameter``,
  ``request-parameter-removed``);
* in what a client sends: a property that becomes required, an enum value gone, a type
  changed (``new-required-request-property``, ``request-property-enum-value-removed``,
  ``request-property-type-changed``);
* in what a client reads: a property gone or no longer always there, a type changed, and an
  enum value added: a generated client with a closed enum raises on a value it does not know
  (``response-property-removed``, ``response-required-property-became-not-required``,
  ``response-property-type-changed``, ``response-property-enum-value-added``).

Why not oasdiff itself: it is a Go program, and no Go toolchain is installed here; Optic (npm)
fails to start on this Node. The rules are oasdiff's; tests/contract/test_changelog.py checks
the checker on made-up documents before it trusts it.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

METHODS = ("get", "put", "post", "delete", "patch")


def _operations(doc: dict[str, Any]) -> Iterator[tuple[str, str, dict[str, Any]]]:
    for path, item in doc.get("paths", {}).items():
        for method in METHODS:
            if method in item:
                yield path, method, item[method]


class _Compare:
    """One direction's walk from an operation's schema in both documents, ``$ref`` resolved
    in each, each pair of components compared once."""

    def __init__(self, old_doc: dict[str, Any], new_doc: dict[str, Any], sent: bool) -> None:
        self.docs = old_doc, new_doc
        self.sent = sent
        self.seen: set[tuple[str, str]] = set()
        self.found: list[str] = []

    def _resolve(self, which: int, schema: dict[str, Any], name: str
                 ) -> tuple[dict[str, Any], str]:
        while isinstance(schema, dict) and "$ref" in schema:
            name = schema["$ref"].rsplit("/", 1)[1]
            schema = self.docs[which].get("components", {}).get("schemas", {}).get(name, {})
        return schema, name

    def _members(self, which: int, schema: dict[str, Any], name: str
                 ) -> list[tuple[dict[str, Any], str]]:
        """A union's members (a nullable ``anyOf`` keeps its non-null ones), else itself."""
        schema, name = self._resolve(which, schema, name)
        options = schema.get("oneOf") or schema.get("anyOf")
        if not options:
            return [(schema, name)]
        out = []
        for option in options:
            if option.get("type") == "null":
                continue
            out.extend(self._members(which, option, name))
        return out

    def compare(self, old: dict[str, Any], new: dict[str, Any], name: str) -> None:
        olds = self._members(0, old, name)
        news = self._members(1, new, name)
        if self.sent:  # every member a client sent before must still be accepted
            for old_member, old_name in olds:
                self._best(old_member, old_name, news)
        else:  # every member a client reads now must fit what it knew
            for new_member, new_name in news:
                self._best(new_member, new_name, olds, reverse=True)

    def _best(self, one: dict[str, Any], name: str, others: list[tuple[dict[str, Any], str]],
              reverse: bool = False) -> None:
        """Compare ``one`` with the member of ``others`` that breaks least."""
        best: list[str] | None = None
        for other, other_name in others:
            trial = _Compare(*self.docs, self.sent)
            trial.seen = set(self.seen)
            pair = (other, one) if reverse else (one, other)
            names = (other_name, name) if reverse else (name, other_name)
            trial._pair(pair[0], pair[1], names[1] if reverse else names[0])
            if best is None or len(trial.found) < len(best):
                best = trial.found
                if not best:
                    break
        added = [f for f in best or [] if "enum-value-added" in f]
        if reverse and added:  # a new variant (its type value is new): that alone is the news
            best = added
        self.found.extend(best or [])

    def _pair(self, old: dict[str, Any], new: dict[str, Any], name: str) -> None:
        key = (repr(sorted(old.items()))[:2000], repr(sorted(new.items()))[:2000])
        if key in self.seen:
            return
        self.seen.add(key)
        if _type(old) != _type(new) and old.get("type") is not None \
                and new.get("type") is not None:
            rule = "request" if self.sent else "response"
            self.found.append(f"{rule}-property-type-changed: {name} {_shown(_type(old))} -> "
                              f"{_shown(_type(new))}")
        old_enum = set(map(str, old.get("enum", [old["const"]] if "const" in old else [])))
        new_enum = set(map(str, new.get("enum", [new["const"]] if "const" in new else [])))
        if old_enum and new_enum:
            if self.sent and old_enum - new_enum:
                self.found.append(f"request-property-enum-value-removed: {name} "
                                  f"{sorted(old_enum - new_enum)}")
            if not self.sent and new_enum - old_enum:
                self.found.append(f"response-property-enum-value-added: {name} "
                                  f"{sorted(new_enum - old_enum)}")
        old_props, new_props = old.get("properties", {}), new.get("properties", {})
        old_required, new_required = set(old.get("required", [])), set(new.get("required", []))
        if self.sent:
            for prop in sorted(new_required - old_required):
                self.found.append(f"new-required-request-property: {name}.{prop}")
        else:
            for prop in sorted(old_required - set(new_props)):
                self.found.append(f"response-property-removed: {name}.{prop}")
            for prop in sorted((old_required - new_required) & set(new_props)):
                self.found.append(f"response-required-property-became-not-required: "
                                  f"{name}.{prop}")
        for prop in sorted(set(old_props) & set(new_props)):
            self.compare(old_props[prop], new_props[prop], f"{name}.{prop}")
        if isinstance(old.get("items"), dict) and isinstance(new.get("items"), dict):
            self.compare(old["items"], new["items"], f"{name}[]")


def _type(schema: dict[str, Any]) -> Any:
    """The schema's types apart from null: a nullable property is compared by what it is when
    present (``{"type": ["string", "null"]}`` and ``anyOf: [<a string enum>, null]`` alike)."""
    found = schema.get("type")
    if found is None:
        return None
    kinds = sorted(set(found if isinstance(found, list) else [found]) - {"null"})
    return tuple(kinds)


def _shown(kinds: Any) -> Any:
    return kinds[0] if isinstance(kinds, tuple) and len(kinds) == 1 else kinds


def _body(op: dict[str, Any]) -> dict[str, Any] | None:
    content = op.get("requestBody", {}).get("content", {}).get("application/json")
    return None if content is None else content.get("schema")


def _answer(op: dict[str, Any], status: str) -> dict[str, Any] | None:
    content = op.get("responses", {}).get(status, {}).get("content", {})
    found = content.get("application/json")
    return None if found is None else found.get("schema")


def breaking_changes(old: dict[str, Any], new: dict[str, Any]) -> list[str]:
    """Each breaking change from ``old`` to ``new``, one line each (its rule id first)."""
    found: list[str] = []
    new_ops = {(path, method): op for path, method, op in _operations(new)}
    for path, method, op in _operations(old):
        where = f"{method.upper()} {path}"
        now = new_ops.get((path, method))
        if now is None:
            rule = "api-path-removed" if path not in new.get("paths", {}) else "api-removed"
            found.append(f"{rule}: {where}")
            continue
        before = {(p.get("in"), p.get("name")): p for p in op.get("parameters", [])
                  if "name" in p}
        after = {(p.get("in"), p.get("name")): p for p in now.get("parameters", [])
                 if "name" in p}
        for key in sorted(set(before) - set(after), key=str):
            found.append(f"request-parameter-removed: {where} {key[1]}")
        for key in sorted(set(after) - set(before), key=str):
            if after[key].get("required"):
                found.append(f"new-required-request-parameter: {where} {key[1]}")
        sent = _Compare(old, new, sent=True)
        for key in sorted(set(before) & set(after), key=str):
            sent.compare(before[key].get("schema", {}), after[key].get("schema", {}),
                         f"{where} {key[1]}")
        old_body, new_body = _body(op), _body(now)
        if old_body is not None and new_body is not None:
            sent.compare(old_body, new_body, f"{where} body")
        found.extend(sent.found)
        read = _Compare(old, new, sent=False)
        for status in op.get("responses", {}):
            if not str(status).startswith("2"):
                continue
            old_answer, new_answer = _answer(op, status), _answer(now, status)
            if old_answer is not None and new_answer is not None:
                read.compare(old_answer, new_answer, f"{where} {status}")
            elif old_answer is not None:
                found.append(f"response-success-status-removed: {where} {status}")
        found.extend(read.found)
    return list(dict.fromkeys(found))  # each once, in the order found
