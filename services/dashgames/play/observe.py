"""What the rules service tells operators: its counters and its log lines (see
infra/metrics.py and infra/logs.py), kept out of ``commands.py`` but for one call at each
place something happens.

Counted once per command, whatever retries it took: a commit that lands (``committed``), a rules
refusal stored for the first time (``refused``), and a platform error ``Rules.apply`` raises
(``applying``); a repeated command answered from its stored answer counts nothing again.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from datetime import datetime
from functools import wraps
from typing import Any, TypeVar

from dashgames.infra import logs, metrics
from dashgames.infra.errors import PlatformError
from dashgames.play.change import Change

log = logging.getLogger("dashgames.rules")  # a stable name (log queries use it), not a module
Apply = TypeVar("Apply", bound=Callable[..., Any])
_moves: dict[str, Any] = {}  # the moves counter by game type: no label lookup per move


def applying(apply: Apply) -> Apply:
    """Wraps ``Rules.apply``: every line logged while it runs names the game and the command,
    and a platform error it raises (a stale version, a game not found...) is counted."""

    @wraps(apply)
    def observed(self: Any, command: Any, *args: Any, **kwargs: Any) -> Any:
        token = logs.bind(game_id=command.game_id, command_id=command.command_id)
        try:
            return apply(self, command, *args, **kwargs)
        except PlatformError as error:
            refused(error.code)
            raise
        finally:
            logs.unbind(token)

    return observed  # type: ignore[return-value]


def committed(change: Change) -> None:
    """A commit landed. Its log line is at DEBUG: at INFO, one JSON line a move is a large
    share of the move path's CPU (docs/SCALING.md, "Figures behind the code")."""
    cmd = change.cmd
    if cmd.kind == "move":
        game_type = change.meta["type"]
        counter = _moves.get(game_type)
        if counter is None:
            counter = _moves[game_type] = metrics.MOVES.labels(game_type)
        counter.inc()
    if log.isEnabledFor(logging.DEBUG):
        log.debug("committed", extra={"kind": cmd.kind, "version": change.new_version})


def refused(code: str) -> None:
    metrics.REFUSALS.labels(code).inc()
    log.info("refused", extra={"code": code})


def retried() -> None:
    """A commit lost its compare-and-set to another one and the command runs again (a
    refusal met on a guess is re-read too, but that is no conflict and not counted)."""
    metrics.COMMIT_RETRIES.inc()


def timer_started(eta: Any, now: float | None = None) -> None:
    """A timer task starts: how late it is on the deadline it was queued for (its ETA)."""
    if not eta:
        return
    deadline = eta if isinstance(eta, datetime) else datetime.fromisoformat(str(eta))
    lag = (time.time() if now is None else now) - deadline.timestamp()
    metrics.TIMER_LAG.observe(max(lag, 0.0))
    log.info("timer due", extra={"lag_seconds": round(lag, 4)})
