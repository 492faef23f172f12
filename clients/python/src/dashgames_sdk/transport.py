"""Retries below every request the SDK makes, generated functions included.

An ``httpx`` transport, so the generated client gets it too: 429 and 503 wait ``Retry-After``
(or an exponential backoff with jitter) and try again; a dropped connection is tried again only
when that is safe: a read (GET/HEAD), or a command carrying an ``Idempotency-Key`` (the platform
applies a key's command once and answers a repeat with the first answer). It also counts the
attempts it sends, which is how the bot runner measures its requests per move.
"""

from __future__ import annotations

import contextlib
import random
import threading
import time
from collections.abc import Callable

import httpx

RETRY_STATUSES = frozenset({429, 503})
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})


class RetryTransport(httpx.BaseTransport):
    """Wraps another transport (by default httpx's own) with retries and a request count."""

    def __init__(self, inner: httpx.BaseTransport | None = None, max_retries: int = 5,
                 backoff: float = 0.25, max_wait: float = 30.0,
                 sleep: Callable[[float], None] = time.sleep) -> None:
        self.inner = inner or httpx.HTTPTransport()
        self.max_retries = max_retries
        self.backoff = backoff
        self.max_wait = max_wait
        self.sleep = sleep
        self.requests = 0  # attempts sent, retries included
        self.retries = 0
        self._lock = threading.Lock()

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        safe = request.method in SAFE_METHODS or "idempotency-key" in request.headers
        attempt = 0
        while True:
            with self._lock:
                self.requests += 1
            try:
                response = self.inner.handle_request(request)
            except (httpx.ConnectError, httpx.RemoteProtocolError, httpx.ReadError,
                    httpx.WriteError) as error:
                if not safe or attempt >= self.max_retries:
                    raise
                self._wait(attempt, None, error)
                attempt += 1
                continue
            if response.status_code not in RETRY_STATUSES or attempt >= self.max_retries:
                return response
            retry_after = response.headers.get("Retry-After")
            response.close()
            self._wait(attempt, retry_after, None)
            attempt += 1

    def _wait(self, attempt: int, retry_after: str | None, error: Exception | None) -> None:
        with self._lock:
            self.retries += 1
        seconds = self.backoff * (2 ** attempt) * (0.5 + random.random())
        if retry_after is not None:
            with contextlib.suppress(ValueError):  # an HTTP date: the backoff instead
                seconds = max(float(retry_after), 0.0) + random.random() * self.backoff
        self.sleep(min(seconds, self.max_wait))

    def close(self) -> None:
        self.inner.close()
