"""Dash Games Python SDK.

``dash_games_client`` (generated from the contract by openapi-python-client) is every
operation, typed; this package adds what generation cannot give: retries (429 ``Retry-After``,
503, dropped connections, moves with an ``Idempotency-Key``), the 409 rule, event streams as
iterators (SSE with a long-poll fallback, resumed with ``Last-Event-ID``), typed views, and the
``dashgames-bot`` runner (``dashgames_sdk.runner``). Its version is the contract's.
"""

from dashgames_sdk._version import CONTRACT_VERSION, __version__
from dashgames_sdk.client import DashGames
from dashgames_sdk.errors import ApiError, RateLimited, StaleVersion, TokenRevoked
from dashgames_sdk.streams import AccountStream, GameStream
from dashgames_sdk.views import (
    AccountEvent,
    EventRecord,
    GameRead,
    MoveAnswer,
    YourTurn,
)

__all__ = [
    "CONTRACT_VERSION", "AccountEvent", "AccountStream", "ApiError", "DashGames",
    "EventRecord", "GameRead", "GameStream", "MoveAnswer", "RateLimited", "StaleVersion",
    "TokenRevoked", "YourTurn", "__version__",
]
