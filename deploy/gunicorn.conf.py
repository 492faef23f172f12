"""gunicorn settings for the game-state API (``gunicorn -c deploy/gunicorn.conf.py ...``).

gevent by default, through gunicorn's ``gevent_pywsgi`` worker (gevent's own WSGI server under
gunicorn's process management): a move is a short burst of CPU around one Redis round trip, and
on these 2 cores a bare WSGI answer cost 98 us of server CPU under ``gevent_pywsgi``, 140 us
under gunicorn's ``gevent`` worker and 169 us under ``gthread`` (32 requests in flight, one run,
2026-11-26). Long polls and Server-Sent Events cost an idle greenlet each, not a thread.
``DASHGAMES_API_WORKER_CLASS`` picks another (``gevent``, or ``gthread`` with
``DASHGAMES_API_THREADS``); tests/e2e/test_distributed_api.py runs this file as configured.
Everything can be overridden from the environment; nothing here holds state.
"""

import multiprocessing
import os
import tempfile
from pathlib import Path
from typing import Any

bind = os.environ.get("DASHGAMES_API_BIND", "0.0.0.0:8000")
workers = int(os.environ.get("DASHGAMES_API_WORKERS", multiprocessing.cpu_count()))
worker_class = os.environ.get("DASHGAMES_API_WORKER_CLASS", "gevent_pywsgi")
threads = int(os.environ.get("DASHGAMES_API_THREADS", "32"))  # gthread only
# gevent only: connections a worker holds at once, open event streams included (an open stream
# costs a greenlet, tens of KB: bench/streams_scale.py). 1000 each left two workers no room for
# moves once 2,000 streams were open; the process's file descriptor limit must allow as many.
worker_connections = int(os.environ.get("DASHGAMES_API_CONNECTIONS", "4000"))
keepalive = 30
# SSE streams end on their own after DASHGAMES_API_SSE_MAX_SECONDS; the timeout must exceed it.
timeout = int(os.environ.get("DASHGAMES_API_TIMEOUT", "330"))
# Stopping: requests in flight get this long to finish; open event streams are cut after it
# (their clients connect again elsewhere).
graceful_timeout = int(os.environ.get("DASHGAMES_API_GRACEFUL_SECONDS", "20"))
accesslog = os.environ.get("DASHGAMES_API_ACCESS_LOG") or None  # its first field: the client
# The reverse proxies trusted to name the client (X-Forwarded-For: the app reads it, for its
# limits, quotas and this access log, in dashgames/http/proxies.py) are the ones gunicorn's
# own workers (gthread, gevent) trust with X-Forwarded-Proto; gunicorn's default otherwise.
forwarded_allow_ips = (os.environ.get("DASHGAMES_API_TRUSTED_PROXIES")
                       or os.environ.get("FORWARDED_ALLOW_IPS", "127.0.0.1,::1"))
loglevel = os.environ.get("DASHGAMES_API_LOG_LEVEL", "warning")

# Metrics (docs/OPERATIONS.md): the workers count in prometheus-client's multiprocess mode, each
# into its own files in one directory, so /metrics sums them whichever worker answers. Set
# here, in the master, before any worker imports prometheus-client. An empty private directory
# when PROMETHEUS_MULTIPROC_DIR is unset; when set, it must be this server's alone.
metrics_dir = os.environ.get("PROMETHEUS_MULTIPROC_DIR") or tempfile.mkdtemp(
    prefix="dashgames-metrics-"
)
os.environ["PROMETHEUS_MULTIPROC_DIR"] = metrics_dir


def on_starting(server: Any) -> None:
    """Counters start at zero with the server: remove an earlier run's files."""
    for stale in Path(metrics_dir).glob("*.db"):
        stale.unlink()


def child_exit(server: Any, worker: Any) -> None:
    """A worker gone: its open-stream gauge stops counting (its counters still add up)."""
    from prometheus_client import multiprocess

    multiprocess.mark_process_dead(worker.pid)


def post_worker_init(worker: Any) -> None:
    """Accept one connection per wake-up in each worker, as gunicorn's own ``gevent`` worker
    does when there are several workers (it leaves its ``gevent_pywsgi`` server at gevent's
    default of 100). Otherwise the first worker to wake takes a whole burst of new connections,
    and with keep-alive clients one worker can end up serving nearly all of them while the
    other idles (seen in ``make bench``: 8.0 s of CPU against 0.1 s)."""
    server_class = getattr(worker, "server_class", None)
    if server_class is not None and worker.cfg.workers > 1:
        server_class.max_accept = 1
    # Slow clients (header deadline, body read timeout, a cap per address on connections
    # still sending their headers): services/dashgames/http/slow_clients.py. gevent_pywsgi
    # only; under another worker class, put a front server with its own timeouts before it.
    from gunicorn.workers.ggevent import PyWSGIHandler

    if getattr(worker, "wsgi_handler", None) is PyWSGIHandler:
        from dashgames.http.slow_clients import GuardedHandler

        worker.wsgi_handler = GuardedHandler
