"""Slow clients cannot starve the API (issue 32, item 1: slowloris).

gevent's WSGI server waits for headers as long as a client likes, holding a worker connection
meanwhile. ``GuardedHandler`` (set by deploy/gunicorn.conf.py) adds a header deadline, a body
deadline and a per-address cap on connections still in their header phase. The settings and
the advice behind a proxy: docs/OPERATIONS.md, "Slow clients".
"""

from __future__ import annotations

import io
import json
import os
import threading
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from gevent import Timeout
from gunicorn.workers.ggevent import PyWSGIHandler


@dataclass(frozen=True)
class Guard:
    """The limits above, for one worker process (each gunicorn worker has its own)."""

    header_seconds: float = 10.0  # a new connection's request line and headers
    idle_seconds: float = 30.0  # a kept-alive connection's next request line and headers
    body_seconds: float = 30.0  # each read of a body, each write of an answer
    pending_per_address: int = 256  # connections in their header phase per address; 0: no cap

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Guard:
        """``DASHGAMES_API_HEADER_SECONDS``, ``..._IDLE_SECONDS``, ``..._BODY_SECONDS``,
        ``DASHGAMES_API_PENDING_PER_ADDRESS`` (0: no cap)."""
        env = os.environ if env is None else env
        base = cls()
        return cls(*(type(getattr(base, name))(env.get(f"DASHGAMES_API_{name.upper()}",
                                                       getattr(base, name)))
                     for name in cls.__dataclass_fields__))


class _Pending:
    """Connections in their header phase, by address (one worker process: greenlets)."""

    def __init__(self) -> None:
        self.by_address: Counter[str] = Counter()
        self.lock = threading.Lock()  # a greenlet lock under gevent's monkey-patching

    def enter(self, address: str, cap: int) -> bool:
        with self.lock:
            if cap and self.by_address[address] >= cap:
                return False
            self.by_address[address] += 1
            return True

    def leave(self, address: str) -> None:
        with self.lock:
            self.by_address[address] -= 1
            if self.by_address[address] <= 0:
                del self.by_address[address]


PENDING = _Pending()
GUARD = Guard.from_env()
BUFFERED_BODY = 1 << 20
"""Bodies up to this size are read before the application runs (the API allows 64 KiB)."""
_TIMEOUT_BODY = json.dumps({"code": "REQUEST_TIMEOUT", "details": {},
                            "message": "the request body did not arrive in time"}).encode()
REQUEST_TIMEOUT = (b"HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n"
                   b"Content-Type: application/json\r\n"
                   b"Content-Length: %d\r\n\r\n%s" % (len(_TIMEOUT_BODY), _TIMEOUT_BODY))


class _SlowBody(Exception):
    """The body did not arrive within ``body_seconds``."""


class GuardedHandler(PyWSGIHandler):  # type: ignore[misc]
    guard = GUARD
    _served = 0
    _deadline: Any = None
    _address = ""

    def handle_one_request(self) -> Any:
        address = self.client_address[0] if isinstance(self.client_address, tuple) else ""
        if not PENDING.enter(address, self.guard.pending_per_address):
            return None  # over the cap: closed at once
        self._address = address
        seconds = self.guard.idle_seconds if self._served else self.guard.header_seconds
        self._deadline = Timeout(seconds)
        self._deadline.start()
        try:
            return super().handle_one_request()
        except _SlowBody:
            self.close_connection = True
            return "408", REQUEST_TIMEOUT
        except Timeout as fired:
            if fired is not self._deadline:
                raise
            return None  # the headers did not come in time: closed without an answer
        finally:
            self._headers_done()
            self._served += 1

    def get_environ(self) -> Any:
        """The headers are in (gevent calls this right before it runs the application): the
        header phase ends; the body is read within ``body_seconds``, and each later read or
        write waits at most that for the client."""
        self._headers_done()
        if self.socket is not None and self.guard.body_seconds:
            self.socket.settimeout(self.guard.body_seconds)
        environ = super().get_environ()
        self._read_body(environ)
        return environ

    def _read_body(self, environ: dict[str, Any]) -> None:
        length = str(environ.get("CONTENT_LENGTH") or "")
        if not (length.isdigit() and 0 < int(length) <= BUFFERED_BODY and self.guard.body_seconds):
            return
        deadline = Timeout(self.guard.body_seconds)
        deadline.start()
        try:
            body = environ["wsgi.input"].read(int(length))
        except Timeout as fired:
            if fired is not deadline:
                raise
            raise _SlowBody() from None
        finally:
            deadline.close()
        environ["wsgi.input"] = io.BytesIO(body)

    def _headers_done(self) -> None:
        if self._deadline is not None:
            self._deadline.close()
            self._deadline = None
            PENDING.leave(self._address)
