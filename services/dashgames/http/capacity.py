"""How many event streams one API process holds at once (issue 32: stream capacity).

An open stream (Server-Sent Events or a long poll, of a game or of the account) costs the
process a greenlet and, for an account stream, a connection of the inbox's waiting pool while
it waits (``accounts/inbox.py``: ``WAIT_CONNECTIONS``); a game stream waits on the process's
one subscription (``infra/bell.py``) and holds no connection. So each process admits up to
``DASHGAMES_API_STREAMS_PER_PROCESS`` streams in all (default 2,500) and, among them, up to
``DASHGAMES_API_ACCOUNT_STREAMS_PER_PROCESS`` account streams (default 1,000). The next one is
answered 503 ``SERVICE_UNAVAILABLE`` with ``Retry-After`` before anything is read, and every
other route keeps its connections (the lane's 100) and answers as before. The per-token and
per-address quotas (``http/limits.py``, 429) come on top, for fairness between callers; this
is the process's own bound. docs/OPERATIONS.md has the sizing.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager

from dashgames.accounts.inbox import WAIT_CONNECTIONS
from dashgames.http.errors import SERVICE_UNAVAILABLE, RateLimited

RETRY_SECONDS = 5
"""Retry-After on a stream refused for capacity: streams end and free their place often (an
SSE stream lasts at most ``sse_max_seconds``, a long poll ``long_poll_max_seconds``)."""


class StreamCapacity:
    def __init__(self, streams: int, account_streams: int) -> None:
        self.streams = streams  # 0: no bound
        self.account_streams = min(account_streams or WAIT_CONNECTIONS, WAIT_CONNECTIONS)
        self.open = 0
        self.open_account = 0
        self._lock = threading.Lock()

    @contextmanager
    def hold(self, account: bool) -> Iterator[None]:
        """One stream held while the block runs; 503 with Retry-After when the process is full."""
        with self._lock:
            if self.streams and self.open >= self.streams:
                raise _full(f"this server holds its most open event streams ({self.streams})")
            if account and self.open_account >= self.account_streams:
                raise _full(f"this server holds its most open account streams "
                            f"({self.account_streams})")
            self.open += 1
            self.open_account += account
        try:
            yield
        finally:
            with self._lock:
                self.open -= 1
                self.open_account -= account


def _full(message: str) -> RateLimited:
    return RateLimited(message + ": retry shortly, or on another server",
                       headers=[("Retry-After", str(RETRY_SECONDS))], code=SERVICE_UNAVAILABLE,
                       retry_after=RETRY_SECONDS)
