"""Sprint: a toy sixth game, kept outside ``dashgames`` to prove docs/ADDING-A-GAME.md.

Two runners race along a short track on a die's rolls. It is laid out exactly as a house game
and registered as an out-of-tree game is: ``DASHGAMES_EXTRA_GAMES=tests.support.sixth_game``
makes every process import this package, and importing it registers ``GAME``.
"""

from dashgames.engine import register
from tests.support.sixth_game.game import GAME

register(GAME)

__all__ = ["GAME"]
