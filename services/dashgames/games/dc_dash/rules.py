"""DC Dash rules: setup, the three turn options, the end of a turn, and winning."""

from __future__ import annotations

from typing import Any

from dashgames.engine import (
    BadMove,
    BadOptions,
    Event,
    GameOver,
    IllegalMove,
    NotYourTurn,
    Outcome,
    Rng,
    Seat,
    event,
    private_event,
)
from dashgames.engine.copying import replace
from dashgames.games.dc_dash.cards import ACTION_CARDS, DEAL, HAND_LIMIT, full_action_deck
from dashgames.games.dc_dash.effects import (
    draw_actions,
    end_disruption,
    move_pawn,
    play_card,
)
from dashgames.games.dc_dash.legal import card_moves, may_stop_here, rides
from dashgames.games.dc_dash.moves import (
    DcDashMove,
    DiscardHand,
    DiscardToLimit,
    Stay,
    Travel,
)
from dashgames.games.dc_dash.network import UNION_STATION, network
from dashgames.games.dc_dash.state import DcDashState, Rider

STATION_DEAL = {"DC": 4, "MD": 3, "VA": 2}


class CardNotHeld(IllegalMove):
    """The move plays an Action or Station card the player does not hold."""

    code = "CARD_NOT_HELD"


# ---- setup ---------------------------------------------------------------------------------
def validate_options(players: int, options: dict[str, Any]) -> None:
    first = options["first_player"]
    if first != "random" and (not isinstance(first, int) or first >= players):
        raise BadOptions(f"first_player must be below {players}", field="options.first_player")


def setup(players: int, options: dict[str, Any], seed: int | str) -> DcDashState:
    rng = Rng.from_seed(seed)
    net = network(options["network"])
    piles = {j: rng.shuffled(cards) for j, cards in net.station_cards().items()}
    hands: list[list[str]] = [[] for _ in range(players)]
    for seat in range(players):
        for j, n in STATION_DEAL.items():
            hands[seat].extend(piles[j].pop() for _ in range(n))
    station_deck = rng.shuffled([c for pile in piles.values() for c in pile])
    action_deck = rng.shuffled(full_action_deck())
    riders = []
    for seat in range(players):
        dealt = tuple(sorted(action_deck.pop() for _ in range(DEAL)))
        riders.append(Rider(UNION_STATION, tuple(sorted(hands[seat])), (), dealt))
    first = options["first_player"]
    # ruling: first-player-by-option
    turn = rng.below(players) if first == "random" else int(first)
    return DcDashState(
        network=options["network"], transfer_rule=options["transfer_stations"],
        riders=tuple(riders), turn=turn, phase="turn", station_deck=tuple(station_deck),
        action_deck=tuple(action_deck), action_discard=(), disruptions=(), turns_taken=0,
        winner=None, rng=rng.state,
    )


# ---- applying a move -----------------------------------------------------------------------
def apply(state: DcDashState, seat: Seat, move: DcDashMove) -> tuple[DcDashState, list[Event]]:
    if state.winner is not None:
        raise GameOver("the game is over", seat=seat)
    if seat != state.turn:
        raise NotYourTurn(f"it is seat {state.turn}'s turn", seat=seat)
    _check_names(state, move)
    events: list[Event] = []
    rider = state.riders[seat]
    if isinstance(move, DiscardToLimit):
        if state.phase != "discard_to_limit":
            raise IllegalMove("no discard is due", field="type")
        if move.card not in rider.action_cards:
            raise CardNotHeld(f"you hold no {move.card}", field="card")
        return _discard_one(state, seat, move.card, events)
    if state.phase != "turn":
        raise IllegalMove("discard down to the hand limit first", field="type")
    if rider.discarded_hand is not None:
        # ruling: discarded-hand-stays-shown
        # A new turn of the player who discarded: their hand has been on show for a round.
        rider = replace(rider, discarded_hand=None)
        state = state.with_rider(seat, rider)
    if isinstance(move, Travel):
        if (move.line, move.to) not in rides(state, seat):
            raise IllegalMove(f"no ride on {move.line} from {rider.station} ends at "
                              f"{move.to} this turn", field="to")
        state = move_pawn(state, seat, move.to, events)
    elif isinstance(move, Stay):
        events.append(event("stayed", seat=seat, station=rider.station))
    elif isinstance(move, DiscardHand):
        if state.disruption_at(move.station) is None:
            raise IllegalMove(f"no disruption at {move.station}", field="station")
        # ruling: discarded-hand-stays-shown, discards-are-face-up
        # The discard pile is face up, so the discarded hand becomes public. The transfer draw
        # at the end of this turn may shuffle that pile away at once, so the hand also stays on
        # show in front of its player.
        events.append(event("hand_discarded", seat=seat, cards=list(rider.action_cards)))
        state = state.with_rider(
            seat, replace(rider, action_cards=(), discarded_hand=rider.action_cards)
        )
        state = replace(state, action_discard=(*state.action_discard, *rider.action_cards))
        state = end_disruption(state, move.station, events)
    else:
        if move.card not in rider.action_cards:
            raise CardNotHeld(f"you hold no {move.card}", field="card")
        if move not in card_moves(state, seat, ACTION_CARDS[move.card]):
            raise IllegalMove(f"{move.card} does not allow that now", field="card")
        state = play_card(state, seat, move, events)
        state = _check_arrival_win(state, events)
        if state.winner is not None:
            return state, events
    return _end_turn(state, seat, events, rider.station), events


def _discard_one(
    state: DcDashState, seat: int, card: str, events: list[Event]
) -> tuple[DcDashState, list[Event]]:
    rider = state.riders[seat]
    hand = list(rider.action_cards)
    hand.remove(card)
    state = state.with_rider(seat, replace(rider, action_cards=tuple(hand)))
    state = replace(state, action_discard=(*state.action_discard, card))
    events.append(event("discarded_to_limit", seat=seat, card=card))
    if len(hand) <= HAND_LIMIT:
        state = _next_turn(state)
    return state, events


def _end_turn(state: DcDashState, seat: int, events: list[Event], start: str) -> DcDashState:
    """Visit, win check, Doors Closing! expiry, transfer draw, hand limit, next player.
    ``start`` is where the pawn stood when the turn began."""
    rider = state.riders[seat]
    # ruling: no-stop-no-visit
    # A token that forbids stopping makes the end of a turn there no stop, so no visit; but a
    # pawn that never left its transfer station keeps the printed stay-and-draw.
    stopped = may_stop_here(state, seat)
    stayed = rider.station == start
    # ruling: visit-is-automatic
    if stopped and rider.station in rider.station_cards:
        # Playing the card is optional in the rulebook; holding it back never helps (it
        # must be played to win), so we always play it for the player.
        rider = replace(
            rider,
            station_cards=tuple(c for c in rider.station_cards if c != rider.station),
            visited=(*rider.visited, rider.station),
        )
        state = state.with_rider(seat, rider)
        events.append(event("station_visited", seat=seat, station=rider.station))
    state = _check_arrival_win(state, events)
    if state.winner is not None:
        return state
    if rider.doors_closing:
        # This was the turn the card was aimed at: it leaves the table now.
        expired = ("doors_closing",) * rider.doors_closing
        state = state.with_rider(seat, replace(rider, doors_closing=0))
        state = replace(state, action_discard=(*state.action_discard, *expired))
        events.append(event("doors_closing_expired", seat=seat))
    # ruling: transfer-draw-is-automatic
    if (stopped or stayed) and rider.station in network(state.network).transfer_stations(
        state.transfer_rule
    ):
        # Whatever the turn was (a ride, a stay, a card, a discard), ending it here draws.
        state = draw_actions(state, seat, 1, events)
    # ruling: hand-limit-checked-once
    # The limit is checked once, after every draw of the turn; the player then picks the
    # discards one at a time (``DiscardToLimit``).
    excess = len(state.riders[seat].action_cards) - HAND_LIMIT
    if excess > 0:
        events.append(private_event([seat], "discard_due", count=excess))
        return replace(state, phase="discard_to_limit")
    return _next_turn(state)


def _next_turn(state: DcDashState) -> DcDashState:
    return replace(
        state, phase="turn", turn=(state.turn + 1) % state.players,
        turns_taken=state.turns_taken + 1,
    )


# ruling: arriving-home-wins-however
def _check_arrival_win(state: DcDashState, events: list[Event]) -> DcDashState:
    """Whoever stands on Union Station with no Station card left has won, at once. Arriving
    counts however the pawn got there, even when an opponent's card pushed it there (ruling
    ``arriving-home-wins-however``: the rulebook's win is instant and names no way of
    arriving)."""
    for seat, rider in enumerate(state.riders):
        if rider.station == UNION_STATION and not rider.station_cards:
            events.append(event("game_won", seat=seat))
            return replace(state, winner=seat)
    return state


def _check_names(state: DcDashState, move: DcDashMove) -> None:
    """Unknown stations, lines, cards or seats make a move malformed, not merely illegal."""
    net = network(state.network)
    for field in ("to", "station", "change_at", "station_card"):
        value = getattr(move, field, None)
        if value is not None and value not in net.stations:
            raise BadMove(f"unknown station {value!r}", field=field)
    for field in ("line", "then_line"):
        value = getattr(move, field, None)
        if value is not None and value not in net.lines:
            raise BadMove(f"unknown line {value!r}", field=field)
    card = getattr(move, "card", None)
    if card is not None and card not in ACTION_CARDS:
        raise BadMove(f"unknown action card {card!r}", field="card")
    target = getattr(move, "target", None)
    if target is not None and not 0 <= target < state.players:
        raise BadMove(f"no seat {target}", field="target")


# ---- reading a state -----------------------------------------------------------------------
def outcome(state: DcDashState) -> Outcome | None:
    if state.winner is None:
        return None
    # ruling: ranking-winner-only
    # The rulebook names only a winner: everyone else shares second place; the scores
    # (stations visited) are for information.
    return Outcome(
        winners=(state.winner,),
        ranks=tuple(1 if s == state.winner else 2 for s in range(state.players)),
        reason="back_at_union_station",
        scores=tuple(float(len(r.visited)) for r in state.riders),
    )
