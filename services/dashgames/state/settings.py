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
    hot_routes: bool = True  # legal-moves and moves dispatched beneath Flask (state/hot_routes.py)
    # Rate limits (state/limits.py), in ``limits``' notation ("20/second", "60/hour"); an empty
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
    streams_per_token: int = 16  # open event streams (SSE and long-polls) at once; 0: no quota
    streams_per_address: int = 64

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
