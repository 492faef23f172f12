"""A tiny game with secrets, for the hidden-information checks: play a card, roll, draw.

Cards 1..``cards`` are shuffled into a face-down deck (its order is the secret kept in the
state) and each seat is dealt two. On a turn the seat to move plays a card from its hand face
up, rolls a die, and draws the top card of the deck: face up on a 5 or 6 (everyone sees it and
it stays face up in the hand), face down otherwise (only the drawer sees it). When every hand
is empty, the highest total of played cards wins.

Everything a check must not mistake for a leak is here: a die rolled, a card drawn face up
from a pre-shuffled deck, a card from a hidden hand shown when it is played. ``TellingCards``
and ``PeekingCards`` are the broken copies: one names a face-down draw in a public event, the
other offers moves that depend on the deck's order.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, ClassVar

from dashgames.engine import (
    Event,
    Game,
    GameOver,
    IllegalMove,
    MoveCodec,
    NotYourTurn,
    Option,
    Outcome,
    Rng,
    Seat,
    event,
    private_event,
)

HAND = 2


@dataclass(frozen=True)
class PlayCard:
    kind: ClassVar[str] = "play"
    card: int


@dataclass(frozen=True)
class CardsState:
    rng: int
    players: int
    deck: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]
    face_up: tuple[tuple[int, ...], ...]
    """The cards of each hand that everyone has seen (drawn face up)."""
    played: tuple[tuple[int, int], ...] = ()
    """(seat, card) in the order played."""
    turn: int = 0
    last_roll: int | None = None

    @property
    def to_move(self) -> int:
        return self.turn % self.players


class Cards(Game[CardsState, PlayCard]):
    id = "toy_cards"
    title = "Cards"
    min_players = 2
    max_players = 3
    chance = True
    hidden_info = True
    options = (Option("cards", "int", 9, "cards in the game", minimum=6, maximum=30),)
    state_type = CardsState
    moves: ClassVar[MoveCodec[Any]] = MoveCodec("toy_cards", (PlayCard,))

    def setup(self, players: int, options: dict[str, Any], seed: int | str) -> CardsState:
        rng = Rng.from_seed(seed)
        deck = rng.shuffled(range(1, options["cards"] + 1))
        hands = tuple(tuple(sorted(deck[HAND * s : HAND * (s + 1)])) for s in range(players))
        return CardsState(
            rng.state, players, tuple(deck[HAND * players :]), hands, ((),) * players
        )

    def over(self, state: CardsState) -> bool:
        return not any(state.hands)

    def to_act(self, state: CardsState) -> frozenset[Seat]:
        return frozenset() if self.over(state) else frozenset((state.to_move,))

    def legal_moves(self, state: CardsState, seat: Seat) -> list[PlayCard]:
        if seat not in self.to_act(state):
            return []
        return [PlayCard(c) for c in state.hands[seat]]

    def apply(
        self, state: CardsState, seat: Seat, move: PlayCard
    ) -> tuple[CardsState, list[Event]]:
        if self.over(state):
            raise GameOver("over")
        if seat != state.to_move:
            raise NotYourTurn("wait")
        if move not in self.legal_moves(state, seat):
            raise IllegalMove("play a card from your hand")
        hand = [c for c in state.hands[seat] if c != move.card]
        shown = [c for c in state.face_up[seat] if c != move.card]
        events = [event("played", seat=seat, card=move.card)]
        rng = Rng(state.rng)
        roll = rng.roll(6)
        events.append(event("rolled", seat=seat, roll=roll))
        deck = state.deck
        if deck:
            card, deck = deck[0], deck[1:]
            hand.append(card)
            if roll >= 5:
                shown.append(card)
                events.append(event("drew", seat=seat, face_up=True, card=card))
            else:
                events += self.face_down_draw(seat, card)
        after = replace(
            state,
            rng=rng.state,
            deck=deck,
            hands=_put(state.hands, seat, tuple(sorted(hand))),
            face_up=_put(state.face_up, seat, tuple(sorted(shown))),
            played=(*state.played, (seat, move.card)),
            turn=state.turn + 1,
            last_roll=roll,
        )
        return after, events

    def face_down_draw(self, seat: Seat, card: int) -> list[Event]:
        return [event("drew", seat=seat, face_up=False), private_event([seat], "card", card=card)]

    def view(self, state: CardsState, seat: Seat | None) -> dict[str, Any]:
        return {
            "players": state.players,
            "deck": len(state.deck),
            "hand": None if seat is None else list(state.hands[seat]),
            "hand_sizes": [len(h) for h in state.hands],
            "face_up": [list(f) for f in state.face_up],
            "played": [list(p) for p in state.played],
            "turn": state.turn,
            "last_roll": state.last_roll,
        }

    def outcome(self, state: CardsState) -> Outcome | None:
        if not self.over(state):
            return None
        totals = [sum(c for s, c in state.played if s == seat) for seat in range(state.players)]
        ranks = tuple(1 + sum(t > mine for t in totals) for mine in totals)
        winners = tuple(s for s in range(state.players) if ranks[s] == 1)
        return Outcome(winners, ranks, "highest_total", tuple(float(t) for t in totals))

    def sample_hidden(self, view: dict[str, Any], seat: Seat | None, rng: Rng) -> CardsState:
        players = view["players"]
        mine = tuple(view["hand"] or ())
        known = set(mine) | {c for _, c in view["played"]} | {c for f in view["face_up"] for c in f}
        total = len(known) + view["deck"] + sum(
            size - len(view["face_up"][s])
            for s, size in enumerate(view["hand_sizes"])
            if s != seat
        )
        unseen = rng.shuffled([c for c in range(1, total + 1) if c not in known])
        hands = []
        for s in range(players):
            if s == seat:
                hands.append(mine)
                continue
            shown = tuple(view["face_up"][s])
            hidden = view["hand_sizes"][s] - len(shown)
            hands.append(tuple(sorted((*shown, *unseen[:hidden]))))
            unseen = unseen[hidden:]
        return CardsState(
            rng.next_u64(),
            players,
            tuple(unseen),
            tuple(hands),
            tuple(tuple(f) for f in view["face_up"]),
            tuple((s, c) for s, c in view["played"]),
            view["turn"],
            view["last_roll"],
        )


def _put(rows: tuple[tuple[int, ...], ...], i: int, row: tuple[int, ...]) -> tuple[Any, ...]:
    return (*rows[:i], row, *rows[i + 1 :])


class TellingCards(Cards):
    """Broken: the public event of a face-down draw names the card."""

    def face_down_draw(self, seat: Seat, card: int) -> list[Event]:
        return [event("drew", seat=seat, face_up=False, card=card)]


class PeekingCards(Cards):
    """Broken: a seat may not play the card just below the top of the deck, so the list of
    moves it is given tells it something about the deck's order."""

    def legal_moves(self, state: CardsState, seat: Seat) -> list[PlayCard]:
        moves = super().legal_moves(state, seat)
        if not state.deck:
            return moves
        return [m for m in moves if m.card != state.deck[0] - 1] or moves
