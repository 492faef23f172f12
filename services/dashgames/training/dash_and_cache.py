"""Dash and Cache for learners: every room item and goal card from the viewer's side.

Digital mode only: companion mode's items are real objects named as the game goes, which no
fixed vector or action list can cover. The observation and actions: docs/TRAINING.md, "Dash and
Cache".
"""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt

from dashgames.engine import BadOptions
from dashgames.games.dash_and_cache.components import CARD_IDS
from dashgames.games.dash_and_cache.moves import MOVES
from dashgames.games.dash_and_cache.state import DIE_FACES
from dashgames.training.actions import ActionCodebook
from dashgames.training.features import Features, GameEncoding, ego_seats

MAX_PLAYERS = 10
MAX_ITEMS = 160
SLOTS = 1024
ITEMS = tuple(f"r{i:03d}" for i in range(MAX_ITEMS))
_ITEM_INDEX = {item: i for i, item in enumerate(ITEMS)}
_CARD_INDEX = {card: i for i, card in enumerate(CARD_IDS)}
PHASES = (
    "opening_grab", "roll", "steal", "switch", "race_opponent", "trade_partner", "auction_lot",
    "hunt", "trade", "trade_forfeit", "auction", "auction_tie", "commission", "vote",
    "challenge_penalty", "objection", "claim_chance", "victory_call", "over",
)


def codebook(players: int, options: dict[str, Any]) -> ActionCodebook:
    if options["mode"] != "digital":
        raise BadOptions("the training environment plays the digital mode only",
                         field="options.mode")
    fixed: list[dict[str, Any]] = [{"type": kind} for kind in (
        "roll", "decline", "shake_hands", "stand_firm", "stop_bidding", "stop_claiming",
        "no_challenge")]
    fixed += [{"type": "vote", "accept": a} for a in (True, False)]
    for kind in ("choose_opponent", "choose_partner", "break_tie"):
        fixed += [{"type": kind, "seat": s} for s in range(players)]
    fixed.append({"type": "return_home", "keep": None})
    fixed += [{"type": "return_home", "keep": item} for item in ITEMS]
    for kind in ("grab", "steal", "amend_deal", "junk", "auction_lot", "bid", "take_commission"):
        fixed += [{"type": kind, "item": item} for item in ITEMS]
    return ActionCodebook(MOVES, fixed, slots=SLOTS)


_SHOWS: list[tuple[list[Any], tuple[npt.NDArray[np.float32], npt.NDArray[np.float32]]]] = []


def _shows(room: list[dict[str, Any]]) -> tuple[npt.NDArray[np.float32], npt.NDArray[np.float32]]:
    """Item x card matrices: which cards each room item clearly and arguably shows. A room
    stays the same all game, so the last one is kept."""
    if _SHOWS and _SHOWS[0][0] == room:
        return _SHOWS[0][1]
    clearly = np.zeros((MAX_ITEMS, len(CARD_IDS)), dtype=np.float32)
    arguably = np.zeros((MAX_ITEMS, len(CARD_IDS)), dtype=np.float32)
    for item in room:
        row = _ITEM_INDEX.get(item["id"])
        if row is not None:
            clearly[row, [_CARD_INDEX[c] for c in item["clearly"] if c in _CARD_INDEX]] = 1.0
            arguably[row, [_CARD_INDEX[c] for c in item["arguably"] if c in _CARD_INDEX]] = 1.0
    _SHOWS[:] = [(room, (clearly, arguably))]
    return clearly, arguably


def encode(view: dict[str, Any], f: Features) -> None:
    players = view["players"]
    me = view["viewer"]
    seats = ego_seats(me, players, MAX_PLAYERS)
    others = [s for s in seats[1:] if s is not None]
    goals = view["goals"]
    my_goals = set(goals[me]) if me is not None else set()
    other_goals = [c for s in others for c in goals[s]]
    phase = view["phase"]
    left = set(view["room_left"])
    mine = set(view["caches"][me]) if me is not None else set()
    my_hands = set(view["held"][me]) if me is not None else set()
    theirs = {i for s in others for i in view["caches"][s]}
    their_hands = {i for s in others for i in view["held"][s]}
    junk = set(view["junk_pile"])
    accepted = {c["item"] for c in view["claims"] if c["accepted"]}
    rejected = {c["item"] for c in view["rejected"]}
    lot = {phase.get("lot")}
    offered, asked = set(phase.get("offered", ())), set(phase.get("asked", ()))
    bids = phase.get("bids", {})
    my_bid = set(bids.get(str(me), ()))
    other_bids = {i for s, items in bids.items() if s != str(me) for i in items}
    room_ids = [item["id"] for item in view["room"]]
    places = (room_ids, left, mine, my_hands, theirs, their_hands, junk, lot, offered, asked,
              my_bid, other_bids, accepted, rejected)
    block = np.zeros((MAX_ITEMS, len(places) + 3), dtype=np.float32)
    for column, place in enumerate(places):
        block[[_ITEM_INDEX[i] for i in place if i in _ITEM_INDEX], column] = 1.0
    clearly, arguably = _shows(view["room"])
    mine_wanted = np.zeros(len(CARD_IDS), dtype=np.float32)
    mine_wanted[[_CARD_INDEX[c] for c in my_goals]] = 1.0
    others_wanted = np.zeros(len(CARD_IDS), dtype=np.float32)
    for c in other_goals:
        others_wanted[_CARD_INDEX[c]] += 1.0
    block[:, -3] = clearly @ mine_wanted / 3
    block[:, -2] = arguably @ mine_wanted / 3
    block[:, -1] = clearly @ others_wanted / 3
    f.block(block)
    hunted = {phase.get("card")}
    my_claims = {c["card"] for c in view["claims"] if c["accepted"] and c["item"] in mine}
    f.members(_CARD_INDEX, my_goals)
    f.members(_CARD_INDEX, other_goals, scale=3)
    f.members(_CARD_INDEX, view["discard_pile"])
    f.members(_CARD_INDEX, my_claims)
    f.members(_CARD_INDEX, hunted)
    to_act = set(view["to_act"])
    cast = set(view["ballots_cast"])
    for seat in seats:
        f.scaled(None if seat is None else len(view["caches"][seat]), 8)
        f.scaled(None if seat is None else len(view["held"][seat]), 2)
        f.scaled(None if seat is None else len(goals[seat]), 5)
        f.scaled(None if seat is None else sum(
            c["accepted"] and c["item"] in view["caches"][seat] for c in view["claims"]), 5)
        f.flag(seat is not None and view["turn"] == seat)
        f.flag(seat in to_act)
        f.flag(seat in cast)
    f.choice(PHASES, phase["name"])
    f.choice(DIE_FACES, view["last_roll"])
    f.flag(view["my_ballot"] is True)
    f.flag(view["my_ballot"] is False)
    f.flag(bool(view["timers"]))
    f.scaled(view["rounds_played"], 30)
    f.scaled(view["draw_pile_count"], len(CARD_IDS))
    f.scaled(len(view["junk_pile"]), 30)


ENCODING = GameEncoding(encode, codebook, __doc__ or "")
