"""A single Redis written before the keys had hash tags: the rules worker renames its indexes
(``platform/layout.py``) so nothing the reconciler needs is left under an old name."""

from __future__ import annotations

import uuid
from dataclasses import replace

import redis

from dashgames.platform import layout
from dashgames.platform.challenges import Challenges
from dashgames.platform.settings import from_env
from dashgames.platform.store import Store


def test_the_old_names_move_to_the_tagged_ones_once(redis_url: str) -> None:
    prefix = f"dglay{uuid.uuid4().hex[:6]}:"
    store = Store.connect(replace(from_env({"REDIS_URL": redis_url}), key_prefix=prefix))
    client: redis.Redis = store.redis
    client.zadd(f"{prefix}owed", {"g1": 10.0, "g2": 20.0})
    client.zadd(f"{prefix}owed:arc", {"g3": 30.0})
    client.zadd(f"{prefix}lobby:active:double_dash", {"g1": 1.0})
    client.set(f"{prefix}chal:c1", "{}")
    client.zadd(store.owed_key(), {"g2": 15.0, "g4": 40.0})  # written by a new process already
    assert layout.migrate(client, prefix) == 4
    assert client.zrange(store.owed_key(), 0, -1, withscores=True) == [
        (b"g1", 10.0), (b"g2", 15.0), (b"g4", 40.0)]  # merged: the sooner time kept
    assert client.zrange(store.archive_owed_key(), 0, -1) == [b"g3"]
    assert client.zrange(store.lobby_key("active", "double_dash"), 0, -1) == [b"g1"]
    assert client.get(Challenges(client, store.settings).key("c1")) == b"{}"
    assert not client.exists(f"{prefix}owed", f"{prefix}owed:arc", f"{prefix}chal:c1",
                             f"{prefix}lobby:active:double_dash")
    client.zadd(f"{prefix}owed", {"g9": 1.0})
    assert layout.migrate(client, prefix) == 0  # done: later starts only read the mark
    assert client.zscore(store.owed_key(), "g9") is None
