"""The rulings that change the card economy (issue 13, item 5), each from an exact position:
staying put, buses and tokens that forbid stopping, staying on such a station, and a pawn
pushed onto Union Station. Moves go in as JSON, the way a client sends them."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from dashgames.engine import IllegalMove
from dashgames.engine.play import checked_apply
from dashgames.games import dc_dash
from dashgames.games.dc_dash import GAME
from dashgames.games.dc_dash.state import DcDashState
from tests.games.dc_dash.positions import position, rider

STAY = {"type": "stay"}


def _legal(state: DcDashState, kind: str) -> list[dict[str, Any]]:
    listed = (GAME.moves.dump(m) for m in GAME.legal_moves(state, state.turn))
    return [m for m in listed if m["type"] == kind]


def _play(state: DcDashState, raw: dict[str, Any]) -> tuple[DcDashState, list[Any]]:
    after, events = checked_apply(GAME, state, state.turn, raw)
    return after, events


# ---- staying put (ruling staying-put-is-a-ride) -------------------------------------------------


def test_staying_put_on_a_transfer_station_draws_an_action_card() -> None:
    # Seat 0 stands on Metro Center (a transfer station) with no Action card and does not move.
    state = position(rider("A01"), rider(), action_deck=("all_clear", "metrobus"))
    assert _legal(state, "stay") == [STAY]
    after, events = _play(state, STAY)
    assert after.riders[0].station == "A01"
    assert after.riders[0].action_cards == ("metrobus",)  # the top card of the deck
    assert after.action_deck == ("all_clear",)
    assert after.turn == 1 and after.turns_taken == 11
    assert {"type": "stayed", "seat": 0, "station": "A01"} in events


def test_staying_put_elsewhere_draws_nothing_but_visits_a_held_station() -> None:
    # Seat 0 was pushed onto Judiciary Square, whose card it holds, and has no Action card:
    # it may stay and visit it at the end of the turn, without riding away and back.
    state = position(rider("B02", cards=("B02", "A15")), rider(), action_deck=("metrobus",))
    after, _ = _play(state, STAY)
    assert after.riders[0].visited == ("B02",) and after.riders[0].station_cards == ("A15",)
    assert after.riders[0].action_cards == () and after.action_deck == ("metrobus",)


def test_staying_put_on_a_token_that_forbids_stopping_keeps_the_printed_stay_and_draw() -> None:
    # Issue 29, item 2. Seat 0 stands on Metro Center (a transfer station) holding its card,
    # and a token that forbids stopping went down under its pawn. The pawn does not arrive
    # there, so it may stay put; it did not move all turn, so it draws as printed; the token
    # forbids stopping there, so the card is not visited.
    for kind in ("elevator_outage", "track_maintenance"):
        closed = position(rider("A01", cards=("A01", "A15")), rider(), action_deck=("detour",),
                          disruptions=(("A01", kind, 1),))
        assert _legal(closed, "stay") == [STAY]
        after, events = _play(closed, STAY)
        assert after.riders[0].action_cards == ("detour",) and after.action_deck == ()
        assert after.riders[0].station_cards == ("A01", "A15") and after.riders[0].visited == ()
        assert not any(e["type"] == "station_visited" for e in events)
    # A Security Checkpoint makes pawns stop: staying on it is a stop like any other.
    checkpoint = position(rider("A01"), rider(), action_deck=("detour",),
                          disruptions=(("A01", "security_checkpoint", 1),))
    after, _ = _play(checkpoint, STAY)
    assert after.riders[0].action_cards == ("detour",)


def test_staying_on_a_no_stop_station_that_is_no_transfer_station_gives_nothing() -> None:
    # Judiciary Square (B02) is no transfer station: staying under its Elevator Outage is
    # allowed, but draws nothing and does not visit the held card.
    state = position(rider("B02", cards=("B02", "A15")), rider(), action_deck=("detour",),
                     disruptions=(("B02", "elevator_outage", 1),))
    after, _ = _play(state, STAY)
    assert after.riders[0].action_cards == () and after.riders[0].visited == ()
    assert after.turn == 1


# ---- buses and tokens (ruling bus-stops-only-where-pawns-may-stop) ------------------------------


def test_a_bus_passes_tokens_but_cannot_end_where_stopping_is_forbidden() -> None:
    # Union Station: Judiciary Square (B02, one stop west) is closed, Gallery Place (B01, two
    # west) has an Elevator Outage, NoMa (B35, one east) a Security Checkpoint.
    state = position(
        rider(actions=("shuttle_bus",)), rider(),
        disruptions=(("B01", "elevator_outage", 1), ("B02", "track_maintenance", 1),
                     ("B35", "security_checkpoint", 1)),
    )
    ends = {m["to"] for m in _legal(state, "play_bus")}
    assert ends == {"B35", "B04"}  # Rhode Island Ave (B04) is reached through the checkpoint
    for closed in ("B01", "B02"):
        with pytest.raises(IllegalMove):
            _play(state, {"type": "play_bus", "card": "shuttle_bus", "to": closed})


def test_metrobus_cannot_drop_a_pawn_on_an_elevator_outage() -> None:
    state = position(rider("B02", actions=("metrobus",)), rider(),
                     disruptions=(("B01", "elevator_outage", 1),))
    assert _legal(state, "play_bus") == [{"type": "play_bus", "card": "metrobus", "to": "B03"}]


# ---- a turn on a station that forbids stopping (ruling no-stop-no-visit) -----------------------


def test_a_turn_spent_on_a_no_stop_transfer_station_draws_but_does_not_visit() -> None:
    # Seat 0 stands on Metro Center, holds its card, and an Elevator Outage went down under
    # its pawn. It plays SmarTrip Reload without moving: the two cards are drawn, and having
    # stayed all turn on a transfer station it also makes the printed transfer draw; the
    # turn's end is no stop there, so the card is not visited.
    state = position(
        rider("A01", cards=("A01", "A15"), actions=("smartrip_reload",)), rider(),
        disruptions=(("A01", "elevator_outage", 1),),
        action_deck=("detour", "metrobus", "all_clear"),
    )
    after, events = _play(state, {"type": "play_draw", "card": "smartrip_reload"})
    assert after.riders[0].station_cards == ("A01", "A15") and after.riders[0].visited == ()
    assert after.riders[0].action_cards == ("all_clear", "detour", "metrobus")
    assert after.action_deck == ()
    assert not any(e["type"] == "station_visited" for e in events)


def test_lifting_the_token_under_you_makes_the_turn_end_a_stop_again() -> None:
    # Discarding the hand for the token on its own station ends the token's effects at once:
    # the turn then ends with a stop on Metro Center, so the card is visited and one drawn.
    state = position(
        rider("A01", cards=("A01", "A15"), actions=("metrobus",)), rider(),
        disruptions=(("A01", "track_maintenance", 1),), action_deck=("detour",),
    )
    after, _ = _play(state, {"type": "discard_hand", "station": "A01"})
    assert after.riders[0].visited == ("A01",) and after.riders[0].action_cards == ("detour",)


# ---- pushed onto Union Station (ruling arriving-home-wins-however) -----------------------------


def test_a_pawn_pushed_home_with_no_cards_wins_before_the_pushers_turn_ends() -> None:
    # Seat 0 stands on Metro Center holding its card and pushes seat 1 (no Station cards
    # left) from Judiciary Square onto Union Station: seat 1 has arrived and wins at once;
    # seat 0's turn does not reach its visit or its transfer draw.
    state = position(
        rider("A01", cards=("A01",), actions=("wrong_direction",)),
        rider("B02", cards=()), action_deck=("detour",),
    )
    push = {"type": "play_push", "card": "wrong_direction", "target": 1, "line": "RD", "to": "B03"}
    after, events = _play(state, push)
    assert after.winner == 1
    assert events[-1] == {"type": "game_won", "seat": 1}
    assert after.riders[0].station_cards == ("A01",) and after.riders[0].action_cards == ()
    assert after.turn == 0 and GAME.to_act(after) == frozenset()


# ---- the rulings as written down --------------------------------------------------------------


PACKAGE = Path(dc_dash.__file__).parent


def test_every_ruling_in_rules_md_is_served_and_every_served_ruling_is_in_rules_md() -> None:
    marked = re.findall(r"^- \*\*Ruling `([a-z0-9-]+)`\.\*\*", (PACKAGE / "RULES.md").read_text(),
                        re.MULTILINE)
    served = [r.id for r in GAME.rulings]
    assert len(set(marked)) == len(marked)
    assert sorted(marked) == sorted(served)
    for ruling in GAME.rulings:
        assert ruling.topic and ruling.text and "`" not in ruling.text


def test_the_package_points_at_nothing_outside_the_repository() -> None:
    for path in sorted(PACKAGE.rglob("*")):
        if path.suffix in (".md", ".json", ".py"):
            text = path.read_text(encoding="utf-8")
            assert "shared/" not in text and "GAME-COMPONENTS" not in text, path
    rules = (PACKAGE / "RULES.md").read_text()
    for link in re.findall(r"\]\(([^)#]+)\)", rules):
        assert not link.startswith(("/", "http")), link
        assert (PACKAGE / link).resolve().is_file(), link
