"""A game type's house rulings are served with it, in plain words, for clients to show."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

import dashgames.games  # noqa: F401 - registers every game
from dashgames.engine import Ruling, all_games, register
from dashgames.engine import registry as _registry
from dashgames.http.contract import catalogue_json
from tests.support.toy_stones import Stones


class RuledStones(Stones):
    id = "toy_ruled_stones"
    title = "Ruled stones"
    rulings = (
        Ruling("empty-pile-wins", "Taking the last stone", "Whoever takes the last stone wins."),
        Ruling("slow-turn-skipped", "A slow player", "When the turn clock runs out, the turn "
               "passes to the next player without a stone taken.", "option"),
    )


@pytest.fixture
def ruled_game() -> Iterator[RuledStones]:
    """A game with rulings, registered for one test (the catalogue is rendered once, so its
    cache is cleared on the way in and out)."""
    game = RuledStones()
    register(game)
    catalogue_json.cache_clear()
    yield game
    _registry._GAMES.pop(game.id, None)
    catalogue_json.cache_clear()


def test_a_game_type_lists_its_rulings_with_id_topic_and_text(
    client: Any, ruled_game: RuledStones
) -> None:
    r = client.get("/v1/game-types/toy_ruled_stones")
    assert r.status_code == 200, r.json
    assert r.json["rulings"] == [
        {"id": "empty-pile-wins", "topic": "Taking the last stone",
         "text": "Whoever takes the last stone wins.", "basis": "gap"},
        {"id": "slow-turn-skipped", "topic": "A slow player",
         "text": "When the turn clock runs out, the turn passes to the next player without a "
                 "stone taken.", "basis": "option"},
    ]
    listed = {t["type"]: t for t in client.get("/v1/game-types").json["game_types"]}
    assert listed["toy_ruled_stones"]["rulings"] == r.json["rulings"]


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_every_game_type_serves_the_rulings_it_declares(client: Any, game: Any) -> None:
    served = client.get(f"/v1/game-types/{game.id}").json["rulings"]
    assert served == [{"id": r.id, "topic": r.topic, "text": r.text, "basis": r.basis}
                      for r in game.rulings]
    assert {r["basis"] for r in served} <= {"gap", "option"}
