"""How good a Double Dash! position is for each side, for the AI's search (``dashgames.ai``).

Pieces are what win (capture them all), so the count of pieces dominates; a hit the side to
move can make with the dice it holds counts most of a piece, and pieces the other side could
hit on a later turn weigh against their side. Knowledge from the greedy bot (``bots.exposed``).
"""

from __future__ import annotations

from dashgames.engine.evaluation import rank_shares
from dashgames.games.double_dash.board import BOARD
from dashgames.games.double_dash.bots import exposed
from dashgames.games.double_dash.legal import legal_moves, owners_by_square, slide
from dashgames.games.double_dash.moves import Dash, Pass
from dashgames.games.double_dash.state import DoubleDashState

LIVE_ITERATIONS = 600
"""Search iterations one second of a quiet core reaches in this game (the live think time,
measured in CPU time over a game's positions; docs/AI.md): the arena's reproducible stand-in
for the live budget."""
PLAYOUT_DEPTH = 0
"""Random dice moves played past the search tree before this evaluation (two turns)."""
SCALE = 0.9
CAPTURE_NOW = 0.8
"""The side to move holds dice that take a piece now (its actual dice, known in the state)."""
EXPOSED_MOVER = 0.25
"""Each piece of the side to move that the other side could hit on its next turn."""
EXPOSED_WAITING = 0.1
"""Each piece of the waiting side in reach beyond this turn's dice (the next turns')."""
ADVANCE = 0.01
"""A row advanced toward the opponent, per piece (the greedy bot's tie-breaker: pieces that
close in make captures possible; with none, two careful sides would circle for ever)."""


def _can_capture(state: DoubleDashState, seat: int, owners: dict[int, int]) -> bool:
    for move in legal_moves(state, seat):
        if isinstance(move, Pass):
            continue
        distance = 2 * state.dice[0] if isinstance(move, Dash) else move.die
        landed = slide(owners, seat, BOARD.index[move.piece], move.direction, distance)
        if landed is not None and landed[1]:
            return True
    return False


def evaluate(state: DoubleDashState) -> tuple[float, ...]:
    """Scored from the dice actually rolled, so a position scores alike whichever die of a turn
    the search stopped after (a hit the dice allow counts now, not as a vague threat)."""
    if state.winner is not None:
        return tuple(1.0 if s == state.winner else 0.0 for s in (0, 1))
    owners = owners_by_square(state)
    mover = state.to_move if state.to_move is not None else 0
    waiting = 1 - mover
    score = [float(len(state.pieces[s])) for s in (0, 1)]
    rows, columns = BOARD.rows, BOARD.columns
    for s in (0, 1):
        for square in state.pieces[s]:
            row = BOARD.index[square] // columns
            score[s] += ADVANCE * (row if s == 0 else rows - 1 - row)
    if state.unused and _can_capture(state, mover, owners):
        score[mover] += CAPTURE_NOW
    score[mover] -= EXPOSED_MOVER * len(exposed(owners, mover))
    score[waiting] -= EXPOSED_WAITING * len(exposed(owners, waiting))
    # Fewer pieces left makes each one count more (ten against nine is closer than two to one).
    left = len(state.pieces[0]) + len(state.pieces[1])
    return rank_shares(score, SCALE * 20.0 / max(left, 4))
