"""The store's client for a Redis Cluster (``REDIS_URL=redis+cluster://host:port[,host:port]``).

redis-py's ``RedisCluster`` routes each command to the master of its key's slot, follows
``MOVED``/``ASK`` redirections and refuses, before sending, a command or transaction whose keys
span slots. ``ClusterLane`` gives the store's move-path calls (``Lane``: ``call``,
``transaction``, ``evalsha``) the same shape on it, with a ``Lane`` of bare connections per
master for the calls whose slot it knows.

The key layout makes every script and transaction touch one slot (store.py's docstring): a
game's keys share its ``{id}`` tag, the global indexes have tags of their own (``{owed}``,
``{lobby}``, ``{chal}``, ``q:{q}``), an account's keys its ``{player}`` tag.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any
from urllib.parse import urlsplit

from redis.cluster import ClusterNode, RedisCluster
from redis.crc import key_slot
from redis.exceptions import (
    AskError,
    ClusterDownError,
    ExecAbortError,
    MovedError,
    ResponseError,
    TryAgainError,
)

from dashgames.infra.lane import Calls, Lane
from dashgames.infra.settings import CLUSTER_SCHEME

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


REROUTE = (MovedError, AskError, TryAgainError, ClusterDownError, ExecAbortError)
"""Replies that mean the slot is not (or no longer) served where the lane sent it: a resharding
or a failover. The call goes again through the cluster client, which follows the redirection
and refreshes its slot table."""


class ClusterLane(Calls):
    """``Lane``'s interface on a Redis Cluster: one ``Lane`` (bare connections, see lane.py) per
    master, each call sent to the master of its key's slot as the cluster client's slot table
    names it. The cluster client itself costs about twice the CPU per call (it resolves the
    node, checks a connection out of that node's pool, wraps the call in its retry layers);
    it is kept for what the lanes cannot do: a call whose slot moved (``REROUTE``) goes through
    it, and the lanes start again from its refreshed table."""

    def __init__(self, client: Any) -> None:
        self.client = client
        self.max_connections = 0
        self.cluster = True  # a transaction's keys share one slot (Limiter._count)
        self._lanes: dict[str, Lane] = {}

    @property
    def open_connections(self) -> int:
        return sum(lane.open_connections for lane in list(self._lanes.values()))

    def _send(self, commands: list[Sequence[Any]], transaction: bool) -> list[Any]:
        if str(commands[0][0]).upper() == "SCRIPT":  # a script is loaded on every master
            return [self.client.script_load(commands[0][2])]
        lane = self._lane(commands[0])
        if lane is not None:
            try:
                if transaction:
                    return _drained_transaction(lane, commands)
                return lane._send(commands, transaction)  # the lane's one attempt
            except REROUTE:
                self._lanes.clear()  # the client's table is refreshed by the call below
        return self._client_send(commands, transaction)

    def _lane(self, command: Sequence[Any]) -> Lane | None:
        """The lane of the master serving ``command``'s first key (None: not known yet)."""
        key = command[3] if str(command[0]).upper() in ("EVALSHA", "EVAL") else command[1]
        raw = key if isinstance(key, bytes) else str(key).encode()
        node = self.client.nodes_manager.get_node_from_slot(key_slot(raw))
        lane = self._lanes.get(node.name)
        if lane is None:
            connection = getattr(node, "redis_connection", None)
            if connection is None:
                return None
            lane = self._lanes.setdefault(node.name, Lane(connection.connection_pool))
        return lane

    def _client_send(self, commands: list[Sequence[Any]], transaction: bool) -> list[Any]:
        if not transaction and len(commands) == 1:
            return [self.client.execute_command(*commands[0])]
        pipe = self.client.pipeline(transaction=transaction)
        for command in commands:
            pipe.execute_command(*command)
        return list(pipe.execute())


def _drained_transaction(lane: Lane, commands: list[Sequence[Any]]) -> list[Any]:
    """``Lane.transaction`` that reads every reply even when one is an error: on a cluster a
    command queued for a slot that moved answers ``MOVED`` at once (and ``EXEC`` then
    ``EXECABORT``); stopping at that first error would give the connection back with replies
    still unread."""
    connection = lane._checkout()
    errors: list[Exception] = []
    try:
        connection.send_packed_command(
            connection.pack_commands([("MULTI",), *commands, ("EXEC",)]))
        for _ in range(len(commands) + 1):  # OK, then QUEUED (or an error) per command
            try:
                connection.read_response()
            except ResponseError as error:
                errors.append(error)
        try:
            replies = connection.read_response()
        except ResponseError as error:
            errors.append(error)
            replies = None
    except BaseException:
        connection.disconnect()
        lane._checkin(connection, broken=True)
        raise
    lane._checkin(connection)
    if errors:
        raise errors[0]
    for reply in replies or ():
        if isinstance(reply, ResponseError):  # a command inside MULTI/EXEC failed
            raise reply
    return list(replies or ())


def writes_together(client: Any) -> Any:
    """A pipeline for writes that belong together: a MULTI with a single Redis; on a cluster,
    whose transactions cannot span slots, a plain pipeline (each slot's commands in order).
    Used where a torn write is harmless or repaired (accounts: a token record without its
    listing is never handed out; a revocation's marker is what takes effect)."""
    return client.pipeline(transaction=not isinstance(client, RedisCluster))
