"""The API under test: the real app over the real back end (Redis, Celery workers)."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from dashgames.state.app import create_app

DOUBLE = "double_dash"


@pytest.fixture
def app(game_service: Any) -> Any:
    return create_app(backend=game_service)


class Caller:
    """One player (or an anonymous caller) talking to the API through the test client."""

    def __init__(self, client: FlaskClient, token: str | None = None, player_id: str = "") -> None:
        self.client = client
        self.token = token
        self.id = player_id

    @property
    def auth(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.token}"} if self.token else {}

    def get(self, url: str, **headers: str) -> Any:
        return self.client.get(url, headers={**self.auth, **headers})

    def post(self, url: str, body: Any = None, **headers: str) -> Any:
        return self.client.post(url, json=body, headers={**self.auth, **headers})

    def create_game(self, seats: list[dict[str, Any]], seat: int | None = 0,
                    game_type: str = DOUBLE, **extra: Any) -> dict[str, Any]:
        r = self.post("/v1/games", {"type": game_type, "seats": seats, "seat": seat, **extra})
        assert r.status_code == 201, r.json
        found: dict[str, Any] = r.json
        return found

    def read(self, game_id: str) -> dict[str, Any]:
        r = self.get(f"/v1/games/{game_id}")
        assert r.status_code == 200, r.json
        found: dict[str, Any] = r.json
        return found


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


def seat_callers(duel: tuple[Caller, Caller, str]) -> tuple[Caller, Caller, dict[str, Any]]:
    """(the caller whose turn it is, the other one, the game read) for a fresh duel."""
    ann, bob, game_id = duel
    read = ann.read(game_id)
    to_act = read["game"]["to_act"]
    assert len(to_act) == 1
    return (ann, bob, read) if to_act == [0] else (bob, ann, read)
