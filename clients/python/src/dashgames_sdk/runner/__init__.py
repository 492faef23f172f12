"""``dashgames-bot``: run a bot written as one function, ``choose(view, legal_moves) -> move``."""

from dashgames_sdk.runner.config import BotConfig, ChallengePolicy, load_config
from dashgames_sdk.runner.runner import BotRunner, TurnView

__all__ = ["BotConfig", "BotRunner", "ChallengePolicy", "TurnView", "load_config"]
