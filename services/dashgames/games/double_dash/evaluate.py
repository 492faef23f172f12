"""How good a Double Dash! position is for each side, for the AI's search (``dashgames.ai``).

Pieces are what win (capture them all), so the count of pieces dominates; pieces an opposing
piece could hit next turn weigh against their side, more so for the side not about to move
(the mover strikes first). Knowledge from the greedy bot (``bots.exposed``).
"""

from __future__ import annotations

from dashgames.engine.evaluation import rank_shares
from dashgames.games.double_dash.board import BOARD
from dashgames.games.double_dash.bots import exposed
from dashgames.games.double_dash.legal import owners_by_square
from dashgames.games.double_dash.state import DoubleDashState

PLAYOUT_DEPTH = 0
"""Random dice moves played past the search tree before this evaluation (two turns)."""
SCALE = 0.9
FRESH_OWN, FRESH_FOE = 0.15, 0.45
"""At the start of a side's turn: its own exposed pieces may still get away (weight 0.15) and
the opponent's exposed pieces may be hit now (0.45 of a piece)."""
LATER_OWN, LATER_FOE = 0.45, 0.05
"""Otherwise (mid-turn, or the turn over): the opponent may hit first."""
ADVANCE = 0.01
"""A row advanced toward the opponent, per piece (the greedy bot's tie-breaker: pieces that
close in make captures possible; with none, two careful sides would circle for ever)."""


def evaluate(state: DoubleDashState) -> tuple[float, ...]:
    if state.winner is not None:
        return tuple(1.0 if s == state.winner else 0.0 for s in (0, 1))
    owners = owners_by_square(state)
    mover = state.to_move
    fresh = len(state.unused) == len(state.dice)
    hit = [len(exposed(owners, s)) for s in (0, 1)]
    score = [float(len(state.pieces[s])) for s in (0, 1)]
    rows, columns = BOARD.rows, BOARD.columns
    for s in (0, 1):
        for square in state.pieces[s]:
            row = BOARD.index[square] // columns
            score[s] += ADVANCE * (row if s == 0 else rows - 1 - row)
    for s in (0, 1):
        own, foe = (FRESH_OWN, FRESH_FOE) if (s == mover and fresh) else (LATER_OWN, LATER_FOE)
        score[s] += foe * hit[1 - s] - own * hit[s]
    # Fewer pieces left makes each one count more (ten against nine is closer than two to one).
    left = len(state.pieces[0]) + len(state.pieces[1])
    return rank_shares(score, SCALE * 20.0 / max(left, 4))
