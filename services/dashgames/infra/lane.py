"""The move path's Redis calls, on redis-py connections kept in a plain free list.

Through the ``redis.Redis`` client a call costs about twice its CPU on a bare ``Connection``
(docs/SCALING.md), so ``Lane`` keeps only the connections, bounded like the pool's, and sends
once more on a new one when a connection broke. Only redis-py's published connection interface
is used. docs/ARCHITECTURE.md, "The lane".
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Sequence
from typing import Any

import redis
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import NoScriptError

Command = Sequence[Any]

REDIS_CHECKED = ">=5.1,<9"
"""The redis-py releases whose connection interface this module was checked against."""
MAX_CONNECTIONS = 100
"""The lane's bound when the pool sets none (redis-py before 8 leaves it at 2**31)."""
WAIT_SECONDS = 10.0
"""How long a caller waits for a connection when all are in use (as long as a reply may take:
the store's socket timeout)."""


class LaneFull(RedisConnectionError):
    """Every connection of the lane stayed in use for the whole wait."""


class Calls:
    """The store's move-path calls (``call``, ``transaction``, ``evalsha``) over ``_send``,
    which a ``Lane`` makes on one Redis and a ``ClusterLane`` (cluster.py) on the master of
    the commands' slot. A call that meets a broken connection is sent once more, on a fresh
    one: reads are safe to repeat, and a repeated commit is caught by its compare-and-set and
    its command id."""

    def call(self, *command: Any) -> Any:
        """One command's reply (bytes, lists of bytes, ints; nothing decoded)."""
        return self._run([command], transaction=False)[0]

    def transaction(self, *commands: Command) -> list[Any]:
        """The replies of ``commands`` run as one MULTI/EXEC, sent in one write."""
        return self._run(list(commands), transaction=True)

    def evalsha(self, script: Any, keys: Sequence[str], args: Sequence[Any]) -> Any:
        """Run a registered ``redis.commands.core.Script`` by its SHA, loading it if needed."""
        command = ("EVALSHA", script.sha, len(keys), *keys, *args)
        try:
            return self.call(*command)
        except NoScriptError:
            self.call("SCRIPT", "LOAD", script.script)
            return self.call(*command)

    def _run(self, commands: list[Command], transaction: bool) -> list[Any]:
        try:
            return self._send(commands, transaction)
        except LaneFull:
            raise  # it waited already; the send never started
        except RedisConnectionError:
            return self._send(commands, transaction)  # once more, on a fresh connection

    def _send(self, commands: list[Command], transaction: bool) -> list[Any]:
        raise NotImplementedError


class Lane(Calls):
    def __init__(self, pool: redis.ConnectionPool, max_connections: int | None = None,
                 wait_seconds: float = WAIT_SECONDS) -> None:
        self._pool = pool
        self.max_connections = max_connections or min(pool.max_connections, MAX_CONNECTIONS)
        self.wait_seconds = wait_seconds
        self._reset()

    def _reset(self) -> None:
        """A new process (or a new lane): no connections, a lock of its own."""
        self._pid = os.getpid()
        self._free: list[Any] = []
        self._open = 0  # connections that exist: in use, or free
        self._waiting = 0
        self._lock = threading.Lock()  # taken directly on the fast path: cheaper than the
        self._changed = threading.Condition(self._lock)  # condition's own __enter__

    @property
    def open_connections(self) -> int:
        return self._open

    def _send(self, commands: list[Command], transaction: bool) -> list[Any]:
        connection = self._checkout()
        try:
            if transaction:
                packed = connection.pack_commands([("MULTI",), *commands, ("EXEC",)])
                connection.send_packed_command(packed)
                for _ in range(len(commands) + 1):  # OK, then QUEUED per command
                    connection.read_response()
                replies = connection.read_response()
            elif len(commands) == 1:
                connection.send_command(*commands[0])
                replies = [connection.read_response()]
            else:
                connection.send_packed_command(connection.pack_commands(commands))
                replies = [connection.read_response() for _ in commands]
        except redis.ResponseError:
            self._checkin(connection)  # an error reply was read in full: still clean
            raise
        except BaseException:
            connection.disconnect()
            self._checkin(connection, broken=True)
            raise
        self._checkin(connection)
        for reply in replies:
            if isinstance(reply, redis.ResponseError):  # a command inside MULTI/EXEC failed
                raise reply
        return list(replies)

    def _checkout(self) -> Any:
        """A free connection, a new one below the bound, or the next one given back."""
        if os.getpid() != self._pid:  # forked: the parent's sockets (and lock) are not ours
            self._reset()
        with self._lock:
            deadline = None
            while not self._free and self._open >= self.max_connections:
                now = time.monotonic()
                deadline = deadline or now + self.wait_seconds
                if now >= deadline:
                    raise LaneFull(
                        f"all {self.max_connections} Redis connections of this process stayed "
                        f"in use for {self.wait_seconds:g} s; raise the bound with "
                        "?max_connections=N in REDIS_URL, or look for slow Redis calls"
                    )
                self._waiting += 1
                try:
                    self._changed.wait(deadline - now)
                finally:
                    self._waiting -= 1
            if self._free:
                return self._free.pop()
            self._open += 1
        try:
            return self._pool.connection_class(**self._pool.connection_kwargs)
        except BaseException:
            self._checkin(None, broken=True)
            raise

    def _checkin(self, connection: Any, broken: bool = False) -> None:
        with self._lock:
            if broken:
                self._open -= 1
            else:
                self._free.append(connection)
            if self._waiting:
                self._changed.notify()
