"""Moving a single Redis's keys from the layout before hash tags to the tagged one.

The global indexes got hash tags so that a Redis Cluster can keep each in one slot
(``P owed`` became ``P {owed}``, ``P lobby:...`` ``P {lobby}:...``, ``P chal:...``
``P {chal}:...``; docs/SCALING.md, "Redis Cluster"). A Redis that holds data written before
still has the old names: the owed-work index there is what the reconciler needs to finish what
a crash interrupted, so it must not be left behind. Every ``rules`` worker runs ``migrate``
before its reconciler starts: each old key is renamed (merged into the new one when a process
of the new layout already wrote it). ``P layout`` records that it is done, so later starts
cost one GET. Replies (``P r:<command>``) live seconds and are left to expire.
"""

from __future__ import annotations

from typing import Any

VERSION = "2"
"""The tagged layout."""


def migrate(client: Any, prefix: str) -> int:
    """Rename the old keys of a single Redis; returns how many moved (0 once done)."""
    done_key = f"{prefix}layout"
    if client.get(done_key) in (VERSION, VERSION.encode()):
        return 0
    moved = 0
    for old, new in _renames(client, prefix):
        if not client.exists(old):
            continue
        if client.exists(new) and client.type(old) in (b"zset", "zset"):
            client.zunionstore(new, [new, old], aggregate="MIN")
            client.delete(old)
        else:
            client.rename(old, new)
        moved += 1
    client.set(done_key, VERSION)
    return moved


def _renames(client: Any, prefix: str) -> list[tuple[str, str]]:
    pairs = [(f"{prefix}owed", f"{prefix}{{owed}}"),
             (f"{prefix}owed:cmd", f"{prefix}{{owed}}:cmd"),
             (f"{prefix}owed:arc", f"{prefix}{{owed}}:arc")]
    for family in ("lobby", "chal"):
        head = f"{prefix}{family}:"
        for raw in client.scan_iter(match=f"{head}*", count=1000):
            key = raw.decode() if isinstance(raw, bytes) else str(raw)
            pairs.append((key, f"{prefix}{{{family}}}:{key[len(head):]}"))
    return pairs
