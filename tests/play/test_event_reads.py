"""A game's event reads against commits that land while a page is being read (play/events.py):
the reader's page belongs to one version, so a fold landing mid-read never hides steps."""

from __future__ import annotations

import json
from typing import Any

from dashgames.http.backend import GameService
from dashgames.play import seats as seating
from dashgames.play.commit import FOLD_EVERY
from dashgames.play.types import SeatSpec


def _play(backend: GameService, game_id: str, people: dict[str, Any], moves: int) -> None:
    for _ in range(moves):
        meta = backend.store.meta(game_id)
        rows = seating.load_seats(meta["seats"])
        mover = people[str(rows[json.loads(meta["act"])[0]].get("p"))]
        legal = json.loads(backend.legal_moves(mover, game_id).moves_json)
        backend.submit_move(mover, game_id, legal[0], None, None, False)


def _every_id(backend: GameService, player: Any, game_id: str) -> list[str]:
    return [r.id for r in backend.events_after(player, game_id, None, 0, 1000) if r.seq]


def test_a_fold_landing_during_a_read_hides_no_step(
    backend: GameService, players: Any, monkeypatch: Any
) -> None:
    """A reader at version 4 reads while a burst of moves crosses the first fold (the stream
    then keeps only its last steps): whatever it reads first, paging on from there gives every
    event once, in order, exactly as a fresh read of the finished burst does."""
    ann, bob = players(2)
    game = backend.create_game(ann, "toy_duel", {"target": 100}, [SeatSpec("human")] * 2, 0)
    backend.join(bob, game.id, 1)
    people = {ann.id: ann, bob.id: bob}
    _play(backend, game.id, people, 8)  # version 10: nothing folded yet
    burst = {"due": True}

    def after_first_read(real: Any) -> Any:
        def read(*args: Any) -> Any:
            answer = real(*args)
            if burst.pop("due", False):  # once: right after the page's first Redis read
                _play(backend, game.id, people, FOLD_EVERY)
            return answer
        return read

    store = backend.store
    monkeypatch.setattr(store, "meta", after_first_read(store.meta))
    monkeypatch.setattr(store, "meta_entries_rendered",
                        after_first_read(store.meta_entries_rendered))
    cursor, seen = "4-1", []
    while page := backend.events_after(bob, game.id, cursor, 0, 50):
        seen += [r.id for r in page if r.seq]
        cursor = page[-1].id
    assert not burst  # the burst landed during the first page's read
    assert int(store.meta(game.id)["av"]) > 10  # it folded steps the reader had not seen
    assert seen == [i for i in _every_id(backend, bob, game.id)
                    if tuple(map(int, i.split("-"))) > (4, 1)]
