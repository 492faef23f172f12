"""The committed contract is the code's, it is valid OpenAPI, and it covers every route."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from openapi_spec_validator import validate

import dashgames.games  # noqa: F401 - registers every game
from dashgames.engine import all_games
from dashgames.state import errors
from dashgames.state.contract import component_prefix
from dashgames.state.openapi_export import generate

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
    from dashgames.state.app import create_app

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
                codes = schema["allOf"][1]["properties"]["code"]["enum"] if "allOf" in schema \
                    else []
                assert all(errors.STATUS_BY_CODE[c] == int(status) for c in codes), (path, status)
            if operation.get("security") == [{"bearerAuth": []}]:
                assert "401" in operation["responses"], (path, method)


def test_each_game_has_typed_moves_and_views(document: dict[str, Any]) -> None:
    schemas = document["components"]["schemas"]
    for game in all_games():
        prefix = component_prefix(game.id)
        union = schemas[f"{prefix}Move"]
        assert union["discriminator"]["propertyName"] == "type"
        assert set(union["discriminator"]["mapping"]) == set(game.moves.schemas())
        for kind, schema in game.moves.schemas().items():
            assert schemas[f"{prefix}Move_{kind}"] == schema
        assert schemas[f"{prefix}View"] == game.view_schema()
        assert {"$ref": f"#/components/schemas/{prefix}GameRead"} in schemas["GameRead"]["oneOf"]
        assert {"$ref": f"#/components/schemas/{prefix}Move"} in schemas["Move"]["anyOf"]
    body = document["paths"]["/v1/games/{game_id}/moves"]["post"]["requestBody"]
    assert body["content"]["application/json"]["schema"] == {"$ref": "#/components/schemas/Move"}


def test_the_error_table_is_published(document: dict[str, Any]) -> None:
    description = document["info"]["description"]
    for code, status in errors.STATUS_BY_CODE.items():
        assert f"| `{code}` | {status} |" in description
