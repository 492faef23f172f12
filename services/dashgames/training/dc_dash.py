"""DC Dash for learners: the metro map as station planes, and fixed indices for most moves.

Only Free Transfer's rides (about a million combinations, a few hundred at most legal) go to
legal-move slots. The observation and actions: docs/TRAINING.md, "DC Dash".
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
