"""Rating integrity (docs/HISTORY.md, "Rating integrity"): a rated game moves ratings only when
every seated account made a move of its own and no house bot played an account's seat;
otherwise it is archived as casual."""

from __future__ import annotations

from typing import Any

from dashgames.history.archive import played_by_people
from dashgames.play.gamelog import Step
from dashgames.play.types import ClockSpec, SeatSpec
from dashgames.records.schema import games, rating_history
from tests.history.test_archive import archived, duel, finished_events, rows

ROLL = {"type": "roll", "dice": 1}

TWO = [{"p": "ann", "k": "human"}, {"p": "bob", "k": "human"}]
JOIN = Step(1, "platform", None, [{"type": "seat_taken", "seat": 1}])


def _move(version: int, seat: int, *events: dict[str, Any]) -> Step:
    return Step(version, seat, ROLL, [{"type": "rolled", "seat": seat}, *events])


def test_every_account_must_move_and_no_bot_may_play_for_one() -> None:
    assert played_by_people(TWO, [JOIN, _move(2, 0), _move(3, 1), _move(4, 0)])
    assert not played_by_people(TWO, [JOIN, _move(2, 0), Step(3, "resign", 1, [])])
    # A forfeit (the game's own seat_resigned, no bot) after both moved counts.
    assert played_by_people(TWO, [JOIN, _move(2, 0), _move(3, 1), Step(
        4, "resign", 1, [{"type": "seat_resigned", "seat": 1}, {"type": "game_over"}])])
    assert not played_by_people(TWO, [JOIN, _move(2, 0), _move(3, 1), Step(
        4, "platform", None, [{"type": "clock_expired", "seat": 0, "on_expiry": "bot",
                               "bot_level": "strong"}]), _move(5, 0)])
    assert not played_by_people(TWO, [JOIN, _move(2, 0), _move(3, 1), Step(
        4, "platform", None, [{"type": "seat_resigned", "seat": 1, "bot_level": "easy"}])])
    # House bots' seats need no move of their own; a seat with no account is not asked.
    assert played_by_people([{"p": "ann", "k": "human"}, {"k": "bot", "b": "easy"}],
                            [_move(1, 0)])


def test_a_rated_game_someone_never_played_is_archived_casual(backend: Any, players: Any
                                                              ) -> None:
    ann, bob, game_id = duel(backend, players, rated=True)
    assert backend.submit_move(ann, game_id, ROLL, None, None, False).error is None
    backend.resign(bob, game_id)  # bob never moved: he lost nothing and ann won nothing
    archived(backend, game_id)
    [row] = rows(backend, games, games.c.id == game_id)
    assert row.rated is False
    assert rows(backend, rating_history, rating_history.c.game_id == game_id) == []
    for player, result in ((ann, "won"), (bob, "lost")):
        [told] = finished_events(backend, player.id)
        assert (told["result"], told["rated"], told["rating_change"]) == (result, False, None)
    board = backend.leaderboard("toy_duel", "include", 100, None)["entries"]
    assert {ann.id, bob.id}.isdisjoint(e["player_id"] for e in board)


def test_a_clock_take_over_never_wins_a_rated_game_for_anyone(backend: Any, players: Any
                                                              ) -> None:
    """Both people move once, then walk away: the clock hands both seats to bots at `steady`,
    which play the game out. Nobody's rating moves for what the bots did."""
    ann, bob = players(2)
    clock = ClockSpec(per_move_seconds=0.4, on_expiry="bot", bot_level="steady")
    game = backend.create_game(ann, "toy_duel", {"target": 12}, [SeatSpec("human")] * 2, 0,
                               clock, rated=True)
    backend.join(bob, game.id, 1)
    for mover in (ann, bob):
        assert backend.submit_move(mover, game.id, ROLL, None, None, False).error is None
    meta = archived(backend, game.id)
    assert meta["st"] == "finished"
    [row] = rows(backend, games, games.c.id == game.id)
    assert row.rated is False and row.outcome is not None
    assert rows(backend, rating_history, rating_history.c.game_id == game.id) == []
    assert [finished_events(backend, p.id)[0]["rating_change"] for p in (ann, bob)] == [None] * 2
