"""Folding a game's step log as it commits: every ``FOLD_EVERY`` versions (and at the end) the
steps since the last fold become one archive chunk in the same commit; past ``SPILL_AT`` folded
steps the archive worker is asked to spill them into the history database, and now and then a
rules worker compresses the chunks again as one."""

from __future__ import annotations

from dashgames.infra.redis_client import dumps
from dashgames.play.commit import FOLD_EVERY, SPILL_AT, Commit
from dashgames.play.gamelog import GameLog, Step, fold_chunk

COMPACT_FROM = 4
"""Folds before the archive's chunks are first compressed again as one (then at 6, 8, 12...)."""


class Conflict(Exception):
    """The version moved under us: run the command again on the fresh state."""


def compaction_due(folds: int) -> bool:
    """After ``COMPACT_FROM`` folds, at each power of two and half-way between two."""
    odd = folds // 3 if folds % 3 == 0 else folds
    return folds >= COMPACT_FROM and odd & (odd - 1) == 0


def maybe_fold(log: GameLog, commit: Commit, meta: dict[str, str], new_version: int,
               finished: bool) -> None:
    """Compress old steps into an archive chunk every FOLD_EVERY versions and at the end."""
    archived = int(meta.get("av", "1"))
    if not finished and new_version - archived < FOLD_EVERY:
        return
    live = log.stream_record_texts(commit.game_id, f"{archived + 1}-0")
    own = Step(new_version, commit.step_actor, commit.step_move, commit.step_events,
               commit.step_to_act)
    live.append((new_version, dumps(own.record())))
    if [v for v, _ in live] != list(range(archived + 1, new_version + 1)):
        raise Conflict()  # another commit landed meanwhile; its CAS made ours stale
    # The records are spliced in as JSON text, never decoded, into one chunk appended to
    # the archive. Many small chunks compress several times worse than one: when the game
    # ends, and whenever the number of folds reaches 4, 6, 8, 12, 16, 24... (so the work of
    # doing it stays proportional to the log), a rules worker compresses them all as one.
    commit.fold_chunk = fold_chunk("[" + ",".join(t for _, t in live) + "]")
    commit.archived_to = new_version
    if not finished and new_version - int(meta.get("sv") or 0) >= SPILL_AT:
        # Redis holds enough folded steps: the archive worker moves them into the history
        # database (which also leaves no chunks to merge here). A spill that is lost only
        # waits for the next one: this fold assumes it happens (``_remember``).
        commit.spill = True
    elif finished or compaction_due((new_version - 1) // FOLD_EVERY):
        commit.compact = "final" if finished else "merge"
