"""Double Dash! bots. Each sees only its seat's view and legal moves.

``heuristic`` (formerly ``greedy``, still accepted) looks one move ahead on the position
rebuilt from the view: it takes captures, keeps its pieces off squares the opponent could hit
next turn, and otherwise moves toward the opponent's side. Its caution wanes as the game goes
on: two bots that only ever play safe would circle each other for ever, and the rules have no
draw.
"""

from __future__ import annotations

from typing import Any

from dashgames.engine import Bot, Rng, Seat
from dashgames.games.double_dash import rules
from dashgames.games.double_dash.board import BOARD, DIRECTIONS
from dashgames.games.double_dash.legal import owners_by_square
from dashgames.games.double_dash.moves import DoubleDashMove
from dashgames.games.double_dash.state import DoubleDashState
from dashgames.games.double_dash.view import sample_hidden

CAPTURE = 100
EXPOSED = 40
THREAT = 3
ADVANCE = 1
# Turns over which the exposure penalty fades to nothing (a game against a random player is
# over in about 15 turns; two greedy players meet head-on in a standoff that only this breaks).
PATIENCE = 100
# The farthest a piece hits in one turn: a doubles dash of two sixes.
_REACH = 12


def random_bot(view: dict[str, Any], seat: Seat, legal: list[Any], rng: Rng) -> Any:
    return rng.choice(legal)


def greedy_bot(view: dict[str, Any], seat: Seat, legal: list[Any], rng: Rng) -> Any:
    state = sample_hidden(view, seat, rng)
    best: list[DoubleDashMove] = []
    best_score = -(10**9)
    seen: dict[tuple[tuple[str, ...], ...], int] = {}
    for move in legal:
        after, _ = rules.apply(state, seat, move)
        # Many moves reach the same position (a short ray cuts several dice to one square).
        score = seen.get(after.pieces)
        if score is None:
            score = seen[after.pieces] = _score(state, after, seat)
        if score > best_score:
            best, best_score = [move], score
        elif score == best_score:
            best.append(move)
    return rng.choice(best)


def _score(before: DoubleDashState, after: DoubleDashState, seat: Seat) -> int:
    foe = 1 - seat
    if after.winner == seat:
        return 10**6
    captured = len(before.pieces[foe]) - len(after.pieces[foe])
    owners = owners_by_square(after)
    caution = EXPOSED * max(0, PATIENCE - before.turn) // PATIENCE
    return (
        CAPTURE * captured
        - caution * len(exposed(owners, seat))
        + THREAT * len(exposed(owners, foe))
        + ADVANCE * sum(_progress(sq, seat) for sq in after.pieces[seat])
    )


def exposed(owners: dict[int, Seat], seat: Seat) -> set[int]:
    """Squares of ``seat``'s pieces some opposing piece could capture next turn.

    A piece is hit from distance d along a line with no piece of ``seat`` between (the
    attacker passes through its own side): d from 1 to 6 with one die, or an even d up to 12
    with a doubles dash. Doubles taken as two turning legs are not counted (too rare to
    weigh against the cost of looking).
    """
    out = set()
    for square, owner in owners.items():
        if owner != seat:
            continue
        for direction in DIRECTIONS:
            for distance, other in enumerate(BOARD.rays[square][direction][:_REACH], 1):
                holder = owners.get(other)
                if holder == seat:
                    break
                if holder is not None and (distance <= 6 or distance % 2 == 0):
                    out.add(square)
                    break
            if square in out:
                break
    return out


def _progress(square_name: str, seat: Seat) -> int:
    row = BOARD.index[square_name] // BOARD.columns
    return row if seat == 0 else BOARD.rows - 1 - row


LEVELS: dict[str, Bot] = {"random": random_bot, "heuristic": greedy_bot}
DEFAULT_LEVEL = "heuristic"
ALIASES = {"greedy": "heuristic"}
"""``greedy`` was this game's name for its heuristic level before every game shared the names
``random``, ``heuristic`` and ``strong``; games and scripts that name it still work."""
