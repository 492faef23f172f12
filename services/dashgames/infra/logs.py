"""Logs: one JSON object a line (or plain text), with the game and command they are about.

Every process type configures logging once through ``configure`` (Celery's own lines too), from
``DASHGAMES_LOG_LEVEL`` and ``DASHGAMES_LOG_FORMAT`` (docs/SETTINGS.md). The game, command and
task ids live in a context variable bound by the rules service and by each Celery task, so every
line logged meanwhile names them. docs/OPERATIONS.md, "Logs".
"""

from __future__ import annotations

import json
import logging
import os
import sys
from contextvars import ContextVar, Token
from datetime import UTC, datetime
from typing import Any

LEVEL_ENV = "DASHGAMES_LOG_LEVEL"
FORMAT_ENV = "DASHGAMES_LOG_FORMAT"

_context: ContextVar[dict[str, Any]] = ContextVar("dashgames_log_context", default={})  # noqa: B039  # never mutated: replaced whole
_STANDARD = frozenset(vars(logging.LogRecord("", 0, "", 0, "", None, None))) | {"message",
                                                                               "asctime"}


def bind(**fields: Any) -> Token[dict[str, Any]]:
    """Add ``fields`` to every line logged in this context until ``unbind`` with the token."""
    return _context.set({**_context.get(), **fields})


def unbind(token: Token[dict[str, Any]]) -> None:
    _context.reset(token)


def context() -> dict[str, Any]:
    return _context.get()


def _fields(record: logging.LogRecord) -> dict[str, Any]:
    """The context, then the record's own ``extra`` fields."""
    fields = dict(_context.get())
    for key, value in vars(record).items():
        if key not in _STANDARD and not key.startswith("_"):
            fields[key] = value
    return fields


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        line: dict[str, Any] = {
            "ts": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "msg": record.getMessage(),
            "pid": record.process,
        }
        line.update(_fields(record))
        if record.exc_info:
            line["exc"] = self.formatException(record.exc_info)
        return json.dumps(line, default=str, separators=(",", ":"))


class TextFormatter(logging.Formatter):
    def __init__(self) -> None:
        super().__init__("%(asctime)s %(levelname)s %(name)s: %(message)s")

    def format(self, record: logging.LogRecord) -> str:
        text = super().format(record)
        pairs = " ".join(f"{k}={v}" for k, v in _fields(record).items())
        if not pairs:
            return text
        head, newline, rest = text.partition("\n")  # after the message, before a traceback
        return f"{head} {pairs}{newline}{rest}"


def formatter(kind: str | None = None) -> logging.Formatter:
    kind = (kind or os.environ.get(FORMAT_ENV) or "json").strip().lower()
    return TextFormatter() if kind == "text" else JsonFormatter()


def configure(loglevel: str | int | None = None, **_: Any) -> logging.Handler:
    """One handler on the root logger, writing to stderr in the environment's format, at its
    level (or ``loglevel``: a Celery worker's ``-l``, as its ``setup_logging`` signal passes
    it). Calling it again replaces that handler; handlers others installed stay."""
    root = logging.getLogger()
    for old in [h for h in root.handlers if getattr(h, "_dashgames", False)]:
        root.removeHandler(old)
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(formatter())
    handler._dashgames = True  # type: ignore[attr-defined]
    root.addHandler(handler)
    chosen = os.environ.get(LEVEL_ENV) or loglevel or "INFO"
    root.setLevel(chosen.upper() if isinstance(chosen, str) else chosen)
    return handler


# ---- Celery tasks -------------------------------------------------------------------------------


def bind_task(task_id: str = "", task: Any = None, args: Any = None, **_: Any) -> None:
    """Celery's ``task_prerun``: the task's ids for its whole run. Every task takes the game's
    id first, or a command (a dict with the game's and the command's ids)."""
    fields: dict[str, Any] = {"task": getattr(task, "name", None), "task_id": task_id}
    first = args[0] if args else None
    if isinstance(first, dict):
        fields.update(game_id=first.get("game_id"), command_id=first.get("command_id"))
    elif isinstance(first, str):
        fields["game_id"] = first
    _context.set(fields)


def unbind_task(**_: Any) -> None:
    """Celery's ``task_postrun`` (after its failure, if any, was logged)."""
    _context.set({})
