"""Flag Dash: capture the flag with secret simultaneous planning (2-4 players)."""

from dashgames.games.flag_dash.bots import BOTS
from dashgames.games.flag_dash.rules import FlagDash
from dashgames.games.flag_dash.view import FlagDashView

FlagDash.view_type = FlagDashView
FlagDash.bots = BOTS
FlagDash.default_bot_level = "heuristic"

GAME = FlagDash()

__all__ = ["GAME", "FlagDash"]
