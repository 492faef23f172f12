"""The store's client for a Redis Cluster (``REDIS_URL=redis+cluster://host:port[,host:port]``).

redis-py's ``RedisCluster`` routes each command to the master of its key's slot, follows
``MOVED``/``ASK`` redirections and refuses, before sending, a command or transaction whose keys
span slots. ``ClusterLane`` gives the store's move-path calls (``Lane``: ``call``,
``transaction``, ``evalsha``) the same shape on it; the single-Redis ``Lane`` stays the fast
path of a single Redis (it keeps bare connections, which a cluster's routing cannot).

The key layout makes every script and transaction touch one slot (store.py's docstring): a
game's keys share its ``{id}`` tag, the global indexes have tags of their own (``{owed}``,
``{lobby}``, ``{chal}``, ``q:{q}``), an account's keys its ``{player}`` tag.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any
from urllib.parse import urlsplit

from redis.cluster import ClusterNode, RedisCluster
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import NoScriptError

from dashgames.platform.settings import CLUSTER_SCHEME

_node: Any = ClusterNode  # unannotated in redis-py


def startup_nodes(url: str) -> list[ClusterNode]:
    """The masters named in a ``redis+cluster://h1:p1,h2:p2`` URL (one is enough: the client
    discovers the others)."""
    rest = url[len(CLUSTER_SCHEME):] if url.startswith(CLUSTER_SCHEME) else url.split("://", 1)[-1]
    hosts = rest.split("/", 1)[0].split("?", 1)[0]
    nodes = []
    for part in hosts.split(","):
        parsed = urlsplit("//" + part.rsplit("@", 1)[-1])
        nodes.append(_node(parsed.hostname or "127.0.0.1", parsed.port or 6379))
    return nodes


def connect(url: str, **options: Any) -> Any:
    """A ``RedisCluster`` client (typed loosely: redis-py leaves it unannotated)."""
    cluster: Any = RedisCluster
    return cluster(startup_nodes=startup_nodes(url), **options)


class ClusterLane:
    """``Lane``'s interface over a ``RedisCluster`` client (replies as redis-py parses them)."""

    def __init__(self, client: Any) -> None:
        self.client = client
        self.max_connections = 0

    @property
    def open_connections(self) -> int:
        return 0

    def call(self, *command: Any) -> Any:
        return self._run([command], transaction=False)[0]

    def transaction(self, *commands: Sequence[Any]) -> list[Any]:
        """One MULTI/EXEC on the slot all ``commands`` share."""
        return self._run(list(commands), transaction=True)

    def _run(self, commands: list[Sequence[Any]], transaction: bool) -> list[Any]:
        """As ``Lane``: a call that meets a broken connection is sent once more (a repeated
        commit is caught by its compare-and-set and its command id)."""
        try:
            return self._send(commands, transaction)
        except RedisConnectionError:
            return self._send(commands, transaction)

    def _send(self, commands: list[Sequence[Any]], transaction: bool) -> list[Any]:
        if not transaction and len(commands) == 1:
            return [self.client.execute_command(*commands[0])]
        pipe = self.client.pipeline(transaction=transaction)
        for command in commands:
            pipe.execute_command(*command)
        return list(pipe.execute())

    def evalsha(self, script: Any, keys: Sequence[str], args: Sequence[Any]) -> Any:
        command = ("EVALSHA", script.sha, len(keys), *keys, *args)
        try:
            return self.call(*command)
        except NoScriptError:
            self.client.script_load(script.script)  # on every master
            return self.call(*command)


def writes_together(client: Any) -> Any:
    """A pipeline for writes that belong together: a MULTI with a single Redis; on a cluster,
    whose transactions cannot span slots, a plain pipeline (each slot's commands in order).
    Used where a torn write is harmless or repaired (accounts: a token record without its
    listing is never handed out; a revocation's marker is what takes effect)."""
    return client.pipeline(transaction=not isinstance(client, RedisCluster))
