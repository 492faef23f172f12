"""Every game of the platform, registered in this one place."""

from dashgames.engine.registry import register

# Each game package exposes GAME; import and register it here (keep alphabetical).
from dashgames.games.dc_dash import GAME as DC_DASH
from dashgames.games.double_dash import GAME as DOUBLE_DASH

for _game in (DC_DASH, DOUBLE_DASH):
    register(_game)
