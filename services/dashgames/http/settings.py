"""The game-state service's own knobs, read from the environment only."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, fields
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parents[1]  # dashgames/


def _clients_dir() -> Path:
    """The browser clients: inside the package in an installed wheel (setup.py copies them to
    ``dashgames/clients``), else the checkout's top-level ``clients/`` (an editable install)."""
    packaged = _PACKAGE / "clients"
    return packaged if packaged.is_dir() else _PACKAGE.parents[1] / "clients"


CLIENTS_DIR = _clients_dir()


@dataclass(frozen=True)
class ApiSettings:
    max_body_bytes: int = 64 * 1024  # a move is well under 1 KiB; game creation under 4 KiB
    long_poll_max_seconds: float = 30.0  # the longest ?wait= a client may ask for
    sse_heartbeat_seconds: float = 15.0  # a comment line this often keeps proxies from closing
    sse_max_seconds: float = 300.0  # then the stream ends and the client resumes by Last-Event-ID
    events_page_limit: int = 200
    lobby_limit: int = 50
    clients_dir: Path = CLIENTS_DIR  # web/ and mobile/, and the code both use
    hot_routes: bool = True  # legal-moves and moves dispatched beneath Flask (http/hot_routes.py)
    # Rate limits (http/limits.py), in ``limits``' notation ("20/second", "60/hour"); an empty
    # one is off. Generous for people and their programs; they bound a script, not a player.
    rate_limits: bool = True  # DASHGAMES_API_RATE_LIMITS=0 turns every limit and quota off
    rate_limit_storage: str = ""  # a ``limits`` storage URI; empty: REDIS_URL, the same Redis
    limit_players_per_token: str = ""  # account creation needs no token
    limit_players_per_address: str = "60/hour"
    limit_games_per_token: str = "30/minute"
    limit_games_per_address: str = "120/minute"
    limit_moves_per_token: str = "20/second"  # moves, joins, resignations
    limit_moves_per_address: str = "100/second"
    limit_reads_per_token: str = "50/second"  # every GET under /v1
    limit_reads_per_address: str = "200/second"
    limit_chat_per_token: str = "10/minute"  # a table's chat messages
    limit_chat_per_address: str = "60/minute"
    streams_per_token: int = 16  # open event streams (SSE and long-polls) at once; 0: no quota
    streams_per_address: int = 64
    # What one process holds at once (http/capacity.py): open streams in all, and among them
    # account streams (each waits on a Redis connection of its own); beyond, 503 + Retry-After.
    streams_per_process: int = 2500
    account_streams_per_process: int = 1000
    # A held stream slot lapses this long after its process last renewed it (a third of it
    # apart): a process that died gives its slots back within it (http/leases.py).
    stream_lease_seconds: float = 6.0
    # Reverse proxies whose X-Forwarded-For is believed (http/proxies.py): networks, comma
    # separated ("10.0.0.0/8,127.0.0.1"); empty: none, the socket's peer is the client.
    trusted_proxies: str = ""
    proxy_hops: int = 1  # proxies in the chain that each append to X-Forwarded-For
    # Browser pages on other origins allowed to call the API (http/cors.py): origins, comma
    # separated ("https://league.example,https://bots.example"), "*" for any; empty: off.
    cors_origins: str = ""

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> ApiSettings:
        """``DASHGAMES_API_<FIELD>`` overrides each field (e.g. DASHGAMES_API_MAX_BODY_BYTES,
        DASHGAMES_API_LIMIT_MOVES_PER_TOKEN=10/second)."""
        env = os.environ if env is None else env
        values: dict[str, object] = {}
        for f in fields(cls):
            raw = env.get(f"DASHGAMES_API_{f.name.upper()}")
            if raw is None:
                continue
            default = getattr(cls, f.name)
            if isinstance(default, bool):
                values[f.name] = raw.strip().lower() not in {"0", "false", "no", "off", ""}
            else:
                values[f.name] = type(default)(raw) if not isinstance(default, Path) else Path(raw)
        return cls(**values)  # type: ignore[arg-type]
