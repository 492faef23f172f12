"""A command's stored answer as its submitter sees it: its result (or refusal), the events
of its step that seat may see and, while the game still stands there, its next legal moves."""

from __future__ import annotations

from dashgames.engine import Event, visible_events
from dashgames.infra.errors import Forbidden, PlatformError, error_from_json
from dashgames.play.errors import CommandNotFound
from dashgames.play.results import parse_stored, result_field, stamped_version
from dashgames.play.store import Store
from dashgames.play.types import MoveResult


def stored_answer(store: Store, game_id: str, command_id: str, seat: int | None
                  ) -> MoveResult:
    raw = store.result(game_id, result_field(command_id))
    if not raw:
        raise CommandNotFound(f"no command {command_id}", command_id=command_id)
    answer = parse_stored(raw)
    if answer.get("s") != seat:
        raise Forbidden("that command is another seat's", command_id=command_id)
    if "q" in answer:
        return MoveResult("accepted", command_id, None)
    if "perr" in answer:
        raise error_from_json(answer["perr"], fallback=PlatformError)
    if "err" in answer:
        at = stamped_version(raw)
        return MoveResult("applied", command_id, at, error=answer["err"])
    version = int(answer["v"])
    events = visible_events(events_of(store, game_id, version), seat)
    to_act = answer.get("a")
    own_moves = None
    if to_act is not None and seat in to_act:
        # The first answer's legal moves, while the game still stands where it left it.
        own_moves = store.rendered_at(game_id, version, f"m{seat}") or None
    return MoveResult(
        "applied", command_id, version, tuple(events),
        to_act=tuple(to_act) if to_act is not None else None, legal_moves_json=own_moves,
    )


def events_of(store: Store, game_id: str, version: int) -> list[Event]:
    for step in store.log.stream_entries(game_id, f"{version}-0", count=1):
        if step.version == version:
            return step.events
    for step in store.log.archived_steps(game_id):
        if step.version == version:
            return step.events
    return []
