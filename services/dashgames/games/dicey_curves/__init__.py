"""Dicey Curves (Matt Worden): race cars down a track built from cards as you go, moving them
with combos of exploding dice, crossing gates with exact combos and spending control chips.
The rules in our own words, every ruling and the move design: RULES.md; the components and
where each fact about them came from: docs/components/dicey_curves.md.
"""

from dashgames.games.dicey_curves.game import GAME

__all__ = ["GAME"]
