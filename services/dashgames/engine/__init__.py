"""The pure game framework: protocol, seeded RNG, errors, registry. Standard library only."""

from dashgames.engine.components import component_file, house_rulings
from dashgames.engine.errors import (
    BadMove,
    BadOptions,
    BadState,
    GameOver,
    IllegalMove,
    NotYourTurn,
    RulesError,
    UnknownGame,
    UnknownTimer,
)
from dashgames.engine.moves import MoveCodec
from dashgames.engine.options import Option
from dashgames.engine.protocol import (
    OUTCOME_REASONS,
    Bot,
    Event,
    Game,
    Outcome,
    Ruling,
    Seat,
    Timer,
    event,
    event_types,
    private_event,
    visible_events,
)
from dashgames.engine.registry import all_games, get_game, register
from dashgames.engine.rng import Rng, seed_commitment

__all__ = [
    "OUTCOME_REASONS",
    "BadMove",
    "BadOptions",
    "BadState",
    "Bot",
    "Event",
    "Game",
    "GameOver",
    "IllegalMove",
    "MoveCodec",
    "NotYourTurn",
    "Option",
    "Outcome",
    "Rng",
    "RulesError",
    "Ruling",
    "Seat",
    "Timer",
    "UnknownGame",
    "UnknownTimer",
    "all_games",
    "component_file",
    "event",
    "event_types",
    "get_game",
    "house_rulings",
    "private_event",
    "register",
    "seed_commitment",
    "visible_events",
]
