"""The fairness check: a bot's move may depend only on what its seat may know.

``check_fair`` deals a position again: everything the seat cannot see (opponents' cards, deck
orders, planned moves, the dice generator) is drawn anew with the game's ``sample_hidden``, so
the new true state shows the seat exactly the same view. It then asks the bot again with the
same seed; an honest bot must make the same move. The bot is handed its inputs by a ``Table``
that holds the true state, as the platform's store does: an honest bot uses only the view and
legal moves it is given; a cheating one could read ``table.state`` (``peeking_bot``), and the
check exists to catch that.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from dashgames.engine import Game, Rng
from dashgames.engine.play import Choice, play_forward

TableBot = Callable[["Table", int, int], Any]
"""(table, seat, seed) -> move: a bot as the harness calls it."""


@dataclass
class Table:
    """The true state of a game, and what a seat is handed from it."""

    game: Game[Any, Any]
    state: Any

    def inputs(self, seat: int) -> tuple[dict[str, Any], list[Any]]:
        return self.game.view(self.state, seat), self.game.legal_moves(self.state, seat)


def honest(choose: Callable[[dict[str, Any], int, list[Any], Rng], Any]) -> TableBot:
    """A bot that takes only what the platform hands it: the view, the legal moves, a seed."""

    def play(table: Table, seat: int, seed: int) -> Any:
        view, legal = table.inputs(seat)
        return choose(view, seat, legal, Rng.from_seed(seed))

    return play


def peeking_bot(table: Table, seat: int, seed: int) -> Any:
    """A cheat: it draws its 'random' move from the dealer's own generator in the true state,
    so it knows, in effect, what the next roll or draw will be. Everything else it does is a
    random bot's."""
    _, legal = table.inputs(seat)
    return legal[Rng(table.state.rng ^ seed).below(len(legal))]


def redeal(game: Game[Any, Any], state: Any, seat: int, seed: int) -> Any:
    """A different true state that shows ``seat`` exactly the view ``state`` does."""
    view = game.view(state, seat)
    other = game.sample_hidden(view, seat, Rng.from_seed(f"redeal:{seed}"))
    assert game.view(other, seat) == view, f"{game.id}: a redeal changed what seat {seat} sees"
    assert other != state, f"{game.id}: the redeal changed nothing hidden"
    assert game.legal_moves(other, seat) == game.legal_moves(state, seat)
    return other


def check_fair(
    game: Game[Any, Any], bot: TableBot, state: Any, seat: int, seed: int, redeals: int = 2
) -> Any:
    """The bot's move for ``seat``; AssertionError if a redeal of the hidden parts changes it."""
    first = bot(Table(game, state), seat, seed)
    for k in range(redeals):
        again = bot(Table(game, redeal(game, state, seat, seed * 31 + k)), seat, seed)
        assert again == first, (
            f"{game.id}: seat {seat}'s move changed from {first} to {again} when only what it "
            "cannot see was dealt again"
        )
    return first


def positions(game: Game[Any, Any], players: int, count: int, seed: int) -> list[tuple[Any, int]]:
    """``count`` positions of a seeded random game, spread over its opening and middle, each
    with a seat to act (a timer is fired where nobody may act)."""
    rng = Rng.from_seed(f"positions:{game.id}:{seed}")
    state = game.setup(players, _defaults(game), seed)
    found: list[tuple[Any, int]] = []

    def pick(state: Any, actors: list[int], ply: int) -> Choice:
        if not actors:
            return None  # the soonest timer fires
        seat = actors[rng.below(len(actors))]
        legal = game.legal_moves(state, seat)
        if ply % 9 == 4 and len(legal) > 1:
            found.append((state, seat))
        return seat, rng.choice(legal)

    for _ in play_forward(game, state, pick, max_steps=400, until=lambda _: len(found) == count):
        pass
    return found

def _defaults(game: Game[Any, Any]) -> dict[str, Any]:
    from dashgames.engine.options import resolve_options

    return resolve_options(game.options, None)
