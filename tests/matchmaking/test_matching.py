"""The pairing rule (``matchmaking/matching.py``): exact tables from exact waiting seeks."""

from __future__ import annotations

from dashgames.matchmaking.matching import Match, Seeker, Window, match

WINDOW = Window(base=100.0, widen=25.0, most=1000.0, bots_after=10.0)
NOW = 1000.0


def seeker(name: str, rating: float, waited: float = 0.0, counts: tuple[int, ...] = (2,),
           bots: bool = False) -> Seeker:
    return Seeker(name, rating, NOW - waited, counts, bots)


def test_two_players_within_the_window_are_paired() -> None:
    assert match([seeker("a", 1500), seeker("b", 1590)], NOW, WINDOW) == [Match(("a", "b"), 0)]


def test_ratings_too_far_apart_wait_until_the_window_widens() -> None:
    seeks = [seeker("a", 1500), seeker("b", 1700)]
    assert match(seeks, NOW, WINDOW) == []
    # 200 apart: both windows reach 200 after 4 s of waiting (100 + 25 * 4)
    later = [seeker("a", 1500, waited=4.0), seeker("b", 1700, waited=4.0)]
    assert match(later, NOW, WINDOW) == [Match(("a", "b"), 0)]
    # the older seeker's wide window is not enough: the newcomer's must reach too
    one_sided = [seeker("a", 1500, waited=30.0), seeker("b", 1700, waited=0.0)]
    assert match(one_sided, NOW, WINDOW) == []


def test_the_oldest_seeker_is_served_first_with_the_closest_rating() -> None:
    seeks = [seeker("old", 1500, waited=2.0), seeker("near", 1520, waited=1.0),
             seeker("nearer", 1490), seeker("far", 1580, waited=1.5)]
    # old (window 150) takes nearer (10 away); then far (the next oldest) takes near (60 away)
    assert match(seeks, NOW, WINDOW) == [Match(("old", "nearer"), 0), Match(("far", "near"), 0)]


def test_the_largest_table_the_anchor_accepts_is_filled() -> None:
    counts = (3, 4)
    seeks = [seeker("a", 1500, 5.0, counts), seeker("b", 1510, 4.0, counts),
             seeker("c", 1480, 3.0, counts), seeker("d", 1530, 2.0, counts),
             seeker("e", 1800, 1.0, counts)]
    assert match(seeks, NOW, WINDOW) == [Match(("a", "b", "c", "d"), 0)]


def test_a_table_size_not_everyone_accepts_falls_back_to_one_they_share() -> None:
    seeks = [seeker("a", 1500, 5.0, (3, 5)), seeker("b", 1500, 4.0, (3,)),
             seeker("c", 1500, 3.0, (3, 5)), seeker("d", 1500, 2.0, (5,))]
    # 5 cannot be filled (b accepts 3 only); 3 takes the closest who accept it, oldest first
    assert match(seeks, NOW, WINDOW) == [Match(("a", "b", "c"), 0)]


def test_members_must_be_within_each_others_windows() -> None:
    counts = (3,)
    seeks = [seeker("mid", 1500, 0.0, counts), seeker("low", 1410, 0.0, counts),
             seeker("high", 1590, 0.0, counts)]
    # low and high are each 90 from mid but 180 from each other: no table of three yet
    assert match(seeks, NOW, WINDOW) == []
    wider = [seeker("mid", 1500, 4.2, counts), seeker("low", 1410, 4.1, counts),
             seeker("high", 1590, 4.0, counts)]
    assert match(wider, NOW, WINDOW) == [Match(("mid", "low", "high"), 0)]


def test_house_bots_fill_the_table_after_the_wait_only_when_allowed() -> None:
    alone = [seeker("a", 1500, 9.0, (3, 4), bots=True)]
    assert match(alone, NOW, WINDOW) == []  # not yet waited long enough
    alone = [seeker("a", 1500, 10.0, (3, 4), bots=True)]
    assert match(alone, NOW, WINDOW) == [Match(("a",), 2)]  # the smallest size it accepts
    no_bots = [seeker("a", 1500, 60.0, (3, 4), bots=False)]
    assert match(no_bots, NOW, WINDOW) == []


def test_a_bot_table_takes_only_people_who_allow_bots() -> None:
    seeks = [seeker("a", 1500, 12.0, (4,), bots=True), seeker("b", 1510, 1.0, (4,), bots=False),
             seeker("c", 1520, 1.0, (4,), bots=True)]
    # three people cannot fill a table of four; b will not sit with bots
    assert match(seeks, NOW, WINDOW) == [Match(("a", "c"), 2)]


def test_a_waiting_crowd_is_paired_at_most_once() -> None:
    seeks = [seeker(f"s{i}", 1400 + (i * 37) % 200, float(i % 7), (2,)) for i in range(101)]
    tables = match(seeks, NOW, WINDOW)
    seated = [s for t in tables for s in t.seekers]
    assert len(seated) == len(set(seated)) == 100  # one left over: 101 is odd
    assert all(len(t.seekers) == 2 and t.bots == 0 for t in tables)
