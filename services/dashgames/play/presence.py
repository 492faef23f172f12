"""Who is at the table: a seat is online while its player holds a live event stream of the game
open (the stream marks itself on each heartbeat, for a little longer than one). What a reader
learns is one flag per seat, as public as the seat itself: no player id, no view, no move."""

from __future__ import annotations

import time

from dashgames.play import seats as seating
from dashgames.play.store import Store


def mark_present(store: Store, game_id: str, player_id: str, seconds: float) -> None:
    """``player_id`` follows the game for the next ``seconds`` (a sorted set by expiry, in the
    game's slot; the key lives as long as its newest mark)."""
    key = store.game_key(game_id, "here")
    now = time.time()
    pipe = store.pipeline()
    pipe.zadd(key, {player_id: now + seconds})
    pipe.zremrangebyscore(key, "-inf", now)
    pipe.expire(key, int(seconds) + 1)
    pipe.execute()


def online_seats(store: Store, game_id: str, meta: dict[str, str]) -> list[dict[str, object]]:
    """Each seat of the game (``meta``: its Redis meta) with whether its player follows it now;
    a bot's seat, an open seat and a finished game's seats are never online."""
    here = {m.decode() if isinstance(m, bytes) else str(m) for m in
            store.redis.zrangebyscore(store.game_key(game_id, "here"), time.time(), "+inf")}
    live = meta.get("st") != "finished"
    return [{"seat": i, "online": live and row["k"] == "human" and row.get("p") in here}
            for i, row in enumerate(seating.load_seats(meta["seats"]))]
