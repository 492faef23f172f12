"""Shared helpers for the Dash and Cache tests: exact positions and bot-driven games."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from dashgames.engine import Bot, Rng
from dashgames.engine.play import Choice, new_game, play_forward
from dashgames.games.dash_and_cache import GAME
from dashgames.games.dash_and_cache.moves import Roll
from dashgames.games.dash_and_cache.state import AwaitRoll, DashAndCacheState, RoomItem

RED_CUP = RoomItem("r1", "cup (red)", ("red", "cylinder", "kitchen", "has-handle"), ("light",))
BLUE_BALL = RoomItem("r2", "ball (blue)", ("blue", "round", "toy", "starts-with-b"), ("squishy",))
GREEN_BOOK = RoomItem("r3", "book (green)", ("green", "paper", "readable"), ("heavy",))
WOOD_BLOCK = RoomItem("r4", "toy block (red)", ("red", "wood", "cube", "toy"), ("square",))
PINK_SOCK = RoomItem("r5", "sock (pink)", ("pink", "fabric", "soft"), ("fuzzy",))
TIN_BELL = RoomItem("r6", "bell (gray-or-silver)", ("gray-or-silver", "metal"), ("cone-shaped",))
ROOM = (RED_CUP, BLUE_BALL, GREEN_BOOK, WOOD_BLOCK, PINK_SOCK, TIN_BELL)
GOALS_0 = ("red", "round", "paper", "wood", "soft")
GOALS_1 = ("blue", "metal", "heavy", "fuzzy", "cube")
GOALS_2 = ("pink", "fabric", "toy", "kitchen", "light")


def position(players: int = 3, **changes: Any) -> DashAndCacheState:
    """A small exact position after the opening: a six-item room, known goals, seat 0 to roll."""
    base = new_game(GAME, players, {"timer_seconds": 5}, seed=1)
    goals = (GOALS_0, GOALS_1, GOALS_2, ("white",) * 5)[:players]
    deck = tuple(c for c in base.draw_pile if c not in {g for gs in goals for g in gs})
    state = replace(
        base,
        room=ROOM,
        room_left=tuple(r.id for r in ROOM),
        caches=((),) * players,
        held=((),) * players,
        goals=goals,
        draw_pile=deck,
        phase=AwaitRoll("roll"),
        clock=None,
    )
    return replace(state, **changes)


def companion_position(players: int = 3, **changes: Any) -> DashAndCacheState:
    """As ``position``, in companion mode: no room, real objects ``c1`` to ``c8`` named."""
    base = position(players, mode="companion", room=(), room_left=())
    names = ("mug", "ball", "book", "block", "sock", "bell", "spoon", "scarf")
    state = replace(base, item_names={f"c{i}": n for i, n in enumerate(names, start=1)})
    return replace(state, **changes)


def roll_to(state: DashAndCacheState, face: str) -> DashAndCacheState:
    """Find a generator value whose next roll (after any rerolls) shows ``face``."""
    for guess in range(10_000):
        _, events = GAME.apply(replace(state, rng=guess), state.turn, Roll())
        faces = [e["face"] for e in events if e["type"] == "rolled" and not e["reroll"]]
        if faces == [face]:
            return replace(state, rng=guess)
    raise AssertionError(f"no seed rolls {face}")


def play(state: DashAndCacheState, seat: int, raw: dict[str, Any]) -> tuple[Any, list[Any]]:
    return GAME.apply(state, seat, GAME.moves.parse(raw))


def bot_game(
    levels: list[str], seed: int, options: dict[str, Any] | None = None, cap: int = 6000
) -> DashAndCacheState:
    """Play a game with one bot per seat: a random seat among those to act moves; when nobody
    can, the clock runs out."""
    state = new_game(GAME, len(levels), options, seed)
    rng = Rng.from_seed(f"bots:{seed}")
    chooser: list[Bot] = [GAME.bots[level] for level in levels]

    def bots(state: DashAndCacheState, acting: list[int], ply: int) -> Choice:
        if not acting:
            assert len(GAME.pending_timers(state)) == 1  # one sand timer runs at a time
            return None  # it runs out
        seat = rng.choice(acting)
        return seat, chooser[seat](GAME.view(state, seat), seat, GAME.legal_moves(state, seat),
                                   rng)

    for step in play_forward(GAME, state, bots, max_steps=cap):
        state = step.state
    assert GAME.outcome(state) is not None, "bot game did not end"
    return state
