"""The history database on SQLite and on a real PostgreSQL: migrations, writing a finished game
once with its rating changes (OpenSkill), and the reads the API makes."""

from __future__ import annotations

import bz2
import re
import threading
import zlib
from typing import Any

import pytest
import sqlalchemy as sa
from hypothesis import given
from hypothesis import strategies as st
from openskill.models import PlackettLuce

from dashgames.records import reads
from dashgames.records.cursors import PATTERN, cursor_text, parse_cursor
from dashgames.records.database import make_engine, open_history, upgrade
from dashgames.records.schema import game_seats, games, rating_history, ratings
from dashgames.records.write import (
    DAY,
    PAIR_GAMES_PER_DAY,
    FinishedGame,
    SeatRecord,
    record_game,
)

MODEL = PlackettLuce()  # the reference the expectations are computed with, not hard-coded


def finished(game_id: str, players: list[str], ranks: list[int], rated: bool = True,
             sides: tuple[tuple[int, ...], ...] | None = None, bots: tuple[str, ...] = (),
             at: float = 1000.0, game_type: str = "double_dash") -> FinishedGame:
    winners = [i for i, r in enumerate(ranks) if r == 1] if len(set(ranks)) > 1 else []
    seats = tuple(
        SeatRecord(i, p, f"name-{p}", "human", p in bots, ranks[i],
                   "drawn" if not winners else ("won" if ranks[i] == 1 else "lost"))
        for i, p in enumerate(players))
    return FinishedGame(
        id=game_id, game_type=game_type, players=len(players), options={"x": 1},
        seat_rows=[{"k": "human", "p": p, "n": f"name-{p}"} for p in players], rated=rated,
        seed="ab" * 16, seed_sha256="cd" * 32,
        outcome={"winners": winners, "ranks": ranks, "reason": "test", "scores": None},
        version=9, created_at=at - 50, finished_at=at,
        steps=bz2.compress(b"[[2,0,{\"kind\":\"roll\"},[]]]"), views=zlib.compress(b'{"s":"{}"}'),
        seats=seats, sides=sides or tuple((i,) for i in range(len(players))),
    )


def count(engine: sa.Engine, table: sa.Table, *where: Any) -> int:
    with engine.connect() as db:
        return int(db.execute(sa.select(sa.func.count()).select_from(table).where(*where))
                   .scalar_one())


def test_the_migrations_create_the_schema_once_and_run_again_as_no_op(history_url: str) -> None:
    engine = open_history(history_url)
    upgrade(engine)  # again: nothing to do
    other = make_engine(history_url)
    upgrade(other)  # another process starting: nothing to do either
    with engine.connect() as db:
        assert db.execute(sa.text("SELECT version_num FROM alembic_version")).scalars().all() \
            == ["0003_tournaments"]
    names = set(sa.inspect(engine).get_table_names())
    assert {"games", "game_seats", "ratings", "rating_history", "spilled_steps",
            "tournaments", "tournament_standings", "alembic_version"} <= names


def test_processes_starting_together_migrate_once(history_url: str) -> None:
    failures: list[BaseException] = []

    def start() -> None:
        try:
            upgrade(make_engine(history_url))
        except BaseException as error:  # collected: the assertion names it
            failures.append(error)

    threads = [threading.Thread(target=start) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert failures == []
    assert count(make_engine(history_url), sa.table("alembic_version")) == 1


def test_a_rated_game_is_written_and_rated_once(history_url: str) -> None:
    engine = open_history(history_url)
    game = finished("g1", ["ann", "bob"], [1, 2])
    wrote, changes = record_game(engine, game)
    again, changes_again = record_game(engine, game)  # a redelivered task
    assert (wrote, again) == (True, False)
    assert changes_again == changes
    a, b = MODEL.rate([[MODEL.rating()], [MODEL.rating()]], ranks=[1, 2])
    assert changes["ann"].mu_after == pytest.approx(a[0].mu)
    assert changes["bob"].sigma_after == pytest.approx(b[0].sigma)
    assert changes["ann"].delta > 0 > changes["bob"].delta
    assert changes["ann"].rating_after == pytest.approx(a[0].ordinal())
    assert count(engine, games) == 1
    assert count(engine, game_seats) == 2
    assert count(engine, rating_history) == 2
    with engine.connect() as db:
        rows = {r.player_id: r for r in db.execute(sa.select(ratings))}
    assert {p: r.games for p, r in rows.items()} == {"ann": 1, "bob": 1}
    # the next game starts from these ratings
    _, second = record_game(engine, finished("g2", ["bob", "ann"], [1, 2], at=2000.0))
    c, d = MODEL.rate([[MODEL.rating(mu=b[0].mu, sigma=b[0].sigma)],
                       [MODEL.rating(mu=a[0].mu, sigma=a[0].sigma)]], ranks=[1, 2])
    assert second["bob"].mu_before == pytest.approx(b[0].mu)
    assert second["bob"].mu_after == pytest.approx(c[0].mu)
    assert second["ann"].mu_after == pytest.approx(d[0].mu)


def test_teams_are_rated_as_sides_and_ties_share(history_url: str) -> None:
    engine = open_history(history_url)
    team = finished("t1", ["r1", "r2", "w1", "w2"], [1, 1, 2, 2], sides=((0, 1), (2, 3)),
                    game_type="flag_dash")
    _, changes = record_game(engine, team)
    red, white = MODEL.rate([[MODEL.rating(), MODEL.rating()],
                             [MODEL.rating(), MODEL.rating()]], ranks=[1, 2])
    assert changes["r1"].mu_after == pytest.approx(red[0].mu)
    assert changes["r2"].mu_after == pytest.approx(red[1].mu)
    assert changes["w2"].mu_after == pytest.approx(white[1].mu)
    _, drawn = record_game(engine, finished("d1", ["x", "y"], [1, 1]))
    assert drawn["x"].mu_after == pytest.approx(drawn["y"].mu_after)
    assert drawn["x"].sigma_after < drawn["x"].sigma_before


def test_a_pair_moves_ratings_a_few_times_a_day_then_plays_casual(history_url: str) -> None:
    engine = open_history(history_url)
    for i in range(10):  # ann beats a fresh second account ten times in two seconds
        _, changes = record_game(engine, finished(f"f{i}", ["ann", "fresh"], [1, 2],
                                                  at=1000.0 + i * 0.2))
        assert bool(changes) is (i < PAIR_GAMES_PER_DAY), i
    with engine.connect() as db:
        assert db.execute(sa.select(ratings.c.games)).scalars().all() == [2, 2]
        flags = dict(db.execute(sa.select(games.c.id, games.c.rated)).all())
    assert [flags[f"f{i}"] for i in range(10)] == [True, True] + [False] * 8
    # Another opponent is another pair; and the next day the pair counts again.
    assert record_game(engine, finished("o1", ["ann", "other"], [1, 2], at=1003.0))[1]
    assert record_game(engine, finished("f10", ["fresh", "ann"], [1, 2], at=1003.0 + DAY))[1]
    board, _ = reads.leaderboard(engine, "double_dash", "include", 10, None)
    assert {e["player_id"]: e["games"] for e in board} == {"ann": 4, "fresh": 3, "other": 1}


def test_a_casual_game_is_kept_without_ratings(history_url: str) -> None:
    engine = open_history(history_url)
    wrote, changes = record_game(engine, finished("c1", ["ann", "bob"], [2, 1], rated=False))
    assert wrote and changes == {}
    assert count(engine, ratings) == 0
    archived = reads.archived_game(engine, "c1")
    assert archived is not None
    assert archived.steps == [[2, 0, {"kind": "roll"}, []]]
    assert archived.views == {"s": "{}"}
    found, _ = reads.finished_games_of(engine, "ann", None, None, 10, None)
    assert [(g["id"], g["result"], g["rating"]) for g in found] == [("c1", "lost", None)]


def test_two_writers_of_one_game_write_it_once(history_url: str) -> None:
    engine = open_history(history_url)
    game = finished("race", ["ann", "bob"], [1, 2])
    outcomes: list[bool] = []

    def write() -> None:
        outcomes.append(record_game(make_engine(history_url), game)[0])

    threads = [threading.Thread(target=write) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(outcomes) == [False, False, False, True]
    with engine.connect() as db:
        assert db.execute(sa.select(ratings.c.games)).scalars().all() == [1, 1]


def test_lists_page_with_cursors_and_filter(history_url: str) -> None:
    engine = open_history(history_url)
    for i in range(7):  # ann beats a bot account 5 times, then loses twice, a day apart
        ranks = [1, 2] if i < 5 else [2, 1]
        record_game(engine, finished(f"m{i}", ["ann", "robo"], ranks, bots=("robo",),
                                     at=1000.0 + i * DAY))
    record_game(engine, finished("n0", ["cat", "dan"], [1, 2], at=5000.0))
    seen, cursor = [], None
    while True:
        page, cursor = reads.finished_games_of(engine, "ann", "double_dash", None, 3, cursor)
        seen += [g["id"] for g in page]
        if cursor is None:
            break
    assert seen == [f"m{i}" for i in reversed(range(7))]
    lost, _ = reads.finished_games_of(engine, "ann", None, "lost", 10, None)
    assert [g["id"] for g in lost] == ["m6", "m5"]
    assert all(g["rating"]["delta"] < 0 for g in lost)
    assert reads.finished_games_of(engine, "ann", "flag_dash", None, 10, None) == ([], None)

    board, after = reads.leaderboard(engine, "double_dash", "include", 2, None)
    rest, end = reads.leaderboard(engine, "double_dash", "include", 10, after)
    everyone = [e["player_id"] for e in board + rest]
    assert sorted(everyone) == ["ann", "cat", "dan", "robo"] and end is None
    shown = [e["rating"] for e in board + rest]
    assert shown == sorted(shown, reverse=True)
    only, _ = reads.leaderboard(engine, "double_dash", "only", 10, None)
    assert [(e["player_id"], e["is_bot"]) for e in only] == [("robo", True)]
    humans, _ = reads.leaderboard(engine, "double_dash", "exclude", 10, None)
    assert "robo" not in [e["player_id"] for e in humans] and len(humans) == 3

    current, history, more = reads.ratings_of(engine, "ann", None, 4, None)
    assert [r["games"] for r in current] == [7] and more is not None
    _, older, end = reads.ratings_of(engine, "ann", None, 10, more)
    assert end is None
    assert [h["game_id"] for h in history + older] == [f"m{i}" for i in reversed(range(7))]
    assert history[0]["after"] == current[0]["rating"]
    with pytest.raises(ValueError):
        reads.finished_games_of(engine, "ann", None, None, 3, "nonsense")


def test_without_a_database_url_the_history_is_sqlite_in_the_data_folder(tmp_path: Any) -> None:
    from dashgames.infra.settings import from_env

    assert from_env({"DASHGAMES_DATA_DIR": str(tmp_path)}).history_url == \
        f"sqlite:///{tmp_path}/history.sqlite3"
    url = "postgresql+psycopg://dg@db/dg"
    assert from_env({"DASHGAMES_DATABASE_URL": url}).history_url == url


@given(st.one_of(st.floats(allow_nan=False, allow_infinity=False, min_value=-1e15,
                           max_value=1e15), st.integers(0, 2**53).map(float)),
       st.from_regex(r"\A[A-Za-z0-9_-]{1,64}\Z"))
def test_a_cursor_gives_back_exactly_its_position(number: float, key: str) -> None:
    text = cursor_text(number, key)
    assert re.match(PATTERN, text), text
    assert parse_cursor(text) == (number, key)
