"""Schemathesis against the live app over the real back end: no 5xx, nothing off-contract.

Each operation is exercised with schema-valid requests (positive mode) and with requests that
break the schema (negative mode), as an authenticated player, both on unknown ids and on a real
game between that player and another, so the rules' refusals are exercised too.
"""

from __future__ import annotations

from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis.errors import Unsatisfiable
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_headers_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from dashgames.state.app import create_app

POSITIVE_CHECKS = [not_a_server_error, status_code_conformance, content_type_conformance,
                   response_headers_conformance, response_schema_conformance]
NEGATIVE_CHECKS = [not_a_server_error, status_code_conformance, content_type_conformance,
                   response_schema_conformance]
EXAMPLES = 10


@pytest.fixture
def live(game_service: Any) -> tuple[Any, dict[str, str], str]:
    """(schemathesis schema of the running app, auth headers, a real game's id)."""
    app = create_app(backend=game_service)
    client = app.test_client()
    ann = client.post("/v1/players", json={"name": "ann"}).json
    bob = client.post("/v1/players", json={"name": "bob"}).json
    auth = {"Authorization": f"Bearer {ann['token']}"}
    game = client.post("/v1/games", headers=auth, json={
        "type": "double_dash", "seats": [{"kind": "human"}, {"kind": "human"}], "seat": 0}).json
    joined = client.post(f"/v1/games/{game['id']}/join",
                         headers={"Authorization": f"Bearer {bob['token']}"})
    assert joined.status_code == 200
    return schemathesis.openapi.from_wsgi("/openapi.json", app), auth, game["id"]


def exercise(operation: Any, mode: schemathesis.GenerationMode, auth: dict[str, str],
             path_parameters: dict[str, str] | None) -> None:
    checks = POSITIVE_CHECKS if mode == schemathesis.GenerationMode.POSITIVE else NEGATIVE_CHECKS
    # SSE streams forever by design; the long-poll form is what a generated client uses.
    headers = {**auth, "Accept": "application/json"}

    @given(case=operation.as_strategy(generation_mode=mode, path_parameters=path_parameters))
    @settings(max_examples=EXAMPLES, deadline=None, database=None, derandomize=True,
              suppress_health_check=list(HealthCheck))
    def run(case: Any) -> None:
        if case.headers and "Authorization" in case.headers:
            case.headers.pop("Authorization")  # a generated token would only test 401 again
        case.call_and_validate(headers={**headers, **(case.headers or {})}, checks=checks)

    try:
        run()
    except Unsatisfiable:
        # Nothing to break: no parameter or body, so no negative case exists.
        assert mode == schemathesis.GenerationMode.NEGATIVE, operation.label


def test_no_5xx_and_every_response_matches_the_contract(live: Any) -> None:
    schema, auth, game_id = live
    operations = [result.ok() for result in schema.get_all_operations()]
    assert len(operations) >= 15
    for operation in operations:
        has_game = "{game_id}" in operation.path
        for mode in (schemathesis.GenerationMode.POSITIVE, schemathesis.GenerationMode.NEGATIVE):
            exercise(operation, mode, auth, None)
            if has_game:
                exercise(operation, mode, auth, {"game_id": game_id})
