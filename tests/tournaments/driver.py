"""Accounts that play their tournament games: each answers its ``your_turn`` events from its
account stream with a legal move, as a person at a screen or a bot program would: a seeded
random choice, or (``level``) the house bots' choice at that level from the seat's own view.
Used by the end-to-end tournament tests."""

from __future__ import annotations

import json
import random
import threading
from typing import Any

from dashgames.accounts.types import Player
from dashgames.ai.levels import Budget, choose
from dashgames.engine import Rng, get_game
from dashgames.engine.errors import RulesError
from dashgames.infra.errors import PlatformError


class Table:
    def __init__(self, backend: Any, accounts: list[Player], seed: int = 7,
                 level: str | None = None) -> None:
        self.backend = backend
        self.accounts = accounts
        self.level = level
        self.rng = random.Random(seed)
        self.cursors = {p.id: "0" for p in accounts}
        self.started: dict[str, list[dict[str, Any]]] = {p.id: [] for p in accounts}
        self.moves = 0
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self.run, daemon=True)

    def __enter__(self) -> Table:
        self.thread.start()
        return self

    def __exit__(self, *_: Any) -> None:
        self.stop.set()
        self.thread.join(10)

    def run(self) -> None:
        while not self.stop.is_set():
            idle = True
            for player in self.accounts:
                found, self.cursors[player.id] = self.backend.account_events(
                    player, None, self.cursors[player.id], 0, 100)
                for event in found:
                    idle = False
                    if event.type == "game_started":
                        self.started[player.id].append(event.data)
                    elif event.type == "your_turn" and event.data["legal_moves"]:
                        self.play(player, event.data)
            if idle:
                self.stop.wait(0.05)

    def play(self, player: Player, turn: dict[str, Any]) -> None:
        move = self.choice(player, turn)
        try:
            self.backend.submit_move(player, turn["game_id"], move, turn["version"], None,
                                     False)
            self.moves += 1
        except (PlatformError, RulesError):  # a later turn's event is on its way
            pass

    def choice(self, player: Player, turn: dict[str, Any]) -> Any:
        if self.level is None:
            return self.rng.choice(turn["legal_moves"])
        game = get_game(turn["game_type"])
        try:
            read = self.backend.read_game(player, turn["game_id"])
        except (PlatformError, RulesError):
            return self.rng.choice(turn["legal_moves"])  # refused as stale if the game moved
        legal = [game.moves.parse(raw) for raw in turn["legal_moves"]]
        move = choose(game.id, self.level, json.loads(read.view_json), turn["seat"], legal,
                      Rng.from_seed(f"{turn['game_id']}:{turn['version']}"), Budget(seconds=0.2))
        return game.moves.dump(move)
