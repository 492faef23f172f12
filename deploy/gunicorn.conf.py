"""gunicorn settings for the game-state API (``gunicorn -c deploy/gunicorn.conf.py ...``).

gevent by default: a move is a short burst of CPU around one Redis round trip, and gevent's
worker costs about half the CPU per request of ``gthread`` (measured with ``make bench``:
``BENCH_API_WORKER_CLASS``); long polls and Server-Sent Events cost an idle greenlet each, not a
thread. ``DASHGAMES_API_WORKER_CLASS=gthread`` switches to threads (``DASHGAMES_API_THREADS``).
Everything can be overridden from the environment; nothing here holds state.
"""

import multiprocessing
import os

bind = os.environ.get("DASHGAMES_API_BIND", "0.0.0.0:8000")
workers = int(os.environ.get("DASHGAMES_API_WORKERS", multiprocessing.cpu_count()))
worker_class = os.environ.get("DASHGAMES_API_WORKER_CLASS", "gevent")
threads = int(os.environ.get("DASHGAMES_API_THREADS", "32"))  # gthread only
worker_connections = int(os.environ.get("DASHGAMES_API_CONNECTIONS", "1000"))  # gevent only
keepalive = 30
# SSE streams end on their own after DASHGAMES_API_SSE_MAX_SECONDS; the timeout must exceed it.
timeout = int(os.environ.get("DASHGAMES_API_TIMEOUT", "330"))
graceful_timeout = 20
accesslog = os.environ.get("DASHGAMES_API_ACCESS_LOG") or None
loglevel = os.environ.get("DASHGAMES_API_LOG_LEVEL", "warning")
