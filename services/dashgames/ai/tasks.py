"""The AI service's Celery task (queue ``ai``): choose a bot seat's move, submit it as a command.

The move goes to the ``rules`` queue like any other command; this worker never writes a game.
"""

from __future__ import annotations

from functools import cache

from dashgames.ai.levels import preload
from dashgames.ai.player import bot_command
from dashgames.infra.celery_app import app
from dashgames.infra.dispatch import APPLY_TASK, BOT_TASK, RULES_QUEUE, send
from dashgames.infra.games import load_games
from dashgames.infra.settings import get_settings
from dashgames.play.store import Store


@cache
def store() -> Store:
    settings = get_settings()
    load_games(settings)
    return Store.connect(settings)


@app.task(name=BOT_TASK, acks_late=True, reject_on_worker_lost=True, ignore_result=True)  # type: ignore[untyped-decorator]
def choose_move(game_id: str, seat: int, version: int) -> None:
    command = bot_command(store(), game_id, seat, version, get_settings().ai_seconds)
    if command is not None:
        send(app, APPLY_TASK, [command.to_json()], RULES_QUEUE,
             f"command {command.command_id} of game {game_id} (bot seat {seat})")


# Load the games when the worker imports its tasks (before it reports ready), not on the first
# task: a turn clock must not wait for the imports.
store()
preload()
