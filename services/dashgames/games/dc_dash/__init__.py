"""DC Dash: race around the 2010 Washington Metrorail network (rules in RULES.md)."""

from dashgames.games.dc_dash.rules import DcDash

GAME = DcDash()

__all__ = ["GAME"]
