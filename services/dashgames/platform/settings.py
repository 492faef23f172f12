"""Platform configuration, read only from the environment (twelve-factor style).

Every process type (API, ``rules`` worker, ``ai`` worker, embedded mode) reads the same
variables; nothing is configured in code or files.

``REDIS_URL``                 Redis for game data and the Celery broker
                              (default ``redis://127.0.0.1:6379/0``). ``unix:///path/redis.sock``
                              works too; the broker URL is derived from it.
                              ``redis+cluster://host:port[,host:port...]`` points the store at
                              a Redis Cluster (any reachable masters; the rest are discovered):
                              every Lua script and transaction then touches one slot, and the
                              effects of a commit on other slots follow it (docs/SCALING.md,
                              "Redis Cluster"). The broker is never the cluster.
``CELERY_BROKER_URL``         override the broker (default: derived from ``REDIS_URL``; a
                              ``unix://`` socket becomes kombu's ``redis+socket://``). Required
                              with a ``redis+cluster://`` ``REDIS_URL``: Celery's broker is its
                              own (non-cluster) Redis, or any broker kombu speaks.
``DASHGAMES_KEY_PREFIX``      prefix of every Redis key the platform owns (default ``dg:``);
                              lets several deployments or test runs share one Redis.
``DASHGAMES_ISOLATION``       ``1``: every move goes through the Celery ``rules`` queue; the API
                              process never runs rules code on the move path (default ``0``:
                              a synchronous move is applied inside the API process).
``DASHGAMES_SYNC_WAIT``       seconds the API waits for a queued command's result before it
                              answers 202 with the command id (default ``5``).
``DASHGAMES_EXTRA_GAMES``     comma-separated modules imported after ``dashgames.games`` that
                              register more games (the service tests use it for test-only
                              games; every process of a deployment must see the same list).
``DASHGAMES_RESULT_TTL``      seconds a queued command's reply list lives (default ``120``).
``DASHGAMES_FINISHED_TTL``    seconds a finished game's live keys (its state and its commands'
                              answers) are kept; its summary, views and history stay. ``0``
                              keeps them forever (default ``86400``: a day of late retries).
``DASHGAMES_HEARTBEAT``       seconds between worker heartbeats; readiness counts a worker as
                              alive for three of them (default ``5``).
``DASHGAMES_HOST``            embedded mode: address the HTTP server binds (default
                              ``127.0.0.1``).
``DASHGAMES_PORT``            embedded mode: port (default ``8000``).
``DASHGAMES_DATA_DIR``        embedded mode: the private Redis's folder: its append-only file,
                              config, log, lock and socket (default ``.dashgames`` in the
                              working directory).
``DASHGAMES_OPEN_GAME_TTL``   seconds an open game (a seat still empty) lives after its last
                              step, unless someone fills it; ``0``: for ever (default
                              ``604800``, a week).
``DASHGAMES_PLAYER_TTL``      seconds a player whose token was never presented lives; ``0``:
                              for ever (default ``2592000``, 30 days).
``DASHGAMES_OPEN_GAMES_PER_PLAYER`` open games one player may have created at once; ``0``: no
                              quota (default ``20``).
``DASHGAMES_OWED_GRACE``      seconds a bot's turn may wait, or a clock stay past its deadline,
                              before the reconciler (in every ``rules`` worker) sends it again,
                              assuming a crash lost it (default ``3``).
``DASHGAMES_DATABASE_URL``    the game history's relational database (SQLAlchemy URL: finished
                              games, ratings; docs/HISTORY.md), e.g.
                              ``postgresql+psycopg://dashgames@db/dashgames`` in distributed mode
                              (default: a SQLite file ``history.sqlite3`` in
                              ``DASHGAMES_DATA_DIR``, what embedded mode uses).
``DASHGAMES_ARCHIVED_TTL``    seconds a finished game's live Redis keys stay once the archive
                              worker has copied it into the database (default ``300``; reads
                              then come from the database); ``0`` keeps them.
``DASHGAMES_AI_SECONDS``      seconds an ``ai`` worker's search levels (``strong``) think per move,
                              counted from the task's start (default ``1``; docs/AI.md).
``DASHGAMES_RECONCILE_EVERY`` seconds between the reconciler's looks at the owed-work index
                              (default ``1``; ``0`` runs no reconciler in this worker).
``DASHGAMES_SEEK_TTL``        seconds a seek lives without a refresh (its long-poll, or the
                              seeker's open account stream) before the pairing worker drops it
                              (default ``30``; docs/MATCHMAKING.md).
``DASHGAMES_PAIR_EVERY``      seconds between pairing passes in a ``pairing`` worker
                              (default ``0.5``).
``DASHGAMES_PAIR_WINDOW``     rating difference two seekers are paired across at once
                              (default ``100``) ...
``DASHGAMES_PAIR_WIDEN``      ... widened by this much per second the older one has waited
                              (default ``25``), up to ``DASHGAMES_PAIR_WINDOW_MAX`` (``1000``).
``DASHGAMES_PAIR_BOTS_AFTER`` seconds a seeker who allows house bots waits for people before
                              bots fill the rest of its table (default ``10``).

Read where they act, at process start (``platform/logs.py``, ``platform/metrics.py``; see
docs/OPERATIONS.md):

``DASHGAMES_LOG_LEVEL``       the root logger's level (default ``INFO``; a Celery worker's
                              ``-l`` when unset).
``DASHGAMES_LOG_FORMAT``      ``json`` (default: one object a line) or ``text``.
``DASHGAMES_METRICS_PORT``    a Celery worker serves its own Prometheus metrics on this port
                              (default: unset, none; the API serves ``/metrics`` itself).
``PROMETHEUS_MULTIPROC_DIR``  prometheus-client's multiprocess mode: processes that share it
                              are summed (deploy/gunicorn.conf.py sets one for its workers).
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
    archived_ttl: int = 300
    ai_seconds: float = 1.0

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
        archived_ttl=int(env.get("DASHGAMES_ARCHIVED_TTL", Settings.archived_ttl)),
        ai_seconds=float(env.get("DASHGAMES_AI_SECONDS", Settings.ai_seconds)),
    )


@cache
def get_settings() -> Settings:
    """The process's settings, read once (tests build their own with ``from_env``)."""
    return from_env()
