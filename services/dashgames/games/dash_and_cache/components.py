"""The game's components as data: the 72 card descriptions (``data/cards.json``) and the
digital room's catalogue (``data/room.json``), and the room generated from them.

The rulebook gives the number of cards but not their texts, and has no room at all: both
files are our reconstruction (docs/components/dash_and_cache.md says what came from where).
They are loaded and checked once at import so a typo in the data fails loudly, not mid-game.
"""

from __future__ import annotations

from dataclasses import dataclass

from dashgames.engine import Rng, component_file
from dashgames.games.dash_and_cache.state import RoomItem

# A card must be clearly matched by at least this many items in every generated room, so that
# no description is impossible to find and a race for it is a contest, not a lottery.
MIN_ITEMS_PER_CARD = 3
# The first letters the cards ask for; the matching card is derived from an object's name.
LETTER_CARDS = {letter: f"starts-with-{letter}" for letter in "bcstpm"}


@dataclass(frozen=True)
class Card:
    id: str
    category: str
    description: str


@dataclass(frozen=True)
class RoomObject:
    """A kind of household object; a room holds one or more of them, each in one colour."""

    name: str
    colours: tuple[str, ...]
    clearly: tuple[str, ...]
    arguably: tuple[str, ...]


def _load_cards() -> tuple[Card, ...]:
    raw = component_file(__package__, "cards.json")["categories"]
    cards = tuple(
        Card(card_id, category, text)
        for category, entries in raw.items()
        for card_id, text in entries
    )
    if len(cards) != 72 or len({c.id for c in cards}) != 72:
        raise ValueError("cards.json must list 72 distinct cards")
    if any(len(entries) != 12 for entries in raw.values()) or len(raw) != 6:
        raise ValueError("cards.json must hold six categories of twelve")
    return cards


CARDS = _load_cards()
CARD_IDS = tuple(c.id for c in CARDS)
CARD_BY_ID = {c.id: c for c in CARDS}
COLOURS = tuple(c.id for c in CARDS if c.category == "colour")


def _load_objects() -> tuple[RoomObject, ...]:
    objects = []
    names: set[str] = set()
    for raw in component_file(__package__, "room.json")["objects"]:
        name = raw["name"]
        clearly = tuple(raw["clearly"])
        letter = LETTER_CARDS.get(name[0])
        if letter is not None:
            clearly += (letter,)
        obj = RoomObject(name, tuple(raw["colours"]), clearly, tuple(raw["arguably"]))
        bad = [a for a in obj.clearly + obj.arguably + obj.colours if a not in CARD_BY_ID]
        if bad or name in names or set(obj.clearly) & set(obj.arguably):
            raise ValueError(f"room.json: bad object {name!r} ({bad})")
        if any(CARD_BY_ID[a].category == "colour" for a in obj.clearly + obj.arguably):
            raise ValueError(f"room.json: {name!r} lists a colour outside 'colours'")
        names.add(name)
        objects.append(obj)
    for card in CARD_IDS:
        found = sum(1 for o in objects if card in o.clearly or card in o.colours)
        if found < MIN_ITEMS_PER_CARD:
            raise ValueError(f"room.json: card {card!r} is clearly shown by only {found} objects")
    return tuple(objects)


ROOM_OBJECTS = _load_objects()


def _item(index: int, obj: RoomObject, colour: str | None) -> RoomItem:
    name = obj.name if colour is None else f"{obj.name} ({colour})"
    clearly = obj.clearly if colour is None else (colour, *obj.clearly)
    return RoomItem(id=f"r{index:03d}", name=name, clearly=clearly, arguably=obj.arguably)


def generate_room(rng: Rng, size: int) -> tuple[RoomItem, ...]:
    """A seeded room of about ``size`` items in which every card is clearly shown by several.

    Objects are drawn in a seeded order, each in a seeded colour; then, for any card still
    shown by fewer than MIN_ITEMS_PER_CARD items, more objects (in that card's colour when it
    is a colour card) are added, so the guarantee holds whatever the seed.
    """
    order = rng.shuffled(ROOM_OBJECTS)
    chosen: list[tuple[RoomObject, str | None]] = []
    for obj in order[:size]:
        chosen.append((obj, rng.choice(obj.colours) if obj.colours else None))
    spare = list(order[size:])
    for card in CARD_IDS:
        is_colour = card in COLOURS
        have = sum(1 for o, c in chosen if card in o.clearly or c == card)
        for obj in list(spare):
            if have >= MIN_ITEMS_PER_CARD:
                break
            if is_colour and card in obj.colours:
                chosen.append((obj, card))
            elif not is_colour and card in obj.clearly:
                chosen.append((obj, rng.choice(obj.colours) if obj.colours else None))
            else:
                continue
            spare.remove(obj)
            have += 1
        if have < MIN_ITEMS_PER_CARD and is_colour:
            # Every object of that colour is already in the room in another colour: repaint
            # copies of them (a second cup, this time green) until the card is covered.
            for obj in ROOM_OBJECTS:
                if have >= MIN_ITEMS_PER_CARD:
                    break
                if card in obj.colours and (obj, card) not in chosen:
                    chosen.append((obj, card))
                    have += 1
    return tuple(_item(i, obj, colour) for i, (obj, colour) in enumerate(chosen))
