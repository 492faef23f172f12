"""Platform configuration, read only from the environment (twelve-factor style).

Every process type (API, ``rules`` worker, ``ai`` worker, embedded mode) reads the same variables;
nothing is configured in code or files. docs/SETTINGS.md lists every variable with its default.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache


@dataclass(frozen=True)
class Settings:
    redis_url: str = "redis://127.0.0.1:6379/0"
    broker_url: str = "redis://127.0.0.1:6379/0"
    key_prefix: str = "dg:"
    isolation: bool = False
    sync_wait_seconds: float = 5.0
    extra_games: tuple[str, ...] = ()
    result_ttl: int = 120
    finished_ttl: int = 86400
    heartbeat_seconds: float = 5.0
    host: str = "127.0.0.1"
    port: int = 8000
    data_dir: str = ".dashgames"
    open_game_ttl: int = 7 * 86400
    player_ttl: int = 30 * 86400
    open_games_per_player: int = 20
    owed_grace: float = 3.0
    reconcile_every: float = 1.0
    seek_ttl: float = 30.0
    pair_every: float = 0.5
    pair_window: float = 100.0
    pair_widen: float = 25.0
    pair_window_max: float = 1000.0
    pair_bots_after: float = 10.0
    database_url: str = ""
    # Web Push (docs/PUSH.md): the VAPID key (raw private key, base64url; empty: one generated
    # and kept in Redis for every process), the contact the push services see, how often the
    # notifier looks at the account streams, and whether http:// endpoints are taken (a local
    # push service in tests; never in production).
    vapid_private_key: str = ""
    vapid_subject: str = "mailto:operator@dashgames.invalid"
    push_every: float = 2.0
    push_allow_http: bool = False
    # The platform's operators (player ids): they read the chat's reports (docs/CHAT.md).
    operators: tuple[str, ...] = ()
    # Days a year an account may pause its turn-based clocks (docs/CLOCKS.md, "Vacation").
    vacation_days: float = 30.0
    archived_ttl: int = 300
    ai_seconds: float = 1.0
    tournaments_file: str = ""  # the operator's schedule of events (docs/TOURNAMENTS.md)
    # Test hook: a file holding seconds the clocks run ahead of the server's time, so a test
    # platform lets days pass between moves (play/clocks.py, ``now``); never set in a deployment.
    clock_shift_file: str = ""

    @property
    def redis_cluster(self) -> bool:
        """Whether ``REDIS_URL`` names a Redis Cluster (``redis+cluster://``)."""
        return self.redis_url.startswith(CLUSTER_SCHEME)

    @property
    def history_url(self) -> str:
        """The history database: ``DASHGAMES_DATABASE_URL``, or SQLite in the data folder."""
        if self.database_url:
            return self.database_url
        return f"sqlite:///{os.path.abspath(os.path.join(self.data_dir, 'history.sqlite3'))}"


CLUSTER_SCHEME = "redis+cluster://"
"""``REDIS_URL``'s scheme for a Redis Cluster (the name ``limits`` gives it too)."""


def broker_url_for(redis_url: str) -> str:
    """Kombu names a Redis unix socket ``redis+socket://``; redis-py names it ``unix://``."""
    if redis_url.startswith("unix://"):
        return "redis+socket://" + redis_url[len("unix://") :]
    return redis_url


def _flag(value: str) -> bool:
    return value.strip().lower() in ("1", "true", "yes", "on")


def from_env(env: Mapping[str, str] | None = None) -> Settings:
    env = os.environ if env is None else env
    redis_url = env.get("REDIS_URL") or Settings.redis_url
    extra = tuple(m.strip() for m in env.get("DASHGAMES_EXTRA_GAMES", "").split(",") if m.strip())
    broker = env.get("CELERY_BROKER_URL") or ""
    if redis_url.startswith(CLUSTER_SCHEME) and not broker:
        raise ValueError("REDIS_URL names a Redis Cluster: set CELERY_BROKER_URL to the broker's "
                         "own Redis (a cluster cannot be Celery's broker)")
    return Settings(
        redis_url=redis_url,
        broker_url=broker or broker_url_for(redis_url),
        key_prefix=env.get("DASHGAMES_KEY_PREFIX", Settings.key_prefix),
        isolation=_flag(env.get("DASHGAMES_ISOLATION", "0")),
        sync_wait_seconds=float(env.get("DASHGAMES_SYNC_WAIT", Settings.sync_wait_seconds)),
        extra_games=extra,
        result_ttl=int(env.get("DASHGAMES_RESULT_TTL", Settings.result_ttl)),
        finished_ttl=int(env.get("DASHGAMES_FINISHED_TTL", Settings.finished_ttl)),
        heartbeat_seconds=float(env.get("DASHGAMES_HEARTBEAT", Settings.heartbeat_seconds)),
        host=env.get("DASHGAMES_HOST", Settings.host),
        port=int(env.get("DASHGAMES_PORT", Settings.port)),
        data_dir=env.get("DASHGAMES_DATA_DIR", Settings.data_dir),
        open_game_ttl=int(env.get("DASHGAMES_OPEN_GAME_TTL", Settings.open_game_ttl)),
        player_ttl=int(env.get("DASHGAMES_PLAYER_TTL", Settings.player_ttl)),
        open_games_per_player=int(
            env.get("DASHGAMES_OPEN_GAMES_PER_PLAYER", Settings.open_games_per_player)),
        owed_grace=float(env.get("DASHGAMES_OWED_GRACE", Settings.owed_grace)),
        reconcile_every=float(env.get("DASHGAMES_RECONCILE_EVERY", Settings.reconcile_every)),
        seek_ttl=float(env.get("DASHGAMES_SEEK_TTL", Settings.seek_ttl)),
        pair_every=float(env.get("DASHGAMES_PAIR_EVERY", Settings.pair_every)),
        pair_window=float(env.get("DASHGAMES_PAIR_WINDOW", Settings.pair_window)),
        pair_widen=float(env.get("DASHGAMES_PAIR_WIDEN", Settings.pair_widen)),
        pair_window_max=float(env.get("DASHGAMES_PAIR_WINDOW_MAX", Settings.pair_window_max)),
        pair_bots_after=float(env.get("DASHGAMES_PAIR_BOTS_AFTER", Settings.pair_bots_after)),
        database_url=env.get("DASHGAMES_DATABASE_URL", ""),
        vapid_private_key=env.get("DASHGAMES_VAPID_PRIVATE_KEY", ""),
        vapid_subject=env.get("DASHGAMES_VAPID_SUBJECT", Settings.vapid_subject),
        push_every=float(env.get("DASHGAMES_PUSH_EVERY", Settings.push_every)),
        push_allow_http=env.get("DASHGAMES_PUSH_ALLOW_HTTP", "") == "1",
        vacation_days=float(env.get("DASHGAMES_VACATION_DAYS", Settings.vacation_days)),
        operators=tuple(p.strip() for p in env.get("DASHGAMES_OPERATORS", "").split(",")
                        if p.strip()),
        archived_ttl=int(env.get("DASHGAMES_ARCHIVED_TTL", Settings.archived_ttl)),
        ai_seconds=float(env.get("DASHGAMES_AI_SECONDS", Settings.ai_seconds)),
        tournaments_file=env.get("DASHGAMES_TOURNAMENTS_FILE", ""),
        clock_shift_file=env.get("DASHGAMES_TEST_CLOCK_SHIFT_FILE", ""),
    )


@cache
def get_settings() -> Settings:
    """The process's settings, read once (tests build their own with ``from_env``)."""
    return from_env()
