"""DC Dash for learners: the metro map as station planes, and fixed indices for most moves.

Observation (the view hides the other players' cards and the deck orders): per station of
the game's network, in code order, the planes: the viewer's pawn, each other pawn in ego order
(padded to eight seats), the viewer's own Station cards (its goals), the stations the viewer
has visited, the stations anyone has visited, a disruption token (one plane per kind), one the
viewer placed; then the viewer's Action cards and the face-up discard pile as counts per card
kind (/ 3 and / 5), each seat in ego order (Station cards left / 10, by jurisdiction / 5,
Action cards / 6, Doors Closing on it, its discarded hand on show), whose turn, the phase, the
discards due, and the deck sizes.

Actions: fixed indices for every move with a finite, network-sized parameter list: ``travel``
and ``play_ride`` (line x station), ``stay``, ``play_disruption`` (disruption card x station),
``play_all_clear``, ``discard_hand`` and ``play_detour`` (station), ``play_bus`` (bus card x
station), ``play_doors_closing`` (target seat), ``play_push`` (target seat x line x station),
``play_draw`` and ``discard_to_limit`` (card). Only Free Transfer (``play_transfer_ride``:
two lines, a change station and a destination, about a million combinations of which a few
dozen to two hundred are ever legal) goes to 512 legal-move slots.
"""

from __future__ import annotations

from typing import Any

from dashgames.games.dc_dash.cards import ACTION_CARDS, DISRUPTIONS
from dashgames.games.dc_dash.moves import MOVES
from dashgames.games.dc_dash.network import JURISDICTIONS, network
from dashgames.training.actions import ActionCodebook
from dashgames.training.features import Features, GameEncoding, ego_seats

MAX_PLAYERS = 8
TRANSFER_SLOTS = 512
CARD_KINDS = {card: i for i, card in enumerate(ACTION_CARDS)}
DISRUPTION_KINDS = tuple(DISRUPTIONS)


def _cards(effect: str) -> list[str]:
    return [c.id for c in ACTION_CARDS.values() if c.effect == effect]


def codebook(players: int, options: dict[str, Any]) -> ActionCodebook:
    net = network(options["network"])
    stations = sorted(net.stations)
    lines = sorted(net.lines)
    rides = [(ln, st) for ln in lines for st in stations if ln in net.stations[st].lines]
    fixed: list[dict[str, Any]] = [{"type": "travel", "line": ln, "to": st} for ln, st in rides]
    fixed.append({"type": "stay"})
    fixed += [{"type": "play_disruption", "card": c, "station": st}
              for c in _cards("place_disruption") for st in stations]
    fixed += [{"type": "play_all_clear", "card": c, "station": st}
              for c in _cards("all_clear") for st in stations]
    fixed += [{"type": "play_ride", "card": c, "line": ln, "to": st}
              for c in _cards("ride") for ln, st in rides]
    fixed += [{"type": "play_bus", "card": c, "to": st} for c in _cards("bus") for st in stations]
    fixed += [{"type": "play_detour", "card": c, "station_card": st}
              for c in _cards("detour") for st in stations]
    fixed += [{"type": "play_doors_closing", "card": c, "target": t}
              for c in _cards("doors_closing") for t in range(players)]
    fixed += [{"type": "play_push", "card": c, "target": t, "line": ln, "to": st}
              for c in _cards("push") for t in range(players) for ln, st in rides]
    fixed += [{"type": "play_draw", "card": c} for c in _cards("draw")]
    fixed += [{"type": "discard_hand", "station": st} for st in stations]
    fixed += [{"type": "discard_to_limit", "card": c} for c in ACTION_CARDS]
    return ActionCodebook(MOVES, fixed, slots=TRANSFER_SLOTS)


def encode(view: dict[str, Any], f: Features) -> None:
    stations = sorted(network(view["network"]).stations)
    cells = {st: i for i, st in enumerate(stations)}
    n = len(stations)
    riders = view["riders"]
    me = view["you"]
    seats = ego_seats(me, len(riders), MAX_PLAYERS)
    for seat in seats:
        f.plane(n, [] if seat is None else [cells[riders[seat]["station"]]])
    f.plane(n, (cells[st] for st in view["your_station_cards"] or ()))
    f.plane(n, (cells[st] for st in riders[me]["visited"]) if me is not None else ())
    f.plane(n, (cells[st] for r in riders for st in r["visited"]))
    disruptions = view["disruptions"]
    for kind in DISRUPTION_KINDS:
        f.plane(n, (cells[d["station"]] for d in disruptions if d["kind"] == kind))
    f.plane(n, (cells[d["station"]] for d in disruptions if d["placed_by"] == me))
    f.members(CARD_KINDS, view["your_action_cards"] or (), scale=3)
    f.members(CARD_KINDS, view["action_discard"], scale=5)
    for seat in seats:
        rider = riders[seat] if seat is not None else None
        f.scaled(None if rider is None else rider["station_cards"], 10)
        for j in JURISDICTIONS:
            f.scaled(None if rider is None else rider["station_cards_by_jurisdiction"][j], 5)
        f.scaled(None if rider is None else rider["action_cards"], 6)
        f.flag(rider is not None and rider["doors_closing"] > 0)
        f.members(CARD_KINDS, (rider or {}).get("discarded_hand") or (), scale=3)
    f.flag(view["turn"] == me)
    f.flag(view["phase"] == "discard_to_limit")
    f.scaled(view["discard_due"], 3)
    f.scaled(view["station_deck"], 100)
    f.scaled(view["action_deck"], 45)
    f.scaled(view["turns_taken"], 500)


ENCODING = GameEncoding(encode, codebook, __doc__ or "")
