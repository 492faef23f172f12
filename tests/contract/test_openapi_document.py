"""The committed contract is the code's, it is valid OpenAPI, and it covers every route."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import jsonschema
import jsonschema_rs
import pytest
from openapi_spec_validator import validate

import dashgames.games  # noqa: F401 - registers every game
from dashgames.engine import get_game
from dashgames.http import errors
from dashgames.http.contract import component_prefix
from dashgames.http.openapi_export import generate
from dashgames.play.snapshot import outcome_json
from tests.support.contract_samples import HOUSE_GAMES, samples

COMMITTED = Path(__file__).resolve().parents[2] / "openapi" / "openapi.json"


@pytest.fixture(scope="module")
def document() -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads(generate())
    return loaded


def test_the_committed_contract_is_what_the_code_generates() -> None:
    generated = generate()
    assert generate() == generated, "the export must be deterministic"
    committed = COMMITTED.read_text() if COMMITTED.is_file() else ""
    assert committed == generated, (
        "openapi/openapi.json differs from the code's contract: run `make openapi` and commit it"
    )


def test_the_contract_is_valid_openapi(document: dict[str, Any]) -> None:
    validate(document)
    assert document["openapi"] == "3.1.0"


def test_every_api_route_is_in_the_contract(document: dict[str, Any]) -> None:
    from dashgames.http.app import create_app

    app = create_app(backend=object())  # type: ignore[arg-type]  # no request is made
    documented = set(document["paths"])
    for rule in app.url_map.iter_rules():
        path = rule.rule.replace("<", "{").replace(">", "}")
        if path.startswith("/v1/") or path in ("/healthz", "/readyz"):
            assert path in documented, f"{path} is served but not in the contract"


def test_every_operation_documents_its_errors_with_known_codes(document: dict[str, Any]) -> None:
    for path, item in document["paths"].items():
        for method, operation in item.items():
            if method == "parameters":
                continue
            statuses = {int(s) for s in operation["responses"]}
            assert any(200 <= s < 300 for s in statuses), (path, method)
            assert 500 in statuses, (path, method)
            for status, response in operation["responses"].items():
                if int(status) < 400:
                    continue
                schema = response["content"]["application/json"]["schema"]
                assert schema == {"$ref": "#/components/schemas/Error"}, (path, status)
                codes = response["x-error-codes"]  # documented, an open set: no closed enum
                assert codes, (path, status)
                assert all(errors.STATUS_BY_CODE[c] == int(status) for c in codes), (path, status)
            if operation.get("security") == [{"bearerAuth": []}]:
                assert "401" in operation["responses"], (path, method)


def _validator(document: dict[str, Any], name: str) -> Any:
    """A validator for component ``name`` of the document, its references resolved in it
    (jsonschema-rs: the samples take a minute with the pure-Python validator)."""
    return jsonschema_rs.Draft202012Validator(
        {"$ref": f"#/components/schemas/{name}", "components": document["components"]})


def test_each_game_has_typed_moves_views_and_events(document: dict[str, Any]) -> None:
    """Real moves, views and events of every game are valid as their game's components, and
    the contract's move union names exactly the game's move kinds."""
    schemas = document["components"]["schemas"]
    for game_id in HOUSE_GAMES:
        game = get_game(game_id)
        prefix = component_prefix(game.id)
        union = schemas[f"{prefix}Move"]
        assert union["discriminator"]["propertyName"] == "type"
        assert set(union["discriminator"]["mapping"]) == set(game.moves.schemas())
        assert {"$ref": f"#/components/schemas/{prefix}GameRead"} in schemas["GameRead"]["oneOf"]
        assert {"$ref": f"#/components/schemas/{prefix}Move"} in schemas["Move"]["anyOf"]
        found = samples(game_id)
        moves, views = _validator(document, f"{prefix}Move"), _validator(document, f"{prefix}View")
        events = _validator(document, f"{prefix}Event")
        for _, legal in found.legal:
            for move in legal:
                moves.validate(move)
        for view in found.views:
            views.validate(view)
        for event in found.events:
            events.validate(event)
        for outcome in found.outcomes:  # every house game's reason is a code of its own
            shown = outcome_json(game, outcome)
            _validator(document, "Outcome").validate(shown)
            assert shown["reason"] != "other", (game_id, outcome)
    body = document["paths"]["/v1/games/{game_id}/moves"]["post"]["requestBody"]
    assert body["content"]["application/json"]["schema"] == {"$ref": "#/components/schemas/Move"}


def test_every_operation_has_an_id_and_examples_valid_as_its_schemas(
    document: dict[str, Any],
) -> None:
    """Verb-first snake_case ids, unique; the success answer's example and the request body's
    valid as their schemas."""
    seen = set()
    for path, item in document["paths"].items():
        for method, operation in item.items():
            if method == "parameters":
                continue
            op_id = operation.get("operationId", "")
            assert re.fullmatch(r"(get|read|list|create|play|stream|join|spectate|resign|check|"
                                r"accept|decline|cancel|revoke|rotate|rematch|delete|enable|"
                                r"withdraw|preview)_[a-z_]+",
                                op_id), (path, method, op_id)
            assert op_id not in seen, op_id
            seen.add(op_id)
            status, ok = next((s, r) for s, r in sorted(operation["responses"].items())
                              if s.startswith("2"))
            if status != "204":  # no content: nothing to exemplify
                media = ok["content"]["application/json"]
                assert "example" in media, (path, method)
                _check(document, media["schema"], media["example"])
            body = operation.get("requestBody", {}).get("content", {}).get("application/json")
            if body is not None:
                assert "example" in body, (path, method)
                _check(document, body["schema"], body["example"])


def _check(document: dict[str, Any], schema: dict[str, Any], value: Any) -> None:
    jsonschema.Draft202012Validator({**schema, "components": document["components"]}).validate(
        value)


def test_auth_is_declared_as_each_operation_takes_it(document: dict[str, Any]) -> None:
    """Anonymous or a token by default (the document's), a token where one is needed, none
    where none is taken: generators then let an anonymous client read a game."""
    assert document["security"] == [{}, {"bearerAuth": []}]
    paths = document["paths"]
    assert "security" not in paths["/v1/games/{game_id}"]["get"]
    assert "security" not in paths["/v1/games/{game_id}/events"]["get"]
    assert paths["/v1/games/{game_id}/moves"]["post"]["security"] == [{"bearerAuth": []}]
    assert paths["/v1/games"]["get"]["security"] == []


def test_the_error_table_is_published(document: dict[str, Any]) -> None:
    description = document["info"]["description"]
    for code, status in errors.STATUS_BY_CODE.items():
        assert f"| `{code}` | {status} |" in description


def test_every_operation_is_in_the_contract_guide_s_table(document: dict[str, Any]) -> None:
    """docs/CONTRACT.md's table names every operation id (issue 27: it listed 19 of 37)."""
    table = (Path(__file__).resolve().parents[2] / "docs" / "CONTRACT.md").read_text(
        encoding="utf-8").split("## Operation ids", 1)[1].split("\n## ", 1)[0]
    listed = set(re.findall(r"`([a-z_]+)`", table))
    ids = {op["operationId"] for item in document["paths"].values()
           for method, op in item.items() if method != "parameters"}
    assert sorted(ids - listed) == []


def test_every_operation_and_every_move_kind_is_described(document: dict[str, Any]) -> None:
    """Issue 27: 35 operations and 16 move kinds had no description."""
    bare_ops = [op["operationId"] for item in document["paths"].values()
                for method, op in item.items()
                if method != "parameters" and not (op.get("description") and op.get("summary"))]
    assert bare_ops == []
    bare_moves = [name for name, schema in document["components"]["schemas"].items()
                  if "Move_" in name and not schema.get("description")]
    assert bare_moves == []
