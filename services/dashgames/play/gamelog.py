"""A game's step log: the stream's recent steps, the archive chunks folded out of it and the
steps spilled from those into the history database; together the whole move log and event
history (``all_steps``), as replays, event readers and the archive worker read it."""

from __future__ import annotations

import bz2
import json
import zlib
from dataclasses import dataclass
from importlib import resources
from typing import Any

from dashgames.infra.keys import KeyLayout
from dashgames.infra.redis_client import BLOCK_SLICE, hash_reply, text
from dashgames.infra.settings import Settings


@dataclass(frozen=True)
class Step:
    """One version's change: who acted, the move (or timer id / resigning seat), the events,
    and the seats to act after it (None in steps written before the log kept them)."""

    version: int
    actor: Any  # a seat, "timer", "resign" or "platform"
    move: Any
    events: list[dict[str, Any]]
    to_act: list[int] | None = None

    def record(self) -> list[Any]:
        head = [self.version, self.actor, self.move, self.events]
        return head if self.to_act is None else [*head, self.to_act]


def step_of(entry_id: bytes | str, entry: dict[Any, Any]) -> Step:
    fields = {text(k): text(v) for k, v in entry.items()}
    version = int(text(entry_id).split("-", 1)[0])
    to_act = json.loads(fields["t"]) if "t" in fields else None
    return Step(version, json.loads(fields["a"]), json.loads(fields["m"]), json.loads(fields["e"]),
                to_act)


class GameLog(KeyLayout):
    def __init__(self, client: Any, lane: Any, settings: Settings) -> None:
        self.redis = client
        self.lane = lane
        self.settings = settings
        self.prefix = settings.key_prefix
        lua = resources.files("dashgames.play") / "lua"
        self._compact = client.register_script((lua / "compact.lua").read_text())
        self._spill = client.register_script((lua / "spill.lua").read_text())

    def stream_entries(self, game_id: str, first: str, count: int | None = None) -> list[Step]:
        """Steps from stream id ``first`` (inclusive; ``(id`` exclusive) on. Through the lane:
        every open stream reads here when its game moves, and a crowd of them waking at once
        waits for a free connection there, where the client's pool would refuse past its bound
        (MaxConnectionsError, seen with 2,000 open streams)."""
        raw = self.lane.call("XRANGE", self.game_key(game_id, "ev"), first, "+",
                             *(("COUNT", count) if count else ()))
        return [step_of(entry_id, hash_reply(entry)) for entry_id, entry in raw]

    def stream_wait(self, game_id: str, after: str, block_ms: int, count: int) -> list[Step]:
        """Steps after stream id ``after``, waiting up to ``block_ms`` for the first."""
        key = self.game_key(game_id, "ev")
        block = min(max(block_ms, 1), int(BLOCK_SLICE * 1000))  # the caller loops to its deadline
        raw = self.redis.xread({key: after}, count=count, block=block)
        return [step_of(entry_id, entry) for _, entries in raw or [] for entry_id, entry in entries]

    def archived_steps(self, game_id: str) -> list[Step]:
        return [Step(*r) for r in json.loads(self.archive_text(game_id))]

    def archive_text(self, game_id: str) -> str:
        """The archive as the JSON text of its step records (``[]`` when there is none): the
        steps spilled into the history database (up to ``sv``), then the chunks in Redis."""
        spilled_to, chunks = self.archive_tail(game_id)
        if spilled_to:
            chunks = [*self.spilled_chunks(game_id, spilled_to), *chunks]
        return joined(chunks)

    def archive_tail(self, game_id: str) -> tuple[int, list[bytes]]:
        """(``sv``: the last version spilled out of Redis, 0 for none; the archive chunks Redis
        still holds), read together (MULTI): a spill changes both in one step."""
        raw_sv, chunks = self.lane.transaction(
            ("HGET", self.game_key(game_id, "meta"), "sv"),
            ("LRANGE", self.game_key(game_id, "arc"), 0, -1),
        )
        return int(text(raw_sv) or 0), list(chunks)

    def spilled_chunks(self, game_id: str, through: int) -> list[bytes]:
        """The chunks of the spilled steps up to ``through``, from the history database."""
        from dashgames.records import spilled  # only a spilled game needs the database

        return spilled.chunks_through(self.history_engine(), game_id, through)

    def history_engine(self) -> Any:
        """The history database (opened, and migrated, on first use in this process)."""
        from dashgames.records.database import open_history

        return open_history(self.settings.history_url)

    def trim_spilled(self, game_id: str, chunks: list[bytes], n: int, rest: bytes,
                     through: int, spilled_to: int) -> bool:
        """Replace the first ``n`` of ``chunks`` (the archive as read with ``spilled_to``) by
        ``rest`` and set ``sv`` to ``through``: spill.lua. False when the archive or ``sv``
        changed meanwhile (nothing written)."""
        keys = [self.game_key(game_id, "arc"), self.game_key(game_id, "meta")]
        args: list[bytes | str | int] = [n, chunks[0], chunks[n - 1], rest, through,
                                         str(spilled_to) if spilled_to else ""]
        return bool(self._spill(keys=keys, args=args))

    def compact_archive(self, game_id: str, final: bool) -> bool:
        """Compress the archive's chunks again as one (bzip2 once the game has ended, zlib at
        its best level before). Chunks a fold appends meanwhile stay after it. False when there
        was nothing to do, or another compaction got there first (nothing written)."""
        key = self.game_key(game_id, "arc")
        chunks = self.redis.lrange(key, 0, -1)
        if not chunks or (len(chunks) == 1 and (not final or chunks[0].startswith(b"BZh"))):
            return False
        merged = fold_chunk(joined(chunks), final=final, level=9)
        return bool(self._compact(keys=[key], args=[len(chunks), chunks[-1], merged]))

    def stream_record_texts(self, game_id: str, first: str) -> list[tuple[int, str]]:
        """(version, the step's record as JSON text) from stream id ``first`` on, never decoded:
        folding splices them into the archive text as they are."""
        raw = self.lane.call("XRANGE", self.game_key(game_id, "ev"), first, "+")
        out = []
        for entry_id, entry in raw:
            f = hash_reply(entry)
            version = text(entry_id).split("-", 1)[0]
            to_act = f",{f['t']}" if f.get("t", "null") != "null" else ""
            out.append((int(version), f"[{version},{f['a']},{f['m']},{f['e']}{to_act}]"))
        return out

    def all_steps(self, game_id: str, archived_to: int) -> list[Step]:
        """The whole history: archived chunks, then the stream entries after them."""
        steps = self.archived_steps(game_id)
        steps += self.stream_entries(game_id, f"{archived_to + 1}-0")
        return steps


def fold_chunk(records_text: str, final: bool = False, level: int = 6) -> bytes:
    """One archive chunk, from the JSON text of a list of step records: zlib (at ``level``)
    while the game runs; bzip2 for the whole log once it has ended (about half the size of
    zlib's best on game logs, but about 15 times slower: it is written once, off the move
    path, by ``Store.compact_archive``)."""
    raw = records_text.encode()
    return bz2.compress(raw, 9) if final else zlib.compress(raw, level)


def joined(chunks: list[bytes]) -> str:
    """One JSON list of step records from archive chunks that each hold one: their insides,
    spliced as text."""
    insides = [decompress(c).decode()[1:-1] for c in chunks if c]
    return "[" + ",".join(i for i in insides if i) + "]"


def decompress(chunk: bytes) -> bytes:
    """An archive chunk's JSON text, whichever way it was compressed."""
    return bz2.decompress(chunk) if chunk.startswith(b"BZh") else zlib.decompress(chunk)
