"""Waiting readers woken by the process's one subscription (infra/bell.py), on real Redis."""

from __future__ import annotations

import threading
import time
from typing import Any

from dashgames.http.backend import GameService
from dashgames.play.types import SeatSpec

ROLL = {"type": "roll", "dice": 1}
READERS = 80  # each a blocking XREAD before: 80 Redis connections held


def _duel(backend: GameService, players: Any, target: int = 90) -> tuple[Any, Any, str]:
    ann, bob = players(2)
    game = backend.create_game(ann, "toy_duel", {"target": target}, [SeatSpec("human")] * 2, 0)
    backend.join(bob, game.id, 1)
    return ann, bob, game.id


def _until(check: Any, seconds: float = 5.0) -> None:
    ends = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < ends, "timed out"
        time.sleep(0.01)


def _blocked(backend: GameService) -> int:
    """Connections of this test's database held by a blocking read (other tests on the machine
    use other databases)."""
    db = backend.store.redis.connection_pool.connection_kwargs.get("db", 0)
    return sum(1 for c in backend.store.redis.client_list()
               if int(c["db"]) == int(db) and c["cmd"] == "xread" and "b" in c["flags"])


def test_one_move_wakes_every_waiting_reader_without_a_connection_each(
    backend: GameService, players: Any
) -> None:
    ann, bob, game_id = _duel(backend, players)
    assert backend.bell is not None
    backend.bell.start()
    _until(lambda: backend.bell is not None and backend.bell.ready)
    seen: list[list[str]] = []

    def follow() -> None:
        records = backend.events_after(bob, game_id, "2-2", 10.0, 10)
        seen.append([r.id for r in records])

    threads = [threading.Thread(target=follow) for _ in range(READERS)]
    for thread in threads:
        thread.start()
    _until(lambda: backend.bell is not None and backend.bell.readers() == READERS)
    time.sleep(0.2)  # had any reader gone on to a blocking XREAD, it would show now
    blocked = _blocked(backend)
    started = time.monotonic()
    backend.submit_move(ann, game_id, ROLL, None, None, False)
    for thread in threads:
        thread.join(10)
    read_after = [r.id for r in backend.events_after(bob, game_id, "2-2", 0, 10)]
    assert read_after == ["3-1"]  # bob's view of the roll (the reminder is ann's)
    assert seen == [read_after] * READERS
    assert time.monotonic() - started < 3.0
    assert blocked == 0  # not one connection held per reader
    assert backend.bell.readers() == 0


def test_a_broken_subscription_loses_no_step(backend: GameService, players: Any) -> None:
    ann, bob, game_id = _duel(backend, players)
    assert backend.bell is not None
    backend.bell.start()
    _until(lambda: backend.bell is not None and backend.bell.ready)
    got: list[list[str]] = []
    reader = threading.Thread(
        target=lambda: got.append([r.id for r in backend.events_after(bob, game_id, "2-2", 8.0,
                                                                       10)]))
    reader.start()
    _until(lambda: backend.bell is not None and backend.bell.readers() == 1)
    backend.store.redis.client_kill_filter(_type="pubsub")  # Redis drops the subscription
    backend.submit_move(ann, game_id, ROLL, None, None, False)  # perhaps while it is down
    reader.join(8)
    assert got == [["3-1"]]
    _until(lambda: backend.bell is not None and backend.bell.ready)  # subscribed again
    later = backend.events_after(ann, game_id, "3-2", 0, 10)
    assert later == []


def test_an_idle_bell_lets_go_and_the_next_reader_starts_it_again(
    backend: GameService, players: Any, monkeypatch: Any
) -> None:
    from dashgames.infra import bell as bell_module

    monkeypatch.setattr(bell_module, "IDLE_SECONDS", 0.3)
    ann, bob, game_id = _duel(backend, players)
    bell = backend.bell
    assert bell is not None
    assert backend.events_after(bob, game_id, "2-2", 0.2, 10) == []  # starts the thread
    _until(lambda: bell._thread is not None and not bell._thread.is_alive())
    assert not bell.ready
    got: list[list[str]] = []
    reader = threading.Thread(
        target=lambda: got.append([r.id for r in backend.events_after(bob, game_id, "2-2", 8.0,
                                                                       10)]))
    reader.start()
    _until(lambda: bell.ready and bell.readers() == 1)
    backend.submit_move(ann, game_id, ROLL, None, None, False)
    reader.join(8)
    assert got == [["3-1"]]


def test_an_open_stream_reads_once_per_commit_and_sees_what_a_fresh_read_sees(
    backend: GameService, players: Any, monkeypatch: Any
) -> None:
    """A stream's standing registration (``follow``): no read while nothing is committed, one
    round trip per commit, and exactly the records (legal moves included) that a reader
    starting afresh at the same cursor gets."""
    import json

    ann, bob, game_id = _duel(backend, players)
    assert backend.bell is not None
    backend.bell.start()
    _until(lambda: backend.bell is not None and backend.bell.ready)
    time.sleep(0.3)  # the join's own publish, still on its way to the bell, lands before we follow
    reads: list[str] = []
    real = backend.store.meta_entries_rendered
    monkeypatch.setattr(backend.store, "meta_entries_rendered",
                        lambda *a: reads.append(a[1]) or real(*a))
    with backend.follow(game_id) as following:
        assert following is not None
        assert backend.events_after(bob, game_id, "2-2", 0.1, 10, following=following) == []
        assert following.primed and reads == ["2-0"]  # the first read, the same single trip
        reads.clear()
        assert backend.events_after(bob, game_id, "2-2", 0.3, 10, following=following) == []
        assert reads == []  # a wait with no commit reads nothing
        cursor, handed = "2-2", False
        for _ in range(12):
            mover = ann if ann.id in _to_act(backend, game_id) else bob
            legal = json.loads(backend.legal_moves(mover, game_id).moves_json)
            backend.submit_move(mover, game_id, legal[0], None, None, False)
            got = backend.events_after(bob, game_id, cursor, 5.0, 10, following=following)
            assert got and len(reads) == 1
            assert got == backend.events_after(bob, game_id, cursor, 0, 10)
            if got[-1].to_act and 1 in got[-1].to_act:
                assert json.loads(got[-1].legal_moves_json or "[]") == json.loads(
                    backend.legal_moves(bob, game_id).moves_json) != []
                handed = True
            else:
                assert all(r.legal_moves_json is None for r in got)
            cursor, reads[:] = got[-1].id, []
        assert handed  # bob's turn came, with its moves on the stream
    assert backend.bell.readers() == 0


def _to_act(backend: GameService, game_id: str) -> list[str]:
    """The player ids whose turn it is."""
    import json

    from dashgames.play import seats as seating

    meta = backend.store.meta(game_id)
    rows = seating.load_seats(meta["seats"])
    return [str(rows[seat].get("p")) for seat in json.loads(meta["act"])]


def test_an_open_stream_left_behind_the_live_window_reads_the_folded_steps(
    backend: GameService, players: Any
) -> None:
    """A stream that fell further behind than the live log keeps (its steps folded away while
    it waited) gets the folded steps, exactly as a fresh reader at its cursor does."""
    import json

    from dashgames.play.commit import FOLD_EVERY

    # One die a turn, 16 turns a seat: a score near 56, never the target of 100 (a game that
    # ended early would leave the loop no legal move).
    ann, bob, game_id = _duel(backend, players, target=100)
    assert backend.bell is not None
    backend.bell.start()
    _until(lambda: backend.bell is not None and backend.bell.ready)
    with backend.follow(game_id) as following:
        assert backend.events_after(bob, game_id, "2-2", 0.1, 10, following=following) == []
        for _ in range(2 * FOLD_EVERY):
            mover = ann if ann.id in _to_act(backend, game_id) else bob
            legal = json.loads(backend.legal_moves(mover, game_id).moves_json)
            backend.submit_move(mover, game_id, legal[0], None, None, False)
        assert int(backend.store.meta(game_id)["av"]) > 3  # version 3 is folded away
        got = backend.events_after(bob, game_id, "2-2", 5.0, 10, following=following)
        assert got == backend.events_after(bob, game_id, "2-2", 0, 10)
        assert got[0].id == "3-1"


def test_an_open_stream_reading_a_full_page_reads_the_next_one_without_waiting(
    backend: GameService, players: Any
) -> None:
    """A stream that is behind (a page came back full) is not caught up: its next read goes
    straight on, where a caught-up stream would wait for a commit that may never come (a
    finished game's stream read from its start)."""
    import json

    ann, bob, game_id = _duel(backend, players)
    for _ in range(6):
        mover = ann if ann.id in _to_act(backend, game_id) else bob
        legal = json.loads(backend.legal_moves(mover, game_id).moves_json)
        backend.submit_move(mover, game_id, legal[0], None, None, False)
    everything = backend.events_after(bob, game_id, "0", 0, 100)
    assert backend.bell is not None
    backend.bell.start()
    _until(lambda: backend.bell is not None and backend.bell.ready)
    with backend.follow(game_id) as following:
        pages, cursor = [], "0"
        started = time.monotonic()
        while len(pages) < 3:
            page = backend.events_after(bob, game_id, cursor, 3.0, 3, following=following)
            assert page, "a reader behind the game waited instead of reading on"
            pages.append(page)
            cursor = page[-1].id
        assert time.monotonic() - started < 2.0
    assert [r.id for page in pages for r in page] == [r.id for r in everything[:9]]
