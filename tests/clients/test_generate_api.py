"""The generated API module: it matches the committed contract, and the generator is right."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "openapi" / "openapi.json"
API_JS = ROOT / "clients" / "shared" / "api.js"


def _generator():  # clients/ is not a package: load the script by path
    path = ROOT / "clients" / "generate_api.py"
    spec = importlib.util.spec_from_file_location("generate_api", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


gen = _generator()


def test_committed_module_matches_the_contract() -> None:
    if not SPEC.exists():
        pytest.skip("openapi/openapi.json is not committed yet (make openapi)")
    expected = gen.render(json.loads(SPEC.read_text()))
    assert API_JS.read_text() == expected, "run `python clients/generate_api.py` and commit"


def test_schema_types_become_jsdoc() -> None:
    assert gen.js_type({"type": "integer"}) == "number"
    assert gen.js_type({"type": "string", "nullable": True}) == "(string|null)"
    assert gen.js_type({"type": ["string", "null"]}) == "(string|null)"
    assert gen.js_type({"enum": ["N", "S"]}) == '("N"|"S")'
    assert gen.js_type({"type": "array", "items": {"$ref": "#/components/schemas/Move"}}) == (
        "Array<Move>"
    )
    assert gen.js_type(
        {"type": "object", "properties": {"die": {"type": "integer"}, "to-do": {}},
         "required": ["die"]}
    ) == '{die: number, "to-do"?: *}'
    assert gen.js_type({"oneOf": [{"$ref": "#/x/A"}, {"$ref": "#/x/B.c"}]}) == "(A|BC)"


def test_operation_names_come_from_the_path_without_an_operation_id() -> None:
    assert gen.operation_name("get", "/v1/games/{game_id}/legal-moves", {}) == (
        "getGamesByGameIdLegalMoves"
    )
    assert gen.operation_name("post", "/v1/games", {}) == "postGames"
    assert gen.operation_name("get", "/v1/x", {"operationId": "list_things"}) == "listThings"


SMALL_SPEC = {
    "openapi": "3.1.0",
    "info": {"title": "T", "version": "1"},
    "paths": {
        "/v1/games/{game_id}/moves": {
            "post": {
                "summary": "Make a move.",
                "parameters": [
                    {"in": "path", "name": "game_id", "required": True,
                     "schema": {"type": "string"}},
                    {"in": "header", "name": "If-Match", "schema": {"type": "string"}},
                    {"in": "header", "name": "Idempotency-Key", "schema": {"type": "string"}},
                ],
                "requestBody": {"content": {"application/json": {
                    "schema": {"$ref": "#/components/schemas/Move"}}}},
                "responses": {"200": {"content": {"application/json": {
                    "schema": {"$ref": "#/components/schemas/Result"}}}},
                    "422": {"description": "refused"}},
            }
        },
        "/v1/games/{game_id}/events": {
            "get": {
                "parameters": [{"in": "path", "name": "game_id", "required": True},
                               {"in": "query", "name": "after"}],
                "responses": {"200": {"content": {"text/event-stream": {}}}},
            }
        },
    },
    "components": {"schemas": {
        "Move": {"type": "object", "description": "A move.",
                 "properties": {"type": {"enum": ["pass"]}}, "required": ["type"]},
        "Result": {"type": "object", "properties": {"version": {"type": "integer"}}},
    }},
}


def test_render_writes_typedefs_functions_and_the_operation_table() -> None:
    text = gen.render(SMALL_SPEC)
    assert ' * @typedef {{type: ("pass")}} Move' in text
    assert " * @typedef {{version?: number}} Result" in text
    assert "export function postGamesByGameIdMoves(args = {}) {" in text
    assert " * @returns {Promise<{status: number, data: Result," in text
    assert " * @throws {ApiError} on 422" in text
    # headers are passed by camelCase name and sent under their real names
    table_text = text.split("export const OPERATIONS = ", 1)[1].split(";\n", 1)[0]
    table = json.loads(table_text)
    assert table["postGamesByGameIdMoves"] == {
        "headers": {"idempotencyKey": "Idempotency-Key", "ifMatch": "If-Match"},
        "method": "post", "path": "/v1/games/{game_id}/moves", "query": [],
    }
    assert table["getGamesByGameIdEvents"]["query"] == ["after"]
    # an event-stream operation also gets a follower
    assert "export function getGamesByGameIdEventsStream(args, handlers) {" in text
    assert "export function postGamesByGameIdMovesStream" not in text


def test_check_mode_reports_drift(tmp_path: Path) -> None:
    spec = tmp_path / "openapi.json"
    out = tmp_path / "api.js"
    spec.write_text(json.dumps(SMALL_SPEC))
    assert gen.main([str(spec), str(out), "--check"]) == 1
    assert gen.main([str(spec), str(out)]) == 0
    assert gen.main([str(spec), str(out), "--check"]) == 0


def test_committed_metro_map_matches_the_game_data() -> None:
    """DC Dash's map (its package's data/network-map.json, served by
    `GET /v1/game-types/dc_dash/components`) is exported from the DC Dash network data."""
    path = ROOT / "clients" / "export_boards.py"
    spec = importlib.util.spec_from_file_location("export_boards", path)
    assert spec is not None and spec.loader is not None
    export = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(export)
    assert export.main(["--check"]) == 0, "run `python clients/export_boards.py` and commit"
    data = json.loads(export.OUT.read_text())
    stations = data["years"]["2010"]["stations"]
    assert len(stations) == 86
    # every station is a separate target: none closer than the spreading gap
    points = [(s["x"], s["y"]) for s in stations.values()]
    closest = min(
        ((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) ** 0.5
        for i, a in enumerate(points) for b in points[i + 1:]
    )
    assert closest >= export.GAP - 0.5
