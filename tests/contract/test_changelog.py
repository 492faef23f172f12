"""The contract's changelog and version policy (docs/CHANGELOG.md; issue 27, item 5).

* The newest entry's version is the contract's ``info.version`` and the SDK's version, higher
  than every older entry's, and names the SHA-256 of the committed contract: a contract changed
  without a new entry (or without updating it) fails here.
* Every breaking change from the last released contract (``openapi/released/<version>.json``)
  to the committed one is named under the entry's **Breaking**, or the major version went up.
* Deprecations: what the contract marks deprecated is in the policy's table, and an answer
  that carries it has ``Deprecation``, ``Sunset`` and ``Link`` headers.
* The checker itself finds each kind of breaking change on made-up documents.
"""

from __future__ import annotations

import copy
import hashlib
import json
import re
from email.utils import parsedate_to_datetime
from pathlib import Path
from typing import Any

import pytest
from packaging.version import Version

from dashgames_sdk import __version__ as SDK_VERSION
from tests.support.contract_diff import breaking_changes

ROOT = Path(__file__).resolve().parents[2]
CONTRACT = ROOT / "openapi" / "openapi.json"
RELEASED = ROOT / "openapi" / "released"
CHANGELOG = ROOT / "docs" / "CHANGELOG.md"
ENTRY = re.compile(r"^## (\d+\.\d+\.\d+)\b.*$", re.M)


def entries() -> list[tuple[Version, str]]:
    text = CHANGELOG.read_text(encoding="utf-8")
    heads = list(ENTRY.finditer(text))
    return [(Version(h.group(1)), text[h.end(): heads[i + 1].start() if i + 1 < len(heads)
                                       else len(text)])
            for i, h in enumerate(heads)]


def contract() -> dict[str, Any]:
    found: dict[str, Any] = json.loads(CONTRACT.read_text(encoding="utf-8"))
    return found


def last_release(before: Version) -> tuple[Version, dict[str, Any]]:
    versions = sorted(Version(p.stem) for p in RELEASED.glob("*.json"))
    older = [v for v in versions if v < before]
    assert older, f"no released contract older than {before} in openapi/released/"
    found = older[-1]
    return found, json.loads((RELEASED / f"{found}.json").read_text(encoding="utf-8"))


def test_the_newest_entry_is_the_committed_contract() -> None:
    found = entries()
    versions = [v for v, _ in found]
    assert versions == sorted(versions, reverse=True) and len(set(versions)) == len(versions)
    newest, body = found[0]
    assert str(newest) == contract()["info"]["version"] == SDK_VERSION
    digest = hashlib.sha256(CONTRACT.read_bytes()).hexdigest()
    assert f"sha256:{digest}" in body, (
        f"openapi/openapi.json changed since docs/CHANGELOG.md's {newest} entry: add an entry "
        f"with a higher version (or update the unreleased one), naming `sha256:{digest}`")


def test_every_breaking_change_is_named_or_the_major_version_went_up() -> None:
    newest, body = entries()[0]
    released, old = last_release(newest)
    if newest.major > released.major:
        return
    breaking = breaking_changes(old, contract())
    section = body.split("Breaking", 1)[1] if "Breaking" in body else ""
    unnamed = [change for change in breaking if change not in section]
    assert unnamed == [], (f"breaking changes since {released} that docs/CHANGELOG.md's "
                           f"{newest} entry does not name under Breaking: {unnamed}")


def _deprecated(node: Any, path: str = "") -> list[str]:
    found = []
    if isinstance(node, dict):
        if node.get("deprecated") is True:
            found.append(path)
        for key, value in node.items():
            found += _deprecated(value, f"{path}/{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            found += _deprecated(value, f"{path}/{i}")
    return found


def test_what_the_contract_deprecates_is_in_the_policy_table() -> None:
    marked = _deprecated(contract())
    assert marked == ["/components/schemas/MyGame/properties/rating"]
    table = CHANGELOG.read_text(encoding="utf-8").split("Deprecated now:", 1)[1]
    assert "`MyGame.rating`" in table.split("\n## ", 1)[0]


@pytest.fixture
def client(game_service: Any) -> Any:
    from dashgames.http.app import create_app

    return create_app(backend=game_service).test_client()


def test_an_answer_with_a_deprecated_field_says_so_in_its_headers(client: Any) -> None:
    r = client.post("/v1/players", json={"name": "old-client"})
    token = r.json["token"]
    answer = client.get("/v1/players/me/games", headers={"Authorization": f"Bearer {token}"})
    assert answer.status_code == 200
    assert answer.headers["Deprecation"] == "@1795824000"  # 2026-11-28 00:00 UTC
    sunset = parsedate_to_datetime(answer.headers["Sunset"])
    assert (sunset.year, sunset.month, sunset.day) == (2027, 6, 1)
    assert 'rel="deprecation"' in answer.headers["Link"]


# -- the checker, on made-up documents -------------------------------------------------------

BASE: dict[str, Any] = {
    "paths": {
        "/v1/things": {
            "get": {"parameters": [{"in": "query", "name": "limit", "schema": {
                "type": "integer"}}],
                "responses": {"200": {"content": {"application/json": {"schema": {
                    "$ref": "#/components/schemas/Thing"}}}}}},
            "post": {"requestBody": {"content": {"application/json": {"schema": {
                "$ref": "#/components/schemas/NewThing"}}}}, "responses": {"201": {}}},
        },
    },
    "components": {"schemas": {
        "Thing": {"type": "object", "required": ["id", "kind"], "properties": {
            "id": {"type": "string"}, "kind": {"type": "string", "enum": ["a", "b"]}}},
        "NewThing": {"type": "object", "required": ["kind"], "properties": {
            "kind": {"type": "string", "enum": ["a", "b"]}, "note": {"type": "string"}}},
    }},
}


def changed(edit: Any) -> list[str]:
    new = copy.deepcopy(BASE)
    edit(new)
    return breaking_changes(BASE, new)


def test_the_checker_finds_each_kind_of_breaking_change() -> None:
    schemas = "components", "schemas"

    def at(doc: dict[str, Any], name: str) -> dict[str, Any]:
        found: dict[str, Any] = doc[schemas[0]][schemas[1]][name]
        return found

    assert changed(lambda d: None) == []
    assert changed(lambda d: at(d, "Thing")["properties"].update(extra={"type": "string"})) \
        == []  # a field added to an answer breaks nobody
    assert changed(lambda d: d["paths"]["/v1/things"].pop("post")) == \
        ["api-removed: POST /v1/things"]
    assert changed(lambda d: d["paths"].pop("/v1/things")) == [
        "api-path-removed: GET /v1/things", "api-path-removed: POST /v1/things"]
    assert changed(lambda d: at(d, "Thing").update(type="array")) == \
        ["response-property-type-changed: Thing object -> array"]
    assert changed(lambda d: at(d, "Thing")["properties"].pop("id")) == \
        ["response-property-removed: Thing.id"]
    assert changed(lambda d: at(d, "Thing")["required"].remove("kind")) == \
        ["response-required-property-became-not-required: Thing.kind"]
    assert changed(lambda d: at(d, "Thing")["properties"]["kind"]["enum"].append("c")) == \
        ["response-property-enum-value-added: Thing.kind ['c']"]
    assert changed(lambda d: at(d, "NewThing")["properties"]["kind"]["enum"].remove("b")) \
        == ["request-property-enum-value-removed: NewThing.kind ['b']"]
    assert changed(lambda d: at(d, "NewThing")["properties"]["kind"]["enum"].append("c")) \
        == []  # a client may send one more value: nothing it sent before breaks
    assert changed(lambda d: at(d, "NewThing")["required"].append("note")) == \
        ["new-required-request-property: NewThing.note"]
    assert changed(lambda d: at(d, "Thing")["properties"]["id"].update(type="integer")) == \
        ["response-property-type-changed: Thing.id string -> integer"]
    assert changed(lambda d: d["paths"]["/v1/things"]["get"]["parameters"].append(
        {"in": "query", "name": "since", "required": True, "schema": {"type": "string"}})) \
        == ["new-required-request-parameter: GET /v1/things since"]
