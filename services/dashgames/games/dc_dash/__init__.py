"""DC Dash: race around the 2010 Washington Metrorail network, visiting the stations on your
secret Station cards and getting back to Union Station first, while Action cards close
stations, push rivals and speed you along (rules in RULES.md)."""

from dashgames.games.dc_dash.game import GAME

__all__ = ["GAME"]
