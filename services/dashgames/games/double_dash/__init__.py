"""Double Dash! (Joel Miller): two sides of ten pieces race dice across a 10 x 10 board and
capture by exact distance; the side that takes every opposing piece wins. The game object is
``game.DoubleDash``; the rules in our own words, with every ruling, are in RULES.md.
"""

from dashgames.games.double_dash.game import GAME

__all__ = ["GAME"]
