"""Structured logs: JSON lines naming the game and the command, configured from the environment."""

from __future__ import annotations

import io
import json
import logging
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from dashgames.http.app import create_app
from dashgames.http.backend import GameService
from dashgames.infra import logs
from dashgames.infra.dispatch import APPLY_TASK
from dashgames.play.types import SeatSpec

ROLL = {"type": "roll", "dice": 1}


@contextmanager
def capture(level: int = logging.INFO) -> Iterator[list[dict[str, Any]]]:
    """What the root logger writes at ``level`` meanwhile, as JSON objects (filled in at the
    end)."""
    out = io.StringIO()
    handler = logging.StreamHandler(out)
    handler.setFormatter(logs.JsonFormatter())
    root = logging.getLogger()
    was = root.level
    root.addHandler(handler)
    root.setLevel(level)
    found: list[dict[str, Any]] = []
    try:
        yield found
    finally:
        root.removeHandler(handler)
        root.setLevel(was)
        found.extend(json.loads(line) for line in out.getvalue().splitlines())


def test_a_move_and_a_refusal_log_json_lines_with_game_and_command_ids(
    backend: GameService, players: Any
) -> None:
    ann, bob = players(2)
    game = backend.create_game(ann, "toy_duel", {"target": 90}, [SeatSpec("human")] * 2, 0)
    backend.join(bob, game.id, 1)
    with capture(logging.DEBUG) as found:  # a commit's line is at DEBUG (its cost at INFO)
        moved = backend.submit_move(ann, game.id, ROLL, None, None, False)
        refused = backend.submit_move(ann, game.id, ROLL, None, None, False)  # bob's turn now
    assert moved.error is None and refused.error is not None
    committed = [line for line in found if line["msg"] == "committed"]
    assert [(c["game_id"], c["command_id"], c["kind"], c["version"]) for c in committed] == [
        (game.id, moved.command_id, "move", moved.version)
    ]
    assert committed[0]["level"] == "DEBUG" and committed[0]["logger"] == "dashgames.rules"
    refusals = [line for line in found if line["msg"] == "refused"]
    assert [(r["game_id"], r["command_id"], r["code"]) for r in refusals] == [
        (game.id, refused.command_id, refused.error["code"])
    ]
    assert logs.context() == {}, "nothing stays bound after the command"


def test_a_task_binds_its_game_and_command_for_its_whole_run() -> None:
    command = {"game_id": "g7", "command_id": "c9", "kind": "move"}

    class Task:
        name = APPLY_TASK

    with capture() as found:
        logs.bind_task(task_id="t1", task=Task(), args=[command])
        logging.getLogger("celery.app.trace").error("Task failed", exc_info=(
            ValueError, ValueError("boom"), None))
        logs.unbind_task()
        logging.getLogger("dashgames.x").warning("after")
    failed, after = found
    assert {k: failed[k] for k in ("game_id", "command_id", "task", "task_id", "level")} == {
        "game_id": "g7", "command_id": "c9", "task": APPLY_TASK, "task_id": "t1",
        "level": "ERROR"}
    assert "ValueError: boom" in failed["exc"]
    assert "game_id" not in after and "task_id" not in after


def test_configured_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    root = logging.getLogger()
    level, handlers = root.level, list(root.handlers)
    try:
        monkeypatch.setenv(logs.LEVEL_ENV, "warning")
        monkeypatch.setenv(logs.FORMAT_ENV, "text")
        handler = logs.configure(loglevel=logging.DEBUG)  # the environment wins over -l
        assert root.level == logging.WARNING
        assert isinstance(handler.formatter, logs.TextFormatter)
        again = logs.configure()
        assert [h for h in root.handlers if getattr(h, "_dashgames", False)] == [again]
        token = logs.bind(game_id="g1")
        record = logging.LogRecord("x", logging.WARNING, "", 0, "late by %s", ("2s",), None)
        assert again.format(record).endswith("x: late by 2s game_id=g1")
        logs.unbind(token)
        monkeypatch.setenv(logs.FORMAT_ENV, "json")
        monkeypatch.delenv(logs.LEVEL_ENV)
        handler = logs.configure(loglevel=logging.ERROR)
        assert root.level == logging.ERROR and isinstance(handler.formatter, logs.JsonFormatter)
    finally:
        for h in list(root.handlers):
            if h not in handlers:
                root.removeHandler(h)
        root.setLevel(level)


class _Broken:
    """A back end whose every call fails: each request ends in a 500 and its log line."""

    def __getattr__(self, name: str) -> Any:
        def fail(*_: Any, **__: Any) -> Any:
            raise RuntimeError(f"{name} broke")

        return fail


@pytest.mark.parametrize("path", ["/v1/games/g42", "/v1/games/g42/legal-moves"])
def test_an_unexpected_error_on_a_game_route_logs_the_game(path: str) -> None:
    """Through Flask, and through the hot routes that bypass it."""
    client = create_app(backend=_Broken()).test_client()  # type: ignore[arg-type]
    with capture() as found:
        r = client.get(path, headers={"Authorization": "Bearer dg_x"})
    assert r.status_code == 500 and r.json["code"] == "INTERNAL_ERROR"
    errors = [line for line in found if line["level"] == "ERROR"]
    assert len(errors) == 1 and errors[0]["game_id"] == "g42"
    assert "RuntimeError: authenticate broke" in errors[0]["exc"]
    assert logs.context() == {}
