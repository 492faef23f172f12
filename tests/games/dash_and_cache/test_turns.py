"""The die: faces, rerolls, search, race, steal and switch."""

from __future__ import annotations

from dataclasses import replace

import pytest

from dashgames.engine import IllegalMove, UnknownTimer
from dashgames.games.dash_and_cache import GAME
from dashgames.games.dash_and_cache.state import AwaitRoll, Claim, Hunt
from tests.games.dash_and_cache.positions import play, position, roll_to


def _faces(state: object) -> list[tuple[str, bool]]:
    _, events = GAME.apply(state, 0, GAME.moves.parse({"type": "roll"}))  # type: ignore[arg-type]
    return [(e["face"], e["reroll"]) for e in events if e["type"] == "rolled"]


def test_steal_is_rerolled_when_nobody_else_has_an_item() -> None:
    state = position()
    rerolled = set()
    for guess in range(200):
        for face, again in _faces(replace(state, rng=guess)):
            if again:
                rerolled.add(face)
    # no items anywhere: steal, switch, trade and auction are impossible; search and race not
    assert rerolled == {"steal", "switch", "trade", "auction"}


def test_with_items_only_in_the_junk_pile_switch_and_auction_stand() -> None:
    state = position(junk_pile=("r1",), room_left=("r2", "r3", "r4", "r5", "r6"))
    rerolled = {f for g in range(200) for f, again in _faces(replace(state, rng=g)) if again}
    assert rerolled == {"steal", "trade"}


def test_search_the_next_player_reads_and_a_return_in_time_is_kept() -> None:
    state = roll_to(replace(position(), draw_pile=("red", "blue")), "search")
    state, events = play(state, 0, {"type": "roll"})
    read = next(e for e in events if e["type"] == "card_read")
    assert (read["card"], read["reader"]) == ("red", 1)
    assert isinstance(state.phase, Hunt) and state.phase.card == "red"
    # only room items that show the card can be grabbed: the red cup and the red block
    grabs = [m.item for m in GAME.legal_moves(state, 0) if type(m).kind == "grab"]
    assert grabs == ["r1", "r4"]
    with pytest.raises(IllegalMove):
        play(state, 0, {"type": "grab", "item": "r2"})
    state, _ = play(state, 0, {"type": "grab", "item": "r1"})
    state, _ = play(state, 0, {"type": "return_home", "keep": None})
    assert state.caches[0] == ("r1",)
    assert Claim("r1", "red") in state.claims
    assert state.discard_pile == ("red",) and state.turn == 1


def test_search_not_back_in_time_junks_the_item() -> None:
    state = roll_to(replace(position(), draw_pile=("red",)), "search")
    state, _ = play(state, 0, {"type": "roll"})
    state, _ = play(state, 0, {"type": "grab", "item": "r4"})
    timer = state.clock.id  # type: ignore[union-attr]
    state, _ = GAME.on_timer(state, timer)
    assert state.caches[0] == () and state.junk_pile == ("r4",)
    assert isinstance(state.phase, AwaitRoll) and state.turn == 1
    with pytest.raises(UnknownTimer):
        GAME.on_timer(state, timer)  # a clock that already ran out is ignored


def test_search_with_nothing_to_find_ends_at_once() -> None:
    state = roll_to(replace(position(), draw_pile=("star-shaped",)), "search")
    state, _ = play(state, 0, {"type": "roll"})
    assert isinstance(state.phase, AwaitRoll) and state.turn == 1 and state.clock is None


def test_race_first_back_wins_and_the_loser_junks_what_they_carry() -> None:
    state = roll_to(replace(position(), draw_pile=("red",)), "race")
    state, _ = play(state, 0, {"type": "roll"})
    state, events = play(state, 0, {"type": "choose_opponent", "seat": 2})
    read = next(e for e in events if e["type"] == "card_read")
    assert read["reader"] == 1  # the one player not in the race
    state, _ = play(state, 0, {"type": "grab", "item": "r1"})
    state, _ = play(state, 2, {"type": "grab", "item": "r4"})
    assert GAME.to_act(state) == {0, 2}
    state, _ = play(state, 2, {"type": "return_home", "keep": None})  # arrives first
    assert state.caches == ((), (), ("r4",))
    assert state.junk_pile == ("r1",)
    assert Claim("r4", "red") in state.claims


def test_a_race_runs_without_a_sand_timer_until_a_racer_is_back() -> None:
    # Ruling race-no-sand-timer: the rulebook turns the timer for a search, not for a race.
    state = roll_to(replace(position(), draw_pile=("red",)), "race")
    state, _ = play(state, 0, {"type": "roll"})
    state, _ = play(state, 0, {"type": "choose_opponent", "seat": 1})
    assert isinstance(state.phase, Hunt) and state.phase.action == "race"
    assert GAME.pending_timers(state) == () and state.clock is None
    state, _ = play(state, 1, {"type": "grab", "item": "r4"})
    assert GAME.to_act(state) == {0, 1} and GAME.pending_timers(state) == ()
    state, _ = play(state, 0, {"type": "grab", "item": "r1"})
    state, _ = play(state, 0, {"type": "return_home", "keep": None})
    assert state.caches == (("r1",), (), ()) and state.junk_pile == ("r4",)
    assert isinstance(state.phase, AwaitRoll) and state.turn == 1


def test_a_race_with_nothing_to_find_ends_at_once() -> None:
    state = roll_to(replace(position(), draw_pile=("star-shaped",)), "race")
    state, _ = play(state, 0, {"type": "roll"})
    state, events = play(state, 0, {"type": "choose_opponent", "seat": 2})
    assert isinstance(state.phase, AwaitRoll) and state.turn == 1
    assert state.discard_pile == ("star-shaped",)
    assert [e["type"] for e in events][-1] == "turn_passed"


def test_two_player_race_has_no_reader() -> None:
    state = roll_to(replace(position(2), draw_pile=("red",)), "race")
    state, _ = play(state, 0, {"type": "roll"})
    state, events = play(state, 0, {"type": "choose_opponent", "seat": 1})
    assert next(e for e in events if e["type"] == "card_read")["reader"] is None


def test_steal_takes_any_item_of_another_player() -> None:
    state = roll_to(position(caches=((), ("r2",), ("r3",)), room_left=("r1",)), "steal")
    state, _ = play(state, 0, {"type": "roll"})
    items = sorted(m.item for m in GAME.legal_moves(state, 0) if type(m).kind == "steal")
    assert items == ["r2", "r3"]
    state, _ = play(state, 0, {"type": "steal", "item": "r3"})
    assert state.caches == (("r3",), ("r2",), ())


@pytest.mark.parametrize(
    ("cache", "junk", "move", "after_cache", "after_junk"),
    [
        (("r1",), ("r2",), {"give": "r1", "take": "r2"}, ("r2",), ("r1",)),
        ((), ("r2",), {"give": None, "take": "r2"}, ("r2",), ()),
        (("r1",), (), {"give": "r1", "take": None}, (), ("r1",)),
    ],
)
def test_switch_swaps_takes_for_free_or_gives_up(
    cache: tuple[str, ...], junk: tuple[str, ...], move: dict[str, object],
    after_cache: tuple[str, ...], after_junk: tuple[str, ...],
) -> None:
    state = roll_to(position(caches=(cache, ("r5",), ()), junk_pile=junk, room_left=()), "switch")
    state, _ = play(state, 0, {"type": "roll"})
    declinable = any(type(m).kind == "decline" for m in GAME.legal_moves(state, 0))
    assert declinable == bool(junk)  # donating to an empty junk pile is compulsory
    state, _ = play(state, 0, {"type": "switch", **move})
    assert (state.caches[0], state.junk_pile) == (after_cache, after_junk)
