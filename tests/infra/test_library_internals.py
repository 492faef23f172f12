"""The library internals the platform relies on, checked so an upgrade fails here, loudly.

* infra/broker.py overrides kombu's ``Channel.conn_or_acquire`` and calls its private
  ``_create_client``; it restores held messages through ``QoS.restore_unacked``,
  ``restore_unacked_once``, ``restore_by_tag``, ``_delivered`` and the channel's ``_qos``:
  checked for kombu releases in ``KOMBU_CHECKED`` only.
* infra/lane.py drives redis-py connections itself, through redis-py's published
  ``ConnectionInterface`` and the pool's ``connection_class``/``connection_kwargs``/
  ``max_connections``: checked for redis-py releases in ``REDIS_CHECKED`` only.

On a failure: read the named code in the new release, adapt the module if it changed, run
tests/platform, then widen the range.
"""

from __future__ import annotations

import inspect
from typing import Any

import kombu
import kombu.transport.virtual
import redis
from kombu import Connection
from kombu.transport import redis as kombu_redis
from packaging.specifiers import SpecifierSet
from packaging.version import Version
from redis.commands.core import Script
from redis.connection import ConnectionInterface

from dashgames.infra import broker, lane
from dashgames.infra.settings import broker_url_for


def _binds(function: Any, *args: Any) -> bool:
    try:
        inspect.signature(function).bind(*args)
    except TypeError:
        return False
    return True


def test_kombu_is_a_release_the_broker_override_was_checked_against() -> None:
    assert Version(kombu.__version__) in SpecifierSet(broker.KOMBU_CHECKED), (
        f"kombu {kombu.__version__} is outside {broker.KOMBU_CHECKED}, the releases "
        "infra/broker.py was checked against: read kombu.transport.redis.Channel's "
        "conn_or_acquire and _create_client in this release, then widen KOMBU_CHECKED"
    )


def test_kombus_channel_hooks_keep_the_shape_the_override_relies_on() -> None:
    stock = kombu_redis.Channel
    assert inspect.isgeneratorfunction(inspect.unwrap(stock.conn_or_acquire)), \
        "kombu's conn_or_acquire is no longer a generator context manager"
    assert list(inspect.signature(stock.conn_or_acquire).parameters) == ["self", "client"]
    assert _binds(stock._create_client, None), "kombu's _create_client() takes new arguments"
    assert isinstance(inspect.getattr_static(stock, "pool"), property)
    private = {n for n in vars(broker.Channel) if n.startswith("_") and not n.startswith("__")}
    own = {"_reused", "_restore_orphans"}  # broker.py's own, not kombu's
    assert private == own, f"broker.Channel now overrides more kombu internals: {private}"


def test_kombus_restore_hooks_keep_the_shape_the_override_relies_on() -> None:
    """broker.py restores held messages before kombu's close drops the pools (issue 32)."""
    qos = kombu_redis.QoS
    assert list(inspect.signature(qos.restore_unacked).parameters) == ["self", "client"]
    assert list(inspect.signature(qos.restore_by_tag).parameters) == [
        "self", "tag", "client", "leftmost"]
    assert list(inspect.signature(qos.restore_unacked_once).parameters) == ["self", "stderr"]
    source = inspect.getsource(kombu_redis.Channel.close)
    assert source.index("_disconnect_pools") < source.index("super().close()"), \
        "kombu's close no longer drops the pools before restoring: broker.Channel.close can go"
    assert "_delivered" in inspect.getsource(qos.restore_unacked)
    assert "self._qos = None" in inspect.getsource(kombu.transport.virtual.Channel.__init__)


def test_kombus_own_channel_still_builds_a_client_per_call(redis_url: str) -> None:
    """The reason for the override: if kombu starts reusing its client, drop broker.Channel."""
    with Connection(broker_url_for(redis_url)) as conn:  # kombu's own transport, not ours
        channel = conn.default_channel
        assert type(channel) is kombu_redis.Channel
        with channel.conn_or_acquire() as first, channel.conn_or_acquire() as second:
            assert first is not second, "kombu reuses its client now: broker.py can go"


def test_redis_py_is_a_release_the_lane_was_checked_against() -> None:
    assert Version(redis.__version__) in SpecifierSet(lane.REDIS_CHECKED), (
        f"redis-py {redis.__version__} is outside {lane.REDIS_CHECKED}, the releases "
        "infra/lane.py was checked against: read redis.connection.ConnectionInterface and "
        "ConnectionPool in this release, then widen REDIS_CHECKED"
    )


def test_the_connection_interface_the_lane_calls_is_redis_pys_published_one() -> None:
    calls = {  # how lane.py calls each
        "send_command": ("PING",),
        "pack_commands": ([("PING",)],),
        "send_packed_command": (b"",),
        "read_response": (),
        "disconnect": (),
    }
    for name, args in calls.items():
        declared = getattr(ConnectionInterface, name, None)
        assert getattr(declared, "__isabstractmethod__", False), \
            f"{name} is no longer part of redis-py's ConnectionInterface"
        for kind in (redis.Connection, redis.UnixDomainSocketConnection):
            assert _binds(getattr(kind, name), None, *args), f"{kind.__name__}.{name}{args}"
    pool = redis.ConnectionPool(max_connections=5)
    assert pool.connection_class is redis.Connection and pool.max_connections == 5
    assert isinstance(pool.connection_kwargs, dict)
    script = Script(redis.Redis(connection_pool=pool), "return 1")
    assert isinstance(script.sha, str) and script.script == "return 1"
