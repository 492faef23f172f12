"""The move path's Redis calls, on redis-py connections kept in a plain free list.

Every move makes one or two Redis calls, and through the ``redis.Redis`` client each costs about
twice the CPU of the same call on one of its ``Connection`` objects (measured on these 2 cores:
an ``HGETALL`` took 63-74 us of client CPU through the client, 38 us on its connection): the
client checks a connection out of its pool with a socket poll to prove it clean, wraps the
call in its retry and observability layers, and converts the reply. ``Lane`` keeps only the
connection: redis-py still packs, sends, parses (hiredis) and disconnects on any error. A
connection goes back on the free list only after its reply was read in full, which is what the
pool's poll otherwise checks; one that failed is dropped. A call that meets a broken
connection (Redis restarted, an idle socket closed) is sent once more on a new one, as the
client would: reads are safe to repeat, and a repeated commit is caught by its compare-and-set
and its command id (``Rules``).

A ``Lane`` belongs to one process: after a fork its free list is emptied, never shared.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import Any

import redis
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import NoScriptError

Command = Sequence[Any]


class Lane:
    def __init__(self, pool: redis.ConnectionPool) -> None:
        self._pool = pool
        self._free: list[Any] = []
        self._pid = os.getpid()

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
        except RedisConnectionError:
            return self._send(commands, transaction)  # once more, on a fresh connection

    def _send(self, commands: list[Command], transaction: bool) -> list[Any]:
        if os.getpid() != self._pid:  # forked: the parent's sockets are not ours
            self._free, self._pid = [], os.getpid()
        connection = self._free.pop() if self._free else self._new()
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
            self._free.append(connection)  # an error reply was read in full: still clean
            raise
        except BaseException:
            connection.disconnect()
            raise
        self._free.append(connection)
        for reply in replies:
            if isinstance(reply, redis.ResponseError):  # a command inside MULTI/EXEC failed
                raise reply
        return list(replies)

    def _new(self) -> Any:
        return self._pool.connection_class(**self._pool.connection_kwargs)

