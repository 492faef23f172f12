"""A seat's staged turn played on a copy of the live state (docs/CONFIRM.md): the read behind
``POST /v1/games/{game_id}/preview``. The rules run here, in the API process, on the state at
the version read; nothing is stored, sent to a worker or told to anyone."""

from __future__ import annotations

import json
from typing import Any

from dashgames.accounts.types import Player
from dashgames.engine import GameOver, get_game
from dashgames.engine.preview import preview
from dashgames.infra.errors import Forbidden
from dashgames.play.errors import NotStarted, StaleVersion
from dashgames.play.reads import not_found, seat_in
from dashgames.play.store import Store
from dashgames.play.types import TurnPreview


def preview_turn(store: Store, player: Player, game_id: str, staged: list[Any],
                 expected_version: int | None) -> TurnPreview:
    meta, raw_state = store.meta_and_state(game_id)
    if not meta:
        raise not_found(game_id)
    seat = seat_in(meta, player)
    if seat is None:
        raise Forbidden("you have no seat in this game", game_id=game_id)
    if meta["st"] == "open":
        raise NotStarted("the game waits for players", game_id=game_id)
    if meta["st"] != "active" or not raw_state:
        raise GameOver("the game is over", game_id=game_id)
    version = int(meta["v"])
    if expected_version is not None and expected_version != version:
        raise StaleVersion(f"the game is at version {version}", current_version=version)
    game = get_game(meta["type"])
    shown = preview(game, game.state_from_json(json.loads(raw_state)), seat, staged)
    after = shown.state
    legal = [] if shown.stop else [game.moves.dump(m) for m in game.legal_moves(after, seat)]
    return TurnPreview(game.id, seat, version, shown.shown, shown.stop, game.view(after, seat),
                       legal)
