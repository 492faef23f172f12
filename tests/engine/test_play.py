"""Errors, events, the registry and generic play (creation, checked moves, replay, playouts)."""

from __future__ import annotations

from typing import Any

import pytest

from dashgames.engine import (
    BadMove,
    BadOptions,
    BadState,
    GameOver,
    IllegalMove,
    NotYourTurn,
    RulesError,
    UnknownGame,
    UnknownTimer,
    event,
    private_event,
    registry,
    visible_events,
)
from dashgames.engine.play import (
    STOP,
    Choice,
    Step,
    checked_apply,
    new_game,
    play_forward,
    random_playout,
    replay,
)
from tests.support.toy_stones import STONES, Stones, StonesState, Take


def test_errors_have_distinct_stable_codes_and_a_json_form() -> None:
    kinds = [
        BadMove,
        IllegalMove,
        NotYourTurn,
        GameOver,
        BadOptions,
        UnknownGame,
        BadState,
        UnknownTimer,
    ]
    codes = [k.code for k in kinds]
    assert len(set(codes)) == len(codes)
    assert all(issubclass(k, RulesError) for k in kinds)
    assert IllegalMove("no", reason="blocked").to_json() == {
        "code": "ILLEGAL_MOVE",
        "message": "no",
        "details": {"reason": "blocked"},
    }


def test_private_events_reach_only_their_seats() -> None:
    events = [event("a", x=1), private_event([2, 0], "b", y=2)]
    assert events[1]["to"] == [0, 2]
    assert visible_events(events, 0) == [{"type": "a", "x": 1}, {"type": "b", "y": 2}]
    assert visible_events(events, 1) == [{"type": "a", "x": 1}]
    assert visible_events(events, None) == [{"type": "a", "x": 1}]


def test_the_registry_finds_games_by_id(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(registry, "_GAMES", {})
    registry.register(STONES)
    registry.register(STONES)  # the same object again is harmless
    assert registry.get_game("toy_stones") is STONES
    assert registry.all_games() == [STONES]
    with pytest.raises(ValueError, match="twice"):
        registry.register(Stones())
    with pytest.raises(UnknownGame) as caught:
        registry.get_game("chess")
    assert caught.value.code == "UNKNOWN_GAME_TYPE"


def test_new_game_checks_players_and_options() -> None:
    state = new_game(STONES, 3, {"stones": 4}, "s")
    assert (state.players, state.stones) == (3, 4)
    assert new_game(STONES, 2, None, "s").stones == 7
    for players in (1, 4, "2", True):
        with pytest.raises(BadOptions) as caught:
            new_game(STONES, players, None, "s")  # type: ignore[arg-type]
        assert caught.value.details["field"] == "players"
    with pytest.raises(BadOptions) as caught:
        new_game(STONES, 2, {"stones": 0}, "s")
    assert caught.value.details["field"] == "options.stones"


def test_checked_apply_refuses_in_order_game_over_turn_then_shape() -> None:
    state = StonesState(rng=1, players=2, stones=3, turn=0, first=0)
    with pytest.raises(NotYourTurn):
        checked_apply(STONES, state, 1, {"type": "take", "count": 1})
    with pytest.raises(BadMove):
        checked_apply(STONES, state, 0, {"type": "take", "count": "1"})
    with pytest.raises(IllegalMove):
        checked_apply(STONES, state, 0, {"type": "taunt", "word": "ha"})
    after, events = checked_apply(STONES, state, 0, {"type": "take", "count": 2})
    assert after.stones == 1 and events[0] == {"type": "took", "seat": 0, "count": 2}
    over = StonesState(rng=1, players=2, stones=0, turn=3, first=0, winner=0)
    with pytest.raises(GameOver):
        checked_apply(STONES, over, 0, {"type": "nonsense"})


def test_replay_runs_moves_timers_and_resignations_from_the_seed() -> None:
    start = new_game(STONES, 2, None, 11)
    first = start.first
    log: list[tuple[Any, Any]] = [
        (first, {"type": "take", "count": 2}),
        ("timer", "turn-1"),
        (first, {"type": "take", "count": 1}),
        ("resign", 1 - first),
    ]
    state, events = replay(STONES, 2, None, 11, log)
    assert state == StonesState(start.rng, 2, 4, 3, first, winner=first, resigned=(1 - first,))
    assert [e["type"] for e in events] == ["took", "note", "skipped", "took", "note", "resigned"]
    with pytest.raises(UnknownTimer):
        replay(STONES, 2, None, 11, [("timer", "turn-9")])


def test_a_random_playout_ends_and_its_log_replays_to_the_same_state() -> None:
    final, log = random_playout(STONES, 3, "p", {"stones": 20})
    assert STONES.outcome(final) is not None
    assert replay(STONES, 3, {"stones": 20}, "p", log)[0] == final
    assert random_playout(STONES, 3, "p", {"stones": 20}) == (final, log)


def test_a_game_where_nobody_can_act_and_no_timer_runs_is_reported() -> None:
    class Stuck(Stones):
        def legal_moves(self, state: StonesState, seat: int) -> list[Any]:
            return []

        def pending_timers(self, state: StonesState) -> tuple[Any, ...]:
            return ()

    with pytest.raises(RuntimeError, match="nobody can act"):
        random_playout(Stuck(), 2, 1)


def take(count: int) -> Any:
    """A chooser: the seat to act takes ``count``; nobody moves on odd turns (the timer fires)."""

    def choose(state: StonesState, seats: list[int], ply: int) -> Choice:
        return None if state.turn % 2 else (seats[0], Take(count))

    return choose


def test_play_forward_moves_fires_timers_and_stops_at_the_end() -> None:
    start = new_game(STONES, 2, {"stones": 3}, 5)  # seat 1 moves first
    steps = list(play_forward(STONES, start, take(1), max_steps=100))
    assert [(s.seat, s.move) for s in steps] == [
        (1, Take(1)), (None, "turn-1"), (1, Take(1)), (None, "turn-3"), (1, Take(1))]
    assert [s.state.stones for s in steps] == [2, 2, 1, 1, 0]
    assert steps[1].events == [{"type": "skipped", "seat": 0}]
    assert STONES.outcome(steps[-1].state) is not None


def test_play_forward_stops_where_it_is_told() -> None:
    start = new_game(STONES, 2, {"stones": 9}, 5)
    assert len(list(play_forward(STONES, start, take(1), max_steps=3))) == 3
    assert len(list(play_forward(STONES, start, take(1), max_steps=100,
                                 until=lambda s: s.stones == 7))) == 3
    plies: list[int] = []

    def twice(state: StonesState, seats: list[int], ply: int) -> Choice:
        plies.append(ply)
        return STOP if ply == 2 else (seats[0], Take(2))

    steps: list[Step] = list(play_forward(STONES, start, twice, max_steps=100))
    assert plies == [0, 1, 2] and [s.state.stones for s in steps] == [7, 5]


def test_play_forward_fires_the_timer_it_is_given_and_may_stop_when_stuck() -> None:
    start = new_game(STONES, 2, {"stones": 9}, 5)
    asked: list[int] = []

    def no_timer(state: StonesState) -> None:
        asked.append(state.turn)
        return None

    wait = play_forward(STONES, start, lambda *_: None, max_steps=9, next_timer=no_timer,
                        stop_when_stuck=True)
    assert list(wait) == [] and asked == [0]
    with pytest.raises(RuntimeError, match="nobody can act and no timer runs"):
        list(play_forward(STONES, start, lambda *_: None, max_steps=9, next_timer=no_timer))


def test_states_decode_strictly_and_the_catalogue_lists_the_facts() -> None:
    state = new_game(STONES, 2, None, 3)
    assert STONES.state_from_json(STONES.state_to_json(state)) == state
    with pytest.raises(BadState) as caught:
        STONES.state_from_json({"rng": "x"})
    assert caught.value.details["field"] == "rng"
    facts = STONES.catalogue()
    assert facts["type"] == "toy_stones" and facts["timers"] is True
    assert facts["options"][0]["name"] == "stones"
    assert STONES.view_schema()["required"][0] == "stones"


def test_a_game_without_a_view_type_publishes_an_open_object_schema() -> None:
    class Untyped(Stones):
        view_type = None

    assert Untyped().view_schema() == {"type": "object"}


def test_an_event_field_may_not_take_the_audience_or_type_key() -> None:
    with pytest.raises(ValueError, match="'to'"):
        event("moved", to="b5")
    with pytest.raises(ValueError, match="'to'"):
        private_event([0], "drew", to=[1])
    with pytest.raises(ValueError, match="'type'"):
        event("moved", type="other")
