"""Flag Dash: capture the flag with secret simultaneous planning, 2 to 4 players in two teams
that plan two moves a round in secret (an action card under a priority token each), resolve
them from the lowest token up, and win by carrying the opposing team flag home or by one runner
holding a character flag of every opponent."""

from dashgames.games.flag_dash.game import GAME

__all__ = ["GAME"]
