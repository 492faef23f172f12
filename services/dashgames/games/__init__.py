"""Every game of the platform, registered in this one place."""

from dashgames.engine.registry import register

# Each game package exposes GAME; import and register it here (keep alphabetical).
from dashgames.games.dash_and_cache import GAME as DASH_AND_CACHE
from dashgames.games.dc_dash import GAME as DC_DASH
from dashgames.games.dicey_curves import GAME as DICEY_CURVES
from dashgames.games.double_dash import GAME as DOUBLE_DASH
from dashgames.games.flag_dash import GAME as FLAG_DASH

for _game in (DASH_AND_CACHE, DC_DASH, DICEY_CURVES, DOUBLE_DASH, FLAG_DASH):
    register(_game)
