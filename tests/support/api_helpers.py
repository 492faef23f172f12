"""Helpers of the API tests: a caller (one player, or nobody) over the Flask test client."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient

DOUBLE = "double_dash"


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


def seat_callers(duel: tuple[Caller, Caller, str]) -> tuple[Caller, Caller, dict[str, Any]]:
    """(the caller whose turn it is, the other one, the game read) for a fresh duel."""
    ann, bob, game_id = duel
    read = ann.read(game_id)
    to_act = read["game"]["to_act"]
    assert len(to_act) == 1
    return (ann, bob, read) if to_act == [0] else (bob, ann, read)
