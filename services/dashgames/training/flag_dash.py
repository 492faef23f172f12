"""Flag Dash for learners: the board from the viewer's team's side, and the round's choices.

The White team's board and action indices are turned half round, so the viewer's territory
always lies on the same side. The observation and actions: docs/TRAINING.md, "Flag Dash".
"""

from __future__ import annotations

from functools import partial
from typing import Any

from dashgames.engine import component_file
from dashgames.games.flag_dash.moves import MOVES
from dashgames.games.flag_dash.rules import board, setup
from dashgames.games.flag_dash.state import COLOURS
from dashgames.training.actions import ActionCodebook
from dashgames.training.features import Features, GameEncoding, Mirror

COMPONENTS = component_file("dashgames.games.flag_dash", "components.json")
CARDS: tuple[str, ...] = (
    *COMPONENTS["basic_cards"],
    *(c for a in COMPONENTS["abilities"].values() for c in a["cards"]),
)
TOKENS: tuple[str, ...] = (
    *COMPONENTS["priority_tokens"],
    *(t for a in COMPONENTS["abilities"].values() for t in a["tokens"]),
)
COMPASS = ("north", "east", "south", "west")
RUNS = ("forward", "backward", "left", "right")
PHASES = ("setup", "plan", "spy", "tie", "turn", "secret_tunnel", "over")
STAGES = ("select", "combo", "act")
MAX_HANDS = 4
SLOTS = 256
_CARD_INDEX = {c: i for i, c in enumerate(CARDS)}
_TOKEN_INDEX = {t: i for i, t in enumerate(TOKENS)}


def _squares(width: int, height: int) -> list[str]:
    return [f"{chr(97 + c)}{r + 1}" for r in range(height) for c in range(width)]


def codebook(players: int, options: dict[str, Any]) -> ActionCodebook:
    fixed: list[dict[str, Any]] = [
        {"type": "plan", "hand": h, "card": c, "token": t}
        for h in range(MAX_HANDS) for c in CARDS for t in TOKENS
    ]
    fixed += [{"type": "spy", "target": h} for h in range(MAX_HANDS)]
    fixed += [{"type": "spy_replace", "token": t, "card": c}
              for t in TOKENS for c in (None, *CARDS)]
    fixed += [{"type": "choose_first", "hand": h} for h in range(MAX_HANDS)]
    fixed += [{"type": "select", "character": k} for k in COLOURS]
    fixed += [{"type": "combo", "card": c} for c in (None, *CARDS)]
    fixed += [{"type": "run", "direction": d} for d in RUNS]
    fixed += [{"type": "boost", "direction": d} for d in COMPASS]
    fixed += [{"type": "jump", "direction": d} for d in COMPASS]
    fixed += [{"type": "take_flag"}, {"type": "end_turn"}, {"type": "ready"}]
    for kind, field in (("give_flag", "to"), ("collect_flag", "opponent"), ("lasso", "target")):
        fixed += [{"type": kind, field: k} for k in COLOURS]
    fixed += [{"type": "copy", "card": c} for c in CARDS]
    fixed += [{"type": "skip", "card": c} for c in (*CARDS, "cats")]
    fixed += [{"type": "secret_tunnel", "character": k, "use": u}
              for k in COLOURS for u in (True, False)]
    fixed += [{"type": "chase", "target": k, "direction": d} for k in COLOURS for d in COMPASS]
    fixed += [{"type": "push", "target": k, "path": [d]} for k in COLOURS for d in COMPASS]
    fixed += [{"type": "push", "target": k, "path": [d, e]}
              for k in COLOURS for d in COMPASS for e in COMPASS]
    layout, _ = board(players, options)
    width, height = layout.width, layout.height
    squares = _squares(width, height)
    for kind in ("drop_flag", "set_trap", "dig"):
        fixed += [{"type": kind, "square": sq} for sq in squares]
    fixed += [{"type": "place", "piece": p, "square": sq} for p in (*COLOURS, "flag")
              for sq in squares]
    return ActionCodebook(MOVES, fixed, slots=SLOTS)


_TURNED = {"north": "south", "south": "north", "east": "west", "west": "east"}


def mirror(move: dict[str, Any], width: int, height: int) -> dict[str, Any]:
    """A move as a White seat names it once its board is turned half round. Run directions
    are the card's own (forward, left...) and need no turning."""
    def turned(square: str) -> str:
        col, row = ord(square[0]) - 97, int(square[1:]) - 1
        return f"{chr(97 + width - 1 - col)}{height - row}"

    out = dict(move)
    if out["type"] in ("drop_flag", "set_trap", "dig", "place"):
        out["square"] = turned(out["square"])
    if out["type"] in ("boost", "jump", "chase"):
        out["direction"] = _TURNED[out["direction"]]
    if out["type"] == "push":
        out["path"] = [_TURNED[d] for d in out["path"]]
    return out


def turned(players: int, options: dict[str, Any]) -> tuple[frozenset[int], Mirror]:
    """White's seats see the board turned half round (their home rows at the bottom, as Red's
    are): the layouts are symmetric under a half turn, so both teams see the same picture."""
    layout, _ = board(players, options)
    white = frozenset(h.seat for h in setup(players, options, 0).hands if h.team == 1)
    return white, partial(mirror, width=layout.width, height=layout.height)


def encode(view: dict[str, Any], f: Features) -> None:
    layout = view["layout"]
    width: int = layout["width"]
    height: int = layout["height"]
    team: int = view["team"] if view["team"] is not None else 0
    n = width * height

    def cell(square: str | None) -> int | None:
        if square is None:
            return None
        index = ord(square[0]) - 97 + width * (int(square[1:]) - 1)
        return index if team == 0 else n - 1 - index  # White's board turned half round

    every = _squares(width, height)
    f.plane(n, (cell(sq) for sq in every if sq not in layout["closed"]))
    walls = [(cell(a), cell(b), a[1:] == b[1:]) for a, b in layout["walls"]]
    # A wall is marked on the square west of it (or south of it), as the viewer sees the board.
    f.plane(n, (min(a, b) for a, b, across_row in walls if across_row and a is not None
                and b is not None))
    f.plane(n, (min(a, b) for a, b, across_row in walls if not across_row and a is not None
                and b is not None))
    f.plane(n, (cell(sq) for sq in layout["tunnels"]))
    zones = layout["zones"]
    for t in (team, 1 - team):
        f.plane(n, (cell(sq) for sq in zones[t]) if t < len(zones) else ())
    f.plane(n, (cell(sq) for sq in view["traps"]))
    for t in (team, 1 - team):
        f.plane(n, [cell(view["team_flags"][t])])
    characters = sorted(view["characters"], key=lambda c: (c["team"] != team,
                                                           COLOURS.index(c["colour"])))
    for c in characters:
        f.plane(n, [cell(c["square"])])
    for c in characters:
        f.flag(c["runner"])
        f.scaled(c["boosts"], 2)
        f.scaled(c["own_flags"], 2)
        f.scaled(len(c["collected"]), 6)
        f.flag(c["carrying"] is not None)
        f.flag(c["trapped"])
    ego_colour = [c["colour"] for c in characters]
    hands = view["hands"]
    order = sorted(range(len(hands)), key=lambda h: (hands[h]["seat"] != view["seat"],
                                                     hands[h]["team"] != team, h))
    for h in order + [-1] * (MAX_HANDS - len(order)):
        _hand(f, hands[h] if h >= 0 else None, team)
    f.choice(PHASES, view["phase"])
    f.scaled(view["round"], 50)
    f.one_hot(2, view["step"])
    f.flag(view["tiebreak"] == team)
    f.flag(view["last_team"] == team)
    turn = view["turn"]
    f.one_hot(MAX_HANDS, None if turn is None else order.index(turn["hand"]))
    f.choice(TOKENS, None if turn is None else turn["token"])
    f.choice(CARDS, None if turn is None else turn["card"])
    character = None if turn is None or turn["character"] is None else COLOURS[turn["character"]]
    f.choice(ego_colour, character)
    f.choice(STAGES, None if turn is None else turn["stage"])
    f.members(_CARD_INDEX, () if turn is None else turn["pending"])
    f.flag(turn is not None and turn["ordered"])
    f.scaled(view["trap_supply"], 2)
    f.scaled(view["dig_supply"], 2)
    f.flag(view["setup_ready"][team])
    f.flag(view["setup_ready"][1 - team])
    f.flag(view["winner"] == team)
    f.flag(view["winner"] is not None and view["winner"] != team)


def _hand(f: Features, hand: dict[str, Any] | None, team: int) -> None:
    f.flag(hand is not None)
    f.flag(hand is not None and hand["team"] == team)
    unplayed = [] if hand is None else [c for c in hand["cards"] if c not in hand["played"]]
    f.members(_CARD_INDEX, unplayed)
    f.members(_TOKEN_INDEX, (hand or {}).get("screen") or ())
    f.scaled(None if hand is None else hand["screen_count"], len(TOKENS))
    f.members(_TOKEN_INDEX, () if hand is None else hand["discarded"])
    f.members(_TOKEN_INDEX, () if hand is None else hand["spent"])
    plan = [] if hand is None else hand["plan"]
    for k in range(2):
        slot = plan[k] if k < len(plan) else None
        f.flag(slot is not None)
        f.choice(TOKENS, None if slot is None else slot["token"])
        f.choice(CARDS, None if slot is None else slot["card"])
        for fact in ("token_shown", "card_shown", "spied", "done"):
            f.flag(slot is not None and slot[fact])
    f.flag(hand is not None and hand["committed"])


ENCODING = GameEncoding(encode, codebook, __doc__ or "", turned=turned)
