"""The contract is as strict as the server: what one refuses, the other refuses too.

Each case checks both halves: the live server's answer, and the committed contract's own JSON
Schema for the same request body (``openapi_document`` of the same app).
"""

from __future__ import annotations

import json
from typing import Any

import jsonschema
import pytest

from dashgames.http.app import openapi_text
from tests.support.api_helpers import DOUBLE, seat_callers

HUMANS = [{"kind": "human"}, {"kind": "human"}]


def body_schema(app: Any, component: str) -> jsonschema.Draft202012Validator:
    """A validator for the contract's ``component``, its references resolved in the document."""
    document = json.loads(openapi_text(app))
    root = {"$ref": f"#/components/schemas/{component}", "components": document["components"]}
    return jsonschema.Draft202012Validator(root)


@pytest.mark.parametrize(
    ("body", "code"),
    [({"type": DOUBLE, "seats": [{"kind": "human"}]}, "BAD_OPTIONS"),  # below the player range
     ({"type": DOUBLE, "seats": [{"kind": "human"}] * 3}, "BAD_OPTIONS"),  # above it
     ({"type": DOUBLE, "seats": [{"kind": "human"}, {"kind": "bot", "level": "genius"}]},
      "VALIDATION_ERROR"),  # not one of the game's bot levels
     ({"type": DOUBLE, "seats": [{"kind": "human"}, {"kind": "bot"}], "seat": 1},
      "VALIDATION_ERROR"),  # the creator on a bot seat
     ({"type": DOUBLE, "seats": HUMANS, "seat": 2}, "VALIDATION_ERROR"),  # past the last seat
     ({"type": DOUBLE, "seats": [{"kind": "human", "level": "greedy"}, {"kind": "human"}]},
      "VALIDATION_ERROR"),  # a level on a human seat
     ({"type": DOUBLE, "seats": HUMANS, "options": {"speed": 2}}, "BAD_OPTIONS"),  # unknown
     ({"type": "dicey_curves", "seats": HUMANS, "options": {"race_length": "long"}},
      "BAD_OPTIONS"),  # an int option given a string
     ({"type": "dicey_curves", "seats": HUMANS, "options": {"race_length": 2.5}},
      "BAD_OPTIONS"),  # or a fraction
     ({"type": DOUBLE, "seats": HUMANS, "clock": {"per_move_seconds": "30"}},
      "VALIDATION_ERROR"),  # a clock's seconds as a string
     ({"type": DOUBLE, "seats": HUMANS, "clock": {"on_expiry": "bot"}},
      "VALIDATION_ERROR"),  # a clock with no time
     ({"type": DOUBLE, "seats": HUMANS, "clock": {"per_move_seconds": 30, "increment_seconds": 2}},
      "VALIDATION_ERROR"),  # an increment without a bank
     ({"type": DOUBLE, "seats": HUMANS, "clock": {"per_move_seconds": 30, "speed": 2}},
      "VALIDATION_ERROR")],  # an unknown clock field
)
def test_a_seat_config_or_option_the_contract_forbids_is_refused(
    app: Any, new_player: Any, body: dict[str, Any], code: str
) -> None:
    assert not body_schema(app, "NewGame").is_valid(body)
    r = new_player().post("/v1/games", body)
    assert (r.status_code, r.json["code"]) == (400, code)


@pytest.mark.parametrize(
    "body",
    [{"type": DOUBLE, "seats": HUMANS, "seat": 1.0},  # JSON Schema's integer: 1.0 is 1
     {"type": DOUBLE, "seats": [{"kind": "human", "level": None}, {"kind": "bot", "level": None}]},
     {"type": "dicey_curves", "seats": HUMANS, "options": {"race_length": 20.0}},
     {"type": DOUBLE, "seats": HUMANS, "clock": {"initial_seconds": 300, "increment_seconds": 5,
                                                 "on_expiry": "forfeit"}},
     {"type": DOUBLE, "seats": HUMANS, "clock": None}],
)
def test_a_body_the_contract_allows_creates_the_game(
    app: Any, new_player: Any, body: dict[str, Any]
) -> None:
    assert body_schema(app, "NewGame").is_valid(body)
    r = new_player().post("/v1/games", body)
    assert r.status_code == 201, r.json
    if "options" in body:
        assert r.json["options"]["race_length"] == 20 and isinstance(
            r.json["options"]["race_length"], int)


def test_join_takes_a_whole_number_written_as_a_float(new_player: Any) -> None:
    game = new_player("ann").create_game(HUMANS, seat=0)
    r = new_player("bob").post(f"/v1/games/{game['id']}/join", {"seat": 1.0})
    assert r.status_code == 200, r.json
    assert r.json["seats"][1]["player_name"] == "bob"


@pytest.mark.parametrize("bot", [1, 0, "true", None])
def test_bot_must_be_a_json_boolean(app: Any, client: Any, bot: Any) -> None:
    body = {"name": "robo", "bot": bot}
    assert not body_schema(app, "PlayerCreate").is_valid(body)
    r = client.post("/v1/players", json=body)
    assert (r.status_code, r.json["code"]) == (400, "VALIDATION_ERROR")
    assert list(r.json["details"]["fields"]) == ["bot"]


def test_an_event_id_past_64_bits_is_400_not_500(duel: Any) -> None:
    ann, _, game_id = duel
    too_big = str(2**64)  # 20 digits: no Redis stream id holds it
    for headers, query in (({"Last-Event-ID": too_big}, ""), ({}, f"?after={too_big}-1")):
        r = ann.get(f"/v1/games/{game_id}/events{query}", Accept="application/json", **headers)
        assert (r.status_code, r.json["code"]) == (400, "VALIDATION_ERROR")
    largest = "9" * 19  # the longest id the contract allows is read: nothing after it yet
    r = ann.get(f"/v1/games/{game_id}/events?after={largest}", Accept="application/json")
    assert r.status_code == 200 and r.json["events"] == []


def test_a_move_takes_a_whole_number_written_as_a_float(app: Any, duel: Any) -> None:
    mover, _, read = seat_callers(duel)
    game_id = read["game"]["id"]
    move = mover.get(f"/v1/games/{game_id}/legal-moves").json["moves"][0]
    as_floats = {k: float(v) if type(v) is int else v for k, v in move.items()}
    assert json.dumps(as_floats) != json.dumps(move), "the move has a whole number (its die)"
    assert body_schema(app, "DoubleDashMove").is_valid(as_floats)  # JSON Schema: 2.0 is 2
    r = mover.post(f"/v1/games/{game_id}/moves", as_floats)
    assert r.status_code == 200 and r.json["status"] == "applied", r.json
    assert r.json["version"] == read["version"] + 1
