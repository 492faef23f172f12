"""The API under test: the real app over the real back end (Redis, Celery workers)."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from dashgames.http.app import create_app
from tests.support.api_helpers import Caller


@pytest.fixture
def app(game_service: Any) -> Any:
    return create_app(backend=game_service)


@pytest.fixture
def client(app: Any) -> FlaskClient:
    return app.test_client()


@pytest.fixture
def new_player(client: FlaskClient) -> Any:
    def make(name: str = "ann", bot: bool = False) -> Caller:
        r = client.post("/v1/players", json={"name": name, "bot": bot})
        assert r.status_code == 201, r.json
        return Caller(client, r.json["token"], r.json["id"])

    return make


@pytest.fixture
def duel(new_player: Any) -> tuple[Caller, Caller, str]:
    """A Double Dash! game between two people, both seated: (seat 0, seat 1, game id)."""
    ann, bob = new_player("ann"), new_player("bob")
    game = ann.create_game([{"kind": "human"}, {"kind": "human"}], seat=0)
    r = bob.post(f"/v1/games/{game['id']}/join", {"seat": 1})
    assert r.status_code == 200, r.json
    return ann, bob, game["id"]
